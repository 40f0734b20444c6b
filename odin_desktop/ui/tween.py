"""Tweens: a value that moves from A to B over time with an easing curve.

Pure Python (no pygame) so animations can be tested by stepping time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

Easing = Callable[[float], float]


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: cards landing in place."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


Vec = tuple[float, ...]
SETTLED = 0.25  # px (or degrees): this close, an easing lands, and the card is at rest


def approach(current: float, target: float, dt: float, rate: float = 14.0) -> float:
    """Frame-rate independent exponential approach, landing once it is close (a card's lift
    or tilt easing): it reaches ``target`` exactly, so a card at rest is seen to be."""
    value = target + (current - target) * pow(2.718281828, -rate * dt)
    return target if abs(value - target) < SETTLED else value


def lerp(a: Vec, b: Vec, t: float) -> Vec:
    return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))


@dataclass
class Tween:
    """Moves a tuple of floats from ``start`` to ``end`` in ``duration`` seconds after ``delay``."""

    start: Vec
    end: Vec
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    elapsed: float = field(default=0.0, init=False)

    def step(self, dt: float) -> Vec:
        self.elapsed += dt
        return self.value

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> Vec:
        return lerp(self.start, self.end, self.easing(self.progress))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration
