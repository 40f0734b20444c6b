"""The sums behind the win-chance tables (`devtools.ai.equity build`), from counted outcomes:
no bot plays here, so the sampling error can be measured by drawing the outcomes again
(`devtools.ai.equity_error`).

- Heads-up (ODIN at 2 players, Odin's Ravens): the chance from every pair of points to go and
  who leads or starts next, worked out exactly from the outcomes of one hand or race, each
  hand or race a fresh draw from them (a dynamic programme, the nearer ends first).
- ODIN at 3 to 6 players: whole games played out from the hand outcomes (random targets up to
  `LIMIT`), and the share of the wins fitted at every hand's start as a softmax of the seats'
  points to go, by maximum likelihood: a slope per clock (the fewest points to go), found by
  Newton's method, and a log-weight per place after the next hand's leader (Hunter's
  MM algorithm).
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence

LIMIT = 100  # points to go covered: the largest custom target of either game
LUCE_STARTS = 15_000  # hand starts kept per clock
MAX_SLOPE = 3.0  # the steepest slope searched (per point to go)
SLOPE_STEPS = 60  # Newton's steps at most (a handful are needed)
SLOPE_TOLERANCE = 1e-9
PLACE_ROUNDS = 200  # MM iterations for the places' weights, at most
PLACE_TOLERANCE = 1e-7
FIT_PASSES = 2

# Outcomes of a hand (ODIN): each seat's points, from the leader's seat on.
HandOutcomes = Counter[tuple[int, ...]]
# Outcomes of a race (Odin's Ravens): (the starter's points, the other's, the starter won).
RaceOutcomes = Counter[tuple[int, int, bool]]

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

Seats = tuple[tuple[int, int], ...]  # each seat's (lead over the clock, place), sorted


class StartsMet:
    """Hand starts met in games played out from the hand outcomes, by clock (the fewest
    points to go), at most `LUCE_STARTS` per clock. Each seat is described by its lead over
    the clock and its place after the next hand's leader (0: it leads); each set of seats met
    is counted (sorted), and so is the share of the wins that went to the seats at each lead
    and at each place."""

    def __init__(self) -> None:
        self.met: dict[int, Counter[Seats]] = defaultdict(Counter)
        self.starts: Counter[int] = Counter()
        self.won_lead: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))
        self.won_place: dict[int, dict[int, float]] = defaultdict(lambda: defaultdict(float))

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


def outcome_pool(hands: HandOutcomes) -> list[tuple[int, ...]]:
    """Every hand played, as a list to draw from (in the order the outcomes were met)."""
    return [outcome for outcome, n in hands.items() for _ in range(n)]


def play_outs(
    hands: HandOutcomes, players: int, games: int, rng: random.Random, limit: int = LIMIT
) -> StartsMet:
    """Whole games to random targets (5 to ``limit``) whose hands are drawn from ``hands``,
    the lead passing on each hand; hand starts are recorded with the game's result."""
    pool = outcome_pool(hands)
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


def _powers(slope: float, leads: int) -> list[float]:
    """``exp(slope * d)`` for every lead ``d`` up to ``leads``: each seat's weight reads one,
    so the likelihood of thousands of starts costs no exponential."""
    return [math.exp(slope * d) for d in range(leads + 1)]


def log_likelihood(
    met: Counter[Seats], won_lead: Mapping[int, float], slope: float, place: Sequence[float]
) -> float:
    """The log-likelihood of who won the games met at one clock, when a seat's chance is
    proportional to ``exp(slope * lead + place[its place])`` (the places' part of the wins
    does not depend on the slope and is left out)."""
    return _Clock(met, won_lead, place).log_likelihood(slope)


class _Clock:
    """The starts met at one clock, ready for many likelihoods: each seat as its lead and
    the weight of its place, the leads' part of the wins summed once."""

    def __init__(
        self, met: Counter[Seats], won_lead: Mapping[int, float], place: Sequence[float]
    ) -> None:
        weight = [math.exp(x) for x in place]
        self.starts = [(n, [(d, weight[o]) for d, o in seats]) for seats, n in met.items()]
        self.leads = max((d for seats in met for d, _ in seats), default=0)
        self.won = float(sum(won * lead for lead, won in won_lead.items()))

    def log_likelihood(self, slope: float) -> float:
        powers = _powers(slope, self.leads)
        total = slope * self.won
        for n, seats in self.starts:
            total -= n * math.log(sum(powers[d] * w for d, w in seats))
        return total

    def slopes(self, slope: float) -> tuple[float, float]:
        """The log-likelihood's first and second derivatives at ``slope``."""
        powers = _powers(slope, self.leads)
        first, second = self.won, 0.0
        for n, seats in self.starts:
            s0 = s1 = s2 = 0.0
            for d, w in seats:
                x = powers[d] * w
                s0 += x
                s1 += x * d
                s2 += x * d * d
            mean = s1 / s0
            first -= n * mean
            second -= n * (s2 / s0 - mean * mean)
        return first, second


