"""`bench ui --pad`: the game at rest is measured with a pad SDL believes is plugged in,
opened by the game and used once, so the figure is that of a pad player waiting."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def test_the_idle_probe_plugs_in_and_uses_a_pad(tmp_path) -> None:  # noqa: ANN001
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["ODIN_DESKTOP_DATA_DIR"] = str(tmp_path)
    command = [sys.executable, "-m", "odin_desktop.benchmarks.idle_probe", "menu"]
    command += ["--seconds", "0.5", "--size", "640x400", "--pad", "deck"]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr[-800:]
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["pad"] == "deck"
    assert figures["pads_open"] == 1  # the game opened SDL's pad
    assert figures["pad_in_use"] is True  # its D-pad reached the game: the prompts are shown
    assert 0 <= figures["cpu_share"] < 1
