"""One saved game per game: each game writes its own autosave and never another's, even when
their writes queue up behind a slow disk; and the single ``autosave.json`` of an older version
is handed to its game without losing it (a broken one set aside, an unreadable one left)."""

from __future__ import annotations

import dataclasses
import json
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from game_kits import kit
from records_helpers import listed, row_words

from odin_desktop import games
from odin_desktop.app import autosave
from odin_desktop.app.storage import write_json_atomic
from odin_desktop.engine.jsonio import load_json
from odin_desktop.games.entry import GameEntry


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    autosave._checked.clear()
    return tmp_path


def in_progress(game_id: str, moves: int = 3) -> Any:
    """A quick game of ``game_id`` a few moves in (bots think in this process)."""
    session = kit(game_id).session
    assert session is not None
    controller = session.start(dataclasses.replace(games.game(game_id).quick_start("You"), seed=3))
    controller.start_round()
    for _ in range(moves):
        controller.play(controller.legal_actions()[0])
    return controller


def saved(controller: Any) -> None:
    assert autosave.Autosaver(lambda message: None).save(controller) is None
    autosave.flush()


# ---------------------------------------------------------------------- each its own file


def test_each_game_writes_its_own_file_and_both_are_offered(data: Path) -> None:
    odin, ravens = in_progress("odin"), in_progress("ravens")
    saved(odin)
    saved(ravens)
    assert json.loads((data / "autosave-odin.json").read_text())["format"] == "odin-record"
    assert json.loads((data / "autosave-ravens.json").read_text())["format"] == "ravens-record"
    assert not (data / "autosave.json").exists()
    notices: list[str] = []
    assert [g.id for g in autosave.saved_games(notices)] == ["odin", "ravens"] and not notices
    assert autosave.load_autosave("odin")["seed"] == odin.setup.seed
    assert autosave.load_autosave("ravens")["seed"] == ravens.setup.seed


def test_writes_queued_behind_a_slow_disk_keep_every_games_newest(data, monkeypatch) -> None:
    """Only a game's own older documents are skipped: a Ravens save submitted while ODIN's
    waits must not drop ODIN's (the queue once held one document for all)."""
    release = threading.Event()
    real_write = autosave.write_json_atomic

    def slow(path: Path, value: Any) -> None:
        if path.name == "first.json":
            release.wait(10)  # the disk is busy with an earlier write
        real_write(path, value)

    monkeypatch.setattr(autosave, "write_json_atomic", slow)
    autosave._writer.submit(data / "first.json", {"busy": True})
    odin, ravens = in_progress("odin"), in_progress("ravens")
    saver = autosave.Autosaver(lambda message: None)
    saver.save(odin)
    saver.save(ravens)
    release.set()
    autosave.flush()
    assert json.loads((data / "autosave-odin.json").read_text())["seed"] == odin.setup.seed
    assert json.loads((data / "autosave-ravens.json").read_text())["seed"] == ravens.setup.seed


def test_finishing_a_game_clears_only_its_own_save(data: Path) -> None:
    saved(in_progress("ravens"))
    kept = (data / "autosave-ravens.json").read_bytes()
    odin = in_progress("odin")
    saved(odin)
    while not odin.game.over:
        if odin.game.needs_round:
            odin.start_round()
        odin.play(odin.legal_actions()[0])
    saved(odin)
    assert not (data / "autosave-odin.json").exists()  # finished: counted and archived
    assert (data / "autosave-ravens.json").read_bytes() == kept
    assert [g.id for g in autosave.saved_games()] == ["ravens"]


def test_a_file_holding_another_games_record_is_set_aside(data: Path) -> None:
    saved(in_progress("odin"))
    os.replace(data / "autosave-odin.json", data / "autosave-ravens.json")
    notices: list[str] = []
    assert autosave.saved_games(notices) == []
    assert "Odin's Ravens" in notices[0] and "damaged" in notices[0]
    assert list(data.glob("autosave-ravens.json.corrupt-*"))


