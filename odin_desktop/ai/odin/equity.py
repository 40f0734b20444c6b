"""ODIN's chances to win the game from the scores (the shared tables: `ai/equity.py`).

- Heads-up: the chance for every pair of points to go, and who leads the next hand (the
  leader goes out first more often).
- At 3 to 6 players: the exact sum has too many scores to hold, so a seat's chance is a
  softmax of the points to go, the slope read from the points to go of the seat nearest the
  target (the clock: near the end a point separates the seats more) and a small term for the
  seat's place after the next hand's leader. Slopes and places were fitted to games played
  out from the hand outcomes; docs/AI.md gives the error of this shortcut.

ODIN ends when a total reaches the target and the fewest points win.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from odin_desktop.ai.equity import GameEquity, PairTable, SoftmaxTable, finished, read_table


class OdinEquity(GameEquity):
    """ODIN's chances to win the game, for 2 to 6 players."""

    def __init__(self, document: dict[str, Any]) -> None:
        super().__init__(document)
        tables = document["tables"]
        self.pair = PairTable.from_json(tables["2"])
        self.many = {int(n): SoftmaxTable.from_json(t) for n, t in tables.items() if n != "2"}
        self._memo: dict[tuple[object, ...], tuple[float, ...]] = {}

    def win_chances(
        self, totals: Sequence[int], target: int, next_leader: int | None = None
    ) -> tuple[float, ...]:
        """Every seat's chance to win the game from ``totals`` (points so far, one per seat)
        in a game to ``target``, with ``next_leader`` leading the next hand (None: not
        known). A finished game (a total at the target) is exact: the fewest points win, a
        tie shares the win."""
        key = (tuple(totals), target, next_leader)
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) > 200_000:
                self._memo.clear()
            found = self._memo[key] = self._chances(totals, target, next_leader)
        return found

    def _chances(
        self, totals: Sequence[int], target: int, next_leader: int | None
    ) -> tuple[float, ...]:
        players = len(totals)
        if players < 2:
            raise ValueError("a game has two players or more")
        if max(totals) >= target:
            return finished([-t for t in totals], -min(totals), None)
        to_go = [target - t for t in totals]
        if players == 2:
            first = None if next_leader is None else next_leader == 0
            mine = self.pair.of(to_go[0], to_go[1], first)
            return (mine, 1.0 - mine)
        table = self.many.get(players)
        if table is None:
            raise ValueError(f"ODIN is for 2 to 6 players, not {players}")
        return table.of(to_go, next_leader)


@cache
def odin_equity() -> OdinEquity:
    """ODIN's shipped table (read once)."""
    return OdinEquity(read_table("odin"))
