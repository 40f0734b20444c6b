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
up to a limit; or while a loss that would matter is still within its noise (less than
``significance`` standard errors). A decision whose loss sits on a boundary still falls either
way; the others are answered the same whatever the seed.

Last, where the played decision is an error (its loss reaches the first boundary) and which
finalist is the better decision is in doubt — another lies within ``significance`` standard
errors of the margin below the highest, so it may or may not count as equal to it —, the
finalists are judged in more worlds, up to ``extra`` judgements more, until each stands clear
of that line: the better decision named is then the same whatever the seed. A finalist the
best does not lead by the margin and ``significance`` standard errors is a near tie
(`Verdict.tied`).

Every answer carries its standard error: each candidate's mean over the worlds it was judged
in, and each candidate's difference from the played one over the worlds both were judged in
(the worlds are shared, so the difference is far surer than either value).
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
    within ``z`` standard errors of ``margin`` or one of ``bounds``, or while it reaches the
    first of ``bounds`` but not yet ``significance`` standard errors (0: no such test). Then
    up to ``extra`` judgements more tell such a loss's best finalist from the others."""

    margin: float
    bounds: tuple[float, ...] = ()
    limit: int = 0
    z: float = 1.0
    significance: float = 0.0
    extra: int = 0


@dataclass
class Verdict(Generic[K]):
    """A decision's answer: the best candidate, and each judged candidate's mean value, the
    worlds it was judged in and the mean's standard error; with a candidate played, the
    standard error of each judged candidate's difference from it (over their shared
    worlds: `paired`). ``tied`` holds the finalists other than the played one that the best
    does not lead by the margin and ``significance`` standard errors of their difference,
    when the best is not the played one: the better decision is a near tie with them."""

    best: K
    values: dict[K, float] = field(default_factory=dict)
    samples: dict[K, int] = field(default_factory=dict)
    errors: dict[K, float] = field(default_factory=dict)
    paired: dict[K, float] = field(default_factory=dict)
    tied: list[K] = field(default_factory=list)


class Judged(Generic[K]):
    """Every judgement made: per candidate, its values in the order judged and the number
    of the world each was judged in (two candidates are compared on the worlds both saw)."""

    def __init__(self) -> None:
        self.values: dict[K, list[float]] = {}
        self.worlds: dict[K, list[int]] = {}
        self.count = 0  # worlds sampled

    def add(self, keys: Sequence[K]) -> None:
        for key in keys:
            self.values.setdefault(key, [])
            self.worlds.setdefault(key, [])

    def paired(self, first: K, second: K, count: int | None = None) -> tuple[float, float]:
        """The mean difference ``first − second`` over the worlds both were judged in (of
        ``first``'s first ``count`` judgements), and its standard error; (0, 0) when they
        share none."""
        theirs = dict(zip(self.worlds[second], self.values[second], strict=True))
        mine = zip(self.worlds[first][:count], self.values[first][:count], strict=True)
        diffs = [value - theirs[world] for world, value in mine if world in theirs]
        if not diffs:
            return 0.0, 0.0
        return sum(diffs) / len(diffs), standard_error(diffs)


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
    judged: Judged[K] | None = None,
) -> list[Verdict[K]]:
    """Judge the contests' candidates in worlds from ``sample``: about ``budget``
    judgements of sequential halving, then the doubts settled (`Precision`), all before
    ``deadline`` (a `time.perf_counter` value; None: no time limit, so the answer depends
    only on ``rng``). At least one world is always judged. One `Verdict` per contest;
    ``judged`` (when given) is filled with every judgement."""
    order: list[K] = list(dict.fromkeys(k for c in contests for k in c.candidates))
    judged = Judged() if judged is None else judged
    judged.add(order)
    values = judged.values
    clock = _Clock(deadline)
    alive = _halve(contests, order, judged, sample, judge, budget, rng, clock)
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
                or not _in_doubt(contest, finalists[i], judged, common, precision)
            )
            if settled:
                verdicts[i] = _verdict(contest, finalists[i], judged, common, precision)
            else:
                doubtful.append(i)
        if not doubtful:
            break
        _judge_batch(doubtful, finalists, judged, sample, judge, rng, clock)

    def more(indices: list[int]) -> None:
        _judge_batch(indices, finalists, judged, sample, judge, rng, clock)

    if _separate(contests, finalists, judged, clock, precision, more):
        for i, contest in enumerate(contests):
            common = _common(finalists[i], judged)
            verdicts[i] = _verdict(contest, finalists[i], judged, common, precision)
    return [v for v in verdicts if v is not None]


def _common(finalists: list[K], judged: Judged[K]) -> int:
    """The worlds every one of ``finalists`` was judged in."""
    return min(len(judged.values[k]) for k in finalists)


def _judge_batch(
    indices: list[int],
    finalists: list[list[K]],
    judged: Judged[K],
    sample: Callable[[random.Random], W],
    judge: Callable[[K, W], float],
    rng: random.Random,
    clock: _Clock,
) -> None:
    """``BATCH`` more worlds, each judging every finalist of the contests ``indices``."""
    racing = list(dict.fromkeys(k for i in indices for k in finalists[i]))
    for _ in range(BATCH):
        if not _judge_world(racing, judged, sample, judge, rng, clock, None):
            break


