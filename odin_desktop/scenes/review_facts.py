"""A game review's document (docs/REVIEW.md) read for a replay viewer: which step of the
viewer each graded decision belongs to, with its candidates, each reviewed seat's chance to
win through the game and its result, the costliest moments and the mistakes in order,
accuracy, and each seat's balance (the terms of its chance that add up). Pygame-free.

A document that does not fit the record shown (a hostile or stale cache, a bug) raises
`ValueError` in plain words: the viewer says so instead of showing wrong marks.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from odin_desktop.analysis import grades
from odin_desktop.i18n import _

COSTLIEST = 3  # the moments a summary points at


@dataclass(frozen=True)
class Candidate:
    """One of a decision's best few: the decision in the record's notation, its value and
    standard error, and whether it was the one played."""

    decision: Mapping[str, Any]
    value: float
    se: float
    played: bool


@dataclass(frozen=True)
class Balance:
    """A seat's chance to win over the game in terms that add up (the document's
    ``balance``): ``result`` None while the game goes on."""

    start: float
    luck: float
    own: float
    others: float
    result: float | None
    se: float


@dataclass(frozen=True)
class Reviewed:
    """One graded decision, at the viewer's step ``step`` (the step that shows it played)."""

    step: int
    seat: int
    grade: str
    loss: float
    value_played: float | None
    played: Mapping[str, Any]
    best: Mapping[str, Any]
    loss_se: float = 0.0
    candidates: tuple[Candidate, ...] = ()

    @property
    def better(self) -> bool:
        """Whether another decision was better (a grade below `best`: even one that cost
        little, as passing up going out in ODIN, a mistake by rule)."""
        return self.grade not in (grades.FORCED, grades.BEST)


def _bad() -> ValueError:
    return ValueError(_("This review does not fit the game it is kept with."))


def _number(value: object, low: float = 0.0, high: float = 1.0) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise _bad()
    number = float(value)
    if not math.isfinite(number) or not low <= number <= high:
        raise _bad()
    return number


def _key(where: Mapping[str, Any], names: Sequence[str]) -> tuple[Any, ...]:
    return tuple(where.get(name) for name in names)


