"""The player's games are kept (no pygame): every record stays unless the player sets a limit
in Settings (`Settings.records_limit`), and then the newest games up to it stay, each with its
reviews, and never one the player marked to keep (the star in Replays; an exported game is
marked), nor anything at all while those marks cannot be read.

The marks are the player's own data, kept as the names of the records marked in
``records-kept.json`` in the data folder, with the care of the settings: written whole or
not at all, a damaged file set aside (never overwritten) and the player told. That file is
the source of truth. The index keeps a copy of each mark (`app.record_index`), from which a
lost or damaged file is written again, so a mark is lost only when both files are.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from odin_desktop.analysis.cache import cache_path
from odin_desktop.app import record_index
from odin_desktop.app.record_files import COMPRESSED, list_folder, records_dir
from odin_desktop.app.storage import data_dir, load_json_object, write_json_atomic
from odin_desktop.i18n import _
from odin_desktop.i18n.errors import os_reason

FILE_NAME = "records-kept.json"
FORMAT = "odin-desktop-kept-records"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True)
class Marks:
    """The records marked to keep, as far as they could be read."""

    names: frozenset[str]
    state: str = "read"  # "read", "missing" (no file yet), "damaged", "unreadable", "newer"
    notice: str | None = None  # what went wrong, for the player

    @property
    def sure(self) -> bool:
        """Whether these are all the marks, so a record not among them may be removed."""
        return self.state in ("read", "missing")

    @property
    def writable(self) -> bool:
        """Whether the file may be written (never over one unread, nor a newer version's)."""
        return self.state in ("read", "missing", "damaged")


def path() -> Path:
    return data_dir() / FILE_NAME


def load_marks() -> Marks:
    """The marks in the file. A damaged file is set aside and said; one the disk will not
    give is left alone and said; a newer version's is read as far as it can be."""
    loaded = load_json_object(path(), MAX_BYTES)
    if loaded.unreadable is not None:
        notice = _("Your games marked to keep could not be read ({error}).").format(
            error=os_reason(loaded.unreadable)
        )
        return Marks(frozenset(), "unreadable", notice)
    if loaded.damaged is not None:
        return Marks(frozenset(), "damaged", _damaged(loaded.damaged, loaded.kept_as))
    raw = loaded.data
    if raw is None:
        return Marks(frozenset(), "missing")
    names = raw.get("kept")
    if raw.get("format") != FORMAT or not isinstance(names, list):
        why = _("it does not hold what the game writes there")
        return Marks(frozenset(), "unreadable", _damaged(why))
    found = frozenset(n for n in names if isinstance(n, str))
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        notice = _(
            "Your games marked to keep were saved by a newer version of Odin Desktop: "
            "marks made now are not saved."
        )
        return Marks(found, "newer", notice)
    return Marks(found)


def _damaged(why: str, kept_as: str | None = None) -> str:
    if kept_as is None:
        return _("The list of your games marked to keep is damaged ({error}).").format(error=why)
    return _(
        "The list of your games marked to keep was damaged ({error}); it was kept as {name}."
    ).format(error=why, name=kept_as)


def save_marks(names: Iterable[str]) -> None:
    """Write the marks (atomically); OSError when the disk refuses."""
    doc = {"format": FORMAT, "version": VERSION, "kept": sorted(set(names))}
    write_json_atomic(path(), doc)


def set_marks(changes: dict[str, bool]) -> Marks:
    """Mark (True) or unmark records by name, in the file; the marks now. OSError when the
    disk refuses, or when the file must not be written (unread, or a newer version's)."""
    marks = restored(load_marks())
    if not marks.writable:
        raise OSError(marks.notice or "the marks cannot be written")
    names = {name for name in marks.names if changes.get(name, True)}
    names |= {name for name, kept in changes.items() if kept}
    save_marks(names)
    return Marks(frozenset(names), "read", marks.notice)


def restored(
    marks: Marks, index: Callable[[], dict[str, record_index.Entry]] = record_index.load
) -> Marks:
    """The marks, with the index's copies of them where the file lost them (``index``: the
    index's entries, asked for only then): written again when the file is missing or was
    damaged (so the records the player marked stay marked), added when it cannot be read or
    is a newer version's."""
    if marks.state == "read":
        return marks
    copies = frozenset(name for name, entry in index().items() if entry.kept)
    if not copies:
        return marks
    if marks.state in ("missing", "damaged"):
        with contextlib.suppress(OSError):  # else tried again at the next look
            save_marks(copies)
            return Marks(copies, "read", marks.notice)
    return Marks(marks.names | copies, marks.state, marks.notice)


# ---------------------------------------------------------------------- the limit


def prune(limit: int) -> list[str]:
    """With a limit (``limit`` > 0), remove the oldest records beyond the ``limit`` newest
    not marked to keep, each with its reviews kept beside it (the review and the deep
    review; not while the record's other form stays, which shares them). Nothing goes while
    the marks cannot be read. The names removed."""
    if limit <= 0:
        return []
    marks = restored(load_marks())
    if not marks.sure:
        return []
    folder = records_dir()
    files = sorted(list_folder(folder), key=lambda f: (f.when, f.name), reverse=True)
    removed = []
    for old in [f for f in files if f.name not in marks.names][limit:]:
        try:
            (folder / old.name).unlink(missing_ok=True)
            if not _other_form(folder / old.name).exists():
                for deep in (False, True):
                    cache_path(folder / old.name, deep).unlink(missing_ok=True)
        except OSError:
            continue
        removed.append(old.name)
    return removed


def _other_form(record: Path) -> Path:
    """``NAME.json.gz`` for ``NAME.json`` and the other way round."""
    if record.name.endswith(COMPRESSED):
        return record.with_name(record.name.removesuffix(".gz"))
    return record.with_name(record.name + ".gz")


def prune_soon(limit: int) -> None:
    """`prune` on a thread of its own (a whole folder to list: not on the frame's thread;
    not a daemon, so it finishes before the app exits)."""
    if limit > 0:
        threading.Thread(target=prune, args=(limit,), name="odin-prune").start()
