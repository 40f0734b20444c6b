"""The flight table of Learn by playing: Odin's Ravens' table with the coach on it.

The coach (`scenes/ravens/tutorial.py`) is told every move and looks at the table every frame;
its lesson is shown between the paths and the hand (the Saga, the paths, the hand and the
stack stay in sight, so the card a lesson names is ringed while it is read) and the table
waits until Got it. Its move is shown on the table: its cards ringed in gold in the hand and
on the stack (the keys' mark set on the first of them, the status line saying the move), its
Odin card's action, its target, the way round of a drawn card or its end of the turn focused
when the table asks for one. Its hints (H) are its move, at once: the hint, the rings and the
panels' defaults say what the lesson says. Skip, in the Hint button's place (the coach's
rings are the guided race's hints), asks before it leaves for the menu.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS
from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.i18n.devices import Device, InUse
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.lesson_panel import LESSON_PROMPTS, draw_lesson, lesson_key
from odin_desktop.scenes.ravens import captions
from odin_desktop.scenes.ravens.answers import END_ANSWERS
from odin_desktop.scenes.ravens.hints import hint_words
from odin_desktop.scenes.ravens.model import (
    Acted,
    Mode,
    RavensTableModel,
    RavensTableSettings,
)
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.scenes.ravens.tutorial import RavensCoach, target_of
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.ui import theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.widgets import Button

RING = theme.GOLD_RGB  # the coach's move, as a hint's


class GuidedRavensModel(RavensTableModel):
    """The guided race's table model: nothing saved, its hints the coach's move, and the
    coach's move said on the status line while its cards are ringed."""

    def __init__(
        self, controller: RavensController, settings: RavensTableSettings, coach: RavensCoach
    ) -> None:
        super().__init__(controller, settings)
        self.coach = coach

    def hint(self) -> None:
        """The lesson's move, at once (never another's: the Expert's would differ)."""
        action = self.coach.suggested(self) if self.can_hint else None
        if action is not None:
            self._show_hint(action)

    def _guide(self, seat: int) -> str:
        action = self.coach.suggested(self)
        if action is None or self.mode is not Mode.PLAY or self.move.fly or self.hinted is not None:
            return super()._guide(seat)
        return _("Hint: {action}").format(action=hint_words(action, self.race))


