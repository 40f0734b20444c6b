"""Rebuild the win-chance tables the bots and the review read (`odin_desktop/ai/equity.py`).

    python -m devtools.ai.equity build --game ravens            # ~20 min on one core
    python -m devtools.ai.equity build --game odin              # ~10 min on one core
    python -m devtools.ai.equity check --game odin --players 4 --totals 3,9,11,12 --games 2000

`build` estimates the tables by self-play, as docs/AI.md ("The chance to win the game")
describes, and writes `odin_desktop/ai/data/equity_<game>.json`:
1. The Normal level plays hands (ODIN, at every table size) or races (Odin's Ravens) against
   itself; the outcomes are counted from the leader's (the starter's) side: each seat's
   points, and for Ravens who won the race.
2. Heads-up, the chance from every pair of points to go (up to `LIMIT`) and who leads or
   starts next is worked out exactly from those outcomes, assuming each hand or race is a
   fresh draw from them (a dynamic programme over the points to go, the nearer ends first).
3. At 3 to 6 players that exact sum has too many scores to hold; instead whole games are
   played out from the outcomes (random targets up to `LIMIT`), and the share of the wins is
   fitted at every hand's start as a softmax of the seats' points to go, by maximum
   likelihood: a slope per clock (the fewest points to go), found by golden-section search,
   and a log-weight per place after the next hand's leader (Hunter's MM algorithm).

`check` measures a table against direct self-play: it plays whole games from given totals
with Normal in every seat and compares the share each seat won with the table's chances (and,
at 3 players and more, with whole games played out from the hand outcomes, which is what the
softmax approximates).

Everything is seeded: the same command gives the same file.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

from odin_desktop.ai.equity import FORMAT, VERSION, OdinEquity, RavensEquity
from odin_desktop.ai.odin.levels import make_bot as odin_bot
from odin_desktop.ai.ravens.levels import make_bot as ravens_bot
from odin_desktop.ai.stats import ci95
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.ravens.game import RavensGame

DATA = Path(__file__).resolve().parents[2] / "odin_desktop" / "ai" / "data"
LIMIT = 100  # points to go covered: the largest custom target of either game
LEVEL = "normal"  # the level whose self-play the tables come from
ODIN_HANDS = 20_000  # hands played per table size
RAVENS_RACES = 4_000
LUCE_GAMES = 300_000  # games played out from the hand outcomes per table size (3+ players)
LUCE_STARTS = 15_000  # hand starts kept per clock
MAX_SLOPE = 3.0  # the steepest slope searched (per point to go)
SLOPE_STEPS = 30  # golden-section steps: the slope to within 1e-6
PLACE_ROUNDS = 20  # MM iterations for the places' weights
FIT_PASSES = 2

# Outcomes of a hand (ODIN): each seat's points, from the leader's seat on.
HandOutcomes = Counter[tuple[int, ...]]
# Outcomes of a race (Odin's Ravens): (the starter's points, the other's, the starter won).
RaceOutcomes = Counter[tuple[int, int, bool]]


# ---------------------------------------------------------------------- self-play


def odin_hands(players: int, hands: int, seed: str = "equity") -> HandOutcomes:
    """``hands`` single hands of Normal against itself at ``players`` (the app's two-player
    deck of 4 colours heads-up), counted from the leader's seat on."""
    outcomes: HandOutcomes = Counter()
    for number in range(hands):
        game = OdinGame.new(players, f"{seed}:{players}:{number}", single_hand=True)
        bots = [odin_bot(LEVEL, seed=f"{seed}:{number}:{s}") for s in range(players)]
        game.start_hand()
        hand = game.hand
        assert hand is not None
        while not game.over:
            seat = game.to_move
            assert seat is not None
            game.apply(bots[seat].choose(game.observe(seat)), seat)
        scores = game.scores[-1]
        outcomes[tuple(scores[(hand.leader + k) % players] for k in range(players))] += 1
    return outcomes


def ravens_races(races: int, seed: str = "equity") -> RaceOutcomes:
    """``races`` single races of Normal against itself, counted from the starter's side."""
    outcomes: RaceOutcomes = Counter()
    for number in range(races):
        game = RavensGame.new(f"{seed}:{number}", target=1)
        bots = [ravens_bot(LEVEL, seed=f"{seed}:{number}:{s}") for s in range(2)]
        race = game.start_race()
        first = race.turn
        while not game.over:
            seat = race.turn
            game.apply(bots[seat].choose(game.observe(seat)), seat)
        points = game.scores[-1]
        outcomes[(points[first], points[1 - first], race.winner == first)] += 1
    return outcomes


