"""Effects drawn over the table: a card's soft shadow, and short-lived flourishes (gold sparks
when a player goes out)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import pygame

from odin_desktop.ui import theme

GRAVITY = 380.0  # px/s² at the 1280 x 800 design scale


@lru_cache(maxsize=64)
def card_shadow(width: int, height: int) -> pygame.Surface:
    """The soft shadow under a card of this size: a few stacked translucent rounded
    rectangles, rounded as the cards are (shared: blit, never draw on)."""
    pad = max(2, width // 10)
    radius = max(2, width // 14)
    surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -2):
        alpha = int(70 * (1 - i / pad)) + 10
        rect = pygame.Rect(pad - i, pad - i, width + 2 * i, height + 2 * i)
        pygame.draw.rect(surface, (0, 0, 0, alpha // 3), rect, border_radius=radius + i)
    return surface


SHADOW_STEP = 8  # px: a card changing size in flight casts shadows of sizes this far apart
FLIGHT_SHADOWS = 4  # sizes kept: the cards of a move fly together, one size a frame
SHADOW_LADDER = 2**0.5  # the widths flight shadows are scaled down from are this far apart


def changing_shadow(width: int, height: int) -> pygame.Surface:
    """The shadow of a card whose size changes as it flies: of a size rounded to
    `SHADOW_STEP`, so the cards of a glide share one each frame."""
    step = SHADOW_STEP
    return _flight_shadow(
        max(step, round(width / step) * step),
        max(step, round(height / step) * step),
        round(height / max(1, width) * 8) / 8,  # the card's shape, before the rounding
    )


@lru_cache(maxsize=FLIGHT_SHADOWS)
def _flight_shadow(width: int, height: int, shape: float) -> pygame.Surface:
    """A size passed in flight, kept only while the glide draws it: at 3840 x 2160 each is
    ~0.5 MB, and a shadow drawn at every size a glide passed kept 10-15 MB at rest. Scaled
    from the shadow of one of a few widths a ladder's step apart, of the card's ``shape``
    (~0.1 ms, where drawing one is ~1 ms): under a moving card its softness looks the same."""
    rung = SHADOW_LADDER ** math.ceil(math.log(width, SHADOW_LADDER))
    wide = max(width, round(rung / SHADOW_STEP) * SHADOW_STEP)
    model = card_shadow(wide, round(wide * shape))
    pad = max(2, width // 10)
    return pygame.transform.scale(model, (width + 2 * pad, height + 2 * pad))


@dataclass
class Spark:
    x: float
    y: float
    vx: float
    vy: float
    life: float  # seconds left
    span: float  # seconds it lives in all
    size: float


class Flourish:
    """A burst of sparks that rise, fall and fade; `update` returns False once it is over."""

    def __init__(self, centre: tuple[float, float], scale: float, seed: int = 0) -> None:
        rng = random.Random(seed)
        self.scale = scale
        self.sparks = []
        for _ in range(70):
            angle = rng.uniform(0, 2 * math.pi)
            speed = rng.uniform(120, 420) * scale
            span = rng.uniform(0.8, 1.6)
            self.sparks.append(
                Spark(
                    centre[0],
                    centre[1],
                    math.cos(angle) * speed,
                    math.sin(angle) * speed - 220 * scale,
                    span,
                    span,
                    rng.uniform(2.0, 5.0) * scale,
                )
            )

    def update(self, dt: float) -> bool:
        alive = []
        for spark in self.sparks:
            spark.life -= dt
            if spark.life <= 0:
                continue
            spark.vy += GRAVITY * self.scale * dt
            spark.x += spark.vx * dt
            spark.y += spark.vy * dt
            alive.append(spark)
        self.sparks = alive
        return bool(alive)

    def bounds(self) -> pygame.Rect:
        """Where the sparks are now (drawn no wider than their size)."""
        if not self.sparks:
            return pygame.Rect(0, 0, 0, 0)
        reach = max(s.size for s in self.sparks) + 2
        xs = [s.x for s in self.sparks]
        ys = [s.y for s in self.sparks]
        left, top = math.floor(min(xs) - reach), math.floor(min(ys) - reach)
        return pygame.Rect(
            left, top, math.ceil(max(xs) + reach) - left, math.ceil(max(ys) + reach) - top
        )

    def draw(self, surface: pygame.Surface) -> None:
        for spark in self.sparks:
            fade = spark.life / spark.span
            colour = tuple(int(c * (0.55 + 0.45 * fade)) for c in theme.GOLD_RGB)
            radius = max(1, round(spark.size * (0.4 + 0.6 * fade)))
            pygame.draw.circle(surface, colour, (round(spark.x), round(spark.y)), radius)
