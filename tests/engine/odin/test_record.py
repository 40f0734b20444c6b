"""Game records (shared/spec/game-record.md) and the `replay` command's answers."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from odin_desktop.commands.replay import check_file
from odin_desktop.engine.jsonio import load_json
from odin_desktop.engine.odin import OdinGame
from odin_desktop.engine.odin.record import (
    game_to_record,
    legal_moves_json,
    parse_record,
    replay_record,
    write_record,
)


def played(players: int, seed: int, moves: int | None = None, **options: Any) -> OdinGame:
    """A random game, stopped after ``moves`` moves (None: played to the end)."""
    game = OdinGame.new(players, seed=seed, **options)
    rng = random.Random(seed)
    count = 0
    while not game.over and (moves is None or count < moves):
        if game.needs_round:
            game.start_round()
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
        count += 1
    return game


def record_of(game: OdinGame) -> dict[str, Any]:
    return game_to_record(game, [f"P{s}" for s in range(game.players)])


def check(tmp_path: Path, doc: Any, legal: bool = False) -> tuple[int, dict[str, Any]]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return check_file(str(path), legal)


# ---------------------------------------------------------------- round trips


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4), (6, 5)])
def test_write_read_replay_round_trip(tmp_path: Path, players: int, seed: int) -> None:
    game = played(players, seed)
    path = tmp_path / "game.json"
    write_record(path, game_to_record(game, [f"P{s}" for s in range(players)], seed=seed))
    again = replay_record(parse_record(load_json(path)))
    assert again.scores == game.scores and again.totals == game.totals
    assert again.winners == game.winners and again.over
    assert record_of(again) == record_of(game)
    assert [h.history for h in again.hands] == [h.history for h in game.hands]
    code, result = check_file(str(path))
    assert code == 0
    assert result == {
        "ok": True,
        "finished": True,
        "scores": game.scores,
        "totals": game.totals,
        "winners": game.winners,
        "to_move": None,
    }


def test_truncated_records_are_games_in_progress(tmp_path: Path) -> None:
    full = record_of(played(4, seed=9))
    rng = random.Random(0)
    for _ in range(40):
        doc = copy.deepcopy(full)
        hand = rng.randrange(len(doc["hands"]))
        doc["hands"] = doc["hands"][: hand + 1]
        moves = doc["hands"][hand]["moves"]
        cut = rng.randrange(len(moves))  # the last hand loses at least one move
        doc["hands"][hand]["moves"] = moves[:cut]
        code, result = check(tmp_path, doc, legal=True)
        assert code == 0 and result["finished"] is False
        game = replay_record(parse_record(doc))
        assert result["to_move"] == game.hand.turn
        assert result["legal"] == legal_moves_json(game)
        assert len(result["scores"]) == hand and "winners" not in result


def test_a_game_stopped_between_hands_has_nobody_to_move(tmp_path: Path) -> None:
    doc = record_of(played(3, seed=4))
    doc["hands"] = doc["hands"][:1]
    code, result = check(tmp_path, doc, legal=True)
    assert code == 0 and result["to_move"] is None and result["legal"] == []
    assert len(result["scores"]) == 1


def test_legal_moves_list_every_take_and_pass(tmp_path: Path) -> None:
    game = played(4, seed=21, moves=1)  # seat after the leader follows a single card
    code, result = check(tmp_path, record_of(game), legal=True)
    assert code == 0
    assert {"pass": True} in result["legal"]
    assert all("take" in m for m in result["legal"] if "play" in m and len(m["play"]) < 9)
    assert len(result["legal"]) == len(game.legal_actions())


def test_defaults_apply_when_options_are_missing(tmp_path: Path) -> None:
    doc = record_of(played(4, seed=2, moves=5))
    del doc["options"]
    assert check(tmp_path, doc)[0] == 0


# ---------------------------------------------------------------- rule errors (exit 1)


Where = tuple[int, int | None]


def _first_follow(doc: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """Index and move of the first play with a take in hand 0."""
    for j, move in enumerate(doc["hands"][0]["moves"]):
        if "take" in move:
            return j, move
    raise AssertionError("no take in hand 0")


def duplicate_card_in_a_deal(doc: dict[str, Any]) -> Where:
    deal = doc["hands"][0]["deal"]
    deal[1][0] = deal[0][0]
    return 0, None


def eight_cards_dealt(doc: dict[str, Any]) -> Where:
    doc["hands"][0]["deal"][0].pop()
    return 0, None


def not_a_card_in_a_deal(doc: dict[str, Any]) -> Where:
    doc["hands"][0]["deal"][0][0] = "Z9"
    return 0, None


def a_seat_missing_from_the_deal(doc: dict[str, Any]) -> Where:
    doc["hands"][0]["deal"].pop()
    return 0, None


def leader_not_a_seat(doc: dict[str, Any]) -> Where:
    doc["hands"][0]["leader"] = 7
    return 0, None


def second_hand_led_by_the_wrong_seat(doc: dict[str, Any]) -> Where:
    doc["hands"][1]["leader"] = doc["hands"][0]["leader"]
    return 1, None


def wrong_seat_moves(doc: dict[str, Any]) -> Where:
    moves = doc["hands"][0]["moves"]
    moves[1]["seat"] = moves[0]["seat"]
    return 0, 1


def leader_passes(doc: dict[str, Any]) -> Where:
    doc["hands"][0]["moves"][0] = {"seat": doc["hands"][0]["leader"], "pass": True}
    return 0, 0


def take_left_out(doc: dict[str, Any]) -> Where:
    j, move = _first_follow(doc)
    del move["take"]
    return 0, j


def take_not_from_the_beaten_set(doc: dict[str, Any]) -> Where:
    j, move = _first_follow(doc)
    move["take"] = move["play"][0]
    return 0, j


def card_played_twice_in_one_move(doc: dict[str, Any]) -> Where:
    j, move = _first_follow(doc)
    move["play"] = move["play"] + move["play"][:1]
    return 0, j


def empty_play(doc: dict[str, Any]) -> Where:
    j, move = _first_follow(doc)
    move["play"] = []
    return 0, j


def move_after_the_hand_ended(doc: dict[str, Any]) -> Where:
    moves = doc["hands"][0]["moves"]
    moves.append({"seat": 0, "pass": True})
    return 0, len(moves) - 1


def hand_after_the_game_ended(doc: dict[str, Any]) -> Where:
    doc["hands"].append(copy.deepcopy(doc["hands"][-1]))
    return len(doc["hands"]) - 1, None


def hand_begins_before_the_last_one_ended(doc: dict[str, Any]) -> Where:
    doc["hands"][0]["moves"].pop()
    return 1, None


RULE_BREAKS = [
    duplicate_card_in_a_deal,
    eight_cards_dealt,
    not_a_card_in_a_deal,
    a_seat_missing_from_the_deal,
    leader_not_a_seat,
    second_hand_led_by_the_wrong_seat,
    wrong_seat_moves,
    leader_passes,
    take_left_out,
    take_not_from_the_beaten_set,
    card_played_twice_in_one_move,
    empty_play,
    move_after_the_hand_ended,
    hand_after_the_game_ended,
    hand_begins_before_the_last_one_ended,
]


@pytest.mark.parametrize("breaker", RULE_BREAKS, ids=lambda f: f.__name__)
def test_rule_breaks_exit_1_naming_hand_and_move(tmp_path: Path, breaker: Any) -> None:
    doc = record_of(played(4, seed=12))
    assert len(doc["hands"]) >= 2
    where = breaker(doc)
    code, result = check(tmp_path, doc)
    assert code == 1, result
    assert result["ok"] is False and result["error"]
    assert (result["hand"], result["move"]) == where


def test_illegal_plays_report_the_engines_reason(tmp_path: Path) -> None:
    doc = record_of(played(3, seed=5))
    first = doc["hands"][0]["moves"][0]
    first["play"] = doc["hands"][0]["deal"][first["seat"]][:2]  # the leader plays two cards
    code, result = check(tmp_path, doc)
    assert code == 1 and (result["hand"], result["move"]) == (0, 0)
    assert "leader" in result["error"] or "share" in result["error"]


# ---------------------------------------------------------------- unreadable (exit 2)

UNREADABLE_DOCS = {
    "top-level list": [],
    "wrong format": {"format": "chess", "version": 1, "players": ["a", "b"], "hands": []},
    "future version": {"format": "odin-record", "version": 2, "players": ["a", "b"], "hands": []},
    "version as text": {
        "format": "odin-record",
        "version": "1",
        "players": ["a", "b"],
        "hands": [],
    },
    "version true": {"format": "odin-record", "version": True, "players": ["a", "b"], "hands": []},
    "one player": {"format": "odin-record", "version": 1, "players": ["a"], "hands": []},
    "seven players": {
        "format": "odin-record",
        "version": 1,
        "players": list("abcdefg"),
        "hands": [],
    },
    "players not names": {"format": "odin-record", "version": 1, "players": [1, 2], "hands": []},
    "hands missing": {"format": "odin-record", "version": 1, "players": ["a", "b"]},
    "target zero": {
        "format": "odin-record",
        "version": 1,
        "players": ["a", "b"],
        "options": {"target": 0},
        "hands": [],
    },
    "unknown colour": {
        "format": "odin-record",
        "version": 1,
        "players": ["a", "b"],
        "options": {"colours": ["R", "X"]},
        "hands": [],
    },
    "hand not an object": {
        "format": "odin-record",
        "version": 1,
        "players": ["a", "b"],
        "hands": [3],
    },
}


@pytest.mark.parametrize("kind", sorted(UNREADABLE_DOCS))
def test_unreadable_documents_exit_2(tmp_path: Path, kind: str) -> None:
    code, result = check(tmp_path, UNREADABLE_DOCS[kind])
    assert code == 2 and set(result) == {"ok", "error"} and result["error"]


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d["hands"][0]["moves"][0].__setitem__("seat", "0"),
        lambda d: d["hands"][0]["moves"][0].__setitem__("play", "R1"),
        lambda d: d["hands"][0]["moves"].__setitem__(0, {"seat": 0, "pass": False}),
        lambda d: d["hands"][0]["moves"].__setitem__(0, {"seat": 0, "pass": True, "play": ["R1"]}),
        lambda d: d["hands"][0].__setitem__("leader", 1.0),
        lambda d: d["hands"][0]["deal"].__setitem__(0, "R1 R2"),
        lambda d: d["hands"][0]["moves"][1].__setitem__("take", 5),
    ],
)
def test_wrong_types_exit_2(tmp_path: Path, mutate: Any) -> None:
    doc = record_of(played(3, seed=1))
    mutate(doc)
    assert check(tmp_path, doc)[0] == 2


def test_files_over_5_mb_and_missing_files_exit_2(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (5 * 1024 * 1024 + 1) + b"{}")
    assert check_file(str(big))[0] == 2
    assert check_file(str(tmp_path / "nope.json"))[0] == 2
    assert check_file(str(tmp_path))[0] == 2


# ---------------------------------------------------------------- fuzz


def _mutations(draw: Any, doc: Any, depth: int = 0) -> Any:
    """Replace one random value somewhere in ``doc`` with a random JSON value."""
    junk = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-3, 60),
        st.text(max_size=3),
        st.sampled_from(["R1", "K9", "B5", "O3"]),
        st.lists(st.integers(0, 5), max_size=3),
        st.just({}),
        st.just([]),
    )
    if depth > 6 or not isinstance(doc, (dict, list)) or not doc or draw(st.integers(0, 4)) == 0:
        return draw(junk)
    if isinstance(doc, dict):
        key = draw(st.sampled_from(sorted(doc)))
        return {**doc, key: _mutations(draw, doc[key], depth + 1)}
    i = draw(st.integers(0, len(doc) - 1))
    return [*doc[:i], _mutations(draw, doc[i], depth + 1), *doc[i + 1 :]]


BASE_DOCS = [record_of(played(p, seed=p * 7)) for p in (2, 4, 6)]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_records_always_get_a_clear_answer(tmp_path_factory: Any, data: Any) -> None:
    doc = _mutations(data.draw, data.draw(st.sampled_from(BASE_DOCS)))
    path = tmp_path_factory.mktemp("fuzz") / "r.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, result = check_file(str(path), with_legal=True)
    assert code in (0, 1, 2)
    assert result["ok"] is (code == 0)
    if code == 1:
        assert isinstance(result["hand"], int) and (result["move"] is None or result["move"] >= 0)
    json.dumps(result)  # always serialisable
