"""The shape of the code: no import cycle in the game package (imports inside functions and
under TYPE_CHECKING count too), no dev-only library imported by the game, and game code only
in the games' own packages: every module outside `<layer>/<game>/` is shared, and reaches a
game only through the registry."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import paths

from odin_desktop import games as registry

ROOT = paths.ROOT
PACKAGE = ROOT / "odin_desktop"
# What the game may import beyond the standard library: its runtime dependencies.
RUNTIME = {"pygame", "pytmx", "platformdirs", "odin_desktop"}
# The games, from the registry: a module whose dotted path has a game's id as a part
# (`scenes.odin.table`, `games.ravens`, `i18n.odin.cards`) is that game's; every other module
# is shared, and checked.
GAMES = tuple(registry.GAMES)
REGISTRY = "odin_desktop.games"  # the one shared module that lists the games (their entries)
# The program's own name, not a game's: the package's, and a string's first word before a
# hyphen ("odin-desktop", the threads "odin-bots", "odin-hint"). The game ODIN shares the
# word, so these are not read for ODIN's id.
BRAND = re.compile(rf"^odin-|{PACKAGE.name}")

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


def game_of(module: str) -> str | None:
    """The game a module belongs to (a registered id among its dotted path's parts), or None
    for a shared module."""
    return next((part for part in module.split(".")[1:] if part in GAMES), None)


def _docstrings(tree: ast.AST) -> set[int]:
    documented = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, documented)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }


def _words(name: str) -> list[str]:
    """An identifier's words, lower case: `OdinEquity` and `odin_equity` say "odin"."""
    found = []
    for piece in name.split("_"):
        found += re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", piece)
    return [word.lower() for word in found]


def names_a_game(source: str) -> list[str]:
    """Where a module's code names a game: a string (not a docstring, not prose with spaces:
    "autosave-ravens.json", {"odin": …}) with a game's id as a word, or a name it defines
    (`odin_equity`, `class RavensEquity`). Comments and words for people ("ODIN: undo") are
    not read."""
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if id(node) in docstrings or re.search(r"\s", text):
                continue
            text = BRAND.sub("", text)
            said = [g for g in GAMES if re.search(rf"(?<![A-Za-z0-9]){g}(?![A-Za-z0-9])", text)]
        else:
            defined = {
                ast.FunctionDef: "name",
                ast.AsyncFunctionDef: "name",
                ast.ClassDef: "name",
                ast.arg: "arg",
            }
            if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, ast.Store):
                text = node.id if isinstance(node, ast.Name) else node.attr
            elif type(node) in defined:
                text = getattr(node, defined[type(node)])
            else:
                continue
            said = [g for g in GAMES if g in _words(text)]
        if said:
            found.append((node.lineno, f"line {node.lineno}: {text!r}"))  # type: ignore[attr-defined]
    return [where for _line, where in sorted(found)]


def test_the_modules_are_told_apart_by_the_registrys_games() -> None:
    shared = [m for m in modules() if game_of(m) is None]
    owned = [m for m in modules() if game_of(m) is not None]
    # the layers' shared tops, and each game's packages, all found
    assert {"odin_desktop.scenes.table_flow", "odin_desktop.ai.equity"} <= set(shared)
    assert {"odin_desktop.i18n.odin.cards", "odin_desktop.games.ravens"} <= set(owned)


def test_no_shared_module_imports_a_games_package() -> None:
    """Every module outside `<layer>/<game>/` reaches a game through the registry only (the
    registry itself imports the entries it lists); a game's module imports no other game's."""
    offenders = [
        f"{module} -> {target}"
        for module, targets in graph().items()
        for target in sorted(targets)
        if game_of(target) not in (None, game_of(module))
        and not (module == REGISTRY and target.startswith(f"{REGISTRY}."))
    ]
    assert offenders == []


def test_no_shared_module_names_a_game() -> None:
    offenders = {
        module: said
        for module, path in modules().items()
        if game_of(module) is None
        and (said := names_a_game(path.read_text(encoding="utf-8")))
    }
    assert offenders == {}


