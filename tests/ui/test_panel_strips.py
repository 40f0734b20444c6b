"""A menu's panel is blitted in strips (its rounded ends, then one band of its middle again
and again), not kept whole for each size: the same pixels as the whole panel, at any size and
under a clip, and no picture as large as the panel is kept."""

from __future__ import annotations

import pygame
import pytest

from odin_desktop.ui import panels, theme


def _ground(size: tuple[int, int]) -> pygame.Surface:
    ground = pygame.Surface(size)
    for x in range(0, size[0], 7):  # something under the panel for its alpha to show
        pygame.draw.line(ground, (x % 255, 90, 200 - x % 150), (x, 0), (size[0] - x, size[1]))
    return ground


@pytest.mark.parametrize(
    ("rect", "scale", "alpha"),
    [
        ((40, 30, 700, 500), 1.0, 150),
        ((13, 9, 1211, 777), 3.0, 235),  # a 4K menu's radius
        ((5, 5, 300, 47), 1.0, 220),  # short: one partial band
        ((5, 5, 300, 29), 1.0, 150),  # too short for a band: drawn whole
        ((2, 3, 90, 16), 1.4, 150),
    ],
)
@pytest.mark.parametrize("clip", [None, (100, 60, 250, 140)])
def test_a_panel_in_strips_is_the_whole_panel(rect, scale, alpha, clip) -> None:  # noqa: ANN001
    pygame.init()
    size = (1300, 820)
    strips, whole = _ground(size), _ground(size)
    for surface in (strips, whole):
        surface.set_clip(clip)
    panels.draw_panel(strips, pygame.Rect(rect), scale, alpha)
    radius = theme.scaled(14, scale)
    whole.blit(panels._panel.__wrapped__(pygame.Rect(rect).size, radius, alpha), rect)
    assert pygame.image.tobytes(strips, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_no_picture_as_large_as_the_panel_is_kept() -> None:
    pygame.init()
    panels._panel.cache_clear()
    panels._panel_band.cache_clear()
    canvas = pygame.Surface((2400, 1500))
    panels.draw_panel(canvas, pygame.Rect(100, 100, 2000, 1300), 3.0)
    assert panels._panel.cache_info().currsize == 1  # its two ends: 2000 x 87 px
    assert panels._panel_band.cache_info().currsize == 1  # its middle's band: 2000 x 32
