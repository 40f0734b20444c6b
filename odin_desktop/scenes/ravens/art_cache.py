"""The rendered pictures of Odin's Ravens, kept by name and pixel size, least recently used
first out, and forgotten on request: the paths' cards change width as the row grows or
shrinks, and at 3840 x 2160 a set of the row's cards at a width no longer drawn is 5-7 MB.

Safe from two threads (the art's warm-up thread renders while the UI draws): the dictionary
is locked, the rendering is not, so SDL_image rasterises with the GIL released meanwhile."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable

import pygame

from odin_desktop.memory import CacheInfo, release_freed  # kept importable from here

__all__ = ["CacheInfo", "Key", "SizedCache", "release_freed"]

Key = tuple[str, tuple[int, int]]  # a picture's source name ("card:FM") and size


class SizedCache:
    def __init__(self, render: Callable[[str, tuple[int, int]], pygame.Surface], most: int):
        self._render = render
        self._most = most
        self._kept: OrderedDict[Key, pygame.Surface] = OrderedDict()
        self._lock = threading.Lock()
        self._hits = self._misses = 0

    def __call__(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        key = (name, size)
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                self._hits += 1
                return found
            self._misses += 1
        surface = self._render(name, size)
        with self._lock:
            self._kept[key] = surface
            while len(self._kept) > self._most:
                self._kept.popitem(last=False)
        return surface

    def __contains__(self, key: Key) -> bool:
        with self._lock:
            return key in self._kept

    def sizes(self, name: str) -> list[tuple[int, int]]:
        """The sizes at which the picture ``name`` is kept now."""
        with self._lock:
            return [size for kept, size in self._kept if kept == name]

    def forget(self, keys: Iterable[Key]) -> None:
        """Let these pictures go (a size no longer drawn)."""
        with self._lock:
            for key in keys:
                self._kept.pop(key, None)

    def cache_info(self) -> CacheInfo:
        with self._lock:
            return CacheInfo(self._hits, self._misses, self._most, len(self._kept))

    def cache_clear(self) -> None:
        with self._lock:
            self._kept.clear()
            self._hits = self._misses = 0
