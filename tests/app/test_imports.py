"""`odin-desktop import` (app/imports.py), what the contract tests leave out: no more records
than the records folder keeps beside the player's own, the reviews kept beside a record come
along, a file too big is refused, and a folder that cannot be written is said."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from contract_play import names, random_game

from odin_desktop import games
from odin_desktop.analysis.cache import cache_path
from odin_desktop.app import imports, record_keeping
from odin_desktop.app.record_files import records_dir
from odin_desktop.app.settings import Settings
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


@pytest.mark.parametrize("starred", [False, True])
def test_no_more_are_imported_than_the_folder_keeps(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    starred: bool,
) -> None:
    """With a limit set in Settings, the records imported and the player's own games not
    marked to keep are no more than the limit (a game marked to keep takes no room: a limit
    never removes it), so the next finished game makes none of the player's go."""
    mine = records(records_dir(), 2, first=10)  # the player's own games
    if starred:
        record_keeping.set_marks({mine[0].name: True})
    limited = Settings(records_limit=4)  # 4: a limit the test can fill (Settings offers 100+)
    monkeypatch.setattr(Settings, "peek", classmethod(lambda cls: limited))
    brought = records(tmp_path / "bots", 4)
    room = 3 if starred else 2
    assert main(["import", str(tmp_path / "bots")]) == 1
    out = capsys.readouterr().out
    assert f"{room} records imported" in out
    left = 4 - room
    assert f"{left} record{'s' * (left > 1)} not imported: the records folder keeps 4 games " in out
    assert "beside those starred (Settings, Games kept)." in out
    imported = [f"game-{seed}.json" for seed in range(room)]
    assert sorted(p.name for p in records_dir().glob("*.json")) == sorted(
        [*imported, "game-10.json", "game-11.json"]
    )
    assert all(path.exists() for path in mine)
    assert (records_dir() / "game-0.json").read_bytes() == brought[0].read_bytes()
    assert record_keeping.prune(4) == []  # the limit removes none of them


def test_without_a_limit_every_record_is_imported(tmp_path: Path) -> None:
    records(records_dir(), 2, first=10)
    results = imports.import_records(records(tmp_path / "bots", 3))  # Settings' default
    assert [r.status for r in results] == [imports.IMPORTED] * 3
    assert len(list(records_dir().glob("*.json"))) == 5


def test_the_reviews_kept_beside_a_record_come_along(tmp_path: Path) -> None:
    [record] = records(tmp_path / "bots", 1)
    for deep in (False, True):
        review = {"format": "odin-desktop-review-cache", "deep": deep}
        cache_path(record, deep).write_text(json.dumps(review), "utf-8")
    [result] = imports.import_records([tmp_path / "bots"])  # the reviews are no records
    assert result.status == imports.IMPORTED and result.kept is not None
    for deep in (False, True):
        assert cache_path(result.kept, deep).read_bytes() == cache_path(record, deep).read_bytes()


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


def test_a_name_a_deep_review_has_gets_a_number(tmp_path: Path) -> None:
    records_dir().mkdir(parents=True)
    cache_path(records_dir() / "game-0.json", deep=True).write_text("{}", "utf-8")  # another's
    [result] = imports.import_records(records(tmp_path / "bots", 1))
    assert result.status == imports.IMPORTED and result.kept is not None
    assert result.kept.name == "game-0-2.json"
