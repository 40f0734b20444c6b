"""The engine is pure Python: no pygame, so it runs anywhere (bots, replay, CI)."""

from __future__ import annotations

import ast
import subprocess
import sys

import paths

ENGINE = paths.ROOT / "odin_desktop" / "engine"


def test_no_engine_module_imports_pygame() -> None:
    offenders = []
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] == "pygame"]
    assert not offenders


def test_importing_the_engine_and_replay_loads_no_pygame() -> None:
    code = (
        "import sys, odin_desktop.engine, odin_desktop.engine.odin.record, "
        "odin_desktop.commands.replay; print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
