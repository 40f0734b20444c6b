"""Nothing of the player's is deleted behind their back: every finished game is kept unless
the player sets a limit in Settings; then the oldest beyond it go, each with its reviews, but
never one marked to keep (nor an exported one), and nothing at all while the marks cannot be
read. The marks survive the loss of either file that holds them."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from records_helpers import finished_odin

from odin_desktop.analysis.cache import cache_path
from odin_desktop.app import autosave, record_index, record_keeping, records, stats
from odin_desktop.app.record_files import list_folder


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    records.forget()
    return tmp_path


def a_year_of_records(count: int) -> list[str]:
    """``count`` records, a day apart, the newest first (each with a review and a deep review
    beside it)."""
    source = autosave.export_record(finished_odin(), compressed=True)
    content = source.read_bytes()
    source.unlink()
    names = []
    for day in range(count):
        when = time.time() - (day + 1) * 86400
        name = time.strftime("%Y%m%d-%H%M%S", time.localtime(when)) + "-You-Astrid.json.gz"
        path = autosave.records_dir() / name
        path.write_bytes(content)
        for deep in (False, True):
            cache_path(path, deep).write_text("{}", "utf-8")
        names.append(name)
    return names


def on_disk() -> set[str]:
    return {f.name for f in list_folder(autosave.records_dir())}


def test_every_finished_game_is_kept_without_a_limit(data: Path) -> None:
    older = a_year_of_records(250)
    saver = autosave.Autosaver(lambda message: None)  # the default: no limit
    saver.save(finished_odin(2, human=True))
    assert saver.last_record is not None and saver.last_record.name.endswith(".json.gz")
    assert on_disk() == {*older, saver.last_record.name}
    assert all(cache_path(autosave.records_dir() / name).exists() for name in older)


def test_a_limit_removes_the_oldest_unmarked_games_with_their_reviews(data: Path) -> None:
    names = a_year_of_records(12)  # newest first
    record_keeping.set_marks({names[-1]: True, names[-3]: True})
    removed = record_keeping.prune(5)
    assert sorted(removed) == sorted(n for n in names[5:] if n not in (names[-1], names[-3]))
    assert on_disk() == {*names[:5], names[-1], names[-3]}
    for deep in (False, True):  # the deep review goes with its record, a starred one's stays
        assert not cache_path(autosave.records_dir() / names[6], deep).exists()
        assert cache_path(autosave.records_dir() / names[-1], deep).exists()
        assert cache_path(autosave.records_dir() / names[0], deep).exists()


def test_a_record_removed_leaves_the_reviews_its_other_form_shares(data: Path) -> None:
    names = a_year_of_records(3)  # newest first
    plain = autosave.records_dir() / names[-1].removesuffix(".gz")
    plain.write_bytes((autosave.records_dir() / names[-1]).read_bytes())
    record_keeping.set_marks({plain.name: True})  # the starred game, beside its other form
    assert record_keeping.prune(2) == [names[-1]]
    assert plain.exists()
    assert cache_path(plain).exists() and cache_path(plain, deep=True).exists()


def test_a_finished_game_applies_the_limit_set(data: Path) -> None:
    names = a_year_of_records(8)
    saver = autosave.Autosaver(lambda message: None, limit=lambda: 3)
    saver.save(finished_odin(2, human=True))
    deadline = time.monotonic() + 20
    while len(on_disk()) > 3 and time.monotonic() < deadline:  # pruned on a thread of its own
        time.sleep(0.02)
    assert saver.last_record is not None
    assert on_disk() == {saver.last_record.name, *names[:2]}


def test_an_exported_game_is_marked_to_keep(data: Path) -> None:
    saver = autosave.Autosaver(lambda message: None)
    saver.save(finished_odin(3, human=True))
    saver.current = finished_odin(4, human=True)
    message = saver.export()
    (exported,) = (n for n in on_disk() if n != saver.last_record.name)  # type: ignore[union-attr]
    assert exported in message and exported.endswith(".json")  # plain JSON, for other programs
    assert record_keeping.load_marks().names == {exported}
    assert record_keeping.prune(1) == []  # the finished game is the newest: both stay


def test_nothing_is_removed_while_the_marks_cannot_be_read(data: Path) -> None:
    names = a_year_of_records(6)
    record_keeping.set_marks({names[-1]: True})
    if os.name == "posix" and os.geteuid() != 0:
        record_keeping.path().chmod(0)
        try:
            assert record_keeping.prune(2) == [] and len(on_disk()) == 6
        finally:
            record_keeping.path().chmod(0o600)
    record_keeping.path().write_text(json.dumps({"format": "other", "kept": []}), "utf-8")
    assert not record_keeping.load_marks().sure
    assert record_keeping.prune(2) == [] and len(on_disk()) == 6


def test_a_damaged_list_of_marks_is_set_aside_and_rebuilt_from_the_index(data: Path) -> None:
    names = a_year_of_records(6)
    records.forget()
    shelf = records.shelf()
    assert shelf.wait()
    shelf.set_kept(names[-1], True)  # a star in Replays: the list, then the index's copy
    assert shelf.wait()
    shelf.stop()
    deadline = time.monotonic() + 20
    while not record_index.load()[names[-1]].kept and time.monotonic() < deadline:
        time.sleep(0.02)
    assert record_index.load()[names[-1]].kept
    record_keeping.path().write_text('{"format": "odin-desktop-kept', "utf-8")
    assert record_keeping.prune(2) == names[2:-1]  # the marked one stays
    assert record_keeping.load_marks().names == {names[-1]}  # written again
    assert list(data.glob(f"{record_keeping.FILE_NAME}.corrupt-*"))  # the damaged one kept


def test_a_lost_index_keeps_the_marks_of_the_list(data: Path) -> None:
    names = a_year_of_records(3)
    record_keeping.set_marks({names[1]: True})
    (data / record_index.FILE_NAME).unlink(missing_ok=True)
    records.forget()
    shelf = records.shelf()
    assert shelf.wait()
    assert shelf.snapshot.kept == {names[1]}
    assert record_index.load()[names[1]].kept  # the rebuilt index has the copy


def test_the_statistics_keep_every_game_against_the_bots(data: Path) -> None:
    """The charts' past: more games than the 500 an earlier version kept."""
    figures = stats.Stats("odin")
    played = (stats.ChartedGame(1_700_000_000 + i, "easy", i % 2 == 0, 0) for i in range(700))
    figures.history = list(played)
    assert figures.save() is None
    assert len(stats.Stats.load("odin").history) == 700


def test_records_are_imported_in_either_form_as_many_as_the_limit_keeps(
    data: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    from odin_desktop.app import imports

    outside = tmp_path_factory.mktemp("elsewhere")
    names = []
    for seed, form in ((1, ".json"), (2, ".json.gz"), (3, ".json.gz")):
        path = autosave.export_record(finished_odin(seed), outside, compressed=form == ".json.gz")
        names.append(path.name)
    results = imports.import_records([outside], limit=2)
    assert [r.status for r in results] == [imports.IMPORTED, imports.IMPORTED, imports.NO_ROOM]
    assert on_disk() == {r.kept.name for r in results[:2] if r.kept}
    results = imports.import_records([outside])  # every game kept: room for all
    assert [r.status for r in results] == [imports.ALREADY, imports.ALREADY, imports.IMPORTED]
    assert len(on_disk()) == 3 and all(n.endswith((".json", ".json.gz")) for n in on_disk())
