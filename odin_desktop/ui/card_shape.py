"""A game's cards' proportions, and the pixel sizes they are drawn at."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardShape:
    aspect: float  # height / width
    min_width: int  # never drawn narrower

    def size(self, width: float) -> tuple[int, int]:
        """The pixel size of a card drawn ``width`` pixels wide."""
        width = max(self.min_width, int(width))
        return width, round(width * self.aspect)

    def width_for_height(self, height: float) -> int:
        """The card width whose height is at most ``height`` pixels."""
        return max(self.min_width, int(height / self.aspect))
