"""The review's document (the contract of `odin-desktop review --json`, docs/REVIEW.md),
put together from the jobs' answers: each decision graded with its candidates, each seat's
accuracy, luck and balance, each round's frame. A review still running gives the decisions
answered so far.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from odin_desktop.ai.analyst import Analyst, Estimate, Valuation
from odin_desktop.analysis import grades
from odin_desktop.analysis.balance import balances
from odin_desktop.analysis.jobs import Answer, estimate_from_json, valuation_from_json
from odin_desktop.analysis.plan import Decision, ReviewPlan

VERSION = "1.1"  # of the document: version 1's fields, and loss_se, candidates, balance
DIGITS = 4  # values and losses are estimates: four decimals say all they know
CANDIDATES = 5  # the best legal decisions listed per decision


@dataclass
class Graded:
    """A decision of the review, graded."""

    decision: Decision
    loss: float
    grade: str
    json: dict[str, Any]


def valuations(plan: ReviewPlan, answers: dict[str, Answer]) -> dict[int, Valuation]:
    """Every answered step's valuation, by the step's number in the record."""
    found: dict[int, Valuation] = {}
    for stretch in plan.stretches:
        answer = answers.get(stretch.key)
        if not isinstance(answer, list):
            continue
        for step, data in zip(stretch.steps, answer, strict=True):
            found[step.number] = valuation_from_json(data)
    return found


def estimates(plan: ReviewPlan, answers: dict[str, Answer]) -> dict[str, Estimate]:
    """Every answered position's value, by its job's key."""
    found = {}
    for spot in plan.positions:
        answer = answers.get(spot.key)
        if answer is not None:
            found[spot.key] = estimate_from_json(answer)
    return found


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, DIGITS)


def grade_decision(
    decision: Decision, found: dict[int, Valuation], analyst: Analyst[Any]
) -> Graded | None:
    """The decision graded, or None while one of its steps is not answered. Its first step
    is the choice made; the steps after it lay the cards it drew, each valued with the card
    in view, and their losses add to its own (their errors too, as independent ones)."""
    steps = decision.steps
    values = [found.get(step.number) for step in steps]
    if any(v is None for v in values):
        return None
    first, *lays = [v for v in values if v is not None]
    loss = first.loss + sum(v.loss for v in lays)
    loss_se = math.sqrt(first.loss_se**2 + sum(v.loss_se**2 for v in lays))
    forced = first.is_forced and all(v.is_forced for v in lays)
    obs = steps[0].observation
    played = steps[0].action
    laid = [step.action for step in steps[1:]]
    if first.best == played:
        best = analyst.notation(obs, played, [v.best for v in lays])
    else:
        best = analyst.notation(obs, first.best)
    value_best = first.value_best
    value_played = None if value_best is None else value_best - loss
    name = grades.grade(loss, forced, first.missed_sure, loss_se)
    entry: dict[str, Any] = {
        **decision.where,
        "seat": decision.seat,
        "played": analyst.notation(obs, played, laid),
        "best": best,
        "value_played": _round(value_played),
        "value_best": _round(value_best),
        "loss": _round(loss),
        "loss_se": _round(loss_se),
        "grade": name,
        "choices": first.choices,
        "candidates": _candidates(first, obs, played, laid, analyst),
    }
    if first.tied and first.best != played:
        # The estimates cannot tell the better decision from these: a near tie.
        entry["tied"] = [analyst.notation(obs, action) for action in first.tied]
    if lays:
        entry["lays"] = [
            {
                "played": analyst.notation(step.observation, step.action),
                "best": analyst.notation(step.observation, v.best),
                "loss": _round(v.loss),
            }
            for step, v in zip(steps[1:], lays, strict=True)
        ]
    return Graded(decision, loss, name, entry)


def _candidates(
    first: Valuation, obs: Any, played: int, laid: list[int], analyst: Analyst[Any]
) -> list[dict[str, Any]]:
    """The best few decisions valued (the best first, then by value), the played one among
    them and marked, written as the record writes it (with the cards it laid)."""
    found = []
    for action in first.ranked(CANDIDATES):
        entry: dict[str, Any] = {
            "decision": analyst.notation(obs, action, laid if action == played else ()),
            "value": _round(first.values[action]),
            "se": _round(first.errors.get(action, 0.0)),
        }
        if action == played:
            entry["played"] = True
        found.append(entry)
    return found


def document(
    record_format: str,
    plan: ReviewPlan,
    analyst: Analyst[Any],
    answers: dict[str, Answer],
    complete: bool,
) -> dict[str, Any]:
    """The review's JSON document from the answers so far."""
    found = valuations(plan, answers)
    positions = estimates(plan, answers)
    graded = [g for d in plan.decisions if (g := grade_decision(d, found, analyst))]
    sheets = balances(plan, found, positions)
    seats = plan.seats
    rounds = []
    for frame in plan.rounds:
        in_round = [g for g in graded if g.decision.round == frame.index]
        dealt = {s: positions.get(key) for s, key in frame.dealt.items()}
        for s, number in frame.first.items():
            valued = found.get(number)
            value = None if valued is None else valued.value_best
            dealt[s] = None if value is None else Estimate(value)
        rounds.append(
            {
                "round": frame.index,
                "before": {str(s): _round(v) for s, v in frame.prior.items()},
                "dealt": {str(s): _round(v.value if v else None) for s, v in sorted(dealt.items())},
                "after": {str(s): _round(frame.after.get(s)) for s in seats},
                "accuracy": _accuracy(in_round, seats, empty=None),
                "luck": {str(s): _round(sheets[s].luck_in(frame.index)) for s in seats},
            }
        )
    return {
        "ok": True,
        "version": VERSION,
        "format": record_format,
        "seats": list(seats),
        "unit": "win",
        "decisions": [g.json for g in graded],
        "accuracy": _accuracy(graded, seats),
        "luck": {str(s): _round(sheets[s].total("luck")) for s in seats},
        "balance": {str(s): sheets[s].json(DIGITS) for s in seats},
        "rounds": rounds,
        "complete": complete,
    }


def _accuracy(
    graded: list[Graded], seats: list[int], empty: float | None = 100.0
) -> dict[str, float | None]:
    """Each seat's accuracy over its decisions with a choice (``empty`` with none: over a
    game, 100, nothing was lost; in a round, None, nothing to say)."""
    result: dict[str, float | None] = {}
    for seat in seats:
        losses = [g.loss for g in graded if g.decision.seat == seat and g.grade != grades.FORCED]
        found = grades.accuracy(losses)
        result[str(seat)] = empty if found is None else round(found, 1)
    return result
