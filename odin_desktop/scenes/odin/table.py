"""The table: where ODIN is played. A thin adapter between the player and `OdinTableModel`.

What a table scene does every frame, the hot-seat hand-over, the pause menu and the end of a
hand are `scenes.table_scene`'s. Here, ODIN's intents: a click toggles a card, a drag of
the selection onto the middle plays it, a beaten card clicked or dragged into the hand is
the take, keys are shortcuts (`table_keys`), and the guided hand's lessons hold the table.
And ODIN's layers: seats, the pile and the middle under the cards; the Saga (or a lesson),
the status line and the buttons over them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.i18n.devices import Device, InUse
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.damage import Panel, sprite_bounds
from odin_desktop.scenes.lesson_panel import LESSON_PROMPTS, lesson_key
from odin_desktop.scenes.odin import art, table_damage, table_keys, table_pad
from odin_desktop.scenes.odin.card_zoom import CardZoom
from odin_desktop.scenes.odin.lesson_panel import draw_lesson, saga_box
from odin_desktop.scenes.odin.model import Moved, OdinTableModel, Resorted, Ring, Staged, Undone
from odin_desktop.scenes.odin.saga import REACH as SAGA_REACH
from odin_desktop.scenes.odin.saga import MoveLog
from odin_desktop.scenes.odin.table_buttons import TableButtons
from odin_desktop.scenes.odin.tutorial import OdinCoach
from odin_desktop.scenes.odin.view import OdinTableView, move_sounds
from odin_desktop.scenes.table_scene import CardBack, TableScene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.ui.backdrop import backdrop
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.touch import by_finger, rests


class OdinTableScene(TableScene[OdinController, OdinTableModel, OdinTableView]):
    def __init__(
        self,
        app: Host,
        controller: OdinController,
        show_summary: Callable[[OdinTableModel], None],
        model: OdinTableModel | None = None,
        coach: OdinCoach | None = None,
    ) -> None:
        """``show_summary(model)``: the end of a hand (the game's flow, from its entry);
        ``model``: a table model of its own (the guided hand's), else the usual one;
        ``coach``: the guided hand's, whose lessons show in the Saga's place."""
        model = model or OdinTableModel(controller, app.settings, app.autosaver.save)
        view = OdinTableView(len(controller.names), app.size)
        super().__init__(app, controller, model, view, show_summary)
        self.coach = coach
        self.view.selected = self.model.move.selected  # the model's set, read by the view
        self.saga = MoveLog()
        self.drag: DragMachine[int] = DragMachine()
        self.dragged: set[int] = set()
        self.zoom = CardZoom()  # a card under a finger's long press, shown large
        self._saga_batch = (-1, 0, 0)  # the log's epoch and length, and the last move's first
        self._resumed = False  # moves of a resumed hand among the events being shown
        guide = None if coach is None else (self.app.nav.leave_tutorial, coach.dismiss)
        self.buttons = TableButtons(self.model, self.open_pause_menu, guide)

    # ------------------------------------------------------------------ the view in step

    def _place_controls(self) -> None:
        self.buttons.place(self.view.layout)

    def _sync(
        self, animate: bool = True, holders: dict[int, int] | None = None, deal: bool = False
    ) -> None:
        model = self.model
        self.view.sync(
            self.model.hand,
            self.app.settings.sort,
            holders,
            animate,
            deal=deal,
            staged=model.move.take_play or 0,
            known=model.known_cards(),
        )

    def _deal(self) -> None:
        self._deal_in_sight()
        self.app.play_sound("deal")

    def _deal_in_sight(self) -> None:
        """The hand dealt before the viewer's eyes: the fans grow from nothing."""
        self.view.fans.shown = [0.0] * len(self.controller.names)
        self._sync(deal=True)

    def _show_to_viewer(self) -> None:
        """A hand not yet begun is dealt before the new viewer's eyes."""
        if not self.model.hand.history:
            self._deal_in_sight()
            return
        self.view.restack(self.controller.hand_so_far())
        self._sync(animate=False)

    def _card_back(self, seat: int) -> CardBack:
        return art.back

    # ------------------------------------------------------------------ the model's events

    def _show(self, event: object) -> None:
        if isinstance(event, Moved):
            self.view.discard_order.extend(sorted(cards_of(event.outcome.discarded)))
            self._resumed |= event.resumed
            if not event.resumed:
                self._show_move(event)
            if self.coach is not None:
                self.coach.moved(event.outcome)
                if event.outcome.round_over:
                    self.coach.ended(self.controller.names, event.outcome.seat)
        elif isinstance(event, Undone):
            self._show_undo()
        elif isinstance(event, Resorted | Staged):
            self._sync()

    def _events_shown(self) -> None:
        if self._resumed:  # the hand so far, shown at once
            self._resumed = False
            self._sync(animate=False)

    def _show_move(self, event: Moved) -> None:
        outcome = event.outcome
        for sound in move_sounds(outcome):
            self.app.play_sound(sound)
        if outcome.round_over:
            centre = self.view.seat_box(outcome.seat).nameplate.center
            self._celebrate(centre, seed=len(self.model.hand.history))
        holders = {outcome.taken: outcome.seat} if outcome.taken is not None else None
        self._sync(holders=holders)

    def _show_undo(self) -> None:
        """Moves taken back: the cards glide back to whoever holds them again, the pile is
        the pile as it was."""
        state = self.model.hand
        self.view.restack(self.controller.hand_so_far())
        holders = {
            card: seat
            for seat, hand in enumerate(state.hands)
            if seat != self.view.viewer
            for card in cards_of(hand)
        }
        self._sync(holders=holders)
        self.app.play_sound("slide")

    # ------------------------------------------------------------------ input

    def use(self, in_use: InUse) -> None:
        super().use(in_use)
        if self.coach is not None:  # the lessons name the controls of the device in use
            self.coach.in_use = in_use
        self._fit_prompts()

    def pad_key(self, intent: Intent) -> tuple[int, int] | None:
        return table_pad.key_for(self.model, intent)

    def pad_prompts(self) -> list[tuple[Intent, str]]:
        if self.coach is not None and self.coach.lesson is not None:  # the table waits
            return list(LESSON_PROMPTS)
        return table_pad.prompts(self.model)

    def prompts_column(self, size: tuple[int, int]) -> pygame.Rect | None:
        """At the foot of the Saga's column, above the buttons (`view.prompts_box`): a strip
        along the canvas's foot covered the hand's lower edge, and the hand has no room to
        rise (the status line and the middle's words are over it)."""
        return self.view.prompts_box()

    def _fit_prompts(self) -> None:
        """The Saga leaves the pad's prompts their room while a pad is in use: the most the
        table gives, or a lesson's."""
        lesson = self.coach is not None and self.coach.lesson is not None
        rows = len(LESSON_PROMPTS) if lesson else table_pad.ROWS
        rows = rows if self.model.in_use.device is Device.PAD else 0
        if rows != self.view.prompt_rows:
            self.view.prompt_rows = rows
            self.damage.invalidate()

    def _controls(self, event: pygame.event.Event) -> bool:
        if self.coach is not None and self.coach.lesson is not None:  # the table waits
            if not self.buttons.handle_event(event, lesson=True):
                lesson_key(event, self.coach, self.open_pause_menu)
            return True
        return self.buttons.handle_event(event, lesson=False)

    def _after_input(self) -> None:
        self._refresh_lifts()

    def _refresh_lifts(self) -> None:
        """Selected cards up; the card under the pointer, or the keyboard's cursor, a little;
        the beaten card the take takes, above the others."""
        if self.model.cursor_shown:  # the keys' card (none while taking), not the pointer's
            self.view.hovered = self.model.focus.cursor_card
        self.view.take_focus = self.model.move.take_card
        self.view.ringed = {c for c, ring in self._rings().items() if ring is Ring.PLAYABLE}
        self.view.refresh_lifts()
        self._fit_prompts()

    def _key(self, key: int, mod: int) -> None:
        """A key's intent (`table_keys`)."""
        intent = table_keys.intent_for(key, mod)
        if intent is not None:
            intent(self.model)

    def _wheel(self, y: int, x: int) -> None:
        self.saga.handle_wheel(y)

    def _press(self, pos: tuple[int, int]) -> None:
        self.model.focus.hide_cursor()
        if self.controller.to_move is None or not self.model.viewer_is_human:
            return
        if self.model.move.take_play is not None:  # a beaten card: clicked, or dragged in
            card = self.view.middle_card_at(pos, self.model.hand.table)
        else:
            card = self.view.card_at(pos)
        if card is not None:
            self.drag.press(card, pos)

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        self.zoom.point(self.moved, self.view)
        was_dragging = self.drag.dragging
        self.drag.move(pos)
        self.view.hovered = self._hovered(pos)
        if self.model.move.take_play is not None and not self.drag.dragging:
            beaten = self.view.middle_card_at(pos, self.model.hand.table)
            if beaten is not None:  # the card a click would take is the one marked
                self.model.move.focus_take_card(beaten)
        if not self.drag.dragging:
            return
        if not was_dragging:  # picked up: the selection moves together, or just this card
            card = self.drag.payload
            assert card is not None  # a drag under way carries the card picked up
            selected = self.model.move.selected
            self.dragged = set(selected) if card in selected else {card}
            self.app.play_sound("slide")
        self.view.hold([self.view.sprites[card] for card in self.dragged], self.drag.offset, rel[0])

    def _hovered(self, pos: tuple[int, int]) -> int | None:
        """The hand's card under the pointer, lifted a little: none while a card is carried
        (the card under the drag's start stays down), and none under a finger until it
        rests (a tap's card is not left lifted once the finger has gone)."""
        if self.drag.dragging or (by_finger(self.moved) and not rests(self.moved)):
            return None
        return self.view.card_at(pos)

    def _pointer_left(self) -> None:
        self.view.hovered = self.model.focus.cursor_card  # the keys' card stays lifted
        self.zoom.close()
        self.buttons.unhover()
        self.view.refresh_lifts()

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        dragged, self.dragged = self.dragged, set()
        self.view.let_go(self.view.sprites_of(dragged))
        if dragged:  # the hand lies anew: what lies under the pointer shows at its next move
            self.view.hovered = None
        if result is None:
            return
        if self.model.move.take_play is not None:
            hand = self.view.layout.hand.to_rect().inflate(0, self.view.layout.hand.h)
            if not result.was_drag or hand.collidepoint(pos):
                self.model.take(result.payload)
            else:
                self._sync()  # dropped elsewhere: back into the middle
        elif not result.was_drag:
            self.model.move.toggle(result.payload)
        elif not self.model.drop(dragged, self.view.over_middle(pos)):
            self._sync()  # snap back

    # ------------------------------------------------------------------ every frame

    def _advance(self, dt: float) -> None:
        state = self.controller.hand
        self.view.update(dt, state.sizes if state else [0] * len(self.controller.names))
        if self.coach is not None:  # a lesson may be due at what the table shows now
            self.coach.watch(self.model)

    def _table_waits(self) -> bool:
        return self.coach is not None and self.coach.lesson is not None  # a lesson is read

    def _after_model(self) -> None:
        self._refresh_lifts()

    def _look(self) -> object:
        lesson = self.coach.lesson if self.coach is not None else None
        return id(lesson) if lesson is not None else None  # the Saga's length: a panel's

    NAMES_PANELS = True
    # Its passes skip the cards, seats and panels outside their clip (~0.2 ms a pass at 4K),
    # so a move is drawn in more, tighter parts: the hand, the middle, the status line, the
    # Saga, rather than their union (most of the canvas when the hand re-fans).
    MAX_AREAS = 6
    MERGE_SLACK = 0.1

    def _panels(self) -> list[Panel] | None:
        state = self.controller.hand
        if state is None or not self._showing():
            return None
        return table_damage.panels(
            self.view,
            self.model,
            state,
            self.buttons,
            self._rings(),
            state.passed_seats(),
            self.controller.to_move,
            self.saga if self.coach is None or self.coach.lesson is None else None,
            self._saga_added(),
            self.model.focus.cursor_card,
        )

    def _saga_added(self) -> int:
        """The index of the first of the Saga's entries the last move added (a move may add
        more than one), from the model's log as each frame finds it."""
        log, epoch = self.model.log, self.model.log_epoch
        was_epoch, was_length, start = self._saga_batch
        if epoch != was_epoch:
            start = 0
        elif len(log) != was_length:
            start = min(was_length, len(log))
        self._saga_batch = (epoch, len(log), start)
        return start

    def _rings(self) -> dict[int, Ring]:
        """The cards ringed now: the model's, and the coach's choice for the player to follow."""
        rings = self.model.rings()
        if self.coach is not None:
            for card in self.coach.suggested(self.model):
                rings.setdefault(card, Ring.PLAYABLE)
        return rings

    def _saga_reach(self) -> pygame.Rect:
        return self.view.log_box.to_rect().inflate(SAGA_REACH, SAGA_REACH)

    def _saga_alone(self, surface: pygame.Surface) -> bool:
        """Whether nothing but the backdrop lies under the Saga: no lesson, seat, pile,
        middle, card or spark (then its panel is copied already laid on the backdrop)."""
        if self.coach is not None and self.coach.lesson is not None:
            return False
        rect = self._saga_reach()
        if rect.collidelist(self.view.under_cards()) >= 0:
            return False
        if self.flourish is not None and self.flourish.bounds().colliderect(rect):
            return False
        return not any(rect.colliderect(sprite_bounds(s)) for s in self.view.drawn_sprites())

    def _covers(self, surface: pygame.Surface) -> bool:
        """A pass within the Saga's panel, laid on the backdrop: the backdrop is not drawn
        twice (at 4K 0.8 M pixels in every frame that shows a move)."""
        return self._saga_reach().contains(surface.get_clip()) and self._saga_alone(surface)

    def _draw_table(self, surface: pygame.Surface) -> None:
        view, model, state = self.view, self.model, self.controller.hand
        assert state is not None  # `_showing`
        # Rings first: the pile and the middle draw these sprites too, and a ring set after
        # them would show there only in the next frame
        view.ring(self._rings(), model.focus.cursor_card)
        view.draw_seats(
            surface, model.seats(), self.controller.to_move, state.passed_seats(), model.thinking
        )
        view.centre.draw_pile(surface, state)
        owner = model.names[state.table_seat] if state.table_seat is not None else ""
        view.centre.draw_middle(surface, state, owner)

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        view, model = self.view, self.model
        scale = view.layout.scale
        self.saga.follow(model.log, model.log_epoch)
        coach = self.coach if self.coach is not None and self.coach.lesson is not None else None
        if coach is not None:  # the lesson above the Saga, which stays in view
            draw_lesson(surface, view.layout, coach)
            below = saga_box(view.layout, view.log_box.bottom)
            if below is not None:  # unless the pad's prompts take its room
                self.saga.draw(surface, below, scale)
        elif surface.get_clip().colliderect(self._saga_reach()):  # unless clipped elsewhere
            under = backdrop(surface.get_size()) if self._saga_alone(surface) else None
            self.saga.draw(surface, view.log_box, scale, under=under)
        view.status.draw(surface, *model.status())
        self.buttons.draw(surface, scale, lesson=coach is not None)
        if coach is None:  # in the Saga's column, clear of the play, its words and rings
            self.zoom.draw(surface, view, view.log_box.to_rect())
