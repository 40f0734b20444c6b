"""Sequential halving over several decisions that share their sampled worlds, then sampling
on where the answer is still in doubt: how an analyst spends its budget.

Every candidate still in the race is judged in each world sampled, so any two are compared
on the same worlds (common random numbers). The budget is split into rounds; after each
round every decision keeps the better half of its candidates and the one played, so the
later rounds spend their worlds telling the best few apart. A candidate (a plan, for Odin's
Ravens) may belong to several decisions; it stays while any of them keeps it.

Then each decision's finalists are judged in more worlds while the played one's loss — how
far below the best it lies — is too close to a boundary the caller must tell apart (the
grades' thresholds) to say on which side it is: about one standard error of the difference,
up to a limit. A decision whose loss sits on a boundary still falls either way; the others
are answered the same whatever the seed.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
W = TypeVar("W")

MIN_FIRST = 8  # worlds every candidate sees in the first round at least: fewer rounds if not
BATCH = 16  # worlds judged between two looks at the doubts


@dataclass
class Contest(Generic[K]):
    """One decision: its candidates, preferred first (near-equal values go to the earlier),
    and the one played (None when nothing was played: the coach's question)."""

    candidates: list[K]
    played: K | None = None


@dataclass(frozen=True)
class Precision:
    """How sure the answers must be: two values closer than ``margin`` are the same; the
    played decision's loss is sampled on, up to ``limit`` judgements in all, while it lies
    within ``z`` standard errors of ``margin`` or one of ``bounds``."""

    margin: float
    bounds: tuple[float, ...] = ()
    limit: int = 0
    z: float = 1.0


@dataclass
class Verdict(Generic[K]):
    """A decision's answer: the best candidate, and each judged candidate's mean value and
    the worlds it was judged in."""

    best: K
    values: dict[K, float] = field(default_factory=dict)
    samples: dict[K, int] = field(default_factory=dict)


class _Clock:
    """The judgements made and the time left."""

    def __init__(self, deadline: float | None) -> None:
        self.deadline = deadline
        self.spent = 0

    def out_of_time(self, deadline: float | None = None) -> bool:
        limit = self.deadline if deadline is None else deadline
        return limit is not None and time.perf_counter() >= limit


def race(
    contests: Sequence[Contest[K]],
    sample: Callable[[random.Random], W],
    judge: Callable[[K, W], float],
    budget: int,
    rng: random.Random,
    precision: Precision,
    deadline: float | None = None,
) -> list[Verdict[K]]:
    """Judge the contests' candidates in worlds from ``sample``: about ``budget``
    judgements of sequential halving, then the doubts settled (`Precision`), all before
    ``deadline`` (a `time.perf_counter` value; None: no time limit, so the answer depends
    only on ``rng``). At least one world is always judged. One `Verdict` per contest."""
    order: list[K] = list(dict.fromkeys(k for c in contests for k in c.candidates))
    values: dict[K, list[float]] = {k: [] for k in order}
    clock = _Clock(deadline)
    alive = _halve(contests, order, values, sample, judge, budget, rng, clock)
    finalists = [[k for k in c.candidates if k in alive] for c in contests]
    verdicts: list[Verdict[K] | None] = [None] * len(contests)
    while True:
        doubtful = []
        for i, contest in enumerate(contests):
            if verdicts[i] is not None:
                continue
            common = min(len(values[k]) for k in finalists[i])
            settled = (
                clock.spent >= precision.limit
                or clock.out_of_time()
                or not _in_doubt(contest, finalists[i], values, common, precision)
            )
            if settled:
                verdicts[i] = _verdict(contest, finalists[i], values, common, precision.margin)
            else:
                doubtful.append(i)
        if not doubtful:
            break
        judged = list(dict.fromkeys(k for i in doubtful for k in finalists[i]))
        for _ in range(BATCH):
            if not _judge_world(judged, values, sample, judge, rng, clock, None):
                break
    return [v for v in verdicts if v is not None]


def _halve(
    contests: Sequence[Contest[K]],
    order: list[K],
    values: dict[K, list[float]],
    sample: Callable[[random.Random], W],
    judge: Callable[[K, W], float],
    budget: int,
    rng: random.Random,
    clock: _Clock,
) -> set[K]:
    """Sequential halving; the candidates still in the race at its end."""
    widest = max((len(c.candidates) for c in contests), default=1)
    rounds = max(1, math.ceil(math.log2(widest)))
    while rounds > 1 and budget < rounds * len(order) * MIN_FIRST:
        rounds -= 1
    alive = order
    for index in range(rounds):
        left = rounds - index
        goal = clock.spent + max(0, budget - clock.spent) // left
        round_deadline = None
        if clock.deadline is not None:
            now = time.perf_counter()
            round_deadline = now + max(0.0, clock.deadline - now) / left
        first = True
        while first or (clock.spent < goal and not clock.out_of_time(round_deadline)):
            if not _judge_world(alive, values, sample, judge, rng, clock, round_deadline, first):
                break
            first = False
        if index < rounds - 1:
            alive = _survivors(contests, alive, values)
    return set(alive)


def _judge_world(
    keys: list[K],
    values: dict[K, list[float]],
    sample: Callable[[random.Random], W],
    judge: Callable[[K, W], float],
    rng: random.Random,
    clock: _Clock,
    deadline: float | None,
    must: bool = False,
) -> bool:
    """Judge every key in one new world; False (and nothing kept) when time ran out before
    all were judged (a world half judged would favour some candidates)."""
    if not must and clock.out_of_time(deadline):
        return False
    world = sample(rng)
    results = []
    for key in keys:
        if not must and clock.out_of_time(deadline):
            return False
        results.append(judge(key, world))
    for key, value in zip(keys, results, strict=True):
        values[key].append(value)
    clock.spent += len(keys)
    return True


def _mean(found: list[float], count: int | None = None) -> float:
    part = found if count is None else found[:count]
    return sum(part) / len(part)


def _survivors(
    contests: Sequence[Contest[K]], alive: list[K], values: dict[K, list[float]]
) -> list[K]:
    """The candidates some contest keeps: its better half (ties to the preferred) and the
    one played."""
    living = set(alive)
    keep: set[K] = set()
    for contest in contests:
        racing = [k for k in contest.candidates if k in living]
        ranked = sorted(racing, key=lambda k: -_mean(values[k]))  # stable: preferred first
        keep.update(ranked[: math.ceil(len(ranked) / 2)])
        if contest.played is not None:
            keep.add(contest.played)
    return [k for k in alive if k in keep]


def _in_doubt(
    contest: Contest[K],
    finalists: list[K],
    values: dict[K, list[float]],
    common: int,
    precision: Precision,
) -> bool:
    """Whether a finalist's lead over the played candidate is within ``z`` standard errors
    of the margin or of a bound (the answer could fall either way)."""
    played = contest.played
    if played is None or common < 2:
        return played is not None and len(finalists) > 1
    mine = values[played][:common]
    bounds = (precision.margin, *precision.bounds)
    for key in finalists:
        if key == played:
            continue
        diffs = [a - b for a, b in zip(values[key][:common], mine, strict=True)]
        lead = sum(diffs) / common
        error = statistics.pstdev(diffs) / math.sqrt(common)
        reach = precision.z * error
        if lead + reach > precision.margin and any(abs(lead - b) < reach for b in bounds):
            return True
    return False


def _verdict(
    contest: Contest[K],
    finalists: list[K],
    values: dict[K, list[float]],
    common: int,
    margin: float,
) -> Verdict[K]:
    """The best finalist — the played one when it is within ``margin`` of the highest mean,
    else the preferred among those within ``margin`` of it, so that near-equal candidates
    give the same answer whatever the worlds — and every judged candidate's mean (the
    finalists' on the worlds they all saw)."""
    means: dict[K, float] = {}
    samples: dict[K, int] = {}
    for key in contest.candidates:
        found = values[key]
        if not found:
            continue
        count = common if key in finalists else len(found)
        means[key], samples[key] = _mean(found, count), count
    top = max(means[k] for k in finalists)
    near = [k for k in finalists if means[k] >= top - margin]
    played = contest.played
    best = played if played is not None and played in near else near[0]
    return Verdict(best, means, samples)
