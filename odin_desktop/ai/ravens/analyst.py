"""Odin's Ravens' analyst: each action of a turn valued as the seat's chance to win the game.

A decision inside a turn is one action, and what it is worth depends on the rest of the turn:
a candidate action is valued as the *plan* it starts — the action, then the rest of the turn
as Normal's planner would play it from there (`Planner`, on the race as the seat sees it).
The candidates at each decision are the first actions of the planner's best plans, the ways
to end the turn and the action played; Odin cards' hundreds of targets are left to the
planner's own choice of the sensible few.

The decisions of one *stretch* — a seat's actions between which it learns nothing: the turn
until a card is drawn — are valued together: every plan of every decision is played in the
same worlds sampled from the seat's observation (the Expert's determinization,
`world.sample_race`: the other seat's hand and stack, every future draw), the turn ended
(`search.play_actions`), the other seat's reply and the seat's next turn played by Easy's
greedy rules (`play_turn`), and the race then judged: its result if it ended, else the
evaluation's estimate of its signed result (`evaluate_known`) with the estimate's spread.
Either is turned into the chance to win the game with the win-chance table (`ai.ravens.equity`).
Plans race by sequential halving (`ai.halving`).

A landscape card drawn inside a turn (Odin card II's, the card drawn to lengthen) begins a
new stretch: how it is laid is valued with the card in view, as the player then saw it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import TypeVar

from odin_desktop.ai.analyst import Analyst, Budgets, Effort, Estimate, Step, Valuation, distinct
from odin_desktop.ai.halving import Contest, Judged, Verdict, race, standard_error
from odin_desktop.ai.ravens.equity import RavensEquity, ravens_equity
from odin_desktop.ai.ravens.evaluate import evaluate_known
from odin_desktop.ai.ravens.finish import let_go, winning_finishes
from odin_desktop.ai.ravens.planned import is_legal
from odin_desktop.ai.ravens.planner import Planner
from odin_desktop.ai.ravens.policy import greedy_action
from odin_desktop.ai.ravens.search import play_actions
from odin_desktop.ai.ravens.world import planning_race, sample_race
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import landscape_code
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.phases import LAY, OVER
from odin_desktop.engine.ravens.race import RaceState

PLANS = 8  # the planner's best plans whose first actions are candidates at a decision
TURNS = 2  # turns played in a world after the seat's own: the reply, then its next turn
# The spread of the evaluation's estimate of a race's signed result where a world stops
# before the race ends (points; the searching bots' `reward.ESTIMATE_SD`).
ESTIMATE_SD = 3.0
# Gauss-Hermite nodes and weights: the expectation over that spread in 5 points. The weights
# are divided by their own sum, not by the square root of pi they approximate, so that a sure
# win is worth 1, not 1.0000000001 (which the review refuses as a chance).
_NODES = (-2.0201828705, -0.9585724646, 0.0, 0.9585724646, 2.0201828705)
_WEIGHTS = (0.0199532421, 0.3936193232, 0.9453087205, 0.3936193232, 0.0199532421)
_WEIGHT_SUM = sum(_WEIGHTS)

Plan = tuple[int, ...]  # a seat's actions from the start of its stretch
T = TypeVar("T")


class WorldWorth:
    """What a world where the playing stopped is worth to ``seat``: its chance to win the
    game (`ai.ravens.equity`) from the totals before the race and the race's result, or the
    estimate of it. The worth of an estimate is tabulated once (`STEP` apart, linearly
    between): a world is judged thousands of times per decision."""

    STEP = 0.25
    REACH = 40.0  # estimates beyond this many points are as good as this many

    def __init__(self, seat: int, totals: tuple[int, int], target: int) -> None:
        self.seat = seat
        self.totals = totals
        self.target = target
        self.table: RavensEquity = ravens_equity()
        count = int(2 * self.REACH / self.STEP) + 1
        self.worths = [self._estimate(-self.REACH + i * self.STEP) for i in range(count)]

    def _after_race(self, result: float, winner: int) -> float:
        """The chance after a race whose winner ``winner`` scored ``result`` (≥ 0) points
        more than the other (fractional results interpolate the table)."""
        low = math.floor(result)
        part = result - low
        chance = self._chance(low, winner)
        if part:
            chance = (1 - part) * chance + part * self._chance(low + 1, winner)
        return chance

    def _chance(self, points: int, winner: int) -> float:
        totals = list(self.totals)
        totals[winner] += points
        return self.table.win_chance(totals, self.target, self.seat, winner)

    def _estimate(self, signed: float) -> float:
        """The chance from an estimated signed result (the seat's points less the other's),
        averaged over the estimate's spread."""
        total = 0.0
        for node, weight in zip(_NODES, _WEIGHTS, strict=True):
            result = signed + math.sqrt(2.0) * ESTIMATE_SD * node
            winner = self.seat if result > 0 else 1 - self.seat
            total += weight * self._after_race(abs(result), winner)
        return total / _WEIGHT_SUM

    def judge(self, race: RaceState) -> float:
        seat = self.seat
        if race.phase == OVER:
            assert race.points is not None and race.winner is not None
            totals = [self.totals[0] + race.points[0], self.totals[1] + race.points[1]]
            return self.table.win_chance(totals, self.target, seat, race.winner)
        value = evaluate_known(race, race.turn)
        signed = value if race.turn == seat else -value
        at = (min(self.REACH, max(-self.REACH, signed)) + self.REACH) / self.STEP
        low = min(int(at), len(self.worths) - 2)
        part = at - low
        return (1 - part) * self.worths[low] + part * self.worths[low + 1]


