"""Work done beside the window (the bots' process, the threads that make card art ahead) runs
at a lower priority than the frame: on a machine with few cores the frame thread then gets a
core first, and a frame is not late because a bot or a picture was being worked out.

Linux gives each thread its own priority (`setpriority` on the thread's id); elsewhere a
process can lower its own (`os.nice`), and a thread is left as it is."""

from __future__ import annotations

import contextlib
import os
import threading

BACKGROUND_NICENESS = 10  # of 19: the frame thread first, the work still done when it idles


def lower_this_thread() -> bool:
    """Lower the priority of the calling thread (Linux); whether it was lowered."""
    if not hasattr(os, "setpriority") or not os.path.isdir("/proc/self/task"):
        return False
    with contextlib.suppress(OSError):
        tid = threading.get_native_id()
        now = os.getpriority(os.PRIO_PROCESS, tid)
        os.setpriority(os.PRIO_PROCESS, tid, max(now, BACKGROUND_NICENESS))
        return True
    return False


def lower_this_process() -> bool:
    """Lower the priority of the whole calling process (a worker process); whether it was."""
    if not hasattr(os, "nice"):
        return False
    with contextlib.suppress(OSError):
        os.nice(max(0, BACKGROUND_NICENESS - os.nice(0)))
        return True
    return False
