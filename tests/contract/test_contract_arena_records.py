"""`odin-desktop arena --records DIR` and `odin-desktop import`, for every registered game:
the arena keeps each game's record, which `replay` accepts, which walks to the very result the
arena counted and which the review reads; `import` brings such records into the records
folder, where Replays lists them, and refuses what is not a record that follows the rules."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import command_line
import paths
import pytest
from game_kits import Kit
from records_helpers import listed

from odin_desktop.ai.analyst import Budgets
from odin_desktop.ai.arena import ArenaConfig, record_path, run_games
from odin_desktop.analysis.review import ReviewSettings, review_file
from odin_desktop.app.autosave import records_dir
from odin_desktop.cli import main
from odin_desktop.commands.replay import check_file
from odin_desktop.engine.records import RecordStep
from odin_desktop.games.entry import GameEntry

TINY = Budgets(samples=4, limit=8, forced=2, position=4)  # a review's shape, not its precision


def seats(entry: GameEntry) -> tuple[str, ...]:
    return ("easy", *["random"] * (entry.min_players - 1))


def arena_records(entry: GameEntry, folder: Path, games: int) -> list[Path]:
    argv = ["arena", "--game", entry.id, "--seats", ",".join(seats(entry)), "--seed", "k"]
    argv += ["--games", str(games), "--target", "3", "--records", str(folder)]
    assert main(argv) == 0
    return sorted(folder.glob("*.json"))


def last_step(entry: GameEntry, doc: Any) -> RecordStep[Any, Any, Any]:
    steps = [s for s in entry.record_steps(doc) if isinstance(s, RecordStep)]
    return steps[-1]


def test_the_arena_keeps_each_games_record_as_it_counted_it(
    entry: GameEntry, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    games = 2 * entry.min_players
    kept = arena_records(entry, tmp_path / "records", games)
    assert len(kept) == games
    assert f"{games} records in {(tmp_path / 'records').resolve()}" in capsys.readouterr().out
    config = ArenaConfig(seats(entry), games, "k", 3, game=entry.id, records=str(tmp_path / "b"))
    for summary in run_games(config):
        path = record_path(config, summary.deal, summary.rotation)
        code, answer = check_file(str(path))
        assert code == 0 and answer["ok"] is True and answer["finished"] is True, answer
        doc = json.loads(path.read_text("utf-8"))
        assert doc["format"] == entry.record_format
        assert doc["players"] == list(summary.specs)  # each seat named by its SPEC
        after = last_step(entry, doc).after
        assert tuple(after.totals) == summary.totals
        assert after.winners == [s for s, share in enumerate(summary.win) if share]
    # The same seed keeps the same records, whoever wrote them (the CLI or the library).
    assert [p.read_bytes() for p in kept] == [
        p.read_bytes() for p in sorted((tmp_path / "b").glob("*.json"))
    ]


def test_a_kept_record_is_reviewed(
    entry: GameEntry, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(entry.analyst()), "budgets", TINY)
    [kept, *_] = arena_records(entry, tmp_path, entry.min_players)
    settings = ReviewSettings(seats=(0,), workers=1, keep=False)
    result = review_file(str(kept), settings, lambda progress: None)
    assert result["ok"] is True and result["complete"] is True and result["decisions"]


def test_import_brings_kept_records_into_replays_and_refuses_the_rest(
    entry: GameEntry, kit: Kit, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    kept = arena_records(entry, tmp_path / "arena", entry.min_players)
    broken = json.loads(kept[0].read_text("utf-8"))
    kit.break_record(broken)
    (tmp_path / "arena" / "broken.json").write_text(json.dumps(broken), "utf-8")
    (tmp_path / "arena" / "notes.json").write_text("{not json", "utf-8")
    capsys.readouterr()
    assert main(["import", str(tmp_path / "arena"), str(tmp_path / "nowhere")]) == 1
    out, err = capsys.readouterr()
    assert f"{len(kept)} records imported into {records_dir()}" in out
    assert "3 files refused" in out
    assert "broken.json: This record breaks the rules at " in err
    assert "notes.json: This is not a game record: not JSON" in err
    assert "nowhere: the file or folder does not exist" in err
    copied = sorted(records_dir().glob("*.json"))
    assert [p.name for p in copied] == [p.name for p in kept]
    assert [p.read_bytes() for p in copied] == [p.read_bytes() for p in kept]
    rows = listed()
    assert len(rows) == len(kept) and all(row.summary is not None for row in rows)
    # Again: nothing twice, nothing refused, nothing changed.
    assert main(["import", *map(str, kept)]) == 0
    assert f"{len(kept)} records were there already." in capsys.readouterr().out
    assert sorted(records_dir().glob("*.json")) == copied


def test_import_runs_in_a_process_of_its_own_and_loads_no_pygame(
    entry: GameEntry, registered: list[str], tmp_path: Path
) -> None:
    """The real command line, its imports listed by Python itself (-X importtime)."""
    folder = tmp_path / "arena"
    arena_records(entry, folder, entry.min_players)
    command = [sys.executable, "-X", "importtime", str(command_line.HERE), *registered, "--"]
    done = subprocess.run(
        [*command, "import", str(folder)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=paths.ROOT,
        env=command_line.child_env(),
    )
    assert done.returncode == 0, done.stderr
    assert f"{entry.min_players} records imported" in done.stdout
    imported = [line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()]
    assert "odin_desktop.app.imports" in imported
    assert not [name for name in imported if name.split(".")[0] == "pygame"]