def play_turn(race: RaceState) -> None:
    """The seat to move plays the rest of its turn by Easy's greedy rules: how every seat
    plays on inside a world. Normal's planner, which the Expert's worlds use, costs about
    twenty times as much per turn; the review buys more worlds instead (docs/REVIEW.md)."""
    seat = race.turn
    while race.phase != OVER and race.turn == seat:
        race.apply_action(greedy_action(race))


def play_on(world: RaceState, stakes: WorldWorth, actions: Plan) -> float:
    """Play ``actions`` (the seat's, from the start of its stretch) in a copy of ``world``,
    finish the turn, play `TURNS` more, and judge where it stops."""
    race = world.copy()
    seat = stakes.seat
    play_actions(race, list(actions))
    if race.phase != OVER and race.turn == seat:
        play_turn(race)  # the plan stopped at a draw, or the turn was cut short
    for _ in range(TURNS):
        if race.phase == OVER:
            break
        play_turn(race)
    return stakes.judge(race)


def draws_now(race: RaceState, action: int) -> bool:
    """Whether ``action`` draws a card (its plan cannot be followed further on the race as
    the seat sees it): an end of the turn, an extend, a lay that ends the turn or is
    followed by the extend's next card."""
    kind = A.action_type(action)
    if kind in (A.END, A.EXTEND):
        return True
    if kind == A.LAY:
        left = race.deck_size or race.under
        return race.lay_ends_turn or bool(race.extend_left and left)
    return False


@cache
def _planner() -> Planner:
    return Planner()


