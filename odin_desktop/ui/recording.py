"""What tests record of the drawing while they look (a context manager each), and nothing
otherwise: the texts cut to fit (`ui.text`), the labels drawn and where (`ui.controls`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Generic, TypeVar

T = TypeVar("T")


class Recorder(Generic[T]):
    def __init__(self) -> None:
        self._logs: list[list[T]] = []  # one list per `recording` under way

    @contextmanager
    def recording(self) -> Iterator[list[T]]:
        """Within it, everything `add`ed goes into the list it gives."""
        log: list[T] = []
        self._logs.append(log)
        try:
            yield log
        finally:
            self._logs.remove(log)

    @property
    def on(self) -> bool:
        """Whether anyone records now (so work done only for them can be skipped)."""
        return bool(self._logs)

    def add(self, item: T) -> None:
        for log in self._logs:
            log.append(item)
