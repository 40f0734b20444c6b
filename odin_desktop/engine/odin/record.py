"""Game records (docs/RECORDS.md): read, check against the rules, write.

Reading happens in three steps, each with its own error type so the `replay` command can
answer with the spec's exit codes:

1. `load_json` — bytes on disk to a JSON value (size, UTF-8, JSON, nesting): `RecordUnreadable`.
2. `parse_record` — the JSON value to a typed `OdinRecord` (fields, types): `RecordUnreadable`.
3. `replay_record` — the `OdinRecord` through the engine, move by move: `RecordRuleError`,
   which names the hand and move that break a rule. `walk` goes the same way and yields each
   hand dealt and each move with the game before and after it (`engine.records`).

Nothing here ever evaluates or unpickles what it reads.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, TypeAlias, TypeGuard

import odin_desktop.engine.odin.refusals as refusals
from odin_desktop.engine import records
from odin_desktop.engine.odin.cards import COLOURS, codes_of, is_card_code, parse_card
from odin_desktop.engine.odin.game import MAX_PLAYERS, MIN_PLAYERS, OdinGame
from odin_desktop.engine.odin.moves import Move, action_to_record, make_action
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import DEFAULT_TARGET, Options
from odin_desktop.engine.odin.outcome import OdinOutcome
from odin_desktop.engine.records import RecordRuleError, RecordUnreadable, Where
from odin_desktop.engine.refusal import Refusal
from odin_desktop.fileio import write_text_atomic

FORMAT = "odin-record"
VERSION = 1


@dataclass(frozen=True, slots=True)
class RecordedMove:
    seat: int
    play: tuple[str, ...] | None  # None for a pass
    take: str | None = None


@dataclass(frozen=True, slots=True)
class RecordedHand:
    deal: tuple[tuple[str, ...], ...]
    leader: int
    moves: tuple[RecordedMove, ...]


@dataclass(frozen=True, slots=True)
class OdinRecord:
    players: tuple[str, ...]
    options: Options
    hands: tuple[RecordedHand, ...]
    extra: dict[str, Any] = field(default_factory=dict)  # other top-level fields, kept as read

    @property
    def rounds(self) -> int:
        return len(self.hands)


# ---------------------------------------------------------------------- step 1: bytes to JSON
# `engine.jsonio.load_json`, shared with the other game's records.


# ---------------------------------------------------------------------- step 2: JSON to Record


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise RecordUnreadable(message)


def _string_list(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise RecordUnreadable(f"{where} must be a list of card names")
    _expect(all(isinstance(item, str) for item in value), f"{where} must hold only strings")
    return tuple(value)


def _parse_options(value: object) -> Options:
    if value is None:
        return Options()
    if not isinstance(value, dict):
        raise RecordUnreadable("options must be an object")
    target = value.get("target", DEFAULT_TARGET)
    _expect(_is_int(target) and target >= 1, "options.target must be an integer of at least 1")
    single_hand = value.get("single_hand", False)
    _expect(isinstance(single_hand, bool), "options.single_hand must be true or false")
    colours = value.get("colours", list(COLOURS))
    _expect(
        isinstance(colours, list) and all(isinstance(c, str) and c in COLOURS for c in colours),
        f"options.colours must be a list of colour letters among {', '.join(COLOURS)}",
    )
    _expect(bool(colours), "options.colours must name at least one colour")
    _expect(len(set(colours)) == len(colours), "options.colours names a colour twice")
    ordered = "".join(letter for letter in COLOURS if letter in colours)
    return Options(target=target, single_hand=single_hand, colours=ordered)


def _parse_move(value: object, where: str) -> RecordedMove:
    if not isinstance(value, dict):
        raise RecordUnreadable(f"{where} must be an object")
    seat = value.get("seat")
    if not _is_int(seat):
        raise RecordUnreadable(f"{where}.seat must be an integer")
    has_play, has_pass = "play" in value, "pass" in value
    _expect(has_play != has_pass, f"{where} must have exactly one of play or pass")
    take = value.get("take")
    _expect(take is None or isinstance(take, str), f"{where}.take must be a card name")
    _expect("take" not in value or take is not None, f"{where}.take must be a card name")
    if has_pass:
        _expect(value["pass"] is True, f"{where}.pass must be true")
        return RecordedMove(seat, None, take)
    return RecordedMove(seat, _string_list(value["play"], f"{where}.play"), take)


def _parse_hand(value: object, index: int) -> RecordedHand:
    where = f"hands[{index}]"
    if not isinstance(value, dict):
        raise RecordUnreadable(f"{where} must be an object")
    for key in ("deal", "leader", "moves"):
        _expect(key in value, f"{where} has no {key}")
    deal = value["deal"]
    if not isinstance(deal, list):
        raise RecordUnreadable(f"{where}.deal must be a list of hands")
    cards = tuple(_string_list(seat, f"{where}.deal[{i}]") for i, seat in enumerate(deal))
    leader = value["leader"]
    _expect(_is_int(leader), f"{where}.leader must be an integer")
    moves = value["moves"]
    if not isinstance(moves, list):
        raise RecordUnreadable(f"{where}.moves must be a list")
    parsed = tuple(_parse_move(m, f"{where}.moves[{j}]") for j, m in enumerate(moves))
    return RecordedHand(cards, leader, parsed)


def parse_record(doc: object) -> OdinRecord:
    """The typed record in a JSON value; RecordUnreadable says what is wrong with it."""
    if not isinstance(doc, dict):
        raise RecordUnreadable("a record is a JSON object")
    _expect(doc.get("format") == FORMAT, f'format must be "{FORMAT}"')
    version = doc.get("version")
    _expect(_is_int(version), "version must be an integer")
    _expect(
        version == VERSION, f"version {version} is not supported (this program reads {VERSION})"
    )
    players = doc.get("players")
    if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
        raise RecordUnreadable("players must be a list of names")
    _expect(
        MIN_PLAYERS <= len(players) <= MAX_PLAYERS,
        f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}",
    )
    options = _parse_options(doc.get("options"))
    hands = doc.get("hands")
    if not isinstance(hands, list):
        raise RecordUnreadable("hands must be a list")
    parsed = tuple(_parse_hand(hand, i) for i, hand in enumerate(hands))
    known = {"format", "version", "players", "options", "hands"}
    extra = {key: value for key, value in doc.items() if key not in known}
    return OdinRecord(tuple(players), options, parsed, extra)


# ---------------------------------------------------------------------- step 3: the rules


def _rule(refusal: Refusal, hand: int, move: int | None = None) -> RecordRuleError:
    return RecordRuleError(refusal, hand=hand, move=move)


def _deal_masks(hand: RecordedHand, index: int) -> list[int]:
    masks = []
    for seat, codes in enumerate(hand.deal):
        mask = 0
        for code in codes:
            card = _card(code, index, None)
            if mask >> card & 1:
                raise _rule(refusals.RECORD_DEALT_TWICE(card=code, seat=seat), index)
            mask |= 1 << card
        masks.append(mask)
    return masks


def _card(code: str, hand: int, move: int | None) -> int:
    if not is_card_code(code):
        raise _rule(refusals.RECORD_NOT_A_CARD(name=repr(code)), hand, move)
    return parse_card(code)


def _move_action(move: RecordedMove, hand: int, index: int) -> int:
    """The action of a recorded move; RecordRuleError for names that are not cards."""
    take = None if move.take is None else _card(move.take, hand, index)
    if move.play is None:
        return make_action(0, take)  # a pass with a take is refused by the engine
    if not move.play:
        raise _rule(refusals.RECORD_EMPTY_PLAY(), hand, index)
    mask = 0
    for code in move.play:
        card = _card(code, hand, index)
        if mask >> card & 1:
            raise _rule(refusals.RECORD_PLAYED_TWICE(card=code), hand, index)
        mask |= 1 << card
    return make_action(mask, take)


def _new_game(record: OdinRecord, seed: int | str | None) -> OdinGame:
    players = len(record.players)
    first_leader = record.hands[0].leader if record.hands else 0
    if not 0 <= first_leader < players:
        raise _rule(refusals.RECORD_LEADER_SEAT(seat=first_leader), 0)
    return OdinGame(players, record.options, first_leader, seed)


def _checked(record: OdinRecord, game: OdinGame) -> Iterator[int | tuple[Where, int, int]]:
    """Deal each hand of ``record`` on ``game`` (yielding its index) and check each move
    against the rules, yielding (where, seat, action): the caller applies it before asking
    for the next. RecordRuleError at the first rule broken."""
    for i, recorded in enumerate(record.hands):
        if game.over:
            raise _rule(refusals.RECORD_AFTER_GAME(), i)
        if not game.needs_round:
            raise _rule(refusals.RECORD_HAND_RUNNING(hand=i, previous=i - 1), i)
        if recorded.leader != game.leader_of(i):
            expected = game.leader_of(i)
            raise _rule(
                refusals.RECORD_LEADER(hand=i, expected=expected, leader=recorded.leader), i
            )
        deal = _deal_masks(recorded, i)
        problem = game.deal_problem(deal)
        if problem is not None:
            raise _rule(problem, i)
        state = game.start_round(deal)
        yield i
        for j, move in enumerate(recorded.moves):
            if state.over:
                raise _rule(refusals.RECORD_AFTER_HAND(), i, j)
            if move.seat != state.turn:
                raise _rule(refusals.RECORD_WRONG_SEAT(seat=move.seat, turn=state.turn), i, j)
            action = _move_action(move, i, j)
            reason = state.refusal(action)
            if reason:
                raise _rule(reason, i, j)
            yield {"hand": i, "move": j}, move.seat, action


def replay_record(record: OdinRecord, seed: int | str | None = None) -> OdinGame:
    """The game the record describes, after checking every deal and move against the rules."""
    game = _new_game(record, seed)
    return records.replay_checked(game, _checked(record, game))


# A step of a walk through a record (`engine.records`): a round dealt, or a decision.
Step: TypeAlias = (
    records.RoundStart[OdinGame] | records.RecordStep[OdinGame, OdinObservation, OdinOutcome]
)


def walk(record: OdinRecord, seed: int | str | None = None) -> Iterator[Step]:
    """Each hand dealt and each move of the record, in order, checked as `replay_record`
    checks them (RecordRuleError where a rule breaks, after the steps before it)."""
    game = _new_game(record, seed)
    return records.walk_checked(game, _checked(record, game))


def legal_moves_json(game: OdinGame) -> list[dict[str, object]]:
    """The legal moves of the seat to move in record form (pass last)."""
    actions = sorted(game.legal_actions(), key=lambda a: (a == 0, a.bit_count(), a))
    return [action_to_record(a) for a in actions]


def summary(game: OdinGame, with_legal: bool = False) -> dict[str, object]:
    """The `replay` command's success object for a replayed game."""
    result = records.replayed(game)
    if game.over:
        result["winners"] = game.winners
    result["to_move"] = game.to_move
    if with_legal:
        result["legal"] = legal_moves_json(game)
    return result


# ---------------------------------------------------------------------- writing


def game_to_record(game: OdinGame, names: list[str], **extra: Any) -> dict[str, Any]:
    """The record of ``game`` with seat ``names``; ``extra`` adds top-level fields."""
    hands = []
    for deal, state in zip(game.deals, game.hands, strict=True):
        moves = [{"seat": seat, **Move.from_action(a).to_record()} for seat, a in state.history]
        hands.append(
            {"deal": [codes_of(cards) for cards in deal], "leader": state.leader, "moves": moves}
        )
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": list(names),
        "options": game.options.to_record(),
        "hands": hands,
        **extra,
    }


def write_record(path: str | os.PathLike[str], record: dict[str, Any]) -> None:
    """Write a record atomically (never half a file, whatever happens meanwhile)."""
    write_text_atomic(path, json.dumps(record, ensure_ascii=False, separators=(",", ":")))


# ---------------------------------------------------------------------- the registry

RECORDS = records.RecordFormat(OdinGame, parse_record, replay_record, walk, summary, game_to_record)
