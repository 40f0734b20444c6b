"""docs/ARCHITECTURE.md says what the code is, where a test can tell: the map's last column
(where pygame is used) against each layer's imports, the tests' folders per game, and the size
of High Card, the third game of the tests."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import paths
from test_architecture import PACKAGE, imported_names, modules

from odin_desktop import games

DOC = paths.ROOT / "docs" / "ARCHITECTURE.md"
TESTS = paths.ROOT / "tests"
THIRD_GAME = TESTS / "support" / "third_game"


def map_rows(doc: str) -> dict[str, str]:
    """The map's rows about the package: each path named in the first cell -> the last cell."""
    rows = {}
    for line in doc.splitlines():
        if not line.startswith("| `odin_desktop/"):
            continue
        first = line[2:].split(" | ", 1)[0]
        last = line.rstrip(" |").rsplit(" | ", 1)[1]
        names = re.findall(r"`([^`]+)`", first)
        base = names[0].rsplit("/", 1)[0] if names[0].endswith(".py") else ""
        for name in names:  # `odin_desktop/priority.py`, `fileio.py`: beside the first
            rows[name if "/" in name else f"{base}/{name}"] = last
    return rows


def _module_files(path: str) -> dict[str, Path]:
    """The modules under a map path (`odin_desktop/app/`) or that one module."""
    target = paths.ROOT / path
    return {
        module: file
        for module, file in modules().items()
        if file == target or (path.endswith("/") and target in file.parents)
    }


def _uses_pygame(module: str, file: Path) -> bool:
    return any(n == "pygame" or n.startswith("pygame.") for n in imported_names(module, file))


def _imports_pygame_on_load(file: Path) -> bool:
    """An import of pygame run when the module is (not in a function, nor for types only)."""
    tree = ast.parse(file.read_text(encoding="utf-8"))

    def top(body: list[ast.stmt]) -> bool:
        for node in body:
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            elif isinstance(node, ast.If) and "TYPE_CHECKING" not in ast.unparse(node.test):
                names = ["pygame"] if top(node.body) or top(node.orelse) else []
            elif isinstance(node, ast.Try):
                names = ["pygame"] if top(node.body) else []
            else:
                names = []
            if any(n == "pygame" or n.startswith("pygame.") for n in names):
                return True
        return False

    return top(tree.body)


def pygame_not_as_said(doc: str) -> list[str]:
    """The map's rows whose modules import pygame where its last column says they do not."""
    wrong = []
    for path, said in map_rows(doc).items():
        found = _module_files(path)
        if not found:
            wrong.append(f"the map names {path}, which is not in the package")
            continue
        users = {m.rsplit(".", 1)[1] for m, f in found.items() if _uses_pygame(m, f)}
        if said.startswith("never"):
            allowed: set[str] = set()
        elif said.startswith("only inside the methods"):  # the registry: on load, never
            users = {m.rsplit(".", 1)[1] for m, f in found.items() if _imports_pygame_on_load(f)}
            allowed = set()
        elif "only" in said:
            allowed = {n.removesuffix(".py") for n in re.findall(r"`([^`]+)`", said)}
            leaves = {m.rsplit(".", 1)[1] for m in found}
            wrong += [f"{path}: the map names {n}, not there" for n in sorted(allowed - leaves)]
        else:  # "yes": any module may
            continue
        if users - allowed:
            wrong.append(f"{path} ({said}): {sorted(users - allowed)} import pygame")
    return wrong


def third_game_size_not_as_said(doc: str) -> list[str]:
    said = re.search(r"third_game/\), about (\d+) lines in (\d+) files\)", " ".join(doc.split()))
    if not said:
        return ["What a third game adds no longer gives High Card's size"]
    files = list(THIRD_GAME.rglob("*.py"))
    lines = sum(len(f.read_text(encoding="utf-8").splitlines()) for f in files)
    wrong = [] if int(said.group(2)) == len(files) else [f"{len(files)} files"]
    if abs(int(said.group(1)) - lines) > lines * 0.05:  # "about": within 5 %
        wrong.append(f"{lines} lines")
    return wrong


def test_the_map_names_every_layer_of_the_package() -> None:
    rows = map_rows(DOC.read_text(encoding="utf-8"))
    layers = {f"odin_desktop/{p.name}/" for p in PACKAGE.iterdir() if (p / "__init__.py").exists()}
    assert layers <= set(rows), layers - set(rows)


def test_pygame_is_used_where_the_map_says() -> None:
    assert pygame_not_as_said(DOC.read_text(encoding="utf-8")) == []


def test_the_map_says_which_test_layers_have_a_folder_per_game() -> None:
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    said = re.search(r"\(`tests/<layer>/<game>/`: ([a-z, ]+)\)", text)
    assert said, "the map's tests row no longer says which layers have game folders"
    named = {name.strip() for name in said.group(1).split(",")}
    found = {
        layer.name
        for layer in TESTS.iterdir()
        if layer.is_dir() and any((layer / game).is_dir() for game in games.GAMES)
    }
    assert named == found


def test_the_third_games_size_is_the_one_the_doc_gives() -> None:
    assert third_game_size_not_as_said(DOC.read_text(encoding="utf-8")) == []


def test_the_checks_read_the_map_as_it_was_as_wrong() -> None:
    """The page before these tests: app/ said `app.py` only, High Card 780 lines."""
    doc = DOC.read_text(encoding="utf-8")
    old = doc.replace(
        "| `app.py`, `pacing.py`, `present.py` and `window_place.py` only |", "| `app.py` only |"
    ).replace("about 2200 lines in 16 files", "about 1800 lines in 16 files")
    assert old != doc
    wrong = pygame_not_as_said(old)
    assert len(wrong) == 1 and all(m in wrong[0] for m in ("pacing", "present", "window_place"))
    assert [m.split()[1] for m in third_game_size_not_as_said(old)] == ["lines"]
