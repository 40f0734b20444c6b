"""The end of a round over the dimmed table, the same frame in every game: a snapshot of the
round taken when it opens (the next round may be dealt at once, and the scene still draws
once after that), a note instead of what comes next (a guided game's last lesson), and the
button that goes on. Each game's `scenes/<game>/round_summary.py` takes its snapshot and
draws it."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import Any, Generic, TypeVar

import pygame

from odin_desktop.i18n import N_
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.session.table_controller import TableController
from odin_desktop.ui import controls
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.widgets import Button

C = TypeVar("C", bound=TableController[Any])


class RoundSummaryScene(Scene, Generic[C]):
    prompts = ((Intent.SELECT, N_("Continue")),)  # a pad: A goes on
    opaque = False  # the table stays visible, dimmed
    NEXT_ROUND: str  # the button's msgid while the game goes on: "Next hand"

    def __init__(
        self,
        app: Host,
        controller: C,
        on_continue: Callable[[], None],
        note: str = "",
        label: str = "",
    ) -> None:
        """``note``: an English msgid said under the scores instead of what comes next (a
        guided game's last lesson); ``label``: the button's, instead of `NEXT_ROUND`."""
        super().__init__(app)
        self.controller = controller
        self.on_continue = on_continue
        self.note = note
        self.snapshot(controller)
        over = controller.game.over
        label = label or (N_("See the results") if over else self.NEXT_ROUND)
        self.button = Button(label, self._press, primary=True, hotkey="Enter")

    @abstractmethod
    def snapshot(self, controller: C) -> None:
        """Keep what the scene shows of the round just over (ValueError when it is not)."""

    def _press(self) -> None:
        """Enter, Space or the button."""
        self._continue()

    def _continue(self) -> None:
        self.app.scenes.pop()
        self.on_continue()

    def handle_event(self, event: pygame.event.Event) -> None:
        """The button (Enter, a pad's A) goes on; Esc (a pad's B or Menu) pauses, as at the
        table, where the menu is one step away."""
        if self.button.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key in controls.ACTIVATE_KEYS:
            self._press()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.nav.pause(self.controller.game_id)
