"""A game review's document (docs/REVIEW.md) read for a replay viewer: which step of the
viewer each graded decision belongs to, each reviewed seat's chance to win through the game,
the costliest moments, accuracy, and what the cards and the play cost. Pygame-free.

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

# The document's keys that say where a decision is: ODIN's, then Odin's Ravens'.
WHERE_KEYS = (("hand", "move"), ("race", "turn", "action"))
COSTLIEST = 3  # the moments a summary points at


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
        names = next((n for n in WHERE_KEYS if wheres and any(n[0] in w for w in wheres)), ())
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
            )
        self.accuracy = {s: self._per_seat(doc, "accuracy", s, 0.0, 100.0) for s in self.seats}
        self.luck = {s: self._per_seat(doc, "luck", s, -100.0, 100.0) for s in self.seats}

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

    def play_cost(self, seat: int) -> float:
        """The chance to win the seat's play gave away: the sum of its losses."""
        return sum(r.loss for r in self.decisions(seat))

    def grade_at(self, step: int) -> str | None:
        found = self.by_step.get(step)
        return None if found is None else found.grade


def percent(share: float) -> int:
    """A share of the chance to win as whole percent points (0.196 -> 20)."""
    return round(abs(share) * 100)


def luck_sentence(name: str, you: bool, luck: float, play: float) -> str:
    """Luck against play in one sentence ("The cards cost you about 20% of your chances;
    your play cost 6%"): ``luck`` the change the cards made, ``play`` what the play gave
    away, both as shares of the chance to win."""
    facts = {"name": name, "luck": f"{percent(luck)}%", "play": f"{percent(play)}%"}
    if you:
        if luck < 0:
            text = _("The cards cost you about {luck} of your chances; your play cost {play}.")
        else:
            text = _("The cards gave you about {luck} more chances; your play cost {play}.")
    elif luck < 0:
        text = _("The cards cost {name} about {luck} of their chances; their play cost {play}.")
    else:
        text = _("The cards gave {name} about {luck} more chances; their play cost {play}.")
    return text.format(**facts)
