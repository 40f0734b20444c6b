"""The pictures of Odin's Ravens' How to play, drawn with the game's art: cards for
`rules.Cards` (`CARDS`), a short stretch of the path with ravens, the marker and a move
(`PathFigure`), and an Odin card beside its two choices (`OdinChoices`).

A picture is a picture in every language: a path runs left to right (the first card on the
left) and the cards played sit before it; right to left, only the order of figures in a row
and the text beside an Odin card are mirrored (by `rules.PageRenderer`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from odin_desktop.i18n import _
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.rules import Ops, PageRenderer
from odin_desktop.ui import theme

Space = tuple[int, int]  # (position, path): a card's index in the row (-1: before the
# first card, where the ravens start) and whose path (0 Hugin's top row, 1 Munin's bottom row)
NOWHERE = (None, None)
SHADOW = (0, 0, 0, 70)
INK = (16, 24, 28)


class RavensCards:
    """Ravens cards for `rules.Cards` (any code `art.card` knows: "FM", "F", "O3", "O+M",
    "back-hugin")."""

    @staticmethod
    def face(code: str, width: int) -> pygame.Surface:
        return art.card(code, width)

    @staticmethod
    def card_size(width: int) -> tuple[int, int]:
        return art.card_size(width)


CARDS = RavensCards()


@dataclass(frozen=True)
class PathFigure:
    """A stretch of the row of landscape cards, as the table lays it, with the pieces on it.

    ``ravens`` are the ravens' positions (None: not shown); ``trail`` where a raven came
    from, drawn faded with an arrow to where it is now; ``played`` the cards that moved it
    (shown before the path); ``marker`` the Odin marker's space, ``marker_gone`` when it has
    just been set aside (drawn faded); ``marked`` cards ringed in gold (added, swapped,
    turned) and ``crossed`` cards struck out (about to be removed).
    """

    cards: tuple[str, ...]
    caption: str
    note: str = ""
    good: bool | None = None
    ravens: tuple[int | None, int | None] = NOWHERE
    trail: tuple[int | None, int | None] = NOWHERE
    played: tuple[str, ...] = ()
    marker: Space | None = None
    marker_gone: bool = False
    marked: tuple[int, ...] = ()
    crossed: tuple[int, ...] = ()

    # ------------------------------------------------------------------ measures
    @staticmethod
    def card_width(page: PageRenderer) -> int:
        return page.px(62)

    def _played_width(self, page: PageRenderer) -> int:
        """The cards played and the gap after them (0 when none are shown)."""
        if not self.played:
            return 0
        width = round(self.card_width(page) * 0.8)
        return width + int(width * 0.6) * (len(self.played) - 1) + page.px(28)

    def _start_width(self, page: PageRenderer) -> int:
        """The room before the first card where the ravens start (when one is there)."""
        starts = -1 in self.ravens or -1 in self.trail
        return round(self.card_width(page) * 0.75) if starts else 0

    def _gap(self, page: PageRenderer) -> int:
        return max(1, page.px(3))

    def size(self, page: PageRenderer) -> tuple[int, int]:
        cw, ch = art.card_size(self.card_width(page))
        path = len(self.cards) * cw + (len(self.cards) - 1) * self._gap(page)
        return self._played_width(page) + self._start_width(page) + path, ch

    def space_centre(self, page: PageRenderer, x: int, y: int, space: Space) -> tuple[int, int]:
        """The middle of a space on the picture drawn at (x, y)."""
        position, path = space
        cw, ch = art.card_size(self.card_width(page))
        left = x + self._played_width(page) + self._start_width(page)
        if position < 0:
            cx = left - self._start_width(page) // 2
        else:
            tile_x = art.TILE_TOP[0] + art.TILE_W / 2
            cx = left + position * (cw + self._gap(page)) + round(tile_x * cw / art.CARD_W)
        tile_y = (art.TILE_BOTTOM if path else art.TILE_TOP)[1] + art.TILE_H / 2
        return cx, y + round(tile_y * ch / art.CARD_H)

    # ------------------------------------------------------------------ drawing
    def paint(self, surface: pygame.Surface, page: PageRenderer, x: int, y: int) -> None:
        cw, ch = art.card_size(self.card_width(page))
        self._paint_played(surface, page, x, y, ch)
        left = x + self._played_width(page) + self._start_width(page)
        step = cw + self._gap(page)
        row = pygame.Rect(left + page.px(3), y + page.px(5), len(self.cards) * step, ch)
        pygame.draw.rect(surface, SHADOW, row, border_radius=page.px(6))
        for i, code in enumerate(self.cards):
            card = pygame.Rect(left + i * step, y, cw, ch)
            surface.blit(art.landscape_card(code, cw), card)
            if i in self.marked:
                ring = card.inflate(page.px(4), page.px(4))
                width = max(2, page.px(3))
                pygame.draw.rect(surface, theme.GOLD_RGB, ring, width, border_radius=page.px(6))
            if i in self.crossed:
                _cross(surface, card.inflate(-cw // 4, -ch // 4), max(3, page.px(5)))
        piece = round(cw * 0.56)
        if self.marker is not None:
            cx, cy = self.space_centre(page, x, y, self.marker)
            if self.marker_gone:  # set aside: smaller, off to the corner of its old space
                side = 1 if self.marker[1] else -1
                centre = (cx + round(piece * 0.55), cy + side * round(piece * 0.45))
                _blit_piece(surface, art.marker(round(piece * 0.7)), centre, alpha=180)
            else:
                _blit_piece(surface, art.marker(piece), (cx, cy))
        for seat in (0, 1):
            here, came_from = self.ravens[seat], self.trail[seat]
            if here is None:
                continue
            end = self.space_centre(page, x, y, (here, seat))
            if came_from is not None:
                start = self.space_centre(page, x, y, (came_from, seat))
                _blit_piece(surface, art.raven(seat, piece), start, alpha=110)
                _arrow(surface, start, end, -1 if seat == 0 else 1, piece, page)
            _blit_piece(surface, art.raven(seat, piece), end)

    def _paint_played(
        self, surface: pygame.Surface, page: PageRenderer, x: int, y: int, ch: int
    ) -> None:
        """The cards played, fanned, then a gold chevron pointing at the path."""
        if not self.played:
            return
        width = round(self.card_width(page) * 0.8)
        height = art.card_size(width)[1]
        top = y + (ch - height) // 2
        for i, code in enumerate(self.played):
            surface.blit(art.card(code, width), (x + i * int(width * 0.6), top))
        tip_x = x + self._played_width(page) - page.px(8)
        half = page.px(7)
        cy = y + ch // 2
        points = [(tip_x - half, cy - half), (tip_x, cy), (tip_x - half, cy + half)]
        pygame.draw.lines(surface, theme.GOLD_RGB, False, points, max(2, page.px(3)))


def stretch(
    cards: tuple[str, ...],
    caption: str,
    note: str = "",
    *,
    hugin: tuple[int, int] | int | None = None,
    munin: tuple[int, int] | int | None = None,
    **more: Any,
) -> PathFigure:
    """A `PathFigure` with ravens: for each raven shown, where it stands (an int), or where it
    came from and where it is now (a pair: drawn with an arrow)."""
    ravens: list[int | None] = []
    trail: list[int | None] = []
    for place in (hugin, munin):
        if isinstance(place, tuple):  # moved: from, to
            trail.append(place[0])
            ravens.append(place[1])
        else:
            trail.append(None)
            ravens.append(place)
    return PathFigure(
        cards, caption, note, ravens=(ravens[0], ravens[1]), trail=(trail[0], trail[1]), **more
    )


def _blit_piece(
    surface: pygame.Surface, image: pygame.Surface, centre: tuple[int, int], alpha: int = 255
) -> None:
    """A piece centred on ``centre``, faded below ``alpha`` 255 (where it was)."""
    if alpha < 255:  # a copy: the art's surfaces are shared
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=centre))


def _cross(surface: pygame.Surface, box: pygame.Rect, width: int) -> None:
    for a, b in ((box.topleft, box.bottomright), (box.bottomleft, box.topright)):
        pygame.draw.line(surface, INK, a, b, width + 2)
        pygame.draw.line(surface, theme.BAD, a, b, width)


def _arrow(
    surface: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    side: int,
    piece: int,
    page: PageRenderer,
) -> None:
    """A gold arc from ``start`` to ``end``, bulging up (``side`` -1) or down (1), its head
    just short of the raven that arrived."""
    bulge = side * max(page.px(14), abs(end[0] - start[0]) // 5)
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2 + 2 * bulge)
    points = []
    for i in range(21):
        t = i / 20
        px = (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * mid[0] + t * t * end[0]
        py = (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * mid[1] + t * t * end[1]
        points.append((px, py))
    stop = piece * 0.45  # leave the raven's face clear
    while len(points) > 3 and math.dist(points[-1], end) < stop:
        points.pop()
    width = max(2, page.px(3))
    pygame.draw.lines(surface, INK, False, points, width + 2)
    pygame.draw.lines(surface, theme.GOLD_RGB, False, points, width)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    angle = math.atan2(y1 - y0, x1 - x0)
    size = max(5, page.px(10))
    head = [
        (x1 + math.cos(angle) * size * 0.6, y1 + math.sin(angle) * size * 0.6),
        (x1 + math.cos(angle + 2.5) * size, y1 + math.sin(angle + 2.5) * size),
        (x1 + math.cos(angle - 2.5) * size, y1 + math.sin(angle - 2.5) * size),
    ]
    pygame.draw.polygon(surface, theme.GOLD_RGB, head)
    pygame.draw.polygon(surface, INK, head, 1)


@dataclass(frozen=True)
class OdinChoices:
    """An Odin card with its two choices written beside it (msgids; the second starts with
    "Or")."""

    code: str
    first: str
    second: str

    def lay_out(self, page: PageRenderer, y: int, ops: Ops) -> int:
        cw, ch = art.card_size(page.px(120))
        text_w = page.width - cw - page.px(28)
        text_x = page.reading_x(cw + page.px(28), text_w)
        card_x = page.reading_x(0, cw)
        ops.append((y, lambda s, y0: self._card(s, page, card_x, y0, cw)))
        below = page.paragraph(_(self.first), y, ops, text_x, text_w) + page.px(12)
        below = page.paragraph(_(self.second), below, ops, text_x, text_w)
        return max(below, y + ch)

    def _card(self, surface: pygame.Surface, page: PageRenderer, x: int, y: int, cw: int) -> None:
        image = art.odin_card(self.code, cw)
        shadow = image.get_rect(topleft=(x + page.px(3), y + page.px(5)))
        pygame.draw.rect(surface, SHADOW, shadow, border_radius=page.px(8))
        surface.blit(image, (x, y))