# ---------------------------------------------------------------------- heads-up tables

Grid = list[list[list[float]]]  # [first][a - 1][b - 1]
# The chance of (first, a, b) from the table so far, whose games nearer their end are filled.
Step = Callable[[Grid, int, int, int], float]


def _solve(limit: int, step: Step) -> Grid:
    """Fill a heads-up table, the nearer ends first: each outcome takes points, so every
    chance depends on entries of a smaller sum of points to go only."""
    table: Grid = [[[0.0] * limit for _ in range(limit)] for _ in range(2)]
    for total in range(2, 2 * limit + 1):
        for a in range(max(1, total - limit), min(limit, total - 1) + 1):
            for first in (0, 1):
                table[first][a - 1][total - a - 1] = step(table, first, a, total - a)
    return table


def odin_pair_table(hands: HandOutcomes, limit: int = LIMIT) -> Grid:
    """Heads-up ODIN: the chance of the seat with ``a`` points to go against ``b``, ``first``
    1 when it leads the next hand. The fewest points win; a tie shares the win."""
    count = sum(hands.values())
    outcomes = [(n / count, lead, other) for (lead, other), n in hands.items()]
    if any(lead == 0 and other == 0 for _, lead, other in outcomes):
        raise ValueError("a hand where nobody scores would never end the game")

    def step(table: Grid, first: int, a: int, b: int) -> float:
        chance = 0.0
        for p, lead, other in outcomes:
            a2, b2 = (a - lead, b - other) if first else (a - other, b - lead)
            if min(a2, b2) <= 0:
                chance += p * (1.0 if a2 > b2 else 0.5 if a2 == b2 else 0.0)
            else:
                chance += p * table[1 - first][a2 - 1][b2 - 1]  # the lead passes on
        return chance

    return _solve(limit, step)


def ravens_pair_table(races: RaceOutcomes, limit: int = LIMIT) -> Grid:
    """Odin's Ravens: the chance of the seat with ``a`` points to go against ``b``, ``first``
    1 when it starts the next race. The most points win, a tie goes to the race's winner; the
    seat with fewer points starts the next race, on a tie the race's winner."""
    count = sum(races.values())
    outcomes = [(n / count, mine, theirs, won) for (mine, theirs, won), n in races.items()]
    if any(mine == 0 and theirs == 0 for _, mine, theirs, _ in outcomes):
        raise ValueError("a race where nobody scores would never end the game")

    def step(table: Grid, first: int, a: int, b: int) -> float:
        chance = 0.0
        for p, starter_points, other_points, starter_won in outcomes:
            if first:
                a2, b2, won = a - starter_points, b - other_points, starter_won
            else:
                a2, b2, won = a - other_points, b - starter_points, not starter_won
            if min(a2, b2) <= 0:
                chance += p * (1.0 if a2 < b2 or (a2 == b2 and won) else 0.0)
            else:
                starts = a2 > b2 if a2 != b2 else won
                chance += p * table[int(starts)][a2 - 1][b2 - 1]
        return chance

    return _solve(limit, step)


# ---------------------------------------------------------------------- 3 to 6 players


class StartsMet:
    """Hand starts met in games played out from the hand outcomes, by clock (the fewest
    points to go), at most `LUCE_STARTS` per clock. Each seat is described by its lead over
    the clock and its place after the next hand's leader (0: it leads); each set of seats met
    is counted (sorted), and so is the share of the wins that went to the seats at each lead
    and at each place."""

    def __init__(self) -> None:
        self.met: dict[int, Counter[tuple[tuple[int, int], ...]]] = defaultdict(Counter)
        self.starts: Counter[int] = Counter()
        self.won_lead: dict[int, Counter[int]] = defaultdict(Counter)
        self.won_place: dict[int, Counter[int]] = defaultdict(Counter)

    def wants(self, clock: int) -> bool:
        return self.starts[clock] < LUCE_STARTS

    def add(self, to_go: Sequence[int], leader: int, shares: Sequence[float]) -> None:
        players = len(to_go)
        clock = min(to_go)
        seats = [(g - clock, (seat - leader) % players) for seat, g in enumerate(to_go)]
        self.met[clock][tuple(sorted(seats))] += 1
        self.starts[clock] += 1
        for (lead, place), share in zip(seats, shares, strict=True):
            if share:
                self.won_lead[clock][lead] += share
                self.won_place[clock][place] += share


