"""A seat at ODIN's table as the view draws it: its nameplate (its name at the reading start,
what sits there at the other end, the turn's pulsing glow) and its chips (the points, Passed,
thinking)."""

from __future__ import annotations

import pygame

from odin_desktop.i18n import is_rtl
from odin_desktop.scenes.odin.layout import Box
from odin_desktop.ui import theme
from odin_desktop.ui.glow import draw_glow
from odin_desktop.ui.text import fitted


def plate(
    surface: pygame.Surface,
    box: Box,
    name: str,
    detail: str,
    active: bool,
    clock: float,
    scale: float,
) -> None:
    rect = box.to_rect()
    if rect.width <= 0:
        return
    if active:  # whose turn it is, unmistakably: a pulsing gold glow
        draw_glow(surface, rect, clock)
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=8)
    edge = theme.GOLD_RGB if active else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, max(1, int(2 * scale)), border_radius=8)
    pad = theme.scaled(10, scale)
    left, right = (rect.x + pad, "midleft"), (rect.right - pad, "midright")
    start, end = (right, left) if is_rtl() else (left, right)  # the name at the reading start
    label = fitted(name, theme.scaled(19, scale), theme.TEXT, rect.width * 2 // 3, bold=True)
    surface.blit(label, label.get_rect(**{start[1]: (start[0], rect.centery)}))
    room = rect.width - label.get_width() - 3 * pad
    if detail and room > 20:
        small = fitted(detail, theme.scaled(14, scale), theme.TEXT_DIM, room)
        surface.blit(small, small.get_rect(**{end[1]: (end[0], rect.centery)}))


def chip(
    surface: pygame.Surface,
    box: Box,
    label: str,
    scale: float,
    colour: tuple[int, int, int] = theme.TEXT,
) -> None:
    rect = box.to_rect()
    if rect.width <= 0:
        return
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=rect.height // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=rect.height // 2)
    words = fitted(label, theme.scaled(16, scale), colour, rect.width - 8, bold=True)
    surface.blit(words, words.get_rect(center=rect.center))
