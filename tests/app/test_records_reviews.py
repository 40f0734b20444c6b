"""A game's reviews kept beside its record (``RECORD.review.json`` and the deep review's
``RECORD.deep-review.json``, one of each for either form of the record) are no records:
Replays does not list them, a limit on the games kept neither counts them nor leaves them
behind, and a finished game's record is what Game over's Review opens
(`Autosaver.last_record`)."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from odin_desktop.analysis.cache import cache_path
from odin_desktop.app import autosave, record_files, record_keeping, records
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    return tmp_path


def finished() -> OdinController:
    controller = OdinController(OdinSetup.all_bots(2, seed=4), host_factory=None)
    rng = random.Random(4)
    while not controller.game.over:
        if controller.game.needs_round:
            controller.start_round()
        controller.play(rng.choice(controller.legal_actions()))
    return controller


def test_replays_list_records_not_their_reviews(data: Path) -> None:
    records.forget()
    paths = [autosave.export_record(finished(), compressed=form) for form in (False, True)]
    for path in paths:
        cache_path(path).write_text("{}", encoding="utf-8")
        cache_path(path, deep=True).write_text("{}", encoding="utf-8")
    shelf = records.shelf()
    assert shelf.wait()
    assert sorted(f.name for f in shelf.snapshot.files) == sorted(p.name for p in paths)


def test_a_review_deep_or_not_is_no_record() -> None:
    for name in ("game.json.review.json", "game.json.deep-review.json"):
        assert record_files.is_review(Path(name)) and not record_files.is_record(name)
    for name in ("game.json", "game.json.gz"):
        assert record_files.is_record(name) and not record_files.is_review(Path(name))


def test_a_new_record_takes_no_name_a_review_has(data: Path) -> None:
    folder = autosave.records_dir()
    folder.mkdir(parents=True)
    cache_path(folder / "game.json", deep=True).write_text("{}", encoding="utf-8")
    assert record_files.new_record_path(folder, "game", True).name == "game-2.json.gz"
    cache_path(folder / "game-2.json").write_text("{}", encoding="utf-8")
    assert record_files.new_record_path(folder, "game", False).name == "game-3.json"


def test_a_compressed_record_shares_its_reviews_with_its_plain_form(data: Path) -> None:
    review = Path("a/game.json.review.json")
    assert cache_path("a/game.json.gz") == cache_path("a/game.json") == review
    deep = Path("a/game.json.deep-review.json")
    assert cache_path("a/game.json.gz", deep=True) == cache_path("a/game.json", deep=True) == deep


def test_old_records_go_with_their_reviews_and_reviews_are_not_counted(data: Path) -> None:
    game = finished()
    paths = []
    for age in (300, 200, 100):
        path = autosave.export_record(game, compressed=True)
        cache_path(path).write_text("{}", encoding="utf-8")
        cache_path(path, deep=True).write_text("{}", encoding="utf-8")
        for file in (path, cache_path(path), cache_path(path, deep=True)):
            os.utime(file, (time.time() - age, time.time() - age))
        renamed = path.with_name(f"{age}-{path.name}")  # no stamp: the times tell the order
        path.rename(renamed)
        for deep in (False, True):
            cache_path(path, deep).rename(cache_path(renamed, deep))
        paths.append(renamed)
    assert record_keeping.prune(2) == [paths[0].name]
    assert not paths[0].exists() and not cache_path(paths[0]).exists()
    assert not cache_path(paths[0], deep=True).exists()
    assert all(p.exists() and cache_path(p).exists() for p in paths[1:])
    assert all(cache_path(p, deep=True).exists() for p in paths[1:])


def test_the_finished_games_record_is_remembered_for_its_review(data: Path) -> None:
    saver = autosave.Autosaver(lambda message: None)
    assert saver.last_record is None
    saver.save(finished())
    assert saver.last_record is not None and saver.last_record.parent == autosave.records_dir()
    assert saver.last_record.exists()
