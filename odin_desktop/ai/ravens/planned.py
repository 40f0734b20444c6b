"""A bot that plans its whole turn and plays it one action at a time.

The game asks for one action at a time. A `PlannedBot` plans the rest of its turn when asked
for its first action (`make_plan`), keeps the plan and the position each action was planned
from, and answers the next action while the observation shows exactly that position. When it
differs — landscape cards an `EXTEND` drew, anything unforeseen — it plans again from where
it stands. Laying a drawn landscape card is a decision of its own (`lay`).
"""

from __future__ import annotations

from abc import abstractmethod

from odin_desktop.ai.base import Bot
from odin_desktop.ai.ravens.evaluate import evaluate
from odin_desktop.ai.ravens.planner import Plan, signature
from odin_desktop.ai.ravens.world import planning_race, with_card_laid
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.race import RaceState


def is_legal(action: int, obs: RavensObservation) -> bool:
    """Whether ``action`` is legal for ``obs``: listed, or an arrange of a listed source (the
    list holds each arrange once, in the stack's order; any order of the same cards is
    legal, and planners build theirs from the observed stack)."""
    if action in obs.legal:
        return True
    if A.action_type(action) != A.ARRANGE:
        return False
    source = action & (A.TYPE_MASK | A.FROM_STACK)
    return any(a & (A.TYPE_MASK | A.FROM_STACK) == source for a in obs.legal)


class PlannedBot(Bot[RavensObservation]):
    searches = False  # True for the levels that simulate (they count ``last_iterations``)

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.last_iterations = 0  # simulations run for the last decision
        self._plan: list[int] = []
        self._expected: list[tuple[object, ...]] = []
        self._step = 0
        self.plans_made = 0  # how many times a plan was made (the first and every re-plan)

    @abstractmethod
    def make_plan(self, obs: RavensObservation, race: RaceState) -> Plan:
        """The plan for the rest of the turn from ``race`` (``obs`` as a race)."""

    def lay_card(self, obs: RavensObservation, race: RaceState) -> int:
        """The way to lay the drawn card ``obs.lay``: the better position for this seat."""
        card = obs.lay
        turned = (card % 5) * 5 + card // 5
        ways = (card, turned)
        scores = [(evaluate(with_card_laid(race, c), obs.seat), -i, c) for i, c in enumerate(ways)]
        return A.lay(max(scores)[2])

    def decide(self, obs: RavensObservation) -> int:
        self.last_iterations = 0
        race = planning_race(obs)
        if obs.lay >= 0:
            return self.lay_card(obs, race)
        if not obs.turn_actions:
            self._plan = []  # a new turn: nothing carries over
        here = signature(race)
        step = self._step
        if step < len(self._plan) and self._expected[step] == here:
            action = self._plan[step]
            if is_legal(action, obs):
                self._step += 1
                return action
        plan = self.make_plan(obs, race)
        self.plans_made += 1
        self._plan, self._expected, self._step = plan.actions, plan.expected, 1
        return plan.actions[0]
