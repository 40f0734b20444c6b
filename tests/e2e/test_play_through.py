"""A newcomer finishes whole Odin's Ravens games with the mouse alone: the play-through check
(`devtools.drivers.play_through`) run as a player runs the app, against each level and in hot
seat, each in one of the four languages: every game reaches the end of a race, its summary
counted up to the end, and the game over screen. The games are played to 1 point (one race
decides them) so that the five stay short. Each other game the driver plays (one registered
with its device moves: High Card) is finished too, in hot seat and right to left, the
hand-over passed between its two humans."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import command_line
import paths
import pytest
import table_games

ROOT = paths.ROOT
SCREENS = ("menu", "new-game", "drag", "table", "race-summary", "game-over")
TARGET = 1  # a race always gives its winner a point: one race, then the game over
# The games played by clicks where their device moves say (`devtools.drivers.registered`);
# ODIN's newcomer is not written.
BY_DEVICE_MOVES = [game for game in table_games.PLAYABLE if game in table_games.REGISTERED]


def _play(game: str, level: str, lang: str, target: int, shots: Path) -> dict:
    """The driver's answer for one game, checked to have finished cleanly."""
    done = subprocess.run(
        [sys.executable, "-m", "devtools.drivers.play_through", *table_games.driver_args(game)]
        + ["--level", level, "--lang", lang, "--target", str(target), "--shots", str(shots)],
        env=dict(command_line.child_env(), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    print(result)
    assert done.returncode == 0, (result, done.stderr[-3000:])
    assert result["finished"] and result["exceptions"] == 0
    assert (result["game"], result["level"], result["lang"]) == (game, level, lang)
    assert result["target"] == target and max(result["totals"]) >= target
    assert result["bot_faults"] == 0
    assert "Traceback" not in done.stderr
    return result


@pytest.mark.parametrize(
    ("level", "lang", "screens"),
    [
        ("easy", "en", SCREENS),
        ("normal", "it", SCREENS),
        ("hard", "de", SCREENS),
        ("expert", "ar", SCREENS),
        ("hotseat", "en", (*SCREENS, "hand-over")),
    ],
)
def test_a_newcomer_finishes_a_game(
    level: str, lang: str, screens: tuple[str, ...], tmp_path: Path
) -> None:
    shots = tmp_path / "shots"
    result = _play("ravens", level, lang, TARGET, shots)
    assert result["races"] == 1 and result["summaries_seen"] == 1  # one race decides it
    assert result["turns"] >= 4
    assert result["refused_drops"] == 0  # every card carried was one its caption took
    taken = sorted(path.name.split("-", 1)[1] for path in shots.glob("*.png"))
    assert taken == sorted(f"{name}.png" for name in screens)


@pytest.mark.parametrize("game", BY_DEVICE_MOVES)
def test_a_newcomer_finishes_a_game_of_each_other_game(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = table_games.use(game, monkeypatch)
    shots = tmp_path / "shots"
    # Its New game screen offers no game length: the default's, a round or more.
    result = _play(game, "hotseat", "ar", entry.default_target, shots)
    assert result["summaries_seen"] >= 1
    assert result["human_turns"] >= 4  # both seats human: every move made by a click
    summary = f"{entry.round_word}-summary"
    taken = sorted(path.name.split("-", 1)[1] for path in shots.glob("*.png"))
    names = ("menu", "new-game", "table", summary, "hand-over", "game-over")
    assert taken == sorted(f"{name}.png" for name in names)
