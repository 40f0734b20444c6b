"""A small chart: lines and dots of a few series over a grid, with the value axis labelled
(the Statistics screen's results over time and accuracy). Drawn into a rectangle the caller
gives; the caller draws the panel, the title and the legend.

Time runs in the reading direction: from the right in a right-to-left language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from odin_desktop.i18n import is_rtl
from odin_desktop.ui import labels, theme

Colour = tuple[int, int, int]
GRID = (44, 66, 74)


@dataclass(frozen=True)
class Series:
    """One line of the chart: its points (x, y) in order of x; ``line`` False draws the dots
    alone."""

    colour: Colour
    points: Sequence[tuple[float, float]]
    line: bool = True


def draw_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    series: Sequence[Series],
    x_range: tuple[float, float],
    y_ticks: Sequence[float],
    y_label: Callable[[float], str],
    scale: float = 1.0,
) -> pygame.Rect:
    """Draw ``series`` in ``rect`` (the value axis from ``y_ticks``' first to last, each tick
    a grid line labelled by ``y_label``); the plotting area."""
    px = max(1, round(scale))
    label_w = round(48 * scale)
    size = max(9, round(14 * scale))
    rtl = is_rtl()
    plot = pygame.Rect(rect.x, rect.y + size // 2, rect.w - label_w, rect.h - size)
    if not rtl:
        plot.x += label_w
    low, high = y_ticks[0], y_ticks[-1]
    x0, x1 = x_range

    def at(x: float, y: float) -> tuple[int, int]:
        share = 0.5 if x1 == x0 else (x - x0) / (x1 - x0)
        if rtl:
            share = 1 - share
        up = 0.0 if high == low else (y - low) / (high - low)
        return round(plot.x + share * plot.w), round(plot.bottom - up * plot.h)

    for tick in y_ticks:
        _x, y = at(x0, tick)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), px)
        box = pygame.Rect(0, y - size, label_w - round(8 * scale), 2 * size)
        if rtl:
            box.x = plot.right + round(8 * scale)
        else:
            box.right = plot.x - round(8 * scale)
        align = "left" if rtl else "right"
        labels.draw_text(
            surface, y_label(tick), box, size, theme.TEXT_DIM, align=align, mirror=False
        )
    radius = max(2, round(3.5 * scale))
    for line in series:
        points = [at(x, y) for x, y in line.points]
        if line.line and len(points) > 1:
            pygame.draw.lines(surface, line.colour, False, points, max(2, round(2.5 * scale)))
        for point in points:
            pygame.draw.circle(surface, line.colour, point, radius)
    return plot
