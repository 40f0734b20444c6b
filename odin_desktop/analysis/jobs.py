"""The review's units of work, as worker processes run them: a stretch of decisions valued,
or a position valued. A job carries observations only (what its seat knew) and its answer is
plain JSON, as the cache keeps it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from odin_desktop import games
from odin_desktop.ai.analyst import Analyst, Effort, Estimate, Valuation
from odin_desktop.engine.protocol import Observation

STRETCH, POSITION = "stretch", "position"

# A stretch's valuations, or a position's value and its standard error ({"value", "se"}).
Answer = list[dict[str, Any]] | dict[str, float]


@dataclass(frozen=True)
class Job:
    key: str  # its place in the record (`analysis.plan`): the cache's key too
    game: str  # the registry's id of the game
    kind: str  # STRETCH or POSITION
    observations: tuple[Observation, ...]
    actions: tuple[int, ...]  # the actions played (a stretch)
    effort: Effort
    seed: str
    weight: float  # its share of the work, for the progress bar

    def run(self) -> Answer:
        analyst = games.game(self.game).analyst()
        if self.kind == POSITION:
            return estimate_json(analyst.position(self.observations[0], self.effort, self.seed))
        stretch = list(zip(self.observations, self.actions, strict=True))
        return [valuation_json(v) for v in analyst.review(stretch, self.effort, self.seed)]


def answers_job(job: Job, answer: Answer, analyst: Analyst[Any]) -> bool:
    """Whether ``answer`` (read back from the cache) fits ``job``: one valuation per step,
    each of the action played, with a best that is legal there and was valued."""
    if job.kind == POSITION:
        return isinstance(answer, dict)
    if not isinstance(answer, list) or len(answer) != len(job.actions):
        return False
    for obs, action, data in zip(job.observations, job.actions, answer, strict=True):
        valuation = valuation_from_json(data)
        if valuation.played != action or valuation.best not in valuation.values:
            return False
        if not analyst.is_legal(obs, valuation.best):
            return False
    return True


def run_job(job: Job) -> tuple[str, Answer]:
    """A worker's entry: the job's key and answer (module level: it is sent to a process)."""
    return job.key, job.run()


def valuation_json(valuation: Valuation) -> dict[str, Any]:
    return {
        "legal": list(valuation.legal),
        "values": [[a, v] for a, v in valuation.values.items()],
        "samples": [[a, n] for a, n in valuation.samples.items()],
        "best": valuation.best,
        "played": valuation.played,
        "sure": list(valuation.sure),
        "errors": [[a, e] for a, e in valuation.errors.items()],
        "paired": [[a, e] for a, e in valuation.paired.items()],
        "tied": list(valuation.tied),
    }


def estimate_json(estimate: Estimate) -> dict[str, float]:
    return {"value": estimate.value, "se": estimate.se}


def estimate_from_json(data: Any) -> Estimate:
    """A position's answer from its JSON form; ValueError when it is not one."""
    if not isinstance(data, dict):
        raise ValueError("a position's answer is an object")
    try:
        return Estimate(_chance(data["value"]), _chance(data["se"]))
    except KeyError as error:
        raise ValueError(f"not an estimate: {error}") from None


def valuation_from_json(data: Any) -> Valuation:
    """A valuation from its JSON form; ValueError when it is not one (a damaged cache)."""
    try:
        legal = tuple(_action(a) for a in data["legal"])
        values = {_action(a): _chance(v) for a, v in data["values"]}
        samples = {_action(a): _count(n) for a, n in data["samples"]}
        best, played = _action(data["best"]), data["played"]
        played = None if played is None else _action(played)
        sure = tuple(_action(a) for a in data["sure"])
        errors = {_action(a): _chance(e) for a, e in data["errors"]}
        paired = {_action(a): _chance(e) for a, e in data["paired"]}
        tied = tuple(_action(a) for a in data["tied"])
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"not a valuation: {error}") from None
    return Valuation(legal, values, samples, best, played, sure, errors, paired, tied)


def _action(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{value!r} is not an action")
    return value


def _chance(value: Any) -> float:
    if not isinstance(value, float | int) or isinstance(value, bool) or not 0 <= value <= 1:
        raise ValueError(f"{value!r} is not a chance")
    return float(value)


def _count(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{value!r} is not a count")
    return value


def answer_from_json(kind: str, data: Any) -> Answer:
    """A job's answer as the cache holds it, checked; ValueError when it is not one."""
    if kind == POSITION:
        return estimate_json(estimate_from_json(data))
    if not isinstance(data, list):
        raise ValueError("a stretch's answer is a list")
    return [valuation_json(valuation_from_json(item)) for item in data]
