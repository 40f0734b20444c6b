"""What both games' replay viewers share: a list of steps walked forward and back, its buttons
and keys, the wheel. Each game's viewer builds its steps, goes to one (`go_to`), jumps by its
own unit (a hand, a turn) and draws.

Keys: ← → (Space) a step, ↑ ↓ the game's unit, Page Up/Down its larger unit, Home/End, Esc.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import pygame

from odin_desktop.i18n import N_
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.widgets import Button

StepT = TypeVar("StepT")


class RecordViewerScene(Scene, Generic[StepT]):
    #: The labels of the buttons that jump back and on by the game's unit (msgids).
    JUMP_LABELS: tuple[str, str] = (N_("<< Hand"), N_("Hand >>"))
    # A pad: the shoulders step the record as the D-pad's ← → do (↑ ↓ jump).
    pad_keys = {Intent.PREV: pygame.K_LEFT, Intent.NEXT: pygame.K_RIGHT}
    prompts = (
        (Intent.NEXT, N_("Step")),
        (Intent.DOWN, N_("Jump")),
        (Intent.BACK, N_("Close")),
    )

    def __init__(self, app: Host, steps: Sequence[StepT]) -> None:
        super().__init__(app)
        self.steps = list(steps)
        self.index = 0
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
        }

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
        self.app.scenes.pop()

    # ------------------------------------------------------------------ scene

    def enter(self) -> None:
        self.go_to(self.index)

    def handle_event(self, event: pygame.event.Event) -> None:
        for button in self.buttons.values():
            if button.handle_event(event):
                return
        if event.type == pygame.MOUSEWHEEL:
            self.step(-event.y)
        elif event.type == pygame.KEYDOWN:
            action = self.keys.get(event.key)
            if action is not None:
                action()

    def draw_buttons(self, surface: pygame.Surface, scale: float) -> None:
        """The buttons, those leading nowhere from here greyed."""
        at_start, at_end = self.index == 0, self.index == len(self.steps) - 1
        self.buttons["back"].enabled = self.buttons["jump_back"].enabled = not at_start
        self.buttons["next"].enabled = self.buttons["jump_next"].enabled = not at_end
        for button in self.buttons.values():
            button.draw(surface, scale)