class StretchDecision:
    """One decision of a stretch: its race as the seat sees it, the prefix played before it,
    and its candidate plans (action -> the whole plan from the stretch's start)."""

    def __init__(self, obs: RavensObservation, prefix: Plan, played: int | None) -> None:
        self.obs = obs
        self.prefix = prefix
        self.played = played
        self.race = planning_race(obs)
        self.legal = distinct(obs.legal)
        self.plans: dict[int, Plan] = {}

    def tail(self, action: int) -> Plan:
        """``action`` and the rest of the turn as the planner plays it."""
        race = self.race
        if draws_now(race, action):
            return (action,)
        after = race.copy()
        after.apply_action(action)
        if after.phase in (LAY, OVER) or after.turn != race.turn:
            return (action,)
        return (action, *_planner().plans(after)[0].actions)

    def gather(self, extra: Sequence[int] = ()) -> None:
        """The candidates: the first actions of the planner's best plans, the ends of the
        turn, the action played and ``extra`` (each legal), best first."""
        if self.obs.lay >= 0:
            wanted = list(self.legal)
        else:
            wanted = []
            for plan in _planner().plans(self.race, keep=PLANS):
                first = plan.actions[0]
                if first not in self.plans:
                    self.plans[first] = (*self.prefix, *plan.actions)
                    wanted.append(first)
            wanted += [a for a in (A.END_TURN, A.END_LENGTHEN) if a in self.legal]
        if self.played is not None:
            wanted.append(self.played)
        wanted += extra
        for action in distinct(wanted):
            if action not in self.plans:
                self.plans[action] = (*self.prefix, *self.tail(action))

    def contest(self) -> Contest[Plan]:
        return Contest(list(dict.fromkeys(self.plans.values())), self._played_plan())

    def _played_plan(self) -> Plan | None:
        return None if self.played is None else self.plans[self.played]

    def valuation(self, verdict: Verdict[Plan]) -> Valuation:
        def by_action(found: dict[Plan, T]) -> dict[int, T]:
            return {a: found[p] for a, p in self.plans.items() if p in found}

        values, samples = by_action(verdict.values), by_action(verdict.samples)
        if self.played is not None and verdict.best == self.plans[self.played]:
            best = self.played
        else:
            best = next(a for a, p in self.plans.items() if p == verdict.best)
        # The legal decisions, those valued first in the planner's order.
        legal = [a for a in self.plans if a in self.legal] + self.legal
        tied = distinct([a for a, p in self.plans.items() if p in verdict.tied and a != best])
        return Valuation(
            tuple(distinct(legal)),
            values,
            samples,
            best,
            self.played,
            errors=by_action(verdict.errors),
            paired=by_action(verdict.paired),
            tied=tuple(a for a in tied if a != self.played),
        )


def carried(
    decisions: list[StretchDecision],
    found: list[Valuation],
    judged: Judged[Plan],
    margin: float,
) -> list[Valuation]:
    """The valuations of a stretch's decisions with each played action worth the best the
    turn can still reach after it, as the next decision of the stretch found it (the
    candidates are each valued with the planner's continuation; the played one's
    continuations are the next decision's candidates, its own among them). So a turn's
    losses add up to what the turn gave away: an action loses the best reachable before it
    less the best reachable after it, and the next decision's loss is not counted twice."""
    result = list(found)
    reach: dict[int, Plan] = {}  # per decision: the plan its best value comes from
    for k in range(len(decisions) - 1, -1, -1):
        decision, here = decisions[k], result[k]
        plans = dict(decision.plans)
        reach[k] = plans.get(here.best, ())
        if k + 1 == len(decisions) or here.played is None or here.value_played is None:
            continue
        after = result[k + 1]
        if after.value_best is None:
            continue
        plans[here.played] = reach[k + 1]
        values = dict(here.values)
        values[here.played] = after.value_best
        errors = dict(here.errors)
        errors[here.played] = after.errors.get(after.best, 0.0)
        best = here.best
        if values[here.played] >= values[best] - margin:
            best = here.played
        paired = {
            a: judged.paired(plans[a], plans[here.played])[1] if a != here.played else 0.0
            for a in values
        }
        tied = here.tied if best == here.best else ()
        result[k] = replace(
            here, values=values, errors=errors, paired=paired, best=best, tied=tied
        )
        reach[k] = plans[best]
    return result


def finish_passed_up(valuation: Valuation, finishes: Sequence[int]) -> Valuation:
    """A decision that let the turn's last winning finish go: the finishes are its `sure`
    decisions (the review grades it a mistake at least) and the best is the finish valued
    highest, however the estimates rank the rest."""
    sure = tuple(a for a in finishes if a in valuation.values)
    if not sure:
        return valuation
    best = valuation.best
    if best not in sure:
        best = max(sure, key=lambda a: valuation.values[a])
    tied = valuation.tied if best == valuation.best else ()
    return replace(valuation, sure=sure, best=best, tied=tied)


