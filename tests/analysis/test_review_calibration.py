"""devtools/ai/review_calibration: bot games played, reviewed at the review's budgets and at
the deep review's, compared decision by decision."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from review_helpers import small_budgets  # noqa: F401 - a fixture

from devtools.ai import review_calibration as calibration


@pytest.mark.usefixtures("small_budgets")
def test_two_reviews_of_the_same_games_are_compared_decision_by_decision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(calibration, "TABLES", {"ravens": (2, 1)})  # a game of one race
    [path] = calibration.play(tmp_path, "ravens", 1, 2, ["easy", "normal"])
    assert calibration.records(tmp_path) == [path]
    for deep in (False, True):
        done = calibration.review(tmp_path, deep, "0,1")
        assert done[path.name]["decisions"] > 0
        assert calibration.review(tmp_path, deep, "0,1") == {}  # kept: not reviewed again
    found = calibration.compare(tmp_path)
    assert found["decisions"] == done[path.name]["decisions"]
    assert 0 < found["with_choice"] <= found["decisions"]
    assert 0.0 <= found["same_grade"]["share"] <= 1.0
    assert sum(found["grades_default"].values()) == found["with_choice"]
    shares = calibration.worse_than_good(tmp_path)
    assert set(shares) == {"Easy", "Normal"}
    assert sum(s["of"] for s in shares.values()) == found["with_choice"]


def test_a_better_decision_is_as_good_as_the_deep_best_only_within_its_error() -> None:
    from devtools.ai.review_calibration import as_good

    deep = {
        "best": {"play": ["P6"]},
        "candidates": [
            {"decision": {"play": ["P6"]}, "value": 0.628, "se": 0.007},
            {"decision": {"play": ["O8"]}, "value": 0.613, "se": 0.007},
            {"decision": {"play": ["K7"]}, "value": 0.504, "se": 0.009},
        ]
    }
    assert as_good({"play": ["P6"]}, deep)
    assert as_good({"play": ["O8"]}, deep)  # 0.015 short, within 2 x 0.0099
    assert not as_good({"play": ["K7"]}, deep)
    assert not as_good({"pass": True}, deep)  # not among its candidates


def test_a_deep_best_the_review_names_as_a_near_tie_is_counted_apart(tmp_path: Path) -> None:
    def decision(move: int, best: str, **more: object) -> dict[str, object]:
        where = {"seat": 0, "hand": 0, "move": move, "grade": "mistake"}
        return {**where, "best": {"play": [best]}, **more}

    default = [decision(1, "K2", tied=[{"play": ["R4"]}]), decision(2, "O8"), decision(3, "B5")]
    deep = [decision(1, "R4"), decision(2, "P6"), decision(3, "B5")]
    (tmp_path / "g.json").write_text("{}", encoding="utf-8")
    for kind, found in (("default", default), ("deep", deep)):
        text = json.dumps({"decisions": found})
        (tmp_path / f"g.review-{kind}.json").write_text(text, encoding="utf-8")
    shares = calibration.compare(tmp_path)
    assert shares["errors_same_best"]["same"] == 1
    assert shares["errors_same_best_or_tied"] == {"same": 2, "of": 3, "share": 0.667}
