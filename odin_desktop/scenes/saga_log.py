"""What both games' Sagas keep besides their drawing: the entries shown, followed as the
table's model writes them (all anew when a hand or race begins), and how far the player has
scrolled back with the wheel (0: following the newest). Pygame-free."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

EntryT = TypeVar("EntryT")


class SagaLog(Generic[EntryT]):
    def __init__(self) -> None:
        self.entries: list[EntryT] = []
        self.scroll = 0  # entries hidden below the bottom (0: following the newest)
        self._epoch = -1

    def follow(self, entries: Sequence[EntryT], epoch: int) -> None:
        """Show ``entries``, a log that only grows until its ``epoch`` changes (a new hand or
        race)."""
        if epoch != self._epoch:
            self._epoch = epoch
            self.clear()
        for entry in entries[len(self.entries) :]:
            self.add(entry)

    def add(self, entry: EntryT) -> None:
        self.entries.append(entry)
        if self.scroll:
            self.scroll += 1  # keep the player's view where it was

    def clear(self) -> None:
        self.entries.clear()
        self.scroll = 0

    def handle_wheel(self, dy: int) -> None:
        self.scroll = max(0, min(len(self.entries) - 1, self.scroll + dy))
