"""How far a win-chance table may stray from another by chance alone, and whether it does
(`python -m devtools.ai.equity build --errors B`, then `… compare FILE`).

A table is a function of sampled outcomes (hands or races of Normal against itself, and at 3
players and more of the games played out from them). Its *standard error* at a position is
measured by the bootstrap: the outcomes are drawn again with replacement and the table made
again, ``B`` times, and the spread of its chances there is the error. At 3 players and more a
table costs a fit, so the replicates are made from a quarter of the sample (the m-out-of-n
bootstrap: hands and games a quarter as many) and their spread halved, errors falling as one
over the square root of the sample.

Two tables built alike from samples of n and N agree within chance when, at every probed
position, their difference is within `Z_LIMIT` standard errors of a difference: the small
table's error measured, the large one's the same scaled by the square root of n / N. The
self-play summaries (mean points per place, how often the starter wins) are compared the
same way, from their recorded standard deviations.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from devtools.ai import equity_tables as tables
from odin_desktop.ai.odin.equity import OdinEquity
from odin_desktop.ai.ravens.equity import RavensEquity

# A difference beyond this many standard errors is not chance: the errors are estimated from
# a few dozen replicates (Student's t with their degrees of freedom, not the normal law), and
# a table has hundreds of figures.
Z_LIMIT = 5.0
PAIR_STEPS = (1, 2, 3, 4, 6, 9, 12, 15)  # points to go probed heads-up, every pair of them
PAIR_LIMIT = PAIR_STEPS[-1]  # the bootstrap's tables need go no further
CLOCKS = (1, 3, 6, 10, 15)  # the fewest points to go probed at 3 players and more
SUBSAMPLE = 4  # the 3-player-and-more replicates use a quarter of the sample
ROUNDING = 1e-5  # the stored tables' rounding: no difference below it is counted
MIN_ERROR = 1e-4  # an error measured as nothing (a chance all but sure) is taken as this

K = TypeVar("K")


def _leads(players: int) -> list[tuple[int, ...]]:
    """The seats' leads over the clock probed at ``players``: level, spread, one behind."""
    return [
        (0,) * players,
        tuple(2 * k for k in range(players)),
        (0, *(4,) * (players - 1)),
        (*(0,) * (players - 1), 6),
    ]


def pair_probes() -> list[tuple[int, int, int]]:
    """(first, a, b): every pair of `PAIR_STEPS` points to go, leading or not."""
    return [(first, a, b) for first in (0, 1) for a in PAIR_STEPS for b in PAIR_STEPS]


def many_probes(players: int) -> list[tuple[tuple[int, ...], int]]:
    """(points to go per seat, the next hand's leader) probed at ``players`` (3 or more)."""
    return [
        (tuple(clock + lead for lead in leads), leader)
        for clock in CLOCKS
        for leads in _leads(players)
        for leader in (0, players - 1)
    ]


def resample(outcomes: Counter[K], size: int, rng: random.Random) -> Counter[K]:
    """``size`` outcomes drawn with replacement from ``outcomes`` (in their order met)."""
    pool = [outcome for outcome, n in outcomes.items() for _ in range(n)]
    drawn: Counter[K] = Counter()
    for _ in range(size):
        drawn[pool[rng.randrange(len(pool))]] += 1
    return Counter({outcome: drawn[outcome] for outcome in outcomes if drawn[outcome]})


def _spread(replicates: Sequence[Sequence[float]]) -> list[float]:
    """The standard deviation of each position's value over the replicates."""
    count = len(replicates)
    found = []
    for values in zip(*replicates, strict=True):
        mean = sum(values) / count
        found.append(math.sqrt(sum((v - mean) ** 2 for v in values) / (count - 1)))
    return found


def pair_errors(
    outcomes: Counter[K],
    solve: Callable[[Counter[K], int], tables.Grid],
    replicates: int,
    rng: random.Random,
) -> list[float]:
    """The standard error of a heads-up table at each of `pair_probes`, from ``replicates``
    tables made from the outcomes drawn again (``solve``: the game's table)."""
    size = sum(outcomes.values())
    values = []
    for _ in range(replicates):
        grid = solve(resample(outcomes, size, rng), PAIR_LIMIT)
        values.append([grid[first][a - 1][b - 1] for first, a, b in pair_probes()])
    return _spread(values)


