"""Pictures rendered ahead on a background thread, the same for every game's art.

SDL_image rasterises with the GIL released, so the UI thread keeps drawing frames while the
pictures it will need are prepared; later calls are then cache hits. Each picture waits for a
gap between frames (`odin_desktop.priority`), and the thread yields to the frame thread.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterable

import pygame

from odin_desktop.memory import release_freed
from odin_desktop.priority import lower_this_thread, wait_for_frame_gap


def in_background(name: str, renders: Iterable[Callable[[], object]]) -> threading.Thread:
    """Call each of ``renders`` (iterated on the thread) in a gap between frames, on a daemon
    thread called ``name``; the rasteriser's buffers are released at the end."""

    def work() -> None:
        lower_this_thread()  # the frame thread first
        for render in renders:
            wait_for_frame_gap()
            with contextlib.suppress(pygame.error):  # e.g. the display closed meanwhile
                render()
        release_freed()  # the rasteriser's buffers (its thread's heap), and pictures let go

    thread = threading.Thread(target=work, name=name, daemon=True)
    thread.start()
    return thread
