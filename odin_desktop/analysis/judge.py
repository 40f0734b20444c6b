"""The coach's two questions asked of an analyst itself (no registry: the tables, which the
registry opens, ask through this): value the candidates of an observation, and judge one
move against the best found, each within a time."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from odin_desktop.ai.analyst import Analyst, Effort, Valuation
from odin_desktop.ai.base import Budget
from odin_desktop.analysis import grades
from odin_desktop.engine.protocol import Observation

# Judgements per candidate at most: the time limit is what binds.
CEILING = 1_000_000


def _effort(seconds: float) -> Effort:
    return Effort(CEILING, CEILING, seconds, grades.BOUNDS)


def value(
    analyst: Analyst[Any],
    obs: Observation,
    candidates: Sequence[int] | None,
    seconds: float,
    seed: int | str = 0,
) -> Valuation:
    """``candidates`` (None: the analyst's own choice among the legal decisions) of the seat
    to move in ``obs``, valued within about ``seconds``."""
    return analyst.value(obs, candidates, _effort(seconds), str(seed))


def judge(
    analyst: Analyst[Any], obs: Observation, action: int, seconds: float, seed: int | str = 0
) -> Valuation:
    """``action`` of the seat to move in ``obs`` against the best found within ``seconds``
    (the valuation's ``played`` is ``action``, its ``loss`` what it costs)."""
    [valuation] = analyst.review([(obs, action)], _effort(seconds), str(seed))
    return valuation


def move_grade(valuation: Valuation) -> str:
    """The grade of the played decision of ``valuation`` (as the review grades it)."""
    return grades.grade(valuation.loss, valuation.is_forced, valuation.missed_sure)


def expert_seconds(budgets: Mapping[str, Budget | None]) -> float:
    """The Expert's time for one move in a game's ladder ``budgets``: what a hint or the
    tutor may spend."""
    budget = budgets.get("expert")
    return 1.0 if budget is None else budget.ms / 1000.0
