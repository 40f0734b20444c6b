"""The chance to win the game from the scores: what the end of a hand (ODIN) or of a race
(Odin's Ravens) is worth to each seat, as backgammon programs value a score with a match
equity table.

Points only matter through the game. The tables were estimated once by self-play and ship as
data (`ai/data/equity_<game>.json`, rebuilt by `python -m devtools.ai.equity`, see
docs/AI.md, "The chance to win the game"): the Normal level played thousands of hands and races
against itself, the outcomes of a hand or race were counted, and the chance to win from every
score was worked out from them, assuming each hand or race is a fresh draw from those
outcomes.

A game's chances depend only on each seat's *points to go* (the target less its total): ODIN
ends when a total reaches the target and the fewest points win; Odin's Ravens ends the same
way and the most points win. So one table serves every target a player can choose.

- ODIN heads-up and Odin's Ravens: the chance for every pair of points to go up to `limit`,
  and who leads (ODIN) or starts (Ravens) the next hand or race — both matter, the leader
  goes out first more often.
- ODIN at 3 to 6 players: the exact sum has too many scores to hold, so a seat's chance is a
  softmax of the points to go, ``exp(slope * g + place)`` over the sum of every seat's, the
  slope read from the points to go of the seat nearest the target (the clock: near the end a
  point separates the seats more) and a small term for the seat's place after the next
  hand's leader. Slopes and places were fitted to games played out from the hand outcomes;
  docs/AI.md gives the error of this shortcut.

Finished games are exact: the winner's chance is 1 (a share on a tie), everyone else's 0.
Beyond a table's `limit` (targets above 100), the points to go are shortened alike, keeping
the leads. This module knows nothing of pygame or the engines: the bots and the review use it.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any

FORMAT = "odin-desktop-equity"
VERSION = 1


def read_table(game: str) -> dict[str, Any]:
    """The shipped table of ``game`` ("odin" or "ravens") as its JSON document."""
    text = (files("odin_desktop.ai") / "data" / f"equity_{game}.json").read_text("utf-8")
    document: dict[str, Any] = json.loads(text)
    if document.get("format") != FORMAT or document.get("version") != VERSION:
        raise ValueError(f"equity_{game}.json is not an equity table of version {VERSION}")
    return document


def _fit(to_go: Sequence[int], limit: int) -> list[int]:
    """Points to go within 1..limit: all shortened alike when the largest is beyond."""
    over = max(to_go) - limit
    if over <= 0:
        return list(to_go)
    return [max(1, g - over) for g in to_go]


def _finished(scores: Sequence[float], best: float, winner: int | None) -> tuple[float, ...]:
    """The chances of a finished game: the seats scoring ``best`` share the win, unless
    ``winner`` (not None) breaks the tie."""
    tied = [seat for seat, score in enumerate(scores) if score == best]
    if len(tied) > 1 and winner is not None and winner in tied:
        tied = [winner]
    return tuple(1.0 / len(tied) if seat in tied else 0.0 for seat in range(len(scores)))


@dataclass(frozen=True)
class PairTable:
    """A heads-up table: ``chance[first][a - 1][b - 1]`` is the chance of the seat with ``a``
    points to go against ``b``, ``first`` 1 when it leads or starts the next hand or race."""

    limit: int
    chance: tuple[tuple[tuple[float, ...], ...], ...]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PairTable:
        chance = tuple(tuple(tuple(row) for row in grid) for grid in data["chance"])
        return cls(int(data["limit"]), chance)

    def of(self, mine: int, theirs: int, first: bool | None) -> float:
        """The chance of the seat with ``mine`` points to go (both at least 1); ``first``
        None: not known, both ways averaged."""
        mine, theirs = _fit((mine, theirs), self.limit)
        if first is None:
            return 0.5 * (
                self.chance[0][mine - 1][theirs - 1] + self.chance[1][mine - 1][theirs - 1]
            )
        return self.chance[int(first)][mine - 1][theirs - 1]


@dataclass(frozen=True)
class SoftmaxTable:
    """A table for 3 or more players: a seat's chance is proportional to
    ``exp(slope[c - 1] * g + place[k])``, ``g`` its points to go, ``c`` the fewest points to
    go of any seat (the clock: how near the end the game is), ``k`` its place after the next
    hand's leader (the place term left out when the leader is not known)."""

    limit: int
    slope: tuple[float, ...]
    place: tuple[float, ...]

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SoftmaxTable:
        return cls(int(data["limit"]), tuple(data["slope"]), tuple(data["place"]))

    def of(self, to_go: Sequence[int], next_leader: int | None) -> tuple[float, ...]:
        to_go = _fit(to_go, self.limit)
        players = len(to_go)
        clock = min(to_go)
        slope = self.slope[clock - 1]
        logs = [slope * (g - clock) for g in to_go]
        if next_leader is not None:
            logs = [x + self.place[(seat - next_leader) % players] for seat, x in enumerate(logs)]
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        total = sum(weights)
        return tuple(w / total for w in weights)


class OdinEquity:
    """ODIN's chances to win the game, for 2 to 6 players."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
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
            return _finished([-t for t in totals], -min(totals), None)
        to_go = [target - t for t in totals]
        if players == 2:
            first = None if next_leader is None else next_leader == 0
            mine = self.pair.of(to_go[0], to_go[1], first)
            return (mine, 1.0 - mine)
        table = self.many.get(players)
        if table is None:
            raise ValueError(f"ODIN is for 2 to 6 players, not {players}")
        return table.of(to_go, next_leader)

    def win_chance(
        self, totals: Sequence[int], target: int, seat: int, next_leader: int | None = None
    ) -> float:
        """``seat``'s chance to win the game (see `win_chances`)."""
        return self.win_chances(totals, target, next_leader)[seat]


class RavensEquity:
    """Odin's Ravens' chances to win the game (2 players)."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document
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
            chances = _finished(totals, max(totals), last_winner)
            return (chances[0], chances[1])
        mine, theirs = target - totals[0], target - totals[1]
        if mine != theirs:
            first: bool | None = mine > theirs  # fewer points: it starts the next race
        else:
            first = None if last_winner is None else last_winner == 0
        chance = self.pair.of(mine, theirs, first)
        return (chance, 1.0 - chance)

    def win_chance(
        self, totals: Sequence[int], target: int, seat: int, last_winner: int | None = None
    ) -> float:
        """``seat``'s chance to win the game (see `win_chances`)."""
        return self.win_chances(totals, target, last_winner)[seat]


@cache
def odin_equity() -> OdinEquity:
    """ODIN's shipped table (read once)."""
    return OdinEquity(read_table("odin"))


@cache
def ravens_equity() -> RavensEquity:
    """Odin's Ravens' shipped table (read once)."""
    return RavensEquity(read_table("ravens"))
