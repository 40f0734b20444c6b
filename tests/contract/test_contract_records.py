"""Records, for every registered game: a written record walks back (`record_steps`) to the
same game decision by decision, and `odin-desktop replay` answers good, broken and hostile
files with its exit codes (0, 1 with where the rule breaks, 2), one line of JSON and never a
traceback — through the real command."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

import command_line
import pytest
from contract_play import Decision, names, play_random, player_counts, random_game
from game_kits import Kit

from odin_desktop import games
from odin_desktop.engine.jsonio import MAX_BYTES
from odin_desktop.engine.records import RecordRuleError, RecordStep, RoundStart, decisions
from odin_desktop.games.entry import GameEntry


def written(entry: GameEntry, game: Any) -> dict[str, Any]:
    """The record of ``game`` as a file holds it."""
    return json.loads(json.dumps(entry.record_of(game, names(game))))


def walk_matches(steps: list[Any], made: list[Decision]) -> None:
    """The walk's decisions are the decisions made, each with what its seat saw then, as far
    as a record keeps it: the same legal actions (a record need not keep every detail a seat
    saw: Odin's Ravens keeps how a drawn landscape card was laid, not how it came up)."""
    for number, (step, decision) in enumerate(zip(steps, made, strict=False)):
        assert isinstance(step, RecordStep) and step.number == number
        assert (step.seat, step.action) == (decision.seat, decision.action), number
        assert step.observation == step.before.observe(step.seat)
        assert step.observation.seat == decision.observation.seat
        assert set(step.observation.legal) == set(decision.observation.legal), number
        assert step.before.to_move == step.seat and step.action in step.before.legal_actions()
        assert (step.outcome.seat, step.outcome.action) == (step.seat, step.action)
        assert step.totals == tuple(step.after.totals)


# ---------------------------------------------------------------------- record steps


@pytest.mark.parametrize("seed", [1, 2])
def test_a_written_record_walks_back_to_the_same_game(entry: GameEntry, seed: int) -> None:
    for players in player_counts(entry):
        game, made = random_game(entry, seed, players)
        doc = written(entry, game)
        assert games.by_record_format(doc["format"]) is entry
        walk = list(entry.record_steps(doc))
        starts = [item for item in walk if isinstance(item, RoundStart)]
        steps = list(decisions(iter(walk)))
        assert [start.round for start in starts] == list(range(game.round_index + 1))
        for start in starts:
            assert start.game.round_index == start.round and start.game.to_move is not None
        assert len(steps) == len(made)
        walk_matches(steps, made)
        last = steps[-1].after
        assert last.over and list(last.totals) == list(game.totals)
        assert list(last.winners) == list(game.winners)
        assert [list(p) for p in last.scores] == [list(p) for p in game.scores]
        code, answer = entry.check_record(doc, True)
        assert code == 0 and answer["ok"] is True and answer["totals"] == list(game.totals)
        assert entry.describe_record(doc)[0] == tuple(names(game))


@pytest.mark.parametrize("cut", ["first round", "between rounds", "mid-round"])
def test_a_record_cut_short_walks_to_where_it_stopped(entry: GameEntry, cut: str) -> None:
    stops = {
        "first round": lambda g: len(g.legal_actions()) > 1,
        "between rounds": lambda g: g.needs_round and g.round_index >= 0,
        "mid-round": lambda g: g.round_index >= 1 and len(g.legal_actions()) > 1,
    }
    game = entry.new_game(entry.min_players, 7)
    rng = random.Random(7)
    made = play_random(game, rng, stop=stops[cut])
    if cut == "mid-round":  # a few decisions into the round
        made += play_random(game, rng, decisions=5)
    if cut == "between rounds":
        assert game.needs_round and len(game.scores) == game.round_index + 1
    doc = written(entry, game)
    steps = list(decisions(entry.record_steps(doc)))
    walk_matches(steps, made)
    # A record may leave out the end of a decision still under way (a card waiting to be
    # laid), never more: the walk is the game up to a few decisions before the cut.
    assert len(made) - 3 <= len(steps) <= len(made)
    code, answer = entry.check_record(doc, False)
    assert code == 0 and answer["finished"] is False


def test_a_broken_record_walks_up_to_the_rule_it_breaks(entry: GameEntry, kit: Kit) -> None:
    game, _ = random_game(entry, 3)
    doc = written(entry, game)
    good = list(decisions(entry.record_steps(doc)))
    where = kit.break_record(doc)
    steps: list[Any] = []
    with pytest.raises(RecordRuleError) as broken:
        for step in decisions(entry.record_steps(doc)):
            steps.append(step)
    assert broken.value.where == where and str(broken.value)
    assert entry.refusal_text(broken.value.refusal)
    assert steps, "the rule is broken after the first decision"
    assert [(s.where, s.seat, s.action) for s in steps] == [
        (s.where, s.seat, s.action) for s in good[: len(steps)]
    ]
    assert entry.check_record(doc, False) == (1, {"ok": False, "error": str(broken.value), **where})


@pytest.mark.parametrize("cut", ["finished", "mid-round", "broken"])
def test_the_end_of_a_record_is_where_its_walk_ends(entry: GameEntry, kit: Kit, cut: str) -> None:
    """`record_end` (the list of records' quick look, each game's own replay) says what the
    generic walk through the record says: players, rounds, points, winners, over."""
    game = entry.new_game(entry.min_players, 11)
    rng = random.Random(11)
    if cut == "mid-round":
        play_random(game, rng, stop=lambda g: g.round_index >= 1 and len(g.legal_actions()) > 1)
    else:
        play_random(game, rng)
    doc = written(entry, game)
    if cut == "broken":
        kit.break_record(doc)
    end = entry.record_end(doc)
    assert end == GameEntry.record_end(entry, doc)  # the base's walk, step by step
    assert end.players == tuple(names(game))
    if cut == "broken":
        assert end.totals is None and end.winners == () and not end.over
    else:
        assert end.totals == tuple(game.totals) and end.winners == tuple(game.winners)
        assert end.over is game.over and end.rounds == game.round_index + 1
        assert entry.rounds_text(end.rounds)


# ---------------------------------------------------------------------- the replay command


def replay(path: Path, registered: list[str], *options: str) -> tuple[int, dict[str, Any]]:
    """`odin-desktop replay PATH` in a child process: its exit code and its one JSON line."""
    out = command_line.run(["replay", str(path), *options], registered)
    assert "Traceback" not in out.stderr and out.stderr.strip() == "", out.stderr[-800:]
    lines = out.stdout.splitlines()
    assert len(lines) == 1, out.stdout[-800:]
    return out.returncode, json.loads(lines[0])


def test_replay_answers_a_good_and_a_broken_record(
    entry: GameEntry, kit: Kit, registered: list[str], tmp_path: Path
) -> None:
    game, _ = random_game(entry, 4)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(written(entry, game)), encoding="utf-8")
    code, answer = replay(good, registered, "--legal")
    assert code == 0 and answer["ok"] is True and answer["finished"] is True
    assert answer["totals"] == list(game.totals) and answer["legal"] == []
    # A game in progress: its seat to move and what it may do.
    unfinished, _ = random_game(entry, 4, stop=lambda g: len(g.legal_actions()) > 1)
    good.write_text(json.dumps(written(entry, unfinished)), encoding="utf-8")
    code, answer = replay(good, registered, "--legal")
    assert code == 0 and answer["ok"] is True and answer["finished"] is False
    assert answer["to_move"] == unfinished.to_move
    assert len(answer["legal"]) == len(unfinished.legal_actions())
    doc = written(entry, game)
    where = kit.break_record(doc)
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(doc), encoding="utf-8")
    code, answer = replay(broken, registered)
    assert code == 1 and answer["ok"] is False and answer["error"]
    assert {key: answer[key] for key in where} == where  # where it breaks, in its coordinates
    # Compressed as the records folder keeps finished games: read as the JSON it holds.
    packed = tmp_path / "good.json.gz"
    packed.write_bytes(gzip.compress(json.dumps(written(entry, game)).encode()))
    code, answer = replay(packed, registered, "--legal")
    assert code == 0 and answer["finished"] is True and answer["totals"] == list(game.totals)


