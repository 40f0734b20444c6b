"""Easy (Thrall): the greedy player (`policy.greedy_action`) with a newcomer's slips.

It plans its turn by playing the greedy rules forward on its own view of the race — fly as
far as it can, step forward with O4, block with the marker, store the cards its next spaces
want, throw away the rest — but now and then it stops its turn early, or plays a random
legal action instead, the way a beginner does.
"""

from __future__ import annotations

from odin_desktop.ai.ravens.planned import PlannedBot
from odin_desktop.ai.ravens.planner import Plan, signature
from odin_desktop.ai.ravens.policy import greedy_action
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.phases import OVER
from odin_desktop.engine.ravens.race import RaceState

STOP_SLIP = 0.10  # ends the turn although it had more to do
RANDOM_SLIP = 0.08  # plays a random legal action instead of the greedy one


class RavensEasyBot(PlannedBot):
    name = "Thrall"

    def make_plan(self, obs: RavensObservation, race: RaceState) -> Plan:
        actions: list[int] = []
        expected: list[tuple[object, ...]] = []
        sim = race.copy()
        while True:
            expected.append(signature(sim))
            action = greedy_action(sim)
            if not A.is_end(action) and self.rng.random() < STOP_SLIP:
                action = A.END_TURN
            elif self.rng.random() < RANDOM_SLIP:
                action = self.rng.choice(sim.legal_actions())
            actions.append(action)
            if A.is_end(action) or A.action_type(action) == A.EXTEND:
                break
            sim.apply_action(action)
            if sim.phase == OVER:
                break
        return Plan(0.0, actions, expected)
