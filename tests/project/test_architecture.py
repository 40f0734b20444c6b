"""The shape of the code: no import cycle in the game package (imports inside functions and
under TYPE_CHECKING count too), no dev-only library imported by the game, and the shell
reaching games only through the registry."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import paths

ROOT = paths.ROOT
PACKAGE = ROOT / "odin_desktop"
# What the game may import beyond the standard library: its runtime dependencies.
RUNTIME = {"pygame", "pytmx", "platformdirs", "odin_desktop"}
# The shell: modules that must reach a game only through `odin_desktop.games`.
SHELL = (
    "odin_desktop.app",
    "odin_desktop.commands",
    "odin_desktop.scenes.base",
    "odin_desktop.scenes.menu",
    "odin_desktop.scenes.pause",
    "odin_desktop.scenes.replays",
    "odin_desktop.scenes.settings",
    "odin_desktop.scenes.shell",
    "odin_desktop.scenes.statistics",
    "odin_desktop.scenes.handover",
    "odin_desktop.scenes.rules",
    "odin_desktop.scenes.screen",
    "odin_desktop.scenes.save_warning",
    "odin_desktop.scenes.record_error",
    "odin_desktop.scenes.table_model",
    "odin_desktop.scenes.table_scene",
    "odin_desktop.scenes.table_view",
    "odin_desktop.session.bot_host",
    "odin_desktop.session.saved",
    "odin_desktop.session.setup",
    "odin_desktop.ai.arena",
    "odin_desktop.ai.base",
    "odin_desktop.ai.external",
    "odin_desktop.ai.specs",
    "odin_desktop.ai.stats",
)
GAMES = ("odin", "ravens")


def modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imported_names(module: str, path: Path) -> Iterator[str]:
    """Every module name an import statement anywhere in the file names (functions, classes
    and `if TYPE_CHECKING:` blocks included), with each `from x import y` also as `x.y`."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            yield source
            yield from (f"{source}.{alias.name}" for alias in node.names)


def graph() -> dict[str, set[str]]:
    """Module -> the modules of the package it imports (a name resolves to the longest
    module it names: `from a.b import c` is `a.b.c` when that is a module, else `a.b`)."""
    known = modules()

    def resolve(name: str) -> str | None:
        while name and name not in known:
            name = name.rpartition(".")[0]
        return name or None

    edges: dict[str, set[str]] = {}
    for module, path in known.items():
        targets = {resolve(n) for n in imported_names(module, path) if n.startswith("odin_desk")}
        edges[module] = {t for t in targets if t and t != module}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for v in edges:
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return found


def test_the_game_package_has_no_import_cycle() -> None:
    assert cycles(graph()) == []


def test_the_cycle_finder_finds_a_cycle_through_an_import_inside_a_function() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]
    source = "def late():\n    from odin_desktop.app import stats\n"
    module = ast.parse(source)
    names = [n.module for n in ast.walk(module) if isinstance(n, ast.ImportFrom)]
    assert names == ["odin_desktop.app"]  # ast.walk reaches into function bodies


def test_no_game_module_imports_a_dev_only_library() -> None:
    stdlib = set(sys.stdlib_module_names) | {"__future__"}
    offenders = []
    for module, path in modules().items():
        for name in imported_names(module, path):
            top = name.split(".")[0]
            if top and top not in stdlib and top not in RUNTIME:
                offenders.append(f"{module}: {name}")
    assert offenders == []


def test_the_shell_reaches_games_only_through_the_registry() -> None:
    edges = graph()
    offenders = []
    for module, targets in edges.items():
        if not module.startswith(SHELL):
            continue
        for target in targets:
            inside = [g for g in GAMES if f".{g}." in f"{target}." and ".games." not in target]
            if inside:
                offenders.append(f"{module} -> {target}")
    assert offenders == []
