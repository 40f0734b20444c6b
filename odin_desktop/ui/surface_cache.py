"""Pictures kept by key within a budget of bytes, the least recently used let go first, but
never one used within `IN_USE_SECONDS`: a screen that draws more than the budget holds keeps
all it draws rather than rendering it again every frame.

`functools.lru_cache` counts entries, and at 3840 x 2160 an entry weighs 16 times what it
does at 960 x 540: a count that suits one size lets the other grow for as long as a game
lasts. For one thread (the UI's): a hit is a few dictionary steps, and text is asked for
thousands of times a frame."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

from odin_desktop.memory import CacheInfo

K = TypeVar("K", bound=Hashable)
IN_USE_SECONDS = 2.0


class RecentSurfaces(Generic[K]):
    def __init__(self, budget: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.budget = budget
        self._clock = clock
        self._kept: OrderedDict[K, tuple[pygame.Surface, float]] = OrderedDict()
        self._bytes = 0
        self._hits = self._misses = 0

    def get(self, key: K, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture kept as ``key``, else ``render()``'s, kept."""
        now = self._clock()
        found = self._kept.get(key)
        if found is not None:
            self._hits += 1
            self._kept[key] = (found[0], now)
            self._kept.move_to_end(key)
            return found[0]
        self._misses += 1
        surface = render()
        self._kept[key] = (surface, now)
        self._bytes += surface_bytes(surface)
        self._let_go(now)
        return surface

    def _let_go(self, now: float) -> None:
        while self._bytes > self.budget and self._kept:
            key, (surface, used) = next(iter(self._kept.items()))
            if used > now - IN_USE_SECONDS:
                break  # this and all after it were used just now
            del self._kept[key]
            self._bytes -= surface_bytes(surface)

    @property
    def bytes(self) -> int:
        """What the pictures kept weigh."""
        return self._bytes

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self._hits, self._misses, None, len(self._kept))

    def cache_clear(self) -> None:
        self._kept.clear()
        self._bytes = 0
        self._hits = self._misses = 0


def surface_bytes(surface: pygame.Surface) -> int:
    """What a picture weighs in memory."""
    return surface.get_pitch() * surface.get_height()
