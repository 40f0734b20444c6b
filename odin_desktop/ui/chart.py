"""A line chart: lines of points over a shared x axis, marks on chosen points, axes with
labels, and the point under a click.

Generic on purpose (the review's chance to win, statistics over time): the caller gives
numbers and colours, the chart draws them inside a rectangle and answers which point a
position is nearest. Right to left (Arabic) the x axis runs from the right.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from odin_desktop.ui import theme
from odin_desktop.ui.text import fitted

RGB = tuple[int, int, int]
GRID = (60, 84, 92)
HIT_PX = 14  # how far from a point (design px) a click still takes it


@dataclass(frozen=True)
class Line:
    """One line: its points as (x, y), in the order drawn; ``label`` for the legend.
    ``final``: the last point is where the line ends for good (a game's result), drawn as a
    square rather than a dot."""

    points: Sequence[tuple[float, float]]
    colour: RGB
    label: str = ""
    final: bool = False


@dataclass(frozen=True)
class Mark:
    """A ring on point ``point`` of line ``line`` (a mistake on a chart of chances)."""

    line: int
    point: int
    colour: RGB
    size: float = 6.0  # the ring's radius, design px


@dataclass(frozen=True)
class Tick:
    """A labelled value on an axis."""

    value: float
    label: str


@dataclass
class LineChart:
    lines: Sequence[Line]
    marks: Sequence[Mark] = ()
    y_range: tuple[float, float] = (0.0, 1.0)
    x_range: tuple[float, float] | None = None  # None: from the points
    y_ticks: Sequence[Tick] = ()
    x_ticks: Sequence[Tick] = ()
    rtl: bool = False
    #: Where the plot was last drawn (the axes' inside), for `hit`.
    plot: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    scale: float = 1.0
    # An x marked as where the viewer is: a faint band behind the lines and a pointer under
    # the axis, which no one reads as a value (a line would look like a jump from 0 to 1).
    highlight: float | None = None

    # ------------------------------------------------------------------ geometry

    def _x_range(self) -> tuple[float, float]:
        if self.x_range is not None:
            return self.x_range
        xs = [x for line in self.lines for x, _ in line.points]
        if not xs:
            return (0.0, 1.0)
        low, high = min(xs), max(xs)
        return (low, high if high > low else low + 1.0)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """A point's pixel inside the last drawn plot."""
        (x0, x1), (y0, y1) = self._x_range(), self.y_range
        fx = (x - x0) / (x1 - x0) if x1 != x0 else 0.0
        fy = (y - y0) / (y1 - y0) if y1 != y0 else 0.0
        fy = min(1.0, max(0.0, fy))
        if self.rtl:
            fx = 1.0 - fx
        plot = self.plot
        return (round(plot.x + fx * plot.width), round(plot.bottom - fy * plot.height))

    def hit(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (line, point) nearest ``pos`` within reach of a click, else None."""
        if not self.plot.inflate(2 * HIT_PX, 2 * HIT_PX).collidepoint(pos):
            return None
        best: tuple[float, tuple[int, int]] | None = None
        reach = (HIT_PX * self.scale) ** 2
        for i, line in enumerate(self.lines):
            for j, (x, y) in enumerate(line.points):
                px, py = self.to_screen(x, y)
                # Nearest in x first: a click above or below a point still takes it.
                d = (px - pos[0]) ** 2 + 0.1 * (py - pos[1]) ** 2
                if d <= reach and (best is None or d < best[0]):
                    best = (d, (i, j))
        return None if best is None else best[1]

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
        """The chart inside ``rect``: labels of the y axis at the reading start, of the x axis
        underneath, the lines over a light grid."""
        self.scale = scale
        size = theme.scaled(14, scale)
        gutter = theme.scaled(44, scale)
        below = theme.scaled(20, scale) if self.x_ticks else theme.scaled(6, scale)
        plot = pygame.Rect(rect.x, rect.y + theme.scaled(6, scale), rect.width - gutter, 0)
        plot.height = rect.height - below - theme.scaled(6, scale)
        if not self.rtl:
            plot.x += gutter
        self.plot = plot
        if plot.width <= 4 or plot.height <= 4:
            return
        for tick in self.y_ticks:
            _x, y = self.to_screen(self._x_range()[0], tick.value)
            pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
            label = fitted(tick.label, size, theme.TEXT_DIM, gutter - 6)
            place = {"midleft": (plot.right + 6, y)} if self.rtl else {"midright": (plot.x - 6, y)}
            surface.blit(label, label.get_rect(**place))
        for tick in self.x_ticks:
            x, _y = self.to_screen(tick.value, self.y_range[0])
            pygame.draw.line(surface, GRID, (x, plot.top), (x, plot.bottom), 1)
            label = fitted(tick.label, size, theme.TEXT_DIM, theme.scaled(80, scale))
            surface.blit(label, label.get_rect(midtop=(x, plot.bottom + 3)))
        pygame.draw.rect(surface, theme.PANEL_EDGE, plot, 1)
        if self.highlight is not None:
            self._draw_highlight(surface, self.highlight, scale)
        width = max(2, theme.scaled(2.5, scale))
        dot = max(2, theme.scaled(2.5, scale))
        for line in self.lines:
            points = [self.to_screen(x, y) for x, y in line.points]
            if len(points) > 1:
                pygame.draw.lines(surface, line.colour, False, points, width)
            for point in points[:-1] if line.final else points:
                pygame.draw.circle(surface, line.colour, point, dot)
            if line.final and points:
                end = pygame.Rect(0, 0, 3 * dot, 3 * dot)
                end.center = points[-1]
                pygame.draw.rect(surface, line.colour, end)
        for mark in self.marks:
            if not (0 <= mark.line < len(self.lines)):
                continue
            values = self.lines[mark.line].points
            if 0 <= mark.point < len(values):
                centre = self.to_screen(*values[mark.point])
                radius = theme.scaled(mark.size, scale)
                pygame.draw.circle(surface, mark.colour, centre, radius, max(2, width))

    def _draw_highlight(self, surface: pygame.Surface, at: float, scale: float) -> None:
        """A faint band at ``at`` across the plot and a pointer under the axis."""
        plot = self.plot
        x, _y = self.to_screen(at, self.y_range[0])
        half = max(3, theme.scaled(5, scale))
        band = pygame.Surface((2 * half, plot.height), pygame.SRCALPHA)
        band.fill((*theme.GOLD_RGB, 46))
        surface.blit(band, (x - half, plot.top))
        tip = plot.bottom + 1
        size = max(4, theme.scaled(7, scale))
        pygame.draw.polygon(
            surface, theme.GOLD_RGB, [(x, tip), (x - size, tip + size), (x + size, tip + size)]
        )
