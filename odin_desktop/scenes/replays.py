"""Replays: each game's game in progress and every record of finished (and exported) games,
newest first, each opened in its game's replay viewer or reviewed, marked to keep with its
star, filtered by game and by result, a page at a time, with a jump to any month.

The screen never reads the records folder itself: `app.records.Shelf` does on a worker and
the screen shows what is known at each frame (a record not read yet says so), asking for the
rows of its page first. Keys: Up/Down along the rows (Left/Right across a row), PageUp/
PageDown (a pad's shoulders, the wheel, two fingers, a swipe) turn the page, Home/End go to
the first and last, a pad's triggers jump a month."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pygame

from odin_desktop.app import records
from odin_desktop.i18n import N_, _, is_rtl, ngettext
from odin_desktop.i18n.terms import whole
from odin_desktop.scenes.base import Host, Wake, soonest
from odin_desktop.scenes.replays_list import (
    ALL,
    RESULTS,
    ReplaysList,
    game_choices,
    month_name,
    words,
)
from odin_desktop.scenes.replays_rows import KeepStar, MonthJump, RecordRow
from odin_desktop.scenes.screen import PROMPTS_ROOM, Screen
from odin_desktop.ui import labels, theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.widgets import Button

POLL_SECONDS = 0.1  # while records are read, how often the screen shows more
ROW_H, ROW_GAP = 58, 8  # design px
SWIPE = 60  # design px a finger travels up or down the list to turn a page


class RecordsScene(Screen):
    """Replays (see the module docstring)."""

    title = "Replays"
    hover_focus = True
    prompts = (
        (Intent.SELECT, N_("Open")),
        (Intent.NEXT, N_("Page")),
        (Intent.ALT_NEXT, N_("Month")),
        (Intent.BACK, N_("Back")),
    )

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.shelf = records.shelf()
        self.list = ReplaysList()
        self.games = Segmented(
            game_choices(), ALL, lambda game: self._filter(game=game), measured=True
        )
        self.results = Segmented(
            RESULTS, ALL, lambda result: self._filter(result=result), measured=True
        )
        self.month = MonthJump(self.jump)
        self.back_button = Button(N_("Back"), self.back)
        self.prev_button = Button(N_("<"), lambda: self.turn(-1))
        self.next_button = Button(N_(">"), lambda: self.turn(1))
        self.rows: list[RecordRow] = []
        self.stars: list[KeepStar | None] = []  # none beside a game in progress
        self.reviews: list[Button] = []
        self._shown: object = None  # what the rows and the buttons were built from
        self._notice: str | None = None
        self._press: tuple[int, int] | None = None  # where a finger or the mouse went down
        self._touched = False  # the player has pressed or clicked something here
        self.list.take(self.shelf.snapshot)
        self._build()

    # ------------------------------------------------------------------ what is shown

    def _build(self) -> None:
        """The page's rows, made again only when what they show changed (a rebuilt row keeps
        the focus where it was: the same row and column)."""
        shown = self.list.shown()
        kept = self.list.snapshot.kept
        rows = tuple((item.path, item.entry, item.name in kept) for item in shown)
        known = self.list
        months = (known.month_shown(), len(known.months()))
        key = (rows, known.pages > 1, months, known.snapshot.listed)
        if key == self._shown:
            return
        self._shown = key
        place = self._focus_place()
        self.rows, self.stars, self.reviews = [], [], []
        for item in shown:
            title, detail = words(item)
            self.rows.append(RecordRow(title, partial(self.open, item.path), detail=detail))
            star = None
            if not item.save:
                star = KeepStar(item.name in kept, partial(self.keep, item.name))
            self.stars.append(star)
            self.reviews.append(Button(N_("Review"), partial(self.review, item.path)))
        self._update_month()
        self.shelf.want(tuple(item.name for item in shown if item.entry is None and not item.save))
        self.refresh()
        if place is not None:
            self._focus_at(*place)
        elif self.ring.visible and not self._touched and self.rows:
            self.ring.focus(self.rows[0])  # keys or a pad opened it: the newest game first

    def _update_month(self) -> None:
        months = self.list.months()
        month = self.list.month_shown()
        self.month.text = "" if month is None else month_name(month)
        at = months.index(month) if month in months else -1
        self.month.newer = at > 0
        self.month.older = 0 <= at < len(months) - 1
        self.month.enabled = len(months) > 1

    def update(self, dt: float) -> None:
        super().update(dt)
        snapshot = self.shelf.snapshot
        if self.list.take(snapshot):
            self._build()
        if snapshot.notice and snapshot.notice != self._notice:
            self._notice = snapshot.notice
            self.show_message(snapshot.notice, error=True)

    def next_wake(self) -> Wake | None:
        # The frame draws the snapshot the scene took (`update`), never the worker's newer
        # one: a newer one is shown by the next frame, and the loop rests only on the last.
        held, latest = self.list.snapshot, self.shelf.snapshot
        if latest.version != held.version:
            wake: Wake | None = Wake(0.0)
        else:
            wake = Wake(POLL_SECONDS) if held.reading or not held.listed else None
        return soonest(super().next_wake(), wake)

    # ------------------------------------------------------------------ what the player does

    def open(self, path: Path) -> None:
        problem = self.app.nav.view_record(path)
        if problem:
            self.show_message(problem, error=True)

    def review(self, path: Path) -> None:
        """The Expert looks the game over (at once when it has done so before)."""
        self.app.nav.review_record(path)

    def keep(self, name: str) -> None:
        """The star: mark the game to keep, or take the mark off."""
        self.shelf.set_kept(name, name not in self.shelf.snapshot.kept)
        self.list.take(self.shelf.snapshot)
        self._build()

    def _filter(self, game: str | None = None, result: str | None = None) -> None:
        self.list.set_filters(game, result)
        self._build()

    def turn(self, delta: int) -> None:
        if self.list.turn(delta):
            self._build()

    def jump(self, delta: int) -> None:
        """To the page where the month ``delta`` months away in the list begins (+1: older)."""
        months = self.list.months()
        month = self.list.month_shown()
        if month in months:
            at = max(0, min(len(months) - 1, months.index(month) + delta))
            if self.list.jump(months[at]):
                self._build()

    def enter(self) -> None:
        super().enter()
        if self.ring.visible and self.rows:  # keys or a pad: the newest game, not the filters
            self.ring.focus(self.rows[0])

    def exit(self) -> None:
        self.shelf.stop()

    def pause(self) -> None:
        super().pause()
        self.shelf.stop()  # a replay or a review has the machine to itself

    def resume(self) -> None:
        self.shelf.refresh()  # a review may have been kept, a game marked

    def handle_intent(self, intent: Intent) -> None:
        if intent in (Intent.ALT_PREV, Intent.ALT_NEXT):
            self.jump(1 if intent is Intent.ALT_NEXT else -1)
            return
        super().handle_intent(intent)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._touched = True
        if event.type == pygame.MOUSEWHEEL and event.y:
            self.turn(-1 if event.y > 0 else 1)
            return
        if event.type == pygame.KEYDOWN and self._key(event):
            return
        self._swipe(event)
        super().handle_event(event)

    def _key(self, event: pygame.event.Event) -> bool:
        pages = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
        if event.key in pages:
            self.ring.visible = self.ring.visible or bool(getattr(event, "from_pad", False))
            self.turn(pages[event.key])
            return True
        if event.key in (pygame.K_HOME, pygame.K_END):
            if self.list.to_end(event.key == pygame.K_END):
                self._build()
            return True
        place = self._focus_place()
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            return self._up_down(place, -1 if event.key == pygame.K_UP else 1)
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and place is not None:
            step = 1 if (event.key == pygame.K_RIGHT) != is_rtl() else -1
            row, column = place
            self.ring.visible = True
            self._focus_at(row, max(0, min(2, column + step)))
            return True
        return False

    def _up_down(self, place: tuple[int, int] | None, step: int) -> bool:
        """Along the rows in the same column; past the page's last row, the next page."""
        if not self.ring.visible and self.rows:  # the first press: the focus on the newest game
            self.ring.visible = True
            self.ring.focus(self.rows[0])
            return True
        self.ring.visible = True
        if place is None:
            if step > 0 and self.ring.current is self.month and self.rows:
                self._focus_at(0, 1)  # from the filters down to the first game
                return True
            return False
        row, column = place
        if 0 <= row + step < len(self.rows):
            self._focus_at(row + step, column)
        elif step > 0 and self.list.turn(1):
            self._build()
            self._focus_at(0, column)
        elif step < 0 and self.list.turn(-1):
            self._build()
            self._focus_at(len(self.rows) - 1, column)
        elif step < 0:
            self.ring.focus(self.month)
        else:
            self.ring.focus(self.back_button)
        return True

    def _swipe(self, event: pygame.event.Event) -> None:
        """A finger (or the mouse) drawn up the list turns to the next page, down to the
        one before (a tap stays a tap: it moved less)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press:
            dx, dy = event.pos[0] - self._press[0], event.pos[1] - self._press[1]
            self._press = None
            if abs(dy) >= self.px(SWIPE) and abs(dy) > 2 * abs(dx):
                self.turn(1 if dy < 0 else -1)

    def _focus_place(self) -> tuple[int, int] | None:
        """The focused control's row and column (star, row, review), if it is in a row."""
        current = self.ring.current
        for row, parts in enumerate(zip(self.stars, self.rows, self.reviews, strict=True)):
            if current is not None and current in parts:
                return row, parts.index(current)
        return None

    def _focus_at(self, row: int, column: int) -> None:
        if not self.rows:
            return
        row = max(0, min(len(self.rows) - 1, row))
        parts = (self.stars[row], self.rows[row], self.reviews[row])
        self.ring.focus(parts[column] or self.rows[row])

    # ------------------------------------------------------------------ layout

    def controls(self) -> list[Any]:
        snapshot = self.list.snapshot
        # Nothing to sort before the folder is listed, nor in an empty one.
        empty = not snapshot.listed or not (snapshot.files or snapshot.saves)
        filters = [] if empty else [self.games, self.results, self.month]
        parts = zip(self.stars, self.rows, self.reviews, strict=True)
        listed = [c for trio in parts for c in trio if c is not None]
        extra = [self.prev_button, self.next_button] if self.list.pages > 1 else []
        return [*filters, *listed, *extra, self.back_button]

    def rows_fit(self) -> int:
        """How many rows a page holds on this screen."""
        room = self._foot() - self.px(10) - self._top()
        return max(3, room // self.px(ROW_H + ROW_GAP))

    def _top(self) -> int:
        return self.px(186)

    def _foot(self) -> int:
        return self.size[1] - self.px(54 + 4 + PROMPTS_ROOM)  # the pad's prompts fit below

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        fit = self.rows_fit()
        if fit != self.list.per_page:
            self.list.resize(fit)
            self._shown = None
            self._build()
        super().resize(size)

    def layout(self) -> None:
        w, _h = self.size
        px = self.px
        # The filters as wide as their words ask (each language its own), narrowed alike
        # when the screen has less room.
        high, gap = px(44), px(12)
        widths = [c.natural_width(high, self.scale) for c in (self.games, self.results)]
        widths.append(px(240))
        room = w - px(32) - 2 * gap
        if sum(widths) > room:
            widths = [width * room // sum(widths) for width in widths]
        x = (w - sum(widths) - 2 * gap) // 2
        for control, width in zip((self.games, self.results, self.month), widths, strict=True):
            control.rect = pygame.Rect(x, px(104), width, high)
            x += width + gap
        width, height = min(w - px(80), px(940)), px(ROW_H)
        star, side = height, px(150)  # the star before each row, its Review after it
        left, y = (w - width) // 2, self._top()
        for mark, row, review in zip(self.stars, self.rows, self.reviews, strict=True):
            if mark is not None:
                mark.rect = pygame.Rect(left, y, star, height)
            row.rect = pygame.Rect(left + star + px(8), y, width - star - side - px(16), height)
            review.rect = pygame.Rect(row.rect.right + px(8), y, side, height)
            y += height + px(ROW_GAP)
        bottom = self._foot()
        self.back_button.rect = pygame.Rect(0, bottom, px(220), px(54))
        self.back_button.rect.centerx = w // 2
        self.prev_button.rect = pygame.Rect(0, bottom, px(60), px(54))
        self.prev_button.rect.right = self.back_button.rect.left - px(20)
        self.next_button.rect = pygame.Rect(0, bottom, px(60), px(54))
        self.next_button.rect.left = self.back_button.rect.right + px(20)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = self.size
        self.titled(surface, _("Replays"), self.px(50), 44, (w // 2, self.px(86), self.px(300)))
        line = pygame.Rect(self.px(40), self.px(154), w - self.px(80), self.px(28))
        labels.draw_text(
            surface, self.note(), line, self.px(17), theme.TEXT_DIM, align="center"
        )

    def note(self) -> str:
        """The line under the filters: what the star does while one has the focus or the
        pointer; else how many games are listed and which page this is, and how far the
        reading of the folder has come."""
        focused = self.ring.current if self.ring.visible else None
        star = next((s for s in self.stars if s is not None and (s.hovered or s is focused)), None)
        if star is not None:
            if star.kept:
                return _("Kept: no limit on the games kept removes it. Press again to unmark.")
            return _("Keep this game: no limit on the games kept (Settings) will remove it.")
        listed = self.list
        snapshot = listed.snapshot  # as the scene took it: the frame shows what it holds
        if not snapshot.listed:
            return _("Reading your records…")
        parts = []
        total = len(snapshot.files)
        if snapshot.reading and snapshot.read < total:
            parts.append(
                ngettext(
                    "Reading {done} of {count} record…", "Reading {done} of {count} records…", total
                ).format(done=whole(snapshot.read), count=whole(total))
            )
        if not listed.items:
            if listed.filtered:
                parts.insert(0, _("No game matches these filters."))
            elif not snapshot.reading:
                parts.insert(
                    0, _("No records yet: finished games appear here, and so do exported ones.")
                )
        else:
            count = len(listed.items)
            games = ngettext("{count} game", "{count} games", count).format(count=whole(count))
            page = _("page {page} of {pages}").format(
                page=whole(listed.page + 1), pages=whole(listed.pages)
            )
            parts.insert(0, f"{games} · {page}")
        return " · ".join(parts)

