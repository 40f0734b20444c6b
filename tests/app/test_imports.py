"""`odin-desktop import` (app/imports.py), what the contract tests leave out: no more records
than the records folder keeps beside the player's own, a review kept beside a record comes
along, a file too big is refused, and a folder that cannot be written is said."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from contract_play import names, random_game

from odin_desktop import games
from odin_desktop.analysis.cache import cache_path
from odin_desktop.app import imports
from odin_desktop.app.autosave import records_dir
from odin_desktop.cli import main
from odin_desktop.engine.jsonio import MAX_BYTES


def records(folder: Path, count: int, first: int = 0) -> list[Path]:
    """``count`` records of single hands of random play (seeds from ``first``) in ``folder``."""
    entry = games.game("odin")
    folder.mkdir(parents=True, exist_ok=True)
    made = []
    for seed in range(first, first + count):
        game, _ = random_game(entry, seed, 2, single_round=True)
        path = folder / f"game-{seed}.json"
        path.write_text(json.dumps(entry.record_of(game, names(game))), "utf-8")
        made.append(path)
    return made


def test_no_more_are_imported_than_the_folder_keeps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = records(records_dir(), 2, first=10)  # the player's own games
    monkeypatch.setattr(imports, "MAX_ARCHIVED", 3)
    monkeypatch.setattr("odin_desktop.commands.import_records.MAX_ARCHIVED", 3)
    brought = records(tmp_path / "bots", 3)
    assert main(["import", str(tmp_path / "bots")]) == 1
    out = capsys.readouterr().out
    assert "1 record imported" in out
    assert "2 records not imported: the records folder keeps 3 games." in out
    assert sorted(p.name for p in records_dir().glob("*.json")) == [
        "game-0.json",
        "game-10.json",
        "game-11.json",
    ]
    assert all(path.exists() for path in mine)
    assert (records_dir() / "game-0.json").read_bytes() == brought[0].read_bytes()


def test_a_review_kept_beside_a_record_comes_along(tmp_path: Path) -> None:
    [record] = records(tmp_path / "bots", 1)
    cache_path(record).write_text('{"format": "odin-desktop-review-cache"}', "utf-8")
    [result] = imports.import_records([tmp_path / "bots"])
    assert result.status == imports.IMPORTED and result.kept is not None
    assert cache_path(result.kept).read_bytes() == cache_path(record).read_bytes()


def test_a_file_too_big_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    [result] = imports.import_records([big])
    assert result.status == imports.REFUSED and "5 MB" in result.reason
    assert not list(records_dir().glob("*.json"))


def test_a_records_folder_that_cannot_be_made_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", "utf-8")
    monkeypatch.setattr("odin_desktop.commands.import_records.records_dir", lambda: blocker)
    monkeypatch.setattr(imports, "records_dir", lambda: blocker / "records")
    records(tmp_path / "bots", 1)
    assert main(["import", str(tmp_path / "bots")]) == 2
    assert "the records folder cannot be written" in capsys.readouterr().err


def test_a_name_taken_by_another_game_gets_a_number(tmp_path: Path) -> None:
    records(records_dir(), 1, first=5)
    (records_dir() / "game-5.json").rename(records_dir() / "game-0.json")  # another game
    [result] = imports.import_records(records(tmp_path / "bots", 1))
    assert result.status == imports.IMPORTED and result.kept is not None
    assert result.kept.name == "game-0-2.json"
