"""The coach's question to the analysts: "value these candidates from this observation
within T seconds" (a hint, the tutor's check of a move before it is committed).

It runs in the calling thread and returns within about ``seconds``; a screen asks it from a
worker so the window never waits. The values are the review's (`ai.analyst.Valuation`): each
candidate's estimated chance to win the game, the best found, and how many sampled worlds
each was judged in.
"""

from __future__ import annotations

from collections.abc import Sequence

from odin_desktop import games
from odin_desktop.ai.analyst import Effort, Valuation
from odin_desktop.analysis import grades
from odin_desktop.engine.protocol import Observation

# Judgements per candidate at most: the time limit is what binds.
CEILING = 1_000_000


def value_candidates(
    game: str,
    obs: Observation,
    candidates: Sequence[int] | None,
    seconds: float,
    seed: int | str = 0,
) -> Valuation:
    """``candidates`` (None: the analyst's own choice among the legal decisions) of the seat
    to move in ``obs``, valued by ``game``'s analyst within ``seconds``."""
    effort = Effort(CEILING, CEILING, seconds, grades.BOUNDS)
    return games.game(game).analyst().value(obs, candidates, effort, str(seed))
