"""High Card's table scene, on the shared `TableScene`: what its input means (a click on a
card of the hand, or the card dragged to the middle, plays it; ← → move the keys' card and
Enter or Space plays it; H hints; a pad's buttons are those keys, touch is the pointer's
gestures through the shared input layer) and what it draws (nameplates, the trick's place,
the status line, two buttons). The frame's order, Esc and the pause menu, hot seat, the
round's end and what changed between frames are the base's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from odin_desktop.i18n import N_, _
from odin_desktop.scenes.base import Host
from odin_desktop.scenes.status_line import TONE_COLOURS, draw_status
from odin_desktop.scenes.table_scene import CardBack, TableScene
from odin_desktop.ui import theme
from odin_desktop.ui.drag import DragMachine
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.text import fitted
from odin_desktop.ui.widgets import Button
from third_game.model import HighCardTableModel, Played
from third_game.session import HighCardController
from third_game.view import BACK, CardSprite, HighCardTableView, draw_middle, draw_plate

PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_UP)


def card_back(width: int) -> pygame.Surface:
    back = pygame.Surface((width, width * 7 // 5))
    back.fill(BACK)
    return back


class HighCardTableScene(TableScene[HighCardController, HighCardTableModel, HighCardTableView]):
    pad_keys = {
        Intent.SELECT: pygame.K_RETURN,
        Intent.PLAY: pygame.K_RETURN,
        Intent.HINT: pygame.K_h,
        Intent.UP: pygame.K_RETURN,
        Intent.DOWN: None,
    }
    prompts = (
        (Intent.RIGHT, N_("Card")),
        (Intent.SELECT, N_("Play")),
        (Intent.HINT, N_("Hint")),
        (Intent.MENU, N_("Menu")),
    )

    def __init__(
        self,
        app: Host,
        controller: HighCardController,
        show_summary: Callable[[HighCardTableModel], None],
        model: HighCardTableModel | None = None,
    ) -> None:
        model = model or HighCardTableModel(controller, app.settings, app.autosaver.save)
        super().__init__(app, controller, model, HighCardTableView(app.size), show_summary)
        self.drag: DragMachine[int] = DragMachine()
        self.dragged: list[CardSprite] = []
        self.buttons = {
            "hint": Button(N_("Hint"), self.model.hint, hotkey="H"),
            "menu": Button(N_("Menu"), self.open_pause_menu, hotkey="Esc"),
        }
        self._place_controls()

    # ------------------------------------------------------------------ the view in step

    def _place_controls(self) -> None:
        for name, button in self.buttons.items():
            button.rect = self.view.layout.buttons[name].copy()

    def _sync(self, animate: bool = True) -> None:
        state = self.controller.round
        if state is None:
            return
        self.view.viewer = self.model.viewer
        self.view.cursor = self.model.cursor_card()
        self.view.sync(state, animate)

    def _deal(self) -> None:
        self._sync()
        self.app.play_sound("deal")

    def _show_to_viewer(self) -> None:
        self._sync(animate=False)

    def _card_back(self, seat: int) -> CardBack:
        return card_back

    def _show(self, event: object) -> None:
        if isinstance(event, Played):
            self._sync()
            self.app.play_sound("play")
            if event.outcome.trick_won_by is not None and event.outcome.round_over:
                plate = self.view.nameplate(event.outcome.trick_won_by)
                self._celebrate(plate.center, seed=event.outcome.action)

    def _after_input(self) -> None:
        self._sync()

    def _advance(self, dt: float) -> None:
        self.view.update(dt)

    def _after_model(self) -> None:
        if self.model.in_use.typed:  # a player on the keys sees the card they act on
            self.model.cursor_shown = True
        self.view.cursor = self.model.cursor_card()
        self.view.settle()

    # ------------------------------------------------------------------ input

    def _controls(self, event: pygame.event.Event) -> bool:
        self.buttons["hint"].enabled = self.model.can_hint
        return any(button.handle_event(event) for button in self.buttons.values())

    def _key(self, key: int, mod: int) -> None:
        model = self.model
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            hovered = self.view.hovered
            if not model.cursor_shown and hovered in model.hand():
                model.cursor, model.cursor_shown = model.hand().index(hovered), True
            else:
                model.move_cursor(1 if key == pygame.K_RIGHT else -1)
        elif key in PLAY_KEYS:
            model.play_cursor()
        elif key == pygame.K_h:
            model.hint()

    def _press(self, pos: tuple[int, int]) -> None:
        card = self.view.hand_card_at(pos)
        if card is not None:
            self.drag.press(card, pos)

    def _motion(self, pos: tuple[int, int], rel: tuple[int, int]) -> None:
        if not self.drag.dragging:
            self.view.hovered = self.view.hand_card_at(pos)
        self.drag.move(pos)
        if self.drag.dragging and self.drag.payload is not None:
            sprite = self.view.sprites.get(self.drag.payload)
            self.dragged = [sprite] if sprite is not None else []
            self.view.hovered = None
            self.view.hold(self.dragged, self.drag.offset, rel[0])

    def _release(self, pos: tuple[int, int]) -> None:
        result = self.drag.release(pos)
        sprites, self.dragged = self.dragged, []
        self.view.let_go(sprites)
        if result is None:
            return
        if not result.was_drag or pos[1] < self.view.layout.row_y(True):  # toward the middle
            self.model.play(result.payload)

    def _pointer_left(self) -> None:
        self.view.hovered = None

    # ------------------------------------------------------------------ drawing

    def _draw_table(self, surface: pygame.Surface) -> None:
        lay, state = self.view.layout, self.controller.round
        assert state is not None
        for seat, facts in enumerate(self.model.seats()):
            tally = _("{points} points · {tricks} tricks").format(
                points=facts.total, tricks=state.tricks[seat]
            )
            lines = (facts.name, facts.detail, tally)
            turn = seat == self.controller.to_move
            draw_plate(surface, lay, self.view.nameplate(seat), lines, turn)
        draw_middle(surface, lay)

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        lay = self.view.layout
        words, tone = self.model.status()
        if words:
            line = fitted(words, theme.scaled(22, lay.scale), TONE_COLOURS[tone], lay.size[0] // 2)
            draw_status(surface, [line], lay.size[0] // 2, lay.status_y)
        self.buttons["hint"].enabled = self.model.can_hint
        for button in self.buttons.values():
            button.draw(surface, lay.scale)

    def _look(self) -> Any:
        return self.model.cursor_card(), self.model.can_hint
