"""One game between bots, for every game of the registry: what the arena, the benchmarks and
the fuzzers build on.

Bots only ever receive `game.observe(seat)`. Each action a bot returns is checked by the
engine (`apply`); a built-in bot that returns an illegal action is a bug and raises.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from odin_desktop.ai.base import Bot, ObsT
from odin_desktop.engine.protocol import GameState, Outcome


@dataclass(frozen=True)
class MatchResult:
    """One game between bots, as the arena counts it."""

    winners: list[int]
    totals: list[int]
    rounds: int  # hands of ODIN, races of Odin's Ravens
    move_ms: list[list[float]]  # per seat, the time of every decision with two or more choices
    faults: list[int] = field(default_factory=list)
    turn_ms: list[list[float]] = field(default_factory=list)  # per seat, each whole turn


def next_decision(game: GameState[ObsT, Outcome]) -> tuple[int, ObsT]:
    """The seat to decide and what it observes, the next round dealt first when one is due
    (``game`` is not over)."""
    if game.needs_round:
        game.start_round()
    seat = game.to_move
    assert seat is not None, "a round under way has a seat to move"
    return seat, game.observe(seat)


def play_match(
    game: GameState[ObsT, Outcome],
    bots: Sequence[Bot[ObsT]],
    options: object,
    on_decision: Callable[[ObsT, int], None] | None = None,
) -> MatchResult:
    """Play ``game`` to its end, bot ``i`` in seat ``i``; ``options`` is what each bot's
    `start` receives (the protocol's hello). ``on_decision`` sees every observation with the
    action chosen on it. A turn is a seat's consecutive decisions (Odin's Ravens' turns hold
    several actions; an ODIN turn is one move)."""
    players = game.players
    move_ms: list[list[float]] = [[] for _ in range(players)]
    turn_ms: list[list[float]] = [[] for _ in range(players)]
    for place, bot in enumerate(bots):
        bot.start(place, players, options)
    turn_total = 0.0  # the thinking time of the turn under way
    while not game.over:
        seat, obs = next_decision(game)
        started = time.perf_counter()
        action = bots[seat].choose(obs)
        spent = (time.perf_counter() - started) * 1000.0
        if len(obs.legal) > 1:
            move_ms[seat].append(spent)
        if on_decision is not None:
            on_decision(obs, action)
        game.apply(action, seat)
        turn_total += spent
        if game.to_move != seat:  # the turn (or the round, or the game) is over
            turn_ms[seat].append(turn_total)
            turn_total = 0.0
    for bot in bots:
        bot.finish(list(game.totals))
    faults = [getattr(bot, "faults", 0) for bot in bots]
    rounds = game.round_index + 1
    return MatchResult(list(game.winners), list(game.totals), rounds, move_ms, faults, turn_ms)
