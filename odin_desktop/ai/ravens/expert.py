"""Expert (Odin): more plans, judged deeper, in a race over both cores.

Like Hard, it judges candidate plans for the rest of its turn in worlds sampled from its
observation (`search.judge_plans`), but:
- it starts from Normal's `plan_race.CANDIDATES` best plans, as Hard does;
- a world is played further: the other seat's reply *and* its own next turn (each planned
  with the cards that world deals it, its draws included), before the race is judged, so a
  plan is judged by the next turn it prepares — what it stored, the marker it set, the
  path it left — not only by the reply it invites;
- the plans race (sequential halving): the budget is split into rounds, and after each round
  the worse half drops out, so the last rounds spend their worlds telling the best few apart;
- each round's worlds are split into `SHARDS` shards with their own seeds, run on two
  processes when the machine has two cores, and summed. The shards do not depend on how
  many processes run them, so the choice is the same with one worker or two, and
  deterministic for a seed and an iteration cap.
"""

from __future__ import annotations

import math
from functools import partial

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ravens import search
from odin_desktop.ai.ravens.plan_race import PlanRaceBot
from odin_desktop.ai.shards import SHARDS, ShardPool
from odin_desktop.engine.ravens.observation import RavensObservation

TURNS = 2  # turns played after the candidate's own: the reply, then its own next turn


class RavensExpertBot(PlanRaceBot):
    name = "Odin"
    least_worlds = SHARDS

    def __init__(
        self, seed: int | str = 0, budget: Budget | None = None, workers: int | None = None
    ) -> None:
        super().__init__(seed, budget or Budget(ms=1300.0, iterations=1_000_000))
        self.shards = ShardPool(workers, search.warm_up)

    # ------------------------------------------------------------------ processes

    def start(self, seat: int, players: int, options: object) -> None:
        self.shards.start()

    def close(self) -> None:
        self.shards.close()

    def __del__(self) -> None:
        self.close()

    # ------------------------------------------------------------------ search

    def rounds(self, plans: int) -> int:
        return max(1, math.ceil(math.log2(plans)))

    def judge_round(
        self, obs: RavensObservation, actions: list[list[int]], seed: str, worlds: int, ms: float
    ) -> tuple[list[float], int]:
        """One round: ``worlds`` worlds split into the shards, the shards beyond the first
        on the worker processes; the summed worth of each plan and the worlds played."""
        judge = partial(_judge, obs, actions)
        results = self.shards.run(seed, worlds, ms, judge)
        sums = [sum(found[n] for found, _ in results) for n in range(len(actions))]
        return sums, sum(done for _, done in results)


def _judge(
    obs: RavensObservation, actions: list[list[int]], seed: str, worlds: int, ms: float
) -> tuple[list[float], int]:
    """One shard of a round (module level: it is sent to a helper process)."""
    return search.judge_plans(obs, actions, seed, worlds, ms, TURNS)
