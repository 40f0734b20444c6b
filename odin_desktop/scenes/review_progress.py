"""The game review running: a progress bar, and Cancel. The review works on a thread of its
own (`analysis.review.Review.start`, its jobs on worker processes), so this screen's update
only looks at how far it is: the window never waits for it, and between two looks the loop
sleeps (a timer, not every frame). A review kept beside its record is taken back at once.

When it is done, ``on_done`` (the shell's) opens the replay viewer with the review; a record
the review cannot take, or a review that fails, is said in plain words.

Which seats: those the record says people played, else the seats named as the player ("You",
in any language: the name a game of one player against bots gives its player), else the
screen asks, a button per seat (and one for every seat), before anything is worked out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from odin_desktop.analysis.plan import said_seats
from odin_desktop.analysis.review import Review, ReviewError, ReviewSettings, SeatError, read_record
from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.i18n.terms import is_you, level_name, shown_name
from odin_desktop.scenes.base import Host, Wake
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import labels, theme
from odin_desktop.ui.widgets import Button

POLL_SECONDS = 0.25  # how often the bar looks at the review's progress


def players_seats(doc: Any) -> list[int] | None:
    """The seats to review on screen: those the record says people played, else those
    named as the player ("You"); None when neither says (the screen asks)."""
    players = doc.get("players") if isinstance(doc, dict) else None
    if not isinstance(players, list):
        return None
    said = said_seats(doc, len(players))
    if said:
        return said
    yours = [seat for seat, name in enumerate(players) if isinstance(name, str) and is_you(name)]
    return yours or None


def _problem(error: BaseException) -> str:
    if isinstance(error, ReviewError):
        detail = str(error.answer.get("error", error))
        return _("This game cannot be reviewed: {error}").format(error=detail)
    return _("The review stopped: {error}").format(error=error)


class ReviewProgressScene(Screen):
    def __init__(
        self,
        app: Host,
        path: Path,
        on_done: Callable[[dict[str, Any]], str | None],
        settings: ReviewSettings | None = None,
    ) -> None:
        super().__init__(app)
        self.path = path
        self.on_done = on_done
        self.problem: str | None = None
        self.review: Review | None = None
        self.opened = False
        self.settings = settings or ReviewSettings()
        self.seat_buttons: list[Button] = []  # the question "whose play?", when asked
        self.cancel_button = Button(N_("Cancel"), self.cancel, hotkey="Esc")
        self.bar = pygame.Rect(0, 0, 0, 0)
        # The share done as the last frame took it: the review's worker moves its own figure
        # at any moment, and a frame must be drawn from what the scene holds, not from what
        # another thread holds while it is being drawn (the next poll shows the new share).
        self.fraction = 0.0
        try:
            doc = read_record(path)
            if self.settings.seats is None and (seats := players_seats(doc)) is not None:
                self.settings = replace(self.settings, seats=tuple(seats))
            if self.settings.seats is None and isinstance(doc.get("players"), list):
                self._ask(doc["players"])
            else:
                self.review = Review(doc, self.settings, path)
        except (ReviewError, SeatError) as error:
            self.problem = _problem(error)

    def _ask(self, players: list[Any]) -> None:
        """A button per seat, and one for every seat: the record does not say who played."""
        names = [shown_name(str(name)) for name in players]
        self.seat_buttons = [
            Button(name, partial(self.choose, (seat,))) for seat, name in enumerate(names)
        ]
        every = tuple(range(len(names)))
        self.seat_buttons.append(Button(N_("Every seat"), partial(self.choose, every)))

    def choose(self, seats: tuple[int, ...]) -> None:
        """The seats asked for: the review starts."""
        self.seat_buttons = []
        self.settings = replace(self.settings, seats=seats)
        try:
            self.review = Review(read_record(self.path), self.settings, self.path)
        except (ReviewError, SeatError) as error:
            self.problem = _problem(error)
        else:
            self.review.start()
        self.layout()
        self.refresh()

    # ------------------------------------------------------------------ the work

    @property
    def running(self) -> bool:
        review = self.review
        return review is not None and self.problem is None and not review.finished

    def enter(self) -> None:
        super().enter()
        if self.review is not None and self.problem is None:
            self.review.start()

    def cancel(self) -> None:
        """Stop the review (what it finished stays kept beside the record) and go back."""
        if self.review is not None:
            self.review.cancel(wait=False)
        self.back()

    def exit(self) -> None:
        if self.running and self.review is not None:
            self.review.cancel(wait=False)  # the window closed under it

    def update(self, dt: float) -> None:
        super().update(dt)
        review = self.review
        if review is not None:
            self.fraction = review.progress.fraction
        if review is None or self.problem is not None or self.opened or not review.finished:
            return
        if review.error is not None:
            self.problem = _problem(review.error)
        elif review.complete:
            self.opened = True
            self.problem = self.on_done(review.document())
        self.refresh()

    def next_wake(self) -> Wake | None:
        return Wake(POLL_SECONDS) if self.running else super().next_wake()

    # ------------------------------------------------------------------ the screen

    def controls(self) -> list[Any]:
        return [*self.seat_buttons, self.cancel_button]

    def layout(self) -> None:
        w, h = self.size
        self.bar = pygame.Rect(0, 0, min(w - self.px(120), self.px(700)), self.px(30))
        self.bar.center = (w // 2, h // 2)
        height, gap = self.px(46), self.px(10)
        top = self.px(220)
        for i, button in enumerate(self.seat_buttons):
            button.rect = pygame.Rect(0, 0, self.px(320), height)
            button.rect.midtop = (w // 2, top + i * (height + gap))
        self.cancel_button.label = N_("Close") if self.problem else N_("Cancel")
        self.cancel_button.rect = pygame.Rect(0, 0, self.px(220), self.px(54))
        self.cancel_button.rect.midtop = (w // 2, self.bar.bottom + self.px(90))
        if self.seat_buttons:
            below = self.seat_buttons[-1].rect.bottom + self.px(24)
            self.cancel_button.rect.midtop = (w // 2, max(self.cancel_button.rect.y, below))

    def draw_content(self, surface: pygame.Surface) -> None:
        w, _h = self.size
        rule = (w // 2, self.px(130), self.px(300))
        self.titled(surface, _("Game review"), self.px(90), 44, rule)
        line = pygame.Rect(self.px(40), self.bar.y - self.px(80), w - self.px(80), self.px(34))
        if self.seat_buttons:
            ask = pygame.Rect(self.px(40), self.px(160), w - self.px(80), self.px(34))
            question = _("The record does not say who played: whose play should {odin} look over?")
            labels.draw_text(
                surface,
                question.format(odin=level_name("expert")),
                ask,
                self.px(20),
                theme.TEXT,
                align="center",
            )
            return
        if self.problem:
            for i, part in enumerate(labels.wrap(self.problem, self.px(20), line.width)[:4]):
                row = line.move(0, i * self.px(30))
                labels.draw_text(surface, part, row, self.px(20), theme.BAD, align="center")
            return
        note = _("{odin} is looking over the game; the window stays free meanwhile.").format(
            odin=level_name("expert")
        )
        labels.draw_text(surface, note, line, self.px(20), theme.TEXT, align="center")
        fraction = self.fraction
        pygame.draw.rect(surface, theme.PANEL, self.bar, border_radius=self.px(8))
        filled = self.bar.copy()
        filled.width = int(self.bar.width * fraction)
        if is_rtl():  # the bar fills from the reading start
            filled.right = self.bar.right
        if filled.width:
            pygame.draw.rect(surface, theme.GOLD_RGB, filled, border_radius=self.px(8))
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.bar, 2, border_radius=self.px(8))
        below = self.bar.move(0, self.bar.height + self.px(12))
        words = _("{percent} done").format(percent=f"{round(fraction * 100)}%")
        labels.draw_text(surface, words, below, self.px(18), theme.TEXT_DIM, align="center")
        hint = _("Cancel keeps what is done: the next review goes on from there.")
        labels.draw_text(
            surface, hint, below.move(0, self.px(30)), self.px(16), theme.TEXT_DIM, align="center"
        )
