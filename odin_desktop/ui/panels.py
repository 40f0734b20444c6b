"""The translucent surfaces screens draw behind and over things: a menu's panel with its gold
edge, a plain panel, a veil; each blitted in bands of `VEIL_ROWS` rows, so no whole
surface is kept for every size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from odin_desktop.ui import theme

VEIL_ROWS = 32  # a veil is blitted a band of this many rows at a time


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, alpha: int = 150) -> None:
    """A translucent dark panel with a thin gold edge: the frame of every menu screen.

    Blitted in strips: its rounded top and bottom, and between them a band of `VEIL_ROWS`
    rows (the fill between its two edges) again and again. A whole panel kept for each
    size held 11 MB for a menu's at 3840 x 2160, kept while the table lay over it."""
    if rect.width <= 0 or rect.height <= 0:
        return
    radius = theme.scaled(14, scale)
    ends = min(radius + 1, rect.height // 2)  # rows of each rounded end
    if rect.height <= 2 * ends + 1:  # too short for a band between its ends: drawn whole
        surface.blit(_panel(rect.size, radius, alpha), rect)
        return
    strips = _panel((rect.width, 2 * ends + 1), radius, alpha)
    surface.blit(strips, rect.topleft, (0, 0, rect.width, ends))
    band = _panel_band(rect.width, radius, alpha)
    for y in range(rect.top + ends, rect.bottom - ends, VEIL_ROWS):
        rows = min(VEIL_ROWS, rect.bottom - ends - y)
        surface.blit(band, (rect.x, y), (0, 0, rect.width, rows))
    surface.blit(strips, (rect.x, rect.bottom - ends), (0, ends + 1, rect.width, ends))


@lru_cache(maxsize=32)
def _panel(size: tuple[int, int], radius: int, alpha: int) -> pygame.Surface:
    """A panel of ``size`` (shared: blit, never draw on)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, alpha), layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, (*theme.GOLD_RGB, 110), layer.get_rect(), 1, border_radius=radius)
    return layer


@lru_cache(maxsize=16)
def _panel_band(width: int, radius: int, alpha: int) -> pygame.Surface:
    """`VEIL_ROWS` rows of a panel's middle, cut from a panel tall enough to have them."""
    whole = _panel.__wrapped__((width, 2 * (radius + 1) + VEIL_ROWS), radius, alpha)
    return whole.subsurface((0, radius + 1, width, VEIL_ROWS)).copy()


@lru_cache(maxsize=16)
def plain_panel(size: tuple[int, int], alpha: int, radius: int) -> pygame.Surface:
    """A translucent dark panel without an edge, drawn once per size and reused every frame
    (shared: blit, never draw on): the Saga's, a status line's backing."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*theme.PANEL, alpha), layer.get_rect(), border_radius=radius)
    return layer


@lru_cache(maxsize=16)
def _veil_band(width: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    band = pygame.Surface((width, VEIL_ROWS), pygame.SRCALPHA)
    band.fill(rgba)
    return band


def veil(
    surface: pygame.Surface, rgba: tuple[int, int, int, int], area: pygame.Rect | None = None
) -> None:
    """A translucent veil over ``area`` of ``surface`` (all of it by default), blitted one
    band at a time: a whole veil kept ready for each colour held 33 MB at 3840 x 2160, and
    the pause menu, a dialog, the summaries and the review each have theirs."""
    rect = surface.get_rect() if area is None else pygame.Rect(area)
    band = _veil_band(rect.width, rgba)
    for y in range(rect.top, rect.bottom, VEIL_ROWS):
        surface.blit(band, (rect.x, y), (0, 0, rect.width, min(VEIL_ROWS, rect.bottom - y)))
