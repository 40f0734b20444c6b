"""Hard's and Expert's way to choose: Normal's best plans for the rest of the turn, raced in
worlds sampled from the observation (`search.race_plans`: sequential halving, every plan
meeting the same worlds). Each level says how many rounds the race has and how a round is
judged (how far a world is played, on which processes)."""

from __future__ import annotations

from abc import abstractmethod

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ravens.planned import PlannedBot
from odin_desktop.ai.ravens.planner import Plan, Planner
from odin_desktop.ai.ravens.search import TurnClock, race_plans
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.race import RaceState

CANDIDATES = 8  # Normal's best plans raced
MIN_WORLDS = 4  # worlds each plan meets in a round at least: fewer rounds when the budget is small


class PlanRaceBot(PlannedBot):
    searches = True
    least_worlds = 1  # the worlds a round holds at the least (Expert: one per shard)

    def __init__(self, seed: int | str, budget: Budget) -> None:
        super().__init__(seed)
        self.budget = budget
        self.clock = TurnClock(self.budget)
        self.planner = Planner()

    @abstractmethod
    def rounds(self, plans: int) -> int:
        """The rounds of the race among ``plans`` plans."""

    @abstractmethod
    def judge_round(
        self, obs: RavensObservation, actions: list[list[int]], seed: str, worlds: int, ms: float
    ) -> tuple[list[float], int]:
        """One round: each plan (its ``actions``) played in the same ``worlds`` worlds of
        ``seed`` within ``ms``; the summed worth of each and the worlds played."""

    def make_plan(self, obs: RavensObservation, race: RaceState) -> Plan:
        plans = self.planner.plans(race, keep=CANDIDATES)
        if len(plans) == 1:
            return plans[0]
        deadline, iterations = self.clock.allot(first=not obs.turn_actions)

        def judge(alive: list[int], seed: str, worlds: int, ms: float) -> tuple[list[float], int]:
            return self.judge_round(obs, [plans[i].actions for i in alive], seed, worlds, ms)

        seed = f"{self.rng.getrandbits(64)}"
        best, self.last_iterations = race_plans(
            len(plans),
            iterations,
            deadline,
            seed,
            self.rounds(len(plans)),
            judge,
            MIN_WORLDS,
            self.least_worlds,
        )
        return plans[best]
