"""`odin-desktop arena`: bots against bots, seats rotated, results with 95% intervals."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from odin_desktop import games
from odin_desktop.ai.arena import (
    ArenaConfig,
    progress_bar,
    run_games,
    summarize,
    table_lines,
    validate,
)
from odin_desktop.i18n.errors import os_reason


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "arena",
        help="play bots against each other and measure them",
        description="Play seeded games between bots, rotating seats so every SPEC sits in "
        "every seat equally on the same deals. A SPEC is a level (random, easy, normal, hard, "
        "expert), optionally with a budget (hard@100ms, expert@2000it), or cmd:COMMAND for an "
        "external bot (docs/BOTS.md).",
    )
    parser.add_argument(
        "--game", choices=list(games.GAMES), default=games.DEFAULT_GAME, help="the game to play"
    )
    parser.add_argument("--seats", required=True, help="comma-separated SPECs, one per seat")
    parser.add_argument(
        "--games", type=int, default=100, help="games to play (rounded up to whole rotations)"
    )
    parser.add_argument("--seed", default="0", help="seed of the deals (default 0)")
    ending = parser.add_mutually_exclusive_group()
    ending.add_argument(
        "--target", type=int, default=None, help="points that end a game (default: the game's)"
    )
    for word in dict.fromkeys(g.round_word for g in games.GAMES.values()):
        ending.add_argument(
            f"--single-{word}",
            dest="single_round",
            action="store_true",
            help=f"each game is a single {word}",
        )
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel")
    parser.add_argument(
        "--move-timeout",
        type=float,
        default=10.0,
        help="seconds an external bot may take per move (default 10)",
    )
    parser.add_argument(
        "--json", action="store_true", help="end with one line of JSON results on stdout"
    )
    parser.add_argument(
        "--records",
        metavar="DIR",
        help="keep each game's record in DIR (created if need be), for replay, review and "
        "odin-desktop import",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    game = games.game(args.game)
    seats = tuple(s.strip() for s in args.seats.split(","))
    try:
        validate(seats, game.id)
    except ValueError as error:
        print(f"odin-desktop arena: {error}", file=sys.stderr)
        return 2
    target = game.default_target if args.target is None else args.target
    if args.games < 1 or args.jobs < 1 or target < 1:
        print("odin-desktop arena: --games, --jobs and --target must be positive", file=sys.stderr)
        return 2
    records = None
    if args.records is not None:
        try:
            Path(args.records).mkdir(parents=True, exist_ok=True)
        except OSError as error:
            reason = os_reason(error)
            print(f"odin-desktop arena: --records {args.records}: {reason}", file=sys.stderr)
            return 2
        records = str(Path(args.records).resolve())
    config = ArenaConfig(
        seats,
        args.games,
        args.seed,
        target,
        args.single_round,
        args.jobs,
        args.move_timeout,
        game.id,
        records,
    )
    played = config.deals * config.players
    if played != args.games:
        print(
            f"odin-desktop arena: playing {played} games, a whole number of seat rotations",
            file=sys.stderr,
        )
    summaries = run_games(config, progress_bar(sys.stderr))
    results = summarize(config, summaries)
    ending = f"single {game.round_word}" if config.single_round else f"target {config.target}"
    print(f"{played} games of {game.title}, {config.players} players, {ending}, seed {config.seed}")
    for line in table_lines(config, results):
        print(line)
    if records is not None:
        print(f"{played} records in {records}")
    if args.json:
        payload = {
            "game": game.id,
            "games": played,
            "results": {spec: r.to_json(game.round_word) for spec, r in results.items()},
        }
        print(json.dumps(payload))
    return 0
