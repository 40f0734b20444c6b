"""Playing one game of ODIN between bots (`ai.match.play_match` with ODIN's game)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from odin_desktop.ai.base import Bot
from odin_desktop.ai.match import MatchResult, play_match
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import DEFAULT_TARGET


def play_game(
    bots: Sequence[Bot[OdinObservation]],
    seed: int | str,
    target: int = DEFAULT_TARGET,
    single_hand: bool = False,
    on_decision: Callable[[OdinObservation, int], None] | None = None,
    on_start: Callable[[OdinGame], None] | None = None,
) -> MatchResult:
    """Play a seeded game, bot ``i`` in seat ``i``, and return its result. ``on_decision``
    sees every observation with the action chosen on it; ``on_start`` the new game, for
    measurements that need the whole truth (`oracle`), never for a level."""
    game = OdinGame.new(len(bots), seed, target=target, single_hand=single_hand)
    if on_start is not None:
        on_start(game)
    return play_match(game, bots, game.options, on_decision)
