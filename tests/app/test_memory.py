"""Memory the pictures free, given back to the system (`odin_desktop.memory`), by both games."""

from __future__ import annotations

import threading

from fake_time import FakeTime

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
    from odin_desktop.ui import prefetch

    pygame.init()
    # An earlier test's table in this process may still be making its cards: let it finish,
    # so the faces counted are this prefetch's.
    for thread in threading.enumerate():
        if thread.name == "card-prefetch":
            thread.join(60)
    assert art.prepared(60)
    made: list[int] = []
    monkeypatch.setattr(prefetch, "release_freed", lambda: made.append(art._render.cache_info()[3]))
    art.clear_cache()
    art.prefetch([30]).join(60)
    assert made == [len(art.ALL_CODES) + 1]  # once, after the last face (and the back)
    art.clear_cache()


def test_the_old_name_is_still_importable() -> None:
    from odin_desktop.scenes.ravens.art_cache import release_freed

    assert release_freed is memory.release_freed


def test_freed_memory_is_given_back_as_the_screen_comes_to_rest_after_moving() -> None:
    released: list[float] = []
    clock = FakeTime(0.0)
    freed = memory.FreedAtRest(lambda: released.append(clock.now), clock.clock, gap=5.0)
    assert not freed.after_frame(moving=False)  # at rest from the start: nothing was drawn
    for _ in range(3):
        clock.now += 1 / 60
        assert not freed.after_frame(moving=True)  # never while something moves
    clock.now += 1 / 60
    assert freed.after_frame(moving=False)  # comes to rest: given back once
    clock.now += 1.0
    assert not freed.after_frame(moving=False)  # and not again while it rests
    freed.after_frame(moving=True)
    clock.now += 1.0
    assert not freed.after_frame(moving=False)  # moved again, but within the gap
    clock.now += 5.0
    assert freed.after_frame(moving=False)  # after it: the move before is given back
    assert released == [3 / 60 + 1 / 60, 3 / 60 + 1 / 60 + 7.0]


def test_the_apps_loop_gives_freed_memory_back_when_its_screen_stops_moving() -> None:
    from odin_desktop.app.app import App
    from odin_desktop.app.pacing import Pacer
    from odin_desktop.app.settings import Settings
    from odin_desktop.scenes.base import Scene

    class Moving(Scene):
        frames_moving = 5

        @property
        def animating(self) -> bool:
            return self.frames_moving > 0

        def update(self, dt: float) -> None:
            self.frames_moving -= 1

    clock = FakeTime()
    app = App((640, 400), settings=Settings(read_only=True), fullscreen=False)
    app.pacer = Pacer(clock.clock, clock.sleep, lambda: [])
    released: list[int] = []
    drawn: list[int] = []
    app.freed = memory.FreedAtRest(lambda: released.append(len(drawn)), clock.clock)
    app.run(Moving(app), max_frames=12, on_frame=drawn.append)
    # Once: after the fifth frame, which brought it to rest (4 frames drawn before then).
    assert released == [4]
