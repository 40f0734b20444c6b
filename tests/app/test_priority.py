"""Work beside the window keeps out of the frame thread's way: the threads that make card art
ahead (both games), the bots' process and the records' reader run below its priority (the idle
policy where Linux has it), and art jobs start between frames, which the app's loop marks."""

from __future__ import annotations

import os
import sys
import threading
import time

import pytest

from odin_desktop import priority

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="per-thread priorities are Linux's"
)


def _niceness_of(tid: int) -> int:
    return os.getpriority(os.PRIO_PROCESS, tid)


def _lowered(tid: int) -> bool:
    """Niced at least to the background's, and in the idle policy where there is one."""
    idle = not hasattr(os, "SCHED_IDLE") or os.sched_getscheduler(tid) == os.SCHED_IDLE
    return _niceness_of(tid) >= priority.BACKGROUND_NICENESS and idle


def test_a_thread_lowers_itself_and_leaves_the_others_as_they_were() -> None:
    seen: dict[str, bool] = {}

    def work() -> None:
        assert priority.lower_this_thread()
        seen["lowered"] = _lowered(threading.get_native_id())

    tid = threading.get_native_id()
    before = (_niceness_of(tid), os.sched_getscheduler(tid))
    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert seen["lowered"]
    assert (_niceness_of(tid), os.sched_getscheduler(tid)) == before  # the frame thread's own


def test_the_art_threads_of_both_games_run_lowered(monkeypatch: pytest.MonkeyPatch) -> None:
    from odin_desktop.scenes.odin import art as odin_art
    from odin_desktop.scenes.ravens import art as ravens_art
    from odin_desktop.ui import prefetch

    lowered: list[str] = []
    real = priority.lower_this_thread

    def spy() -> bool:
        lowered.append(threading.current_thread().name)
        return real()

    monkeypatch.setattr(odin_art, "lower_this_thread", spy)  # the warm-up thread
    monkeypatch.setattr(prefetch, "lower_this_thread", spy)  # both games' prefetch
    odin_art.prefetch([40]).join(60)
    ravens_art.prefetch(tile_widths=[40]).join(60)
    assert {"card-prefetch", "ravens-art-prefetch"} <= set(lowered)
    odin_art.prepare_face("R1", 41)  # the warm-up thread, started once for the process
    assert odin_art.prepared(60) and odin_art._warmer is not None
    warmer = odin_art._warmer.native_id
    assert warmer is not None and _lowered(warmer)


def test_the_bots_process_thinks_below_the_window() -> None:
    from odin_desktop.session.odin.controller import spawn_bots

    host = spawn_bots()
    try:
        assert _lowers_itself(host._child.process.pid)
    finally:
        host.close()


def _lowers_itself(pid: int | None) -> bool:
    """Whether a process started now is lowered within 5 s (it lowers itself as it starts)."""
    assert pid is not None
    for _ in range(100):
        if _lowered(pid):
            return True
        time.sleep(0.05)
    return _lowered(pid)


def test_the_records_reader_reads_below_the_window(tmp_path) -> None:  # noqa: ANN001
    """Replays' many records are replayed in a process of their own, as low as the bots'."""
    from odin_desktop.app.records_reader import RecordsReader

    reader = RecordsReader(tmp_path)
    try:
        assert _lowers_itself(reader.pid)
    finally:
        reader.close()


def test_a_job_waits_for_the_gap_between_frames() -> None:
    priority.frame_started()
    try:
        assert not priority.wait_for_frame_gap(timeout=0.01)  # a frame is being drawn
    finally:
        priority.frame_ended()
    assert priority.wait_for_frame_gap(timeout=0)


def test_the_loop_marks_each_frame_and_leaves_the_gap_open() -> None:
    from scene_helpers import make_app

    from odin_desktop.scenes.base import Scene

    gap_open_while_drawn: list[bool] = []

    class Watched(Scene):
        def draw(self, surface: object) -> None:
            gap_open_while_drawn.append(priority.wait_for_frame_gap(timeout=0))

    app = make_app()
    app.run(Watched(app), max_frames=3)
    assert gap_open_while_drawn and not any(gap_open_while_drawn)
    assert priority.wait_for_frame_gap(timeout=0)  # after the loop, jobs run at once


def test_odin_s_ravens_art_thread_renders_each_picture_in_a_gap_between_frames(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from odin_desktop.scenes.ravens import art as ravens_art
    from odin_desktop.ui import prefetch

    waits: list[str] = []
    monkeypatch.setattr(prefetch, "wait_for_frame_gap", lambda: waits.append("wait") or True)
    ravens_art.prefetch(tile_widths=[44], piece_sizes=[45]).join(60)
    # A tile for each landscape; the marker, both ravens and a symbol for each landscape and Odin
    landscapes = len(ravens_art.LANDSCAPES)
    assert len(waits) == landscapes + 1 + 2 + landscapes + 1


def test_odin_s_art_threads_make_each_picture_in_a_gap_between_frames(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from odin_desktop.scenes.odin import art as odin_art
    from odin_desktop.ui import prefetch

    waits: list[str] = []
    monkeypatch.setattr(odin_art, "wait_for_frame_gap", lambda: waits.append("wait") or True)
    monkeypatch.setattr(prefetch, "wait_for_frame_gap", lambda: waits.append("wait") or True)
    odin_art.prefetch([46]).join(60)
    assert len(waits) == len(odin_art.ALL_CODES) + 1  # every face and the back
    waits.clear()
    odin_art.prepare_face("G3", 47)
    odin_art.prepare_turned("G4", 47, [12.0, 15.0])
    assert odin_art.prepared(60)
    assert len(waits) == 3
