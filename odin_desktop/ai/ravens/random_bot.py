"""The baseline: a uniformly random legal action (ending the turn and laying included)."""

from __future__ import annotations

from odin_desktop.ai.base import Bot
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import stack_kinds
from odin_desktop.engine.ravens.observation import RavensObservation


class RavensRandomBot(Bot[RavensObservation]):
    name = "Random"

    def decide(self, obs: RavensObservation) -> int:
        action = self.rng.choice(obs.legal)
        if A.action_type(action) == A.ARRANGE:
            # The list holds each arrange once, in the stack's order; any order is legal.
            order = list(stack_kinds(A.param(action)))
            self.rng.shuffle(order)
            return A.arrange(order, A.from_stack(action))
        return action
