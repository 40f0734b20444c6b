"""Memory the pictures free, given back to the system (`odin_desktop.memory`), by both games."""

from __future__ import annotations

import threading

from odin_desktop import memory


class _FakeLibc:
    def __init__(self, calls: list[str]) -> None:
        self.calls = calls

    def malloc_trim(self, pad: int) -> int:
        self.calls.append(f"trim {pad}")
        return 1


def test_release_freed_asks_glibc_to_trim_every_heap(monkeypatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(memory, "_libc", lambda: _FakeLibc(calls))
    memory.release_freed()
    assert calls == ["trim 0"]


def test_release_freed_does_nothing_without_glibc(monkeypatch) -> None:
    monkeypatch.setattr(memory, "_libc", lambda: None)
    memory.release_freed()  # no error where the C library has no malloc_trim


def test_odins_warm_up_gives_the_rasterisers_buffers_back_once_every_face_is_made(
    monkeypatch,
) -> None:
    import pygame

    from odin_desktop.scenes.odin import art

    pygame.init()
    # An earlier test's table in this process may still be making its cards: let it finish,
    # so the faces counted are this prefetch's.
    for thread in threading.enumerate():
        if thread.name == "card-prefetch":
            thread.join(60)
    assert art.prepared(60)
    made: list[int] = []
    monkeypatch.setattr(art, "release_freed", lambda: made.append(art._render.cache_info()[3]))
    art.clear_cache()
    art.prefetch([30]).join(60)
    assert made == [len(art.ALL_CODES) + 1]  # once, after the last face (and the back)
    art.clear_cache()


def test_the_old_name_is_still_importable() -> None:
    from odin_desktop.scenes.ravens.art_cache import release_freed

    assert release_freed is memory.release_freed
