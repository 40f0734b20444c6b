"""No two classes of the package share a name: a name says which game and which job a class
is for (`OdinTableModel`, `RavensTableModel`), so a reader, a traceback and a search find
the one meant."""

from __future__ import annotations

import ast
from collections import defaultdict

from paths import ROOT


def test_no_two_classes_share_a_name() -> None:
    where: dict[str, list[str]] = defaultdict(list)
    for path in sorted((ROOT / "odin_desktop").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                where[node.name].append(str(path.relative_to(ROOT)))
    shared = {name: paths for name, paths in where.items() if len(paths) > 1}
    assert not shared, f"classes sharing a name: {shared}"