class ReviewFacts:
    """The document ``doc`` read against the viewer's steps: ``wheres[i]`` is where step
    ``i`` is in the record (`RecordStep.where`; empty for a deal), ``players`` the seats'
    count. The first step at a decision's coordinates is the decision's (the lays of the
    cards it drew follow at the same coordinates)."""

    def __init__(self, doc: object, wheres: Sequence[Mapping[str, Any]], players: int) -> None:
        if not isinstance(doc, dict) or doc.get("ok") is not True:
            raise _bad()
        decisions, seats = doc.get("decisions"), doc.get("seats")
        if not isinstance(decisions, list) or not isinstance(seats, list):
            raise _bad()
        if not all(isinstance(s, int) and 0 <= s < players for s in seats):
            raise _bad()
        self.seats: list[int] = list(dict.fromkeys(seats))
        self.complete = doc.get("complete") is True
        # The keys that say where a decision is: the game's own, as its steps give them.
        names = next((tuple(where) for where in wheres if where), ())
        steps: dict[tuple[Any, ...], int] = {}
        for i, where in enumerate(wheres):
            if where:
                steps.setdefault(_key(where, names), i)
        self.by_step: dict[int, Reviewed] = {}
        for entry in decisions:
            if not isinstance(entry, dict) or not names:
                raise _bad()
            step = steps.get(_key(entry, names))
            seat, grade = entry.get("seat"), entry.get("grade")
            if step is None or seat not in self.seats or grade not in grades.GRADES:
                raise _bad()
            played, best = entry.get("played"), entry.get("best")
            if not isinstance(played, dict) or not isinstance(best, dict):
                raise _bad()
            value = entry.get("value_played")
            self.by_step[step] = Reviewed(
                step,
                seat,
                grade,
                _number(entry.get("loss")),
                None if value is None else _number(value),
                played,
                best,
                _number(entry.get("loss_se", 0.0)),
                _candidates(entry.get("candidates", [])),
            )
        self.accuracy = {s: self._per_seat(doc, "accuracy", s, 0.0, 100.0) for s in self.seats}
        self.luck = {s: self._per_seat(doc, "luck", s, -100.0, 100.0) for s in self.seats}
        sheets = doc.get("balance", {})
        if not isinstance(sheets, dict):
            raise _bad()
        self.balance = {s: _balance(sheets.get(str(s))) for s in self.seats}

    def _per_seat(
        self, doc: dict[str, Any], field: str, seat: int, low: float, high: float
    ) -> float:
        values = doc.get(field)
        if not isinstance(values, dict):
            raise _bad()
        return _number(values.get(str(seat)), low, high)

    # ------------------------------------------------------------------ what the screens ask

    def decisions(self, seat: int) -> list[Reviewed]:
        """The seat's graded decisions, in the record's order."""
        return sorted((r for r in self.by_step.values() if r.seat == seat), key=lambda r: r.step)

    def chances(self, seat: int) -> list[Reviewed]:
        """The points of the seat's line on the chart: each decision with a value."""
        return [r for r in self.decisions(seat) if r.value_played is not None]

    def costliest(self, seat: int, count: int = COSTLIEST) -> list[Reviewed]:
        """The seat's worst decisions: the gravest grades first, then the dearest."""
        worse = [r for r in self.decisions(seat) if r.better]
        order = grades.GRADES.index
        return sorted(worse, key=lambda r: (-order(r.grade), -r.loss, r.step))[:count]

    def grade_at(self, step: int) -> str | None:
        found = self.by_step.get(step)
        return None if found is None else found.grade

    def result(self, seat: int) -> float | None:
        """The seat's result (1 won, 0 lost, a share when tied), once the game is over."""
        sheet = self.balance.get(seat)
        return None if sheet is None else sheet.result

    def errors(self) -> list[int]:
        """The steps of the mistakes and blunders of every seat reviewed, in order."""
        return sorted(r.step for r in self.by_step.values() if grades.is_error(r.grade))

    def next_error(self, step: int, delta: int) -> int | None:
        """The mistake or blunder after ``step`` (``delta`` 1) or before it (-1), if any."""
        found = self.errors()
        later = [s for s in found if s > step] if delta > 0 else [s for s in found if s < step]
        if not later:
            return None
        return later[0] if delta > 0 else later[-1]


def _candidates(raw: object) -> tuple[Candidate, ...]:
    if not isinstance(raw, list):
        raise _bad()
    found = []
    for item in raw:
        if not isinstance(item, dict) or not isinstance(item.get("decision"), dict):
            raise _bad()
        value, se = _number(item.get("value")), _number(item.get("se"))
        found.append(Candidate(item["decision"], value, se, item.get("played") is True))
    return tuple(found)


def _balance(raw: object) -> Balance | None:
    """A seat's balance; None when the document has none (a review still under way)."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or raw.get("start") is None:
        return None
    result = raw.get("result")

    def term(name: str) -> float:
        return _number(raw.get(name), -1000.0, 1000.0)

    return Balance(
        _number(raw.get("start")),
        term("luck"),
        term("own"),
        term("others"),
        None if result is None else _number(result),
        _number(raw.get("se"), 0.0, 1000.0),
    )


def percent(share: float) -> int:
    """A share of the chance to win as whole percent points (0.196 -> 20)."""
    return round(abs(share) * 100)


def points(change: float) -> str:
    """A change of the chance to win in points of it, signed ("+12", "-3", "0"): never a
    share of a chance, which a sum of changes can outgrow."""
    value = round(change * 100)
    if value == 0:
        return "0"
    return f"+{value}" if value > 0 else f"-{-value}"
