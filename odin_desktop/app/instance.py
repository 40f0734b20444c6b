"""One running copy of the game per data folder (no pygame).

Two copies playing in one data folder would both offer the same Continue and both write the
same autosave, the last mover overwriting the other's game. So the game (`commands.play`)
holds a lock on ``odin-desktop.lock`` in the data folder while it runs, and a second start
finds it held: it asks the first copy to bring its window forward, says so, and exits without
reading or writing the player's saves, settings, statistics or records.

The lock is one the operating system drops when the process ends, however it ends (SIGKILL
and power cuts included): `fcntl.flock` on Linux and macOS, `msvcrt.locking` on Windows. The
file itself stays (it is empty): only the lock counts, and deleting a lock file would let two
copies each lock a different file of the same name. The descriptor is not inherited, so a bot
process that outlives a killed game does not keep the lock either. The standard library does
this in a few lines; a locking package (filelock, portalocker) would add a dependency for the
same two calls.

The request to come forward is a note, ``odin-desktop.wake``, that the second copy leaves
beside the lock and the running copy takes (deletes) when its main loop next looks, at least
once a second; a copy that takes it is alive and answering. A note nobody takes is removed
by the copy that left it.

Only the game's window takes the lock: the command-line tools that never write the player's
data (replay, arena, bench, view, demo) run beside it (see docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import time
from pathlib import Path

LOCK_FILE = "odin-desktop.lock"
WAKE_FILE = "odin-desktop.wake"
ANSWER_SECONDS = 5.0  # how long a second start waits for the first copy to take its note


class Held:
    """The lock of a data folder, held by this process until it ends."""

    def __init__(self, folder: Path, fd: int) -> None:
        self.folder = folder
        self._fd = fd
        # A note found already is taken at the first look, not deleted here: a second start
        # may have left it a moment ago (a double double-click), and it waits for an answer.

    def take_wake_request(self) -> bool:
        """Whether another start asked this copy to come forward since the last look (the
        request is taken: it is answered once)."""
        try:
            (self.folder / WAKE_FILE).unlink()
        except OSError:  # no note (the usual answer), or one that cannot be taken
            return False
        return True

    def release(self) -> None:
        """Let another copy start (tests; the game keeps the lock until its process ends, so
        that the autosave thread's last write lands before anyone else can play)."""
        if self._fd >= 0:
            os.close(self._fd)  # closing drops the lock, on every platform
            self._fd = -1


def acquire(folder: Path) -> Held | None:
    """The lock of the data folder ``folder``, or None when another running copy holds it.
    OSError when the folder cannot hold a lock (read-only, or a file system without locks):
    the caller runs without one then, as it always did."""
    fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)  # not inherited (PEP 446)
    try:
        locked = _try_lock(fd)
    except OSError:
        os.close(fd)
        raise
    if not locked:
        os.close(fd)
        return None
    return Held(folder, fd)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)  # the first byte: a region may lie beyond the end
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as error:
            if error.errno in (errno.EACCES, errno.EDEADLOCK):  # another process holds it
                return False
            raise
        return True

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:  # another open of the file holds it
            return False
        return True


def ask_to_come_forward(folder: Path, wait: float | None = None) -> bool:
    """Ask the copy running in ``folder`` to bring its window forward: True when it took the
    request within ``wait`` seconds (`ANSWER_SECONDS`), as a copy that is alive and answering
    does; False when it did not (starting, or busy) or the note could not be left."""
    wait = ANSWER_SECONDS if wait is None else wait
    note = folder / WAKE_FILE
    try:
        note.write_text(str(os.getpid()), encoding="ascii")
    except OSError:
        return False
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if not note.exists():
            return True
        time.sleep(0.05)
    with contextlib.suppress(OSError):  # not to surprise the first copy much later
        note.unlink()
    return False
