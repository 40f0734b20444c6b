"""What happened to a seat's chance to win over a game, in terms that add up to the result
(the document's ``balance``, docs/REVIEW.md): its chance at the start, what luck did (the
deals and its draws), what its own decisions cost against the best ones, what the other
seats' decisions did, and the result.

Each term is measured, none is the remainder of the others: the seat's chain of measured
points (`plan.Link`) is walked in order, and each change between two of them is given to
the cause that came in between — chance (a deal, a draw), or the other seats' decisions;
across each of its own decisions the chance moves from the best decision's value to the
played one's (minus its loss). A change with no cause between (two estimates of one
position: the end of a decision and the start of the seat's next, or the deal and the
seat's first decision) is no term: it is the estimates' own error, which ``se`` states.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from odin_desktop.ai.analyst import Estimate, Valuation
from odin_desktop.analysis.plan import DEALT, DRAWN, RESULT, START, STEP, Link, ReviewPlan

TERMS = ("luck", "own", "others")


@dataclass
class Sheet:
    """One seat's balance: ``start`` and ``result`` (None while unknown: an unfinished
    game), each term's sum and variance, luck per round, and the changes no cause explains
    (``unexplained``: estimation error, kept for the checks)."""

    start: float | None = None
    result: float | None = None
    terms: dict[str, float] = field(default_factory=lambda: dict.fromkeys(TERMS, 0.0))
    variance: dict[str, float] = field(default_factory=lambda: dict.fromkeys(TERMS, 0.0))
    luck_by_round: dict[int, float] = field(default_factory=dict)
    unexplained: float = 0.0

    def total(self, term: str) -> float:
        return self.terms[term]

    def luck_in(self, round_index: int) -> float:
        return self.luck_by_round.get(round_index, 0.0)

    @property
    def se(self) -> float:
        """The standard error of the terms (each value's sampling error, counted in every
        term it enters)."""
        return math.sqrt(sum(self.variance.values()))

    def add(self, term: str, change: float, variance: float, round_index: int) -> None:
        self.terms[term] += change
        self.variance[term] += variance
        if term == "luck":
            self.luck_by_round[round_index] = self.luck_in(round_index) + change

    def json(self, digits: int) -> dict[str, float | None]:
        def rounded(value: float | None) -> float | None:
            return None if value is None else round(value, digits)

        return {
            "start": rounded(self.start),
            **{term: rounded(self.terms[term]) for term in TERMS},
            "result": rounded(self.result),
            "se": rounded(self.se),
        }


# A link's chance before and after it, each as (value, variance); None while unanswered.
Point = tuple[float, float]


def _ends(
    link: Link, found: dict[int, Valuation], positions: dict[str, Estimate]
) -> tuple[Point, Point, Valuation | None] | None:
    if link.kind in (START, RESULT):
        assert link.value is not None
        return (link.value, 0.0), (link.value, 0.0), None
    if link.kind in (DEALT, DRAWN):
        estimate = positions.get(link.key or "")
        if estimate is None:
            return None
        point = (estimate.value, estimate.se**2)
        return point, point, None
    assert link.kind == STEP and link.step is not None
    valuation = found.get(link.step)
    if valuation is None or valuation.value_best is None:
        return None
    # Before the decision: the best value found — or the played one's when a rule chose a
    # best the estimates rank lower (a missed go-out or race finish: its loss is then 0).
    top, at = valuation.value_best, valuation.best
    played = valuation.value_played
    if played is not None and valuation.played is not None and played > top:
        top, at = played, valuation.played
    before = (top, valuation.errors.get(at, 0.0) ** 2)
    after = before
    if valuation.loss and valuation.played is not None:
        after = (top - valuation.loss, valuation.errors.get(valuation.played, 0.0) ** 2)
    return before, after, valuation


def balance(
    chain: list[Link], found: dict[int, Valuation], positions: dict[str, Estimate]
) -> Sheet:
    """One seat's balance along its chain (the links not answered yet, and the changes
    next to them, count nothing)."""
    sheet = Sheet()
    previous: Point | None = None
    for link in chain:
        if link.kind == START and sheet.start is None:
            sheet.start = link.value
        if link.kind == RESULT:
            sheet.result = link.value
        ends = _ends(link, found, positions)
        if ends is None:
            previous = None
            continue
        before, after, valuation = ends
        if previous is not None:
            change = before[0] - previous[0]
            variance = before[1] + previous[1]
            if link.lucky:
                sheet.add("luck", change, variance, link.round)
            elif link.others:
                sheet.add("others", change, variance, link.round)
            else:
                sheet.unexplained += change
        if valuation is not None:
            sheet.add("own", -valuation.loss, valuation.loss_se**2, link.round)
        previous = after
    return sheet


def balances(
    plan: ReviewPlan, found: dict[int, Valuation], positions: dict[str, Estimate]
) -> dict[int, Sheet]:
    """Each reviewed seat's balance."""
    return {seat: balance(plan.chains[seat], found, positions) for seat in plan.seats}


def adds_up(sheet: dict[str, Any], times: float = 1.0) -> bool:
    """Whether a document's balance of one seat adds up to its result within ``times`` its
    standard error (a finished game's)."""
    if sheet["start"] is None or sheet["result"] is None:
        return False
    total = float(sheet["start"]) + sum(float(sheet[term]) for term in TERMS)
    return abs(total - float(sheet["result"])) <= times * float(sheet["se"]) + 1e-4