class GuidedRavensTable(RavensTableScene):
    # Its lessons, rings and buttons are no panels: a move is drawn whole, as before.
    NAMES_PANELS = False

    def __init__(
        self,
        app: Host,
        controller: RavensController,
        show_summary: Callable[[RavensTableModel], None],
        coach: RavensCoach,
    ) -> None:
        model = GuidedRavensModel(controller, app.settings, coach)  # nothing saved
        super().__init__(app, controller, show_summary, model=model)
        self.coach = coach
        self.got_it = Button(N_("Got it"), coach.dismiss, primary=True, hotkey="Enter")
        self.skip = Button(N_("Skip"), app.nav.leave_tutorial)
        self.lesson_box = pygame.Rect(0, 0, 0, 0)
        self.lesson_room = pygame.Rect(0, 0, 0, 0)
        self._focused: Mode | None = None  # the panel mode the coach's focus was set for
        self._marked: tuple[object, ...] | None = None  # the move the keys' mark was set for

    def use(self, in_use: InUse) -> None:
        super().use(in_use)
        self.coach.in_use = in_use  # the lessons name the controls of the device in use

    # ------------------------------------------------------------------ places

    def _place_controls(self) -> None:
        super()._place_controls()
        hint = self.buttons["hint"]  # the coach's rings are this table's hints
        self.skip.rect, hint.rect = hint.rect.copy(), pygame.Rect(0, 0, 0, 0)
        self._place_lesson()

    def _place_lesson(self) -> None:
        """The lesson between the paths' cards and the hand's caption (over the status line),
        its Got it button at the end of the line."""
        lay, path = self.view.layout, self.view.path
        top = path.area.centery + path.card_h // 2 + lay.px(12)
        bottom = captions.rects(self.view, 0)[0].y - lay.px(6)  # the Hand's caption stays in sight
        # As wide as the paths above it: the lines long, the hand's caption left in sight.
        box = pygame.Rect(0, top, max(lay.status.w, lay.path.w - lay.px(40)), 0)
        box.height = max(lay.px(120), bottom - top)
        box.centerx = lay.path.centerx
        pad = lay.px(14)
        button = pygame.Rect(0, 0, lay.px(170), lay.px(48))
        if is_rtl():
            button.bottomleft = (box.x + pad, box.bottom - pad)
            room = pygame.Rect(button.right + pad, box.y + pad, 0, box.h - 2 * pad)
            room.width = box.right - pad - room.x
        else:
            button.bottomright = (box.right - pad, box.bottom - pad)
            room = pygame.Rect(box.x + pad, box.y + pad, 0, box.h - 2 * pad)
            room.width = button.x - pad - room.x
        self.lesson_box, self.lesson_room, self.got_it.rect = box, room, button

    # ------------------------------------------------------------------ the coach

    @property
    def _lesson_shown(self) -> bool:
        return self.coach.lesson is not None

    def _show(self, event: object) -> None:
        super()._show(event)
        race = self.controller.race
        if isinstance(event, Acted) and race is not None:
            self.coach.moved(event.outcome, race, self.controller.names)

    def _advance(self, dt: float) -> None:
        super()._advance(dt)
        self._coach_looks()

    def _after_model(self) -> None:
        super()._after_model()
        self._coach_looks()  # a bot's move may have brought the player's turn

    def _after_input(self) -> None:
        super()._after_input()
        self._coach_looks()  # before the next key, whatever the last one did

    def _coach_looks(self) -> None:
        """The coach looks at the table as it is now: a lesson may be due (then no card is
        carried or shown large), or its answer focused."""
        self.coach.watch(self.model)
        if self._lesson_shown:
            self.zoom.restart()  # no card shown large over the lesson and the paths
            self._put_back()
        self._focus()
        self._mark()

    def _put_back(self) -> None:
        """A lesson came up while a card was carried: the card goes home (the table waits,
        and the lesson takes the mouse until Got it)."""
        sprites, self.dragged, self.carried = self.dragged, [], []
        if not sprites and not self.drag.dragging:
            return
        self.drag.cancel()
        self.caption = ("", False)
        self.view.let_go(sprites)
        self._sync()

    def pad_prompts(self) -> list[tuple[Intent, str]]:
        return list(LESSON_PROMPTS) if self._lesson_shown else super().pad_prompts()

    def prompts_bottom(self, size: tuple[int, int]) -> int | None:
        """Under the lesson, at the canvas's foot: the table waits, its hand is not in play."""
        return None if self._lesson_shown else super().prompts_bottom(size)

    def _table_waits(self) -> bool:
        return self._lesson_shown  # a lesson is being read

    def _focus(self) -> None:
        """As the table asks where an Odin action acts, or which way round a drawn card
        goes, the coach's answer is the one focused (Enter takes it)."""
        mode = self.model.mode
        if mode is self._focused:
            return
        self._focused = mode
        action = self.coach.suggested(self.model)
        race = self.controller.race
        if action is None or race is None:
            return
        kind = A.action_type(action)
        if mode is Mode.TARGET:
            target, targets = target_of(action), self.model.targets()
            if target in targets:
                self.model.focus.target_cursor = targets.index(target)
                self.model.cursor_shown = True
        elif mode is Mode.LAY and kind == A.LAY:
            self.model.focus.lay_cursor = 0 if A.param(action) == race.pending else 1
        elif mode is Mode.CHOICE and self.model.move.odin is not None:
            choices = A.CHOICES_OF_CARD[self.model.move.odin.kind]
            if kind in choices:
                self.model.focus.answer = choices.index(kind)
        elif mode is Mode.END and action in END_ANSWERS:
            self.model.focus.answer = END_ANSWERS.index(action)

    def _mark(self) -> None:
        """The keys' mark starts on the first card the coach rings (the keys then play the
        card the lesson names), each time its move or the cards left to play change: shown
        from the first key (Got it's Enter too) or the pad's first button."""
        model = self.model
        action = self.coach.suggested(model)
        if action is None or model.mode is not Mode.PLAY:
            return
        moment = (action, tuple(model.move.fly), tuple(model.cards()))
        if moment != self._marked:
            self._marked = moment
            index = _first_ringed(model, action)
            if index is not None and index not in model.focus.picked:
                model.focus.cursor = index
        model.cursor_shown |= model.in_use.typed or model.in_use.device is Device.PAD

    def _ring(self) -> None:
        """The coach's move on the player's turn: its cards still to play, ringed."""
        model = self.model
        action = self.coach.suggested(model)
        if action is None or model.mode is not Mode.PLAY:
            return
        hand, stack = (list(cards) for cards in A.played_cards(action))
        for card in model.move.fly:  # a joker's first card already on the space
            cards = stack if card.from_stack else hand
            if card.kind in cards:
                cards.remove(card.kind)
        for sprite in self.view.hand:
            kind = KINDS.index(sprite.code)
            if kind in hand:
                hand.remove(kind)
                sprite.highlight = RING
        top = self.view.stack_top
        if stack and top is not None:
            top.highlight = RING

    # ------------------------------------------------------------------ input

    def _answers(self, name: str) -> bool:
        return not self._lesson_shown or name == "menu"  # as `_controls` has it

    def _controls(self, event: pygame.event.Event) -> bool:
        if self._lesson_shown:  # the table waits: only the lesson's buttons and keys
            buttons = (self.got_it, self.skip, self.buttons["menu"])
            if not any(button.handle_event(event) for button in buttons):
                lesson_key(event, self.coach, self.open_pause_menu)
            return True
        return super()._controls(event) or self.skip.handle_event(event)  # panels first

    # ------------------------------------------------------------------ drawing

    def _draw_table(self, surface: pygame.Surface) -> None:
        super()._draw_table(surface)
        self._ring()  # the cards are drawn next, with their rings

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        super()._draw_buttons(surface)
        self.skip.draw(surface, self.view.layout.scale)  # under the panels, as the others

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        super()._draw_overlays(surface)
        scale = self.view.layout.scale
        if self._lesson_shown:
            box, room = self.lesson_box, self.lesson_room
            draw_lesson(surface, box, room, scale, self.coach, alpha=255)  # over the status
            self.got_it.draw(surface, scale)


def _first_ringed(model: RavensTableModel, action: int) -> int | None:
    """The first of `model.cards()` the coach's ``action`` still plays (a joker's card already
    on the next space left out)."""
    hand, stack = (list(cards) for cards in A.played_cards(action))
    for card in model.move.fly:
        cards = stack if card.from_stack else hand
        if card.kind in cards:
            cards.remove(card.kind)
    for index, card in enumerate(model.cards()):
        if card.kind in (stack[:1] if card.from_stack else hand):
            return index
    return None
