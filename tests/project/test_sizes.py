"""No room a maintainer fears: no module of the package over 600 lines, no class over 400 lines
or 40 methods of its own (properties counted, the base's not), measured with `ast` over every
module and class of `odin_desktop/`. The rooms not split yet are listed with their size today:
each may shrink and none may grow, and one that fits is struck off the list (the test says so),
so the list only gets shorter."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import NamedTuple

from paths import ROOT

PACKAGE = ROOT / "odin_desktop"
MODULE_LINES = 600
CLASS_LINES = 400
CLASS_METHODS = 40

# Not split yet: "path" for a module, "path:Class" for a class, with (lines, methods) today.
NOT_SPLIT_YET: dict[str, tuple[int, int]] = {
    "odin_desktop/scenes/ravens/table.py:RavensTableScene": (478, 43),
    "odin_desktop/scenes/table_model.py:TableModel": (413, 47),
    "odin_desktop/scenes/table_scene.py:TableScene": (396, 55),
}


class Room(NamedTuple):
    name: str  # "path" or "path:Class"
    lines: int
    methods: int


def rooms(path: Path, source: str) -> list[Room]:
    """The module's own size and each of its classes' (nested ones too)."""
    name = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
    found = [Room(name, len(source.splitlines()), 0)]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ClassDef):
            assert node.end_lineno is not None
            methods = sum(
                isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) for item in node.body
            )
            found.append(Room(f"{name}:{node.name}", node.end_lineno - node.lineno + 1, methods))
    return found


def too_big(room: Room) -> bool:
    if ":" in room.name:
        return room.lines > CLASS_LINES or room.methods > CLASS_METHODS
    return room.lines > MODULE_LINES


def package_rooms() -> list[Room]:
    return [
        room
        for path in sorted(PACKAGE.rglob("*.py"))
        for room in rooms(path, path.read_text(encoding="utf-8"))
    ]


def test_no_module_or_class_of_the_package_is_too_big() -> None:
    grown = []
    for room in package_rooms():
        if not too_big(room):
            continue
        ceiling = NOT_SPLIT_YET.get(room.name)
        if ceiling is None or room.lines > ceiling[0] or room.methods > ceiling[1]:
            grown.append(f"{room.name}: {room.lines} lines, {room.methods} methods")
    assert grown == [], "split by what they do (docs/ARCHITECTURE.md, 'Small modules')"


def test_a_room_that_now_fits_is_struck_off_the_list() -> None:
    measured = {room.name: room for room in package_rooms()}
    fits = [name for name in NOT_SPLIT_YET if name not in measured or not too_big(measured[name])]
    assert fits == [], "struck off NOT_SPLIT_YET: they fit now"


def test_the_measure_sees_a_long_module_and_a_class_with_too_many_methods() -> None:
    many = "class Big:\n" + "".join(f"    def m{i}(self): pass\n" for i in range(41))
    long = "class Long:\n    x = 1\n" + "    y = 2\n" * 399
    found = {room.name: room for room in rooms(Path("probe.py"), many + long)}
    assert found["probe.py:Big"] == Room("probe.py:Big", 42, 41)
    assert found["probe.py:Long"].lines == 401
    assert too_big(found["probe.py:Big"]) and too_big(found["probe.py:Long"])
    assert not too_big(Room("probe.py:Fits", CLASS_LINES, CLASS_METHODS))
    assert too_big(Room("probe.py", MODULE_LINES + 1, 0))
    assert not too_big(Room("probe.py", MODULE_LINES, 0))
