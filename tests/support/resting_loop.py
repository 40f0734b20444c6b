"""The app's own loop (`App.frame`: the pacer's sleeps and choices, frames drawn in parts)
on simulated time, in this process: input put on SDL's queue as a player's would come, and
the screen checked against a full redraw each time the loop rests (`screen_check`), so a
test sees a change the window never showed."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from fake_time import FakeTime

from devtools.drivers.screen_check import ScreenCheck
from odin_desktop.app.app import App
from odin_desktop.app.pacing import Pacer


class RestingLoop:
    def __init__(self, app: App) -> None:
        self.app, self.time = app, FakeTime()
        app.pacer = Pacer(self.time.clock, self.time.sleep, pygame.event.get)
        self.screen = ScreenCheck(app, clock=self.time.clock)
        self.areas: list[tuple[int, int, int, int] | None] = []  # each frame's, as given

    def post(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)

    def run(self, seconds: float, until: Callable[[], bool] | None = None) -> None:
        """Frames as the loop draws them for ``seconds`` of its time (or ``until`` holds)."""
        end = self.time.now + seconds
        while self.time.now < end and not (until is not None and until()):
            self.areas.append(self.app.frame().area)
            self.screen.after_frame()

    @property
    def mismatches(self) -> list[dict[str, object]]:
        return self.screen.mismatches
