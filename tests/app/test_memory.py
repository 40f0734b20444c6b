"""What the caches let go goes back to the system (`odin_desktop.memory`)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from odin_desktop import memory

glibc = pytest.mark.skipif(memory._libc() is None, reason="glibc's allocator only")

# In a fresh process (the threshold is the process's, and never set back): a picture's block
# freed, then one more of its size made. glibc raises its threshold to a freed mapped block's
# size, so the second comes from the heap, where a cache letting it go later leaves a hole
# the system never gets back; with the threshold kept, it is mapped on its own.
PROBE = textwrap.dedent(
    """
    import ctypes, sys
    from odin_desktop import memory

    class Info(ctypes.Structure):
        _fields_ = [(n, ctypes.c_size_t) for n in (
            "arena ordblks smblks hblks hblkhd usmblks fsmblks uordblks fordblks keepcost"
        ).split()]

    libc = memory._libc()
    libc.mallinfo2.restype = Info
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    if sys.argv[1] == "kept":
        memory.keep_pictures_apart()
    block = 300 * 420 * 4  # a card's face at 3840 x 2160
    first = libc.malloc(block)
    libc.free(first)
    before = libc.mallinfo2().hblkhd
    second = libc.malloc(block)
    print(libc.mallinfo2().hblkhd - before >= block)
    """
)


def _mapped_apart(how: str) -> bool:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, how], capture_output=True, text=True, check=True
    )
    return done.stdout.strip() == "True"


@glibc
def test_a_picture_freed_leaves_the_next_of_its_size_in_the_heap_unless_kept_apart() -> None:
    assert not _mapped_apart("default")  # what the game suffered: 175 or 200 MB by chance
    assert _mapped_apart("kept")


@glibc
def test_the_threshold_is_set_and_freed_memory_can_be_trimmed() -> None:
    assert memory.keep_pictures_apart()
    memory.release_freed()  # nothing to check but that glibc's call is made without error


def test_the_app_keeps_pictures_apart_before_the_display_starts(monkeypatch) -> None:
    import pygame

    from odin_desktop.app import app as app_module
    from odin_desktop.app.settings import Settings

    calls: list[bool] = []
    monkeypatch.setattr(
        app_module.memory, "keep_pictures_apart", lambda: calls.append(pygame.display.get_init())
    )
    pygame.display.quit()
    app_module.App((320, 200), settings=Settings(read_only=True), fullscreen=False)
    assert calls == [False]


def test_the_old_name_is_still_importable() -> None:
    from odin_desktop.scenes.ravens.art_cache import release_freed

    assert release_freed is memory.release_freed
