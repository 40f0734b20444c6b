"""The chance to win the game from the scores: what the end of a round (a hand of ODIN, a race
of Odin's Ravens) is worth to each seat, as backgammon programs value a score with a match
equity table. This module holds what every game's table shares: the file format, reading a
game's shipped table, and the two shapes a table takes; each game's own reading of its table
is `ai/<game>/equity.py`.

Points only matter through the game. The tables were estimated once by self-play and ship as
data (`ai/data/equity_<game>.json`, rebuilt by `python -m devtools.ai.equity`, see
docs/AI.md, "The chance to win the game"): the Normal level played thousands of rounds
against itself, the outcomes of a round were counted, and the chance to win from every score
was worked out from them, assuming each round is a fresh draw from those outcomes.

A game's chances depend only on each seat's *points to go* (the target less its total), so
one table serves every target a player can choose.

- Two players: the chance for every pair of points to go up to `limit`, and who leads or
  starts the next round (`PairTable`).
- More players: a softmax of the points to go, ``exp(slope * g + place)`` over the sum of
  every seat's (`SoftmaxTable`).

Finished games are exact: the winner's chance is 1 (a share on a tie), everyone else's 0.
Beyond a table's `limit`, the points to go are shortened alike, keeping the leads. This
module knows nothing of pygame or the engines: the bots and the review use it.
"""

from __future__ import annotations

import json
import math
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

FORMAT = "odin-desktop-equity"
VERSION = 1


class GameEquity(ABC):
    """A game's chances to win the game from the scores, read from its table's document."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = document

    @abstractmethod
    def win_chances(
        self, totals: Sequence[int], target: int, first: int | None = None
    ) -> tuple[float, ...]:
        """Every seat's chance to win the game from ``totals`` (points so far, one per seat)
        in a game to ``target``; ``first``: the seat the next round favours as the game's
        rules say (ODIN: its leader; Odin's Ravens: the last race's winner), None when not
        known."""

    def win_chance(
        self, totals: Sequence[int], target: int, seat: int, first: int | None = None
    ) -> float:
        """``seat``'s chance to win the game (see `win_chances`)."""
        return self.win_chances(totals, target, first)[seat]


def read_table(game: str) -> dict[str, Any]:
    """The shipped table of the game ``game`` (a registry id) as its JSON document."""
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


def finished(scores: Sequence[float], best: float, winner: int | None) -> tuple[float, ...]:
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