class RavensAnalyst(Analyst[RavensObservation]):
    budgets = Budgets(samples=60, limit=300, forced=40, position=120)
    judgement_seconds = 0.00027  # a plan played on three turns (docs/REVIEW.md: speed)

    def review(
        self, stretch: Sequence[tuple[RavensObservation, int]], effort: Effort, seed: str
    ) -> list[Valuation]:
        decisions: list[StretchDecision] = []
        finishes: list[list[int]] = []
        prefix: Plan = ()
        for obs, played in stretch:
            decision = StretchDecision(obs, prefix, played)
            finishes.append(winning_finishes(decision.race, obs.totals, obs.target))
            if len(decision.legal) > 1:
                decision.gather(finishes[-1])  # every finish a candidate: the review sees it
            else:
                decision.plans[played] = (*prefix, *decision.tail(played))
            decisions.append(decision)
            prefix = (*prefix, played)
        found = self._judge(stretch[0][0], decisions, effort, seed)
        missed = let_go(finishes, [played for _, played in stretch])
        return [
            finish_passed_up(v, ends) if gone else v
            for v, ends, gone in zip(found, finishes, missed, strict=True)
        ]

    def value(
        self,
        obs: RavensObservation,
        candidates: Sequence[int] | None,
        effort: Effort,
        seed: str,
    ) -> Valuation:
        decision = StretchDecision(obs, (), None)
        if candidates is None:
            decision.gather()
        else:
            for action in distinct(candidates):
                decision.plans[action] = decision.tail(action)
        return self._judge(obs, [decision], effort, seed)[0]

    def _judge(
        self, obs: RavensObservation, decisions: list[StretchDecision], effort: Effort, seed: str
    ) -> list[Valuation]:
        rng = random.Random(f"ravens-analyst:{seed}")
        stakes = WorldWorth(obs.seat, obs.totals, obs.target)
        contests = [d.contest() for d in decisions]
        judged: Judged[Plan] = Judged()
        plans = len({plan for contest in contests for plan in contest.candidates})
        verdicts = race(
            contests,
            lambda r: sample_race(obs, r),
            lambda plan, world: play_on(world, stakes, plan),
            effort.budget(plans),
            rng,
            effort.precision(plans),
            effort.deadline(),
            judged,
        )
        found = [d.valuation(v) for d, v in zip(decisions, verdicts, strict=True)]
        return carried(decisions, found, judged, effort.bounds[0] if effort.bounds else 0.0)

    def position(self, obs: RavensObservation, effort: Effort, seed: str) -> Estimate:
        rng = random.Random(f"ravens-position:{seed}")
        stakes = WorldWorth(obs.seat, obs.totals, obs.target)
        found = []
        for _ in range(max(1, effort.samples)):
            race = sample_race(obs, rng)
            # The same horizon as a decision's: the seat's turn, the reply, its next turn.
            turns = TURNS + (race.turn == obs.seat)
            for _ in range(turns):
                if race.phase == OVER:
                    break
                play_turn(race)
            found.append(stakes.judge(race))
        return Estimate(sum(found) / len(found), standard_error(found))

    def prior(self, obs: RavensObservation) -> float:
        first = obs.to_move if obs.to_move is not None else obs.seat
        return ravens_equity().win_chance(obs.totals, obs.target, obs.seat, first)

    def is_legal(self, obs: RavensObservation, action: int) -> bool:
        return is_legal(action, obs)  # an arrange in any order of its cards too

    def continues(self, previous: Step, step: Step) -> bool:
        if step.seat != previous.seat or step.number != previous.number + 1:
            return False
        outcome = previous.outcome
        return not (outcome.drawn or outcome.drawn_landscape or outcome.ended_turn)

    def reveals(self, step: Step) -> bool:
        outcome = step.outcome
        return bool(outcome.drawn) or outcome.drawn_landscape is not None

    def notation(
        self, obs: RavensObservation, action: int, laid: Sequence[int] = ()
    ) -> dict[str, object]:
        kind = A.action_type(action)
        if kind == A.END:
            return {"end": "lengthen" if action & A.LENGTHEN else "stop"}
        entry = A.action_to_json(action)
        if kind == A.EXTEND and laid:  # an extend not played names no cards: none were drawn
            entry["add"] = [landscape_code(A.param(card)) for card in laid]
        return entry
