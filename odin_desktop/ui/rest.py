"""What the pointer rests on (a card, a button) and whether it has rested long enough for what a
rest shows (a card large, a tip) — the same for the mouse, touch and both games.

The mouse rests by staying still for ``delay``. A finger does not rest by tapping (a tap picks
a card or presses a button, and shows nothing more): its long press is the rest, already
waited for by the input layer (`ui/touch.py`), so what the rest shows shows at once and goes
when the finger lifts (the pointer then leaves the window).
"""

from __future__ import annotations

from typing import Generic, TypeVar

import pygame

from odin_desktop.ui.touch import by_finger, rests

T = TypeVar("T")


class Rest(Generic[T]):
    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.on: T | None = None  # what the pointer is over, if it counts
        self.rested = 0.0
        self.counting = True  # the mouse's stillness counts; a finger's does not

    def point(self, on: T | None, event: pygame.event.Event | None = None) -> None:
        """The pointer moved (``event``, when known) and is now over ``on`` (None: nothing)."""
        if event is not None and rests(event):
            self.on, self.rested, self.counting = on, self.delay, True
        elif event is not None and by_finger(event):
            self.on, self.rested, self.counting = on, 0.0, False
        elif on != self.on or not self.counting:
            self.on, self.rested, self.counting = on, 0.0, True

    def restart(self) -> None:
        """What the rest showed goes; the mouse must rest again."""
        self.rested = 0.0

    def update(self, dt: float) -> None:
        if self.on is not None and self.counting:
            self.rested += dt

    @property
    def shown(self) -> bool:
        return self.on is not None and self.rested >= self.delay

    def wake(self) -> float | None:
        """Seconds until the rest shows (None: nothing is due)."""
        if self.on is None or self.shown or not self.counting:
            return None
        return self.delay - self.rested
