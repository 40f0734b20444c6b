"""`odin-desktop bench ai [--json]`: how long each level thinks, at 2, 4 and 6 players.

Each level plays seat 0 at its shipping budget against Normal opponents; the time of every
real decision (two or more legal moves — forced moves are answered at once and not counted)
is recorded, and p50/p95/p99 are compared with the limits of issue 3. For the searching levels
the median number of playouts per decision is shown too: the ratio between two levels' medians
is what their shipping budgets buy each, and sets the iteration budgets of the long arena runs.
"""

from __future__ import annotations

import argparse
import json
import time

from odin_desktop.ai.match import next_decision
from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.ai.stats import bench_row, over_limit, row_text
from odin_desktop.engine.odin.game import OdinGame

PLAYER_COUNTS = (2, 4, 6)
# Limits on the 95th percentile per move, in ms (issue 3); the others have none stated.
P95_LIMIT_MS = {"hard": 300.0, "expert": 1000.0}
# Decisions timed per level and player count with --decisions 1 (the default scale).
DECISIONS = {"random": 400, "easy": 400, "normal": 400, "hard": 80, "expert": 40}


def time_decisions(
    level: str, players: int, decisions: int, seed: str
) -> tuple[list[float], list[int]]:
    """Milliseconds of each real decision of ``level`` in seat 0, over seeded games, and the
    playouts each ran (empty for the levels that do not search)."""
    times: list[float] = []
    playouts: list[int] = []
    game_number = 0
    while len(times) < decisions:
        bots = [make_bot(level, seed=f"{seed}:{game_number}:0")] + [
            make_bot("normal", seed=f"{seed}:{game_number}:{s}") for s in range(1, players)
        ]
        game = OdinGame.new(players, f"{seed}:{game_number}", target=15)
        bots[0].start(0, players, game.options)
        try:
            while not game.over and len(times) < decisions:
                seat, obs = next_decision(game)
                started = time.perf_counter()
                action = bots[seat].choose(obs)
                if seat == 0 and len(obs.legal) > 1:
                    times.append((time.perf_counter() - started) * 1000.0)
                    if hasattr(bots[0], "last_iterations"):
                        playouts.append(bots[0].last_iterations)
                game.apply(action, seat)
        finally:
            bots[0].close()
        game_number += 1
    return times, playouts


def bench_ai(args: argparse.Namespace) -> int:
    results: dict[str, dict[str, dict[str, float]]] = {}
    ok = True
    if not args.json:
        print(
            f"{'level':<8} {'players':>7} {'moves':>6} {'p50 ms':>8} {'p95 ms':>8} "
            f"{'p99 ms':>8} {'playouts':>9}"
        )
    for level in args.levels:
        results[level] = {}
        count = max(5, round(DECISIONS[level] * args.scale))
        for players in PLAYER_COUNTS:
            times, playouts = time_decisions(level, players, count, str(args.seed))
            row = bench_row("moves", times, "playouts", playouts)
            limit = P95_LIMIT_MS.get(level)
            ok = ok and not over_limit(row, limit)
            results[level][str(players)] = row
            if not args.json:
                times_text = row_text(row, "playouts_p50", 9, limit)
                print(f"{level:<8} {players:>7} {len(times):>6}{times_text}", flush=True)
    payload = {"levels": results, "p95_limit_ms": P95_LIMIT_MS, "within_limits": ok}
    if args.json:
        print(json.dumps(payload))
    else:
        print("within the limits" if ok else "OVER a limit")
    return 0 if ok else 1