def test_the_checks_see_a_game_named_or_imported() -> None:
    assert game_of("odin_desktop.scenes.ravens.model") == "ravens"
    assert game_of("odin_desktop.scenes.table_model") is None
    source = (
        "def odin_equity():\n"
        "    return {'ravens': 2}\n"
        "class RavensEquity: pass\n"
        "path = f'autosave-odin.json'\n"
        "ok = ('odin-bots', 'odin_desktop', 'ODIN: undo', 'the odin way')\n"
    )
    said = names_a_game(source)
    assert said == [
        "line 1: 'odin_equity'",
        "line 2: 'ravens'",
        "line 3: 'RavensEquity'",
        "line 4: 'autosave-odin.json'",
    ], said


# Where screens are wired together: the shell's navigation and each game's flow of screens.
SCENE_WIRING = {"odin_desktop.scenes.shell", *(f"odin_desktop.scenes.{g}.screens" for g in GAMES)}
# The shared bases a game's scenes build on (importing them is subclassing, not navigating).
SCENE_BASES = {
    "odin_desktop.scenes.base",
    "odin_desktop.scenes.screen",
    "odin_desktop.scenes.game_over",
    "odin_desktop.scenes.record_viewer",
    "odin_desktop.scenes.new_game_base",
    "odin_desktop.scenes.table_scene",
}


def _base_name(base: ast.expr) -> str:
    """A base class's name: `Scene`, `base.Scene` and `TableScene[Model]` alike."""
    if isinstance(base, ast.Subscript):
        base = base.value
    if isinstance(base, ast.Attribute):
        return base.attr
    return base.id if isinstance(base, ast.Name) else ""


def classes() -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """(class name -> the names of its bases, module -> the classes it defines)."""
    bases: dict[str, set[str]] = {}
    defined: dict[str, set[str]] = {}
    for module, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                names = {_base_name(b) for b in node.bases}
                bases.setdefault(node.name, set()).update(names)
                defined.setdefault(module, set()).add(node.name)
    return bases, defined


def scene_modules() -> set[str]:
    """The modules that define a scene: a class deriving, through any chain of classes of
    the package, from `scenes.base.Scene`."""
    bases, defined = classes()

    def is_scene(name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name == "Scene":
            return True
        return any(b not in seen and is_scene(b, seen | {name}) for b in bases.get(name, ()))

    return {m for m, classes in defined.items() if any(is_scene(c) for c in classes)}


def test_scenes_never_import_one_another() -> None:
    """A scene reaches another screen through `app.nav` or its game's `screens` module, never
    by importing it (docs/ARCHITECTURE.md): only the wiring modules import scenes, and a scene
    imports only the shared bases it builds on, or a scene it is a kind of (it subclasses
    one of that module's classes: the guided race's table is Odin's Ravens' table)."""
    scenes = scene_modules()
    assert {"odin_desktop.scenes.menu", "odin_desktop.scenes.odin.table"} <= scenes
    bases, defined = classes()
    built_on = {
        module: set().union(*(bases[name] for name in names)) for module, names in defined.items()
    }
    edges = graph()
    wrong = {
        module: sorted(
            t
            for t in targets
            if t in scenes
            and t not in SCENE_BASES
            and not defined.get(t, set()) & built_on.get(module, set())
        )
        for module, targets in edges.items()
        if module in scenes and module not in SCENE_WIRING
    }
    assert {m: t for m, t in wrong.items() if t} == {}


def test_only_the_main_loop_and_its_helpers_draw_in_app() -> None:
    """`app/` is pygame-free but for the main loop (`app.py`), its sleeping and pacing
    (`pacing.py`), what it sends to the screen (`present.py`) and the window (`window.py`,
    `window_place.py`)."""
    drawing = {
        f"odin_desktop.app.{m}" for m in ("app", "pacing", "present", "window", "window_place")
    }
    users = {
        module
        for module, path in modules().items()
        if module.startswith("odin_desktop.app.")
        and any(n == "pygame" or n.startswith("pygame.") for n in imported_names(module, path))
    }
    assert users <= drawing, users - drawing
