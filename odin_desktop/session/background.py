"""One question answered on a worker thread, so the window never waits for it (the coach's
hints and the tutor's check of a move). The frame polls `done`; an answer nobody wants any
more (the position changed) is simply dropped by whoever asked."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Generic, TypeVar

log = logging.getLogger(__name__)
T = TypeVar("T")


class Background(Generic[T]):
    """``work`` run once on a daemon thread; `result` once `done` (None if it failed)."""

    def __init__(self, work: Callable[[], T], name: str = "odin-coach") -> None:
        self.result: T | None = None
        self.error: BaseException | None = None
        self._finished = threading.Event()

        def run() -> None:
            try:
                self.result = work()
            except Exception as error:  # said in the log; the asker sees no answer
                log.warning("%s failed: %s", name, error)
                self.error = error
            finally:
                self._finished.set()

        self._thread = threading.Thread(target=run, name=name, daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """For tests and the command line only: the frame never waits."""
        return self._finished.wait(timeout)
