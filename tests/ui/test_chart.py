"""The line chart: points placed in the plot, clicks find the nearest point, right to left
mirrored, marks drawn where asked."""

import pygame
import pytest

from odin_desktop.ui.chart import Line, LineChart, Mark, Tick

RED, BLUE, WHITE = (220, 40, 40), (40, 40, 220), (255, 255, 255)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def chart(rtl=False, marks=()):
    lines = [Line([(0, 0.5), (1, 0.8), (2, 0.2)], RED), Line([(0, 0.5), (2, 0.9)], BLUE)]
    ticks = [Tick(0.0, "0%"), Tick(1.0, "100%")]
    return LineChart(lines, marks, y_ticks=ticks, x_ticks=[Tick(1, "H2")], rtl=rtl)


def test_a_click_takes_the_nearest_point_and_nothing_far_away():
    shown = chart()
    surface = pygame.Surface((400, 200))
    shown.draw(surface, pygame.Rect(0, 0, 400, 200))
    x, y = shown.to_screen(1, 0.8)
    assert shown.hit((x + 3, y - 20)) == (0, 1)
    x2, y2 = shown.to_screen(2, 0.9)
    assert shown.hit((x2, y2)) == (1, 1)
    assert shown.hit((x, 199 + 50)) is None  # below the chart


def test_right_to_left_the_time_runs_from_the_right():
    left, right = chart(), chart(rtl=True)
    surface = pygame.Surface((400, 200))
    left.draw(surface, pygame.Rect(0, 0, 400, 200))
    right.draw(surface, pygame.Rect(0, 0, 400, 200))
    assert left.to_screen(0, 0.5)[0] < left.to_screen(2, 0.5)[0]
    assert right.to_screen(0, 0.5)[0] > right.to_screen(2, 0.5)[0]
    assert left.to_screen(1, 1.0)[1] < left.to_screen(1, 0.0)[1]  # up is a better chance


def test_lines_and_marks_are_drawn_where_their_points_are():
    shown = chart(marks=[Mark(0, 2, WHITE, size=8)])
    surface = pygame.Surface((400, 200))
    shown.draw(surface, pygame.Rect(0, 0, 400, 200))
    x, y = shown.to_screen(1, 0.8)
    assert surface.get_at((x, y))[:3] == RED
    x, y = shown.to_screen(2, 0.2)
    ring = [surface.get_at((x - dx, y))[:3] for dx in range(5, 10)]
    assert WHITE in ring
