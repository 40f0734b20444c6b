"""The records folder as Replays lists it (no pygame): every record, newest first, with what
each one ends with, found beside the window so that no frame ever waits for the folder.

A `Shelf` (one per data folder, kept while the app runs, so Replays opens on what it knew
last) looks at the folder on a worker thread: it lists the files (names, sizes and times, so
the order is known at once) and takes what the index knows of each (`app.record_index`,
each entry checked against its file). The records the index does not know are read next,
those the screen shows first (`want`): a few on the thread, many in a process of their own
(`app.records_reader`: replaying thousands of records on a thread would hold the lock the
frames need). The index is saved every few seconds and at the end. The frame reads a
`Snapshot`, a new one each time more is known. The marks to keep (`app.record_keeping`) are
read with the index, and written on a thread of their own when the player changes one
(`set_kept`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from odin_desktop import games
from odin_desktop.app import record_index, record_keeping, stats
from odin_desktop.app.autosave import autosave_path
from odin_desktop.app.record_files import RECORDS, RecordFile, list_folder
from odin_desktop.app.record_index import Entry, Summary
from odin_desktop.app.records_reader import RecordsReader
from odin_desktop.app.storage import data_dir
from odin_desktop.i18n.terms import is_you

PUBLISH_EVERY = 0.2  # seconds between two snapshots while records are read
READ_HERE = 16  # records read on the worker thread; more are read in a process of their own
SAVE_EVERY = 5.0  # seconds between two writes of the index while records are read

log = logging.getLogger(__name__)


WON, LOST, UNFINISHED = "won", "lost", "unfinished"
# What the filters ask of a record read: its game (a registry id; None when it cannot be
# opened) and how it ended for the player (WON, LOST, UNFINISHED; None when not said).
Kind = tuple[str | None, str | None]


def your_seat(summary: Summary, name: str, yours: Mapping[str, int]) -> int | None:
    """The seat the player had in a record's game: its one human seat, or the one the
    statistics name for it (a record that keeps no seats), or else its one seat called
    "You" (a game the statistics do not count: played on from a moment of another, whose
    player is "You" and whose bots never are, `session.play_on`); None for a hot-seat game
    (its seats are "Player 1", "Player 2"…), a game of bots, or a record nothing says it of."""
    if summary.humans is not None:
        return summary.humans[0] if len(summary.humans) == 1 else None
    seat = yours.get(name)
    if seat is not None:
        return seat if 0 <= seat < len(summary.players) else None
    called_you = [i for i, player in enumerate(summary.players) if is_you(player)]
    return called_you[0] if len(called_you) == 1 else None


def kind(entry: Entry, name: str, yours: Mapping[str, int]) -> Kind:
    summary = entry.summary
    if summary is None:
        return None, None
    if summary.totals is None:  # a rule breaks on the way: no result
        return summary.game, None
    if not summary.finished:
        return summary.game, UNFINISHED
    seat = your_seat(summary, name, yours)
    if seat is None:
        return summary.game, None
    return summary.game, WON if seat in summary.winners else LOST


@dataclass(frozen=True)
class Snapshot:
    """What is known of the records folder at one moment (never changed: a newer snapshot
    replaces it)."""

    version: int = 0
    folder: Path = Path()  # the records folder
    files: tuple[RecordFile, ...] = ()  # every record, newest first
    entries: Mapping[str, Entry] = field(default_factory=dict)  # by name: those read
    kinds: Mapping[str, Kind] = field(default_factory=dict)  # by name: those read
    saves: tuple[tuple[str, Path], ...] = ()  # each game (registry id) in progress: its save
    kept: frozenset[str] = frozenset()  # the records marked to keep
    yours: Mapping[str, int] = field(default_factory=dict)  # record -> the player's seat
    listed: bool = False  # the folder has been listed at least once
    reading: bool = False  # records are being listed or read now
    notice: str | None = None  # something the player should know (their marks)

    @property
    def read(self) -> int:
        """How many of the records are known."""
        return len(self.entries)


class Shelf:
    """The records of one data folder (see the module docstring)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder / RECORDS
        self._lock = threading.Lock()
        self._snapshot = Snapshot(folder=self.folder)
        self._index: dict[str, Entry] | None = None  # as last read or written
        self._wanted: tuple[str, ...] = ()
        self._stop = threading.Event()
        self._reader: threading.Thread | None = None
        self._changes: dict[str, bool] = {}  # marks waiting to be written
        self._writer: threading.Thread | None = None
        self._index_marks_stale = False  # marks changed since the index was written

    @property
    def snapshot(self) -> Snapshot:
        return self._snapshot

    # ------------------------------------------------------------------ asked by the frame

    def refresh(self) -> None:
        """Look at the folder again (on the worker; at once if it is not at work)."""
        with self._lock:
            self._stop.clear()
            if self._reader is None:
                self._reader = threading.Thread(target=self._read, name="odin-records")
                self._reader.daemon = True  # only reads; what it saves is whole or not at all
                self._reader.start()

    def want(self, names: tuple[str, ...]) -> None:
        """The records the screen shows: read first, when not known yet."""
        self._wanted = names

    def stop(self) -> None:
        """Replays is left: no more reading (what was read is saved in the index)."""
        self._stop.set()
        with self._lock:
            idle = self._reader is None and self._index_marks_stale
        if idle:  # the index's copies of the marks, brought up to date
            threading.Thread(target=self._save_index, name="odin-records-index").start()

    def set_kept(self, name: str, kept: bool) -> None:
        """Mark the record ``name`` to keep (or not): shown at once, written on a thread."""
        with self._lock:
            names = self._snapshot.kept
            names = names | {name} if kept else names - {name}
            self._publish(kept=names)
            self._changes[name] = kept
            if self._writer is None:
                self._writer = threading.Thread(target=self._write_marks, name="odin-marks")
                self._writer.start()  # not a daemon: a mark is on disk before the app exits

    def wait(self, timeout: float = 60.0) -> bool:
        """For tests and benchmarks only (the frame never waits): until the worker and the
        writer are done; whether they are."""
        deadline = time.monotonic() + timeout
        for attr in ("_reader", "_writer"):
            thread = getattr(self, attr)
            if thread is not None:
                thread.join(max(0.0, deadline - time.monotonic()))
        return self._reader is None and self._writer is None

    # ------------------------------------------------------------------ the worker

    def _publish(self, **changes: object) -> None:
        """A new snapshot (call with the lock held)."""
        version = self._snapshot.version + 1
        self._snapshot = replace(self._snapshot, version=version, **changes)  # type: ignore[arg-type]  # the fields named by the caller

    def _read(self) -> None:
        # At the frames' own priority: a thread set lower would hold the interpreter's lock
        # the frames need while it waits for a core. What is heavy is done in a process.
        try:
            self._look()
        except Exception:  # a fault of the game's: the list keeps what it knew
            log.exception("reading the records folder failed")
        finally:
            with self._lock:
                self._publish(reading=False)
                self._reader = None

    def _look(self) -> None:
        with self._lock:
            self._publish(reading=True)
        saves = tuple((g.id, p) for g in games.playable() if (p := autosave_path(g.id)).exists())
        files = tuple(sorted(list_folder(self.folder), key=_newest_first))
        if self._index is None:
            self._index = record_index.load()
        index = self._index
        marks = record_keeping.restored(record_keeping.load_marks(), lambda: index)
        known = {f.name: e for f in files if (e := index.get(f.name)) and e.describes(f)}
        yours = stats.charted_seats()
        kinds = {name: kind(entry, name, yours) for name, entry in known.items()}
        with self._lock:
            pending = self._changes  # marks the player made that are not written yet
            marked = {n for n, k in pending.items() if k}
            kept = (marks.names | marked) - {n for n, k in pending.items() if not k}
            self._publish(
                files=files,
                entries=dict(known),
                kinds=dict(kinds),
                saves=saves,
                kept=kept,
                yours=yours,
                listed=True,
                notice=marks.notice,
            )
        todo = [f for f in files if f.name not in known]
        if todo:
            self._read_records(todo, known, kinds, yours)
        if known != index or self._index_marks_stale:
            self._save_index(known)

    def _read_records(
        self,
        todo: list[RecordFile],
        known: dict[str, Entry],
        kinds: dict[str, Kind],
        yours: Mapping[str, int],
    ) -> None:
        """Read the records the index does not know, those the screen shows first: a few
        here, many in a process of their own (`app.records_reader`)."""
        here = {file.name: file for file in todo}
        reader = None
        if len(todo) > READ_HERE:
            reader, here = RecordsReader(self.folder), {}
            reader.read(todo)
        pending = {file.name for file in todo}
        asked: tuple[str, ...] = ()
        published = saved = time.monotonic()
        try:
            while pending and not self._stop.is_set():
                wanted = self._wanted
                if reader is not None:
                    if wanted != asked:
                        asked = wanted
                        reader.want(wanted)
                    found = reader.take(PUBLISH_EVERY)
                    if reader.broken:
                        log.warning("the records' reader stopped with %d unread", len(pending))
                        return
                else:
                    name = next((n for n in wanted if n in here), None) or next(iter(here))
                    found = [(name, record_index.read_entry(self.folder, here.pop(name)))]
                for name, entry in found:
                    known[name] = entry
                    kinds[name] = kind(entry, name, yours)
                    pending.discard(name)
                now = time.monotonic()
                shown = any(name in wanted for name, _entry in found)
                if found and (shown or not pending or now - published >= PUBLISH_EVERY):
                    published = now
                    with self._lock:
                        self._publish(entries=dict(known), kinds=dict(kinds))
                if now - saved >= SAVE_EVERY:
                    saved = now
                    self._save_index(known)
        finally:
            if reader is not None:
                reader.close()

    def _save_index(self, entries: dict[str, Entry] | None = None) -> None:
        """Write the index with each entry's copy of the mark as it is now."""
        with self._lock:
            kept = self._snapshot.kept
            self._index_marks_stale = False
        chosen = self._index if entries is None else entries
        if chosen is None:
            return
        marked = {n: replace(e, kept=n in kept) for n, e in chosen.items()}
        try:
            record_index.save(marked)
        except OSError as error:  # only a copy: the next look tries again
            log.warning("the records' index could not be written: %s", error)
            return
        self._index = marked

    def _write_marks(self) -> None:
        while True:
            with self._lock:
                changes, self._changes = self._changes, {}
                if not changes:
                    self._writer = None
                    return
            try:
                marks = record_keeping.set_marks(changes)
            except OSError as error:
                with self._lock:
                    self._publish(notice=_marks_failed(error))
                continue
            with self._lock:
                self._index_marks_stale = True
                pending = self._changes
                names = marks.names | {n for n, k in pending.items() if k}
                self._publish(kept=names - {n for n, k in pending.items() if not k})


def _newest_first(file: RecordFile) -> tuple[float, str]:
    return (-file.when, file.name)


def _marks_failed(error: OSError) -> str:
    from odin_desktop.i18n import _
    from odin_desktop.i18n.errors import os_reason

    reason = os_reason(error) if error.errno is not None else str(error)
    return _("Your mark could not be saved ({error}).").format(error=reason)


_shelves: dict[Path, Shelf] = {}  # by data folder: what Replays knew last


def shelf() -> Shelf:
    """The shelf of the data folder in use, looking at the folder again."""
    folder = data_dir()
    found = _shelves.get(folder)
    if found is None:
        found = _shelves[folder] = Shelf(folder)
    found.refresh()
    return found


def forget() -> None:
    """Forget every shelf, as a new start of the app would (tests, benchmarks)."""
    _shelves.clear()
