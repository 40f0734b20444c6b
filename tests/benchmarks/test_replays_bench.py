"""`bench replays` on a small folder: the figures it reports, and the folder of real records
it measures on (`records_maker`: both games, a damaged record, unfinished games and games
played on, the months of a year, the statistics naming the player's seat in each game
against the bots)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from odin_desktop.app import records, stats
from odin_desktop.app.record_files import list_folder
from odin_desktop.benchmarks.records_maker import make_records
from odin_desktop.benchmarks.replays_bench import WAIT_SECONDS, format_table, run_replays_bench
from odin_desktop.session.play_on import PLAY_ON


def test_the_records_made_are_real_games_of_both_games_over_a_year(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    records.forget()
    folder = make_records(tmp_path, 40, now=time.mktime((2026, 3, 20, 18, 0, 0, 0, 0, -1)))
    files = list_folder(folder)
    assert len(files) == 40 and len({f.month for f in files}) >= 12
    shelf = records.shelf()
    assert shelf.wait(120)
    snapshot = shelf.snapshot
    kinds = [snapshot.kinds[f.name] for f in files]
    assert {game for game, _result in kinds} == {"odin", "ravens", None}  # None: the damaged
    assert sum(1 for f in files if "unfinished" in f.name) == 2
    assert {result for _game, result in kinds} >= {"won", "lost", "unfinished"}
    played_on = [f.name for f in files if PLAY_ON in f.name]
    assert len(played_on) == 3
    assert {snapshot.kinds[name][0] for name in played_on} == {"odin", "ravens"}
    charted = stats.charted_seats()  # neither the damaged, the unfinished nor played on
    assert len(charted) == 40 - 1 - 2 - 3 and set(charted.values()) == {0}
    assert not set(charted) & set(played_on)


def test_the_bench_reports_each_opening() -> None:
    (figures,) = run_replays_bench((4,), (1024, 640))
    assert figures["records"] == 4
    for opening in ("cold", "warm", "again"):
        wall = figures[f"{opening}_first_frame_ms"]
        assert wall > 0 and 0 <= figures[f"{opening}_first_frame_cpu_ms"] <= wall + 1
        assert 0 <= figures[f"{opening}_all_listed_s"] < WAIT_SECONDS  # every record listed
    for opening in ("cold", "warm"):
        turn = figures[f"{opening}_page_turn_ms"]
        assert turn > 0 and 0 <= figures[f"{opening}_page_turn_cpu_ms"] <= turn + 1
    assert "again_page_turn_ms" not in figures  # a page turn is timed once a folder
    assert "cold_first_frame_ms" in format_table([figures])
