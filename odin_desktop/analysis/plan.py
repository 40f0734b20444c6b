"""What a review must compute for a record: the reviewed seats' decisions, the stretches the
analyst values them in, the positions luck is measured at, and each round's frame.

Walking a record (`GameEntry.record_steps`) gives every decision of every seat as a step.
Steps of one seat at the same coordinates form one *decision* of the review (an Odin's
Ravens extend or lengthening and the lays of the cards it drew); steps between which the seat
learns nothing form one *stretch*, valued by one job (`analysis.jobs`). Luck is measured where
chance shows the seat something: when a round is dealt (its value as dealt against the
scores' value before the deal) and at each of its own draws (the value once the cards are
seen against the value of the decision that drew them).

Job keys name places in the record (the seat and a step's number, a round's index), never
its content: two records that differ only in cards a seat could not see give that seat the
same jobs with the same seeds, hence the same answers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from odin_desktop.ai.analyst import Analyst
from odin_desktop.engine.protocol import GameState, Observation
from odin_desktop.engine.records import RecordStep, RoundStart

Step = RecordStep[Any, Any, Any]

MAX_DECISIONS = 5000  # steps of the reviewed seats: a longer record is refused, not reviewed


class TooLong(ValueError):
    """A record with more decisions than a review takes on."""


@dataclass
class Stretch:
    """A seat's steps between which it learns nothing: one job."""

    seat: int
    steps: list[Step]

    @property
    def key(self) -> str:
        return f"s{self.seat}:{self.steps[0].number}"


@dataclass
class Position:
    """A seat's observation whose value luck needs: as dealt, or after its own draw."""

    key: str
    seat: int
    observation: Observation


@dataclass
class Decision:
    """A decision of the review: one seat's consecutive steps at one place of the record."""

    seat: int
    where: dict[str, int | None]
    steps: list[Step]
    round: int


@dataclass
class Luck:
    """One chance event for a seat: the value before it (the scores' value before a deal, or
    the value of the step that drew) and after it (a position's value, or the best value of
    the step that decided with the cards in view)."""

    seat: int
    round: int
    prior: float | None = None
    drew: int | None = None  # the number of the step that drew
    position: str | None = None
    seen: int | None = None  # the number of the step that saw the cards drawn


@dataclass
class Round:
    """A round as the review shows it, per seat: the value before the deal (from the
    scores), the key of its value as dealt, and the value once the round ended (None while
    unknown)."""

    index: int
    prior: dict[int, float] = field(default_factory=dict)
    dealt: dict[int, str] = field(default_factory=dict)
    after: dict[int, float | None] = field(default_factory=dict)


@dataclass
class ReviewPlan:
    seats: list[int]
    decisions: list[Decision] = field(default_factory=list)
    stretches: list[Stretch] = field(default_factory=list)
    positions: list[Position] = field(default_factory=list)
    luck: list[Luck] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)


def default_seats(doc: Any, players: int) -> list[int]:
    """The seats a record's ``seats`` field says people played; every seat when it says
    nothing usable."""
    raw = doc.get("seats") if isinstance(doc, dict) else None
    if isinstance(raw, list) and len(raw) == players:
        kinds = [entry.get("kind") if isinstance(entry, dict) else None for entry in raw]
        if all(isinstance(kind, str) for kind in kinds):
            return [seat for seat, kind in enumerate(kinds) if kind == "human"]
    return list(range(players))


def make_plan(
    walk: Iterable[RoundStart[Any] | Step], seats: Sequence[int], analyst: Analyst[Any]
) -> ReviewPlan:
    """The review of ``seats`` along a record's walk (the walk's `RecordRuleError` and
    `RecordUnreadable` pass through; `TooLong` past `MAX_DECISIONS`)."""
    builder = _Builder(sorted(set(seats)), analyst)
    for item in walk:
        if isinstance(item, RoundStart):
            builder.round_start(item)
        else:
            builder.step(item)
    builder.finish()
    return builder.plan


class _Builder:
    def __init__(self, seats: list[int], analyst: Analyst[Any]) -> None:
        self.plan = ReviewPlan(seats)
        self.seats = set(seats)
        self.analyst = analyst
        self.last: dict[int, Step] = {}
        self.count = 0
        self.game: GameState[Any, Any] | None = None

    def round_start(self, start: RoundStart[Any]) -> None:
        self.game = start.game
        frame = Round(start.round)
        for seat in self.plan.seats:
            key = f"d{seat}:{start.round}"
            obs = start.game.observe(seat)
            self.plan.positions.append(Position(key, seat, obs))
            frame.dealt[seat] = key
            frame.prior[seat] = self.analyst.prior(obs)
            self.plan.luck.append(Luck(seat, start.round, prior=frame.prior[seat], position=key))
        if self.plan.rounds:  # the round before ended where this one's scores start
            self.plan.rounds[-1].after.update(frame.prior)
        self.plan.rounds.append(frame)

    def step(self, step: Step) -> None:
        self.game = step.after
        seat = step.seat
        if seat not in self.seats:
            return
        self.count += 1
        if self.count > MAX_DECISIONS:
            raise TooLong(f"the record holds more than {MAX_DECISIONS} decisions to review")
        previous = self.last.get(seat)
        self.last[seat] = step
        plan = self.plan
        if previous is not None and self.analyst.continues(previous, step):
            plan.stretches[-1].steps.append(step)
        else:
            plan.stretches.append(Stretch(seat, [step]))
        where = dict(step.where)
        last = plan.decisions[-1] if plan.decisions else None
        if (
            last is not None
            and last.seat == seat
            and last.where == where
            and last.steps[-1].number + 1 == step.number
        ):
            last.steps.append(step)
        else:
            plan.decisions.append(Decision(seat, where, [step], step.round))
        if self.analyst.reveals(step):
            luck = Luck(seat, step.round, drew=step.number)
            if step.after.to_move == seat:
                luck.seen = step.number + 1  # it decides next, with the cards in view
            else:
                luck.position = f"p{seat}:{step.number}"
                plan.positions.append(Position(luck.position, seat, step.after.observe(seat)))
            plan.luck.append(luck)

    def finish(self) -> None:
        """The last round's end, when the game ended with it: the game's result."""
        game = self.game
        if game is None or not self.plan.rounds or not game.over:
            return
        winners = list(game.winners)
        frame = self.plan.rounds[-1]
        for seat in frame.prior:
            frame.after[seat] = 1.0 / len(winners) if seat in winners else 0.0
