"""Odin's Ravens records (format ``ravens-record``, version 1): read, check, write.

A record is a referee's view: every set-up, action and drawn card, hidden ones included, so
it can be checked without knowing how anything was shuffled. Reading is three steps, each
with its own error so `replay` can answer with the right exit code:

1. `engine.jsonio.load_json` - bytes to a JSON value: `RecordUnreadable` (exit 2).
2. `parse_record` - the whole document's shape, to a typed `RavensRecord`: `RecordUnreadable`
   (exit 2), even when a rule is broken earlier in the document.
3. `replay_record` - through the engine, in order: `RecordRuleError` (exit 1) naming the race,
   the turn (None for a set-up error) and the action (None for a turn-level error) of the
   first rule broken.

Nothing here ever evaluates or unpickles what it reads.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, TypeAlias

import odin_desktop.engine.ravens.actions as A
import odin_desktop.engine.ravens.refusals as R
from odin_desktop.engine import records
from odin_desktop.engine.ravens.cards import (
    KIND_OF,
    KINDS,
    LANDSCAPE_CODE_OF,
    MAGIC_OF,
    landscape_code,
)
from odin_desktop.engine.ravens.draws import ScriptedDraws
from odin_desktop.engine.ravens.game import DEFAULT_TARGET, RavensGame
from odin_desktop.engine.ravens.jsonform import ActionShapeError, ParsedAction, parse_action
from odin_desktop.engine.ravens.jsonform import to_action as parsed_to_action
from odin_desktop.engine.ravens.observation import RavensObservation, legal_json
from odin_desktop.engine.ravens.outcome import RavensOutcome
from odin_desktop.engine.ravens.phases import LAY
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.ravens.setup import RaceSetup, setup_refusal
from odin_desktop.engine.records import RecordRuleError, RecordUnreadable, Where
from odin_desktop.engine.refusal import IllegalMove, Refusal
from odin_desktop.fileio import write_text_atomic

FORMAT = "ravens-record"
VERSION = 1


def _rule(
    refusal: Refusal, race: int, turn: int | None = None, action: int | None = None
) -> RecordRuleError:
    """A rule broken at race ``race``, turn ``turn`` (None at set-up), action ``action`` (None
    for the set-up or the turn as a whole)."""
    return RecordRuleError(refusal, race=race, turn=turn, action=action)


@dataclass(frozen=True, slots=True)
class RecordedEnd:
    lengthen: int | None  # the oriented card added after the last, or None
    draw: tuple[int, ...]  # kinds drawn to refill the hand, in order


@dataclass(frozen=True, slots=True)
class RecordedTurn:
    seat: int
    actions: tuple[ParsedAction, ...]
    end: RecordedEnd | None  # None: the turn that ended the race, or one still in progress


@dataclass(frozen=True, slots=True)
class RecordedRace:
    setup: RaceSetup
    turns: tuple[RecordedTurn, ...]


@dataclass(frozen=True, slots=True)
class RavensRecord:
    players: tuple[str, str]
    target: int
    races: tuple[RecordedRace, ...]

    @property
    def rounds(self) -> int:
        return len(self.races)


# ---------------------------------------------------------------------- step 2: the shape


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise RecordUnreadable(message)


def _fields(
    value: object, where: str, required: set[str], optional: frozenset[str] = frozenset()
) -> dict[str, Any]:
    _expect(isinstance(value, dict), f"{where} must be an object")
    assert isinstance(value, dict)
    missing = required - set(value)
    _expect(not missing, f"{where} has no {', '.join(sorted(missing))}")
    unknown = sorted(set(value) - required - optional)
    if unknown:
        raise RecordUnreadable(f"{where} has an unknown field {unknown[0][:40]!r}")
    return value


def _list(value: object, where: str) -> list[Any]:
    _expect(isinstance(value, list), f"{where} must be a list")
    assert isinstance(value, list)
    return value


def _landscapes(value: object, where: str) -> tuple[int, ...]:
    items = _list(value, where)
    for i, code in enumerate(items):
        _expect(
            isinstance(code, str) and code in LANDSCAPE_CODE_OF,
            f"{where}[{i}] is not a landscape card",
        )
    return tuple(LANDSCAPE_CODE_OF[code] for code in items)


def _kinds(value: object, where: str) -> tuple[int, ...]:
    items = _list(value, where)
    for i, code in enumerate(items):
        _expect(isinstance(code, str) and code in KIND_OF, f"{where}[{i}] is not a card")
    return tuple(KIND_OF[code] for code in items)


def _parse_end(value: object, where: str) -> RecordedEnd:
    end = _fields(value, where, {"lengthen", "draw"})
    lengthen = end["lengthen"]
    _expect(
        lengthen is None or (isinstance(lengthen, str) and lengthen in LANDSCAPE_CODE_OF),
        f"{where}.lengthen must be a landscape card or null",
    )
    card = None if lengthen is None else LANDSCAPE_CODE_OF[lengthen]
    return RecordedEnd(card, _kinds(end["draw"], f"{where}.draw"))


def _parse_turn(value: object, where: str) -> RecordedTurn:
    turn = _fields(value, where, {"seat", "actions"}, frozenset({"end"}))
    _expect(_is_int(turn["seat"]), f"{where}.seat must be an integer")
    items = _list(turn["actions"], f"{where}.actions")
    try:
        actions = tuple(
            parse_action(a, f"{where}.actions[{k}]", record=True) for k, a in enumerate(items)
        )
    except ActionShapeError as error:
        raise RecordUnreadable(str(error)) from None
    end = _parse_end(turn["end"], f"{where}.end") if "end" in turn else None
    return RecordedTurn(turn["seat"], actions, end)


def _parse_race(value: object, where: str) -> RecordedRace:
    race = _fields(value, where, {"first", "magic", "row", "under", "hands", "turns"})
    _expect(_is_int(race["first"]), f"{where}.first must be an integer")
    magic = race["magic"]
    _expect(isinstance(magic, str) and magic in MAGIC_OF, f"{where}.magic is no Magic Way card")
    hands = _list(race["hands"], f"{where}.hands")
    _expect(len(hands) == 2, f"{where}.hands must hold one hand per seat")
    setup = RaceSetup(
        first=race["first"],
        magic=MAGIC_OF[magic],
        row=_landscapes(race["row"], f"{where}.row"),
        under=_landscapes(race["under"], f"{where}.under"),
        hands=tuple(_kinds(h, f"{where}.hands[{s}]") for s, h in enumerate(hands)),
    )
    turns = _list(race["turns"], f"{where}.turns")
    parsed = tuple(_parse_turn(t, f"{where}.turns[{j}]") for j, t in enumerate(turns))
    return RecordedRace(setup, parsed)


def parse_record(doc: object) -> RavensRecord:
    """The typed record in a JSON value; RecordUnreadable says what is wrong with its shape."""
    _expect(isinstance(doc, dict), "a record is a JSON object")
    assert isinstance(doc, dict)
    _expect(doc.get("format") == FORMAT, f'format must be "{FORMAT}"')
    version = doc.get("version")
    _expect(_is_int(version), "version must be an integer")
    _expect(version == VERSION, f"version {version} is not supported (this reads {VERSION})")
    _fields(doc, "the record", {"format", "version", "players", "races"}, frozenset({"target"}))
    players = doc["players"]
    _expect(isinstance(players, list) and len(players) == 2, "players must list 2 names")
    _expect(all(isinstance(p, str) for p in players), "players must be names (strings)")
    target = doc.get("target", DEFAULT_TARGET)
    _expect(_is_int(target) and target >= 1, "target must be an integer of at least 1")
    races = _list(doc["races"], "races")
    parsed = tuple(_parse_race(r, f"races[{i}]") for i, r in enumerate(races))
    return RavensRecord((players[0], players[1]), target, parsed)


# ---------------------------------------------------------------------- step 3: the rules


def _new_game(record: RavensRecord) -> RavensGame:
    races = record.races
    first = races[0].setup.first if races and races[0].setup.first in (0, 1) else 0
    return RavensGame(record.target, first)


def _checked(record: RavensRecord, game: RavensGame) -> Iterator[int | tuple[Where, int, int]]:
    """Set up each race of ``record`` on ``game`` (yielding its index) and check each action
    against the rules, yielding (where, seat, action): the caller applies it before asking
    for the next. The landscape cards and the cards drawn are fed to the race's scripted
    draws just before the action that draws them. RecordRuleError at the first rule broken."""
    for i, recorded in enumerate(record.races):
        race = _start_race(game, recorded.setup, i)
        yield i
        last_race = i == len(record.races) - 1
        for j, turn in enumerate(recorded.turns):
            last_turn = last_race and j == len(recorded.turns) - 1
            yield from _turn(game, race, turn, i, j, last_turn)


def _start_race(game: RavensGame, setup: RaceSetup, i: int) -> RaceState:
    if game.over:
        raise _rule(R.RECORD_AFTER_GAME(), i)
    if not game.needs_round:
        raise _rule(R.RECORD_RACE_RUNNING(), i)
    problem = setup_refusal(setup)
    if problem is None and setup.first != game.next_first():
        problem = R.RECORD_FIRST(expected=game.next_first(), first=setup.first)
    if problem is not None:
        raise _rule(problem, i)
    return game.start_round(setup, ScriptedDraws())


def _turn(
    game: RavensGame, race: RaceState, turn: RecordedTurn, i: int, j: int, last_turn: bool
) -> Iterator[tuple[Where, int, int]]:
    if race.over:
        raise _rule(R.RECORD_AFTER_RACE(), i, j)
    if turn.seat != race.turn:
        raise _rule(R.RECORD_WRONG_SEAT(seat=turn.seat, turn=race.turn), i, j)
    for k, parsed in enumerate(turn.actions):
        if race.over:
            raise _rule(R.RECORD_ACTION_AFTER_RACE(), i, j, k)
        where = {"race": i, "turn": j, "action": k}
        try:
            for action in _action(game, race, parsed):
                yield where, turn.seat, action
        except IllegalMove as error:
            raise _rule(error.refusal, i, j, k) from None
    if race.over:
        if turn.end is not None:
            raise _rule(R.RECORD_END_AFTER_RACE(), i, j)
        return
    if turn.end is None:
        if not last_turn:
            raise _rule(R.RECORD_NO_END(), i, j)
        return
    try:
        for action in _end(race, turn.end):
            yield {"race": i, "turn": j, "action": None}, turn.seat, action
    except IllegalMove as error:
        raise _rule(error.refusal, i, j) from None


def _check(problem: Refusal | None) -> None:
    if problem is not None:
        raise IllegalMove(problem)


def _action(game: RavensGame, race: RaceState, parsed: ParsedAction) -> Iterator[int]:
    """The engine actions of one recorded action, each checked (an extend is followed by
    the lays of the cards it drew)."""
    action = parsed_to_action(parsed, race)
    _check(game.refusal(action, race.turn))
    if A.action_type(action) != A.EXTEND:
        yield action
        return
    laid = parsed.add or ()
    expected = min(2, race.landscape_left)
    if len(laid) != expected:
        raise IllegalMove(R.RECORD_EXTEND_COUNT(expected=expected, count=len(laid)))
    _lay_next(race, laid[0])
    yield action
    for n, card in enumerate(laid):
        if n + 1 < len(laid):
            _lay_next(race, laid[n + 1])  # drawn as soon as this card is laid
        yield A.lay(card)


def _lay_next(race: RaceState, card: int) -> None:
    """Check that the landscape deck can give ``card`` now, and make it the next drawn."""
    _check(race.landscape_refusal(card))
    assert isinstance(race.draws, ScriptedDraws)
    race.draws.landscapes.append(card)


def _end(race: RaceState, end: RecordedEnd) -> Iterator[int]:
    """The engine actions of a turn's end: a lengthening and its lay, or ending as it is;
    the cards drawn to refill the hand are checked and fed first."""
    seat = race.turn
    assert isinstance(race.draws, ScriptedDraws)
    if end.lengthen is not None:
        _lay_next(race, end.lengthen)
        yield A.END_LENGTHEN
    _check(race.draws_refusal(seat, end.draw))
    race.draws.cards.extend(end.draw)
    yield A.END_TURN if end.lengthen is None else A.lay(end.lengthen)
    assert race.phase != LAY


def replay_record(record: RavensRecord) -> RavensGame:
    """The game the record describes, after checking every set-up, action and draw."""
    game = _new_game(record)
    return records.replay_checked(game, _checked(record, game))


# A step of a walk through a record (`engine.records`): a round dealt, or a decision.
Step: TypeAlias = (
    records.RoundStart[RavensGame]
    | records.RecordStep[RavensGame, RavensObservation, RavensOutcome]
)


def walk(record: RavensRecord) -> Iterator[Step]:
    """Each race set up and each action of the record, in order, checked as `replay_record`
    checks them (RecordRuleError where a rule breaks, after the steps before it). The lays
    of an extend or a lengthening are steps of their own at the same coordinates."""
    game = _new_game(record)
    return records.walk_checked(game, _checked(record, game))


# ---------------------------------------------------------------------- the replay summary


def summary(game: RavensGame, with_legal: bool = False) -> dict[str, object]:
    """The `replay` command's success object for a replayed game."""
    race = game.race
    result = records.replayed(game)
    if game.over:
        result["winner"] = game.winner
    result["positions"] = None if race is None else list(race.positions)
    result["row"] = None if race is None else [landscape_code(c) for c in race.row]
    marker = None if race is None else race.marker_space()
    result["marker"] = None if marker is None else list(marker)
    between = race is not None and race.over and not game.over
    result["to_move"] = game.next_first() if between else game.to_move
    if with_legal:
        result["legal"] = legal_json(game.legal_actions())
    return result


