"""A newcomer finishes whole Odin's Ravens games with the mouse alone: the play-through check
(`devtools.drivers.play_through`) run as a player runs the app, against each level and in hot
seat, each in one of the four languages: every game reaches the end of a race, its summary
counted up to the end, and the game over screen. The games are played to 1 point (one race
decides them) so that the five stay short."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import paths
import pytest

ROOT = paths.ROOT
SCREENS = ("menu", "new-game", "drag", "table", "race-summary", "game-over")
TARGET = 1  # a race always gives its winner a point: one race, then the game over


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
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-m", "devtools.drivers.play_through", "--game", "ravens"]
        + ["--level", level, "--lang", lang, "--target", str(TARGET), "--shots", str(shots)],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    print(result)
    assert done.returncode == 0, (result, done.stderr[-3000:])
    assert result["finished"] and result["exceptions"] == 0
    assert (result["level"], result["lang"]) == (level, lang)
    assert result["target"] == TARGET and max(result["totals"]) >= TARGET
    assert result["races"] == 1 and result["summaries_seen"] == 1  # one race decides it
    assert result["turns"] >= 4
    assert result["refused_drops"] == 0  # every card carried was one its caption took
    assert result["bot_faults"] == 0
    assert "Traceback" not in done.stderr
    taken = sorted(path.name.split("-", 1)[1] for path in shots.glob("*.png"))
    assert taken == sorted(f"{name}.png" for name in screens)
