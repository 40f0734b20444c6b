"""A card under a finger's long press, shown large until the finger lifts: in the hand, in the
middle, in the replay viewer's hands.

A finger covers the card it touches, which the mouse's pointer does not: so ODIN shows a card
large for touch's long press alone (`ui/touch.py` rests the pointer there). The mouse and the
pad see ODIN's cards whole and readable at their size, and a card popping up at every pause of
the pointer or the focus would cover the middle the player is reading. (Odin's Ravens shows
its Odin cards large at a rest of any device: their two texts are small at any size.)

The large card is drawn from the card art rendered at exactly its size (`art.large`, kept
while it is shown, apart from the table's cache), clear of the finger's point: above it when
there is room, else below, else beside it. At the table it is shown in the Saga's column
instead, beside the play: near the finger it covered the status line, the middle's words or
the cards a lesson rings.
"""

from __future__ import annotations

import pygame

from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.view import OdinTableView
from odin_desktop.ui import theme
from odin_desktop.ui.effects import card_shadow
from odin_desktop.ui.touch import rests

SHARE = 0.46  # of the window's height, the large card's
GAP = 24  # px (at scale 1) between the finger's point and the card


class CardZoom:
    def __init__(self) -> None:
        self.card: int | None = None  # the card shown large
        self.at = (0, 0)  # the finger's point
        self._image: tuple[tuple[str, int, bool], pygame.Surface] | None = None  # the last drawn

    def point(self, event: pygame.event.Event, view: OdinTableView) -> None:
        """The pointer moved (``event``): a long press on a face shows it; anything else (the
        finger lifted, a drag, the mouse) puts it away."""
        self.card = view.face_at(event.pos) if rests(event) else None
        self.at = event.pos

    def close(self) -> None:
        self.card = None

    def rect(
        self, size: tuple[int, int], scale: float, within: pygame.Rect | None = None
    ) -> pygame.Rect:
        """Where the card is shown large in a window of ``size``: clear of the finger, or in
        the column ``within``."""
        if within is not None:
            return column_rect(size, within, self.at)
        return zoom_rect(size, scale, self.at)

    def draw(
        self, surface: pygame.Surface, view: OdinTableView, within: pygame.Rect | None = None
    ) -> pygame.Rect | None:
        """The card shown large, if any (`rect`'s place); returns where."""
        sprite = view.sprites.get(self.card) if self.card is not None else None
        if sprite is None or sprite.code == art.BACK:
            return None
        rect = self.rect(surface.get_size(), view.layout.scale, within)
        shade = card_shadow(*rect.size)
        surface.blit(shade, shade.get_rect(center=(rect.centerx + 5, rect.centery + 8)))
        surface.blit(self.image(sprite.code, rect.w), rect)
        return rect

    def image(self, code: str, width: int) -> pygame.Surface:
        """The face at ``width``, rendered once while it is shown (every frame of a long
        press draws it)."""
        key = (code, width, art.colour_symbols_shown())
        if self._image is None or self._image[0] != key:
            self._image = (key, art.large(code, width))
        return self._image[1]


def _large(height: int, widest: int | None = None) -> pygame.Rect:
    """A card ``height`` high at most (and ``widest`` wide), at an even width (the sizes the
    hand's cards are cached at)."""
    width = art.width_for_height(height)
    if widest is not None:
        width = min(width, widest)
    width -= width % 2
    return pygame.Rect((0, 0), art.card_size(width))


def column_rect(size: tuple[int, int], column: pygame.Rect, at: tuple[int, int]) -> pygame.Rect:
    """A card as large as ``zoom_rect``'s or as ``column`` holds, in ``column``, level with
    ``at`` where it can be."""
    rect = _large(int(size[1] * SHARE), column.width)
    rect.center = (column.centerx, at[1])
    return rect.clamp(column)


def zoom_rect(size: tuple[int, int], scale: float, at: tuple[int, int]) -> pygame.Rect:
    """A card ``SHARE`` of the window high, near ``at`` and clear of it where it fits: above,
    below, then beside it (the side with more room); always inside the window."""
    w, h = size
    rect = _large(int(h * SHARE))
    gap = theme.scaled(GAP, scale)
    x, y = at
    if y - gap - rect.h >= 0:
        rect.midbottom = (x, y - gap)
    elif y + gap + rect.h <= h:
        rect.midtop = (x, y + gap)
    elif x > w - x:
        rect.midright = (x - gap, y)
    else:
        rect.midleft = (x + gap, y)
    return rect.clamp(pygame.Rect(0, 0, w, h))
