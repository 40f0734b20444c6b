"""Expert (Odin): ISMCTS spread over the machine's cores.

The search is split into a fixed number of shards (independent trees, root parallelisation)
whose root statistics are summed; the move visited most wins. Because the shards and their
seeds do not depend on how many processes run them, the choice is the same with one worker or
two, and deterministic for a seed and an iteration cap.
"""

from __future__ import annotations

from functools import partial

from odin_desktop.ai.base import Bot, Budget
from odin_desktop.ai.odin import ismcts
from odin_desktop.ai.odin.rollout import REWARDS
from odin_desktop.ai.shards import ShardPool
from odin_desktop.engine.odin.observation import OdinObservation


class OdinExpertBot(Bot[OdinObservation]):
    name = "Odin"

    def __init__(
        self,
        seed: int | str = 0,
        budget: Budget | None = None,
        workers: int | None = None,
        reward: str = REWARDS[0],
    ) -> None:
        super().__init__(seed)
        self.budget = budget or Budget(ms=800.0, iterations=1_000_000)
        self.reward = reward  # what a hand's end is worth (`rollout.REWARDS`)
        self.shards = ShardPool(workers, ismcts.warm_up)
        self.last_iterations = 0

    def start(self, seat: int, players: int, options: object) -> None:
        self.shards.start()

    def close(self) -> None:
        self.shards.close()

    def decide(self, obs: OdinObservation) -> int:
        base = self.rng.getrandbits(64)
        search = partial(ismcts.search, obs, reward=self.reward)
        results = self.shards.run(base, self.budget.iterations, self.budget.ms, search)
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
