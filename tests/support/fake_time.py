"""A clock for the app's loop and pacer that moves only when told or when the loop sleeps."""

from __future__ import annotations


class FakeTime:
    """A clock that moves only when the loop sleeps (or a test moves ``now``)."""

    def __init__(self, now: float = 100.0) -> None:
        self.now = now
        self.slept = 0.0

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds
        self.slept += seconds
