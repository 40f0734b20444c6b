"""`odin-desktop bench engine|ai|ui|review|replays [--game G] [--json]`: print performance
figures.

Tests assert behaviour; speed is measured here. Each game's engine and bots are measured by
its registry entry (`odin_desktop.games`). With --json the last line of output is one JSON
object.
"""

from __future__ import annotations

import argparse
import json
import sys

from odin_desktop import games
from odin_desktop.ai.specs import LEVELS
from odin_desktop.benchmarks.virtual_pad import LOOKS


def _run_engine(args: argparse.Namespace) -> int:
    result, table = games.game(args.game).bench_engine(args.seconds, args.windows)
    print(json.dumps(result) if args.json else table)
    return 0


def _run_ai(args: argparse.Namespace) -> int:
    """Each game times its own levels; the levels asked are read here, once for all games."""
    levels = [name.strip() for name in args.levels.split(",")]
    unknown = [name for name in levels if name not in LEVELS]
    if unknown:
        print(f"odin-desktop bench ai: unknown level(s) {', '.join(unknown)}")
        return 2
    return games.game(args.game).bench_ai(argparse.Namespace(**{**vars(args), "levels": levels}))


def _run_ui(args: argparse.Namespace) -> int:
    from odin_desktop.benchmarks.ui_bench import run_ui_bench

    width, height = (int(v) for v in args.size.lower().split("x"))
    result = run_ui_bench(
        args.frames,
        (width, height),
        args.runs,
        args.driver,
        args.present,
        args.idle_seconds,
        args.game,
        args.pad,
    )
    if args.json:
        print(json.dumps(result))
    else:
        for name, value in result.items():
            print(f"{name:<24}{value}")
    return 0


def _run_review(args: argparse.Namespace) -> int:
    from odin_desktop.benchmarks.review_bench import format_table, run_review_bench

    chosen = [name.strip() for name in args.games.split(",")]
    unknown = [name for name in chosen if name not in games.GAMES]
    if unknown:
        print(f"odin-desktop bench review: unknown game(s) {', '.join(unknown)}")
        return 2
    figures = run_review_bench(chosen, args.seed, args.seats, args.jobs, args.twice)
    print(format_table(figures))
    if args.json:
        print(json.dumps(figures))
    return 0


def _run_replays(args: argparse.Namespace) -> int:
    from odin_desktop.benchmarks.replays_bench import format_table, run_replays_bench

    counts = tuple(int(count) for count in args.counts.split(","))
    width, height = (int(v) for v in args.size.lower().split("x"))
    figures = run_replays_bench(counts, (width, height))
    print(format_table(figures))
    if args.json:
        print(json.dumps(figures))
    return 0


def _add_game(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game", choices=list(games.GAMES), default=games.DEFAULT_GAME, help="the game measured"
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "bench", help="measure performance (engine, ai, ui, review, replays)"
    )
    kinds = parser.add_subparsers(dest="kind", metavar="KIND", required=True)
    engine = kinds.add_parser("engine", help="random-play speed and legal-move generations/s")
    _add_game(engine)
    engine.add_argument("--json", action="store_true", help="end with one line of JSON")
    engine.add_argument("--seconds", type=float, default=0.6, help="length of a timed window")
    engine.add_argument("--windows", type=int, default=3, help="timed windows (best counts)")
    engine.set_defaults(run=_run_engine)
    ai = kinds.add_parser("ai", help="time per move of each bot level")
    _add_game(ai)
    ai.add_argument("--json", action="store_true", help="end with one line of JSON")
    ai.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels (all)")
    ai.add_argument("--scale", type=float, default=1.0, help="multiply the decisions timed")
    ai.add_argument("--seed", default="bench", help="seed of the games")
    ai.set_defaults(run=_run_ai)
    ui = kinds.add_parser(
        "ui", help="frame times during the demo, start-up time, CPU and memory at rest"
    )
    _add_game(ui)
    ui.add_argument("--json", action="store_true", help="end with one line of JSON")
    ui.add_argument("--frames", type=int, default=1200, help="demo frames to time")
    ui.add_argument("--size", default="1920x1080", help="window size")
    ui.add_argument("--runs", type=int, default=3, help="start-ups to time (median counts)")
    ui.add_argument(
        "--driver",
        default="auto",
        help="SDL video driver: auto (a real window if there is a display, else dummy), "
        "dummy, x11, …",
    )
    ui.add_argument(
        "--present",
        choices=("whole", "rows"),  # app.present's strategies
        default=None,
        help="how frames reach the screen: whole (the default) or rows (compare, send changes)",
    )
    ui.add_argument(
        "--idle-seconds", type=float, default=10.0, help="seconds measured at rest (menu, table)"
    )
    ui.add_argument(
        "--pad",
        choices=list(LOOKS),
        help="at rest with a virtual gamepad of this look plugged in and in use",
    )
    ui.set_defaults(run=_run_ui)
    review = kinds.add_parser("review", help="time of a game review, and its steadiness")
    review.add_argument("--json", action="store_true", help="end with one line of JSON")
    review.add_argument("--games", default=",".join(games.GAMES), help="comma-separated games")
    review.add_argument("--seed", type=int, default=1, help="seed of the games reviewed")
    review.add_argument(
        "--seats", choices=("one", "all"), default="one", help="seat 0 only, or every seat"
    )
    review.add_argument("--jobs", type=int, help="worker processes (default: one per core)")
    review.add_argument(
        "--twice", action="store_true", help="review again with another seed: agreement"
    )
    review.set_defaults(run=_run_review)
    replays = kinds.add_parser(
        "replays", help="Replays' first frame and a page turn with few and many records"
    )
    replays.add_argument("--json", action="store_true", help="end with one line of JSON")
    replays.add_argument("--counts", default="10,10000", help="comma-separated record counts")
    replays.add_argument("--size", default="1920x1080", help="window size")
    replays.set_defaults(run=_run_replays)


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use: odin-desktop bench …")
