"""What a race's result is worth to a seat: its chance of winning the game.

Points only matter through the game: a race that brings a seat to the target wins or loses
the game outright; before that, the totals it leaves are worth the chance to win the game
from them, read in the win-chance table (`ai.ravens.equity`: the races still to come played out
between equal players; the race's winner starts the next race on equal totals and wins a
tie at the end). A search maximises this, not the points: in a single race (target 1) it
plays to win the race; far behind it gambles for the points it needs; late in a game it
plays safe when ahead.

A search that stops before the race ends has an estimate of the signed result, not the
result: its worth is the expectation over the estimate's spread (`search.estimate_spread`;
`ESTIMATE_SD` when not given).
"""

from __future__ import annotations

import math

from odin_desktop.ai.ravens.equity import ravens_equity

ESTIMATE_SD = 3.0
TAILS = 4.0  # results further than this many spreads from the estimate count as the last ones


def game_chance(mine: int, theirs: int, target: int, won_race: bool) -> float:
    """The chance of winning the game with ``mine`` and ``theirs`` points after a race
    (``won_race``: this seat won that race, which settles a tie at the end and starts the
    next race on equal totals)."""
    return ravens_equity().win_chance((mine, theirs), target, 0, 0 if won_race else 1)


def race_worth(
    points: tuple[int, int], winner: int, seat: int, totals: tuple[int, int], target: int
) -> float:
    """The worth for ``seat`` of a finished race that scored ``points`` (per seat) and that
    ``winner`` won (reached the end)."""
    mine = totals[seat] + points[seat]
    theirs = totals[1 - seat] + points[1 - seat]
    return game_chance(mine, theirs, target, winner == seat)


def estimate_worth(
    signed: float, seat: int, totals: tuple[int, int], target: int, spread: float = ESTIMATE_SD
) -> float:
    """The worth for ``seat`` of a race still running whose signed result is estimated at
    ``signed`` (the winner scores the difference), give or take ``spread`` points (a
    standard deviation): the mean worth of the whole results it may end with, each as likely
    as the normal law gives it (a result within half a point of a draw counts half for each
    side: a race always has a winner)."""
    total = 0.0
    for result, chance in result_chances(signed, spread):
        mine = totals[seat] + max(0, result)
        theirs = totals[1 - seat] + max(0, -result)
        total += chance * game_chance(mine, theirs, target, result > 0)
    return total


def result_chances(signed: float, spread: float) -> list[tuple[int, float]]:
    """(Signed result, chance) of the whole results within `TAILS` spreads of ``signed`` for
    a result normal about it: a smooth function of the estimate, whatever the target (a
    coarse quadrature would make a single race's worth a staircase)."""
    low = math.floor(signed - TAILS * spread)
    high = math.ceil(signed + TAILS * spread)
    scale = 1.0 / (spread * math.sqrt(2.0))
    below = [0.5 * (1.0 + math.erf((k + 0.5 - signed) * scale)) for k in range(low - 1, high + 1)]
    found = []
    for n, k in enumerate(range(low, high + 1)):
        chance = below[n + 1] - below[n]
        if k == 0:
            found += [(1, chance / 2), (-1, chance / 2)]
        elif chance:
            found.append((k, chance))
    found[0] = (found[0][0], found[0][1] + below[0])  # the tails, on the last results kept
    found[-1] = (found[-1][0], found[-1][1] + 1.0 - below[-1])
    return found