def _hostile(entry: GameEntry, doc: dict[str, Any]) -> dict[str, bytes]:
    text = json.dumps(doc)
    head = f'{{"format": "{entry.record_format}", "version": 1, "players": '
    return {
        "empty": b"",
        "not JSON": text[: len(text) // 2].encode(),
        "not UTF-8": text.encode()[:40] + b"\xff\xfe\x00" + text.encode()[40:],
        "binary": bytes(range(256)),
        "huge": text.encode() + b" " * (MAX_BYTES + 1),
        "deep nesting": (head + "[" * 100_000 + "]" * 100_000 + "}").encode(),
        "deep objects": (head + '{"a":' * 50_000 + "1" + "}" * 50_001).encode(),
        "a huge integer": (head + "1" * 5000 + "}").encode(),
        "NaN": (head + "NaN}").encode(),
        "a string": json.dumps(entry.record_format).encode(),
        "not an object": json.dumps([doc]).encode(),
        "gzip cut short": gzip.compress(text.encode())[:-12],
        "gzip of garbage": gzip.compress(bytes(range(256))),
        "gzip inflating past the limit": gzip.compress(text.encode() + b" " * MAX_BYTES),
        "the gzip mark alone": b"\x1f\x8b",
    }


THROUGH_A_CHILD = ("not JSON", "deep nesting", "huge")  # the others in process, same code


def test_replay_answers_hostile_files_with_exit_2(
    entry: GameEntry, registered: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from odin_desktop.cli import main

    game, _ = random_game(entry, 5, single_round=True)
    files = {}
    for name, content in _hostile(entry, written(entry, game)).items():
        files[name] = tmp_path / f"{name.replace(' ', '_')}.json"
        files[name].write_bytes(content)
    files["a folder"] = tmp_path
    files["missing"] = tmp_path / "nowhere.json"
    for name, path in files.items():
        if name in THROUGH_A_CHILD:
            code, answer = replay(path, registered, "--legal")
        else:
            code = main(["replay", str(path), "--legal"])
            (line,) = capsys.readouterr().out.splitlines()
            answer = json.loads(line)
        assert code == 2 and answer["ok"] is False and answer["error"], name


def _wrong_type(value: object) -> list[object]:
    """Values of every other JSON type than ``value``'s (null aside: a field may be optional)."""
    kinds: list[object] = [True, 7, "seven", [7], {"seven": 7}]
    same = {bool: bool, int: int, str: str, list: list, dict: dict}
    return [k for k in kinds if type(k) is not same.get(type(value), type(value))]


def test_every_field_of_the_wrong_type_is_unreadable(
    entry: GameEntry, registered: list[str], tmp_path: Path
) -> None:
    """Each top-level field of a record given a value of another type: exit 2 (in process;
    the first one through the real command)."""
    from odin_desktop.commands.replay import check_file

    game, _ = random_game(entry, 6, single_round=True)
    doc = written(entry, game)
    cases = [(key, bad) for key in doc if key != "format" for bad in _wrong_type(doc[key])]
    assert cases
    for n, (key, bad) in enumerate(cases):
        path = tmp_path / f"{key}-{n}.json"
        path.write_text(json.dumps({**doc, key: bad}), encoding="utf-8")
        code, answer = check_file(str(path))
        assert code == 2 and answer["ok"] is False, (key, bad, answer)
        if n == 0:
            assert replay(path, registered) == (code, answer)