def fit_slope(met: Counter[Seats], won_lead: Mapping[int, float], place: Sequence[float]) -> float:
    """The slope (0 to `MAX_SLOPE`) of the most likely softmax. The log-likelihood is
    concave in it, so Newton's steps find it, each kept inside the bracket the derivatives
    have narrowed so far (halving it when a step would leave it)."""
    clock = _Clock(met, won_lead, place)
    low, high, slope = 0.0, MAX_SLOPE, 0.3
    for _ in range(SLOPE_STEPS):
        first, second = clock.slopes(slope)
        if first > 0:
            low = slope
        else:
            high = slope
        step = slope - first / second if second < 0 else -1.0
        following = step if low < step < high else (low + high) / 2.0
        if abs(following - slope) < SLOPE_TOLERANCE or high - low < SLOPE_TOLERANCE:
            return following
        slope = following
    return slope


def fit_places(data: StartsMet, slopes: dict[int, float], players: int) -> list[float]:
    """Log-weights per place after the next hand's leader (summing to 0), the same at every
    clock, given each clock's slope: maximum likelihood by Hunter's MM algorithm over the
    hand starts of every clock, until no weight moves by `PLACE_TOLERANCE`."""
    weight = [1.0] * players
    won = [sum(data.won_place[c][o] for c in data.met) for o in range(players)]
    starts: list[tuple[int, list[tuple[int, float]]]] = []  # times met, (place, exp(slope*lead))
    for clock, met in data.met.items():
        powers = _powers(slopes[clock], max(d for seats in met for d, _ in seats))
        starts.extend((n, [(o, powers[d]) for d, o in seats]) for seats, n in met.items())
    for _ in range(PLACE_ROUNDS):
        part = [0.0] * players
        for n, seats in starts:
            share = n / sum(power * weight[o] for o, power in seats)
            for o, power in seats:
                part[o] += share * power
        moved = [won[o] / part[o] for o in range(players)]
        settled = max(abs(a - b) for a, b in zip(moved, weight, strict=True)) < PLACE_TOLERANCE
        weight = moved
        if settled:
            break
    logs = [math.log(w) for w in weight]
    shift = sum(logs) / players
    return [x - shift for x in logs]


def fit_softmax(data: StartsMet, players: int) -> dict[str, object]:
    """The table for ``players`` (3 or more) from the hand starts met: a slope per clock and
    a log-weight per place. The slopes are made never to grow with the clock (a game further
    from its end tells the seats apart less), which makes a seat's chance grow with its
    points to go even when it is the clock (docs/AI.md)."""
    place = [0.0] * players
    slopes: dict[int, float] = {}
    for _ in range(FIT_PASSES):  # slopes given the places, then the places given the slopes
        slopes = {c: fit_slope(met, data.won_lead[c], place) for c, met in data.met.items()}
        place = fit_places(data, slopes, players)
    clocks = sorted(slopes)
    falling = [
        -x for x in pool_adjacent([-slopes[c] for c in clocks], [data.starts[c] for c in clocks])
    ]
    by_clock = dict(zip(clocks, falling, strict=True))
    slope, table = falling[0], []
    for clock in range(1, LIMIT + 1):
        slope = by_clock.get(clock, slope)  # a clock never met keeps the one before
        table.append(round(slope, 5))
    return {"limit": LIMIT, "slope": table, "place": [round(x, 4) for x in place]}


def softmax_table(
    hands: HandOutcomes, players: int, games: int, rng: random.Random
) -> dict[str, object]:
    """The table for ``players`` (3 or more), from ``games`` played out from ``hands``."""
    return fit_softmax(play_outs(hands, players, games, rng), players)


def pool_adjacent(values: Sequence[float], counts: Sequence[int]) -> list[float]:
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


def rounded(grid: Grid) -> list[list[list[float]]]:
    return [[[round(x, 5) for x in row] for row in table] for table in grid]


def model_from(
    hands: HandOutcomes, to_go: Sequence[int], leader: int, games: int, rng: random.Random
) -> list[float]:
    """The share each seat won in ``games`` played out from the hand outcomes (what the
    softmax approximates at 3 players and more)."""
    pool = outcome_pool(hands)
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
