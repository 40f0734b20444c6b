"""The per-user data folder and safe file handling.

Files are written atomically (temporary file, flush, fsync, rename), and a file that cannot
be read is never overwritten: it is moved aside as ``NAME.corrupt-TIMESTAMP`` first.
"""

from __future__ import annotations

import contextlib
import gzip
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

from odin_desktop.fileio import write_bytes_atomic, write_text_atomic
from odin_desktop.i18n import _
from odin_desktop.i18n.errors import os_reason

APP_NAME = "odin-desktop"
# Tests and portable installs point this at another folder.
DATA_DIR_ENV = "ODIN_DESKTOP_DATA_DIR"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    folder = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
    # A read-only place: reads find nothing, writes fail and are reported by their callers.
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


class Damaged(ValueError):
    """The file's content cannot be what the game wrote; the message says why, in the
    player's language (it ends up in a notice)."""


def read_text(path: Path, max_bytes: int) -> str:
    """The UTF-8 text of a small file. OSError when it cannot be read; `Damaged` when it is
    too big or not UTF-8 (a file to set aside)."""
    with open(path, "rb") as stream:
        data = stream.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise Damaged(_("it is larger than {size} KB").format(size=max_bytes // 1024))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged(_("it is not text")) from None


@dataclass(frozen=True)
class Loaded:
    """What reading a small JSON file gave: its object, or why not."""

    data: dict[str, Any] | None = None  # the object, when the file was read (None: missing)
    unreadable: OSError | None = None  # the disk refused: the file is left alone
    damaged: str | None = None  # why the content is unusable (for the player): set aside…
    kept_as: str | None = None  # …under this name (None when it could not be moved)


def load_json_object(path: Path, max_bytes: int, look_only: bool = False) -> Loaded:
    """Read a JSON object from a small file; a damaged file is set aside, never overwritten
    (``look_only``: left where it is, for a reader that must write nothing)."""
    try:
        raw = json.loads(read_text(path, max_bytes))
        if not isinstance(raw, dict):
            raise Damaged(_("it does not hold what the game writes there"))
    except FileNotFoundError:
        return Loaded()
    except OSError as error:  # not corrupt, just unreadable: leave it for the player
        return Loaded(unreadable=error)
    except (ValueError, RecursionError) as error:
        kept = None
        if not look_only:
            with contextlib.suppress(OSError):
                kept = set_aside(path).name
        return Loaded(damaged=_damage(error), kept_as=kept)
    return Loaded(data=raw)


def _damage(error: ValueError | RecursionError) -> str:
    """Why a file's content is unusable, for the player (the JSON decoder speaks English)."""
    if isinstance(error, Damaged):
        return str(error)
    if isinstance(error, json.JSONDecodeError):
        return _("it is not valid JSON (line {line})").format(line=error.lineno)
    return _("it is not valid JSON")  # nested too deeply, or a number too long


def remove_stale_temps(path: Path, older_than: float = 60.0) -> None:
    """Delete temporary files a killed process left beside ``path`` (never ``path`` itself).
    Young ones are left alone: another running copy of the game may be writing them."""
    now = time.time()
    try:
        for temp in path.parent.glob(f".{path.name}.*.tmp"):
            if now - temp.stat().st_mtime > older_than:
                temp.unlink(missing_ok=True)
    except OSError:
        pass


def write_json_atomic(path: Path, value: Any, compress: bool = False) -> None:
    """``value`` as JSON text, gzip-compressed when asked (`engine.jsonio` reads both)."""
    text = json.dumps(value, ensure_ascii=False, indent=1)
    if compress:  # mtime 0: the same game gives the same bytes
        write_bytes_atomic(path, gzip.compress(text.encode("utf-8"), mtime=0))
    else:
        write_text_atomic(path, text)


def written(path: Path, value: Any, refused: str) -> str | None:
    """`write_json_atomic`, or ``refused`` (translated, with ``{error}``) filled with the
    disk's reason when it refused: what a file the player's data lives in says then."""
    try:
        write_json_atomic(path, value)
    except OSError as error:
        return refused.format(error=os_reason(error))
    return None


def set_aside(path: Path) -> Path:
    """Move a broken file out of the way, keeping it; returns where it went."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    return target
