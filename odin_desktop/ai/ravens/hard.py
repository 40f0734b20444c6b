"""Hard (Jarl): Normal's best few plans, judged in sampled worlds.

Normal's planner proposes the `CANDIDATES` best plans for the rest of the turn (each reaching
a different position). Then, again and again, a world is sampled from the observation — the
other seat's hidden hand and stack and every future draw (`world.sample_race`) — and each
plan is played in a copy of that same world: its turn ends, the other seat answers with its
own best plan (Normal's planner on its sampled cards) and the race is judged by the chance of
winning the game it leaves (`search.judge_plans`). The plan with the best mean wins. All
candidates meet the same worlds, so they are compared on equal terms.
"""

from __future__ import annotations

import time

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ravens.planned import PlannedBot
from odin_desktop.ai.ravens.planner import Plan, Planner
from odin_desktop.ai.ravens.search import TurnClock, judge_plans
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.race import RaceState

CANDIDATES = 4
REPLY_TURNS = 1  # turns played after the candidate's own before judging


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
        ms = (deadline - time.perf_counter()) * 1000.0
        worlds = max(1, iterations // len(plans))
        seed = f"{self.rng.getrandbits(64)}"
        actions = [plan.actions for plan in plans]
        sums, done = judge_plans(obs, actions, seed, worlds, ms, REPLY_TURNS)
        self.last_iterations = done * len(plans)
        # Ties go to the planner's own order (the plans come best first).
        best = max(range(len(plans)), key=lambda i: (sums[i], -i))
        return plans[best]
