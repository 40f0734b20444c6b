"""Playing one game of Odin's Ravens between bots (`ai.match.play_match` with its game).

A single-race game is a game whose target is 1 point: it ends after its first race, won by
the seat with more points in it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from odin_desktop.ai.base import Bot
from odin_desktop.ai.match import MatchResult, play_match
from odin_desktop.engine.ravens.game import DEFAULT_TARGET, RavensGame
from odin_desktop.engine.ravens.observation import RavensObservation


def options_of(game: RavensGame) -> dict[str, int]:
    """The game's options as a bot's `start` receives them (the protocol's hello)."""
    return {"target": game.target}


def play_game(
    bots: Sequence[Bot[RavensObservation]],
    seed: int | str,
    target: int = DEFAULT_TARGET,
    single_race: bool = False,
    on_decision: Callable[[RavensObservation, int], None] | None = None,
) -> MatchResult:
    """Play a seeded game, bot ``i`` in seat ``i``, and return its result. ``on_decision``
    sees every observation with the action chosen on it."""
    game = RavensGame.new(seed, target=1 if single_race else target)
    return play_match(game, bots, options_of(game), on_decision)
