"""The game review as a whole (analysis/review.py): its document, the cache beside the
record, cancelling and resuming, a killed review."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from review_helpers import review, small_budgets  # noqa: F401 - a fixture
from review_positions import odin_missed_finish

from odin_desktop.analysis import cache, grades, runner
from odin_desktop.analysis import review as review_module
from odin_desktop.analysis.jobs import POSITION, STRETCH
from odin_desktop.analysis.review import Review, ReviewSettings

pytestmark = pytest.mark.usefixtures("small_budgets")

DECISION_KEYS = {"seat", "played", "best", "value_played", "value_best", "loss", "grade", "choices"}


@pytest.fixture(scope="module")
def record() -> dict[str, Any]:
    doc, _ = odin_missed_finish(2, 1)
    return doc


def write(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_the_document_keeps_the_contract(record: dict[str, Any]) -> None:
    result = review(record)
    assert result["ok"] is True
    assert result["format"] == "odin-record"
    assert result["unit"] == "win"
    assert result["seats"] == [0, 1]  # the record does not say who played: every seat
    assert result["complete"] is True
    moves = sum(len(hand["moves"]) for hand in record["hands"])
    assert len(result["decisions"]) == moves
    for decision in result["decisions"]:
        assert DECISION_KEYS | {"hand", "move"} <= set(decision)
        assert decision["grade"] in grades.GRADES
        assert decision["loss"] >= 0
        assert 0 <= decision["value_played"] <= decision["value_best"] <= 1
        assert decision["choices"] >= 1
    for seat in ("0", "1"):
        assert 0 <= result["accuracy"][seat] <= 100
        assert isinstance(result["luck"][seat], float)
    assert [r["round"] for r in result["rounds"]] == [0]


def test_the_seats_people_played_are_reviewed_unless_others_are_asked(
    record: dict[str, Any],
) -> None:
    doc = dict(record, seats=[{"name": "P0", "kind": "normal"}, {"name": "P1", "kind": "human"}])
    assert review(doc)["seats"] == [1]
    assert review(doc, seats=(0,))["seats"] == [0]
    with pytest.raises(review_module.SeatError, match="seat 2 does not exist"):
        Review(doc, ReviewSettings(seats=(2,)))


def test_a_review_is_kept_beside_its_record_and_opens_at_once(
    record: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path / "game.json", record)
    first = review_module.review_file(path, ReviewSettings(workers=1))
    kept = json.loads(cache.cache_path(path).read_text(encoding="utf-8"))
    assert kept["complete"] is True

    def no_work(jobs: list[Any], *args: Any, **kwargs: Any) -> bool:
        assert jobs == []
        return True

    with monkeypatch.context() as patched:
        patched.setattr(review_module, "run_jobs", no_work)
        assert review_module.review_file(path, ReviewSettings(workers=1)) == first
    # Another seed is another review: nothing kept is used.
    other = review_module.review_file(path, ReviewSettings(workers=1, seed=7))
    assert other["decisions"] != first["decisions"]


def test_a_cancelled_review_resumes_from_what_it_finished(
    record: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    straight = review(record)
    path = write(tmp_path / "game.json", record)
    started = Review(record, ReviewSettings(workers=1), path)
    answered = []

    def cancel_after_two(progress: review_module.Progress) -> None:
        answered.append(progress.done)
        if len(answered) == 3:  # the cache's answers, then two jobs
            started.cancel(wait=False)

    partial = started.run(cancel_after_two)
    assert partial["complete"] is False
    kept = json.loads(cache.cache_path(path).read_text(encoding="utf-8"))
    assert kept["complete"] is False and len(kept["answers"]) == 2

    ran = []
    real = runner.run_jobs

    def counting(jobs: list[Any], *args: Any, **kwargs: Any) -> bool:
        ran.extend(jobs)
        return real(jobs, *args, **kwargs)

    monkeypatch.setattr(review_module, "run_jobs", counting)
    resumed = Review(record, ReviewSettings(workers=1), path)
    assert resumed.run() == straight  # the same answers as a review never stopped
    assert len(ran) == len(resumed.jobs) - 2


def test_a_damaged_cache_is_ignored_and_replaced(record: dict[str, Any], tmp_path: Path) -> None:
    path = write(tmp_path / "game.json", record)
    straight = review(record)
    kept = cache.cache_path(path)
    kept.write_text('{"format": "odin-desktop-review-cache", "answers": [', encoding="utf-8")
    assert review_module.review_file(path, ReviewSettings(workers=1)) == straight
    doc = json.loads(kept.read_text(encoding="utf-8"))
    # An answer edited into nonsense is worked out again.
    for key, answer in doc["answers"].items():
        if isinstance(answer, list):
            answer[0]["values"] = [[answer[0]["best"], 7.5]]
            broken = key
            break
    kept.write_text(json.dumps(doc), encoding="utf-8")
    fresh = Review(record, ReviewSettings(workers=1), path)
    assert fresh.cache.get(broken, STRETCH) is None
    assert fresh.run() == straight
    # So is one whose better move is not legal there, however well formed.
    doc = json.loads(kept.read_text(encoding="utf-8"))
    illegal = 1 << 60
    answer = doc["answers"][broken][0]
    answer["best"] = illegal
    answer["values"].append([illegal, 1.0])
    kept.write_text(json.dumps(doc), encoding="utf-8")
    assert review_module.review_file(path, ReviewSettings(workers=1)) == straight


def test_a_time_limit_is_shared_among_the_jobs(record: dict[str, Any]) -> None:
    timed = Review(record, ReviewSettings(workers=2, seconds=10.0, keep=False))
    shares = [job.effort.seconds for job in timed.jobs]
    assert all(share is not None and share > 0 for share in shares)
    assert sum(s for s in shares if s is not None) <= 2 * 10.0
    untimed = Review(record, ReviewSettings(keep=False))
    assert all(job.effort.seconds is None for job in untimed.jobs)
    assert {job.kind for job in untimed.jobs} == {STRETCH, POSITION}


def test_a_review_kept_by_an_older_version_is_worked_out_again_not_misread(
    record: dict[str, Any], tmp_path: Path
) -> None:
    path = write(tmp_path / "game.json", record)
    fresh = Review(record, ReviewSettings(workers=1), path)
    # The file an older review kept: its answers had no errors and positions were numbers.
    old_key = dict(fresh.cache.key, analysis="1")
    answers: dict[str, Any] = {job.key: 0.5 if job.kind == POSITION else [] for job in fresh.jobs}
    old = {"format": cache.FORMAT, "version": 1, "key": old_key, "answers": answers}
    cache.cache_path(path).write_text(json.dumps(old), encoding="utf-8")
    again = Review(record, ReviewSettings(workers=1), path)
    assert again.cache.answers == {}
    assert again.run() == review(record)
    assert json.loads(cache.cache_path(path).read_text(encoding="utf-8"))["version"] == 2


def test_a_seat_that_decides_first_in_a_round_is_dealt_what_it_decides_in(
    record: dict[str, Any],
) -> None:
    result = review(record)
    leader = record["hands"][0]["leader"]
    first = next(d for d in result["decisions"] if d["seat"] == leader)
    assert result["rounds"][0]["dealt"][str(leader)] == first["value_best"]
    planned = Review(record, ReviewSettings(workers=1, keep=False))
    keys = {job.key for job in planned.jobs if job.kind == POSITION}
    assert f"d{leader}:0" not in keys
    assert f"d{1 - leader}:0" in keys


def test_a_deep_review_spends_ten_times_the_budget_says_how_long_and_is_kept_apart(
    record: dict[str, Any], tmp_path: Path
) -> None:
    path = write(tmp_path / "game.json", record)
    plain = Review(record, ReviewSettings(workers=1), path)
    deep = Review(record, ReviewSettings(workers=1, deep=True), path)
    assert [j.effort.samples for j in deep.jobs] == [
        review_module.DEEP * j.effort.samples for j in plain.jobs
    ]
    assert deep.estimate_seconds() == pytest.approx(review_module.DEEP * plain.estimate_seconds())
    assert plain.estimate_seconds() > 0
    plain.run()
    deep.run()
    assert cache.cache_path(path).is_file() and cache.cache_path(path, deep=True).is_file()
    assert cache.cache_path(path) != cache.cache_path(path, deep=True)
    # Each is kept for itself: the ordinary review opens at once after the deep one.
    again = Review(record, ReviewSettings(workers=1), path)
    assert again.take_kept()
