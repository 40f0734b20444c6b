"""The flight table: where Odin's Ravens is played. A thin adapter between the player and
`RavensTableModel`.

What a table scene does every frame, the hot-seat hand-over, the pause menu and the end of a
race are `scenes.table_scene`'s. Here, Odin's Ravens' intents: a card dragged onto the space
in front of the raven flies (a second equal card makes a joker), onto the stack is stored,
onto the Magic Way row or the discard pile is played there, an Odin card onto the paths asks
which of its two actions; a click picks a card and a click on a place plays it there; keys
do the same (`table_keys`); the wheel scrolls the paths or the Saga. And its layers: the
places, the Magic Way column and the paths under the cards; the Saga, the status line, the
buttons, the zoomed card, the panels and the drag's caption over them.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop.engine.ravens.cards import KINDS
from odin_desktop.i18n import N_
from odin_desktop.scenes.base import Host, Wake
from odin_desktop.scenes.ravens import art, table_keys, table_overlays, table_pad
from odin_desktop.scenes.ravens.model import Acted, Mode, RavensTableModel, Zone
from odin_desktop.scenes.ravens.saga import Saga
from odin_desktop.scenes.ravens.sprites import RavensCardSprite
from odin_desktop.scenes.ravens.table_panels import TablePanels
from odin_desktop.scenes.ravens.table_rings import lit, ring_hinted
from odin_desktop.scenes.ravens.view import RavensTableView, seat_shown
from odin_desktop.scenes.table_scene import CardBack, TableScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.widgets import Button

ZONES = {z.value: z for z in Zone}
SOUND_PREFIX = "ravens/"


class RavensTableScene(TableScene[RavensController, RavensTableModel, RavensTableView]):
    def __init__(
        self,
        app: Host,
        controller: RavensController,
        show_summary: Callable[[RavensTableModel], None],
    ) -> None:
        """``show_summary(model)``: the end of a race (the game's flow, from `screens`)."""
        model = RavensTableModel(controller, app.settings, app.autosaver.save)
        super().__init__(app, controller, model, RavensTableView(app.size), show_summary)
        self.saga = Saga()
        self.drag: DragMachine[str] = DragMachine()
        self.dragged: RavensCardSprite | None = None
        self.caption: tuple[str, bool] = ("", False)  # what the dragged card would do here
        self.show_cursor = False  # the keyboard's (or a click's) card is lifted
        self.zoom = table_overlays.Zoom()
        self.pointer = (0, 0)  # where the pointer last moved (canvas coordinates)
        self.panels = TablePanels(self.model, controller)
        self.buttons = {
            "end": Button(N_("End turn"), self.model.ask_end, primary=True, hotkey="E"),
            "hint": Button(N_("Hint"), self.model.hint, hotkey="H"),
            "menu": Button(N_("Menu"), self.open_pause_menu, hotkey="Esc"),
        }

    # ------------------------------------------------------------------ the view in step

    def _place_controls(self) -> None:
        for name, button in self.buttons.items():
            button.rect = self.view.layout.buttons[name].copy()

    def _play(self, sound: str) -> None:
        """One of the game's own sounds ("wing"), or the shell's ("play", "slide")."""
        self.app.play_sound(SOUND_PREFIX + sound if sound in art.SOUNDS else sound)

    def _sync(self, animate: bool = True, drawn: bool = False) -> None:
        race = self.controller.race
        if race is None:
            return
        model = self.model
        held = [(card.code, card.from_stack) for card in model.fly]
        odin = model.odin
        playing = (odin.code, odin.from_stack) if odin is not None else None
        hand = [KINDS[k] for k in model.hand_kinds()]
        stack = [KINDS[k] for k in model.stack_kinds()]
        self.view.viewer = model.viewer
        self.view.sync(race, hand, stack, held, playing, animate, from_supply=drawn)

    def _deal(self) -> None:
        self._sync(animate=True, drawn=True)
        self._play("extend")

    def _show_to_viewer(self) -> None:
        self.panels.look.close()
        self._sync(animate=False)

    def _card_back(self, seat: int) -> CardBack:
        return lambda width: art.card_back(seat, width)

    # ------------------------------------------------------------------ the model's events

    def _show(self, event: object) -> None:
        if isinstance(event, Acted):
            self._show_action(event)

    def _show_action(self, event: Acted) -> None:
        outcome, race = event.outcome, self.controller.race
        assert race is not None
        for sound in self.view.show(outcome, race):
            self._play(sound)
        self._sync(drawn=outcome.ended_turn)
        if outcome.round_over and outcome.winner is not None:
            raven = self.view.path.ravens[outcome.winner]
            self._celebrate((raven.x, raven.y), seed=len(race.log))
            self._play("race_end")

    # ------------------------------------------------------------------ input

    def pad_key(self, intent: Intent) -> tuple[int, int] | None:
        return table_pad.key_for(self.model, intent)

    def pad_prompts(self) -> list[tuple[Intent, str]]:
        return table_pad.prompts(self.model)

    def prompts_bottom(self, size: tuple[int, int]) -> int | None:
        lay = self.view.layout  # above the hand's labels, clear of the cards
        return lay.me.hand.y - lay.hand_width // 4

    def _controls(self, event: pygame.event.Event) -> bool:
        if self.panels.handle_event(event, self.view.layout):
            return True
        return any(button.handle_event(event) for button in self.buttons.values())

    def _after_input(self) -> None:
        self._sync()

    def _key(self, key: int, mod: int) -> None:
        """The keys (`table_keys`; Esc is the base's): those asking only the model, and those
        the table answers (the card under the pointer or the keyboard's, the paths, the stack
        looked at)."""
        model, mode = self.model, self.model.mode
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step(1 if key == pygame.K_RIGHT else -1, bool(mod & pygame.KMOD_SHIFT))
        elif key in table_keys.CONFIRM_KEYS:
            if mode is not Mode.PLAY or self._keyed_card():
                model.confirm()
        elif key in table_keys.ZONE_KEYS:
            if mode is Mode.PLAY and self._keyed_card():
                model.key_play(table_keys.ZONE_KEYS[key])
        elif key in table_keys.SCROLL_KEYS:
            self.view.path.scroll_by(table_keys.SCROLL_KEYS[key])
        elif key == pygame.K_TAB:
            self.panels.look_at_stack()
        elif key in table_keys.KEYS:
            table_keys.KEYS[key](model)

    def _step(self, delta: int, carry: bool) -> None:
        """← →: along the stack's new order (Shift: carrying a card), else the keyboard's card
        (now shown) or the focus among an Odin action's targets (the paths follow it)."""
        if self.model.mode is Mode.ARRANGE:
            self.panels.arrange.key(delta, carry)
            return
        self.model.move_cursor(delta)
        self.show_cursor = True
        target = self.model.focused_target()
        if target is not None:
            self.view.path.show_position(target[0])

    def _keyed_card(self) -> bool:
        """Whether a key may play a card now: the one under the pointer, else the keyboard's
        (the first key only shows the keyboard's card, so no card is played unseen)."""
        hovered = self.view.hovered
        if hovered is not None and hovered < len(self.view.hand):
            self.model.cursor, self.show_cursor = hovered, True
            return True
        shown, self.show_cursor = self.show_cursor, True
        return shown

    def _wheel(self, y: int, x: int) -> None:
        # A wheel event has no position: the pointer is where it last moved.
        if self.view.layout.saga.collidepoint(self.pointer):
            self.saga.handle_wheel(y)
        else:
            self.view.path.scroll_by(-y - x)

    # ------------------------------------------------------------------ the mouse

    def _press(self, pos: tuple[int, int]) -> None:
        arrow = self.view.path.arrow_at(pos)
        if arrow is not None:  # the paths scroll, whatever else is going on
            self.view.path.scroll_by(3 * arrow)
            return
        mode = self.model.mode
        if mode is Mode.TARGET:
            self._pick(pos)
            return
        payload = self.view.payload_at(pos) if mode is Mode.PLAY else None
        if payload is not None:
            self.drag.press(payload, pos)
            return
        self._click_place(pos)

    def _pick(self, pos: tuple[int, int]) -> None:
        """A click while an Odin action waits for its space or card."""
        path = self.view.path
        if (
            self.model.choice is not None
            and self.model.targets()
            and self.model.targets()[0][1] >= 0
        ):
            space = path.space_at(pos)
            if space is not None:
                self.model.pick_space(*space)
            return
        position = path.card_at(pos)
        if position is not None:
            self.model.pick_card(position)

    def _click_place(self, pos: tuple[int, int]) -> None:
        """A click on a place: plays the picked card there, or looks at a pile."""
        lay = self.view.layout
        zone = self.view.zone_at(pos)
        picked = (
            self.model.cursor_card() if self.show_cursor and self.model.mode is Mode.PLAY else None
        )
        if picked is not None and zone is not None:
            self.model.drop(picked, ZONES[zone])
            return
        if lay.me.discard.collidepoint(pos):
            self.panels.look_at_discards(self.model.viewer)
        elif lay.them.discard.collidepoint(pos):
            self.panels.look_at_discards(1 - self.model.viewer)
        elif lay.me.stack.collidepoint(pos):
            self.panels.look_at_stack()

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        self.pointer = pos
        if not self.drag.dragging:
            hovered = self.view.hand_index_at(pos) if self.model.mode is Mode.PLAY else None
            if hovered != self.view.hovered:
                self.zoom.restart()
            self.view.hovered = hovered
        was_dragging = self.drag.dragging
        self.drag.move(pos)
        if not self.drag.dragging:
            return
        held = self.view.card_of(self.drag.payload or "", self.model.cards())
        if held is None:
            self.drag.cancel()
            return
        card, sprite = held
        if not was_dragging:
            self.dragged = sprite
            self.app.play_sound("slide")
        self.view.hold([sprite], self.drag.offset, rel[0])
        zone = self.view.zone_at(pos)
        self.caption = self.model.preview(card, ZONES.get(zone or ""))
        self.view.edge_scroll(pos)

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        sprite, self.dragged = self.dragged, None
        self.caption = ("", False)
        if sprite is not None:
            self.view.let_go([sprite])
        if result is None:
            return
        held = self.view.card_of(result.payload, self.model.cards())
        if held is None:
            return
        card, _sprite = held
        if not result.was_drag:  # a click: pick this card (again: put it down)
            cards = self.model.cards()
            index = cards.index(card) if card in cards else 0
            same = self.show_cursor and self.model.cursor % max(1, len(cards)) == index
            self.model.cursor, self.show_cursor = index, not same
            return
        zone = self.view.zone_at(pos)
        self.model.drop(card, ZONES.get(zone or ""))  # refused: the sync snaps it home

    # ------------------------------------------------------------------ every frame

    def _advance(self, dt: float) -> None:
        self.zoom.update(dt)
        for sound in self.view.update(dt):
            self._play(sound)

    def _after_model(self) -> None:
        cards = self.model.cards()
        if self.show_cursor and self.model.mode is Mode.PLAY and cards:
            self.view.cursor = self.model.cursor % len(cards)
        else:
            self.view.cursor = None

    def _wakes(self) -> list[Wake | None]:
        return [self.zoom.wake(self.view, self.dragged is not None)]

    def _draw_table(self, surface: pygame.Surface) -> None:
        view, model, race = self.view, self.model, self.controller.race
        assert race is not None
        seats = []
        for seat, facts in enumerate(model.seats()):
            mine = seat == model.viewer and model.viewer_is_human
            budget = (
                model.budget() if seat == self.controller.to_move and seat == model.viewer else None
            )
            if seat == self.controller.to_move and budget is None:
                budget = (3 - race.used_hand, 3 - race.used_stack)
            seats.append(
                seat_shown(
                    race,
                    seat,
                    facts.name,
                    facts.detail,
                    facts.total,
                    face_up=False,
                    budget=budget,
                    hand=model.hand_kinds(seat) if mine else None,
                    stack=model.stack_kinds(seat) if mine else None,
                )
            )
        ring_hinted(view, model)
        view.draw_column(surface, race)
        view.draw_places(surface, seats, self.controller.to_move, self.controller.game.target)
        drop = self.caption if self.dragged is not None else None
        view.path.draw(surface, *lit(model, race, drop, self.show_cursor))

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        view, model, lay = self.view, self.model, self.view.layout
        self.saga.follow(model.log, model.log_epoch)
        self.saga.draw(surface, lay.saga, lay.scale, model.viewer)
        table_overlays.status(surface, lay, *model.status())
        self.buttons["end"].enabled = model.can_end
        self.buttons["hint"].enabled = model.can_hint
        for button in self.buttons.values():
            button.draw(surface, lay.scale)
        self.zoom.draw(surface, view, self.dragged is not None)
        self.panels.draw(surface, lay)
        if self.dragged is not None:
            table_overlays.caption(surface, lay, self.caption, self.dragged)
