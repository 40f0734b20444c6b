"""Work done beside the window (the bots' process, the threads that make card art ahead) keeps
out of the frame thread's way, so a frame is not late because a bot or a picture was being
worked out:

- **Priority.** It runs at the lowest priority the system has: Linux's idle policy
  (`SCHED_IDLE`: it runs on a core nothing else wants, and gives it up at once to the frame
  thread) where there is one, else a raised niceness. Linux gives each thread its own
  (`setpriority` and `sched_setscheduler` act on the calling thread); elsewhere a process
  lowers itself (`os.nice`) and a thread is left as it is.
- **Between frames.** An art thread starts each job in the gap between two frames
  (`wait_for_frame_gap`), not in the middle of one: a Python thread that wakes mid-frame takes
  the interpreter's lock from the frame thread at its next blit, and on a machine with two
  cores the frame thread then waits for a core as well as for the lock. The app's loop marks
  each frame (`frame_started` / `frame_ended`); with no loop running the gap is always open.
"""

from __future__ import annotations

import contextlib
import os
import threading

BACKGROUND_NICENESS = 10  # of 19, where there is no idle policy (and its floor where there is)
# The longest a job waits for a gap: a machine that draws frames back to back still gets its
# pictures, a frame later than it could.
GAP_WAIT_SECONDS = 0.05

_between_frames = threading.Event()
_between_frames.set()


def lower_this_thread() -> bool:
    """Lower the priority of the calling thread (Linux); whether it was lowered."""
    if not hasattr(os, "setpriority") or not os.path.isdir("/proc/self/task"):
        return False
    with contextlib.suppress(OSError):
        tid = threading.get_native_id()
        now = os.getpriority(os.PRIO_PROCESS, tid)
        os.setpriority(os.PRIO_PROCESS, tid, max(now, BACKGROUND_NICENESS))
        _idle_policy()
        return True
    return False


def lower_this_process() -> bool:
    """Lower the priority of the whole calling process (a worker process); whether it was."""
    if not hasattr(os, "nice"):
        return False
    with contextlib.suppress(OSError):
        os.nice(max(0, BACKGROUND_NICENESS - os.nice(0)))
        _idle_policy()  # its main thread; the threads it starts later inherit it
        return True
    return False


def _idle_policy() -> None:
    """The calling thread to the idle policy, where the system has one (the niceness stays)."""
    if hasattr(os, "SCHED_IDLE") and hasattr(os, "sched_setscheduler"):
        with contextlib.suppress(OSError):
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def frame_started() -> None:
    """The frame thread starts drawing a frame: jobs beside it wait for its end."""
    _between_frames.clear()


def frame_ended() -> None:
    """The frame is drawn and shown: jobs beside it may start until the next one."""
    _between_frames.set()


def wait_for_frame_gap(timeout: float = GAP_WAIT_SECONDS) -> bool:
    """Wait until no frame is being drawn, at most ``timeout`` seconds; whether it is so."""
    return _between_frames.wait(timeout)
