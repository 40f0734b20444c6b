"""Rebuild the win-chance tables the bots and the review read (`odin_desktop/ai/equity.py`).

    python -m devtools.ai.equity build --game odin      # ~10 min of CPU
    python -m devtools.ai.equity build --game ravens    # ~15 min of CPU
    python -m devtools.ai.equity build --game odin --hands 200 --games 300 --errors 20 \
        --folder /tmp/small                            # a small table and its errors
    python -m devtools.ai.equity compare /tmp/small/equity_odin.json
    python -m devtools.ai.equity check --game odin --totals 3,9,11,12 --target 15 --games 2000

`build` estimates a game's table by self-play, as docs/AI.md ("The chance to win the game")
describes, and writes `equity_<game>.json` (by default into `odin_desktop/ai/data/`): the
Normal level plays hands (ODIN, at every table size) or races (Odin's Ravens) against itself,
the outcomes are counted from the leader's (the starter's) side, and the tables are worked out
from them (`devtools.ai.equity_tables`). The file says how it was made: the whole command,
the seed and the sample sizes. The same command gives the same bytes: every bot, deal and
draw follows from the seed. With ``--errors B`` it also keeps the table's standard error at
probed positions, measured by the bootstrap over ``B`` replicates (`devtools.ai.equity_error`).

`compare` sets such a table (built small, with its errors) beside the shipped one (or
``--with FILE``) and says whether they agree within their sampling error; exit 1 when not.

`check` measures a table against direct self-play: it plays whole games from given totals
with Normal in every seat and compares the share each seat won with the table's chances (and,
at 3 players and more, with whole games played out from the hand outcomes, which is what the
softmax approximates).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from devtools.ai import equity_error as error
from devtools.ai import equity_tables as tables
from devtools.ai.equity_tables import HandOutcomes, RaceOutcomes
from odin_desktop.ai.equity import FORMAT, VERSION
from odin_desktop.ai.odin.equity import OdinEquity
from odin_desktop.ai.odin.levels import make_bot as odin_bot
from odin_desktop.ai.ravens.equity import RavensEquity
from odin_desktop.ai.ravens.levels import make_bot as ravens_bot
from odin_desktop.ai.stats import ci95
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.ravens.game import RavensGame

DATA = Path(__file__).resolve().parents[2] / "odin_desktop" / "ai" / "data"
LEVEL = "normal"  # the level whose self-play the tables come from
ODIN_HANDS = 20_000  # hands played per table size
RAVENS_RACES = 4_000
LUCE_GAMES = 300_000  # games played out from the hand outcomes per table size (3+ players)
SEED = "equity"
PROGRAM = "python -m devtools.ai.equity"


# ---------------------------------------------------------------------- self-play


def odin_hands(players: int, hands: int, seed: str = SEED) -> HandOutcomes:
    """``hands`` single hands of Normal against itself at ``players`` (the app's two-player
    deck of 4 colours heads-up), counted from the leader's seat on."""
    outcomes: HandOutcomes = Counter()
    for number in range(hands):
        game = OdinGame.new(players, f"{seed}:{players}:{number}", single_hand=True)
        bots = [odin_bot(LEVEL, seed=f"{seed}:{number}:{s}") for s in range(players)]
        hand = game.start_round()
        while not game.over:
            seat = game.to_move
            assert seat is not None
            game.apply(bots[seat].choose(game.observe(seat)), seat)
        scores = game.scores[-1]
        outcomes[tuple(scores[(hand.leader + k) % players] for k in range(players))] += 1
    return outcomes


def ravens_races(races: int, seed: str = SEED) -> RaceOutcomes:
    """``races`` single races of Normal against itself, counted from the starter's side."""
    outcomes: RaceOutcomes = Counter()
    for number in range(races):
        game = RavensGame.new(f"{seed}:{number}", target=1)
        bots = [ravens_bot(LEVEL, seed=f"{seed}:{number}:{s}") for s in range(2)]
        race = game.start_round()
        first = race.turn
        while not game.over:
            seat = race.turn
            game.apply(bots[seat].choose(game.observe(seat)), seat)
        points = game.scores[-1]
        outcomes[(points[first], points[1 - first], race.winner == first)] += 1
    return outcomes


def _mean_sd(values: Sequence[int], counts: Sequence[int]) -> tuple[float, float]:
    """The mean and standard deviation of ``values`` met ``counts`` times each."""
    n = sum(counts)
    mean = sum(v * c for v, c in zip(values, counts, strict=True)) / n
    square = sum((v - mean) ** 2 * c for v, c in zip(values, counts, strict=True))
    return mean, math.sqrt(square / max(1, n - 1))


# ---------------------------------------------------------------------- build


