"""The games played one by one, for the Statistics screen's charts (app/history.py): each
vs-AI game is kept with its level and its record's name when it is counted; its accuracy is
the review kept beside that record; results and accuracies are charted per level."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from review_helpers import small_budgets  # noqa: F401 - a fixture
from review_positions import ravens_race

from odin_desktop import games
from odin_desktop.analysis.review import Review, ReviewSettings
from odin_desktop.app import autosave
from odin_desktop.app.history import GamePlayed, accuracies, games_played, win_rates
from odin_desktop.app.stats import ChartedGame, Stats
from odin_desktop.app.storage import write_json_atomic
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    autosave._checked.clear()
    return tmp_path


def test_a_finished_game_is_kept_with_its_level_and_its_records_name(data: Path) -> None:
    seats = (SeatSetup("You"), SeatSetup("Bo", "hard"))
    controller = RavensController(RavensSetup(seats, seed=3, target=1), host_factory=None)
    controller.start_round()
    bots = [games.game("ravens").make_bot("easy", seed=seat) for seat in range(2)]
    while not controller.finished:
        if controller.game.needs_round:
            controller.start_round()
        seat = controller.to_move
        controller.play(bots[seat].choose(controller.observe(seat)))
    assert autosave.Autosaver(lambda message: None).save(controller) is None
    autosave.flush()
    [played] = Stats.load("ravens").history
    assert played.level == "hard" and played.seat == 0
    assert played.won == (0 in controller.game.winners)
    assert played.record is not None
    assert (autosave.records_dir() / played.record).is_file()
    assert abs(played.when - time.time()) < 60


@pytest.mark.usefixtures("small_budgets")
@pytest.mark.parametrize("name", ["reviewed.json", "reviewed.json.gz"])
def test_the_accuracy_is_the_review_kept_beside_the_record(tmp_path: Path, name: str) -> None:
    """Whichever the record's form: the finished games kept compressed have their reviews."""
    doc = ravens_race(4)
    write_json_atomic(tmp_path / name, doc, compress=name.endswith(".gz"))
    (tmp_path / "not-reviewed.json").write_text(json.dumps(doc))
    reviewed = Review(doc, ReviewSettings(seats=(0,), workers=1), tmp_path / name).run()
    stats = Stats("ravens")
    stats.history = [
        ChartedGame(100, "easy", True, 0, name),
        ChartedGame(200, "hard", False, 0, "not-reviewed.json"),
        ChartedGame(300, "hard", True, 0, "gone.json"),
        ChartedGame(400, "hard", True, 0, None),
    ]
    found = games_played(stats, tmp_path)
    assert [g.accuracy for g in found] == [
        pytest.approx(reviewed["accuracy"]["0"]),
        None,
        None,
        None,
    ]
    assert [(g.when, g.level, g.won) for g in found] == [
        (100, "easy", True),
        (200, "hard", False),
        (300, "hard", True),
        (400, "hard", True),
    ]


def test_results_and_accuracy_are_charted_per_level_in_the_order_played() -> None:
    played = [
        GamePlayed(1, "easy", True, 90.0),
        GamePlayed(2, "hard", False, None),
        GamePlayed(3, "easy", False, 70.5),
        GamePlayed(4, "hard", True, 60.0),
        GamePlayed(5, "easy", True, None),
    ]
    assert win_rates(played) == {
        "easy": [(1, 100.0), (3, 50.0), (5, pytest.approx(200 / 3))],
        "hard": [(2, 0.0), (4, 50.0)],
    }
    assert accuracies(played) == {"easy": [(1, 90.0), (3, 70.5)], "hard": [(4, 60.0)]}


def test_the_history_survives_a_reload_and_a_wrong_entry_is_dropped(data: Path) -> None:
    stats = Stats("odin")
    stats.history = [ChartedGame(1_790_000_000, "normal", True, 1, "a.json")]
    assert stats.save() is None
    raw: dict[str, Any] = json.loads((data / "stats.json").read_text())
    raw["games"]["odin"]["history"].append({"when": -1, "level": "x", "won": 1, "seat": 0})
    raw["games"]["odin"]["history"].append(
        {"when": 5, "level": "easy", "won": False, "seat": 0, "record": "../../etc/passwd"}
    )
    (data / "stats.json").write_text(json.dumps(raw))
    assert Stats.load("odin").history == [ChartedGame(1_790_000_000, "normal", True, 1, "a.json")]
