"""Many records are read in a process of their own (`app.records_reader`), those the screen
shows first, and what each ends with comes back as the thread would have read it."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from odin_desktop.app import record_index, records
from odin_desktop.app.record_files import list_folder
from odin_desktop.app.records_reader import RecordsReader
from odin_desktop.benchmarks.records_maker import make_records


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    records.forget()
    return make_records(tmp_path, 60, now=time.mktime((2026, 3, 20, 18, 0, 0, 0, 0, -1)))


def test_the_reader_reads_what_is_wanted_first_and_as_the_thread_would(folder: Path) -> None:
    files = sorted(list_folder(folder), key=lambda f: f.name)
    wanted = (files[-1].name, files[-2].name)
    reader = RecordsReader(folder)
    try:
        reader.want(wanted)
        reader.read(files)
        found: list[tuple[str, record_index.Entry]] = []
        deadline = time.monotonic() + 120
        while len(found) < len(files) and time.monotonic() < deadline:
            found += reader.take(0.1)
            assert not reader.broken
    finally:
        reader.close()
    assert [name for name, _entry in found[:2]] == list(wanted)
    assert sorted(name for name, _entry in found) == [f.name for f in files]
    by_name = {f.name: f for f in files}
    for name, entry in found[::7]:
        assert entry == record_index.read_entry(folder, by_name[name])


def test_a_folder_of_many_records_is_read_beside_the_window_and_indexed(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def here(*args: object) -> record_index.Entry:
        raise AssertionError("read on the thread: more than READ_HERE go to the process")

    monkeypatch.setattr(record_index, "read_entry", here)
    shelf = records.shelf()
    assert shelf.wait(120)
    assert len(shelf.snapshot.entries) == 60 == len(shelf.snapshot.files)
    assert set(record_index.load()) == {f.name for f in shelf.snapshot.files}
