"""The game review is pure Python: no pygame in the analysis layer or the analysts, so the
`review` command runs anywhere and the screens can run a review off their thread."""

from __future__ import annotations

import subprocess
import sys

import paths
from purity import pygame_imports

PACKAGE = paths.ROOT / "odin_desktop"
PURE = [
    *sorted((PACKAGE / "analysis").rglob("*.py")),
    PACKAGE / "ai" / "analyst.py",
    PACKAGE / "ai" / "halving.py",
    *sorted(PACKAGE.glob("ai/*/analyst.py")),
    PACKAGE / "commands" / "review.py",
]


def test_no_analysis_module_imports_pygame() -> None:
    assert len(PURE) >= 10
    assert not pygame_imports(PURE)


def test_importing_the_review_and_both_analysts_loads_no_pygame() -> None:
    code = (
        "import sys, odin_desktop.analysis.review, odin_desktop.commands.review\n"
        "from odin_desktop import games\n"
        "[g.analyst() for g in games.GAMES.values()]\n"
        "print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
