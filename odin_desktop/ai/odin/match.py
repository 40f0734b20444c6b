"""Playing one game between bots: what the arena and the fuzzer build on.

Bots only ever receive `game.observe(seat)`. Each move a bot returns is checked by the engine;
a built-in bot that returns an illegal move is a bug and raises.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from odin_desktop.ai.base import Bot
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import DEFAULT_TARGET


@dataclass
class GameResult:
    winners: list[int]
    totals: list[int]
    hands: int
    move_ms: list[list[float]]  # per seat, the time of every decision with two or more choices
    faults: list[int] = field(default_factory=list)


def play_game(
    bots: Sequence[Bot],
    seed: int | str,
    target: int = DEFAULT_TARGET,
    single_hand: bool = False,
    on_decision: Callable[[OdinObservation, int], None] | None = None,
    on_start: Callable[[OdinGame], None] | None = None,
) -> GameResult:
    """Play a seeded game, bot ``i`` in seat ``i``, and return its result. ``on_decision``
    sees every observation with the action chosen on it; ``on_start`` the new game, for
    measurements that need the whole truth (`oracle`), never for a level."""
    players = len(bots)
    game = OdinGame.new(players, seed, target=target, single_hand=single_hand)
    if on_start is not None:
        on_start(game)
    move_ms: list[list[float]] = [[] for _ in range(players)]
    for seat, bot in enumerate(bots):
        bot.start(seat, players, game.options)
    while not game.over:
        if game.needs_deal:
            game.start_hand()
        seat = game.to_move
        assert seat is not None
        obs = game.observe(seat)
        started = time.perf_counter()
        action = bots[seat].choose(obs)
        if len(obs.legal) > 1:
            move_ms[seat].append((time.perf_counter() - started) * 1000.0)
        if on_decision is not None:
            on_decision(obs, action)
        game.apply(action, seat)
    for bot in bots:
        bot.finish(list(game.totals))
    faults = [getattr(bot, "faults", 0) for bot in bots]
    return GameResult(game.winners, list(game.totals), len(game.hands), move_ms, faults)
