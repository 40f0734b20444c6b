"""Run `bench ui`'s idle probe as `bench ui` does, in a child process with its own data
folder and no display or sound; its figures (the last line it prints, one JSON object)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def run_idle_probe(data: Path, *args: str, timeout: float = 180) -> dict[str, Any]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["ODIN_DESKTOP_DATA_DIR"] = str(data)
    command = [sys.executable, "-m", "odin_desktop.benchmarks.idle_probe", *args]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=timeout)
    assert done.returncode == 0, done.stderr[-800:]
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures
