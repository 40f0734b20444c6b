"""Expert (Odin): ISMCTS spread over the machine's cores.

The search is split into a fixed number of shards (independent trees, root parallelisation)
whose root statistics are summed; the move visited most wins. Because the shards and their
seeds do not depend on how many processes run them, the choice is the same with one worker or
two, and deterministic for a seed and an iteration cap.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import Future, ProcessPoolExecutor

from odin_desktop.ai.base import Bot, Budget
from odin_desktop.ai.odin import ismcts
from odin_desktop.engine.odin.observation import Observation

SHARDS = 2
# Time kept back for sending the observation to a worker and the statistics home.
IPC_MARGIN_MS = 15.0


class ExpertBot(Bot):
    name = "Odin"

    def __init__(
        self, seed: int | str = 0, budget: Budget | None = None, workers: int | None = None
    ) -> None:
        super().__init__(seed)
        self.budget = budget or Budget(ms=800.0, iterations=1_000_000)
        cores = os.cpu_count() or 1
        self.workers = max(1, min(SHARDS, workers if workers is not None else cores))
        self._pool: ProcessPoolExecutor | None = None
        self.last_iterations = 0

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn, not fork: the UI runs bots beside threads, which fork does not copy safely.
            context = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(self.workers - 1, mp_context=context)
        return self._pool

    def start(self, seat: int, players: int, options: object) -> None:
        if self.workers > 1:  # start the helper now so the first move does not pay for it
            self._executor().submit(ismcts.warm_up).result()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None

    def decide(self, obs: Observation) -> int:
        base = self.rng.getrandbits(64)
        cap = self.budget.iterations
        shards = [(f"{base}:{k}", cap // SHARDS + (k < cap % SHARDS)) for k in range(SHARDS)]
        # Shards that run one after another in this process share the time between them.
        local = SHARDS - (self.workers - 1)
        remote: list[Future[tuple[ismcts.RootStats, int]]] = [
            self._executor().submit(
                ismcts.search, obs, seed, iterations, self.budget.ms - IPC_MARGIN_MS
            )
            for seed, iterations in shards[local:]
        ]
        results = [
            ismcts.search(obs, seed, iterations, self.budget.ms / local)
            for seed, iterations in shards[:local]
        ]
        results += [future.result() for future in remote]
        merged: dict[int, list[float]] = {}
        for stats, _ in results:
            for move, (visits, total) in stats.items():
                entry = merged.setdefault(move, [0, 0.0])
                entry[0] += visits
                entry[1] += total
        self.last_iterations = sum(done for _, done in results)
        # The shards' races may end on different moves: the best mean among the moves that
        # stayed in a race long enough to be measured well (the lower action on a tie).
        most = max(visits for visits, _ in merged.values())
        finalists = [m for m, (visits, _) in merged.items() if 2 * visits >= most]
        return max(finalists, key=lambda m: (merged[m][1] / merged[m][0], -m))

    def __del__(self) -> None:
        self.close()
