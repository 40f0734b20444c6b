"""A finger on the real app, headless: SDL's touch events through `App.handle_event`, the
input layer's clock held by the test so a long press falls due when the test says."""

from __future__ import annotations

from typing import Any

import pygame

from odin_desktop.ui.touch import LONG_PRESS

Point = tuple[int, int]


def finger(app: Any, kind: int, pos: Point, fid: int = 1) -> None:
    w, h = app.window.get_size()
    x, y = pos[0] / w, pos[1] / h
    app.handle_event(pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=fid, touch_id=1))


def held_clock(app: Any) -> list[float]:
    """The input layer's clock, now the test's: set ``[0]`` to move time on."""
    now = [0.0]
    app.input.touch.clock = lambda: now[0]
    return now


def long_press(app: Any, pos: Point) -> None:
    """A finger down at ``pos`` and held still until its long press falls due (a frame)."""
    now = held_clock(app)
    finger(app, pygame.FINGERDOWN, pos)
    app.step(1 / 30)
    now[0] += LONG_PRESS + 0.01
    app.step(1 / 30)


def lift(app: Any, pos: Point) -> None:
    finger(app, pygame.FINGERUP, pos)
    app.step(1 / 30)


def tap(app: Any, pos: Point) -> None:
    held_clock(app)
    finger(app, pygame.FINGERDOWN, pos)
    finger(app, pygame.FINGERUP, pos)
    app.step(1 / 30)
