"""Where everything of the flight table goes, for any window from 1024 x 640 up.

Three bands: the opponent at the top (nameplate, hand, stack, discard pile, the Saga), the
paths in the middle (the row of landscape cards, and a column for the Magic Way card, the
landscape deck and both Magic Way rows), the viewer at the bottom (nameplate,
stack, hand, discard pile, buttons). Sizes follow the window's smaller scale (1.0 at the
1280 x 800 design) times the interface size (`theme.layout_scale`), but the paths take the
whole width: a wider window shows more cards before they scroll; and they take the height
the bands leave, which a smaller interface size makes taller. Right to left, the table is not
mirrored (docs/I18N.md: a table is a picture of the cards on it, the same in every language):
its buttons read from the right in their place, and what is read inside each place reads from
the right (`rtl`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from odin_desktop.scenes.ravens import art
from odin_desktop.ui import theme
from odin_desktop.ui.widgets import in_reading_order

HAND_STEP = 0.8  # the hand's cards overlap a little: the next one, this much of a card on


@dataclass
class SideAreas:
    """One player's places (the viewer's at the bottom, the opponent's at the top)."""

    plate: pygame.Rect  # name, level, points, supply
    hand: pygame.Rect
    stack: pygame.Rect
    discard: pygame.Rect
    magic: pygame.Rect  # the Magic Way row


@dataclass
class TableLayout:
    size: tuple[int, int]
    scale: float
    me: SideAreas
    them: SideAreas
    path: pygame.Rect  # the row of landscape cards (and the start before it)
    magic_card: pygame.Rect
    deck: pygame.Rect
    status: pygame.Rect
    saga: pygame.Rect
    buttons: dict[str, pygame.Rect]
    hand_width: int  # the viewer's hand cards
    small_width: int  # the opponent's cards, the piles and the Magic Way rows
    rtl: bool = False  # what is read inside each place reads from the right (no place moves)

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def cascade_step(self, count: int) -> float:
        """How far each deeper card of the viewer's stack of ``count`` peeks out above the
        next."""
        room = self.me.stack.y - self.status.bottom - self.px(30)
        return min(self.px(28), room / max(1, count - 1))


def load(size: tuple[int, int], rtl: bool = False) -> TableLayout:
    w, h = max(1, size[0]), max(1, size[1])
    s = theme.layout_scale((w, h))  # the window's fit times the interface size

    def px(value: float) -> int:
        return max(1, round(value * s))

    m = px(12)
    top_h, bottom_h = px(140), px(360)
    column_w = px(200)
    hand_w = px(122)
    small_w = px(62)
    top = pygame.Rect(m, m, w - 2 * m, top_h)
    bottom = pygame.Rect(m, h - m - bottom_h, w - 2 * m, bottom_h)
    middle_y = top.bottom + px(10)
    middle = pygame.Rect(m, middle_y, w - 2 * m, bottom.y - px(6) - middle_y)
    # A column at the far end: the opponent's Magic Way row at the top, the Magic Way card
    # and the landscape deck beside the paths, the viewer's row above the buttons.
    column_x = top.right - column_w
    path = pygame.Rect(middle.x, middle.y, column_x - px(14) - middle.x, middle.h)
    magic_them = pygame.Rect(column_x, top.y, column_w, px(104))
    card_h = min(middle.h - px(10), round(column_w * 0.46 * art.ASPECT))
    card_w = round(card_h / art.ASPECT)
    magic_card = pygame.Rect(0, 0, card_w, card_h)
    magic_card.midright = (column_x + column_w // 2 - px(8), middle.centery)
    deck = pygame.Rect(0, 0, card_w, card_h)
    deck.midleft = (column_x + column_w // 2 + px(8), middle.centery)

    # The viewer: nameplate at the left, stack, hand, discard, the Magic Way row
    # and the buttons at the right.
    plate_w = px(220)
    plate_me = pygame.Rect(bottom.x, bottom.bottom - px(64), plate_w, px(60))
    hand_card_h = round(hand_w * art.ASPECT)
    hand_total = round(hand_w * (1 + 4 * HAND_STEP))
    hand = pygame.Rect(0, bottom.bottom - hand_card_h - px(12), hand_total, hand_card_h + px(12))
    hand.centerx = w // 2
    end_turn = pygame.Rect(column_x, bottom.bottom - px(132), column_w, px(60))
    hint = pygame.Rect(column_x, bottom.bottom - px(62), (column_w - px(8)) // 2, px(50))
    menu = pygame.Rect(hint.right + px(8), hint.y, hint.w, hint.h)
    magic_me = pygame.Rect(column_x, end_turn.y - px(16) - px(104), column_w, px(104))
    stack_me = pygame.Rect(0, hand.y, hand_w + px(8), hand.h)
    stack_me.right = hand.x - px(14)
    discard_me = pygame.Rect(hand.right + px(14), hand.y, hand_w + px(8), hand.h)
    if stack_me.x < plate_me.right + px(8):  # narrow windows: the plate gives way
        stack_me.x = plate_me.right + px(8)
    status = pygame.Rect(0, bottom.y, hand_total + px(260), px(40))
    status.centerx = w // 2

    # The opponent: nameplate, hand, stack and discard pile, then the Saga.
    plate_them = pygame.Rect(top.x, top.y, plate_w, px(60))
    small_h = round(small_w * art.ASPECT)
    them_hand = pygame.Rect(plate_them.right + px(20), top.y, px(190), small_h + px(8))
    stack_them = pygame.Rect(them_hand.right + px(16), top.y, px(84), them_hand.h)
    discard_them = pygame.Rect(stack_them.right + px(12), top.y, px(84), them_hand.h)
    saga = pygame.Rect(discard_them.right + px(20), top.y, 0, top.h)
    saga.width = magic_them.x - px(14) - saga.x
    layout = TableLayout(
        size=(w, h),
        scale=s,
        me=SideAreas(plate_me, hand, stack_me, discard_me, magic_me),
        them=SideAreas(plate_them, them_hand, stack_them, discard_them, magic_them),
        path=path,
        magic_card=magic_card,
        deck=deck,
        status=status,
        saga=saga,
        buttons={"end": end_turn, "hint": hint, "menu": menu},
        hand_width=hand_w,
        small_width=small_w,
    )
    in_reading_order([hint, menu])  # End turn spans the column above them
    layout.rtl = rtl
    return layout
