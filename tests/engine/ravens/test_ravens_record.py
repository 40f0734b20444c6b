"""Odin's Ravens records: written from games, read back, checked by `replay` to the letter of
the record format (where each broken rule is reported, exit codes, one line of JSON)."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ravens_helpers import random_action, random_game

from odin_desktop import cli
from odin_desktop.commands.replay import check_file
from odin_desktop.engine.jsonio import load_json
from odin_desktop.engine.ravens import RavensGame
from odin_desktop.engine.ravens.race import LAY
from odin_desktop.engine.ravens.record import (
    game_to_record,
    parse_record,
    replay_record,
    write_record,
)

EXAMPLE: dict[str, Any] = {
    "format": "ravens-record",
    "version": 1,
    "players": ["Ana", "Bo"],
    "target": 12,
    "races": [
        {
            "first": 0,
            "magic": "O+M",
            "row": ["FM", "LS", "MF", "SP", "FL", "PM", "LF", "SM", "PL"],
            "under": [],
            "hands": [["F", "M", "O1", "L", "S"], ["P", "P", "O4", "M", "F"]],
            "turns": [
                {
                    "seat": 0,
                    "actions": [
                        {"act": "fly", "cards": ["h:F"]},
                        {"act": "store", "cards": ["h:O1"]},
                    ],
                    "end": {"lengthen": "MS", "draw": ["L", "O2"]},
                },
                {
                    "seat": 1,
                    "actions": [
                        {"act": "fly", "cards": ["h:P", "h:P"]},
                        {"act": "odin", "cards": ["h:O4"], "do": "back"},
                    ],
                    "end": {"lengthen": None, "draw": ["S", "F", "O3"]},
                },
            ],
        }
    ],
}


def check(tmp_path: Path, doc: Any, legal: bool = False) -> tuple[int, dict[str, Any]]:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return check_file(str(path), legal)


def record_of(game: RavensGame) -> dict[str, Any]:
    return game_to_record(game, ("Ana", "Bo"))


def state_of(game: RavensGame) -> tuple[object, ...]:
    race = game.race
    assert race is not None
    return (
        game.totals,
        game.scores,
        game.over,
        game.winner,
        game.to_move,
        race.row,
        race.positions,
        race.marker,
        race.hands,
        race.stacks,
        race.supplies,
        race.discards,
        race.magic_rows,
        race.deck,
        race.under,
        race.turn,
        race.used_hand,
        race.used_stack,
    )


def finished_record(seed: int = 2) -> dict[str, Any]:
    """A whole game of more than one race."""
    for s in range(seed, seed + 50):
        game = random_game(s, target=12)
        if len(game.races) >= 2:
            return record_of(game)
    raise AssertionError("no game of two races")


# ---------------------------------------------------------------- round trips


@pytest.mark.parametrize("seed", range(6))
def test_a_played_game_written_and_replayed_is_the_same_game(tmp_path: Path, seed: int) -> None:
    stop = None if seed % 3 == 0 else random.Random(seed).randrange(1, 3000)
    game = random_game(seed, max_actions=stop)
    path = tmp_path / "game.json"
    write_record(path, record_of(game))
    again = replay_record(parse_record(load_json(path)))
    assert record_of(again) == record_of(game)
    if game.race is not None and game.race.phase != LAY:
        assert state_of(again) == state_of(game)
    code, result = check_file(str(path))
    assert code == 0 and result["ok"] and result["totals"] == game.totals
    assert result["finished"] == game.over and result["scores"] == [list(s) for s in game.scores]
    if game.over:
        assert result["winner"] == game.winner and result["to_move"] is None


def test_a_record_cut_while_a_card_waits_to_be_laid_is_the_turn_before_it() -> None:
    game = RavensGame.new(8)
    race = game.start_round()
    rng = random.Random(1)
    while race.phase != LAY:
        game.apply_action(random_action(race.legal_actions(), rng, race))
    again = replay_record(parse_record(record_of(game)))
    assert again.race is not None and again.race.phase != LAY
    assert again.race.length == race.length  # the drawn card is not in either row yet


def test_the_records_example_replays(tmp_path: Path) -> None:
    code, result = check(tmp_path, EXAMPLE, legal=True)
    assert code == 0
    assert {k: v for k, v in result.items() if k != "legal"} == {
        "ok": True,
        "finished": False,
        "scores": [],
        "totals": [0, 0],
        "positions": [-1, 0],
        "row": [*EXAMPLE["races"][0]["row"], "MS"],
        "marker": None,
        "to_move": 0,
    }
    legal = result["legal"]
    assert legal[-2:] == [{"act": "end", "lengthen": False}, {"act": "end", "lengthen": True}]
    assert len({json.dumps(e, sort_keys=True) for e in legal}) == len(legal)
    assert {"act": "fly", "cards": ["s:O1"]} not in legal
    assert {"act": "odin", "cards": ["s:O1"], "do": "marker", "space": [3, 1]} in legal


def test_legal_lists_arrange_without_an_order_and_extend_without_cards(tmp_path: Path) -> None:
    doc = copy.deepcopy(EXAMPLE)  # seat 0 drew an O2 at the end of its first turn
    doc["races"][0]["turns"].append({"seat": 0, "actions": [{"act": "discard", "cards": ["h:S"]}]})
    code, result = check(tmp_path, doc, legal=True)
    assert code == 0
    assert {"act": "odin", "cards": ["h:O2"], "do": "arrange"} in result["legal"]
    assert {"act": "odin", "cards": ["h:O2"], "do": "extend"} in result["legal"]


def test_legal_is_empty_once_the_game_is_over(tmp_path: Path) -> None:
    code, result = check(tmp_path, finished_record(), legal=True)
    assert code == 0 and result["finished"] and result["legal"] == []


def test_legal_is_empty_between_races_and_names_the_next_starter(tmp_path: Path) -> None:
    doc = finished_record()
    doc["races"] = doc["races"][:1]
    game = replay_record(parse_record(doc))
    code, result = check(tmp_path, doc, legal=True)
    assert code == 0 and not result["finished"] and result["legal"] == []
    assert result["to_move"] == game.next_first()


def test_an_empty_game_has_no_race_yet(tmp_path: Path) -> None:
    doc = {**EXAMPLE, "races": []}
    code, result = check(tmp_path, doc, legal=True)
    assert code == 0 and result["positions"] is None and result["to_move"] is None
    assert result["legal"] == [] and result["totals"] == [0, 0]


# ---------------------------------------------------------------- where a rule is broken


def example(edit: Any) -> dict[str, Any]:
    doc = copy.deepcopy(EXAMPLE)
    edit(doc)
    return doc


def race0(doc: dict[str, Any]) -> dict[str, Any]:
    return doc["races"][0]


def turns(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return doc["races"][0]["turns"]


SETUP_ERRORS = {
    "row of 8": lambda d: race0(d).update(row=race0(d)["row"][:8]),
    "equal neighbours": lambda d: race0(d)["row"].__setitem__(1, "FS"),
    "a fifth copy": lambda d: race0(d).update(row=["FM", "LS"] * 4 + ["FM"]),
    "under not in the deck": lambda d: race0(d).update(under=["FM"] * 4),
    "a hand of 4": lambda d: race0(d)["hands"][0].pop(),
    "three O1": lambda d: race0(d)["hands"].__setitem__(0, ["O1", "O1", "O1", "F", "M"]),
    "first is no seat": lambda d: race0(d).update(first=2),
}


@pytest.mark.parametrize("name", SETUP_ERRORS)
def test_a_set_up_error_names_the_race_only(tmp_path: Path, name: str) -> None:
    code, result = check(tmp_path, example(SETUP_ERRORS[name]))
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, None, None)
    assert result["ok"] is False and result["error"]


def test_a_later_race_must_be_started_by_the_rule(tmp_path: Path) -> None:
    doc = finished_record()
    race = doc["races"][1]
    race["first"] = 1 - race["first"]
    code, result = check(tmp_path, doc)
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (1, None, None)
    assert "must be started by seat" in result["error"]


def test_a_race_after_the_game_ended(tmp_path: Path) -> None:
    doc = finished_record()
    doc["races"].append(copy.deepcopy(doc["races"][0]))
    n = len(doc["races"]) - 1
    code, result = check(tmp_path, doc)
    assert code == 1 and (result["race"], result["turn"]) == (n, None)
    assert "after the game ended" in result["error"]


def test_a_race_that_begins_while_the_last_one_runs(tmp_path: Path) -> None:
    doc = finished_record()
    doc["races"][0]["turns"].pop()  # the turn that ended race 0
    code, result = check(tmp_path, doc)
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (1, None, None)
    assert "still running" in result["error"]


TURN_ERRORS = {
    "wrong seat": (lambda d: turns(d)[1].update(seat=0), 1),
    "missing end": (lambda d: turns(d)[0].pop("end"), 0),
    "a draw too many": (lambda d: turns(d)[0]["end"]["draw"].append("F"), 0),
    "a draw too few": (lambda d: turns(d)[1]["end"]["draw"].pop(), 1),
    "a card not in the supply": (lambda d: turns(d)[0]["end"].update(draw=["O1", "O1"]), 0),
    # The row's SM and these three are all four M+S cards: none is left to lengthen with.
    "a lengthening not in the deck": (lambda d: race0(d).update(under=["SM", "SM", "MS"]), 0),
}


@pytest.mark.parametrize("name", TURN_ERRORS)
def test_a_turn_error_names_the_race_and_turn(tmp_path: Path, name: str) -> None:
    edit, turn = TURN_ERRORS[name]
    code, result = check(tmp_path, example(edit))
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, turn, None)


def _turn_with_an_empty_deck() -> tuple[dict[str, Any], int]:
    """A finished game's record and a turn of its first race that ends normally while the
    landscape deck is empty."""
    for seed in range(100):
        doc = record_of(random_game(seed))
        first = copy.deepcopy(doc)
        first["races"] = first["races"][:1]
        for j, turn in enumerate(first["races"][0]["turns"]):
            if "end" not in turn:
                continue
            first["races"][0]["turns"] = doc["races"][0]["turns"][:j]
            race = replay_record(parse_record(first)).race
            assert race is not None
            if not race.landscape_left:
                return doc, j
    raise AssertionError("no game ran out of landscape cards")


def test_a_lengthening_from_an_empty_deck_is_a_turn_error(tmp_path: Path) -> None:
    doc, j = _turn_with_an_empty_deck()
    doc["races"][0]["turns"][j]["end"]["lengthen"] = "FM"
    code, result = check(tmp_path, doc)
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, j, None)
    assert "landscape deck is empty" in result["error"]


ACTION_ERRORS = {
    "wrong landscape": (lambda d: turns(d)[0]["actions"][0].update(cards=["h:M"]), 0, 0),
    "not in hand": (lambda d: turns(d)[1]["actions"][1].update(cards=["h:O2"]), 1, 1),
    "store from stack": (lambda d: turns(d)[0]["actions"][1].update(cards=["s:O1"]), 0, 1),
    "O4 cannot swap": (
        lambda d: turns(d)[1]["actions"][1].update(do="swap", positions=[2, 3]),
        1,
        1,
    ),
    "a position off the row": (
        lambda d: turns(d)[0]["actions"].__setitem__(
            1, {"act": "odin", "cards": ["h:O1"], "do": "marker", "space": [10**40, 0]}
        ),
        0,
        1,
    ),
    "a fourth hand card": (
        lambda d: turns(d)[1]["actions"].extend(
            [{"act": "discard", "cards": ["h:M"]}, {"act": "discard", "cards": ["h:F"]}]
        ),
        1,
        2,
    ),
    "O1 cannot arrange": (
        lambda d: turns(d)[0]["actions"].__setitem__(
            1, {"act": "odin", "cards": ["h:O1"], "do": "arrange", "stack": []}
        ),
        0,
        1,
    ),
}


@pytest.mark.parametrize("name", ACTION_ERRORS)
def test_an_action_error_names_race_turn_and_action(tmp_path: Path, name: str) -> None:
    edit, turn, action = ACTION_ERRORS[name]
    code, result = check(tmp_path, example(edit))
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, turn, action)


def test_an_extend_must_add_what_the_deck_gives(tmp_path: Path) -> None:
    doc = copy.deepcopy(EXAMPLE)  # seat 0 drew an O2 at the end of its first turn
    turns(doc).append(
        {"seat": 0, "actions": [{"act": "odin", "cards": ["h:O2"], "do": "extend", "add": ["SF"]}]}
    )
    code, result = check(tmp_path, doc)
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, 2, 0)
    assert "2 here, not 1" in result["error"]
    turns(doc)[2]["actions"][0]["add"] = ["SF", "FS"]
    assert check(tmp_path, doc)[0] == 0
    race0(doc)["under"] = ["SF", "SF", "FS", "FS"]  # every F+S card is under the deck
    code, result = check(tmp_path, doc)
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, 2, 0)


def test_the_race_ending_turn_has_no_end_and_nothing_follows_it(tmp_path: Path) -> None:
    doc = finished_record()
    race = doc["races"][0]
    j = len(race["turns"]) - 1
    with_end = copy.deepcopy(doc)
    with_end["races"][0]["turns"][j]["end"] = {"lengthen": None, "draw": []}
    code, result = check(tmp_path, with_end)
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, j, None)
    more = copy.deepcopy(doc)
    more["races"][0]["turns"][j]["actions"].append({"act": "discard", "cards": ["h:F"]})
    code, result = check(tmp_path, more)
    k = len(more["races"][0]["turns"][j]["actions"]) - 1
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, j, k)
    after = copy.deepcopy(doc)
    after["races"][0]["turns"].append({"seat": 0, "actions": []})
    code, result = check(tmp_path, after)
    assert code == 1 and (result["race"], result["turn"], result["action"]) == (0, j + 1, None)


def test_the_first_broken_rule_is_reported(tmp_path: Path) -> None:
    doc = example(lambda d: turns(d)[1].update(seat=0))
    turns(doc)[0]["actions"][0]["cards"] = ["h:M"]
    code, result = check(tmp_path, doc)
    assert (code, result["turn"], result["action"]) == (1, 0, 0)


# ---------------------------------------------------------------- unreadable documents


SHAPE_ERRORS = {
    "not an object": lambda d: [d],
    "wrong format": lambda d: {**d, "format": "odin-records"},
    "wrong version": lambda d: {**d, "version": 2},
    "a version string": lambda d: {**d, "version": "1"},
    "three players": lambda d: {**d, "players": ["A", "B", "C"]},
    "a player number": lambda d: {**d, "players": ["A", 2]},
    "target 0": lambda d: {**d, "target": 0},
    "target true": lambda d: {**d, "target": True},
    "unknown top field": lambda d: {**d, "seed": 4},
    "races not a list": lambda d: {**d, "races": {}},
    "unknown race field": lambda d: example(lambda e: race0(e).update(extra=1)),
    "missing under": lambda d: example(lambda e: race0(e).pop("under")),
    "first a string": lambda d: example(lambda e: race0(e).update(first="0")),
    "unknown magic card": lambda d: example(lambda e: race0(e).update(magic="O+S")),
    "a landscape card of one landscape": lambda d: example(
        lambda e: race0(e)["row"].__setitem__(0, "FF")
    ),
    "an unknown card in a hand": lambda d: example(
        lambda e: race0(e)["hands"][0].__setitem__(0, "O5")
    ),
    "one hand": lambda d: example(lambda e: race0(e)["hands"].pop()),
    "unknown action": lambda d: example(lambda e: turns(e)[0]["actions"].append({"act": "jump"})),
    "end as an action": lambda d: example(
        lambda e: turns(e)[0]["actions"].append({"act": "end", "lengthen": False})
    ),
    "a card without source": lambda d: example(
        lambda e: turns(e)[0]["actions"][0].update(cards=["F"])
    ),
    "an unknown field in an action": lambda d: example(
        lambda e: turns(e)[0]["actions"][0].update(do="back")
    ),
    "an unknown choice": lambda d: example(lambda e: turns(e)[1]["actions"][1].update(do="up")),
    "a marker without space": lambda d: example(
        lambda e: turns(e)[1]["actions"][1].update(do="marker")
    ),
    "a space of three numbers": lambda d: example(
        lambda e: turns(e)[1]["actions"][1].update(do="marker", space=[1, 0, 0])
    ),
    "an extend without add": lambda d: example(
        lambda e: turns(e)[1]["actions"][1].update(do="extend")
    ),
    "an arrange without stack": lambda d: example(
        lambda e: turns(e)[1]["actions"][1].update(do="arrange")
    ),
    "a seat string": lambda d: example(lambda e: turns(e)[0].update(seat="0")),
    "an unknown turn field": lambda d: example(lambda e: turns(e)[0].update(note="")),
    "an end without draw": lambda d: example(lambda e: turns(e)[0]["end"].pop("draw")),
    "a drawn landscape": lambda d: example(lambda e: turns(e)[0]["end"].update(draw=["FM"])),
    "lengthen false": lambda d: example(lambda e: turns(e)[0]["end"].update(lengthen=False)),
}


@pytest.mark.parametrize("name", SHAPE_ERRORS)
def test_a_wrong_shape_is_unreadable(tmp_path: Path, name: str) -> None:
    code, result = check(tmp_path, SHAPE_ERRORS[name](copy.deepcopy(EXAMPLE)))
    assert code == 2 and result["ok"] is False and set(result) == {"ok", "error"}


def test_the_shape_is_checked_before_any_rule(tmp_path: Path) -> None:
    doc = example(lambda d: turns(d)[0]["actions"][0].update(cards=["h:M"]))  # a rule break
    doc["races"].append({"first": 0})  # then a race of the wrong shape
    assert check(tmp_path, doc)[0] == 2


# ---------------------------------------------------------------- the command itself


def run_replay(path: Path, *extra: str) -> tuple[int, list[str], str]:
    out = subprocess.run(
        [sys.executable, "-m", "odin_desktop", "replay", str(path), *extra],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return out.returncode, out.stdout.splitlines(), out.stderr


def hostile_files(tmp_path: Path) -> dict[str, Path]:
    # Hostile files of any game (empty, not JSON, binary, NaN, deep, a string, too big, a
    # folder, missing) are `tests/contract/test_contract_records.py`'s; these reach Ravens' fields.
    files = {
        "deep object in a field": (
            b'{"format": "ravens-record", "version": 1, "players": ["a", "b"], "races": '
            + b'[{"first": 0, "magic": "O+M", "row": [], "under": [], "hands": [[], []], '
            + b'"turns": [{"seat": 0, "actions": '
            + b"[" * 900
            + b"]" * 900
            + b"}]}]}"
        ),
        "huge int": b'{"format": "ravens-record", "version": 1'
        + b', "target": '
        + b"9" * 5000
        + b"}",
        "big int seat": json.dumps(example(lambda d: turns(d)[0].update(seat=10**300))).encode(),
    }
    paths = {}
    for name, data in files.items():
        path = tmp_path / f"{name.replace(' ', '_')}.json"
        path.write_bytes(data)
        paths[name] = path
    return paths


def test_hostile_files_get_one_line_of_json_and_no_traceback(tmp_path: Path) -> None:
    expected = {"big int seat": 1}
    for name, path in hostile_files(tmp_path).items():
        code, lines, err = run_replay(path, "--legal")
        assert code == expected.get(name, 2), (name, lines)
        assert len(lines) == 1 and "Traceback" not in err, name
        answer = json.loads(lines[0])
        assert answer["ok"] is False and answer["error"], name


def test_a_good_record_through_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "example.json"
    path.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    code, lines, err = run_replay(path, "--legal")
    assert code == 0 and len(lines) == 1 and json.loads(lines[0])["ok"] is True
    assert cli.main(["replay", str(path)]) == 0
    printed = capsys.readouterr().out.splitlines()
    assert len(printed) == 1 and json.loads(printed[0])["to_move"] == 0


_KINDS = ["F", "M", "L", "P", "S", "O1", "O2", "O3", "O4"]
_CARD_REFS = [f"{source}:{card}" for source in "hs" for card in _KINDS]
_LANDSCAPES = [a + b for a in "FMLPS" for b in "FMLPS" if a != b]


def _alike(value: Any, rng: random.Random) -> Any:
    """Another value of the same kind (a card for a card, a small int for an int), so the
    record keeps its shape and may break a rule instead."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return value + rng.choice([-2, -1, 1, 2])
    if isinstance(value, str):
        for pool in (_CARD_REFS, _KINDS, _LANDSCAPES):
            if value in pool:
                return rng.choice(pool)
    if isinstance(value, list) and value:
        i = rng.randrange(len(value))
        return rng.choice([value[:i] + value[i + 1 :], value + [value[i]], value[::-1]])
    return value