def _separate(
    contests: Sequence[Contest[K]],
    finalists: list[list[K]],
    judged: Judged[K],
    clock: _Clock,
    precision: Precision,
    more: Callable[[list[int]], None],
) -> bool:
    """Judge the finalists of the contests whose played decision is an error with its best
    not clear of another finalist in more worlds (``more``: a batch of them for the contests
    of those indices), up to ``precision.extra`` judgements, until each best stands apart;
    whether any world was judged."""
    cap = clock.spent + precision.extra
    spent = clock.spent
    while clock.spent < cap and not clock.out_of_time():
        tied = [
            i
            for i, contest in enumerate(contests)
            if _near_tie(contest, finalists[i], judged, precision)
        ]
        if not tied:
            break
        more(tied)
    return clock.spent > spent


def _near_tie(
    contest: Contest[K], finalists: list[K], judged: Judged[K], precision: Precision
) -> bool:
    """Whether ``contest``'s played decision is an error (its loss reaches the first bound)
    whose better decision is in doubt: another finalist lies within ``significance``
    standard errors of the margin below the highest (the best named is the preferred of
    those within the margin, so which one it is could go either way)."""
    played = contest.played
    if played is None or not precision.bounds or not precision.significance:
        return False
    common = _common(finalists, judged)
    if common < 2:
        return False
    means = {k: _mean(judged.values[k], common) for k in finalists}
    top = max(finalists, key=lambda k: means[k])
    if means[top] - means[played] < precision.bounds[0]:
        return False
    for key in finalists:
        if key in (top, played):
            continue
        lead, error = judged.paired(top, key, common)
        if abs(lead - precision.margin) < precision.significance * error:
            return True
    return False


def _halve(
    contests: Sequence[Contest[K]],
    order: list[K],
    judged: Judged[K],
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
            if not _judge_world(alive, judged, sample, judge, rng, clock, round_deadline, first):
                break
            first = False
        if index < rounds - 1:
            alive = _survivors(contests, alive, judged.values)
    return set(alive)


def _judge_world(
    keys: list[K],
    judged: Judged[K],
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
        judged.values[key].append(value)
        judged.worlds[key].append(judged.count)
    judged.count += 1
    clock.spent += len(keys)
    return True


def _mean(found: list[float], count: int | None = None) -> float:
    part = found if count is None else found[:count]
    return sum(part) / len(part)


def standard_error(found: Sequence[float]) -> float:
    """The standard error of the mean of ``found`` (the sample's own spread; 0 for fewer
    than two)."""
    if len(found) < 2:
        return 0.0
    return statistics.stdev(found) / math.sqrt(len(found))




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
    judged: Judged[K],
    common: int,
    precision: Precision,
) -> bool:
    """Whether a finalist's lead over the played candidate is within ``z`` standard errors
    of the margin or of a bound (the answer could fall either way)."""
    played = contest.played
    if played is None or common < 2:
        return played is not None and len(finalists) > 1
    bounds = (precision.margin, *precision.bounds)
    for key in finalists:
        if key == played:
            continue
        lead, error = judged.paired(key, played, common)
        reach = precision.z * error
        if lead + reach > precision.margin and any(abs(lead - b) < reach for b in bounds):
            return True
        # A loss that would matter, not yet clear of its noise: more worlds may show it
        # real, or within the noise (the grade then says it cannot tell).
        if (
            precision.significance
            and precision.bounds
            and lead + reach >= precision.bounds[0]
            and lead < precision.significance * error
        ):
            return True
    return False


def _verdict(
    contest: Contest[K],
    finalists: list[K],
    judged: Judged[K],
    common: int,
    precision: Precision,
) -> Verdict[K]:
    """The best finalist — the played one when it is within the margin of the highest mean,
    else the preferred among those within the margin of it, so that near-equal candidates
    give the same answer whatever the worlds — every judged candidate's mean (the
    finalists' on the worlds they all saw), and the finalists the best is a near tie with."""
    means: dict[K, float] = {}
    samples: dict[K, int] = {}
    errors: dict[K, float] = {}
    paired: dict[K, float] = {}
    played = contest.played
    for key in contest.candidates:
        found = judged.values[key]
        if not found:
            continue
        count = common if key in finalists else len(found)
        means[key], samples[key] = _mean(found, count), count
        errors[key] = standard_error(found[:count])
        if played is not None:
            # The played one is judged in every world any candidate was: they share these.
            paired[key] = judged.paired(key, played, count)[1] if key != played else 0.0
    top = max(means[k] for k in finalists)
    near = [k for k in finalists if means[k] >= top - precision.margin]
    best = played if played is not None and played in near else near[0]
    tied = []
    if best != played and precision.significance:
        for key in finalists:
            if key in (best, played):
                continue
            lead, error = judged.paired(best, key, common)
            if lead < precision.margin + precision.significance * error:
                tied.append(key)
    return Verdict(best, means, samples, errors, paired, tied)
