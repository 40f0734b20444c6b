"""Hard (Jarl): Normal's best plans, judged in sampled worlds, in a race of two rounds.

Normal's planner proposes the `CANDIDATES` best plans for the rest of the turn (each reaching
a different position; a plan and the same plan lengthening the paths count as two). Then,
again and again, a world is sampled from the observation — the other seat's hidden hand and
stack and every future draw (`world.sample_race`) — and each plan is played in a copy of that
same world: its turn ends, the other seat answers with its own best plan (Normal's planner on
its sampled cards) and the race is judged by the chance of winning the game it leaves
(`search.judge_plans`). All plans meet the same worlds, so they are compared on equal terms.
The plans race (`search.race_plans`): half the budget goes to all of them, the other half to
the better half, and the best mean wins.
"""

from __future__ import annotations

import math

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ravens.planned import PlannedBot
from odin_desktop.ai.ravens.planner import Plan, Planner
from odin_desktop.ai.ravens.search import TurnClock, judge_plans, race_plans
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.race import RaceState

CANDIDATES = 8
REPLY_TURNS = 1  # turns played after the candidate's own before judging
ROUNDS = 2  # of the race among the plans: all of them, then the better half
MIN_WORLDS = 4  # worlds each plan meets in the first round at least, else a single round


class RavensHardBot(PlannedBot):
    name = "Jarl"
    searches = True

    def __init__(self, seed: int | str = 0, budget: Budget | None = None) -> None:
        super().__init__(seed)
        self.budget = budget or Budget(ms=300.0, iterations=100_000)
        self.clock = TurnClock(self.budget)
        self.planner = Planner()

    def make_plan(self, obs: RavensObservation, race: RaceState) -> Plan:
        plans = self.planner.plans(race, keep=CANDIDATES)
        if len(plans) == 1:
            return plans[0]
        deadline, iterations = self.clock.allot(first=not obs.turn_actions)

        def judge(alive: list[int], seed: str, worlds: int, ms: float) -> tuple[list[float], int]:
            actions = [plans[i].actions for i in alive]
            return judge_plans(obs, actions, seed, worlds, ms, REPLY_TURNS)

        seed = f"{self.rng.getrandbits(64)}"
        rounds = min(ROUNDS, math.ceil(math.log2(len(plans))))
        best, self.last_iterations = race_plans(
            len(plans), iterations, deadline, seed, rounds, judge, MIN_WORLDS
        )
        return plans[best]