# ---------------------------------------------------------------------- writing


def _turn_json(seat: int, actions: list[int], draws: list[int] | None) -> dict[str, Any]:
    entries, end = A.fold_turn(actions)
    turn: dict[str, Any] = {"seat": seat, "actions": entries}
    if draws is not None:
        assert end is not None
        turn["end"] = {"lengthen": end["lengthen"], "draw": [KINDS[k] for k in draws]}
    return turn


def _settled(race: RaceState) -> list[int]:
    """The turn in progress without a drawing action still waiting for its lay (a record
    cannot hold half an extend or a lengthening)."""
    actions = race.turn_actions
    if race.phase != LAY:
        return actions
    for n in range(len(actions) - 1, -1, -1):
        if A.action_type(actions[n]) in (A.EXTEND, A.END):
            return actions[:n]
    return actions


def game_to_record(game: RavensGame, names: tuple[str, str] | list[str]) -> dict[str, Any]:
    """The record of ``game`` with the seats' display ``names``. A turn in progress is written
    without its end; an extend or lengthening still waiting for its lay is left out."""
    races = []
    for race in game.races:
        turns = [
            _turn_json(seat, actions, None if ended else draws)
            for seat, actions, draws, ended in race.log
        ]
        in_progress = _settled(race)
        if not race.over and in_progress:
            turns.append(_turn_json(race.turn, in_progress, None))
        races.append({**race.setup.to_json(), "turns": turns})
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": list(names),
        "target": game.target,
        "races": races,
    }


def write_record(path: str | os.PathLike[str], record: dict[str, Any]) -> None:
    """Write a record atomically (never half a file, whatever happens meanwhile)."""
    write_text_atomic(path, json.dumps(record, ensure_ascii=False, separators=(",", ":")))


# ---------------------------------------------------------------------- the registry

RECORDS = records.RecordFormat(
    RavensGame, parse_record, replay_record, walk, summary, game_to_record
)
