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
from dataclasses import replace

import pygame

from odin_desktop.engine.ravens.cards import KINDS
from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import Host, Wake
from odin_desktop.scenes.damage import Panel
from odin_desktop.scenes.ravens import (
    art,
    captions,
    extents,
    table_damage,
    table_keys,
    table_overlays,
    table_pad,
)
from odin_desktop.scenes.ravens.model import Acted, Card, Mode, RavensTableModel, Zone
from odin_desktop.scenes.ravens.saga import Saga
from odin_desktop.scenes.ravens.seat_places import SeatShown, seat_shown
from odin_desktop.scenes.ravens.sprites import RavensCardSprite, mark_reach
from odin_desktop.scenes.ravens.table_panels import TablePanels
from odin_desktop.scenes.ravens.table_rings import RGB, hinted_places, lit, ring_hinted
from odin_desktop.scenes.ravens.view import RavensTableView
from odin_desktop.scenes.table_scene import CardBack, TableScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.tooltip import Tooltip
from odin_desktop.ui.widgets import Button

ZONES = {z.value: z for z in Zone}
SOUND_PREFIX = "ravens/"


class RavensTableScene(TableScene[RavensController, RavensTableModel, RavensTableView]):
    NAMES_PANELS = True
    # Its passes skip what lies outside them (`extents`), so a few more areas, merged less,
    # cost less than one that spans the paths and both players' places.
    MAX_AREAS = 6
    MERGE_SLACK = 0.1

    def __init__(
        self,
        app: Host,
        controller: RavensController,
        show_summary: Callable[[RavensTableModel], None],
        model: RavensTableModel | None = None,
    ) -> None:
        """``show_summary(model)``: the end of a race (the game's flow, from `screens`);
        ``model``: a table model of its own (the guided race's, which saves nothing)."""
        model = model or RavensTableModel(controller, app.settings, app.autosaver.save)
        super().__init__(app, controller, model, RavensTableView(app.size), show_summary)
        self.view.path_in_panels = self.NAMES_PANELS  # its pieces and frame: `_panels`
        self.saga = Saga()
        self.drag: DragMachine[str] = DragMachine()
        self.dragged: list[RavensCardSprite] = []  # the cards the pointer carries
        self.carried: list[Card] = []  # … as the model knows them
        self.caption: tuple[str, bool] = ("", False)  # what the dragged cards would do here
        self.zoom = table_overlays.Zoom()
        self.tip = Tooltip()
        # Where the pointer is over the window (canvas coordinates); None once it left it.
        self.pointer: tuple[int, int] | None = None
        self.panels = TablePanels(self.model, controller)
        self.buttons = {
            "end": Button(N_("End turn"), self._end_button, primary=True, hotkey="E"),
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
        held = [(card.code, card.from_stack) for card in model.move.fly]
        odin = model.move.odin
        playing = (odin.code, odin.from_stack) if odin is not None else None
        hand = [KINDS[k] for k in model.hand_kinds()]
        stack = [KINDS[k] for k in model.stack_kinds()]
        self.view.viewer = model.viewer
        self.view.sync(race, hand, stack, held, playing, animate, from_supply=drawn)
        self._lift()

    def _lift(self) -> None:
        """The cards the keys act on raised, the keyboard's card ringed (`model.focus.raised`)."""
        self._hover()
        model, view = self.model, self.view
        cards = model.cards()
        view.raised = set(model.focus.raised(view.hovered))
        shown = model.cursor_shown and model.mode is Mode.PLAY and bool(cards)
        before, view.cursor = view.cursor, model.focus.cursor % len(cards) if shown else None
        if view.cursor is not None and view.cursor != before:  # the focus moved: it rests
            self.zoom.point(view.cursor)  # on its card as the pointer would
        view.settle()  # the lifts head for what is raised now, in this very frame

    def _hover(self) -> None:
        """The hand's card under the pointer, as the cards lie now: nothing under a pointer
        gone from the window, carrying cards, or while the table asks something else; the
        card shown large follows (a card moved from under a still pointer leaves it)."""
        pointer, view = self.pointer, self.view
        hovered = None
        if pointer is not None and self.model.mode is Mode.PLAY and not self.drag.dragging:
            hovered = view.hand_index_at(pointer)
        if hovered != view.hovered:
            view.hovered = hovered
            self.zoom.point(hovered)

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

    def handle_intent(self, intent: Intent) -> None:
        """Y while playing is the End turn button (E ends at once; the pad has no L): it
        asks whether to lengthen the paths first when the deck can, as a click does."""
        if intent is Intent.PASS and self.model.mode is Mode.PLAY:
            self.damage.invalidate()
            self.model.ask_end()
            self._after_intent()
            return
        super().handle_intent(intent)

    def pad_prompts(self) -> list[tuple[Intent, str]]:
        return table_pad.prompts(self.model)

    def prompts_bottom(self, size: tuple[int, int]) -> int | None:
        lay = self.view.layout  # above the hand's labels, clear of the cards
        return lay.me.hand.y - lay.hand_width // 4

    def _end_button(self) -> None:
        """End turn; while cards wait on the next space or an Odin action for its target, it
        takes them back (as Esc)."""
        if self._taking_back() is not None:
            self.model.cancel()
        else:
            self.model.ask_end()

    def _taking_back(self) -> str | None:
        """What End turn's place offers to take back instead (its tip's name), if anything:
        the cards of a half-made fly, or an Odin card's action waiting for its space or card
        (touch has no Esc, and the table no other way back)."""
        if self.model.half_made:
            return "take_back"
        if self.model.mode is Mode.TARGET:
            return "take_back_odin"
        return None

    def tip_shown(self) -> tuple[str, pygame.Rect] | None:
        """The tip shown now (its words, translated, and the button it is of), if any: none
        through a panel open over the table."""
        name = next((n for n, b in self.buttons.items() if b is self.tip.owner), None)
        if name is None or not self.tip.shown or not self.buttons[name].enabled:
            return None
        if self.panels.shown:
            return None
        back = self._taking_back() if name == "end" else None
        return _(table_keys.TIPS[back or name]), self.buttons[name].rect

    def _controls(self, event: pygame.event.Event) -> bool:
        if self.panels.handle_event(event, self.view.layout):
            return True
        return any(button.handle_event(event) for button in self.buttons.values())

    def _after_input(self) -> None:
        self._sync()

    def _pointer_left(self) -> None:
        """The pointer left the window, or a dialog came over the table: nothing is under it
        any more (no card raised by it, none shown large, no tip)."""
        self.pointer = None
        self.tip.hover(None, None)  # no move of the pointer: it is gone
        self._lift()

    def _key(self, key: int, mod: int) -> None:
        """The keys (`table_keys`; Esc is the base's): each acts on the cards shown raised.
        The keys' mark starts on the card the pointer raised, if it raised one."""
        model, mode, hovered = self.model, self.model.mode, self.view.hovered
        if mode is Mode.PLAY and not model.cursor_shown and hovered is not None:
            model.focus.cursor = hovered
        if key in table_keys.ANSWER_KEYS and mode in (Mode.CHOICE, Mode.END):
            model.focus.move_cursor(table_keys.ANSWER_KEYS[key])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step(1 if key == pygame.K_RIGHT else -1, bool(mod & pygame.KMOD_SHIFT))
        elif key in table_keys.ENDS_KEYS:
            model.focus.cursor_to_end(table_keys.ENDS_KEYS[key])
        elif key in table_keys.PICK_KEYS and mode is Mode.PLAY:
            model.focus.pick_key(table_keys.PICK_KEYS[key])
        elif key in table_keys.CONFIRM_KEYS:
            model.focus.confirm(hovered)
        elif key in table_keys.ZONE_KEYS:
            model.focus.key_play(table_keys.ZONE_KEYS[key], hovered)
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
        self.model.focus.move_cursor(delta)
        target = self.model.focus.focused_target()
        if target is not None:
            self.view.path.show_position(target[0])

    def _wheel(self, y: int, x: int) -> None:
        # A wheel event has no position: the pointer is where it last moved.
        if self.pointer is not None and self.view.layout.saga.collidepoint(self.pointer):
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
            self.model.move.choice is not None
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
        """A click on a place: plays the picked cards there, or looks at a pile."""
        lay = self.view.layout
        zone = self.view.zone_at(pos)
        picked = self.model.focus.picked_cards() if self.model.mode is Mode.PLAY else []
        if picked and zone is not None:
            self.model.drop_cards(picked, ZONES[zone])
            return
        if lay.me.discard.collidepoint(pos):
            self.panels.look_at_discards(self.model.viewer)
        elif lay.them.discard.collidepoint(pos):
            self.panels.look_at_discards(1 - self.model.viewer)
        elif lay.me.stack.collidepoint(pos):
            self.panels.look_at_stack()

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        self.pointer = pos
        over = next((b for b in self.buttons.values() if b.rect.collidepoint(pos)), None)
        self.tip.hover(over, self.moved)
        if not self.drag.dragging:
            hovered = self.view.hand_index_at(pos) if self.model.mode is Mode.PLAY else None
            self.zoom.point(hovered, self.moved)
            self.view.hovered = hovered
        else:
            self.view.hovered = None  # the cards are carried: none under the pointer rises
        was_dragging = self.drag.dragging
        self.drag.move(pos)
        if not self.drag.dragging:
            return
        if not was_dragging and not self._take_up():
            self.drag.cancel()
            return
        self.view.hold(self.dragged, self.drag.offset, rel[0])
        zone = self.view.zone_at(pos)
        self.caption = self.model.preview_cards(self.carried, ZONES.get(zone or ""))
        self.view.edge_scroll(pos)

    def _take_up(self) -> bool:
        """A drag begins: the card pressed, with every other picked card when it is picked
        (they travel together). False when it is there no longer."""
        cards = self.model.cards()
        index = self.view.index_of(self.drag.payload or "", cards)
        if index is None:
            return False
        indices = list(self.model.focus.picked) if index in self.model.focus.picked else [index]
        sprites = [self.view.sprite_at(i) for i in indices]
        self.dragged = [sprite for sprite in sprites if sprite is not None]
        self.carried = [cards[i] for i in indices if i < len(cards)]
        self.app.play_sound("slide")
        return bool(self.dragged)

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        sprites, carried = self.dragged, self.carried
        self.dragged, self.carried = [], []
        self.caption = ("", False)
        self.view.let_go(sprites)
        if result is None:
            return
        if not result.was_drag:  # a click: the card picked (again: put back)
            index = self.view.index_of(result.payload, self.model.cards())
            if index is not None:
                self.model.focus.toggle(index)
            return
        zone = self.view.zone_at(pos)
        self.model.drop_cards(carried, ZONES.get(zone or ""))  # refused: the sync snaps back

    # ------------------------------------------------------------------ every frame

    def _advance(self, dt: float) -> None:
        self.zoom.update(dt)
        self.tip.update(dt)
        for sound in self.view.update(dt):
            self._play(sound)

    def _after_model(self) -> None:
        model = self.model
        if model.in_use.typed and model.mode is Mode.PLAY:  # a player on the keys sees the
            model.cursor_shown = True  # card they act on (a key the mouse followed only shows it)
        self._lift()

    def _look(self) -> object:
        """What else changes the table with no event of the model: the keyboard's card, a
        card shown large, a hint, a panel or a look at a pile open, the cards carried and
        what they would do, a tip (a frame after any of it changed is drawn whole)."""
        model = self.model
        avoids = self._zoom_avoids() if self.zoom.shown else []  # asked only when needed
        zoom = self.zoom.rect(self.view, self._zoomable(), avoids)
        carried = None
        if self.dragged:
            carried = (self.caption, self.dragged[0].rect(), len(self.carried))
        return (
            zoom,
            self.view.cursor,
            model.cursor_shown,
            model.hinted,
            model.mode,
            self.panels.look.shown,
            carried,
            self.tip_shown(),
        )

    def _panels(self) -> list[Panel] | None:
        if not self.NAMES_PANELS:
            return None
        if not self._showing():
            return []
        view, model, race = self.view, self.model, self.controller.race
        assert race is not None
        lay = view.layout
        to_move = self.controller.to_move
        found = table_damage.seat_panels(view, self._seats(), to_move, self.controller.game.target)
        found.append(table_damage.column_panel(lay, race.magic, race.landscape_left))
        found += table_damage.path_panels(view.path, *self._lit())
        saga = (len(model.log), model.log_epoch, self.saga.scroll, model.viewer)
        buttons = (
            self._taking_back(),
            model.can_end,
            model.can_hint,
            model.in_use,
            tuple(button.hovered for button in self.buttons.values()),
        )
        found += table_damage.overlay_panels(lay, saga, model.status(), buttons)
        return found

    def _wakes(self) -> list[Wake | None]:
        tip = self.tip.wake()
        zoom = self.zoom.wake(self.view, self._zoomable())
        return [zoom, None if tip is None else Wake(tip)]

    def _zoomable(self) -> bool:
        """Whether a hand card under the pointer may be shown large: while the player is
        free to play (no panel, no look at a pile, nothing carried)."""
        mode = self.model.mode
        return mode is Mode.PLAY and not self.dragged and not self.panels.look.shown

    def _zoom_avoids(self) -> list[pygame.Rect]:
        """What a card shown large leaves in sight: the viewer's captions with their pips,
        their nameplate (points, supply), and the cards a hint or a lesson rings."""
        view = self.view
        found = [*captions.rects(view, len(self.model.stack_kinds())), view.layout.me.plate]
        for sprite in [*view.hand, view.stack_top]:
            if sprite is not None and sprite.highlight is not None:
                reach = mark_reach(sprite.size()[0])
                found.append(sprite.rect().inflate(2 * reach, 2 * reach))
        return found

    def _seats(self) -> list[SeatShown]:
        """What of each player's place the table shows."""
        model, race = self.model, self.controller.race
        assert race is not None
        seats = []
        for seat, facts in enumerate(model.seats()):
            mine = seat == model.viewer and model.viewer_is_human
            budget = None
            if seat == self.controller.to_move:
                budget = model.budget() if seat == model.viewer else race.cards_left()
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
        return seats

    def _lit(self) -> tuple[dict[tuple[int, int], RGB], dict[int, RGB]]:
        """The spaces and cards of the paths ringed (`table_rings.lit`)."""
        race = self.controller.race
        assert race is not None
        drop = self.caption if self.dragged else None
        return lit(self.model, race, drop, self.model.cursor_shown)

    def _draw_table(self, surface: pygame.Surface) -> None:
        view, model, race = self.view, self.model, self.controller.race
        assert race is not None
        ring_hinted(view, model)
        view.places.draw_column(surface, race)
        view.places.draw(
            surface, self._seats(), self.controller.to_move, self.controller.game.target
        )
        odin = bool(self.carried) and all(card.is_odin for card in self.carried)
        view.path.draw(surface, *self._lit(), odin_drop=odin)
        hinted_places(surface, view, model, self.buttons["end"].rect)

    def _answers(self, name: str) -> bool:
        """Whether the button ``name`` answers a click now (a lesson may hold the rest)."""
        return True

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        view, model, lay = self.view, self.model, self.view.layout
        self.saga.follow(model.log, model.log_epoch)
        if extents.shows(surface, extents.saga(lay)):  # each only where the pass draws
            self.saga.draw(surface, lay.saga, lay.scale, model.viewer)
        if extents.shows(surface, extents.status(lay)):
            table_overlays.status(surface, lay, *model.status())
        end = self.buttons["end"]
        if self._taking_back() is not None:  # the way back, where End turn was
            end.label, end.hotkey, end.enabled = N_("Take back"), "Esc", True
        else:
            end.label, end.hotkey, end.enabled = N_("End turn"), "E", model.can_end
        self.buttons["hint"].enabled = model.can_hint
        if extents.shows(surface, extents.buttons(lay)):
            self._draw_buttons(surface)
        if self.zoom.shown:
            self.zoom.draw(surface, view, self._zoomable(), self._zoom_avoids())
        self.panels.draw(surface, lay)
        if self.dragged:
            table_overlays.caption(surface, lay, self.caption, self.dragged[0])
        tip = self.tip_shown()
        if tip is not None:
            self.tip.draw(surface, *tip, lay.scale)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """The table's buttons (under any panel)."""
        scale = self.view.layout.scale
        for name, button in self.buttons.items():
            waits = not self._answers(name)  # the table waits: it says so
            (replace(button, enabled=False) if waits else button).draw(surface, scale)
