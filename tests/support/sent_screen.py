"""A stand-in for the screen in tests of frames drawn in parts: it takes only the rectangles
the presenter sends (`App.presenter.show`) and checks after each frame that it shows what a
full redraw of the same scenes gives."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pytest

from odin_desktop.app.app import App
from odin_desktop.scenes import damage


class SentScreen:
    def __init__(self, app: App) -> None:
        self.app = app
        self.shown: pygame.Surface | None = None
        self.sent: list[list[pygame.Rect] | None] = []  # each frame's rectangles (None: all)
        self.frames = self.partial = self.empty = 0
        self.mismatches: list[int] = []  # the frames whose screen differs from a full redraw

    def show(self, rects: Sequence[pygame.Rect] | None) -> None:  # what `Presenter.show` gets
        window = self.app.window
        if rects is None or self.shown is None:
            self.shown = window.copy()
        else:
            for rect in rects:
                self.shown.blit(window, rect, rect)
            self.partial += 1
            self.empty += not rects
        self.sent.append(None if rects is None else list(rects))
        reference = pygame.Surface(window.get_size(), 0, window)
        reference.fill((255, 0, 255))
        for scene in self.app.scenes.visible():
            scene.draw(reference)
        if reference.get_view("2").raw != self.shown.get_view("2").raw:
            self.mismatches.append(self.frames)
        self.frames += 1


@pytest.fixture
def partial_at_any_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """Frames drawn in parts even on the small canvas of these tests (the game does so only
    from 2560 x 1440 up)."""
    monkeypatch.setattr(damage, "PARTIAL_FROM_PIXELS", 0)