# ---------------------------------------------------------------------- an older version's save


def legacy(data: Path, controller: Any, age: float = 0.0) -> bytes:
    """The older version's single save of ``controller``'s game, written as it wrote it; its
    bytes."""
    path = data / "autosave.json"
    write_json_atomic(path, autosave.save_document(controller))
    when = time.time() - age
    os.utime(path, (when, when))
    return path.read_bytes()


def test_an_older_versions_save_goes_to_its_game_unchanged(
    data: Path, table_game: GameEntry
) -> None:
    game_id = table_game.id
    raw = legacy(data, in_progress(game_id))
    notices: list[str] = []
    assert [g.id for g in autosave.saved_games(notices)] == [game_id] and not notices
    assert not (data / "autosave.json").exists()
    assert (data / f"autosave-{game_id}.json").read_bytes() == raw  # not a byte lost
    assert autosave.load_autosave(game_id)["format"] == games.game(game_id).record_format


def test_the_newer_of_two_saves_of_a_game_is_kept_the_other_in_replays(data: Path) -> None:
    """This version ran, then an older one (which saved its own game), then this again."""
    older = legacy(data, in_progress("odin", moves=2), age=600)
    saved(in_progress("odin", moves=5))
    newer = (data / "autosave-odin.json").read_bytes()
    notices: list[str] = []
    assert [g.id for g in autosave.saved_games(notices)] == ["odin"]
    assert (data / "autosave-odin.json").read_bytes() == newer
    assert not (data / "autosave.json").exists()
    (entry,) = (row for row in listed() if not row.save)
    assert entry.summary is not None and "unfinished" in row_words(entry)[1]
    assert load_json(entry.path)["hands"] == json.loads(older)["hands"]
    assert len(notices) == 1 and "older version" in notices[0] and "Replays" in notices[0]


def test_the_older_versions_save_is_kept_when_it_is_the_newer(data: Path) -> None:
    saved(in_progress("odin", moves=2))
    first = (data / "autosave-odin.json").read_bytes()
    old = time.time() - 600
    os.utime(data / "autosave-odin.json", (old, old))
    saved(in_progress("ravens"))
    ravens = (data / "autosave-ravens.json").read_bytes()
    raw = legacy(data, in_progress("odin", moves=5))  # played last, in the older version
    notices: list[str] = []
    assert [g.id for g in autosave.saved_games(notices)] == ["odin", "ravens"]
    assert (data / "autosave-odin.json").read_bytes() == raw
    (entry,) = (row for row in listed() if not row.save)
    assert load_json(entry.path)["hands"] == json.loads(first)["hands"]
    assert (data / "autosave-ravens.json").read_bytes() == ravens  # another game: untouched
    assert len(notices) == 1


def test_a_broken_older_save_is_set_aside_and_said(data: Path) -> None:
    (data / "autosave.json").write_text('{"format": "odin-rec')
    notices: list[str] = []
    assert autosave.saved_games(notices) == []
    assert len(notices) == 1 and notices[0].startswith("Your saved game could not be continued")
    (kept,) = data.glob("autosave.json.corrupt-*")
    assert kept.read_text() == '{"format": "odin-rec'
    assert autosave.saved_games(notices) == [] and len(notices) == 1  # told once


def test_an_unreadable_older_save_is_left_for_the_next_start(data, monkeypatch) -> None:
    raw = legacy(data, in_progress("odin"))

    def refuse(path: Path) -> Any:
        from odin_desktop.engine.jsonio import Unreadable

        raise Unreadable(f"cannot read {path}: Permission denied")

    monkeypatch.setattr(autosave, "load_json", refuse)
    notices: list[str] = []
    assert autosave.saved_games(notices) == []
    assert "Permission denied" in notices[0]
    assert (data / "autosave.json").read_bytes() == raw and not list(data.glob("*.corrupt-*"))
    monkeypatch.undo()
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(data))
    assert [g.id for g in autosave.saved_games()] == ["odin"]  # the next start adopts it
