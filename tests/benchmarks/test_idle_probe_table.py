"""`bench ui`'s figures at the table are those of a table opened as a player opens it: over
the menu and New game, which stay beneath it (and in memory)."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def test_the_idle_probe_measures_a_table_opened_over_the_menu_and_new_game(tmp_path) -> None:  # noqa: ANN001
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["ODIN_DESKTOP_DATA_DIR"] = str(tmp_path)
    command = [sys.executable, "-m", "odin_desktop.benchmarks.idle_probe", "table"]
    command += ["--seconds", "0.5", "--size", "640x400", "--game", "ravens"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=180)
    assert done.returncode == 0, done.stderr[-800:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["at_rest"] and figures["still_at_rest"]
    assert figures["scenes"] == ["MenuScene", "RavensNewGameScene", "RavensTableScene"]
