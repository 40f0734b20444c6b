"""Playing one game of Odin's Ravens between bots: what the arena, the benchmark and the
fuzzer build on.

Bots only ever receive `game.observe(seat)`. Each action a bot returns is checked by the
engine (`RavensGame.apply`); a built-in bot that returns an illegal action is a bug and raises.
A single-race game is a game whose target is 1 point: it ends after its first race, won by
the seat with more points in it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from odin_desktop.ai.base import Bot
from odin_desktop.engine.ravens.game import DEFAULT_TARGET, RavensGame
from odin_desktop.engine.ravens.observation import RavensObservation

SEATS = 2


@dataclass
class GameResult:
    winners: list[int]
    totals: list[int]
    races: int
    move_ms: list[list[float]]  # per seat, the time of every decision with two or more choices
    faults: list[int] = field(default_factory=list)
    turn_ms: list[list[float]] = field(default_factory=list)  # per seat, each whole turn


def options_of(game: RavensGame) -> dict[str, int]:
    """The game's options as a bot's `start` receives them (the protocol's hello)."""
    return {"target": game.target}


def play_game(
    bots: Sequence[Bot],
    seed: int | str,
    target: int = DEFAULT_TARGET,
    single_race: bool = False,
    on_decision: Callable[[RavensObservation, int], None] | None = None,
) -> GameResult:
    """Play a seeded game, bot ``i`` in seat ``i``, and return its result. ``on_decision``
    sees every observation with the action chosen on it."""
    game = RavensGame.new(seed, target=1 if single_race else target)
    move_ms: list[list[float]] = [[] for _ in range(SEATS)]
    turn_ms: list[list[float]] = [[] for _ in range(SEATS)]
    for seat, bot in enumerate(bots):
        bot.start(seat, SEATS, options_of(game))
    turn_total = 0.0  # the thinking time of the turn under way
    while not game.over:
        if game.needs_race:
            game.start_race()
        race = game.race
        assert race is not None
        seat = race.turn
        obs = game.observe(seat)
        started = time.perf_counter()
        action = bots[seat].choose(obs)
        spent = (time.perf_counter() - started) * 1000.0
        if len(obs.legal) > 1:
            move_ms[seat].append(spent)
        if on_decision is not None:
            on_decision(obs, action)
        turns_before = len(race.log)
        game.apply(action, seat)
        turn_total += spent
        if len(race.log) > turns_before:  # the action ended the turn (or the race)
            turn_ms[seat].append(turn_total)
            turn_total = 0.0
    for bot in bots:
        bot.finish(list(game.totals))
    faults = [getattr(bot, "faults", 0) for bot in bots]
    winners = [] if game.winner is None else [game.winner]
    return GameResult(winners, list(game.totals), len(game.races), move_ms, faults, turn_ms)
