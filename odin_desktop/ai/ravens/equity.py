"""Odin's Ravens' chances to win the game from the scores (the shared tables:
`ai/equity.py`): the chance for every pair of points to go, and who starts the next race.
The game ends when a total reaches the target and the most points win.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from odin_desktop.ai.equity import GameEquity, PairTable, finished, read_table


class RavensEquity(GameEquity):
    """Odin's Ravens' chances to win the game (2 players)."""

    def __init__(self, document: dict[str, Any]) -> None:
        super().__init__(document)
        self.pair = PairTable.from_json(document["tables"]["2"])

    def win_chances(
        self, totals: Sequence[int], target: int, last_winner: int | None = None
    ) -> tuple[float, float]:
        """Both seats' chances to win the game from ``totals`` in a game to ``target``.
        ``last_winner``: the seat that won the race just played (or, before the first race,
        the seat that starts it); it wins a tie at the end, and starts the next race when the
        totals are equal (otherwise the seat with fewer points starts). None: not known, both
        ways averaged. A finished game (a total at the target) is exact."""
        if len(totals) != 2:
            raise ValueError("Odin's Ravens is for 2 players")
        if max(totals) >= target:
            chances = finished(totals, max(totals), last_winner)
            return (chances[0], chances[1])
        mine, theirs = target - totals[0], target - totals[1]
        if mine != theirs:
            first: bool | None = mine > theirs  # fewer points: it starts the next race
        else:
            first = None if last_winner is None else last_winner == 0
        chance = self.pair.of(mine, theirs, first)
        return (chance, 1.0 - chance)


@cache
def ravens_equity() -> RavensEquity:
    """Odin's Ravens' shipped table (read once)."""
    return RavensEquity(read_table("ravens"))
