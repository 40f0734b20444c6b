"""Which rows of a list are on screen when they do not all fit: a window of `shown` rows over
`count`, moved a whole row at a time (a row is never cut in half, so a control is either
there to hit or not there at all), which follows the row asked for (the focused one).
Pygame-free."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class RowWindow:
    count: int = 0
    shown: int = 0
    first: int = 0

    def fit(self, count: int, shown: int) -> None:
        """A new number of rows, or of rows that fit; the window stays where it can."""
        self.count, self.shown = count, max(1, min(count, shown))
        self.first = self._clamped(self.first)

    @property
    def scrolls(self) -> bool:
        return self.shown < self.count

    @property
    def rows(self) -> range:
        return range(self.first, min(self.count, self.first + self.shown))

    def visible(self, row: int) -> bool:
        return row in self.rows

    def _clamped(self, first: int) -> int:
        return max(0, min(self.count - self.shown, first))

    def scroll(self, rows: int) -> bool:
        """Move by ``rows`` (negative: back); True when it moved."""
        return self.show_from(self.first + rows)

    def show_from(self, first: int) -> bool:
        was, self.first = self.first, self._clamped(first)
        return self.first != was

    def reveal(self, row: int) -> bool:
        """Bring ``row`` into the window with the least movement; True when it moved."""
        if row < self.first:
            return self.show_from(row)
        if row >= self.first + self.shown:
            return self.show_from(row - self.shown + 1)
        return False

    def nearest_shown(self, row: int) -> int:
        """The row in the window closest to ``row`` (``row`` itself when shown)."""
        return max(self.first, min(self.first + self.shown - 1, row))
