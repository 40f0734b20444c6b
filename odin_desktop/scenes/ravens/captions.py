"""The captions of the viewer's places on Odin's Ravens' table, Hand, Stack and Discards, with
the pips of the cards a turn may still play from each: where they stand (above the cards
raised and marked, which never cover them) and their drawing. What is drawn over the places
(a card shown large, a lesson) asks `rects` what to leave in sight."""

from __future__ import annotations

import math
from typing import Protocol

import pygame

from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE
from odin_desktop.i18n import _
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.layout import TableLayout
from odin_desktop.scenes.ravens.sprites import Place, RavensCardSprite, even, mark_reach
from odin_desktop.ui import theme
from odin_desktop.ui.text import text


class Places(Protocol):
    """What the captions ask of the table's view (`RavensTableView`)."""

    layout: TableLayout
    stack_top: RavensCardSprite | None

    def hand_place(self, index: int, count: int) -> Place: ...

    def lift(self) -> int: ...


def hand_point(view: Places) -> tuple[int, int]:
    """Where the viewer's Hand caption stands (the middle of its foot): above the hand's
    cards raised and marked, which never cover it."""
    _x, y, _a, width = view.hand_place(0, 1)
    h = art.card_size(even(width))[1]
    top = y - h / 2 - view.lift() - mark_reach(even(width))
    return (view.layout.me.hand.centerx, math.floor(top) - view.layout.px(2))


def stack_point(view: Places, count: int) -> tuple[int, int]:
    """Where the viewer's Stack caption stands over ``count`` cards: above the deepest
    one peeking out and the top card, raised and marked as it is."""
    lay, box = view.layout, view.layout.me.stack
    w, h = art.card_size(even(lay.hand_width))
    if count <= 0:  # an empty pile's outline (`SeatPlaces._draw_pile`)
        return (box.centerx, box.centery - h // 2 - lay.px(4))
    top = box.centery - h / 2 - (count - 1) * lay.cascade_step(count)
    if view.stack_top is not None:  # raised (picked), it would hide the name and pips
        reach = mark_reach(w) if view.stack_top.focus else 0
        top = min(top, view.stack_top.rect().y - reach)
    return (box.centerx, round(top) - lay.px(4))


def rects(view: Places, stack_count: int) -> list[pygame.Rect]:
    """Where the viewer's Hand, Stack and Discards captions lie on their turn, pips and
    all (what nothing drawn over the places may cover)."""
    lay = view.layout
    _w, h = art.card_size(even(lay.hand_width))
    discards = (lay.me.discard.centerx, lay.me.discard.centery - h // 2 - lay.px(4))
    full = CARDS_PER_SOURCE
    return [
        caption_rect(_("Hand"), full, hand_point(view), "midbottom", lay),
        caption_rect(_("Stack"), full, stack_point(view, stack_count), "midbottom", lay),
        caption_rect(_("Discards"), None, discards, "midbottom", lay),
    ]


# Design px a caption with its pips may take on one line: beyond, the pips go under the words
# (the top seat's "Zusatzstapel" and its pips ran into "Ablagestapel" beside it).
ONE_LINE = 96


def _pip_row(lay: TableLayout) -> tuple[int, int, int]:
    """A pip's radius, the gap between two, and the width of a row of them."""
    radius, gap = max(3, lay.px(5)), lay.px(4)
    return radius, gap, CARDS_PER_SOURCE * 2 * radius + (CARDS_PER_SOURCE - 1) * gap


def _stacked(words: pygame.Surface, lay: TableLayout) -> bool:
    """Whether the pips go under the words: the two together too wide for one line."""
    return words.get_width() + lay.px(8) + _pip_row(lay)[2] > lay.px(ONE_LINE)


def caption_rect(
    label: str, pips: int | None, point: tuple[int, int], anchor: str, lay: TableLayout
) -> pygame.Rect:
    """Where `draw_caption` draws ``label`` (with its pips when ``pips`` is not None)."""
    words = text(label, theme.scaled(14, lay.scale), theme.TEXT_DIM)
    if pips is None:
        return words.get_rect(**{anchor: point})
    radius, _gap, dots = _pip_row(lay)
    if _stacked(words, lay):
        size = (max(words.get_width(), dots), words.get_height() + lay.px(2) + 2 * radius)
    else:
        size = (words.get_width() + lay.px(8) + dots, max(words.get_height(), 2 * radius))
    line = pygame.Rect((0, 0), size)
    setattr(line, anchor, point)
    return line


def draw_caption(
    surface: pygame.Surface,
    label: str,
    pips: int | None,
    point: tuple[int, int],
    anchor: str,
    lay: TableLayout,
) -> None:
    """A place's name, with (on its player's turn) a pip for each card a turn may play from
    it (the engine's `CARDS_PER_SOURCE`), emptying as cards come from it."""
    words = text(label, theme.scaled(14, lay.scale), theme.TEXT_DIM)
    line = caption_rect(label, pips, point, anchor, lay)
    if pips is None:
        surface.blit(words, line)
        return
    radius, gap, dots = _pip_row(lay)
    if _stacked(words, lay):
        surface.blit(words, words.get_rect(midtop=line.midtop))
        x, y = line.centerx - dots // 2 + radius, line.bottom - radius
    # Right to left, the name reads first from the right and the pips follow to its left.
    elif lay.rtl:
        surface.blit(words, words.get_rect(midright=(line.right, line.centery)))
        x, y = line.x + radius, line.centery
    else:
        surface.blit(words, words.get_rect(midleft=(line.x, line.centery)))
        x, y = line.right - dots + radius, line.centery
    for pip in range(CARDS_PER_SOURCE):
        centre = (x + pip * (2 * radius + gap), y)
        if pip < pips:
            pygame.draw.circle(surface, theme.GOLD_RGB, centre, radius)
        pygame.draw.circle(surface, theme.GOLD_RGB, centre, radius, 1)