def build_odin(hands: int, games: int, seed: str, replicates: int = 0) -> dict[str, Any]:
    """ODIN's tables, 2 to 6 players (and their errors, with ``replicates``)."""
    made: dict[str, Any] = {}
    played: dict[str, Any] = {}
    errors: dict[str, Any] = {}
    rng = random.Random(f"{seed}:errors")
    for players in range(2, 7):
        started = time.perf_counter()
        outcomes = odin_hands(players, hands, seed)
        counts = list(outcomes.values())
        spread = [_mean_sd([o[k] for o in outcomes], counts) for k in range(players)]
        played[str(players)] = {
            "hands": sum(counts),
            "points_by_place": [round(mean, 3) for mean, _ in spread],
            "points_sd_by_place": [round(sd, 3) for _, sd in spread],
        }
        if players == 2:
            grid = tables.odin_pair_table(outcomes)
            made["2"] = {"limit": tables.LIMIT, "chance": tables.rounded(grid)}
            if replicates:
                found = error.pair_errors(outcomes, tables.odin_pair_table, replicates, rng)
                errors["2"] = [round(x, 5) for x in found]
        else:
            fit_rng = random.Random(f"{seed}:{players}")
            made[str(players)] = tables.softmax_table(outcomes, players, games, fit_rng)
            if replicates:
                found_many = error.many_errors(outcomes, players, games, replicates, rng)
                errors[str(players)] = [[round(x, 5) for x in row] for row in found_many]
        print(f"{players} players: {time.perf_counter() - started:.0f} s", file=sys.stderr)
    body: dict[str, Any] = {"self_play": played, "tables": made}
    if replicates:
        body["errors"] = errors
    return body


def build_ravens(races: int, seed: str, replicates: int = 0) -> dict[str, Any]:
    """Odin's Ravens' table (and its errors, with ``replicates``)."""
    outcomes = ravens_races(races, seed)
    counts = list(outcomes.values())
    count = sum(counts)
    spread = [_mean_sd([o[k] for o in outcomes], counts) for k in (0, 1)]
    played = {
        "races": count,
        "starter_won": round(sum(n for o, n in outcomes.items() if o[2]) / count, 4),
        "points_starter_other": [round(mean, 3) for mean, _ in spread],
        "points_sd": [round(sd, 3) for _, sd in spread],
    }
    grid = tables.ravens_pair_table(outcomes)
    body: dict[str, Any] = {
        "self_play": played,
        "tables": {"2": {"limit": tables.LIMIT, "chance": tables.rounded(grid)}},
    }
    if replicates:
        rng = random.Random(f"{seed}:errors")
        found = error.pair_errors(outcomes, tables.ravens_pair_table, replicates, rng)
        body["errors"] = {"2": [round(x, 5) for x in found]}
    return body


def command_of(args: argparse.Namespace) -> str:
    """The whole command that builds this table, every choice spelt out (not the folder:
    the same table wherever it is written)."""
    sizes = (
        f"--races {args.races}"
        if args.game == "ravens"
        else (f"--hands {args.hands} --games {args.games}")
    )
    errors = f" --errors {args.errors}" if args.errors else ""
    return f"{PROGRAM} build --game {args.game} {sizes} --seed {args.seed}{errors}"


def write(game: str, body: dict[str, Any], args: argparse.Namespace, folder: Path) -> Path:
    samples = (
        {"races": args.races} if game == "ravens" else {"hands": args.hands, "games": args.games}
    )
    document = {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "level": LEVEL,
        "built_by": command_of(args),
        "seed": args.seed,
        "samples": samples,
        **body,
    }
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"equity_{game}.json"
    path.write_text(json.dumps(document, separators=(",", ":")) + "\n", encoding="utf-8")
    return path


# ---------------------------------------------------------------------- check


def odin_from(
    totals: Sequence[int], target: int, leader: int, games: int, seed: str
) -> list[float]:
    """The share of ``games`` each seat won, Normal in every seat, from ``totals`` with
    ``leader`` leading the next hand."""
    players = len(totals)
    won = [0.0] * players
    for number in range(games):
        fresh = OdinGame.new(players, f"{seed}:{number}", target=target)
        game = OdinGame(players, fresh.options, leader, f"{seed}:{number}")
        game.totals = list(totals)
        bots = [odin_bot(LEVEL, seed=f"{seed}:{number}:{s}") for s in range(players)]
        while not game.over:
            if game.needs_round:
                game.start_round()
            seat = game.to_move
            assert seat is not None
            game.apply(bots[seat].choose(game.observe(seat)), seat)
        for seat in game.winners:
            won[seat] += 1.0 / len(game.winners) / games
    return won


