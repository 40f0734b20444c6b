"""Grades, accuracy and their thresholds: what a decision's loss means (docs/REVIEW.md).

A decision's *loss* is how much of the seat's chance to win the game it gave away against the
best decision found (0 to 1). The thresholds follow the backgammon programs' scale (GNU
Backgammon calls a move doubtful from 0.02 of a game's win chance, bad from 0.04, very bad
from 0.08), widened so that the review's own uncertainty — a standard error of about 0.005
to 0.01 on one decision's loss — seldom moves a decision from one grade to the next.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

# A loss is only taken for an inaccuracy or worse when it is at least this many standard
# errors of its estimate: a smaller one may be the sampled worlds' noise. The analysts
# sample on while a loss is short of it (`ai.analyst.Effort.precision`).
from odin_desktop.ai.analyst import SIGNIFICANT

FORCED, BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = (
    "forced",
    "best",
    "good",
    "inaccuracy",
    "mistake",
    "blunder",
)
GRADES = (FORCED, BEST, GOOD, INACCURACY, MISTAKE, BLUNDER)

SAME = 0.01  # closer than this to the best found: as good as it (the estimates cannot tell)
# The least loss of each grade after `BEST`.
THRESHOLDS = ((GOOD, SAME), (INACCURACY, 0.025), (MISTAKE, 0.05), (BLUNDER, 0.10))
# What the analysts must tell apart (`ai.analyst.Effort.bounds`): the first is `SAME`.
BOUNDS = tuple(loss for _, loss in THRESHOLDS)

# A decision's accuracy: 100 for no loss, halved at each `HALF` of the chance to win lost
# (a mistake's least loss scores 71, a blunder's 50).
HALF = 0.10



def grade(
    loss: float, forced: bool = False, missed_sure: bool = False, loss_se: float = 0.0
) -> str:
    """The grade of a decision that lost ``loss`` (0 when it is the best found), estimated
    with the standard error ``loss_se``: worse than good only when the loss also reaches
    `SIGNIFICANT` standard errors (else the estimate cannot tell it from noise: good, or
    best below `SAME`). One that passed up a decision never worse than any other
    (``missed_sure``: ODIN's going out at once) is a mistake at least, however little the
    estimates say it cost: it took a risk for nothing."""
    if forced:
        return FORCED
    found = BEST
    for name, least in THRESHOLDS:
        if loss >= least:
            found = name
    if GRADES.index(found) > GRADES.index(GOOD) and loss < SIGNIFICANT * loss_se:
        found = GOOD
    if missed_sure and GRADES.index(found) < GRADES.index(MISTAKE):
        found = MISTAKE
    return found


def is_error(name: str) -> bool:
    """Mistakes and blunders: the moments a review points at."""
    return name in (MISTAKE, BLUNDER)


def decision_accuracy(loss: float) -> float:
    """0 to 100: how close to the best found a decision was."""
    return 100.0 * math.pow(0.5, loss / HALF)


def accuracy(losses: Iterable[float]) -> float | None:
    """The mean accuracy of decisions with a choice (None when there were none)."""
    found = [decision_accuracy(loss) for loss in losses]
    return sum(found) / len(found) if found else None
