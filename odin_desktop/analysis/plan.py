"""What a review must compute for a record: the reviewed seats' decisions, the stretches the
analyst values them in, the positions luck is measured at, and each round's frame.

Walking a record (`GameEntry.record_steps`) gives every decision of every seat as a step.
Steps of one seat at the same coordinates form one *decision* of the review (an Odin's
Ravens extend or lengthening and the lays of the cards it drew); steps between which the seat
learns nothing form one *stretch*, valued by one job (`analysis.jobs`).

Each reviewed seat's chance to win is followed through the game as a *chain* of measured
points (`Link`), in the record's order: each round's start (the scores' value), the round as
dealt, each of the seat's decisions (the best value before it, the played one's after), the
position after each of its own draws, and the game's result. Between two links, the chance
moved by luck (a deal; a draw, whose cards the next link sees), or by the other seats'
decisions when some came in between (`Link.others`).

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


START, DEALT, STEP, DRAWN, RESULT = "start", "dealt", "step", "drawn", "result"


@dataclass
class Link:
    """One measured point of a seat's chance to win: a round's ``start`` (``value`` from the
    scores), the round as ``dealt`` or a position after its own draw (``drawn``; ``key``: the
    position's job), one of its decisions (``step``: the step's number; the chance before it
    is the best decision's value, after it the played one's), the game's ``result``.
    ``others``: whether another seat decided since the link before; ``lucky``: whether the
    change since it was chance's (the deal, or the cards the link before drew)."""

    kind: str
    round: int
    value: float | None = None
    key: str | None = None
    step: int | None = None
    others: bool = False
    lucky: bool = False


@dataclass
class Round:
    """A round as the review shows it, per seat: the value before the deal (from the
    scores), the key of its value as dealt (or its first decision's number, when it
    decides first), and the value once the round ended (None while unknown)."""

    index: int
    prior: dict[int, float] = field(default_factory=dict)
    dealt: dict[int, str] = field(default_factory=dict)
    after: dict[int, float | None] = field(default_factory=dict)
    # The seats that decide first in the round: their position as dealt is their first
    # decision's (the step's number), valued once, as a decision.
    first: dict[int, int] = field(default_factory=dict)


@dataclass
class ReviewPlan:
    seats: list[int]
    decisions: list[Decision] = field(default_factory=list)
    stretches: list[Stretch] = field(default_factory=list)
    positions: list[Position] = field(default_factory=list)
    chains: dict[int, list[Link]] = field(default_factory=dict)
    rounds: list[Round] = field(default_factory=list)


def said_seats(doc: Any, players: int) -> list[int] | None:
    """The seats a record's ``seats`` field says people played; None when it says nothing
    usable (Odin's Ravens' records keep only the format's fields)."""
    raw = doc.get("seats") if isinstance(doc, dict) else None
    if isinstance(raw, list) and len(raw) == players:
        kinds = [entry.get("kind") if isinstance(entry, dict) else None for entry in raw]
        if all(isinstance(kind, str) for kind in kinds):
            return [seat for seat, kind in enumerate(kinds) if kind == "human"]
    return None


def default_seats(doc: Any, players: int) -> list[int]:
    """The seats a record's ``seats`` field says people played; every seat when it says
    nothing usable."""
    said = said_seats(doc, players)
    return list(range(players)) if said is None else said


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
        self.plan = ReviewPlan(seats, chains={seat: [] for seat in seats})
        self.seats = set(seats)
        self.others: dict[int, bool] = {seat: False for seat in seats}  # since its last link
        self.analyst = analyst
        self.last: dict[int, Step] = {}
        self.drew: dict[int, bool] = {}  # whether its last step drew cards it decides with
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
            self._link(seat, Link(START, start.round, value=frame.prior[seat]))
            self._link(seat, Link(DEALT, start.round, key=key, lucky=True))
        if self.plan.rounds:  # the round before ended where this one's scores start
            self.plan.rounds[-1].after.update(frame.prior)
        self.plan.rounds.append(frame)

    def _link(self, seat: int, link: Link) -> None:
        link.others = self.others[seat]
        self.others[seat] = False
        self.plan.chains[seat].append(link)

    def step(self, step: Step) -> None:
        self.game = step.after
        seat = step.seat
        for other in self.seats - {seat}:
            self.others[other] = True
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
        lucky = self.drew.get(seat, False)
        chain = plan.chains[seat]
        if chain and chain[-1].kind == DEALT and not self.others[seat]:
            # It decides first: its position as dealt is the one it decides in, valued
            # by the decision (a second estimate of it would differ only by their errors).
            dealt = chain.pop()
            plan.positions = [p for p in plan.positions if p.key != dealt.key]
            frame = plan.rounds[-1]
            del frame.dealt[seat]
            frame.first[seat] = step.number
            lucky = True
        self._link(seat, Link(STEP, step.round, step=step.number, lucky=lucky))
        self.drew[seat] = False
        if self.analyst.reveals(step):
            if step.after.to_move == seat:
                self.drew[seat] = True  # it decides next, with the cards in view
            else:
                key = f"p{seat}:{step.number}"
                plan.positions.append(Position(key, seat, step.after.observe(seat)))
                self._link(seat, Link(DRAWN, step.round, key=key, lucky=True))

    def finish(self) -> None:
        """The last round's end, when the game ended with it: the game's result."""
        game = self.game
        if game is None or not self.plan.rounds or not game.over:
            return
        winners = list(game.winners)
        frame = self.plan.rounds[-1]
        for seat in frame.prior:
            frame.after[seat] = 1.0 / len(winners) if seat in winners else 0.0
            self._link(seat, Link(RESULT, frame.index, value=frame.after[seat]))
