"""The index beside the records (`app.record_index`): what each record ends with, read once and
kept, so a later look reads no record; never trusted over the records themselves: a record
changed, added or removed is read again or forgotten, and an index that is damaged, of another
version or edited by hand is rebuilt from the records."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from records_helpers import finished_odin

from odin_desktop.app import autosave, record_index, records
from odin_desktop.app.record_files import RecordFile


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    records.forget()
    return tmp_path


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The records read (replayed) from now on, by name, and on which thread."""
    found: list[str] = []
    real = record_index.read_entry

    def counting(folder: Path, file: RecordFile) -> record_index.Entry:
        assert threading.current_thread() is not threading.main_thread()
        found.append(file.name)
        return real(folder, file)

    monkeypatch.setattr(record_index, "read_entry", counting)
    return found


def look() -> records.Snapshot:
    """Replays opened in a new run of the app: what it lists once the worker is done."""
    records.forget()
    shelf = records.shelf()
    assert shelf.wait()
    return shelf.snapshot


def test_a_record_is_read_once_then_listed_from_the_index(data: Path, reads: list[str]) -> None:
    paths = [autosave.export_record(finished_odin(seed), compressed=True) for seed in (1, 2)]
    first = look()
    assert sorted(reads) == sorted(p.name for p in paths)
    assert (data / record_index.FILE_NAME).is_file()
    reads.clear()
    second = look()
    assert reads == []  # nothing replayed: the index knew them
    assert second.entries == first.entries and len(second.entries) == 2
    summary = second.entries[paths[0].name].summary
    assert summary is not None and summary.game == "odin" and summary.finished


def test_a_record_changed_added_or_removed_is_read_again_or_forgotten(
    data: Path, reads: list[str]
) -> None:
    changed, removed = (autosave.export_record(finished_odin(s), compressed=True) for s in (1, 2))
    look()
    reads.clear()
    # The same name, another game: a hand-edited (or replaced) record.
    other = autosave.export_record(finished_odin(3), compressed=True)
    os.replace(other, changed)
    removed.unlink()
    added = autosave.export_record(finished_odin(4))
    snapshot = look()
    assert sorted(reads) == sorted([changed.name, added.name])
    assert set(snapshot.entries) == {changed.name, added.name}
    index = json.loads((data / record_index.FILE_NAME).read_text("utf-8"))
    assert set(index["records"]) == {changed.name, added.name}
    totals = snapshot.entries[changed.name].summary
    assert totals is not None and totals.totals == tuple(finished_odin(3).game.totals)


@pytest.mark.parametrize(
    "content",
    [
        b"\x00garbage",
        b'{"format": "odin-desktop-records-index", "version": 99, "records": {}}',
        b'{"format": "something else", "version": 1, "records": {}}',
        b"[1, 2, 3]",
    ],
    ids=["garbage", "a newer version", "another format", "not an object"],
)
def test_an_index_that_cannot_be_trusted_is_rebuilt(
    data: Path, reads: list[str], content: bytes
) -> None:
    path = autosave.export_record(finished_odin(1), compressed=True)
    (data / record_index.FILE_NAME).write_bytes(content)
    snapshot = look()
    assert reads == [path.name] and path.name in snapshot.entries
    index = json.loads((data / record_index.FILE_NAME).read_text("utf-8"))
    assert index["format"] == record_index.FORMAT and set(index["records"]) == {path.name}


def test_a_hand_edited_entry_is_read_again_from_its_record(data: Path, reads: list[str]) -> None:
    good, edited = (autosave.export_record(finished_odin(s), compressed=True) for s in (1, 2))
    look()
    index_path = data / record_index.FILE_NAME
    index = json.loads(index_path.read_text("utf-8"))
    index["records"][edited.name]["winners"] = [7]  # a seat the game does not have
    index["records"][edited.name]["totals"] = "many"
    index_path.write_text(json.dumps(index), "utf-8")
    reads.clear()
    snapshot = look()
    assert reads == [edited.name]  # the other entry was sound and stays
    summary = snapshot.entries[edited.name].summary
    assert summary is not None and summary.winners == tuple(finished_odin(2).game.winners)
    assert good.name in snapshot.entries


def test_entries_survive_a_round_trip_through_the_file(data: Path) -> None:
    summary = record_index.Summary("ravens", ("Ana", "Bo"), 3, (12, 7), (0,), True, None)
    broken = record_index.Summary("odin", ("A", "B", "C"), 2, None, (), False, (0,))
    entries = {
        "20250101-120000-a.json.gz": record_index.Entry(10, 20, summary, kept=True),
        "20250101-120001-b.json": record_index.Entry(11, 21, broken),
        "20250101-120002-c.json": record_index.Entry(12, 22, error="not JSON: …"),
    }
    record_index.save(entries)
    assert record_index.load() == entries
