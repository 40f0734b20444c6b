"""Where the game's assets are, however it was installed.

A wheel (pip, pipx) and the frozen build carry them inside the package, as
`odin_desktop/assets/` (setup.py maps the checkout's top-level `assets/` there; the
PyInstaller spec puts them at the same place in the bundle), found through
importlib.resources. A source checkout or an editable install has no such folder and reads the
top-level `assets/` beside the package. Never relative to the working directory: the game may
be started from anywhere.
"""

from __future__ import annotations

import atexit
import contextlib
from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from pathlib import Path

PACKAGE = "odin_desktop"
CHECKOUT_ASSETS = Path(__file__).resolve().parents[2] / "assets"

# Assets copied out to temporary files when the package is not a folder on disk (a zip
# import): they stay for the life of the process, whose callers keep paths, and go at exit.
_extracted = contextlib.ExitStack()
atexit.register(_extracted.close)


def assets_dir() -> Traversable:
    """The assets folder: inside the installed or frozen package, else the checkout's."""
    packaged = files(PACKAGE) / "assets"
    if packaged.is_dir():
        return packaged
    return CHECKOUT_ASSETS


def asset(*parts: str) -> Path:
    """A real file path for one asset, e.g. asset("cards", "B7.svg"): SDL, FreeType and pytmx
    open files by name, so a resource inside a zip is extracted first."""
    resource = assets_dir().joinpath(*parts)
    if isinstance(resource, Path):
        return resource
    return _extracted.enter_context(as_file(resource))
