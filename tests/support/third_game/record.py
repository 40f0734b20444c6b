"""High Card's records: read (`parse_record`), walked through the rules (`walk`), checked for
`replay` (`check_document`), written (`game_to_record`).

    {"format": "highcard-record", "version": 1, "players": ["Ana", "Bo"], "target": 5,
     "single_round": false,
     "rounds": [{"deal": [[1, 4, 7, 9], [2, 3, 8, 12]], "leader": 0,
                 "plays": [{"seat": 0, "card": 9}, {"seat": 1, "card": 12}, ...]}]}

Other top-level fields are kept as read (a save adds its own).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from odin_desktop.engine.records import (
    RecordRuleError,
    RecordStep,
    RecordUnreadable,
    RoundStart,
    Where,
    check_replay,
    replayed,
    walk_checked,
)
from odin_desktop.engine.refusal import Reason
from third_game.engine import (
    DEFAULT_TARGET,
    PLAYERS,
    HighCardGame,
    HighCardObservation,
    HighCardOutcome,
)

FORMAT = "highcard-record"
VERSION = 1

RECORD_LEADER = Reason("highcard.record_leader", "round {round} is led by seat {expected}")
RECORD_DEAL = Reason("highcard.record_deal", "{problem}")
RECORD_AFTER_GAME = Reason("highcard.record_after_game", "a round after the end of the game")
RECORD_AFTER_ROUND = Reason("highcard.record_after_round", "a card after the end of the round")
RECORD_ROUND_RUNNING = Reason("highcard.record_running", "a round before the last one ended")


@dataclass(frozen=True, slots=True)
class RecordedRound:
    deal: tuple[tuple[int, ...], ...]
    leader: int
    plays: tuple[tuple[int, int], ...]  # (seat, card)


@dataclass(frozen=True, slots=True)
class HighCardRecord:
    players: tuple[str, ...]
    target: int
    single_round: bool
    rounds: tuple[RecordedRound, ...]


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise RecordUnreadable(message)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_round(value: object, i: int) -> RecordedRound:
    where = f"rounds[{i}]"
    _expect(isinstance(value, dict), f"{where} must be an object")
    assert isinstance(value, dict)
    deal, leader, plays = value.get("deal"), value.get("leader"), value.get("plays")
    _expect(
        isinstance(deal, list)
        and all(isinstance(h, list) and all(_is_int(c) for c in h) for h in deal),
        f"{where}.deal must be a list of lists of cards",
    )
    _expect(_is_int(leader), f"{where}.leader must be an integer")
    _expect(isinstance(plays, list), f"{where}.plays must be a list")
    assert isinstance(deal, list) and isinstance(plays, list) and isinstance(leader, int)
    parsed = []
    for j, play in enumerate(plays):
        _expect(
            isinstance(play, dict)
            and set(play) == {"seat", "card"}
            and _is_int(play["seat"])
            and _is_int(play["card"]),
            f"{where}.plays[{j}] must be {{seat, card}}",
        )
        parsed.append((play["seat"], play["card"]))
    return RecordedRound(tuple(tuple(h) for h in deal), leader, tuple(parsed))


def parse_record(doc: object) -> HighCardRecord:
    """The typed record in a JSON value; RecordUnreadable says what is wrong with it."""
    _expect(isinstance(doc, dict), "a record is a JSON object")
    assert isinstance(doc, dict)
    _expect(doc.get("format") == FORMAT, f'format must be "{FORMAT}"')
    version = doc.get("version")
    _expect(_is_int(version), "version must be an integer")
    _expect(version == VERSION, f"version {version} is not supported (this program reads 1)")
    players = doc.get("players")
    _expect(
        isinstance(players, list)
        and len(players) == PLAYERS
        and all(isinstance(p, str) for p in players),
        "players must be a list of two names",
    )
    target = doc.get("target", DEFAULT_TARGET)
    _expect(_is_int(target) and target >= 1, "target must be an integer of at least 1")
    single = doc.get("single_round", False)
    _expect(isinstance(single, bool), "single_round must be true or false")
    rounds = doc.get("rounds")
    _expect(isinstance(rounds, list), "rounds must be a list")
    assert isinstance(players, list) and isinstance(rounds, list)
    parsed = tuple(_parse_round(r, i) for i, r in enumerate(rounds))
    return HighCardRecord(tuple(players), target, single, parsed)


def _new_game(record: HighCardRecord) -> HighCardGame:
    first = record.rounds[0].leader % PLAYERS if record.rounds else 0
    return HighCardGame(record.target, first, None, record.single_round)


def _checked(record: HighCardRecord, game: HighCardGame) -> Iterator[int | tuple[Where, int, int]]:
    """Deal each round on ``game`` (yielding its index) and check each card played, yielding
    (where, seat, card) for the caller to apply. RecordRuleError at the first rule broken."""
    for i, recorded in enumerate(record.rounds):
        if game.over:
            raise RecordRuleError(RECORD_AFTER_GAME(), round=i, play=None)
        if not game.needs_round:
            raise RecordRuleError(RECORD_ROUND_RUNNING(), round=i, play=None)
        if recorded.leader != game.leader_of(i):
            raise RecordRuleError(
                RECORD_LEADER(round=i, expected=game.leader_of(i)), round=i, play=None
            )
        problem = game.deal_problem(recorded.deal)
        if problem is not None:
            raise RecordRuleError(RECORD_DEAL(problem=problem), round=i, play=None)
        state = game.start_round(recorded.deal)
        yield i
        for j, (seat, card) in enumerate(recorded.plays):
            if state.over:
                raise RecordRuleError(RECORD_AFTER_ROUND(), round=i, play=j)
            refusal = game.refusal(card, seat)
            if refusal is not None:
                raise RecordRuleError(refusal, round=i, play=j)
            yield {"round": i, "play": j}, seat, card


def replay_record(record: HighCardRecord) -> HighCardGame:
    """The game the record describes, every deal and card checked."""
    game = _new_game(record)
    for item in _checked(record, game):
        if not isinstance(item, int):
            game.apply_action(item[2])
    return game


def walk(
    record: HighCardRecord,
) -> Iterator[
    RoundStart[HighCardGame] | RecordStep[HighCardGame, HighCardObservation, HighCardOutcome]
]:
    game = _new_game(record)
    return walk_checked(game, _checked(record, game))


def check_document(doc: object, with_legal: bool = False) -> tuple[int, dict[str, object]]:
    """What `replay` answers: the exit code and its one JSON object."""
    return check_replay(lambda: replay_record(parse_record(doc)), lambda g: summary(g, with_legal))


def summary(game: HighCardGame, with_legal: bool) -> dict[str, object]:
    result = replayed(game) | {"winners": game.winners, "to_move": game.to_move}
    if with_legal:
        result["legal"] = [{"card": c} for c in game.legal_actions()]
    return result


def game_to_record(game: HighCardGame, names: Sequence[str]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": list(names),
        "target": game.target,
        "single_round": game.single_round,
        "rounds": [
            {
                "deal": [list(hand) for hand in state.deal],
                "leader": state.first_leader,
                "plays": [{"seat": s, "card": c} for s, c in state.played],
            }
            for state in game.rounds
        ],
    }
