"""A player's mouse and keys for the real app, headless: events go through `App.handle_event`
and frames through `App.step`, exactly as the main loop sends them. Shared by the tests'
table drivers and the play-through check. Each frame stepped here keeps the loop's rule: a
scene at rest never holds a change it has not drawn (`frame`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from weakref import WeakKeyDictionary

import pygame

from devtools.drivers.screen_check import ScreenCheck
from odin_desktop.app.app import App

DT = 1 / 30  # seconds a frame lasts here

Point = tuple[int, int]


_CHECKS: WeakKeyDictionary[Any, ScreenCheck] = WeakKeyDictionary()
_CLOCKS: WeakKeyDictionary[Any, list[float]] = WeakKeyDictionary()  # the frames' time, summed


class StaleScreen(AssertionError):
    """A frame the loop would rest on differs from a full redraw of the same state."""


def frame(app: Any, dt: float = DT) -> None:
    """One frame (`App.step`), then the window checked against a full redraw whenever the app
    would rest after it (`screen_check`): a change the window has not shown fails the test
    there. Anything else handed in for an app (a device's stand-in) just steps. While it
    stays at rest it is checked again by the frames' own time, not the wall clock's: the
    same frames checked however loaded the machine (a loaded one checked nearly every frame,
    and found a fault only now and then)."""
    app.step(dt)
    if not isinstance(app, App):
        return
    check = _CHECKS.get(app)
    if check is None:
        elapsed = _CLOCKS[app] = [0.0]
        check = _CHECKS[app] = ScreenCheck(app, clock=lambda: elapsed[0])
    _CLOCKS[app][0] += dt
    found = len(check.mismatches)
    check.after_frame()
    if len(check.mismatches) > found:
        raise StaleScreen(f"the window at rest is not a full redraw: {check.mismatches[-1]}")


def step(app: Any, frames: int = 1) -> None:
    for _ in range(frames):
        frame(app)


def point_at(app: Any, pos: Point) -> None:
    """The pointer arrives at ``pos`` (no frame after: a player's press follows at once)."""
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def click(app: Any, pos: Point) -> None:
    point_at(app, pos)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app)


def hold_over(app: Any, start: Point, end: Point, steps: int = 8) -> None:
    """Press and carry to ``end`` without letting go (a frame after every move)."""
    point_at(app, start)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        rel = ((end[0] - start[0]) // steps, (end[1] - start[1]) // steps)
        app.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
        )
        frame(app)


def let_go(app: Any, pos: Point) -> None:
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frame(app)


def drag(app: Any, start: Point, end: Point, steps: int = 8) -> None:
    hold_over(app, start, end, steps)
    let_go(app, end)


def key(app: Any, code: int) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=""))
    frame(app)


def run_until(app: Any, done: Callable[[], bool], limit: int = 20000) -> None:
    for _ in range(limit):
        if done():
            return
        frame(app)
    raise AssertionError("the condition was never met")
