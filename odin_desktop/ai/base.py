"""The one interface every bot of every game implements: an observation in, an action out.

A bot never sees the game's state: the arena and the UI hand it `observe(seat)`, which holds
only what that seat may know (docs/RULES.md, "What every player knows"). Every game's
observation keeps `engine.protocol.Observation`: at least `seat` and `legal` (the legal
actions, ints in every game).
"""

from __future__ import annotations

import random
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from odin_desktop.engine.protocol import Observation

ObsT = TypeVar("ObsT", bound=Observation)


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a search may think: it stops at whichever cap it reaches first."""

    ms: float
    iterations: int

    def deadline(self) -> float:
        return time.perf_counter() + self.ms / 1000.0


class Bot(ABC, Generic[ObsT]):
    """A player for one seat of one game: `Bot[ThatGamesObservation]`."""

    name: str = "bot"

    def __init__(self, seed: int | str = 0) -> None:
        # String seeds hash deterministically (SHA-512) across runs and processes.
        self.rng = random.Random(f"odin-bot:{seed}")

    def start(self, seat: int, players: int, options: Any) -> None:  # noqa: B027
        """Called once before the first move of a game (external bots say hello here)."""

    def finish(self, totals: list[int]) -> None:  # noqa: B027
        """Called once when the game is over."""

    def close(self) -> None:  # noqa: B027
        """Release processes or other resources."""

    def choose(self, obs: ObsT) -> int:
        """The action to play; forced moves (one legal action) are answered at once."""
        if not obs.legal:
            raise ValueError(f"seat {obs.seat} has no move to make")
        if len(obs.legal) == 1:
            return obs.legal[0]
        return self.decide(obs)

    @abstractmethod
    def decide(self, obs: ObsT) -> int:
        """Choose among two or more legal actions."""
