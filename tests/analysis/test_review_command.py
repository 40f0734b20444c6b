"""`odin-desktop review`: its answers for good and bad records, as `replay` answers them,
and what it never does (a traceback, pygame)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from review_helpers import small_budgets  # noqa: F401 - a fixture
from review_positions import odin_missed_finish, ravens_race

from odin_desktop.analysis.review import Review, ReviewSettings
from odin_desktop.commands.replay import check_file
from odin_desktop.commands.review import place, summary, words_of


def _review(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "odin_desktop", "review", *args],
        capture_output=True,
        text=True,
        timeout=300,
    )


def _last_json(out: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    return json.loads(out.stdout.splitlines()[-1])


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("records")
    odin, _ = odin_missed_finish(2, 1)
    ravens = ravens_race(5)
    ravens["races"][0]["turns"] = ravens["races"][0]["turns"][:3]  # a game just begun
    paths = {}
    for name, doc in (("odin", odin), ("ravens", ravens)):
        paths[name] = folder / f"{name}.json"
        paths[name].write_text(json.dumps(doc), encoding="utf-8")
    return paths


@pytest.mark.parametrize("game", ["odin", "ravens"])
def test_the_last_line_is_the_review_and_the_progress_goes_to_stderr(
    game: str, records: dict[str, Path]
) -> None:
    out = _review(str(records[game]), "--json", "--seconds", "3", "--jobs", "1", "--no-keep")
    assert out.returncode == 0, out.stderr
    doc = _last_json(out)
    assert doc["ok"] is True and doc["unit"] == "win" and doc["decisions"]
    assert "review 100%" in out.stderr
    assert "Traceback" not in out.stderr
    plain = _review(str(records[game]), "--seconds", "2", "--jobs", "1", "--no-keep")
    assert plain.returncode == 0
    assert plain.stdout.startswith("seat 0: accuracy ")


def _bad_records(folder: Path, records: dict[str, Path]) -> dict[str, Path]:
    found = {"missing": folder / "nowhere.json"}
    found["junk"] = folder / "junk.json"
    found["junk"].write_bytes(b"\x00\x01\x02" * 100)
    text = records["odin"].read_text(encoding="utf-8")
    found["truncated"] = folder / "truncated.json"
    found["truncated"].write_text(text[: len(text) // 2], encoding="utf-8")
    found["huge"] = folder / "huge.json"
    found["huge"].write_text(" " * (5 * 1024 * 1024 + 1) + text, encoding="utf-8")
    found["deep"] = folder / "deep.json"
    found["deep"].write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    found["list"] = folder / "list.json"
    found["list"].write_text("[1, 2, 3]", encoding="utf-8")
    found["format"] = folder / "format.json"
    found["format"].write_text('{"format": "chess-record"}', encoding="utf-8")
    odin = json.loads(text)
    odin["hands"][0]["leader"] = 9
    found["odin rule"] = folder / "odin-rule.json"
    found["odin rule"].write_text(json.dumps(odin), encoding="utf-8")
    ravens = json.loads(records["ravens"].read_text(encoding="utf-8"))
    ravens["races"][0]["turns"][1]["seat"] = ravens["races"][0]["turns"][0]["seat"]
    found["ravens rule"] = folder / "ravens-rule.json"
    found["ravens rule"].write_text(json.dumps(ravens), encoding="utf-8")
    ravens = json.loads(records["ravens"].read_text(encoding="utf-8"))
    ravens["races"][0]["turns"][0]["actions"] = {"act": "fly"}
    found["ravens shape"] = folder / "ravens-shape.json"
    found["ravens shape"].write_text(json.dumps(ravens), encoding="utf-8")
    return found


def test_a_record_replay_refuses_gets_replays_answer_and_exit_code(
    records: dict[str, Path], tmp_path: Path
) -> None:
    expected_codes = {"odin rule": 1, "ravens rule": 1}
    for name, path in _bad_records(tmp_path, records).items():
        out = _review(str(path), "--json")
        code, answer = check_file(str(path))
        assert out.returncode == code == expected_codes.get(name, 2), name
        assert _last_json(out) == answer, name
        assert "Traceback" not in out.stderr, name
        plain = _review(str(path))
        assert plain.returncode == code
        assert str(answer["error"]) in plain.stdout


def test_a_seat_the_record_does_not_have_is_a_usage_error(records: dict[str, Path]) -> None:
    for seats in (["5"], ["0", "2"], ["-1"]):
        out = _review(str(records["ravens"]), "--json", "--seat", *seats)
        assert out.returncode == 2
        assert "does not exist: the record has seats 0 to 1" in out.stderr
        assert _last_json(out)["ok"] is False
        assert "Traceback" not in out.stderr
    out = _review(str(records["ravens"]), "--seconds", "0")
    assert out.returncode == 2 and "seconds above 0" in out.stderr


def test_a_review_never_loads_pygame(records: dict[str, Path]) -> None:
    code = (
        "import sys\n"
        "from odin_desktop.cli import main\n"
        f"main(['review', {str(records['odin'])!r}, '--seconds', '1', '--jobs', '1',"
        " '--no-keep'])\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines()[-1] == "False"


def test_places_are_counted_from_one_as_the_screens_count() -> None:
    assert place({"hand": 0, "move": 4, "seat": 1}) == "hand 1, move 5"
    assert place({"race": 1, "turn": 2, "action": 0}) == "race 2, turn 3, action 1"
    assert place({"race": 0, "turn": 7, "action": None}) == "race 1, turn 8, end of turn"


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("game", ["odin", "ravens"])
def test_the_summary_says_the_moves_in_words_where_the_screen_counts_them(game: str) -> None:
    doc = odin_missed_finish(2, 1)[0] if game == "odin" else ravens_race(5)
    review = Review(doc, ReviewSettings(seats=(0,), workers=1, keep=False))
    result = review.run()
    text = summary(result, words_of(review))
    assert "{" not in text and "hand 0" not in text and "race 0" not in text
    costly = [line for line in text.splitlines() if ": played " in line]
    assert costly, text
    verbs = ("Play", "Pass") if game == "odin" else ("Fly", "Store", "Play", "Discard", "End")
    for line in costly:
        played, better = line.split(": played ")[1].split("; better ")
        assert played.startswith(verbs) and better.startswith(verbs), line
    assert "chance to win" in text
    assert ("result " in text) == (game == "ravens")  # the ODIN record stops mid-hand


def test_a_deep_review_says_first_how_long_it_will_take(records: dict[str, Path]) -> None:
    out = _review(str(records["ravens"]), "--deep", "--seconds", "2", "--jobs", "1", "--no-keep")
    assert out.returncode == 0, out.stderr
    first = out.stderr.splitlines()[0]
    assert first.startswith("a deep review: about ") and first.endswith(" min on this machine")


def test_the_summary_names_a_better_decision_the_estimates_cannot_tell_from_another() -> None:
    move = {"seat": 0, "hand": 0, "move": 3, "grade": "mistake", "loss": 0.06}
    played, best, other = ({"seat": 0, "play": [card]} for card in ("R3", "G5", "B5"))
    doc = {
        "seats": [0],
        "decisions": [
            {**move, "played": played, "best": best, "tied": [other]},
            {**move, "move": 5, "played": played, "best": best},
        ],
        "accuracy": {"0": 80.0},
        "balance": {"0": {"start": None}},
    }
    tied, clear = [line for line in summary(doc).splitlines() if ": played " in line]
    assert tied.endswith(f'better {json.dumps(best)} (a near tie with {json.dumps(other)})')
    assert clear.endswith(f"better {json.dumps(best)}")
