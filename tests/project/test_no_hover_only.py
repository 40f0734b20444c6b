"""No tooltip out of a finger's reach: every screen with a tip tells it the pointer's move as
it came, so a long press shows the tip at once and the finger's lift takes it away
(`ui/rest.py`). Walked over the package's source, so a tip added later without touch fails
here, and a screen given tips must join the touch test that long-presses them."""

from __future__ import annotations

import ast

from paths import ROOT

PACKAGE = ROOT / "odin_desktop"


def tip_calls() -> list[tuple[str, int, str, int]]:
    """Each ``….hover(…)`` on a tooltip: where, and how many arguments it is given."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            owner = ast.unparse(node.func.value)
            if node.func.attr == "hover" and "tip" in owner:
                found.append((str(path.relative_to(ROOT)), node.lineno, owner, len(node.args)))
    return found


def test_every_tooltip_is_told_whether_a_finger_rests_on_it() -> None:
    calls = tip_calls()
    assert calls, "no tooltip found: the walk looks in the wrong place"
    for where, line, owner, args in calls:
        assert args == 2, f"{where}:{line}: {owner}.hover() without the pointer's move"


def test_the_tooltip_users_are_the_ones_the_touch_test_walks() -> None:
    users = sorted(
        str(path.relative_to(ROOT))
        for path in PACKAGE.rglob("*.py")
        if "Tooltip()" in path.read_text(encoding="utf-8")
    )
    # tests/scenes/ravens/test_ravens_table_touch.py long-presses each of its buttons
    assert users == ["odin_desktop/scenes/ravens/table.py"]
