"""The slate table behind every screen, drawn once per window size and shared."""

from __future__ import annotations

from functools import lru_cache

import pygame

from odin_desktop.ui import theme

SHADES = 256  # the slate's shades between its dark edge and its lit centre


# One for the window's size, shared by every screen that shows it: each kept its own, and a
# table opened from the menu and New game lay over two more (at 3840 x 2160, 33 MB each).
# Shared, so never drawn on: a screen that draws over it copies it into a surface of its own.
@lru_cache(maxsize=1)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The table's slate with a soft vignette, lighter a little above the centre.

    Kept at 8 bits a pixel, one of `SHADES` shades of the slate each (8 MB at 3840 x 2160
    instead of 33): a gradient between two colours has no more shades than that, and a blit
    onto the window turns them into its colours as fast as a copy does.

    The shades are drawn as concentric ellipses on a small surface and smooth-scaled up, which
    turns the steps into a band-free gradient at any window size for the cost of one scale.
    """
    w, h = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((96, 60), depth=32)
    steps = 28
    for i in range(steps):
        shade = round(i / (steps - 1) * (SHADES - 1))
        k = 1.35 - 0.85 * i / (steps - 1)
        rect = pygame.Rect(0, 0, 96 * k, 60 * k)
        rect.center = (48, 26)
        pygame.draw.ellipse(small, (shade, shade, shade), rect)
    shades = pygame.image.tobytes(pygame.transform.smoothscale(small, (w, h)), "RGB")[0::3]
    slate = pygame.image.frombytes(shades, (w, h), "P")
    slate.set_palette(_palette(theme.BACKGROUND_DARK, theme.BACKGROUND))
    return slate


def _palette(outer: tuple[int, int, int], inner: tuple[int, int, int]) -> list[tuple[int, ...]]:
    last = SHADES - 1
    return [
        tuple(round(o + (n - o) * shade / last) for o, n in zip(outer, inner, strict=True))
        for shade in range(SHADES)
    ]
