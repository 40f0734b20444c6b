"""What a pure module may not do: import pygame. Shared by the engine's and the analysis
layer's purity tests."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path


def pygame_imports(paths: Iterable[Path]) -> list[str]:
    """Every import of pygame (or one of its modules) in ``paths``, as "file: module"."""
    offenders = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.name}: {n}" for n in names if n.split(".")[0] == "pygame"]
    return offenders
