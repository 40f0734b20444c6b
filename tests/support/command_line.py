"""The real `odin-desktop` command line in a child process, for the contract tests, with the
registry as the test left it: a game the test registered (the third game) is registered in
the child too, by the same one line (`python command_line.py MODULE:ENTRY … -- ARGS`).

`run(args, registered)` gives the exit code, stdout and stderr; `probe(code)` runs Python
code and says which modules it loaded."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import paths

HERE = Path(__file__).resolve()


def run(
    args: list[str], registered: list[str] | None = None, timeout: float = 120.0
) -> subprocess.CompletedProcess[str]:
    """``odin-desktop ARGS`` in a child process; ``registered``: the entries ("module:NAME")
    of games not in the shipped registry, registered first."""
    if registered:
        command = [sys.executable, str(HERE), *registered, "--", *args]
    else:
        command = [sys.executable, "-m", "odin_desktop", *args]
    return subprocess.run(
        command, capture_output=True, text=True, timeout=timeout, cwd=paths.ROOT, env=child_env()
    )


def child_env() -> dict[str, str]:
    """The environment of a child: the tests' support folder importable, no pygame banner."""
    path = os.pathsep.join(filter(None, [str(paths.SUPPORT), os.environ.get("PYTHONPATH")]))
    return {**os.environ, "PYTHONPATH": path, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def main(argv: list[str]) -> int:
    split = argv.index("--")
    from odin_desktop import games
    from odin_desktop.cli import main as odin_desktop

    for spec in argv[:split]:
        module, _, name = spec.partition(":")
        entry = getattr(importlib.import_module(module), name)
        games.GAMES[entry.id] = entry  # the one line that registers a game
    return odin_desktop(argv[split + 1 :])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
