"""What a race's result is worth to a seat: its chance of winning the game.

Points only matter through the game: a race that brings a seat to the target wins or loses
the game outright; before that, a lead of points is a chance of winning that grows with the
lead and shrinks with the races still to come. Between equal players a race's signed result
spreads with a standard deviation of about `RACE_SD` points and its winner scores about
`RACE_POINTS` (Normal against itself, 36 races), so the lead after the race is judged as a
normal variable over the races left. A search maximises this, not the points: in a single
race (target 1) it plays to win the race, late in a game it plays safe when ahead.

A search that stops before the race ends has an estimate of the signed result, not the
result: its worth is the expectation over the estimate's spread (`ESTIMATE_SD`).
"""

from __future__ import annotations

import math

RACE_SD = 6.0
RACE_POINTS = 6.0
ESTIMATE_SD = 3.0
# Gauss-Hermite nodes and weights for an expectation over a normal variable (5 points).
_NODES = (-2.0201828705, -0.9585724646, 0.0, 0.9585724646, 2.0201828705)
_WEIGHTS = (0.0199532421, 0.3936193232, 0.9453087205, 0.3936193232, 0.0199532421)


def game_chance(mine: int | float, theirs: int | float, target: int, won_race: bool) -> float:
    """The chance of winning the game with ``mine`` and ``theirs`` points after a race
    (``won_race``: this seat won that race, which settles a tie at the end)."""
    if max(mine, theirs) >= target:
        if mine != theirs:
            return 1.0 if mine > theirs else 0.0
        return 1.0 if won_race else 0.0
    races_left = 1.0 + (target - max(mine, theirs)) / RACE_POINTS
    spread = RACE_SD * math.sqrt(races_left)
    return 0.5 * (1.0 + math.erf((mine - theirs) / (spread * math.sqrt(2.0))))


def race_worth(
    points: tuple[int, int], winner: int, seat: int, totals: tuple[int, int], target: int
) -> float:
    """The worth for ``seat`` of a finished race that scored ``points`` (per seat) and that
    ``winner`` won (reached the end)."""
    mine = totals[seat] + points[seat]
    theirs = totals[1 - seat] + points[1 - seat]
    return game_chance(mine, theirs, target, winner == seat)


def estimate_worth(signed: float, seat: int, totals: tuple[int, int], target: int) -> float:
    """The worth for ``seat`` of a race still running whose signed result is estimated at
    ``signed`` (the winner scores the difference)."""
    total = 0.0
    for node, weight in zip(_NODES, _WEIGHTS, strict=True):
        result = signed + math.sqrt(2.0) * ESTIMATE_SD * node
        mine = totals[seat] + max(0.0, result)
        theirs = totals[1 - seat] + max(0.0, -result)
        total += weight * game_chance(mine, theirs, target, result > 0)
    return total / math.sqrt(math.pi)
