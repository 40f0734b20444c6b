"""What every game's records share: the two ways a record fails, and its steps.

A record is read in three steps (docs/RECORDS.md): bytes to JSON (`jsonio.load_json`), JSON to
a typed record (`parse_record`), and the typed record through the engine. The first two fail
with `RecordUnreadable` (`replay` exits 2), the third with `RecordRuleError` (exit 1), which
says where (``where``: the record's own coordinates, e.g. ``{"hand": 1, "move": 4}``) and why
(``refusal``, the engine's `Refusal`, which the UI translates).

Walking through a record (`GameEntry.record_steps`) yields, in order, a `RoundStart` for each
round dealt and a `RecordStep` for each decision: the game before it, the seat, what that seat
saw, the action, what it did and the game after it. The replay viewers, Continue, `replay` and
the game review all walk a record this way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from odin_desktop.engine.jsonio import Unreadable
from odin_desktop.engine.protocol import GameState, Observation, Outcome
from odin_desktop.engine.refusal import Refusal

Where = Mapping[str, int | None]  # the record's coordinates, outermost first

RecordUnreadable = Unreadable  # not a readable record: missing, not JSON, wrong shape, too big


class RecordRuleError(ValueError):
    """A readable record whose content breaks a rule at ``where`` (the round first, then the
    move, turn or action inside it; None where the fault is not in one), for ``refusal``."""

    def __init__(self, refusal: Refusal, **where: int | None) -> None:
        super().__init__(refusal.english())
        self.refusal = refusal
        self.where: dict[str, int | None] = dict(where)

    def to_json(self) -> dict[str, object]:
        """`replay`'s answer for it: ok false, the English reason and the coordinates."""
        return {"ok": False, "error": str(self), **self.where}


GameT = TypeVar("GameT", bound=GameState[Observation, Outcome])
ObsT = TypeVar("ObsT", bound=Observation)
OutcomeT = TypeVar("OutcomeT", bound=Outcome)
# Steps are read-only, so a step of one game is a step of any game to generic code.
GameT_co = TypeVar("GameT_co", bound=GameState[Observation, Outcome], covariant=True)
ObsT_co = TypeVar("ObsT_co", bound=Observation, covariant=True)
OutcomeT_co = TypeVar("OutcomeT_co", bound=Outcome, covariant=True)


@dataclass(frozen=True, slots=True)
class RoundStart(Generic[GameT_co]):
    """A round dealt: ``game`` as it stands before its first decision (a copy)."""

    round: int
    game: GameT_co


@dataclass(frozen=True, slots=True)
class RecordStep(Generic[GameT_co, ObsT_co, OutcomeT_co]):
    """One decision of the record. ``before`` and ``after`` are copies: read them, keep them."""

    number: int  # the decision's place in the whole record, from 0
    where: Where  # the record's coordinates of the entry it plays
    seat: int
    before: GameT_co
    observation: ObsT_co  # what ``seat`` knew when it decided: all a review may use
    action: int
    outcome: OutcomeT_co
    after: GameT_co

    @property
    def round(self) -> int:
        return self.before.round_index

    @property
    def totals(self) -> tuple[int, ...]:
        """The points of every seat after this decision."""
        return tuple(self.after.totals)


class _Walked(Protocol[GameT_co, ObsT_co, OutcomeT_co]):
    """A game as a walk through a record uses it: what ties the types of its copies, its
    observations and its outcomes together (a TypeVar's bound cannot name other TypeVars)."""

    def copy(self) -> GameT_co: ...

    def apply(self, action: int, seat: int | None = None) -> OutcomeT_co: ...

    def observe(self, seat: int) -> ObsT_co: ...


AnyGame = GameState[Observation, Outcome]  # any game's state, as generic code sees it
# An item of a walk through any game's record (each game's own walk says more).
WalkItem = RoundStart[AnyGame] | RecordStep[AnyGame, Observation, Outcome]


def walk_checked(
    game: _Walked[GameT, ObsT, OutcomeT], checked: Iterator[int | tuple[Where, int, int]]
) -> Iterator[RoundStart[GameT] | RecordStep[GameT, ObsT, OutcomeT]]:
    """The steps of a record from a game's own checked walk through it: ``checked`` deals
    each round on ``game`` (yielding its index) and checks each decision (yielding where,
    seat and action), which is applied here before the next is asked for."""
    number = 0
    for item in checked:
        if isinstance(item, int):
            yield RoundStart(item, game.copy())
            continue
        where, seat, action = item
        before = game.copy()
        observation = game.observe(seat)  # a snapshot: the apply below leaves it as it is
        outcome = game.apply(action, seat)
        yield RecordStep(number, where, seat, before, observation, action, outcome, game.copy())
        number += 1


class _Replayed(Protocol):
    def apply_action(self, action: int) -> None: ...


