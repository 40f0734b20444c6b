"""The coach's question to the analysts: "value these candidates from this observation
within T seconds" (a hint, the tutor's check of a move before it is committed), by game id.

It runs in the calling thread and returns within about ``seconds``; a screen asks it from a
worker so the window never waits. The values are the review's (`ai.analyst.Valuation`): each
candidate's estimated chance to win the game, the best found, and how many sampled worlds
each was judged in. The questions themselves are `analysis.judge`'s, which the tables ask
with their game's analyst in hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from odin_desktop import games
from odin_desktop.ai.analyst import Valuation
from odin_desktop.analysis import judge
from odin_desktop.analysis.judge import CEILING, move_grade
from odin_desktop.engine.protocol import Observation

__all__ = ["CEILING", "expert_seconds", "judge_move", "move_grade", "value_candidates"]


def value_candidates(
    game: str,
    obs: Observation,
    candidates: Sequence[int] | None,
    seconds: float,
    seed: int | str = 0,
) -> Valuation:
    """``candidates`` (None: the analyst's own choice among the legal decisions) of the seat
    to move in ``obs``, valued by ``game``'s analyst within ``seconds``."""
    return judge.value(games.game(game).analyst(), obs, candidates, seconds, seed)


def expert_seconds(game: str) -> float:
    """The Expert's time for one move in ``game``: what a hint or the tutor may spend."""
    return judge.expert_seconds(games.game(game).ladder().budgets)


def judge_move(
    game: str, obs: Observation, action: int, seconds: float, seed: int | str = 0
) -> Valuation:
    """The tutor's question: ``action`` of the seat to move in ``obs`` against the best found
    within ``seconds`` (the valuation's ``played`` is ``action``, its ``loss`` what it costs)."""
    return judge.judge(games.game(game).analyst(), obs, action, seconds, seed)
