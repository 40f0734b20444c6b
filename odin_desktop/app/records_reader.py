"""Many records read in a process of their own, as the bots think in theirs (`session.bot_host`):
replaying a record is Python work, and a thread doing it for thousands of records would hold
the interpreter's lock the frames need, the more so at a low priority on a busy machine (a
thread set aside holds the lock while it waits for a core). The process lowers its own
priority, reads the records it is given (those the screen shows first, as it is told), and
sends back what each ends with, a few at a time; it ends when told, or when its pipe closes,
so it never outlives the game.

It is a `child.Child`, as the bots' host is.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Sequence
from multiprocessing.connection import Connection
from pathlib import Path

from odin_desktop import games
from odin_desktop.app.record_files import RecordFile
from odin_desktop.app.record_index import Entry, read_entry
from odin_desktop.child import Child
from odin_desktop.games.entry import GameEntry
from odin_desktop.priority import lower_this_process

SEND_EVERY = 0.1  # seconds: what was read is sent at least this often

Read = list[tuple[str, Entry]]


def _serve(conn: Connection, folder: str, registry: Sequence[GameEntry]) -> None:
    lower_this_process()  # the window's frames first
    # The games the window's registry holds, one registered as it ran too (a test's third
    # game): a record of any of them is read here as the window would.
    games.GAMES.update((entry.id, entry) for entry in registry)
    with contextlib.suppress(BrokenPipeError, EOFError, OSError):
        _read(conn, Path(folder))


def _read(conn: Connection, folder: Path) -> None:
    todo: dict[str, RecordFile] = {}
    wanted: tuple[str, ...] = ()
    batch: Read = []
    sent = time.monotonic()
    while True:
        while not todo or conn.poll():  # what the window asks first; idle: wait for it
            kind, *rest = conn.recv()
            if kind == "read":
                todo.update((file.name, file) for file in rest[0])
            elif kind == "want":
                wanted = rest[0]
            elif kind == "close":
                return
        name = next((n for n in wanted if n in todo), None)
        file = todo.pop(next(iter(todo)) if name is None else name)
        batch.append((file.name, read_entry(folder, file)))
        if name is not None or not todo or time.monotonic() - sent >= SEND_EVERY:
            conn.send(batch)
            batch, sent = [], time.monotonic()


class RecordsReader:
    """The window's side: give records to read, say which are wanted first, take what was
    read (never waiting longer than asked)."""

    def __init__(self, folder: Path) -> None:
        # A daemon: it only reads, and the window may quit while it does.
        registry = list(games.GAMES.values())
        self._child = Child(_serve, (str(folder), registry), "odin-records", daemon=True)

    @property
    def broken(self) -> bool:
        """The process went away (or was told to close): nothing more will come."""
        return self._child.closed

    @property
    def pid(self) -> int | None:
        return self._child.process.pid

    def read(self, files: Sequence[RecordFile]) -> None:
        self._child.send(("read", list(files)))

    def want(self, names: tuple[str, ...]) -> None:
        self._child.send(("want", names))

    def take(self, timeout: float) -> Read:
        """What was read since the last call, waiting at most ``timeout`` for the first."""
        found: Read = []
        try:
            if self._child.conn.poll(timeout):
                while self._child.conn.poll():
                    found += self._child.conn.recv()
        except (EOFError, OSError):
            self._child.closed = True
        return found

    def close(self) -> None:
        self._child.close()
