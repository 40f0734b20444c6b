"""The replay viewer: any game record, move by move, forward and back, every hand face up.

The record is checked by replaying it through the engine first, so the viewer only ever
shows positions the rules allow; a record that fails says why instead. Each step is a
snapshot of the hand, drawn on the table's own felt, seats and middle (`TableView`, only
read) with every hand face up. `RecordsScene` lists the records in the data folder.

Keys: ← → a move, ↑ ↓ (or Page Up/Down) a hand, Home/End, Esc back. The wheel steps too.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from odin_desktop.engine.jsonio import load_json
from odin_desktop.engine.odin.cards import card_code, cards_of, set_value
from odin_desktop.engine.odin.game import Game
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PLAY_BITS, action_take
from odin_desktop.engine.odin.record import (
    Record,
    RecordRuleError,
    RecordUnreadable,
    parse_record,
    replay_record,
)
from odin_desktop.i18n import N_, _, isolate, ngettext
from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.odin import card_art
from odin_desktop.scenes.odin.saga import LogEntry, MoveLog
from odin_desktop.scenes.odin.view import SeatInfo, TableView
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import controls, theme
from odin_desktop.ui.text import fitted
from odin_desktop.ui.widgets import Button

if TYPE_CHECKING:
    from odin_desktop.app.app import App

PAGE = 8  # records listed per page


# ---------------------------------------------------------------------- the steps


@dataclass(frozen=True)
class Step:
    hand: int
    move: int  # index of the move just made; -1 for the position as dealt
    state: HandState
    totals: tuple[int, ...]  # the scores as they stood at this step
    log: tuple[LogEntry, ...]  # the Saga of the hand so far
    fresh: int  # how many entries at the end of `log` this move wrote (0 for the deal)

    @property
    def caption(self) -> str:
        """What the move did, in the current language ("Astrid plays 82, takes B7")."""
        entries = self.log[len(self.log) - self.fresh :] if self.fresh else ()
        return _(", ").join(
            (f"{e.who} " if i == 0 or e.who != entries[0].who else "") + e.verb_text + _tail(e)
            for i, e in enumerate(entries)
        )


def load_game(source: Path | dict[str, Any]) -> tuple[Record, Game]:
    """The record and its replayed game; ValueError in plain words when it cannot be shown."""
    try:
        doc = load_json(source) if isinstance(source, Path) else source
        record = parse_record(doc)
    except RecordUnreadable as error:
        raise ValueError(_("This is not a game record: {error}.").format(error=error)) from None
    try:
        return record, replay_record(record)
    except RecordRuleError as error:
        if error.move is None:
            where = _("This record breaks the rules at hand {hand}: {error}.")
        else:
            where = _("This record breaks the rules at hand {hand}, move {move}: {error}.")
        move = error.move + 1 if error.move is not None else 0
        raise ValueError(where.format(hand=error.hand + 1, move=move, error=error)) from None


def build_steps(game: Game, names: list[str]) -> list[Step]:
    steps: list[Step] = []
    totals = [0] * game.players
    for h, (deal, played) in enumerate(zip(game.deals, game.hands, strict=True)):
        state = HandState(deal, played.leader)
        log = [LogEntry(names[state.leader], N_("leads hand {number}"), number=h + 1)]
        steps.append(Step(h, -1, state.copy(), tuple(totals), tuple(log), 0))
        for m, (seat, action) in enumerate(played.history):
            table_before = state.table
            state.apply_action(action)
            entries = _entries(names, seat, action, table_before, state)
            log += entries
            if state.over and h < len(game.scores):
                totals = [t + p for t, p in zip(totals, game.scores[h], strict=True)]
            steps.append(Step(h, m, state.copy(), tuple(totals), tuple(log), len(entries)))
    return steps


def _entries(
    names: list[str], seat: int, action: int, table_before: int, state: HandState
) -> list[LogEntry]:
    who = names[seat]
    play = action & PLAY_BITS
    if not play:
        entries = [LogEntry(who, N_("passes"), colour=theme.TEXT_DIM)]
        if table_before and not state.table:
            entries.append(LogEntry(names[state.turn], N_("wins the round"), colour=theme.GOLD_RGB))
        return entries
    entries = [LogEntry(who, N_("plays"), play, f"({set_value(play)})")]
    take = action_take(action)
    if take is not None:
        entries.append(LogEntry(who, N_("takes"), 1 << take))
    if state.over:
        how = N_("plays out the whole hand!") if state.led_out else N_("goes out!")
        entries.append(LogEntry(who, how, colour=theme.GOLD_RGB))
    return entries


def _cards(count: int) -> str:
    return ngettext("{count} card", "{count} cards", count).format(count=count)


def _tail(entry: LogEntry) -> str:
    if entry.verb == "plays":
        return f" {set_value(entry.cards)}"
    if entry.verb == "takes":
        return f" {card_code(next(cards_of(entry.cards)))}"
    return ""


# ---------------------------------------------------------------------- the viewer


class ReplayViewerScene(Scene):
    def __init__(self, app: App, source: Path | dict[str, Any], title: str = "") -> None:
        super().__init__(app)
        self.error = ""
        self.steps: list[Step] = []
        self.names: list[str] = []
        self.title = title
        self.target = 0
        self.finished = False
        try:
            record, game = load_game(source)
            self.names = list(record.players)
            self.steps = build_steps(game, self.names)
            self.target = game.options.target
            self.finished = game.over
        except ValueError as error:
            self.error = str(error)
        self.index = 0
        self.view = TableView(max(2, len(self.names)), app.size)
        self.log = MoveLog()
        self.buttons = {
            "play": Button(N_("Next  >"), lambda: self.step(1), primary=True, hotkey="Right"),
            "pass": Button(N_("<  Back"), lambda: self.step(-1), hotkey="Left"),
            "hint": Button(N_("<< Hand"), lambda: self.jump_hand(-1), hotkey="Up"),
            "sort": Button(N_("Hand >>"), lambda: self.jump_hand(1), hotkey="Down"),
            "menu": Button(N_("Close"), self.close, hotkey="Esc"),
        }
        self._sync_log()

    # ------------------------------------------------------------------ navigation
    @property
    def current(self) -> Step | None:
        return self.steps[self.index] if self.steps else None

    def step(self, delta: int) -> None:
        if self.steps:
            self.index = max(0, min(len(self.steps) - 1, self.index + delta))
            self._sync_log()

    def jump_hand(self, delta: int) -> None:
        """To the deal of the next or previous hand (back: this hand's deal first)."""
        step = self.current
        if step is None:
            return
        if delta < 0 and step.move >= 0:
            target = step.hand
        else:
            target = max(0, min(step.hand + delta, self.steps[-1].hand))
        self.index = next(i for i, s in enumerate(self.steps) if s.hand == target)
        self._sync_log()

    def go_to(self, index: int) -> None:
        if self.steps:
            self.index = max(0, min(len(self.steps) - 1, index))
            self._sync_log()

    def close(self) -> None:
        self.app.scenes.pop()

    def _sync_log(self) -> None:
        self.log.clear()
        if self.current is not None:
            for entry in self.current.log:
                self.log.add(entry)

    # ------------------------------------------------------------------ scene
    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        for name, button in self.buttons.items():
            box = self.view.layout.buttons.get(name)
            button.rect = box.to_rect() if box else pygame.Rect(0, 0, 0, 0)
        if self.error:  # only Close makes sense
            for name, button in self.buttons.items():
                button.enabled = name == "menu"

    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)
        elif event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: lambda: self.step(1),
                pygame.K_SPACE: lambda: self.step(1),
                pygame.K_LEFT: lambda: self.step(-1),
                pygame.K_DOWN: lambda: self.jump_hand(1),
                pygame.K_PAGEDOWN: lambda: self.jump_hand(1),
                pygame.K_UP: lambda: self.jump_hand(-1),
                pygame.K_PAGEUP: lambda: self.jump_hand(-1),
                pygame.K_HOME: lambda: self.go_to(0),
                pygame.K_END: lambda: self.go_to(len(self.steps) - 1),
                pygame.K_ESCAPE: self.close,
            }
            action = keys.get(event.key)
            if action is not None:
                action()

    def update(self, dt: float) -> None:
        self.view.clock += dt

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view
        scale = view.layout.scale
        view.draw_background(surface)
        step = self.current
        if step is None:
            self._draw_error(surface)
        else:
            self._draw_step(surface, step)
        at_start = self.index == 0
        at_end = not self.steps or self.index == len(self.steps) - 1
        self.buttons["pass"].enabled = self.buttons["hint"].enabled = not at_start
        self.buttons["play"].enabled = self.buttons["sort"].enabled = not at_end
        for button in self.buttons.values():
            button.draw(surface, scale)

    def _draw_step(self, surface: pygame.Surface, step: Step) -> None:
        view, state = self.view, step.state
        scale = view.layout.scale
        infos = [
            SeatInfo(name, _cards(state.sizes[i]), step.totals[i])
            for i, name in enumerate(self.names)
        ]
        passed = {(state.turn - k) % state.players for k in range(1, state.passes + 1)}
        view.draw_seats(surface, infos, None if state.over else state.turn, passed, None)
        view.draw_pile(surface, state)
        self._draw_pile_count(surface, state)
        owner = self.names[state.table_seat] if state.table_seat is not None else ""
        view.draw_middle_area(surface, state, owner)
        self._draw_middle(surface, state)
        taken = self._taken_card(step)
        for seat in range(state.players):
            self._draw_hand(surface, seat, state.hands[seat], taken)
        self.log.draw(surface, view.layout.log, scale)
        self._draw_status(surface, step)

    def _taken_card(self, step: Step) -> int | None:
        if step.move < 0:
            return None
        return action_take(step.state.history[step.move][1])

    def _draw_middle(self, surface: pygame.Surface, state: HandState) -> None:
        cards = sorted(cards_of(state.table), key=lambda c: (-(c % 9), c // 9))
        if not cards:
            return
        box = self.view.layout.middle
        width = self.view.middle_width
        spacing = min(width * 0.7, (box.w - width) / max(1, len(cards) - 1))
        cx, cy = box.center
        for i, card in enumerate(cards):
            image = card_art.face(card_code(card), width)
            x = cx + (i - (len(cards) - 1) / 2) * spacing
            surface.blit(image, image.get_rect(center=(round(x), cy)))

    def _draw_pile_count(self, surface: pygame.Surface, state: HandState) -> None:
        count = state.discards.bit_count()
        if not count:
            return
        box = self.view.layout.discard
        width = max(8, int(self.view.hand_width * 0.62))
        back = card_art.back(width)
        for i in range(min(5, (count + 3) // 4)):
            surface.blit(back, back.get_rect(center=(box.center[0] - i, box.center[1] - i)))
        label = fitted(_cards(count), theme.scaled(15, self.view.layout.scale), theme.TEXT, box.w)
        surface.blit(label, label.get_rect(midbottom=(box.center[0], box.y + label.get_height())))

    def _draw_hand(self, surface: pygame.Surface, seat: int, hand: int, taken: int | None) -> None:
        """Face up: seat 0 in the hand area, the others in their fans (cards by number)."""
        cards = sorted(cards_of(hand), key=lambda c: (c % 9, c // 9))
        if not cards:
            return
        layout = self.view.layout
        place = self.view.seat_box(seat)
        if place.fan is None:
            box = layout.hand
            width = int(layout.hand_card_width() * 0.9)
        else:
            box = place.fan
            width = card_art.width_for_height(box.h)
        cw, ch = card_art.card_size(width)
        spacing = min(cw * 0.62, (box.w - cw) / max(1, len(cards) - 1))
        x0 = box.x + (box.w - (cw + spacing * (len(cards) - 1))) / 2
        y = box.y + box.h - ch if place.fan is None else box.y
        ringed = None
        for i, card in enumerate(cards):
            rect = pygame.Rect(round(x0 + i * spacing), round(y), cw, ch)
            surface.blit(card_art.face(card_code(card), width), rect)
            if card == taken:  # the card just taken from the middle: ringed, on top
                ringed = (card, rect)
        if ringed is not None:
            card, rect = ringed
            surface.blit(card_art.face(card_code(card), width), rect)
            ring = max(2, theme.scaled(3, layout.scale))
            pygame.draw.rect(surface, theme.GOLD_RGB, rect.inflate(ring, ring), ring, 6)

    def _draw_status(self, surface: pygame.Surface, step: Step) -> None:
        layout = self.view.layout
        box = layout.status.to_rect()
        scale = layout.scale
        moves = sum(1 for s in self.steps if s.hand == step.hand) - 1
        where = _("Hand {hand} · move {move} of {moves}").format(
            hand=step.hand + 1, move=step.move + 1, moves=moves
        )
        what = step.caption if step.move >= 0 else _("as dealt")
        text = f"{where} — {what}"
        if step.state.over and step.hand == self.steps[-1].hand and self.finished:
            best = min(step.totals)
            winners = [n for n, t in zip(self.names, step.totals, strict=True) if t == best]
            text = ngettext(
                "Game over — {names} wins", "Game over — {names} win", len(winners)
            ).format(names=_(" and ").join(winners))
        label = fitted(text, theme.scaled(20, scale), theme.TEXT, box.width + box.x, bold=True)
        surface.blit(label, label.get_rect(center=box.center))

    def _draw_error(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        scale = self.view.layout.scale
        box = pygame.Rect(0, 0, min(w - 40, theme.scaled(820, scale)), theme.scaled(220, scale))
        box.center = (w // 2 - theme.scaled(110, scale), h // 2)
        controls.draw_panel(surface, box, scale, alpha=220)
        pad = theme.scaled(24, scale)
        head = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad, theme.scaled(40, scale))
        controls.draw_text(
            surface,
            _("This record cannot be shown"),
            head,
            theme.scaled(28, scale),
            theme.GOLD_RGB,
            role="title_bold",
        )
        size = theme.scaled(20, scale)
        lines = controls.wrap(self.error, size, box.w - 2 * pad)
        y = head.bottom + theme.scaled(14, scale)
        for line in lines[:6]:
            row = pygame.Rect(box.x + theme.scaled(24, scale), y, box.w - 48, size + 8)
            controls.draw_text(surface, line, row, size, theme.BAD)
            y += controls.line_height(size)


# ---------------------------------------------------------------------- the list of records


class RecordsScene(Screen):
    """Replays: the autosave and the records in the data folder's records/ folder."""

    title = "Replays"
    hover_focus = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        from odin_desktop.app import saves

        self.entries = saves.list_records(limit=200)
        self.autosave = saves.autosave_path()
        self.page = 0
        self.rows: list[Button] = []
        self.back_button = Button(N_("Back"), self.back)
        self.prev_button = Button(N_("<"), lambda: self.turn(-1))
        self.next_button = Button(N_(">"), lambda: self.turn(1))
        self._build()

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // PAGE))

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + delta))
        self._build()
        self.refresh()

    def _build(self) -> None:
        self.rows = []
        if self.page == 0 and self.autosave.exists():
            self.rows.append(
                Button(N_("The game in progress (autosave)"), lambda: self.open(self.autosave))
            )
        for entry in self.entries[self.page * PAGE : (self.page + 1) * PAGE]:
            label = f"{isolate(entry.title)}  ·  {isolate(entry.detail)}"
            self.rows.append(Button(label, lambda p=entry.path: self.open(p)))

    def open(self, path: Path) -> None:
        scene = ReplayViewerScene(self.app, path, title=path.name)
        if scene.error:
            self.show_message(scene.error, error=True)
        else:
            self.app.scenes.push(scene)

    def controls(self) -> list[Any]:
        extra = [self.prev_button, self.next_button] if self.pages > 1 else []
        return [*self.rows, *extra, self.back_button]

    def layout(self) -> None:
        w, h = self.size
        width, height, gap = min(w - self.px(80), self.px(860)), self.px(46), self.px(10)
        y = self.px(170)
        for row in self.rows:
            row.rect = pygame.Rect((w - width) // 2, y, width, height)
            y += height + gap
        bottom = h - self.px(90)
        self.back_button.rect = pygame.Rect(0, bottom, self.px(220), self.px(54))
        self.back_button.rect.centerx = w // 2
        self.prev_button.rect = pygame.Rect(0, bottom, self.px(60), self.px(54))
        self.prev_button.rect.right = self.back_button.rect.left - self.px(20)
        self.next_button.rect = pygame.Rect(0, bottom, self.px(60), self.px(54))
        self.next_button.rect.left = self.back_button.rect.right + self.px(20)

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = self.size
        self.heading(surface, _("Replays"), self.px(70), 48)
        self.ornament(surface, (w // 2, self.px(108)), self.px(300))
        line = pygame.Rect(self.px(40), self.px(122), w - self.px(80), self.px(30))
        if not self.rows:
            note = _("No records yet: finished games appear here, and so do exported ones.")
        else:
            note = _("Finished and exported games, newest first (page {page} of {pages})").format(
                page=self.page + 1, pages=self.pages
            )
        controls.draw_text(surface, note, line, self.px(18), theme.TEXT_DIM, align="center")
