"""What both games' replay viewers share: a list of steps walked forward and back, its buttons
and keys, the wheel. Each game's viewer builds its steps, goes to one (`go_to`), jumps by its
own unit (a hand, a turn) and draws.

Keys: ← → (Space) a step, ↑ ↓ the game's unit, Page Up/Down its larger unit, Home/End, P
(Play on: a game of one's own from the moment shown, `session.play_on`), Esc.

With a game review (`show_review`): each reviewed move's grade chip in the Saga, the banner of
the step shown (its grade, what it cost, the better decision in words, its ghost on the
table) and its candidates beside it, the next and previous mistake (M and Shift+M, or their
buttons), and the review's card (R, or its button: each seat's accuracy and balance, the
costliest moments and the chart of the chance to win; a click on a moment or a point goes
there; the deep review offered).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

import pygame

from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.review_card import ReviewCard, ReviewedSeat
from odin_desktop.scenes.review_facts import Candidate, Reviewed, ReviewFacts
from odin_desktop.scenes.review_overlay import chip, draw_banner, draw_candidates
from odin_desktop.ui import controls, theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.text import fitted
from odin_desktop.ui.widgets import Button

StepT = TypeVar("StepT")


class RecordViewerScene(Scene, Generic[StepT]):
    #: The labels of the buttons that jump back and on by the game's unit (msgids).
    JUMP_LABELS: tuple[str, str] = (N_("<< Hand"), N_("Hand >>"))
    # A pad: the shoulders step the record as the D-pad's ← → do (↑ ↓ jump).
    # X opens and closes the review's card, where ↑ ↓ and A go to its costliest moments.
    # Y plays on from the moment shown.
    pad_keys = {
        Intent.PREV: pygame.K_LEFT,
        Intent.NEXT: pygame.K_RIGHT,
        Intent.PLAY: pygame.K_r,
        Intent.PASS: pygame.K_p,
    }
    prompts = (
        (Intent.NEXT, N_("Step")),
        (Intent.DOWN, N_("Jump")),
        (Intent.PASS, N_("Play on")),
        (Intent.BACK, N_("Close")),
    )
    names: list[str]  # the seats' names as shown (each game's viewer sets them)
    finished = False  # whether the record's game is over (each game's viewer says)

    def __init__(self, app: Host, steps: Sequence[StepT], doc: object = None) -> None:
        super().__init__(app)
        self.steps = list(steps)
        self.index = 0
        self.doc = doc  # the record shown: what Play on starts from
        back, on = self.JUMP_LABELS
        self.buttons = {
            "next": Button(N_("Next  >"), lambda: self.step(1), primary=True, hotkey="Right"),
            "back": Button(N_("<  Back"), lambda: self.step(-1), hotkey="Left"),
            "jump_back": Button(back, lambda: self.jump(-1), hotkey="Up"),
            "jump_next": Button(on, lambda: self.jump(1), hotkey="Down"),
            "close": Button(N_("Close"), self.close, hotkey="Esc"),
        }
        self.keys = {
            pygame.K_RIGHT: lambda: self.step(1),
            pygame.K_SPACE: lambda: self.step(1),
            pygame.K_LEFT: lambda: self.step(-1),
            pygame.K_DOWN: lambda: self.jump(1),
            pygame.K_UP: lambda: self.jump(-1),
            pygame.K_PAGEDOWN: lambda: self.page(1),
            pygame.K_PAGEUP: lambda: self.page(-1),
            pygame.K_HOME: lambda: self.go_to(0),
            pygame.K_END: lambda: self.go_to(len(self.steps) - 1),
            pygame.K_ESCAPE: self.close,
            pygame.K_r: self.toggle_card,
            pygame.K_p: self.play_on,
        }
        self.review: ReviewFacts | None = None
        self.card: ReviewCard | None = None
        self.card_open = False
        self.review_button = Button(N_("Review"), self.toggle_card, hotkey="R")
        self.play_on_button = Button(N_("Play on"), self.play_on, hotkey="P")
        self.mistake_buttons = (
            Button(N_("< Mistake"), lambda: self.to_mistake(-1), hotkey="Shift+M"),
            Button(N_("Mistake >"), lambda: self.to_mistake(1), hotkey="M"),
        )

    # ------------------------------------------------------------------ navigation

    @property
    def current(self) -> StepT:
        return self.steps[self.index]

    def go_to(self, index: int, animate: bool = False) -> None:
        """Show step ``index`` (clamped); ``animate``: the step just after the one shown."""
        self.index = max(0, min(len(self.steps) - 1, index))

    def step(self, delta: int) -> None:
        self.go_to(self.index + delta, animate=delta == 1)

    def jump(self, delta: int) -> None:
        """To the next or previous unit of the game (a hand, a turn)."""

    def page(self, delta: int) -> None:
        """Page Up/Down: the game's larger unit; by default the same as `jump`."""
        self.jump(delta)

    def close(self) -> None:
        if self.card_open:
            self.card_open = False
            return
        self.app.scenes.pop()

    # ------------------------------------------------------------------ play on

    def play_on_after(self) -> int:
        """The decisions of the record before the moment to play on from: those up to the
        step shown, or, on a reviewed decision, those before it (to try the better one)."""
        done = sum(1 for step in self.steps[: self.index + 1] if self.step_where(step))
        return done - 1 if self.reviewed() is not None else done

    def can_play_on(self) -> bool:
        """Whether a decision of the record follows the moment (else nobody is to play)."""
        made = sum(1 for step in self.steps if self.step_where(step))
        return self.doc is not None and self.play_on_after() < made

    def play_on(self) -> None:
        """A game of one's own from the moment shown, as the seat to move there knew it."""
        if not self.can_play_on():
            return
        problem = self.app.nav.play_on(self.doc, self.play_on_after())
        if problem:
            self.app.nav.warn(problem)

    def play_on_rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """The Play on button's place: the Review button's, beside it when there is one."""
        review = self.review_button_rect(size, scale)
        if self.card is None:
            return review
        return self.beside_review(review, scale)

    def beside_review(self, review: pygame.Rect, scale: float) -> pygame.Rect:
        """Next to the Review button, on its side toward the middle of the screen (under it
        go the mistakes' buttons, `mistake_button_rects`); a game's viewer may say better."""
        gap = theme.scaled(8, scale)
        toward_middle = review.x <= review.width  # Review at the left edge: Play on its right
        return review.move(review.width + gap if toward_middle else -(review.width + gap), 0)

    def draw_play_on(self, surface: pygame.Surface, scale: float) -> None:
        button = self.play_on_button
        button.rect = self.play_on_rect(surface.get_size(), scale)
        button.enabled = self.can_play_on()
        button.draw(surface, scale)

    # ------------------------------------------------------------------ the game's review

    def step_where(self, step: StepT) -> Mapping[str, Any]:
        """Where ``step`` is in the record (`RecordStep.where`; empty for a deal)."""
        raise NotImplementedError

    def round_of(self, step: StepT) -> int:
        """The round (hand, race) ``step`` is in, from 0."""
        raise NotImplementedError

    # A round's name on the chart, a msgid with {number}: "Hand {number}"
    ROUND_LABEL: str

    def round_label(self, number: int) -> str:
        return _(self.ROUND_LABEL).format(number=number)

    def where_label(self, index: int) -> str:
        """Step ``index`` named for the review's card ("Hand 2, move 5")."""
        raise NotImplementedError

    def better_words(self, found: Reviewed) -> str:
        """The better decision in the game's words ("Better: play green 7, green 8")."""
        raise NotImplementedError

    def draw_ghost(self, surface: pygame.Surface, found: Reviewed) -> None:
        """The better decision drawn faintly on the table (nothing by default)."""

    def banner_rect(self) -> pygame.Rect:
        """Where the banner of the step shown goes (over the table, clear of the Saga)."""
        raise NotImplementedError

    def decision_words(self, found: Reviewed, decision: Mapping[str, Any]) -> str:
        """A decision of ``found``'s step in the game's words, as its candidates list says
        it ("play red 8 (8), take blue 6"; "Fly with forest")."""
        raise NotImplementedError

    def candidate_shown(
        self, found: Reviewed, decision: Mapping[str, Any], height: int
    ) -> str | pygame.Surface:
        """A candidate as its list shows it: its words (a game may draw it, at most
        ``height`` tall)."""
        return self.decision_words(found, decision)

    def candidates_rect(self) -> pygame.Rect:
        """Where the step's candidates go, beside it (an empty rectangle: nowhere)."""
        return pygame.Rect(0, 0, 0, 0)

    def review_button_rect(self, size: tuple[int, int], scale: float) -> pygame.Rect:
        """The Review button's place: the top left corner (a game's viewer may say better)."""
        margin = theme.scaled(8, scale)
        return pygame.Rect(margin, margin, theme.scaled(130, scale), theme.scaled(44, scale))

    def mistake_button_rects(
        self, review: pygame.Rect, scale: float
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """The previous and next mistake's buttons: under the Review button's place, the
        next one on the side onward reads to (the left right to left, as the steps')."""
        gap = theme.scaled(6, scale)
        # Each as large as Review: a finger's or a pad cursor's 44 px, its words at 14 px at
        # least (tests/scenes/test_small_screen); the pair runs from Review toward the middle
        # (Review is at an edge: the left one unless it is further in than its own width).
        left = pygame.Rect(review.x, review.bottom + gap, review.width, review.height)
        if review.x > review.width:
            left.x -= review.width + gap
        right = left.move(review.width + gap, 0)
        return (right, left) if is_rtl() else (left, right)

    def show_review(
        self,
        doc: object,
        deep: Callable[[], None] | None = None,
        deep_minutes: float = 0.0,
    ) -> None:
        """Show the review ``doc`` (docs/REVIEW.md) on this record: ValueError in plain
        words when it does not fit it. The card opens first; ``deep`` (when given) starts
        the deep review the card offers, about ``deep_minutes`` long."""
        facts = ReviewFacts(doc, [self.step_where(s) for s in self.steps], len(self.names))
        seats = [ReviewedSeat(s, self.names[s], is_you(self.names[s])) for s in facts.seats]
        starts = [
            i
            for i, step in enumerate(self.steps)
            if i == 0 or self.round_of(step) != self.round_of(self.steps[i - 1])
        ]
        self.review = facts
        self.card = ReviewCard(
            facts,
            seats,
            starts,
            self.round_label,
            self.where_label,
            self.better_words,
            last=len(self.steps) - 1,
            deep=deep,
            deep_minutes=deep_minutes,
        )
        self.card_open = True

    def to_mistake(self, delta: int) -> None:
        """To the next (``delta`` 1) or previous (-1) mistake or blunder of the review."""
        if self.review is None:
            return
        found = self.review.next_error(self.index, delta)
        if found is not None:
            self.card_open = False
            self.go_to(found)

    def toggle_card(self) -> None:
        self.card_open = self.card is not None and not self.card_open

    def reviewed(self) -> Reviewed | None:
        """The review of the step shown, when it is a reviewed decision."""
        return None if self.review is None else self.review.by_step.get(self.index)

    def saga_marks(self, height: int) -> dict[int, pygame.Surface]:
        """The Saga's chips at the step shown: by entry index, the grade of each reviewed
        move of its round so far (the first entry each move wrote)."""
        if self.review is None:
            return {}
        marks = {}
        now = self.round_of(self.current)
        for index in range(self.index, -1, -1):
            step = self.steps[index]
            if self.round_of(step) != now:
                break
            found = self.review.by_step.get(index)
            shown = step
            if found is not None and not getattr(step, "fresh", 0) and index < self.index:
                # A decision that wrote nothing (the end of a turn that lengthens): its
                # chip goes on what the next step, at its place, wrote.
                shown = self.steps[index + 1]
            fresh = getattr(shown, "fresh", 0)
            if found is not None and fresh:
                marks[len(shown.log) - fresh] = chip(found.grade, height)  # type: ignore[attr-defined]  # both games' steps keep their Saga
        return marks

    def draw_review(self, surface: pygame.Surface, scale: float) -> None:
        """The review over the table: the step's ghost and banner, or the card; and Play on
        (beneath the card)."""
        self.draw_play_on(surface, scale)
        if self.card is None:
            return
        if self.card_open:
            w, h = surface.get_size()
            box = pygame.Rect(
                0, 0, min(w - 40, theme.scaled(900, scale)), h - theme.scaled(70, scale)
            )
            box.center = (w // 2, h // 2)
            self.card.draw(surface, box, scale, self.index)
        else:
            found = self.reviewed()
            if found is not None:
                if found.better:
                    self.draw_ghost(surface, found)
                draw_banner(surface, self.banner_rect(), found, self.better_words(found), scale)

                def shown(candidate: Candidate, height: int, found: Reviewed = found) -> Any:
                    return self.candidate_shown(found, candidate.decision, height)

                draw_candidates(surface, self.candidates_rect(), found, shown, scale)
        button = self.review_button
        button.rect = self.review_button_rect(surface.get_size(), scale)
        button.draw(surface, scale)
        review = self.review
        if not self.card_open and review is not None and review.errors():
            rects = self.mistake_button_rects(button.rect, scale)
            for delta, mistake, rect in zip((-1, 1), self.mistake_buttons, rects, strict=True):
                mistake.rect = rect
                mistake.enabled = review.next_error(self.index, delta) is not None
                mistake.draw(surface, scale)

    # ------------------------------------------------------------------ scene

    def enter(self) -> None:
        self.go_to(self.index)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.card is not None and event.type == pygame.MOUSEMOTION:
            self.card.pointer = event.pos  # a moment under it is lit (gone: none is)
        if self.card is not None and self.review_button.handle_event(event):
            return
        if self.card_open and self.card is not None:
            self._card_event(event)
            return
        if self.play_on_button.handle_event(event):
            return
        if self.review is not None:
            if any(b.handle_event(event) for b in self.mistake_buttons):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_m:
                self.to_mistake(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)
        elif event.type == pygame.KEYDOWN:
            action = self.keys.get(event.key)
            if action is not None:
                action()

    def _card_event(self, event: pygame.event.Event) -> None:
        """The card takes the input while open: a moment or a point goes there, a click
        beside it or Esc closes it."""
        assert self.card is not None
        if self.card.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            step = self.card.step_at(event.pos)
            if step is not None:
                self.card_open = False
                self.go_to(step)
            elif not self.card.rect.collidepoint(event.pos):
                self.card_open = False
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_r):
            self.card_open = False
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.card.move_focus(1 if event.key == pygame.K_DOWN else -1)
        elif event.type == pygame.KEYDOWN and event.key in controls.ACTIVATE_KEYS:
            step = self.card.focused_step()
            if step is not None:
                self.card_open = False
                self.go_to(step)

    def pad_prompts(self) -> list[tuple[Intent, str]]:
        if self.card_open:
            return [
                (Intent.DOWN, N_("Choose")),
                (Intent.SELECT, N_("Go there")),
                (Intent.BACK, N_("Close")),
            ]
        found = list(self.prompts)
        if self.card is not None:
            found.insert(-1, (Intent.PLAY, N_("Review")))
        return found

    def status_words(self, step: StepT, decisions: int, last_round: bool) -> str:
        """The status line of ``step``, one of its round's ``decisions``: where it is and what
        it did, or, in the ``last_round`` of a finished game once it is over, who won."""
        raise NotImplementedError

    def draw_status(self, surface: pygame.Surface, box: pygame.Rect, size: int, width: int) -> None:
        """The status line of the step shown (`status_words`), centred on ``box``, in bold
        ``size`` text fitted to ``width``."""
        step, now = self.current, self.round_of(self.current)
        decisions = sum(1 for s in self.steps if self.round_of(s) == now) - 1
        last_round = self.finished and now == self.round_of(self.steps[-1])
        label = fitted(
            self.status_words(step, decisions, last_round), size, theme.TEXT, width, bold=True
        )
        surface.blit(label, label.get_rect(center=box.center))

    def draw_buttons(self, surface: pygame.Surface, scale: float) -> None:
        """The buttons, those leading nowhere from here greyed."""
        at_start, at_end = self.index == 0, self.index == len(self.steps) - 1
        self.buttons["back"].enabled = self.buttons["jump_back"].enabled = not at_start
        self.buttons["next"].enabled = self.buttons["jump_next"].enabled = not at_end
        for button in self.buttons.values():
            button.draw(surface, scale)
