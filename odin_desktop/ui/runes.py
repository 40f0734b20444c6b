"""The colours' runes as strokes: the card generator draws them into the card faces and the
game draws them where a card is shown in miniature (the Saga's chips), so a colour is told
by its rune as well as its hue everywhere."""

from __future__ import annotations

import pygame

from odin_desktop.ui.palette import COLOUR_RUNES, RGB

# Runes as stroked polylines in a 20 x 32 box (x right, y down).
RUNE_BOX = (20, 32)
RUNES: dict[str, list[list[tuple[float, float]]]] = {
    "raido": [[(4, 32), (4, 0), (16, 8), (4, 16), (17, 32)]],
    "kenaz": [[(17, 1), (3, 16), (17, 31)]],
    "ingwaz": [[(10, 1), (19, 16), (10, 31), (1, 16), (10, 1)]],
    "gebo": [[(2, 1), (18, 31)], [(18, 1), (2, 31)]],
    "laguz": [[(6, 32), (6, 0), (17, 11)]],
    "hagalaz": [[(3, 0), (3, 32)], [(17, 0), (17, 32)], [(3, 9), (17, 23)]],
}


def draw_colour_rune(
    surface: pygame.Surface, colour: str, centre: tuple[int, int], height: int, ink: RGB
) -> None:
    """The rune of a card colour ("R" … "K") centred on ``centre``, ``height`` pixels tall."""
    k = height / RUNE_BOX[1]
    left = centre[0] - RUNE_BOX[0] * k / 2
    top = centre[1] - height / 2
    width = max(1, round(height / 6))
    for stroke in RUNES[COLOUR_RUNES[colour]]:
        points = [(left + x * k, top + y * k) for x, y in stroke]
        pygame.draw.lines(surface, ink, False, points, width)
        for point in (points[0], points[-1]):  # round the ends as the cards' strokes are
            pygame.draw.circle(surface, ink, point, width / 2)
