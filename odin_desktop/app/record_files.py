"""The records folder's files (no pygame): which of them are records, the name a new one
gets, and when each game was kept.

A record is ``NAME.json`` or, gzip-compressed, ``NAME.json.gz``: finished games are kept
compressed (a tenth of the size, docs/RECORDS.md), exports are plain JSON for other programs,
and both are read alike (`engine.jsonio`). A game's review lies beside its record as
``NAME.json.review.json`` whichever the form, and its deep review, when one was made, as
``NAME.json.deep-review.json`` (`analysis.cache`), so compressing a record keeps its
reviews. The folder holds nothing else of the game's: the index and the marks to
keep are beside it, in the data folder (`app.record_index`, `app.record_keeping`), where no
version of the game takes them for records.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from odin_desktop.analysis import cache
from odin_desktop.app.storage import data_dir

RECORDS = "records"
PLAIN, COMPRESSED = ".json", ".json.gz"
REVIEWS = (cache.SUFFIX, cache.DEEP_SUFFIX)  # a record's reviews end so, whichever its form
# The app names a record by the moment it kept it: "20250314-201502-You-Astrid.json.gz".
_STAMP = re.compile(r"(\d{8}-\d{6})")


def records_dir() -> Path:
    return data_dir() / RECORDS


def is_review(path: Path) -> bool:
    """Whether ``path`` is a game review kept beside its record (a deep one too), not a
    record."""
    return path.name.endswith(REVIEWS)


def is_record(name: str) -> bool:
    """Whether a file of the records folder called ``name`` is a record (a temporary file
    of a write under way starts with a dot)."""
    return (
        name.endswith((PLAIN, COMPRESSED))
        and not name.endswith(REVIEWS)
        and not name.startswith(".")
    )


@dataclass(frozen=True)
class RecordFile:
    """A record as the folder lists it: its name, its size and modification time (what tells
    whether the index still describes it), and when its game was kept, also as a month
    (year * 12 + month - 1, in the computer's time zone: what Replays jumps by)."""

    name: str
    size: int
    mtime_ns: int
    when: float  # seconds since the epoch
    month: int


def played_at(name: str, mtime: float) -> tuple[float, int]:
    """When a record's game was kept, and its month: the moment its name was given (the
    app's names), else the file's modification time (a record copied in keeps its name, not
    always its time)."""
    found = _STAMP.match(name)
    if found:
        try:
            moment = time.strptime(found.group(1), "%Y%m%d-%H%M%S")
            return time.mktime(moment), moment.tm_year * 12 + moment.tm_mon - 1
        except (ValueError, OverflowError):
            pass
    return mtime, month_of(mtime)


def month_of(when: float) -> int:
    """The month of a moment as one number: year * 12 + month - 1."""
    moment = time.localtime(when)
    return moment.tm_year * 12 + moment.tm_mon - 1


def list_folder(folder: Path) -> list[RecordFile]:
    """Every record in ``folder``, in no order; none when it cannot be read. A file that
    goes while it is listed is left out."""
    found = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not is_record(entry.name):
                    continue
                try:
                    info = entry.stat()
                except OSError:
                    continue
                if not entry.is_file():
                    continue
                when, month = played_at(entry.name, info.st_mtime)
                found.append(RecordFile(entry.name, info.st_size, info.st_mtime_ns, when, month))
    except OSError:
        return []
    return found


def new_record_path(folder: Path, stem: str, compressed: bool) -> Path:
    """A name for a new record in ``folder`` that no record has in either form, nor a
    review or deep review (the two forms share them: `analysis.cache.cache_path`), so a new
    game never opens with another's review."""
    suffix = COMPRESSED if compressed else PLAIN
    taken = (PLAIN, COMPRESSED) + tuple(PLAIN + review for review in REVIEWS)
    n, name = 1, stem
    while any((folder / f"{name}{form}").exists() for form in taken):
        n += 1
        name = f"{stem}-{n}"
    return folder / f"{name}{suffix}"
