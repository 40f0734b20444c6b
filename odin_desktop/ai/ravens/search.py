"""What the searching levels share: playing turns forward in a sampled world, judging where
they lead, racing the candidate plans, and sharing a whole turn's budget among its
decisions.

A *world* is a full race sampled from the searching seat's observation (`world.sample_race`):
the other seat's hidden hand and stack and every future draw. In it a candidate plan is
played, the turn ended (a drawn landscape card laid the better way round, `policy.lay_choice`),
and the following turns played by the `Planner` for whichever seat moves — the other seat
plans with its own sampled cards, as Normal would, never with the searching seat's. Where
the playing stops, `evaluate.evaluate_known` estimates the race's result (every card is
known inside a world), or the race ended; either is judged by what it is worth in the game
(`reward`: the chance of winning it). An estimate is only an estimate: how far the race's
result strays from it (`estimate_spread`) grows with the payments still ahead.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ravens.evaluate import evaluate_known
from odin_desktop.ai.ravens.paths import payments
from odin_desktop.ai.ravens.planner import Planner
from odin_desktop.ai.ravens.policy import lay_choice
from odin_desktop.ai.ravens.reward import estimate_worth, race_worth
from odin_desktop.ai.ravens.world import sample_race
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.phases import LAY, OVER
from odin_desktop.engine.ravens.race import RaceState

FIRST_SHARE = 0.85  # of a turn's budget, for the plan made at the start of the turn
LATER_SHARE = 0.15  # for a plan made later in the turn (after an extend drew its cards)
# How far a race's result strays from `evaluate_known`'s estimate at the start of a turn (the
# standard deviation, in points): about 3.2 with a raven 1 or 2 payments from the end, about 5
# from 5 payments on (`python -m devtools.ai.ravens_spread`: Normal against itself, 300 races).
SPREAD_NEAR = 3.2
SPREAD_FAR = 5.0
SPREAD_PER_PAYMENT = 0.6  # between them, from 2.0 + 0.6 per payment left


def play_actions(race: RaceState, actions: list[int]) -> None:
    """Play a plan's actions for the seat to move, laying drawn cards the better way round;
    stops when the turn or the race ends."""
    seat = race.turn
    for action in actions:
        race.apply_action(action)
        while race.phase == LAY:
            race.apply_action(lay_choice(race))
        if race.phase == OVER or race.turn != seat:
            return


def play_turn(race: RaceState, planner: Planner) -> None:
    """The seat to move plays the rest of its turn as ``planner`` plans it."""
    seat = race.turn
    while race.phase != OVER and race.turn == seat:
        if race.phase == LAY:
            race.apply_action(lay_choice(race))
            continue
        play_actions(race, planner.plans(race)[0].actions)


@dataclass(frozen=True, slots=True)
class Stakes:
    """What a race's result is worth to the searching seat: its game's totals and target."""

    seat: int
    totals: tuple[int, int]
    target: int

    def judge(self, race: RaceState) -> float:
        """The worth (`reward`) of a world where the playing stopped: a finished race's
        points, else the signed result `evaluate_known` expects (between two turns)."""
        seat = self.seat
        if race.phase == OVER:
            assert race.points is not None and race.winner is not None
            return race_worth(race.points, race.winner, seat, self.totals, self.target)
        value = evaluate_known(race, race.turn)
        signed = value if race.turn == seat else -value
        return estimate_worth(signed, seat, self.totals, self.target, estimate_spread(race))


def estimate_spread(race: RaceState) -> float:
    """How far the race's result may stray from `evaluate_known`'s estimate (its standard
    deviation in points), from the payments the raven nearer the end still needs."""
    marker = race.marker
    left = min(payments(race.paths[s], race.positions[s], marker, s) for s in (0, 1))
    return min(SPREAD_FAR, max(SPREAD_NEAR, 2.0 + SPREAD_PER_PAYMENT * left))


def play_out(
    race: RaceState, stakes: Stakes, actions: list[int], planner: Planner, turns: int
) -> float:
    """Play ``actions`` (a plan of the searching seat's) in the world ``race``, finish that
    turn, play ``turns`` more turns, and judge the result."""
    seat = stakes.seat
    play_actions(race, actions)
    if race.phase != OVER and race.turn == seat:
        play_turn(race, planner)  # the plan stopped at an extend: its cards are drawn now
    for _ in range(turns):
        if race.phase == OVER:
            break
        play_turn(race, planner)
    return stakes.judge(race)


@dataclass
class TurnClock:
    """A whole turn's budget shared among the searches made in that turn."""

    budget: Budget

    def allot(self, first: bool) -> tuple[float, int]:
        """(Deadline, iterations) for one search: most of the turn for its first plan."""
        share = FIRST_SHARE if first else LATER_SHARE
        deadline = time.perf_counter() + self.budget.ms * share / 1000.0
        return deadline, max(1, int(self.budget.iterations * share))


# (The plans still racing, by index; a round's seed; worlds per plan; milliseconds) -> (the sum
# of each racing plan's worth, the worlds played).
RoundJudge = Callable[[list[int], str, int, float], tuple[list[float], int]]


def race_plans(
    count: int,
    iterations: int,
    deadline: float,
    seed: str,
    rounds: int,
    judge: RoundJudge,
    min_worlds: int,
    least_worlds: int = 1,
) -> tuple[int, int]:
    """Sequential halving among ``count`` plans: the budget (``iterations`` simulations, the
    time to ``deadline``) is split into ``rounds`` rounds; in each every plan still racing
    meets the same worlds (`judge`), and after each but the last the worse half drops out, so
    the last rounds spend their worlds telling the best few apart. With a small budget there
    are fewer rounds, so that every plan meets at least ``min_worlds`` worlds in the first.
    The best plan (the planner's order on a tie) and the simulations spent."""
    alive = list(range(count))
    sums = [0.0] * count
    while rounds > 1 and iterations < rounds * count * min_worlds:
        rounds -= 1
    spent = 0
    for round_index in range(rounds):
        left = rounds - round_index
        worlds = max(least_worlds, (iterations - spent) // left // len(alive))
        ms = (deadline - time.perf_counter()) * 1000.0 / left
        found, done = judge(alive, f"{seed}:{round_index}", worlds, ms)
        for n, i in enumerate(alive):
            sums[i] += found[n]
        spent += done * len(alive)
        if round_index < rounds - 1:
            # Every plan still racing met the same worlds; ties keep the planner's order.
            alive.sort(key=lambda i: (-sums[i], i))
            alive = alive[: math.ceil(len(alive) / 2)]
    return max(alive, key=lambda i: (sums[i], -i)), spent


@cache
def reply_planner() -> Planner:
    """How every seat plays the turns after the candidate's inside a world: Normal's planner
    with the hand's last plays chosen one at a time (several times faster, and nearly as
    strong in a short test). One per process: its memos are pure, so sharing them is safe."""
    return Planner(greedy_cards=True)


def judge_plans(
    obs: RavensObservation,
    plans: Sequence[list[int]],
    seed: str,
    worlds: int,
    ms: float,
    turns: int,
) -> tuple[list[float], int]:
    """Play every plan of ``plans`` (action lists of the observing seat's) in the same sampled
    worlds, one world after another until ``worlds`` of them or ``ms`` milliseconds; the
    sum of each plan's worth, and the worlds played. A world left half played when time runs
    out is dropped (it would favour the plans played in it). Deterministic for a seed when
    the world count binds; a module-level function, so a worker process can run it."""
    deadline = time.perf_counter() + ms / 1000.0
    planner = reply_planner()
    stakes = Stakes(obs.seat, obs.totals, obs.target)
    rng = random.Random(seed)
    sums = [0.0] * len(plans)
    done = 0
    while done < worlds:
        world = sample_race(obs, rng)
        worth = []
        for actions in plans:
            if done and time.perf_counter() >= deadline:
                return sums, done
            worth.append(play_out(world.copy(), stakes, actions, planner, turns))
        sums = [a + b for a, b in zip(sums, worth, strict=True)]
        done += 1
        if time.perf_counter() >= deadline:
            break
    return sums, done


def warm_up() -> bool:
    """Run in a fresh worker process so its imports are ready before the first search."""
    return True
