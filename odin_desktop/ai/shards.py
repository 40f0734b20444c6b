"""The searching bots' use of both cores: a search split into `SHARDS` shards with their own
seeds, the shards beyond the first run on helper processes. The shards do not depend on how
many processes run them, so a choice is the same on one core or two."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import TypeVar

SHARDS = 2
IPC_MARGIN_MS = 15.0  # kept back for sending the observation to a helper and the results home

T = TypeVar("T")


class ShardPool:
    def __init__(self, workers: int | None, warm_up: Callable[[], object]) -> None:
        """``workers``: processes to search in, this one included (None: one per core, at most
        `SHARDS`); ``warm_up``: what a helper runs once when the bot starts."""
        cores = os.cpu_count() or 1
        self.workers = max(1, min(SHARDS, workers if workers is not None else cores))
        self._warm_up = warm_up
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn, not fork: the UI runs bots beside threads, which fork does not copy safely.
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(self.workers - 1, mp_context=context)
        return self._pool

    def start(self) -> None:
        """Start the helpers now, so the first decision does not pay for it."""
        if self.workers > 1:
            self._executor().submit(self._warm_up).result()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def run(
        self, seed: object, total: int, ms: float, task: Callable[[str, int, float], T]
    ) -> list[T]:
        """``task(shard_seed, count, ms)`` for each shard of ``total`` (iterations, worlds):
        the shards kept here run one after another and share ``ms``; each helper's gets all
        of it less the time to send it. ``task`` must pickle (a module-level function, or a
        `functools.partial` of one)."""
        shards = [(f"{seed}:{k}", total // SHARDS + (k < total % SHARDS)) for k in range(SHARDS)]
        local = SHARDS - (self.workers - 1)
        remote: list[Future[T]] = [
            self._executor().submit(task, shard_seed, count, ms - IPC_MARGIN_MS)
            for shard_seed, count in shards[local:]
        ]
        results = [task(shard_seed, count, ms / local) for shard_seed, count in shards[:local]]
        return results + [future.result() for future in remote]
