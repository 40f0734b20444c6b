"""The screenshot tools (`devtools/shots/`), each run once and small as a developer runs it (a
process of its own: they set up SDL and a scratch data folder for themselves): one language,
one game, one size. A screen they no longer reach, or an attribute a screen lost, fails here
rather than on the day someone needs the pictures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import command_line
import paths
import pytest
import table_games

TIMEOUT = 300  # seconds: a busy machine; each run takes a few seconds of CPU


def shots(tool: str, out: Path, *args: str) -> list[str]:
    """``python -m devtools.shots.TOOL OUT ARGS``: the names of the PNGs it wrote."""
    done = subprocess.run(
        [sys.executable, "-m", f"devtools.shots.{tool}", str(out), *args],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=paths.ROOT,
        env=command_line.child_env(),  # a game registered beside the shipped ones imports
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return sorted(path.name for path in out.glob("*.png"))


def test_shots_tables_renders_a_game_its_guided_game_and_its_records(tmp_path: Path) -> None:
    made = shots("tables", tmp_path / "shots", "--lang", "en", "--game", "ravens")
    assert "ravens-en-02-start.png" in made
    assert any(name.startswith("ravens-guided-en-") for name in made)
    assert any(name.startswith("ravens-resumed0-en-") for name in made)
    # --compare, as after a change: the folder against itself differs nowhere.
    folder = str(tmp_path / "shots")
    done = subprocess.run(
        [sys.executable, "-m", "devtools.shots.tables", "--compare", folder, folder],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        cwd=paths.ROOT,
    )
    assert done.returncode == 0 and f"{len(made)} identical, 0 differing" in done.stdout


@pytest.mark.parametrize("game", sorted(table_games.REGISTERED))
def test_shots_tables_renders_a_registered_game_by_what_every_table_shares(
    game: str, tmp_path: Path
) -> None:
    """A game beside the shipped ones (High Card), played by its device moves: its table, a
    round to its summary, hot seat, Continue and the replay viewer."""
    made = shots("tables", tmp_path, "--lang", "ar", *table_games.driver_args(game))
    wanted = ["dealing", "start", "played", "round-end", "summary"]
    assert [name.split("-", 3)[3] for name in made if name.startswith(f"{game}-ar-")] == [
        f"{shot}.png" for shot in wanted
    ]
    for kind in ("hotseat", "resumed0", "resumed1", "viewer0"):
        assert any(name.startswith(f"{game}-{kind}-ar-") for name in made), (kind, made)
    assert f"{game}-hotseat-ar-01-hand-over.png" in made


def test_shots_settings_renders_settings_and_the_controller_page(tmp_path: Path) -> None:
    made = shots("settings", tmp_path, "--lang", "ar", "--size", "1280x800")
    for screen in ("pad-dualsense", "pad-nintendo", "pad-none", "settings-end", "settings-top"):
        assert any(screen in name for name in made), (screen, made)


def test_shots_review_renders_the_review_of_a_finished_game(tmp_path: Path) -> None:
    made = shots("review", tmp_path, "--lang", "en", "--game", "ravens")
    for screen in ("progress", "card", "costly", "replays"):
        assert any(screen in name for name in made), (screen, made)


def test_shots_play_on_renders_a_replay_played_on_to_game_over(tmp_path: Path) -> None:
    made = shots("play_on", tmp_path, "--lang", "en", "--game", "odin")
    for screen in ("replay", "table", "game-over"):
        assert any(f"odin-{n}-{screen}" in name for n in (1, 2, 3) for name in made), made


def test_shots_replays_renders_replays_empty_and_with_a_few_games(tmp_path: Path) -> None:
    made = shots("replays", tmp_path, "--lang", "ar", "--size", "1280x800", "--counts", "0", "8")
    for screen in ("0-list", "8-list", "8-page2", "8-pad", "8-star"):
        assert f"1280x800-ar-{screen}.png" in made, (screen, made)
