"""The translucent veil under dialogs, menus and summaries: the same pixels as one whole
translucent surface blitted over the screen, but kept as a band of a few rows (a whole veil
kept for each colour held 33 MB at 3840 x 2160)."""

from __future__ import annotations

import random

import pygame

from odin_desktop.ui import panels

RGBA = (8, 16, 20, 150)


def _busy(size: tuple[int, int]) -> pygame.Surface:
    rng = random.Random(5)
    surface = pygame.Surface(size)
    for _ in range(200):
        colour = [rng.randrange(256) for _ in range(3)]
        x, y = rng.randrange(size[0]), rng.randrange(size[1])
        surface.fill(colour, (x, y, rng.randrange(1, 90), rng.randrange(1, 90)))
    return surface


def _whole_veil(surface: pygame.Surface, area: pygame.Rect) -> None:
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill(RGBA)
    surface.blit(veil, area)


def test_the_veil_is_a_whole_veils_pixels_over_any_area_and_clip() -> None:
    size = (301, 203)  # not a whole number of bands
    for area, clip in (
        (None, None),
        (pygame.Rect(17, 9, 150, 77), None),
        (None, pygame.Rect(40, 50, 100, 61)),
    ):
        banded, whole = _busy(size), _busy(size)
        for surface in (banded, whole):
            surface.set_clip(clip)
        panels.veil(banded, RGBA, area)
        _whole_veil(whole, banded.get_rect() if area is None else area)
        assert pygame.image.tobytes(banded, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_a_veil_over_a_4k_screen_keeps_a_band_not_a_screen() -> None:
    panels._veil_band.cache_clear()
    screen = pygame.Surface((3840, 2160))
    panels.veil(screen, RGBA)
    assert panels._veil_band.cache_info().currsize == 1
    band = panels._veil_band(3840, RGBA)
    assert band.get_height() == panels.VEIL_ROWS  # 0.5 MB, where the screen's is 33 MB
