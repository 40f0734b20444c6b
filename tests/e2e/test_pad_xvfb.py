"""Whole games played with a gamepad only, in a real X window under Xvfb: the pad driver
(`devtools/drivers/pad_play.py`) puts controller events on SDL's queue and nothing else, from
the menu's focus to the game-over screen, for ODIN and for Odin's Ravens; the screens must
receive no mouse or key event on the way."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from test_e2e_xvfb import _xvfb

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def display():
    yield from _xvfb((1280, 800))


@pytest.mark.parametrize(("game", "pad"), [("odin", "xbox"), ("ravens", "playstation")])
def test_a_whole_game_by_pad_alone(display: str, tmp_path, game: str, pad: str) -> None:
    env = dict(
        os.environ,
        DISPLAY=display,
        SDL_VIDEODRIVER="x11",
        SDL_AUDIODRIVER="dummy",
        ODIN_DESKTOP_DATA_DIR=str(tmp_path),
    )
    done = subprocess.run(
        [sys.executable, "-m", "devtools.drivers.pad_play", "--game", game, "--pad", pad],
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
    assert result["finished"], result
    assert result["foreign"] == 0  # no mouse or key event reached the screens
    assert result["moves"] >= 5 and result["presses"] > result["moves"]
    assert done.returncode == 0
