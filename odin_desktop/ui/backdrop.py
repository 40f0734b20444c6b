"""The slate table behind every screen, drawn once per window size and shared."""

from __future__ import annotations

from functools import lru_cache

import pygame

from odin_desktop.ui import theme


# One for the window's size, shared by every screen that shows it: each kept its own, and a
# table opened from the menu and New game lay over two more (at 3840 x 2160, 33 MB each).
# Shared, so never drawn on.
@lru_cache(maxsize=1)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The table's slate with a soft vignette, lighter a little above the centre.

    Drawn as concentric ellipses on a small surface and smooth-scaled up, which turns the
    steps into a band-free gradient at any window size for the cost of one scale.
    """
    w, h = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((96, 60))
    inner, outer = theme.BACKGROUND, theme.BACKGROUND_DARK
    small.fill(outer)
    steps = 28
    for i in range(steps):
        t = i / (steps - 1)
        colour = tuple(round(o + (n - o) * t) for o, n in zip(outer, inner, strict=True))
        k = 1.35 - 0.85 * t
        rect = pygame.Rect(0, 0, 96 * k, 60 * k)
        rect.center = (48, 26)
        pygame.draw.ellipse(small, colour, rect)
    return pygame.transform.smoothscale(small, (w, h))
