"""Where the paths' row stands on screen: the cards' width for the room there is, each card's,
space's, number's and chevron's place, what lies under a point, and how far the row is
scrolled to keep the ravens in sight. Geometry only: `PathView` (path_view.py) builds on it
with the sprites, their animations and the drawing.
"""

from __future__ import annotations

import pygame

from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.sprites import Place, RavensCardSprite

GAP = 0.07  # between cards, in card widths
MIN_CARD = 64  # px: never smaller than this (the row scrolls instead)
# Where the two spaces of a card sit, as a share of its height from its centre.
SPACE_OFFSET = (art.CARD_H / 2 - art.TILE_TOP[1] - art.TILE_H / 2) / art.CARD_H


class PathLayout:
    """The row's geometry and scroll; what it measures is the view's row of sprites."""

    cards: list[RavensCardSprite]  # the row's sprites, kept by `PathView`, counted here

    def __init__(self) -> None:
        self.area = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.positions = [-1, -1]
        self.marker_at: tuple[int, int] | None = None
        self.scroll = 0.0
        self.scroll_goal = 0.0
        self.follow = True  # the view keeps the ravens in sight (until the player scrolls)
        self.focus_seat = 0  # whose raven the view keeps in sight when both do not fit
        self.card_w = 80
        self.inner = pygame.Rect(0, 0, 0, 0)  # where the cards show (the area but gutters)

    # ------------------------------------------------------------------ geometry

    @property
    def gutter(self) -> int:
        """The width at each end kept for a scroll chevron when the row scrolls."""
        return 2 * self.arrow_size + 20

    @property
    def arrow_size(self) -> int:
        return max(10, round(18 * self.scale))

    def _fit(self) -> None:
        self.card_w, self.inner = self._fitted(len(self.cards))

    def _fitted(self, count: int) -> tuple[int, pygame.Rect]:
        """The card width and where the cards show for a row of ``count`` cards: all of it if
        it fits, else scrolling. A row that scrolls is shown between two gutters (the
        chevrons' own) and in whole slots, so that when it rests no card nor the start is cut
        at either end."""
        slots = count + 1
        tallest = int((self.area.h - 2 * self.label_h) / art.ASPECT)
        widest = int(self.area.w / (slots * (1 + GAP)))
        floor = max(MIN_CARD, round(96 * self.scale))
        card_w = max(floor, min(tallest, widest, round(150 * self.scale))) // 2 * 2
        inner = self.area.copy()
        if slots * (card_w * (1 + GAP)) > self.area.w:  # as `content_w` and `slot_w` reckon
            inner = self.area.inflate(-2 * self.gutter, 0)
            shown = max(1, int(inner.w / (card_w * (1 + GAP))))
            card_w = max(2, int(inner.w / shown / (1 + GAP)) // 2 * 2)
            width = int(shown * (card_w * (1 + GAP)))  # exactly the whole slots: no sliver
            inner.x += (inner.w - width) // 2
            inner.w = width
        return card_w, inner

    def widths_near(self) -> list[int]:
        """The card widths of the row as it is and with a card more or less (laid, taken
        off): the sizes its pictures are drawn at next."""
        count = len(self.cards)
        return sorted({self._fitted(n)[0] for n in (count - 1, count, count + 1) if n >= 0})

    def piece_size_at(self, card_w: int) -> int:
        """The pieces' size beside cards ``card_w`` wide."""
        return max(12, round(art.card_size(card_w)[1] * art.TILE_H / art.CARD_H * 0.7))

    @property
    def label_h(self) -> int:
        return max(14, round(26 * self.scale))

    @property
    def card_h(self) -> int:
        return art.card_size(self.card_w)[1]

    @property
    def slot_w(self) -> float:
        return self.card_w * (1 + GAP)

    @property
    def content_w(self) -> float:
        return (len(self.cards) + 1) * self.slot_w

    @property
    def limit(self) -> float:
        """The farthest the row scrolls."""
        return max(0.0, self.content_w - self.inner.w)

    def x_of(self, position: int) -> float:
        """The centre x of a position's card on screen (-1: the start)."""
        return self.inner.x + (position + 1.5) * self.slot_w - self.scroll

    def space_point(self, position: int, path: int) -> tuple[float, float]:
        offset = SPACE_OFFSET * self.card_h
        return self.x_of(position), self.area.centery + (offset if path else -offset)

    def card_place(self, position: int) -> Place:
        return (self.x_of(position), float(self.area.centery), 0.0, float(self.card_w))

    def space_rect(self, position: int, path: int) -> pygame.Rect:
        w, h = art.tile_size(round(self.card_w * art.TILE_W / art.CARD_W))
        x, y = self.space_point(position, path)
        return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)

    def card_rect(self, position: int) -> pygame.Rect:
        x = self.x_of(position)
        w, h = art.card_size(self.card_w)
        return pygame.Rect(round(x - w / 2), round(self.area.centery - h / 2), w, h)

    @property
    def piece_size(self) -> int:
        return self.piece_size_at(self.card_w)

    def visible(self, position: int) -> bool:
        x = self.x_of(position)
        return self.inner.x <= x <= self.inner.right

    # ------------------------------------------------------------------ hit tests

    def space_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.inner.collidepoint(pos):
            return None
        for position in range(-1, len(self.cards)):
            for path in (0, 1):
                if self.space_rect(position, path).collidepoint(pos):
                    return position, path
        return None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        if not self.inner.collidepoint(pos):
            return None
        for position in range(len(self.cards)):
            if self.card_rect(position).collidepoint(pos):
                return position
        return None

    # ------------------------------------------------------------------ scrolling

    def _whole(self, goal: float) -> float:
        """A scroll at a whole slot (nothing cut at the ends), within the row."""
        slot = self.slot_w
        return max(0.0, min(self.limit, round(goal / slot) * slot))

    def _goal(self) -> float:
        """The scroll that shows what matters: both ravens, the marker and the space after
        the farther raven (the start too, while a raven stands there), or at least the
        focus raven; the whole row, centred, when it fits. At rest in whole slots."""
        spare = self.inner.w - self.content_w
        if spare >= 0:
            return -spare / 2
        slot = self.slot_w
        shown = max(1, round(self.inner.w / slot))  # whole slots (`_fit`)
        wanted = [p + 1 for p in self.positions] + [max(self.positions) + 2]
        if self.marker_at is not None:
            wanted.append(self.marker_at[0] + 1)
        first, last = min(wanted), max(wanted)  # slots: the start is slot 0
        if last - first + 1 > shown:  # not all of it: the raven to move, and what is ahead
            mine = self.positions[self.focus_seat] + 1
            first, last = max(0, mine - 1), mine + 1
        start = first - (shown - (last - first + 1)) // 2  # centred, in whole slots
        return self._whole(max(0, min(start, first)) * slot)

    def scroll_by(self, slots: float) -> None:
        """The player scrolls (the wheel, the arrows): the view stops following for now."""
        if self.limit <= 0:
            return
        self.follow = False
        self.scroll_goal = max(0.0, min(self.limit, self.scroll_goal + slots * self.slot_w))

    def show_position(self, position: int) -> None:
        """Scroll so the card at ``position`` can be reached (a keyboard target)."""
        if self.visible(position) and self.visible(position - 1) and self.visible(position + 1):
            return
        self.follow = False
        self.scroll_goal = self._whole((position + 1.5) * self.slot_w - self.inner.w / 2)

    def can_scroll(self) -> tuple[bool, bool]:
        """Whether cards are hidden before and after the window."""
        return self.scroll > 1, self.limit > 0 and self.scroll < self.limit - 1

    # ------------------------------------------------------------------ chevrons

    def chevrons(self) -> list[tuple[int, pygame.Rect]]:
        """Where the chevron at each end is drawn when cards are hidden there: (direction,
        where), before then after."""
        size = self.arrow_size
        half = self.gutter // 2  # each chevron in its own gutter, clear of the cards
        found = []
        for x, direction in ((self.area.x + half, -1), (self.area.right - half, 1)):
            rect = pygame.Rect(0, 0, 2 * size + 12, 2 * size + 12)
            rect.center = (x, self.area.centery)
            found.append((direction, rect))
        return found

    def arrows(self) -> list[tuple[int, pygame.Rect]]:
        """The chevrons shown at the ends where cards are hidden: (direction, where)."""
        return [
            chevron
            for chevron, shown in zip(self.chevrons(), self.can_scroll(), strict=True)
            if shown
        ]

    def arrow_at(self, pos: tuple[int, int]) -> int | None:
        """The direction of the chevron under ``pos`` (a click scrolls that way)."""
        return next((d for d, rect in self.arrows() if rect.collidepoint(pos)), None)
