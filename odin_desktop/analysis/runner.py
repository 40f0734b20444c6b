"""Running the review's jobs: on worker processes, one per core, or here when one is asked.

Workers are started with *spawn*, as the Expert's helpers are (`ai.shards`): the game's
window runs a review beside its threads, which a forked child would not copy safely, and a
frozen build starts its own executable as the child (`build/entry.py` calls
`multiprocessing.freeze_support()` first). A cancelled run ends its workers at once.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Sequence

from odin_desktop.analysis.jobs import Answer, Job, run_job

POLL = 0.1  # seconds between two looks at a cancellation while a job runs


def _quiet() -> None:
    """A worker leaves Ctrl-C to the review that started it, which ends the workers (else
    each would print its own traceback)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def default_workers() -> int:
    return max(1, os.cpu_count() or 1)


def run_jobs(
    jobs: Sequence[Job],
    on_answer: Callable[[Job, Answer], None],
    cancelled: Callable[[], bool],
    workers: int | None = None,
) -> bool:
    """Run ``jobs``, calling ``on_answer`` with each answer as it comes (in this thread);
    False when ``cancelled`` said so before the last one. The biggest jobs go first, so
    the workers end together."""
    order = sorted(jobs, key=lambda job: -job.weight)
    count = default_workers() if workers is None else max(1, workers)
    count = min(count, len(order))
    if count <= 1:
        for job in order:
            if cancelled():
                return False
            on_answer(job, job.run())
        return True
    by_key = {job.key: job for job in order}
    context = multiprocessing.get_context("spawn")
    pool = context.Pool(count, initializer=_quiet)
    try:
        answers = pool.imap_unordered(run_job, order, chunksize=1)
        for _ in order:
            while True:
                if cancelled():
                    return False
                try:
                    key, answer = answers.next(timeout=POLL)
                except multiprocessing.TimeoutError:
                    continue
                break
            on_answer(by_key[key], answer)
        return True
    finally:
        pool.terminate()
        pool.join()
