"""Memory the pictures free goes back to the system, on the C library where it would not.

glibc serves a large block from a mapping of its own, returned when freed, but only up to a
threshold that rises each time such a block is freed (to that block's size, up to 32 MB). Once
a card's picture at 3840 x 2160 (~0.5 MB) was freed, every picture of that size came from the
heap instead, where a cache letting it go leaves a hole the system never gets back: the same
game then kept 175 or 200 MB, depending on what was freed first. Fixing the threshold keeps
every picture of 128 KB or more in a mapping of its own (`keep_pictures_apart`), so what the
caches let go is returned at once. Elsewhere (not glibc) both calls do nothing.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from functools import cache
from typing import Any

M_MMAP_THRESHOLD = -3  # mallopt's parameter (malloc.h)
PICTURE_BLOCK = 128 * 2**10  # bytes: glibc's own starting threshold, kept from then on


@cache
def _libc() -> Any:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name)
    except OSError:
        return None
    glibc = hasattr(libc, "mallopt") and hasattr(libc, "malloc_trim")
    return libc if glibc else None


def keep_pictures_apart(threshold: int = PICTURE_BLOCK) -> bool:
    """Serve blocks of ``threshold`` bytes or more from mappings of their own, freed to the
    system as soon as they are freed, for the rest of the process; whether it was set."""
    libc = _libc()
    return bool(libc is not None and libc.mallopt(M_MMAP_THRESHOLD, threshold) == 1)


def release_freed() -> None:
    """Give the memory freed since back to the system where the C library keeps it (glibc
    keeps what a thread's arena freed: the pictures let go, the rasteriser's buffers of a
    warm-up thread; at 3840 x 2160 some 10 MB); elsewhere nothing."""
    libc = _libc()
    if libc is not None:
        libc.malloc_trim(0)