def _mutate(value: Any, rng: random.Random, alike: bool = False) -> Any:
    """One random change somewhere in a JSON value."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        return {**value, key: _mutate(value[key], rng, alike)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        i = rng.randrange(len(value))
        return [*value[:i], _mutate(value[i], rng, alike), *value[i + 1 :]]
    if alike:
        return _alike(value, rng)
    choices: list[Any] = [
        None,
        True,
        -1,
        0,
        1,
        2,
        10**20,
        1.5,
        "",
        "h:F",
        "s:O2",
        "FM",
        "O+M",
        "marker",
        [],
        {},
        [0, 0],
        {"act": "fly", "cards": ["h:F"]},
    ]
    if isinstance(value, list):
        choices += [value[1:], value + value[-1:]] if value else []
    if isinstance(value, dict) and value:
        dropped = dict(value)
        dropped.pop(rng.choice(sorted(value)))
        choices.append(dropped)
    return rng.choice(choices)


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.integers(0, 10**9))
def test_mutated_records_never_break_replay(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    base = EXAMPLE if seed % 2 else _BASE
    doc = base
    for _ in range(rng.randrange(1, 4)):
        doc = _mutate(doc, rng, alike=seed % 4 < 2)
    code, result = check(tmp_path, doc, legal=True)
    line = json.dumps(result)
    assert "\n" not in line and code in (0, 1, 2)
    if code == 1:
        assert set(result) == {"ok", "error", "race", "turn", "action"}
    if code == 0:
        assert result["ok"] is True and isinstance(result["legal"], list)


_BASE = record_of(random_game(11, max_actions=1500))


def test_a_game_read_back_goes_on_live_from_a_seed() -> None:
    doc = record_of(random_game(21, max_actions=700))

    def continued(seed: str) -> dict[str, Any]:
        game = replay_record(parse_record(doc))
        game.use_seed(seed)
        rng = random.Random(0)
        for _ in range(400):
            if game.over:
                break
            if game.needs_round:
                game.start_round()
            race = game.race
            assert race is not None
            game.apply_action(random_action(race.legal_actions(), rng, race))
        return record_of(game)

    one, two = continued("resume"), continued("resume")
    assert one == two and one != doc  # it played on, and the seed decides the draws
    assert continued("other") != one
    assert replay_record(parse_record(one)) is not None  # and its record is a valid record
