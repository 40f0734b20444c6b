"""The review's document (the contract of `odin-desktop review --json`, docs/REVIEW.md),
put together from the jobs' answers: each decision graded, each seat's accuracy and luck,
each round's frame. A review still running gives the decisions answered so far.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from odin_desktop.ai.analyst import Analyst, Valuation
from odin_desktop.analysis import grades
from odin_desktop.analysis.jobs import Answer, valuation_from_json
from odin_desktop.analysis.plan import Decision, ReviewPlan

DIGITS = 4  # values and losses are estimates: four decimals say all they know


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


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, DIGITS)


def grade_decision(
    decision: Decision, found: dict[int, Valuation], analyst: Analyst[Any]
) -> Graded | None:
    """The decision graded, or None while one of its steps is not answered. Its first step
    is the choice made; the steps after it lay the cards it drew, each valued with the card
    in view, and their losses add to its own."""
    steps = decision.steps
    values = [found.get(step.number) for step in steps]
    if any(v is None for v in values):
        return None
    first, *lays = [v for v in values if v is not None]
    loss = first.loss + sum(v.loss for v in lays)
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
    name = grades.grade(loss, forced, missed_sure=first.missed_sure)
    entry: dict[str, Any] = {
        **decision.where,
        "seat": decision.seat,
        "played": analyst.notation(obs, played, laid),
        "best": best,
        "value_played": _round(value_played),
        "value_best": _round(value_best),
        "loss": _round(loss),
        "grade": name,
        "choices": first.choices,
    }
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


def document(
    record_format: str,
    plan: ReviewPlan,
    analyst: Analyst[Any],
    answers: dict[str, Answer],
    complete: bool,
) -> dict[str, Any]:
    """The review's JSON document from the answers so far."""
    found = valuations(plan, answers)
    graded = [g for d in plan.decisions if (g := grade_decision(d, found, analyst))]
    luck = _luck(plan, answers, found)
    seats = plan.seats
    rounds = []
    for frame in plan.rounds:
        in_round = [g for g in graded if g.decision.round == frame.index]
        dealt = {s: answers.get(key) for s, key in frame.dealt.items()}
        rounds.append(
            {
                "round": frame.index,
                "before": {str(s): _round(v) for s, v in frame.prior.items()},
                "dealt": {str(s): _round(_number(v)) for s, v in dealt.items()},
                "after": {str(s): _round(frame.after.get(s)) for s in seats},
                "accuracy": _accuracy(in_round, seats, empty=None),
                "luck": {str(s): _round(luck.get((s, frame.index))) for s in seats},
            }
        )
    return {
        "ok": True,
        "format": record_format,
        "seats": list(seats),
        "unit": "win",
        "decisions": [g.json for g in graded],
        "accuracy": _accuracy(graded, seats),
        "luck": {
            str(s): _round(sum(v for (seat, _), v in luck.items() if seat == s)) for s in seats
        },
        "rounds": rounds,
        "complete": complete,
    }


def _number(value: Answer | None) -> float | None:
    return value if isinstance(value, float) else None


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


def _luck(
    plan: ReviewPlan, answers: dict[str, Answer], found: dict[int, Valuation]
) -> dict[tuple[int, int], float]:
    """Each seat's luck in each round: the value changes at its deals and draws, as it saw
    them (the events whose values are not answered yet count nothing)."""
    total: dict[tuple[int, int], float] = {}
    for event in plan.luck:
        before: float | None = event.prior
        if event.drew is not None:
            drew = found.get(event.drew)
            before = None if drew is None else drew.value_played
        after: float | None = None
        if event.position is not None:
            after = _number(answers.get(event.position))
        elif event.seen is not None:
            seen = found.get(event.seen)
            after = None if seen is None else seen.value_best
        key = (event.seat, event.round)
        total.setdefault(key, 0.0)
        if before is not None and after is not None:
            total[key] += after - before
    return total
