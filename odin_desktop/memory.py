"""Memory the pictures free, given back to the system where the C library would keep it.

glibc keeps what is freed inside its heaps (the main one, and one for each thread that made
pictures) until it is asked to trim them: at 3840 x 2160 a card's picture is ~0.5 MB, and the
rasteriser's buffers of a warm-up thread and the pictures a cache let go stay in the process.
Both games' warm-up threads call `release_freed` once their pictures are made, and the app's
loop each time the screen comes to rest after moving (`FreedAtRest`). Elsewhere (not glibc) it
does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import time
from collections.abc import Callable
from functools import cache
from typing import Any, NamedTuple


class CacheInfo(NamedTuple):
    """What a picture cache holds and how it served (as `functools.lru_cache` tells it)."""

    hits: int
    misses: int
    maxsize: int | None  # None: bounded otherwise (by bytes)
    currsize: int


@cache
def _libc() -> Any:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
    except OSError:
        return None
    return libc if hasattr(libc, "malloc_trim") else None


def release_freed() -> None:
    """Give the memory freed since back to the system where the C library keeps it (glibc
    keeps what a thread's arena freed: the pictures let go, the rasteriser's buffers of a
    warm-up thread; at 3840 x 2160 some 10 MB); elsewhere nothing."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)


class FreedAtRest:
    """Gives freed memory back each time the screen comes to rest after moving, at most once
    every ``gap`` seconds. Drawing moves allocates and frees pictures of every size (at
    3840 x 2160 a card in flight, a turned hand, a line of text), and glibc keeps what was freed
    in its heaps: a long 4K game of ODIN grew to 245 MB, 35 MB of it freed and kept. A trim
    takes ~3.5 ms there, in a frame with nothing moving."""

    def __init__(
        self,
        release: Callable[[], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        gap: float = 5.0,
    ) -> None:
        self._release = release or release_freed
        self._clock = clock
        self.gap = gap
        self._moved = False
        self._last = -gap

    def after_frame(self, moving: bool) -> bool:
        """Note a frame drawn (``moving``: another is due at once); whether it released."""
        if moving:
            self._moved = True
            return False
        now = self._clock()
        if not self._moved or now - self._last < self.gap:
            return False
        self._release()
        self._moved, self._last = False, now
        return True
