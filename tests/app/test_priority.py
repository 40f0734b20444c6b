"""Work beside the window runs below the frame thread's priority: the threads that make card
art ahead (both games) and the bots' process, so on a machine with few cores a frame is not
late because a picture or a bot's move was being worked out."""

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


def test_a_thread_lowers_itself_and_leaves_the_others_as_they_were() -> None:
    seen: dict[str, int] = {}

    def work() -> None:
        assert priority.lower_this_thread()
        seen["thread"] = _niceness_of(threading.get_native_id())

    before = _niceness_of(threading.get_native_id())
    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert seen["thread"] >= priority.BACKGROUND_NICENESS
    assert _niceness_of(threading.get_native_id()) == before  # the frame thread's own


def test_the_art_threads_of_both_games_run_lowered(monkeypatch: pytest.MonkeyPatch) -> None:
    from odin_desktop.scenes.odin import art as odin_art
    from odin_desktop.scenes.ravens import art as ravens_art

    lowered: list[str] = []
    real = priority.lower_this_thread

    def spy() -> bool:
        lowered.append(threading.current_thread().name)
        return real()

    monkeypatch.setattr(odin_art, "lower_this_thread", spy)
    monkeypatch.setattr(ravens_art, "lower_this_thread", spy)
    odin_art.prefetch([40]).join(60)
    ravens_art.prefetch(tile_widths=[40]).join(60)
    assert {"card-prefetch", "ravens-art-prefetch"} <= set(lowered)
    odin_art.prepare_face("R1", 41)  # the warm-up thread, started once for the process
    assert odin_art.prepared(60) and odin_art._warmer is not None
    warmer = odin_art._warmer.native_id
    assert warmer is not None and _niceness_of(warmer) >= priority.BACKGROUND_NICENESS


def test_the_bots_process_thinks_below_the_window() -> None:
    from odin_desktop.session.odin.controller import spawn_bots

    host = spawn_bots()
    try:
        pid = host._process.pid
        assert pid is not None
        for _ in range(100):  # the process lowers itself as it starts
            if os.getpriority(os.PRIO_PROCESS, pid) >= priority.BACKGROUND_NICENESS:
                break
            time.sleep(0.05)
        assert os.getpriority(os.PRIO_PROCESS, pid) >= priority.BACKGROUND_NICENESS
    finally:
        host.close()
