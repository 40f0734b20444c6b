"""The table: where ODIN is played. A thin adapter between the player and `TableModel`.

Input becomes the model's intents (a click toggles a card, a drop on the middle plays, keys
are shortcuts); the model's events become animations and sounds; each frame draws the view
state the model gives. Nothing here decides a rule or a pace: the model does (asking the
engine), and the bots think in the bot process.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.i18n import N_, is_rtl
from odin_desktop.scenes.base import NEXT_FRAME, Host, Scene, Wake, soonest
from odin_desktop.scenes.odin import card_art
from odin_desktop.scenes.odin.model import (
    Dealt,
    HandOverTo,
    Moved,
    Resorted,
    Ring,
    SummaryDue,
    TableModel,
    Tone,
)
from odin_desktop.scenes.odin.saga import MoveLog
from odin_desktop.scenes.odin.view import TableView
from odin_desktop.session.odin.controller import GameController
from odin_desktop.ui import theme
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.effects import Flourish
from odin_desktop.ui.text import wrapped
from odin_desktop.ui.widgets import Button

TONES = {Tone.PLAIN: theme.TEXT, Tone.DIM: theme.TEXT_DIM, Tone.BAD: theme.BAD}
TONES[Tone.GOLD] = theme.GOLD_RGB
RINGS = {Ring.FOCUS: theme.GOLD_RGB, Ring.CHOICE: theme.GOOD, Ring.PLAYABLE: theme.GOOD}


class TableScene(Scene):
    def __init__(
        self,
        app: Host,
        controller: GameController,
        show_summary: Callable[[TableModel], None],
    ) -> None:
        """``show_summary(model)``: the end of a hand (the game's flow, from its entry)."""
        super().__init__(app)
        self.controller = controller
        self.model = TableModel(controller, app.settings, app.autosaver.save)
        self.show_summary = show_summary
        self.view = TableView(len(controller.names), app.size)
        self.view.viewer = self.model.viewer
        self.view.speed = app.settings.animation_speed
        self.view.selected = self.model.selected  # the model's set, read by the view
        self.saga = MoveLog()
        self.drag: DragMachine[int] = DragMachine()
        self.dragged: set[int] = set()
        self.flourish: Flourish | None = None  # gold sparks when a player goes out
        self.buttons = {
            "play": Button(N_("Play"), self.model.play_selection, primary=True, hotkey="Enter"),
            "pass": Button(N_("Pass"), self.model.pass_turn, hotkey="Space"),
            "hint": Button(N_("Hint"), self.model.hint, hotkey="H"),
            "sort": Button(N_("Sort"), self.model.toggle_sort, hotkey="S"),
            "menu": Button(N_("Menu"), self.open_pause_menu, hotkey="Esc"),
        }

    # ------------------------------------------------------------------ lifecycle

    def enter(self) -> None:
        self.model.start()
        self._show_events()

    def exit(self) -> None:
        self.controller.close()

    def resume(self) -> None:  # e.g. back from Settings: apply what changed
        self.view.speed = self.app.settings.animation_speed
        self._sync(animate=False)

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        for name, button in self.buttons.items():
            box = self.view.layout.buttons.get(name)
            button.rect = box.to_rect() if box else pygame.Rect(0, 0, 0, 0)
        shown = [b.rect for b in self.buttons.values() if b.rect.width]
        if shown and is_rtl():  # the buttons read from the right, in the same place
            group = shown[0].unionall(shown)
            for rect in shown:
                rect.x = group.left + group.right - rect.right
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
        state = self.controller.hand
        to_move = None if state is None or state.over else state.turn
        return soonest(
            None if timer is None else Wake(timer),
            self.view.idle_wake(to_move, self.model.thinking),
        )

    def open_pause_menu(self) -> None:
        self.app.nav.pause("odin")

    def _sync(self, holders: dict[int, int] | None = None, animate: bool = True) -> None:
        self.view.sync(self.controller.hand, self.app.settings.sort, holders, animate)

    # ------------------------------------------------------------------ the model's events

    def _show_events(self) -> None:
        resumed = False
        for event in self.model.take_events():
            if isinstance(event, Dealt):
                self.view.reset()
                self.view.fan_sizes = [0.0] * len(self.controller.names)
                self.view.sync(self.controller.hand, self.app.settings.sort, deal=True)
                self.app.play_sound("deal")
            elif isinstance(event, Moved):
                self.view.discard_order.extend(sorted(cards_of(event.outcome.discarded)))
                resumed |= event.resumed
                if not event.resumed:
                    self._show_move(event)
            elif isinstance(event, HandOverTo):
                seat = event.seat
                name = self.controller.names[seat]
                self.app.nav.hand_over(name, lambda s=seat: self._viewer(s), card_art.back)
            elif isinstance(event, SummaryDue):
                self.show_summary(self.model)
            elif isinstance(event, Resorted):
                self._sync()
        if resumed:
            self._sync(animate=False)

    def _show_move(self, event: Moved) -> None:
        outcome = event.outcome
        self.app.play_sound("pass" if outcome.is_pass else "play")
        if outcome.taken is not None:
            self.app.play_sound("take")
        if outcome.round_won_by is not None:
            self.app.play_sound("round_won")
        if outcome.hand_over:
            centre = self.view.seat_box(outcome.seat).nameplate.center
            seed = len(self.controller.hand.history)
            self.flourish = Flourish(centre, self.view.layout.scale, seed=seed)
            self.app.play_sound("game_over" if outcome.game_over else "hand_won")
        holders = {outcome.taken: outcome.seat} if outcome.taken is not None else None
        self._sync(holders)

    def _viewer(self, seat: int) -> None:
        """After the hand-over screen: the table as ``seat``'s player sees it."""
        self.model.switch_viewer(seat)
        self.view.viewer = seat
        self.view.reset()
        self.view.discard_order.extend(cards_of(self.controller.hand.discards))
        self._sync(animate=False)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.buttons.values():
            if button.handle_event(event):
                self._after_intent()
                return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
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
        self.view.refresh_lifts()
        self._show_events()

    def _key(self, key: int) -> None:
        model = self.model
        if key == pygame.K_ESCAPE:
            if not model.cancel():
                self.open_pause_menu()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            model.play_selection()
        elif key == pygame.K_SPACE:
            model.pass_turn()
        elif key == pygame.K_h:
            model.hint()
        elif key == pygame.K_l:
            model.toggle_legal()
        elif key == pygame.K_s:
            model.toggle_sort()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            model.focus_take(1 if key == pygame.K_RIGHT else -1)
        elif pygame.K_1 <= key <= pygame.K_9:
            model.select_number(key - pygame.K_0)

    def _press(self, pos: tuple[int, int]) -> None:
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
        self.model.update(dt, self.view.animating, on_top)
        self.view.refresh_lifts()
        self._show_events()

    def draw(self, surface: pygame.Surface) -> None:
        view, model, state = self.view, self.model, self.controller.hand
        scale = view.layout.scale
        view.draw_background(surface)
        if state is None:
            return
        view.draw_seats(
            surface,
            model.seats(),
            None if state.over else state.turn,
            state.passed_seats(),
            model.thinking,
        )
        view.draw_pile(surface, state)
        owner = model.names[state.table_seat] if state.table_seat is not None else ""
        view.draw_middle_area(surface, state, owner)
        rings = model.rings()
        for card, sprite in view.sprites.items():
            ring = rings.get(card)
            sprite.highlight = None if ring is None else RINGS[ring]
        view.draw_cards(surface, self.dragged)
        if self.flourish is not None:
            self.flourish.draw(surface)
        self.saga.follow(model.log, model.log_epoch)
        self.saga.draw(surface, view.layout.log, scale)
        self._draw_status(surface, scale)
        self.buttons["play"].enabled = model.can_play
        self.buttons["pass"].enabled = model.can_pass
        self.buttons["hint"].enabled = model.human_turn
        for button in self.buttons.values():
            button.draw(surface, scale)

    def _draw_status(self, surface: pygame.Surface, scale: float) -> None:
        status, tone = self.model.status()
        if not status:
            return
        box = self.view.layout.status.to_rect()
        lines = wrapped(status, theme.scaled(21, scale), TONES[tone], box.width, bold=True)
        height = sum(line.get_height() for line in lines)
        y = box.centery + lines[0].get_height() // 2 - height  # extra lines grow upward
        if len(lines) > 1:  # clear of the raised cards below, on a soft backing
            width = max(line.get_width() for line in lines) + theme.scaled(24, scale)
            backing = pygame.Rect(0, 0, width, height + theme.scaled(8, scale))
            backing.midtop = (box.centerx, y - theme.scaled(4, scale))
            surface.blit(self.view.backing(backing.size), backing)
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
