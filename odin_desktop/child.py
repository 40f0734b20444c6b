"""A process of the game's own beside the window, behind a pipe (the bots' host, the records'
reader): work that would hold the interpreter's lock the frames need is done there.

It is started with *spawn* (the window runs threads a forked child would not copy safely, and
a frozen build starts its own executable as the child: `build/entry.py` calls
`multiprocessing.freeze_support()` first). The child's function receives its end of the pipe
first; the child ends when told to close or when the pipe closes, so it never outlives the
game, and one that does not end when told is ended.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable


class Child:
    """The window's side of a child process: ``target(conn, *args)`` runs in it."""

    def __init__(
        self, target: Callable[..., None], args: tuple[object, ...], name: str, daemon: bool
    ) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(target=target, args=(child, *args), name=name)
        self.process.daemon = daemon
        self.process.start()
        child.close()
        self.closed = False  # told to close, or the pipe broke

    def send(self, message: tuple[object, ...]) -> None:
        try:
            self.conn.send(message)
        except (BrokenPipeError, OSError):
            self.closed = True

    def close(self) -> None:
        """Tell the child to end (a ``("close",)`` message), and end it if it does not."""
        if self.closed:
            return
        self.send(("close",))
        self.closed = True
        self.conn.close()
        self.process.join(timeout=2)
        if self.process.is_alive():
            self.process.terminate()
