"""What a game's analyst does for the game review and the coach: value decisions from one
seat's observation as that seat's chance to win the game (a number in [0, 1]).

An analyst sees what a bot sees — an observation, never the game — and samples worlds
consistent with it, as the searching bots do, with a budget of its own (`Effort`). Each game
has one (`ai/<game>/analyst.py`), reached through the registry (`GameEntry.analyst`); the
review (`odin_desktop.analysis`) walks a record and asks it about every decision of the
seats reviewed, the coach asks it about one observation.

A *stretch* is a run of one seat's decisions between which it learns nothing new (the actions
of one Odin's Ravens turn until a card is drawn; a single move of ODIN): they are valued
together, in the same sampled worlds, so their values are compared on equal terms.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from odin_desktop.ai.halving import Precision
from odin_desktop.engine.protocol import Observation
from odin_desktop.engine.records import RecordStep

ObsT = TypeVar("ObsT", bound=Observation)
Step = RecordStep[Any, Any, Any]

# How many standard errors a loss must reach to be told from the noise of its estimate
# (`analysis.grades`: a grade worse than good needs it).
SIGNIFICANT = 2.0


@dataclass(frozen=True, slots=True)
class Estimate:
    """A value estimated from sampled worlds, and its standard error."""

    value: float
    se: float = 0.0


@dataclass(frozen=True, slots=True)
class Effort:
    """How hard an analyst looks at one stretch or position: ``samples`` judgements (a
    candidate valued in one sampled world) per candidate of sequential halving, then more,
    up to ``limit`` per candidate in all, while a played decision's loss is too close to one
    of ``bounds`` to say on which side it lies (`ai.halving`); at most ``seconds`` of
    wall-clock time (None: no time limit, so the answer depends only on the seed). Values
    closer than ``bounds[0]`` are taken as equal. A position is valued in ``samples``
    worlds."""

    samples: int
    limit: int = 0
    seconds: float | None = None
    bounds: tuple[float, ...] = (0.0,)

    def deadline(self) -> float | None:
        return None if self.seconds is None else time.perf_counter() + self.seconds

    def budget(self, candidates: int) -> int:
        """The judgements of sequential halving among ``candidates``."""
        return self.samples * max(1, candidates)

    def precision(self, candidates: int) -> Precision:
        """How sure the answers must be, for ``candidates`` in all: a loss that reaches the
        second bound (an inaccuracy) is sampled on until it is `SIGNIFICANT` standard
        errors or the limit is spent; then, up to the budget once more, until its best
        candidate stands apart from the others (`ai.halving`)."""
        margin, *bounds = self.bounds or (0.0,)
        limit = max(self.limit, self.samples) * max(1, candidates)
        extra = self.budget(candidates)
        return Precision(margin, tuple(bounds), limit, significance=SIGNIFICANT, extra=extra)


@dataclass(frozen=True, slots=True)
class Budgets:
    """An analyst's judgements per candidate for the review of a decision (``samples``,
    at most ``limit`` with its doubts settled), worlds for a decision without a choice
    (``forced``, whose value the review's chart shows) and for a position (luck)."""

    samples: int
    limit: int
    forced: int
    position: int


@dataclass(frozen=True, slots=True)
class Valuation:
    """One decision valued: the legal decisions (distinct, the analyst's preferred first),
    the estimated chance to win after each candidate valued, the worlds each was valued in,
    the best found and the one played (None when the coach asks). ``sure`` holds the
    decisions the game's rules make never worse than any other (ODIN: going out at once);
    the best is one of them when there are any. ``errors`` are the values' standard errors,
    ``paired`` the standard error of each candidate's difference from the played one (the
    worlds are shared: it is far smaller than either value's). ``tied`` holds the decisions
    the best could not be told from when the played one is not the best (a near tie: the
    best does not lead them by `SIGNIFICANT` standard errors of their difference)."""

    legal: tuple[int, ...]
    values: dict[int, float] = field(default_factory=dict)
    samples: dict[int, int] = field(default_factory=dict)
    best: int = -1
    played: int | None = None
    sure: tuple[int, ...] = ()
    errors: dict[int, float] = field(default_factory=dict)
    paired: dict[int, float] = field(default_factory=dict)
    tied: tuple[int, ...] = ()

    @classmethod
    def forced(cls, action: int, value: float | None = None) -> Valuation:
        """A decision with one legal choice (its value when known)."""
        values = {} if value is None else {action: value}
        return cls((action,), values, {}, action, action)

    @property
    def choices(self) -> int:
        return len(self.legal)

    @property
    def is_forced(self) -> bool:
        return len(self.legal) == 1

    @property
    def value_best(self) -> float | None:
        return self.values.get(self.best)

    @property
    def value_played(self) -> float | None:
        return None if self.played is None else self.values.get(self.played)

    @property
    def loss(self) -> float:
        """What the played decision cost against the best found (0 when it is the best)."""
        best, played = self.value_best, self.value_played
        if self.played == self.best or best is None or played is None:
            return 0.0
        return max(0.0, best - played)

    @property
    def loss_se(self) -> float:
        """The standard error of `loss` (0 when the played decision is the best)."""
        if self.played is None or self.played == self.best or not self.loss:
            return 0.0
        return self.paired.get(self.best, 0.0)

    def ranked(self, count: int) -> list[int]:
        """Up to ``count`` valued decisions, the best first, then by value (the played one
        always among them, last when it would not be)."""
        order = sorted(self.values, key=lambda a: (a != self.best, -self.values[a]))
        top = order[:count]
        if self.played is not None and self.played in self.values and self.played not in top:
            top[-1:] = [self.played]
        return top

    @property
    def missed_sure(self) -> bool:
        """Whether the played decision passed up one never worse than any other."""
        return bool(self.sure) and self.played is not None and self.played not in self.sure


def distinct(actions: Sequence[int]) -> list[int]:
    """``actions`` without repeats, in order (a game may list one decision twice)."""
    return list(dict.fromkeys(actions))


class Analyst(ABC, Generic[ObsT]):
    """A game's analyst. Every method sees observations only; ``seed`` makes an answer
    reproducible (with no time limit in the `Effort`)."""

    budgets: Budgets  # what the review spends by default (measured: docs/REVIEW.md)
    # About how long one judgement takes on the development machine at rest (a candidate
    # in one world, or a position in one): how long a review will take is told from it.
    judgement_seconds: float = 0.001

    @abstractmethod
    def review(
        self, stretch: Sequence[tuple[ObsT, int]], effort: Effort, seed: str
    ) -> list[Valuation]:
        """Value each decision of ``stretch`` (observation, action played), one `Valuation`
        each, in order: the played action and the best candidates found."""

    @abstractmethod
    def value(
        self, obs: ObsT, candidates: Sequence[int] | None, effort: Effort, seed: str
    ) -> Valuation:
        """The coach's question: value ``candidates`` (None: the analyst's own choice of the
        legal decisions) for the seat to move in ``obs``."""

    @abstractmethod
    def position(self, obs: ObsT, effort: Effort, seed: str) -> Estimate:
        """The seat's chance to win from ``obs``, whoever is to move (every seat playing on
        as the analyst's models play), and its standard error: what luck is measured
        against."""

    @abstractmethod
    def prior(self, obs: ObsT) -> float:
        """The seat's chance to win before the round of ``obs`` was dealt, from the scores
        alone (the equity table)."""

    def is_legal(self, obs: ObsT, action: int) -> bool:
        """Whether ``action`` is legal for the seat to move in ``obs``."""
        return action in obs.legal

    def continues(self, previous: Step, step: Step) -> bool:
        """Whether ``step`` follows ``previous`` in one stretch: the same seat deciding again
        with nothing learnt in between."""
        return False

    def reveals(self, step: Step) -> bool:
        """Whether ``step`` showed its seat cards drawn by chance (a draw: luck)."""
        return False

    @abstractmethod
    def notation(self, obs: ObsT, action: int, laid: Sequence[int] = ()) -> dict[str, object]:
        """A decision in the record's own notation (``laid``: the cards the decision drew
        and laid afterwards, when it drew some)."""
