"""The table: where ODIN is played. A thin adapter between the player and `OdinTableModel`.

Input becomes the model's intents (a click toggles a card, a drop on the middle plays, keys
are shortcuts); the model's events become animations and sounds; each frame draws the view
state the model gives. Nothing here decides a rule or a pace: the model does (asking the
engine), and the bots think in the bot process.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.scenes.base import NEXT_FRAME, Host, Scene, Wake, soonest
from odin_desktop.scenes.odin import art, table_keys
from odin_desktop.scenes.odin.lesson_panel import draw_lesson, lesson_key
from odin_desktop.scenes.odin.model import (
    Dealt,
    HandOverTo,
    Moved,
    OdinTableModel,
    Resorted,
    Ring,
    Staged,
    SummaryDue,
    Undone,
)
from odin_desktop.scenes.odin.saga import MoveLog
from odin_desktop.scenes.odin.table_buttons import TableButtons
from odin_desktop.scenes.odin.tutorial import Coach
from odin_desktop.scenes.odin.view import OdinTableView, move_sounds
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.effects import Flourish


class OdinTableScene(Scene):
    def __init__(
        self,
        app: Host,
        controller: OdinController,
        show_summary: Callable[[OdinTableModel], None],
        model: OdinTableModel | None = None,
        coach: Coach | None = None,
    ) -> None:
        """``show_summary(model)``: the end of a hand (the game's flow, from its entry);
        ``model``: a table model of its own (the guided hand's), else the usual one;
        ``coach``: the guided hand's, whose lessons show in the Saga's place."""
        super().__init__(app)
        self.controller = controller
        self.model = model or OdinTableModel(controller, app.settings, app.autosaver.save)
        self.coach = coach
        self.show_summary = show_summary
        self.view = OdinTableView(len(controller.names), app.size)
        self.view.viewer = self.model.viewer
        self.view.speed = app.settings.animation_speed
        self.view.selected = self.model.selected  # the model's set, read by the view
        self.saga = MoveLog()
        self.drag: DragMachine[int] = DragMachine()
        self.dragged: set[int] = set()
        self.flourish: Flourish | None = None  # gold sparks when a player goes out
        guide = None if coach is None else (self.app.nav.to_menu, coach.dismiss)
        self.buttons = TableButtons(self.model, self.open_pause_menu, guide)

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        self.model.start()
        self._show_events()

    def exit(self) -> None:
        self.controller.close()

    def resume(self) -> None:  # e.g. back from Settings: apply what changed
        self.view.speed = self.app.settings.animation_speed
        self.buttons.place(self.view.layout)  # the Undo setting may have changed
        if self.controller.hand is not None:
            self._sync(animate=False)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.buttons.place(self.view.layout)
        if self.controller.hand is not None:
            self._sync(animate=False)

    @property
    def animating(self) -> bool:
        view = self.view
        return view.animating or view.settling or self.flourish is not None

    def next_wake(self) -> Wake | None:
        if self.animating:
            return NEXT_FRAME
        timer = self.model.next_wake(False, self.app.scenes.top is self)
        return soonest(
            None if timer is None else Wake(timer),
            self.view.idle_wake(self.controller.to_move, self.model.thinking),
        )

    def open_pause_menu(self) -> None:
        self.app.nav.pause("odin")

    def _sync(
        self, holders: dict[int, int] | None = None, animate: bool = True, deal: bool = False
    ) -> None:
        model = self.model
        self.view.sync(
            self.controller.hand,
            self.app.settings.sort,
            holders,
            animate,
            deal=deal,
            staged=model.take_play or 0,
            known=model.known_cards(),
        )

    # ------------------------------------------------------------------ the model's events

    def _show_events(self) -> None:
        resumed = False
        for event in self.model.take_events():
            if isinstance(event, Dealt):
                self.view.reset()
                self.view.fan_sizes = [0.0] * len(self.controller.names)
                self._sync(deal=True)
                self.app.play_sound("deal")
            elif isinstance(event, Moved):
                self.view.discard_order.extend(sorted(cards_of(event.outcome.discarded)))
                resumed |= event.resumed
                if not event.resumed:
                    self._show_move(event)
                if self.coach is not None:
                    self.coach.moved(event.outcome)
                    if event.outcome.round_over:
                        self.coach.ended(self.controller.names, event.outcome.seat)
            elif isinstance(event, HandOverTo):
                seat = event.seat
                name = self.controller.names[seat]
                self.app.nav.hand_over(name, lambda s=seat: self._viewer(s), art.back)
            elif isinstance(event, Undone):
                self._show_undo()
            elif isinstance(event, SummaryDue):
                self.show_summary(self.model)
            elif isinstance(event, Resorted | Staged):
                self._sync()
        if resumed:
            self._sync(animate=False)

    def _show_move(self, event: Moved) -> None:
        outcome = event.outcome
        for sound in move_sounds(outcome):
            self.app.play_sound(sound)
        if outcome.round_over:
            centre = self.view.seat_box(outcome.seat).nameplate.center
            seed = len(self.controller.hand.history)
            self.flourish = Flourish(centre, self.view.layout.scale, seed=seed)
        holders = {outcome.taken: outcome.seat} if outcome.taken is not None else None
        self._sync(holders)

    def _show_undo(self) -> None:
        """Moves taken back: the cards glide back to whoever holds them again, the pile is
        the pile as it was."""
        state = self.controller.hand
        self.view.restack(self.controller.hand_so_far())
        holders = {
            card: seat
            for seat, hand in enumerate(state.hands)
            if seat != self.view.viewer
            for card in cards_of(hand)
        }
        self._sync(holders)
        self.app.play_sound("slide")

    def _viewer(self, seat: int) -> None:
        """After the hand-over screen: the table as ``seat``'s player sees it (a hand not yet
        begun is dealt before their eyes)."""
        self.model.switch_viewer(seat)
        self.view.viewer = seat
        self.view.reset()
        state = self.controller.hand
        if not state.history:
            self.view.fan_sizes = [0.0] * len(self.controller.names)
            self._sync(deal=True)
            return
        self.view.restack(self.controller.hand_so_far())
        self._sync(animate=False)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.coach is not None and self.coach.lesson is not None:  # the table waits
            if not self.buttons.handle_event(event, lesson=True):
                lesson_key(event, self.coach, self.open_pause_menu)
            return
        if self.buttons.handle_event(event, lesson=False):
            self._after_intent()
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
        elif event.type == pygame.MOUSEWHEEL:
            self.saga.handle_wheel(event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos, getattr(event, "rel", (0, 0)))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        self._after_intent()

    def _after_intent(self) -> None:
        self._refresh_lifts()
        self._show_events()

    def _refresh_lifts(self) -> None:
        """Selected cards up; the card under the pointer, or the keyboard's cursor, a little."""
        cursor = self.model.cursor_card
        if cursor is not None:
            self.view.hovered = cursor
        self.view.refresh_lifts()

    def _key(self, key: int, mod: int = 0) -> None:
        """A key's intent (`table_keys`); Esc changes a play waiting for its take, else opens
        the menu."""
        if key == pygame.K_ESCAPE:
            if not self.model.cancel():
                self.open_pause_menu()
            return
        intent = table_keys.intent_for(key, mod)
        if intent is not None:
            intent(self.model)

    def _press(self, pos: tuple[int, int]) -> None:
        self.model.hide_cursor()
        if self.controller.to_move is None or not self.model.viewer_is_human:
            return
        if self.model.take_play is not None:  # a beaten card: clicked, or dragged into the hand
            card = self.view.middle_card_at(pos, self.controller.hand.table)
        else:
            card = self.view.card_at(pos)
        if card is not None:
            self.drag.press(card, pos)

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        hovered = self.view.card_at(pos) if not self.drag.dragging else None
        if hovered != self.view.hovered:
            self.view.hovered = hovered
        was_dragging = self.drag.dragging
        self.drag.move(pos)
        if not self.drag.dragging:
            return
        if not was_dragging:  # picked up: the selection moves together, or just this card
            card = self.drag.payload
            self.dragged = set(self.model.selected) if card in self.model.selected else {card}
            self.app.play_sound("slide")
        self.view.hold(self.dragged, self.drag.offset, rel[0])

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        dragged, self.dragged = self.dragged, set()
        self.view.let_go(dragged)
        if result is None:
            return
        if self.model.take_play is not None:
            hand = self.view.layout.hand.to_rect().inflate(0, self.view.layout.hand.h)
            if not result.was_drag or hand.collidepoint(pos):
                self.model.take(result.payload)
            else:
                self._sync()  # dropped elsewhere: back into the middle
        elif not result.was_drag:
            self.model.toggle(result.payload)
        elif not self.model.drop(dragged, self.view.over_middle(pos)):
            self._sync()  # snap back

    # ------------------------------------------------------------------ every frame

    def update(self, dt: float) -> None:
        state = self.controller.hand
        self.view.update(dt, state.sizes if state else [0] * len(self.controller.names))
        if self.flourish is not None and not self.flourish.update(dt):
            self.flourish = None
        on_top = self.app.scenes.top is self
        if self.coach is not None:  # the table waits while a lesson is read
            self.coach.watch(self.model)
            on_top = on_top and self.coach.lesson is None
        self.model.update(dt, self.view.animating, on_top)
        self._refresh_lifts()
        self._show_events()

    def draw(self, surface: pygame.Surface) -> None:
        view, model, state = self.view, self.model, self.controller.hand
        scale = view.layout.scale
        view.draw_background(surface)
        if state is None or model.handing_over:  # no hand shows before its player is there
            return
        view.draw_seats(
            surface, model.seats(), self.controller.to_move, state.passed_seats(), model.thinking
        )
        view.draw_pile(surface, state)
        owner = model.names[state.table_seat] if state.table_seat is not None else ""
        view.draw_middle_area(surface, state, owner)
        rings = model.rings()
        if self.coach is not None:  # the coach's choice, ringed for the player to follow
            for card in self.coach.suggested(model):
                rings.setdefault(card, Ring.PLAYABLE)
        view.ring(rings)
        view.draw_cards(surface, self.dragged)
        if self.flourish is not None:
            self.flourish.draw(surface)
        self.saga.follow(model.log, model.log_epoch)
        coach = self.coach if self.coach is not None and self.coach.lesson is not None else None
        if coach is not None:  # the lesson in the Saga's place
            draw_lesson(surface, view.layout, coach)
        else:
            self.saga.draw(surface, view.layout.log, scale)
        view.draw_status(surface, *model.status())
        self.buttons.draw(surface, scale, lesson=coach is not None)