ReplayedT = TypeVar("ReplayedT", bound=_Replayed)


def replay_checked(game: ReplayedT, checked: Iterator[int | tuple[Where, int, int]]) -> ReplayedT:
    """``game`` played through a game's own checked walk through a record (as
    `walk_checked` reads it, keeping no step): what each game's `replay_record` gives."""
    for item in checked:
        if not isinstance(item, int):
            game.apply_action(item[2])
    return game


def decisions(
    walk: Iterator[RoundStart[GameT] | RecordStep[GameT, ObsT, OutcomeT]],
) -> Iterator[RecordStep[GameT, ObsT, OutcomeT]]:
    """Only the decisions of a walk through a record."""
    return (item for item in walk if isinstance(item, RecordStep))


@dataclass(frozen=True)
class RecordEnd:
    """How a record leaves its game: what the list of records shows of it without walking
    it step by step (`GameEntry.record_end`)."""

    players: tuple[str, ...]
    rounds: int  # rounds dealt (hands, races)
    totals: tuple[int, ...] | None  # each seat's points; None: a rule breaks on the way
    winners: tuple[int, ...]  # empty while the game goes on (and when a rule breaks)
    over: bool


def record_end(
    players: Sequence[str], rounds: int, replay: Callable[[], GameState[Observation, Outcome]]
) -> RecordEnd:
    """The end of a parsed record with these ``players`` and ``rounds``, from ``replay``:
    the game's own replay of it through the rules (`RecordRuleError` where one breaks)."""
    try:
        game = replay()
    except RecordRuleError:
        return RecordEnd(tuple(players), rounds, None, (), False)
    return RecordEnd(tuple(players), rounds, tuple(game.totals), tuple(game.winners), game.over)


EXIT_OK, EXIT_RULE, EXIT_UNREADABLE = 0, 1, 2  # `replay`'s exit codes


def replayed(game: AnyGame) -> dict[str, object]:
    """The start of `replay`'s answer for a game replayed to its end or to where the record
    stops, the same in every game; each game's `summary` adds its own fields."""
    return {
        "ok": True,
        "finished": game.over,
        "scores": [list(points) for points in game.scores],
        "totals": list(game.totals),
    }


class ParsedRecord(Protocol):
    """What every game's typed record tells of itself."""

    @property
    def players(self) -> Sequence[str]: ...

    @property
    def rounds(self) -> int:
        """The rounds it deals (hands, races)."""
        ...


RecordT = TypeVar("RecordT", bound=ParsedRecord)
FormatGameT = TypeVar("FormatGameT", bound=AnyGame)


def check_replay(
    replay: Callable[[], FormatGameT], summary: Callable[[FormatGameT], dict[str, object]]
) -> tuple[int, dict[str, object]]:
    """What `odin-desktop replay` answers for a document that ``replay`` reads and replays:
    the exit code (0 the record follows the rules, 1 it breaks one, 2 it is not a readable
    record) and its JSON (``summary`` of the game replayed), errors naming where in the
    game's own coordinates."""
    try:
        game = replay()
    except RecordUnreadable as error:
        return EXIT_UNREADABLE, {"ok": False, "error": str(error)}
    except RecordRuleError as error:
        return EXIT_RULE, error.to_json()
    except (RecursionError, MemoryError):
        return EXIT_UNREADABLE, {"ok": False, "error": "the record is too large or too deep"}
    return EXIT_OK, summary(game)


@dataclass(frozen=True)
class RecordFormat(Generic[RecordT, FormatGameT]):
    """A game's record format, as the registry reads and writes it (`GameEntry.records`):
    each `engine/<game>/record.py` fills one with its own steps."""

    game: type[FormatGameT]  # the game's engine state
    parse: Callable[[object], RecordT]  # JSON to a typed record, or `RecordUnreadable`
    replay: Callable[[RecordT], FormatGameT]  # through the rules, or `RecordRuleError`
    walk: Callable[[RecordT], Iterator[WalkItem]]  # its steps (`GameEntry.record_steps`)
    summary: Callable[[FormatGameT, bool], dict[str, object]]  # `replay`'s answer (with_legal)
    write: Callable[[FormatGameT, list[str]], dict[str, Any]]  # a game's record, seats' names

    def check_document(
        self, doc: object, with_legal: bool = False
    ) -> tuple[int, dict[str, object]]:
        """What `odin-desktop replay` answers for a parsed JSON document (`check_replay`)."""
        return check_replay(
            lambda: self.replay(self.parse(doc)), lambda game: self.summary(game, with_legal)
        )

    def end(self, record: RecordT) -> RecordEnd:
        """How a parsed record leaves its game (`record_end`)."""
        return record_end(record.players, record.rounds, lambda: self.replay(record))
