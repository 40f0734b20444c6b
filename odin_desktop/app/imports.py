"""Records brought into the records folder from elsewhere (`odin-desktop import`): the games
`arena --records` kept, a friend's exports. Pygame-free.

Each file is read as any record is (`engine.jsonio`), its game found in the registry by the
record's ``format``, and played through that game's rules (`GameEntry.record_steps`) before
it is copied: a file that is not a record, or breaks a rule, is refused with the reason in the
player's words and the folder is left as it was. A record is copied byte for byte, under its
own name (``-2``, ``-3``… when the name is taken), with the review and the deep review kept
beside it when there are. A file already in the records folder, byte for byte, is not copied twice.

A record may be plain or gzip-compressed JSON (`engine.jsonio`), as the records folder keeps
them. The records folder keeps every game unless the player set a limit in Settings
(`app.record_keeping`: then a finished game makes the oldest not marked to keep go), so with a
limit no more are imported than fit beside the player's games not marked to keep: the next
finished game would otherwise make the player's own games go for the imported ones. Imported
games are not counted in the statistics (only games played to their end at this table are).
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from odin_desktop import games
from odin_desktop.analysis import cache
from odin_desktop.app import record_keeping
from odin_desktop.app.record_files import (
    COMPRESSED,
    PLAIN,
    is_record,
    list_folder,
    new_record_path,
    records_dir,
)
from odin_desktop.engine.jsonio import GZIP_MAGIC, MAX_BYTES, Unreadable, gunzip, parse_json
from odin_desktop.engine.records import RecordRuleError, RecordUnreadable
from odin_desktop.fileio import write_bytes_atomic
from odin_desktop.i18n import _
from odin_desktop.i18n.errors import os_reason
from odin_desktop.i18n.records import broken_record

IMPORTED, ALREADY, REFUSED, NO_ROOM = "imported", "already", "refused", "no room"


@dataclass(frozen=True)
class Imported:
    """What became of one file: ``status`` one of `IMPORTED` (copied to ``kept``),
    `ALREADY` (the same bytes are in the records folder, as ``kept``), `REFUSED` (``reason``
    says why) or `NO_ROOM`."""

    source: Path
    status: str
    kept: Path | None = None
    reason: str = ""


def files_in(paths: Sequence[Path]) -> tuple[list[Path], list[Imported]]:
    """The files to import from ``paths`` (a folder's records, ``*.json`` and ``*.json.gz``,
    in name order, reviews kept beside records left for their record), and the paths that
    are neither."""
    found: list[Path] = []
    missing: list[Imported] = []
    for path in paths:
        if path.is_dir():
            found += sorted(p for p in path.iterdir() if is_record(p.name) and p.is_file())
        elif path.is_file():
            found.append(path)
        else:
            reason = _("the file or folder does not exist")
            missing.append(Imported(path, REFUSED, reason=reason))
    return list(dict.fromkeys(found)), missing


def check(data: bytes) -> str | None:
    """Why ``data`` is not a record a game of the registry can show; None when it is."""
    try:
        doc = parse_json(gunzip(data) if data.startswith(GZIP_MAGIC) else data)
    except Unreadable as error:
        return _("This is not a game record: {error}.").format(error=error)
    game = games.by_record_format(doc.get("format") if isinstance(doc, dict) else None)
    if game is None:
        return _("This is not a record of a game Odin Desktop knows.")
    try:
        for _step in game.record_steps(doc):
            pass
    except (RecordUnreadable, RecordRuleError) as error:
        return broken_record(error, game.refusal_text)
    return None


def _read(path: Path) -> bytes:
    """The file's bytes; Unreadable when it is too big (OSError when the disk refuses)."""
    with open(path, "rb") as stream:
        data = stream.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise Unreadable(_("the file is over the 5 MB limit"))
    return data


class _Folder:
    """The records folder as the import finds it: its records by content, and room left."""

    def __init__(self, folder: Path, limit: int) -> None:
        self.folder = folder
        records = list_folder(folder)
        # Every game is kept (``limit`` 0), or the newest ``limit`` beside those marked to
        # keep (`record_keeping.prune`): as many fit. Marks that cannot be read all count
        # against the limit, so an import never makes a game of the player's go.
        marks = record_keeping.load_marks() if limit > 0 else None
        kept = marks.names if marks is not None and marks.sure else frozenset()
        unmarked = sum(record.name not in kept for record in records)
        self.room = max(0, limit - unmarked) if limit > 0 else len(records) + 2**31
        self._by_size: dict[int, list[Path]] = {}
        for record in records:
            self._by_size.setdefault(record.size, []).append(folder / record.name)

    def same_as(self, data: bytes) -> Path | None:
        """A record of the folder with exactly these bytes."""
        digest = hashlib.sha256(data).digest()
        for path in self._by_size.get(len(data), []):
            try:
                if hashlib.sha256(path.read_bytes()).digest() == digest:
                    return path
            except OSError:
                continue
        return None

    def free_name(self, name: str, compressed: bool) -> Path:
        """A name no record (in either form) nor review (deep or not) has, from ``name``,
        ending as a record of its form does (so Replays lists it)."""
        for form in (COMPRESSED, PLAIN):
            name = name.removesuffix(form)
        return new_record_path(self.folder, name, compressed)

    def add(self, path: Path, size: int) -> None:
        self._by_size.setdefault(size, []).append(path)
        self.room -= 1


def import_records(
    paths: Sequence[Path], folder: Path | None = None, limit: int = 0
) -> list[Imported]:
    """Import the records at ``paths`` (files or folders) into the records folder (or
    ``folder``), each checked first, as many as fit the games kept (``limit``, the player's
    `Settings.records_limit`; 0: every game): what became of each file, in order. OSError
    when the records folder cannot be made."""
    target = folder or records_dir()
    target.mkdir(parents=True, exist_ok=True)
    found, results = files_in(paths)
    records = _Folder(target, limit)
    for path in found:
        results.append(_import_one(path, records))
    return results


def _import_one(path: Path, records: _Folder) -> Imported:
    try:
        data = _read(path)
    except (OSError, Unreadable) as error:
        reason = os_reason(error) if isinstance(error, OSError) else str(error)
        return Imported(path, REFUSED, reason=reason)
    problem = check(data)
    if problem is not None:
        return Imported(path, REFUSED, reason=problem)
    same = records.same_as(data)
    if same is not None:
        return Imported(path, ALREADY, same)
    if records.room <= 0:
        return Imported(path, NO_ROOM)
    kept = records.free_name(path.name, data.startswith(GZIP_MAGIC))
    try:
        write_bytes_atomic(kept, data)
    except OSError as error:
        return Imported(path, REFUSED, reason=os_reason(error))
    records.add(kept, len(data))
    for deep in (False, True):  # its reviews go along; a damaged one is ignored when read
        review = cache.cache_path(path, deep)
        if review.is_file():
            # The record is what was asked for: a review that cannot follow is made again.
            with contextlib.suppress(OSError, Unreadable):
                write_bytes_atomic(cache.cache_path(kept, deep), _read(review))
    return Imported(path, IMPORTED, kept)


def counts(results: Iterable[Imported]) -> dict[str, int]:
    found = {IMPORTED: 0, ALREADY: 0, REFUSED: 0, NO_ROOM: 0}
    for result in results:
        found[result.status] += 1
    return found
