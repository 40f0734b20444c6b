"""Memory the pictures free, given back to the system where the C library would keep it.

glibc keeps what is freed inside its heaps (the main one, and one for each thread that made
pictures) until it is asked to trim them: at 3840 x 2160 a card's picture is ~0.5 MB, and the
rasteriser's buffers of a warm-up thread and the pictures a cache let go stay in the process.
Both games' warm-up threads call `release_freed` once their pictures are made. Elsewhere (not
glibc) it does nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
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