def play_outs(
    hands: HandOutcomes, players: int, games: int, rng: random.Random, limit: int = LIMIT
) -> StartsMet:
    """Whole games to random targets (5 to ``limit``) whose hands are drawn from ``hands``,
    the lead passing on each hand; hand starts are recorded with the game's result."""
    pool = [outcome for outcome, n in hands.items() for _ in range(n)]
    data = StartsMet()
    for _ in range(games):
        to_go = [rng.randint(5, limit)] * players
        leader = rng.randrange(players)
        seen = []
        while min(to_go) > 0:
            if data.wants(min(to_go)):
                seen.append((tuple(to_go), leader))
            outcome = pool[rng.randrange(len(pool))]
            for k in range(players):
                to_go[(leader + k) % players] -= outcome[k]
            leader = (leader + 1) % players
        best = max(to_go)
        winners = to_go.count(best)
        shares = [1.0 / winners if g == best else 0.0 for g in to_go]
        for start, led in seen:
            data.add(start, led, shares)
    return data


def log_likelihood(
    met: Counter[tuple[tuple[int, int], ...]],
    won_lead: Counter[int],
    slope: float,
    place: Sequence[float],
) -> float:
    """The log-likelihood of who won the games met at one clock, when a seat's chance is
    proportional to ``exp(slope * lead + place[its place])`` (the places' part of the wins
    does not depend on the slope and is left out)."""
    total = sum(won * slope * lead for lead, won in won_lead.items())
    for seats, n in met.items():
        total -= n * math.log(sum(math.exp(slope * d + place[o]) for d, o in seats))
    return total


def fit_slope(
    met: Counter[tuple[tuple[int, int], ...]], won_lead: Counter[int], place: Sequence[float]
) -> float:
    """The slope (0 to `MAX_SLOPE`) of the most likely softmax, by golden-section search
    (the log-likelihood is concave in it)."""
    ratio = (math.sqrt(5.0) - 1.0) / 2.0
    low, high = 0.0, MAX_SLOPE
    for _ in range(SLOPE_STEPS):
        left, right = high - ratio * (high - low), low + ratio * (high - low)
        if log_likelihood(met, won_lead, left, place) >= log_likelihood(
            met, won_lead, right, place
        ):
            high = right
        else:
            low = left
    return (low + high) / 2.0


def fit_places(data: StartsMet, slopes: dict[int, float], players: int) -> list[float]:
    """Log-weights per place after the next hand's leader (summing to 0), the same at every
    clock, given each clock's slope: maximum likelihood by Hunter's MM algorithm over the
    hand starts of every clock."""
    weight = [1.0] * players
    won = [sum(data.won_place[c][o] for c in data.met) for o in range(players)]
    for _ in range(PLACE_ROUNDS):
        part = [0.0] * players
        for clock, met in data.met.items():
            slope = slopes[clock]
            for seats, n in met.items():
                share = n / sum(math.exp(slope * d) * weight[o] for d, o in seats)
                for d, o in seats:
                    part[o] += share * math.exp(slope * d)
        weight = [won[o] / part[o] for o in range(players)]
    logs = [math.log(w) for w in weight]
    shift = sum(logs) / players
    return [x - shift for x in logs]


def softmax_table(hands: HandOutcomes, players: int, games: int, seed: str) -> dict[str, object]:
    """The table for ``players`` (3 or more): a slope per clock and a log-weight per place.
    The slopes are made never to grow with the clock (a game further from its end tells the
    seats apart less), which makes a seat's chance grow with its points to go even when it
    is the clock (docs/AI.md)."""
    data = play_outs(hands, players, games, random.Random(f"{seed}:{players}"))
    place = [0.0] * players
    slopes: dict[int, float] = {}
    for _ in range(FIT_PASSES):  # slopes given the places, then the places given the slopes
        slopes = {c: fit_slope(met, data.won_lead[c], place) for c, met in data.met.items()}
        place = fit_places(data, slopes, players)
    clocks = sorted(slopes)
    falling = [
        -x for x in _pool_adjacent([-slopes[c] for c in clocks], [data.starts[c] for c in clocks])
    ]
    by_clock = dict(zip(clocks, falling, strict=True))
    slope, table = falling[0], []
    for clock in range(1, LIMIT + 1):
        slope = by_clock.get(clock, slope)  # a clock never met keeps the one before
        table.append(round(slope, 5))
    return {"limit": LIMIT, "slope": table, "place": [round(x, 4) for x in place]}