def ravens_from(
    totals: Sequence[int], target: int, first: int, games: int, seed: str
) -> list[float]:
    """The share of ``games`` each seat won, Normal in both seats, from ``totals`` with
    ``first`` starting the next race."""
    won = [0.0, 0.0]
    for number in range(games):
        game = RavensGame(target, first, f"{seed}:{number}")
        game.totals = list(totals)
        bots = [ravens_bot(LEVEL, seed=f"{seed}:{number}:{s}") for s in range(2)]
        while not game.over:
            if game.needs_round:
                game.start_round()
            race = game.race
            assert race is not None
            game.apply(bots[race.turn].choose(game.observe(race.turn)), race.turn)
        assert game.winner is not None
        won[game.winner] += 1.0 / games
    return won


def check(args: argparse.Namespace) -> dict[str, object]:
    totals = [int(x) for x in args.totals.split(",")]
    started = time.perf_counter()
    result: dict[str, object] = {"game": args.game, "totals": totals, "target": args.target}
    if args.game == "odin":
        table = OdinEquity(read_built("odin", args.folder)).win_chances(
            totals, args.target, args.first
        )
        played = odin_from(totals, args.target, args.first, args.games, args.seed)
        if len(totals) > 2:
            hands = odin_hands(len(totals), args.hands, args.seed)
            to_go = [args.target - t for t in totals]
            rng = random.Random(args.seed)
            model = tables.model_from(hands, to_go, args.first, args.model_games, rng)
            result["model"] = [round(x, 4) for x in model]
    else:
        table = RavensEquity(read_built("ravens", args.folder)).win_chances(
            totals, args.target, args.first
        )
        played = ravens_from(totals, args.target, args.first, args.games, args.seed)
    result["first"] = args.first
    result["table"] = [round(x, 4) for x in table]
    result["self_play"] = [round(x, 4) for x in played]
    # Each game is one sample of a seat's win (a tie counts as its share).
    result["self_play_ci95"] = [
        [
            round(x, 4)
            for x in ci95([1.0] * round(p * args.games) + [0.0] * round((1 - p) * args.games), p)
        ]
        for p in played
    ]
    result["seconds"] = round(time.perf_counter() - started)
    return result


def read_built(game: str, folder: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads((folder / f"equity_{game}.json").read_text("utf-8"))
    return document


def compare(args: argparse.Namespace) -> int:
    small = json.loads(args.table.read_text("utf-8"))
    large_path = args.against or DATA / f"equity_{small['game']}.json"
    large = json.loads(large_path.read_text("utf-8"))
    found = error.Comparison(small, large)
    print(
        json.dumps(
            {
                "game": found.game,
                "agree": found.agree,
                "z_limit": error.Z_LIMIT,
                "figures": len(found.rows),
                "worst": found.worst,
            }
        )
    )
    return 0 if found.agree else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROGRAM, description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="rebuild a game's table by self-play")
    build.add_argument("--game", choices=("odin", "ravens"), required=True)
    build.add_argument("--hands", type=int, default=ODIN_HANDS, help="ODIN hands per table size")
    build.add_argument("--races", type=int, default=RAVENS_RACES, help="Odin's Ravens races")
    build.add_argument(
        "--games", type=int, default=LUCE_GAMES, help="games played out (3+ players)"
    )
    build.add_argument("--seed", default=SEED)
    build.add_argument(
        "--errors", type=int, default=0, help="bootstrap replicates of the errors kept (0: none)"
    )
    build.add_argument("--folder", type=Path, default=DATA, help="where the table is written")
    against = commands.add_parser("compare", help="a small table against the shipped one")
    against.add_argument("table", type=Path, help="a table built with --errors")
    against.add_argument("--with", dest="against", type=Path, help="default: the shipped one")
    test = commands.add_parser("check", help="a table against games played from a score")
    test.add_argument("--game", choices=("odin", "ravens"), required=True)
    test.add_argument("--totals", required=True, help="points per seat, e.g. 3,9,11,12")
    test.add_argument("--target", type=int, required=True)
    test.add_argument("--first", type=int, default=0, help="the seat that leads or starts next")
    test.add_argument("--games", type=int, default=1000, help="games played from the score")
    test.add_argument("--hands", type=int, default=ODIN_HANDS, help="hands for the model (3+)")
    test.add_argument("--model-games", type=int, default=20_000)
    test.add_argument("--seed", default="check")
    test.add_argument("--folder", type=Path, default=DATA, help="where the table is read")
    args = parser.parse_args(argv)
    if args.command == "check":
        print(json.dumps(check(args)))
        return 0
    if args.command == "compare":
        return compare(args)
    if min(args.hands, args.games, args.races) < 1 or args.errors < 0 or args.errors == 1:
        parser.error("--hands, --games and --races must be positive, --errors 0 or at least 2")
    if args.game == "odin":
        body = build_odin(args.hands, args.games, args.seed, args.errors)
    else:
        body = build_ravens(args.races, args.seed, args.errors)
    print(write(args.game, body, args, args.folder))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
