"""Normal (Warrior): plans each whole turn with `planner.Planner` and `evaluate`.

It tries every sensible sequence of its turn — which cards to fly with and from where, what
to store for the next turn and in which order, what to throw away for fresh cards, when to
put the marker in front of the other raven, when a swap, turn or removal shortens its path
or lengthens the other's, when to play to the Magic Way row, when to use an Odin card — and
plays the one whose end position `evaluate` likes best, lengthening the paths when the card
it will draw is expected to help it more than the other raven.
"""

from __future__ import annotations

from odin_desktop.ai.ravens.planned import PlannedBot
from odin_desktop.ai.ravens.planner import Plan, Planner
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.race import RaceState


class RavensNormalBot(PlannedBot):
    name = "Warrior"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.planner = Planner()

    def make_plan(self, obs: RavensObservation, race: RaceState) -> Plan:
        return self.planner.plans(race)[0]
