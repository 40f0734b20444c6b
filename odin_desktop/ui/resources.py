"""Where the bundled assets live, from source and when frozen by PyInstaller.

Never relative to the working directory: the game may be started from anywhere.
"""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The `assets/` folder: inside the PyInstaller bundle when frozen, else the repo root."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


def asset(*parts: str) -> Path:
    """Path of one asset, e.g. asset("cards", "B7.svg")."""
    return assets_dir().joinpath(*parts)
