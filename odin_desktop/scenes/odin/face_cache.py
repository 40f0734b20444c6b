"""ODIN's rendered card images kept by (code, width, colour symbols): every face at the widths
the table draws its cards at (`keep_widths`: the hand's and the middle's, all 55 made ahead),
and the faces at other widths (the pile's, the fans', a summary's) least recently used out
beyond a budget of bytes. At 3840 x 2160 a face is 0.2-0.5 MB, and the other widths' faces of
every card that had passed the middle were all kept: ~20 MB more after a few hands, up to
~40 MB more in a long game.

Safe from two threads (the art's warm-up thread renders while the UI draws): the dictionary
is locked, the rendering is not, so SDL_image rasterises with the GIL released meanwhile."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable

import pygame

from odin_desktop.memory import CacheInfo
from odin_desktop.ui.surface_cache import IN_USE_SECONDS, surface_bytes

Key = tuple[str, int, bool]  # code, width, colour symbols shown


class FaceCache:
    def __init__(self, render: Callable[[str, int, bool], pygame.Surface], budget: int) -> None:
        self.__wrapped__ = render  # as `functools.lru_cache` names it: a render kept apart
        self.budget = budget  # bytes of the faces at widths not kept whole
        self._kept: dict[Key, pygame.Surface] = {}
        self._others: OrderedDict[Key, float] = OrderedDict()  # key: when last drawn
        self._others_bytes = 0
        self._widths: frozenset[int] = frozenset()
        self._lock = threading.Lock()
        self._hits = self._misses = 0

    def __call__(self, code: str, width: int, symbols: bool) -> pygame.Surface:
        key = (code, width, symbols)
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._hits += 1
                if key in self._others:
                    self._others[key] = time.monotonic()
                    self._others.move_to_end(key)
                return found
            self._misses += 1
        surface = self.__wrapped__(code, width, symbols)
        with self._lock:
            if key in self._kept:  # made by the other thread meanwhile
                return self._kept[key]
            self._kept[key] = surface
            if width not in self._widths:
                self._others[key] = time.monotonic()
                self._others_bytes += surface_bytes(surface)
                self._let_go()
        return surface

    def keep_widths(self, widths: Iterable[int]) -> None:
        """Keep every face at these widths (the table's, all made ahead); the faces at widths
        kept before are let go like any other's, the least recently drawn first."""
        with self._lock:
            self._widths = frozenset(widths)
            for key in list(self._others):
                if key[1] in self._widths:
                    del self._others[key]
                    self._others_bytes -= surface_bytes(self._kept[key])
            for key in self._kept:
                if key[1] not in self._widths and key not in self._others:
                    self._others[key] = 0.0  # never drawn at a width kept now: first out
                    self._others.move_to_end(key, last=False)
                    self._others_bytes += surface_bytes(self._kept[key])
            self._let_go()

    def _let_go(self) -> None:
        """The least recently drawn faces of other widths out, down to the budget (never one
        drawn within `IN_USE_SECONDS`: a screen drawing more never renders its faces twice)."""
        recent = time.monotonic() - IN_USE_SECONDS
        while self._others_bytes > self.budget and self._others:
            key, drawn = next(iter(self._others.items()))
            if drawn > recent:
                break
            del self._others[key]
            self._others_bytes -= surface_bytes(self._kept.pop(key))

    def __contains__(self, key: Key) -> bool:
        with self._lock:
            return key in self._kept

    def cache_info(self) -> CacheInfo:
        with self._lock:
            return CacheInfo(self._hits, self._misses, None, len(self._kept))

    def cache_clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self._others.clear()
            self._others_bytes = 0
            self._hits = self._misses = 0
