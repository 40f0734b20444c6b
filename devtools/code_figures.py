"""Figures about the code's shape at a git revision, for closing notes and before/after checks.

    python -m devtools.code_figures            # the working tree's HEAD
    python -m devtools.code_figures 381cbff    # any revision

Prints: classes of `odin_desktop/` sharing a name; the methods both games' table scenes,
views and models define that their shared base does not (what each game wrote twice); lines
of Python per layer and game folder.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS: tuple[str, ...] = ("engine", "ai", "session", "games", "scenes", "i18n")
LAYERS += ("benchmarks", "analysis", "commands", "app", "ui")
GAMES = ("odin", "ravens")
# (base module, base class, each game's module, each game's class): the table layers.
TABLE_LAYERS = (
    ("scenes/table_scene.py", "TableScene", "scenes/{g}/table.py", "{G}TableScene"),
    ("scenes/table_view.py", "TableView", "scenes/{g}/view.py", "{G}TableView"),
    ("scenes/table_model.py", "TableModel", "scenes/{g}/model.py", "{G}TableModel"),
)


def git(*args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout


def files(rev: str) -> list[str]:
    names = git("ls-tree", "-r", "--name-only", rev, "odin_desktop").split()
    return [name for name in names if name.endswith(".py")]


def source(rev: str, path: str) -> str | None:
    try:
        return git("show", f"{rev}:{path}")
    except subprocess.CalledProcessError:
        return None


def class_names(rev: str, paths: list[str]) -> Counter[str]:
    names: Counter[str] = Counter()
    for path in paths:
        text = source(rev, path) or ""
        tree = ast.parse(text)
        names.update(node.name for node in tree.body if isinstance(node, ast.ClassDef))
    return names


def methods(rev: str, path: str, names: tuple[str, ...]) -> set[str]:
    """The methods of the first class of ``names`` found in ``path`` (none when neither)."""
    text = source(rev, f"odin_desktop/{path}")
    if text is None:
        return set()
    for node in ast.parse(text).body:
        if isinstance(node, ast.ClassDef) and node.name in names:
            return {
                item.name
                for item in node.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
            }
    return set()


def twice_written(rev: str) -> list[tuple[str, list[str]]]:
    rows = []
    for base_path, base, game_path, game_class in TABLE_LAYERS:
        inherited = methods(rev, base_path, (base,))
        per_game = [
            # Before the renames both games' classes had the base's plain name.
            methods(rev, game_path.format(g=g), (game_class.format(G=g.capitalize()), base))
            for g in GAMES
        ]
        both = sorted((per_game[0] & per_game[1]) - inherited)
        rows.append((base, both))
    return rows


def lines(rev: str, paths: list[str], layer: str, game: str | None) -> int:
    prefix = f"odin_desktop/{layer}/"
    chosen = [
        p
        for p in paths
        if p.startswith(prefix)
        and (f"/{game}/" in p if game else not any(f"/{g}/" in p for g in GAMES))
    ]
    return sum(len((source(rev, p) or "").splitlines()) for p in chosen)


def main(argv: list[str]) -> int:
    rev = argv[0] if argv else "HEAD"
    paths = files(rev)
    dupes = sorted(name for name, count in class_names(rev, paths).items() if count > 1)
    print(f"revision {git('rev-parse', '--short', rev).strip()}")
    print(f"classes sharing a name: {len(dupes)} {' '.join(dupes)}")
    for base, both in twice_written(rev):
        print(f"methods both games' {base} subclasses define outside it: {len(both)} {both}")
    print(f"{'lines':<11}{'odin':>8}{'ravens':>8}{'shared':>8}")
    for layer in LAYERS:
        row = [lines(rev, paths, layer, g) for g in (*GAMES, None)]
        print(f"{layer:<11}" + "".join(f"{n:>8}" for n in row))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
