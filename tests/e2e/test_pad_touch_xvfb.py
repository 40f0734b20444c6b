"""Whole games played with a gamepad only, and by touch only, in a real X window under Xvfb:
the pad driver (`devtools/drivers/pad_play.py`) plugs in a pad SDL itself opens (a virtual
one) and presses its buttons, SDL's controller events and nothing else, from the menu's focus
to the game-over screen, for every game with screens (the tests' third game registered in the
driver: `table_games`);
the touch driver (`devtools/drivers/touch_play.py`) finger events only. No mouse or key event
may come through SDL's queue on the way. The main loop turns as a player's does
(`App.frame`), and each time it rests the window the X server holds must be a full redraw of
the game's state (`devtools/drivers/screen_check.py`); `test_screen_at_rest_xvfb.py` does the
same by mouse and by keys."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import command_line
import pytest
import table_games
from test_e2e_xvfb import _xvfb

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def display():
    yield from _xvfb((1280, 800))


def _run(display: str, data, module: str, *args: str) -> dict:  # noqa: ANN001
    """One device driver's game in the X display, its JSON line, checked."""
    env = dict(
        command_line.child_env(),  # the tests' support on the path: the third game
        DISPLAY=display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        ODIN_DESKTOP_DATA_DIR=str(data),
    )
    done = subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stdout[-2000:] + done.stderr[-2000:]
    result = json.loads(lines[-1])
    assert result["driver"] == "x11"
    assert result["finished"], f"{result['error']} ({result})"  # pytest cuts a long dict short
    assert result["foreign"] == 0  # no event of another device came through SDL's queue
    # Each time the loop rested, the X server's window was a full redraw of the game's state.
    assert result["mismatches"] == [], result["mismatches"][:5]
    assert result["screen_checks"] >= result["moves"]
    assert done.returncode == 0
    return result


PADS = ("xbox", "playstation", "nintendo", "deck")  # each game with a pad of another look


@pytest.mark.parametrize(
    ("game", "pad"), [(g, PADS[i % len(PADS)]) for i, g in enumerate(table_games.PLAYABLE)]
)
def test_a_whole_game_by_pad_alone(display: str, tmp_path, game: str, pad: str) -> None:
    args = [*table_games.driver_args(game), "--pad", pad]
    result = _run(display, tmp_path, "devtools.drivers.pad_play", *args)
    assert result["moves"] >= 5 and result["presses"] > result["moves"]
    assert result["source"] == "sdl"  # SDL's own pad, not events posted by hand


@pytest.mark.parametrize("game", table_games.PLAYABLE)
def test_a_whole_game_by_touch_alone(display: str, tmp_path, game: str) -> None:
    result = _run(display, tmp_path, "devtools.drivers.touch_play", *table_games.driver_args(game))
    assert result["moves"] >= 5 and result["touches"] > result["moves"]