def _pool_adjacent(values: Sequence[float], counts: Sequence[int]) -> list[float]:
    """The non-decreasing sequence nearest ``values`` in least squares weighted by
    ``counts`` (pool adjacent violators)."""
    blocks: list[tuple[float, float, int]] = []  # (mean, weight, length)
    for value, count in zip(values, counts, strict=True):
        mean, weight, length = value, float(count), 1
        while blocks and blocks[-1][0] > mean:
            before, before_weight, before_length = blocks.pop()
            total = before_weight + weight
            mean = (before * before_weight + mean * weight) / total
            weight, length = total, length + before_length
        blocks.append((mean, weight, length))
    return [mean for mean, _, length in blocks for _ in range(length)]


def _rounded(grid: Grid) -> list[list[list[float]]]:
    return [[[round(x, 5) for x in row] for row in table] for table in grid]


def build_odin(hands: int, games: int, seed: str) -> dict[str, object]:
    tables: dict[str, object] = {}
    played: dict[str, object] = {}
    for players in range(2, 7):
        started = time.perf_counter()
        outcomes = odin_hands(players, hands, seed)
        count = sum(outcomes.values())
        played[str(players)] = {
            "hands": count,
            "points_by_place": [
                round(sum(o[k] * n for o, n in outcomes.items()) / count, 3) for k in range(players)
            ],
        }
        if players == 2:
            tables["2"] = {"limit": LIMIT, "chance": _rounded(odin_pair_table(outcomes))}
        else:
            tables[str(players)] = softmax_table(outcomes, players, games, seed)
        print(f"{players} players: {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return {"self_play": played, "tables": tables}


def build_ravens(races: int, seed: str) -> dict[str, object]:
    outcomes = ravens_races(races, seed)
    count = sum(outcomes.values())
    played = {
        "races": count,
        "starter_won": round(sum(n for o, n in outcomes.items() if o[2]) / count, 4),
        "points_starter_other": [
            round(sum(o[k] * n for o, n in outcomes.items()) / count, 3) for k in (0, 1)
        ],
    }
    table = {"limit": LIMIT, "chance": _rounded(ravens_pair_table(outcomes))}
    return {"self_play": played, "tables": {"2": table}}


def write(game: str, body: dict[str, object], command: str, folder: Path = DATA) -> Path:
    document = {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "level": LEVEL,
        "built_by": command,
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
            if game.needs_deal:
                game.start_hand()
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
            if game.needs_race:
                game.start_race()
            race = game.race
            assert race is not None
            game.apply(bots[race.turn].choose(game.observe(race.turn)), race.turn)
        assert game.winner is not None
        won[game.winner] += 1.0 / games
    return won


def model_from(
    hands: HandOutcomes, to_go: Sequence[int], leader: int, games: int, rng: random.Random
) -> list[float]:
    """The share each seat won in ``games`` played out from the hand outcomes (what the
    softmax approximates at 3 players and more)."""
    pool = [outcome for outcome, n in hands.items() for _ in range(n)]
    players = len(to_go)
    won = [0.0] * players
    for _ in range(games):
        left, lead = list(to_go), leader
        while min(left) > 0:
            outcome = pool[rng.randrange(len(pool))]
            for k in range(players):
                left[(lead + k) % players] -= outcome[k]
            lead = (lead + 1) % players
        best = max(left)
        winners = left.count(best)
        for seat in range(players):
            if left[seat] == best:
                won[seat] += 1.0 / winners / games
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
            result["model"] = model_from(hands, to_go, args.first, args.model_games, rng)
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
    if "model" in result:
        result["model"] = [round(x, 4) for x in result["model"]]  # type: ignore[union-attr]
    result["seconds"] = round(time.perf_counter() - started)
    return result


def read_built(game: str, folder: Path) -> dict[str, object]:
    return json.loads((folder / f"equity_{game}.json").read_text("utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.equity", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="rebuild a game's table by self-play")
    build.add_argument("--game", choices=("odin", "ravens"), required=True)
    build.add_argument("--hands", type=int, default=ODIN_HANDS, help="ODIN hands per table size")
    build.add_argument("--races", type=int, default=RAVENS_RACES, help="Odin's Ravens races")
    build.add_argument(
        "--games", type=int, default=LUCE_GAMES, help="games played out (3+ players)"
    )
    build.add_argument("--seed", default="equity")
    build.add_argument("--folder", type=Path, default=DATA, help="where the table is written")
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
    command = " ".join(
        ["python -m devtools.ai.equity", *(argv if argv is not None else sys.argv[1:])]
    )
    if args.game == "odin":
        body = build_odin(args.hands, args.games, args.seed)
    else:
        body = build_ravens(args.races, args.seed)
    print(write(args.game, body, command, args.folder))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