def many_errors(
    hands: tables.HandOutcomes, players: int, games: int, replicates: int, rng: random.Random
) -> list[list[float]]:
    """The standard error of each seat's chance at each of `many_probes`: tables fitted to
    games played out from a quarter of the hands drawn again, their spread halved."""
    size = max(1, sum(hands.values()) // SUBSAMPLE)
    values = []
    for _ in range(replicates):
        data = tables.softmax_table(
            resample(hands, size, rng), players, max(1, games // SUBSAMPLE), rng
        )
        equity = OdinEquity({"tables": {"2": _EMPTY_PAIR, str(players): data}})
        values.append(
            [c for to_go, leader in many_probes(players) for c in _chances(equity, to_go, leader)]
        )
    spread = [x / math.sqrt(SUBSAMPLE) for x in _spread(values)]
    return [spread[k : k + players] for k in range(0, len(spread), players)]


_EMPTY_PAIR: dict[str, Any] = {"limit": 1, "chance": [[[0.5]], [[0.5]]]}


def _chances(equity: OdinEquity, to_go: Sequence[int], leader: int) -> tuple[float, ...]:
    target = tables.LIMIT
    return equity.win_chances([target - g for g in to_go], target, leader)


# ---------------------------------------------------------------------- the comparison


class Comparison:
    """Each probed figure of a small table beside a large one's, in standard errors."""

    def __init__(self, small: dict[str, Any], large: dict[str, Any]) -> None:
        if small.get("game") != large.get("game"):
            raise ValueError("the two tables are not of the same game")
        self.game = small["game"]
        self.rows: list[dict[str, Any]] = []
        self.scale = math.sqrt(_size(small) / _size(large))
        errors = small.get("errors")
        if not isinstance(errors, dict):
            raise ValueError("the small table was built without --errors")
        self._self_play(small["self_play"], large["self_play"])
        if self.game == "odin":
            self._odin(OdinEquity(small), OdinEquity(large), errors)
        else:
            self._ravens(RavensEquity(small), RavensEquity(large), errors)

    def _add(self, what: str, mine: float, theirs: float, error: float) -> None:
        spread = math.hypot(max(error, MIN_ERROR), max(error, MIN_ERROR) * self.scale)
        z = max(0.0, abs(mine - theirs) - 2 * ROUNDING) / spread
        self.rows.append(
            {"what": what, "small": round(mine, 5), "large": round(theirs, 5), "z": round(z, 2)}
        )

    def _self_play(self, small: dict[str, Any], large: dict[str, Any]) -> None:
        if self.game == "ravens":
            n = small["races"]
            won = small["starter_won"]
            error = math.sqrt(max(won * (1 - won), 0.01) / n)
            self._add("the starter won", won, large["starter_won"], error)
            for k, word in enumerate(("the starter's", "the other's")):
                self._add(
                    f"{word} points",
                    small["points_starter_other"][k],
                    large["points_starter_other"][k],
                    small["points_sd"][k] / math.sqrt(n),
                )
            return
        for players, mine in small.items():
            theirs = large[players]["points_by_place"]
            deviations = mine["points_sd_by_place"]
            for place, mean in enumerate(mine["points_by_place"]):
                self._add(
                    f"{players} players, place {place} after the leader: points",
                    mean,
                    theirs[place],
                    deviations[place] / math.sqrt(mine["hands"]),
                )

    def _odin(self, small: OdinEquity, large: OdinEquity, errors: dict[str, Any]) -> None:
        for (first, a, b), error in zip(pair_probes(), errors["2"], strict=True):
            leader = 0 if first else 1
            target = tables.LIMIT
            self._add(
                f"2 players, {a} to go against {b}, {'leading' if first else 'not leading'}",
                small.win_chance([target - a, target - b], target, 0, leader),
                large.win_chance([target - a, target - b], target, 0, leader),
                error,
            )
        for players_text, per_probe in errors.items():
            players = int(players_text)
            if players == 2:
                continue
            for (to_go, leader), seat_errors in zip(many_probes(players), per_probe, strict=True):
                mine, theirs = _chances(small, to_go, leader), _chances(large, to_go, leader)
                for seat, error in enumerate(seat_errors):
                    self._add(
                        f"{players} players, {list(to_go)} to go, {leader} leads: seat {seat}",
                        mine[seat],
                        theirs[seat],
                        error,
                    )

    def _ravens(self, small: RavensEquity, large: RavensEquity, errors: dict[str, Any]) -> None:
        for (first, a, b), error in zip(pair_probes(), errors["2"], strict=True):
            self._add(
                f"{a} to go against {b}, {'starting' if first else 'not starting'}",
                small.pair.chance[first][a - 1][b - 1],
                large.pair.chance[first][a - 1][b - 1],
                error,
            )

    @property
    def worst(self) -> dict[str, Any]:
        return max(self.rows, key=lambda row: row["z"])

    @property
    def agree(self) -> bool:
        return all(row["z"] <= Z_LIMIT for row in self.rows)


def _size(document: dict[str, Any]) -> int:
    """The sample a table was built from: hands per table size (the fewest), or races."""
    played = document["self_play"]
    if document["game"] == "ravens":
        return int(played["races"])
    return min(int(size["hands"]) for size in played.values())
