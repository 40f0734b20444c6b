"""Hard (Jarl): Normal's best plans, judged in sampled worlds, in a race of two rounds.

Normal's planner proposes the `plan_race.CANDIDATES` best plans for the rest of the turn
(each reaching a different position; a plan and the same plan lengthening the paths count as
two). Then, again and again, a world is sampled from the observation — the other seat's
hidden hand and stack and every future draw (`world.sample_race`) — and each plan is played
in a copy of that same world: its turn ends, the other seat answers with its own best plan
(Normal's planner on its sampled cards) and the race is judged by the chance of winning the
game it leaves (`search.judge_plans`). All plans meet the same worlds, so they are compared
on equal terms. The plans race (`search.race_plans`): half the budget goes to all of them,
the other half to the better half, and the best mean wins.
"""

from __future__ import annotations

import math

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ravens.plan_race import PlanRaceBot
from odin_desktop.ai.ravens.search import judge_plans
from odin_desktop.engine.ravens.observation import RavensObservation

REPLY_TURNS = 1  # turns played after the candidate's own before judging
ROUNDS = 2  # of the race among the plans: all of them, then the better half


class RavensHardBot(PlanRaceBot):
    name = "Jarl"

    def __init__(self, seed: int | str = 0, budget: Budget | None = None) -> None:
        super().__init__(seed, budget or Budget(ms=300.0, iterations=100_000))

    def rounds(self, plans: int) -> int:
        return min(ROUNDS, math.ceil(math.log2(plans)))

    def judge_round(
        self, obs: RavensObservation, actions: list[list[int]], seed: str, worlds: int, ms: float
    ) -> tuple[list[float], int]:
        return judge_plans(obs, actions, seed, worlds, ms, REPLY_TURNS)
