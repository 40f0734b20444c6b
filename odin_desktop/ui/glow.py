"""The pulsing gold glow around whose turn it is, as both tables draw it.

At rest it is the only thing on a table that moves, so it sets how often a resting table
wakes: its pulse changes only in steps of time (`GLOW_STEP_SECONDS`, a frame each) and of
strength (`GLOW_STEPS`, each halo drawn once per size and then reused).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from odin_desktop.ui import theme

GLOW_STEP_SECONDS = 1 / 8  # a slow pulse (1.6 s a beat) looks smooth at 8 steps a second
GLOW_STEPS = 12  # the strengths the pulse takes


def glow_pulse(clock: float) -> float:
    """The glow's strength, 0 to 1, at ``clock`` seconds: the same through each time step."""
    start = math.floor(clock / GLOW_STEP_SECONDS) * GLOW_STEP_SECONDS
    return round(GLOW_STEPS * (0.5 + 0.5 * math.sin(start * 4))) / GLOW_STEPS


def next_glow_step(clock: float) -> float:
    """Seconds from ``clock`` until the glow's next time step."""
    return (math.floor(clock / GLOW_STEP_SECONDS) + 1) * GLOW_STEP_SECONDS - clock


# One glow's whole pulse (its strengths, each a size of its own): only whose turn it is glows.
# At 3840 x 2160 a halo is ~0.2 MB, and every seat's pulse kept was 5-10 MB.
HALOS_KEPT = GLOW_STEPS + 1


@lru_cache(maxsize=HALOS_KEPT)
def halo(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The glow's rounded gold rectangle at ``size`` and ``alpha``."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*theme.GOLD_RGB, alpha), surface.get_rect(), border_radius=12)
    return surface


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, clock: float) -> None:
    """The glow around ``rect`` at ``clock`` (it reaches 8 px beyond each side at most)."""
    pulse = glow_pulse(clock)
    glow = rect.inflate(10 + 6 * pulse, 10 + 6 * pulse)
    surface.blit(halo(glow.size, int(60 + 70 * pulse)), glow)
