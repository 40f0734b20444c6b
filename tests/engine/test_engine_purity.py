"""The engine is pure Python: no pygame, so it runs anywhere (bots, replay, CI)."""

from __future__ import annotations

import subprocess
import sys

import paths
from purity import pygame_imports

ENGINE = paths.ROOT / "odin_desktop" / "engine"


def test_no_engine_module_imports_pygame() -> None:
    assert not pygame_imports(ENGINE.rglob("*.py"))


def test_importing_the_engine_and_replay_loads_no_pygame() -> None:
    code = (
        "import sys, odin_desktop.engine, odin_desktop.engine.odin.record, "
        "odin_desktop.commands.replay; print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
