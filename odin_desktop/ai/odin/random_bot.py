"""The baseline: a uniformly random legal move."""

from __future__ import annotations

from odin_desktop.ai.base import Bot
from odin_desktop.engine.odin.observation import OdinObservation


class OdinRandomBot(Bot[OdinObservation]):
    name = "Random"

    def decide(self, obs: OdinObservation) -> int:
        return self.rng.choice(obs.legal)
