"""Where each part of the flight table draws, all of it: a place with its caption, pips and
badge, a nameplate with its glow, a piece raised or dropping in, the status line with its
backing. The panels of a frame drawn in parts (`table_damage`) are these rectangles, and the
view skips a part whose rectangle lies outside the area a pass draws (at 3840 x 2160 a frame
drawn in parts runs the table's drawing once per area).

Each rectangle holds all its part draws, with room to spare (a caption's words in any
language, a badge at a card's corner, a pile's depth); two may overlap.
"""

from __future__ import annotations

import pygame

from odin_desktop.scenes.ravens.layout import TableLayout
from odin_desktop.scenes.ravens.sprites import PieceSprite

CAPTION_ROOM = 40  # design px beside a place its caption, its pips and its badge may take
CAPTION_DEPTH = 40  # design px above or below a place its caption (two lines) may take
HAND_CAPTION_W = 280  # design px: the viewer's hand's caption and its pips, at most
STATUS_REACH = 44  # design px around the status box its lines and backing may take
GROWTH = 1.7  # the Odin marker dropped in starts this much larger (`PieceSprite.draw`)
GLOW_REACH = 18  # px a nameplate's glow reaches beyond it (`ui.glow.draw_glow`: 8)


def shows(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """Whether ``rect`` meets the area ``surface`` is drawn in now (its clip)."""
    return surface.get_clip().colliderect(rect)


def place(lay: TableLayout, box: pygame.Rect) -> pygame.Rect:
    """A pile or a fan of cards in ``box``: its depth, its caption above or below, its badge."""
    return box.inflate(2 * lay.px(CAPTION_ROOM), 2 * lay.px(CAPTION_DEPTH))


def stack(lay: TableLayout, box: pygame.Rect, mine: bool) -> pygame.Rect:
    """A stack: the viewer's own peeks out above its box up to the status line."""
    rect = place(lay, box)
    if mine:
        rect.union_ip(pygame.Rect(rect.x, lay.status.y, rect.w, box.y - lay.status.y))
    return rect


def hand_caption(lay: TableLayout, point: tuple[int, int]) -> pygame.Rect:
    """The viewer's hand's caption and pips standing at ``point`` (the middle of its foot),
    above the hand (the cards are sprites)."""
    rect = pygame.Rect(0, 0, lay.px(HAND_CAPTION_W), lay.px(CAPTION_DEPTH))
    rect.midbottom = (point[0], point[1] + lay.px(4))
    return rect


def plate(box: pygame.Rect) -> pygame.Rect:
    """A nameplate and the turn's glow around it."""
    return box.inflate(2 * GLOW_REACH, 2 * GLOW_REACH)


def column(lay: TableLayout) -> pygame.Rect:
    """The Magic Way card and the landscape deck with its caption and count."""
    return place(lay, lay.magic_card.union(lay.deck))


def magic_row(box: pygame.Rect) -> pygame.Rect:
    return box.inflate(4, 4)


def status(lay: TableLayout) -> pygame.Rect:
    """The status line's words (two lines, more than its box's height) and their backing."""
    reach = lay.px(STATUS_REACH)
    return lay.status.inflate(2 * reach, 2 * reach)


def saga(lay: TableLayout) -> pygame.Rect:
    return lay.saga.inflate(4, 4)


def buttons(lay: TableLayout) -> pygame.Rect:
    """The buttons' column (a hint's gold outline around End turn included)."""
    named = list(lay.buttons.values())
    return named[0].unionall(named).inflate(lay.px(16), lay.px(16))


def piece(piece: PieceSprite, size: int) -> pygame.Rect:
    """All a piece ``size`` px large draws: itself (raised while it hops, larger while it
    drops in) and its shadow on the table."""
    grown = round(size * GROWTH) + 4
    rect = pygame.Rect(0, 0, grown, grown)
    rect.center = (round(piece.x), round(piece.y - piece.height))
    shadow = pygame.Rect(0, 0, size + 4, size // 3 + 4)
    shadow.center = (round(piece.x), round(piece.y + size * 0.35))
    return rect.union(shadow)
