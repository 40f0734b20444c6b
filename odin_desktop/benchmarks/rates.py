"""How fast, as `bench engine` measures it in every game: the best rate over a few windows of
about the same length (the best, not the mean: a busy machine only ever slows a window)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def best_rate(work: Callable[[], int], seconds: float, windows: int) -> float:
    """Units per second at best over ``windows`` windows of about ``seconds`` each; ``work``
    does some and says how many."""
    best = 0.0
    for _ in range(windows):
        done, start = 0, time.perf_counter()
        while True:
            done += work()
            elapsed = time.perf_counter() - start
            if elapsed >= seconds:
                break
        best = max(best, done / elapsed)
    return best


def legal_rate(
    positions: Sequence[T], legal: Callable[[T], object], seconds: float, windows: int
) -> float:
    """Lists of legal actions generated per second, at best, over ``positions``."""

    def work() -> int:
        for position in positions:
            legal(position)
        return len(positions)

    return best_rate(work, seconds, windows)
