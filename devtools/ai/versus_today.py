"""The arena against the searching levels as they were before they chose by the chance to win
the game (main at 381cbff / e4b0f68): `today-hard` and `today-expert` beside the game's own
SPECs, with or without a budget (`today-expert@200ms`).

    python -m devtools.ai.versus_today --game odin --seats expert@200ms,today-expert@200ms \
        --games 200 --seed 1

ODIN's levels of then are today's classes maximising the points reward (`rollout.REWARDS`
"points": fewest cards, mostly the win near the target). Odin's Ravens' are today's classes
with the reward of then (`_then`: a normal law over the races left for the game, a fixed
spread of 3 points about an estimate, in a 5-point quadrature) and Hard's single round among
Normal's 4 best plans. Every Expert, old or new, searches in this process alone (one shard
process per bot would crowd a shared machine and cannot take the old reward along). Seats
rotate on the same deals as in `odin-desktop arena`; one process, so the figures hold for
this run's time limits only.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import sys
import time
from collections.abc import Iterator
from typing import Any

from odin_desktop.ai import arena
from odin_desktop.ai.base import Bot, Budget
from odin_desktop.ai.odin.expert import OdinExpertBot
from odin_desktop.ai.odin.hard import OdinHardBot
from odin_desktop.ai.ravens import search
from odin_desktop.ai.ravens.evaluate import evaluate_known
from odin_desktop.ai.ravens.expert import RavensExpertBot
from odin_desktop.ai.ravens.hard import REPLY_TURNS, RavensHardBot
from odin_desktop.ai.ravens.planner import Plan
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.phases import OVER
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.games import game as game_entry

PREFIX = "today-"


# ---------------------------------------------------------------- Odin's Ravens' reward then

RACE_SD = 6.0
RACE_POINTS = 6.0
ESTIMATE_SD = 3.0
_NODES = (-2.0201828705, -0.9585724646, 0.0, 0.9585724646, 2.0201828705)
_WEIGHTS = (0.0199532421, 0.3936193232, 0.9453087205, 0.3936193232, 0.0199532421)


def _game_chance(mine: float, theirs: float, target: int, won_race: bool) -> float:
    if max(mine, theirs) >= target:
        if mine != theirs:
            return 1.0 if mine > theirs else 0.0
        return 1.0 if won_race else 0.0
    races_left = 1.0 + (target - max(mine, theirs)) / RACE_POINTS
    spread = RACE_SD * math.sqrt(races_left)
    return 0.5 * (1.0 + math.erf((mine - theirs) / (spread * math.sqrt(2.0))))


class _StakesThen(search.Stakes):
    def judge(self, race: RaceState) -> float:
        seat = self.seat
        if race.phase == OVER:
            assert race.points is not None and race.winner is not None
            mine = self.totals[seat] + race.points[seat]
            theirs = self.totals[1 - seat] + race.points[1 - seat]
            return _game_chance(mine, theirs, self.target, race.winner == seat)
        value = evaluate_known(race, race.turn)
        signed = value if race.turn == seat else -value
        total = 0.0
        for node, weight in zip(_NODES, _WEIGHTS, strict=True):
            result = signed + math.sqrt(2.0) * ESTIMATE_SD * node
            mine_f = self.totals[seat] + max(0.0, result)
            theirs_f = self.totals[1 - seat] + max(0.0, -result)
            total += weight * _game_chance(mine_f, theirs_f, self.target, result > 0)
        return total / math.sqrt(math.pi)


@contextlib.contextmanager
def _reward_then() -> Iterator[None]:
    """Worlds judged as then, while one bot searches (this process only)."""
    saved = search.Stakes
    search.Stakes = _StakesThen  # type: ignore[misc]
    try:
        yield
    finally:
        search.Stakes = saved  # type: ignore[misc]


class RavensHardThen(RavensHardBot):
    def make_plan(self, obs: RavensObservation, race: RaceState) -> Plan:
        plans = self.planner.plans(race, keep=4)
        if len(plans) == 1:
            return plans[0]
        deadline, iterations = self.clock.allot(first=not obs.turn_actions)
        ms = (deadline - time.perf_counter()) * 1000.0
        worlds = max(1, iterations // len(plans))
        seed = f"{self.rng.getrandbits(64)}"
        with _reward_then():
            sums, done = search.judge_plans(
                obs, [p.actions for p in plans], seed, worlds, ms, REPLY_TURNS
            )
        self.last_iterations = done * len(plans)
        return plans[max(range(len(plans)), key=lambda i: (sums[i], -i))]


class RavensExpertThen(RavensExpertBot):
    def make_plan(self, obs: RavensObservation, race: RaceState) -> Plan:
        with _reward_then():
            return super().make_plan(obs, race)


# ---------------------------------------------------------------- the arena with both


def _make_then(game_id: str, level: str, seed: int | str, budget: Budget) -> Bot[Any]:
    if game_id == "odin":
        if level == "hard":
            return OdinHardBot(seed, budget, reward="points")
        return OdinExpertBot(seed, budget, workers=1, reward="points")
    if level == "hard":
        return RavensHardThen(seed, budget)
    return RavensExpertThen(seed, budget, workers=1)


class _Entry:
    """The game's registry entry, with the `today-` SPECs and in-process Experts."""

    def __init__(self, game_id: str) -> None:
        self.entry = game_entry(game_id)
        self.game_id = game_id

    def __getattr__(self, name: str) -> object:
        return getattr(self.entry, name)

    def parse_spec(self, text: str) -> object:
        return self.entry.parse_spec(text.removeprefix(PREFIX))

    def make_bot(self, text: str, seed: int | str = 0, **_: object) -> Bot[Any]:
        spec = self.entry.parse_spec(text.removeprefix(PREFIX))
        if text.startswith(PREFIX):
            assert spec.level in ("hard", "expert") and spec.budget is not None
            return _make_then(self.game_id, spec.level, seed, spec.budget)
        return self.entry.make_bot(spec, seed=seed, workers=1)


@contextlib.contextmanager
def today_specs(entry: _Entry) -> Iterator[None]:
    """The arena's registry lookup answers ``entry`` (its today- SPECs) while inside, and the
    registry again after: left patched, every later arena in the process (a test's) played
    this game whatever game it asked for."""
    patched: Any = arena
    kept = patched.game_entry
    patched.game_entry = lambda _id: entry
    try:
        yield
    finally:
        patched.game_entry = kept


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("odin", "ravens"), default="odin")
    parser.add_argument("--seats", required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", default="0")
    parser.add_argument("--target", type=int)
    parser.add_argument("--single-round", action="store_true")
    args = parser.parse_args(argv)
    seats = tuple(s.strip() for s in args.seats.split(","))
    entry = _Entry(args.game)
    for text in seats:
        entry.parse_spec(text)
    config = arena.ArenaConfig(
        seats, args.games, args.seed, args.target, args.single_round, 1, 10.0, args.game
    )
    started = time.perf_counter()
    with today_specs(entry):
        summaries = arena.run_games(config, arena.progress_bar())
    seconds = time.perf_counter() - started
    results = arena.summarize(config, summaries)
    for line in arena.table_lines(config, results):
        print(line)
    rounds = sum(s.rounds for s in summaries)
    print(f"{len(summaries)} games, {rounds} rounds, {seconds:.0f} s")
    document = {
        "game": args.game,
        "seats": list(seats),
        "games": len(summaries),
        "seed": args.seed,
        "seconds": round(seconds),
        "results": {k: v.to_json() for k, v in results.items()},
    }
    print(json.dumps(document))
    return 0


if __name__ == "__main__":
    sys.exit(main())
