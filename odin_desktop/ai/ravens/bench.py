"""`odin-desktop bench ai --game ravens [--json]`: how long each level thinks per whole turn.

A turn of Odin's Ravens is several decisions (each action, each landscape card laid); what a
player waits for is the whole turn, so that is what is timed: each level plays seat 0 at its
shipping budget against Normal, and the thinking time of every decision of one of its turns
is summed (forced decisions included: they are answered at once). p50/p95/p99 are compared
with the limits. For the searching levels the median number of simulations per turn is shown
too: the ratio between two levels' medians is what their shipping budgets buy each, and sets
the iteration budgets of the long arena runs (docs/AI.md).
"""

from __future__ import annotations

import argparse
import json
import time

from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.ai.stats import bench_row, over_limit, row_text
from odin_desktop.engine.ravens.game import RavensGame

# Limits on the 95th percentile of a whole turn, in ms; Random and Easy have none stated.
P95_LIMIT_MS = {"normal": 50.0, "hard": 400.0, "expert": 1500.0}
# Turns timed per level with --scale 1 (the default).
TURNS = {"random": 300, "easy": 300, "normal": 200, "hard": 40, "expert": 20}


def time_turns(level: str, turns: int, seed: str) -> tuple[list[float], list[int]]:
    """Milliseconds of each whole turn of ``level`` in seat 0 against Normal, over seeded
    games, and the simulations it ran in each (empty for the levels that do not search)."""
    times: list[float] = []
    iterations: list[int] = []
    game_number = 0
    while len(times) < turns:
        bots = [make_bot(level, seed=f"{seed}:{game_number}:0"), make_bot("normal", seed=seed)]
        game = RavensGame.new(f"{seed}:{game_number}")
        bots[0].start(0, 2, {"target": game.target})
        spent, searched = 0.0, 0
        try:
            while not game.over and len(times) < turns:
                if game.needs_round:
                    game.start_round()
                race = game.race
                assert race is not None
                seat = race.turn
                obs = game.observe(seat)
                started = time.perf_counter()
                action = bots[seat].choose(obs)
                if seat == 0:
                    spent += (time.perf_counter() - started) * 1000.0
                    if len(obs.legal) > 1:
                        searched += getattr(bots[0], "last_iterations", 0)
                turns_before = len(race.log)
                game.apply(action, seat)
                if seat == 0 and len(race.log) > turns_before:
                    times.append(spent)
                    if getattr(bots[0], "searches", False):
                        iterations.append(searched)
                    spent, searched = 0.0, 0
        finally:
            bots[0].close()
        game_number += 1
    return times, iterations


def bench_ai(args: argparse.Namespace) -> int:
    results: dict[str, dict[str, float]] = {}
    ok = True
    if not args.json:
        print(
            f"{'level':<8} {'turns':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} "
            f"{'simulations':>12}"
        )
    for level in args.levels:
        count = max(5, round(TURNS[level] * args.scale))
        times, iterations = time_turns(level, count, str(args.seed))
        row = bench_row("turns", times, "simulations", iterations)
        limit = P95_LIMIT_MS.get(level)
        ok = ok and not over_limit(row, limit)
        results[level] = row
        if not args.json:
            times_text = row_text(row, "simulations_p50", 12, limit)
            print(f"{level:<8} {len(times):>6}{times_text}", flush=True)
    payload = {
        "game": "ravens",
        "unit": "whole turn",
        "levels": results,
        "p95_limit_ms": P95_LIMIT_MS,
        "within_limits": ok,
    }
    if args.json:
        print(json.dumps(payload))
    else:
        print("within the limits" if ok else "OVER a limit")
    return 0 if ok else 1
