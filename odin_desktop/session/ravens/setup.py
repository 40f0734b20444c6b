"""What Odin's Ravens' New game screen produces and its table needs: the two seats (Hugin's
player, seat 0, flies the top path; Munin's, seat 1, the bottom one), the target and who
takes the first turn."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar

from odin_desktop.engine.ravens.game import DEFAULT_TARGET
from odin_desktop.session.setup import BOT_NAMES, HUMAN, SeatSetup


@dataclass(frozen=True)
class RavensSetup:
    game: ClassVar[str] = "ravens"  # the registry id of the game this sets up
    seats: tuple[SeatSetup, SeatSetup]
    target: int = DEFAULT_TARGET
    first: int | None = None  # the seat that starts the first race; None: drawn by lot
    seed: int = field(default_factory=lambda: random.SystemRandom().randrange(2**31))

    def __post_init__(self) -> None:
        if len(self.seats) != 2:
            raise ValueError(f"Odin's Ravens is for 2 players, not {len(self.seats)}")
        if self.first not in (None, 0, 1):
            raise ValueError(f"seat {self.first} cannot start: there are seats 0 and 1")
        if self.target < 1:
            raise ValueError("the target must be at least 1 point")

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    @classmethod
    def quick_start(cls, name: str = "You") -> RavensSetup:
        """You against a Normal bot, to the default target."""
        return cls((SeatSetup(name, HUMAN), SeatSetup(BOT_NAMES[0], "normal")))

    @classmethod
    def all_bots(cls, level: str = "normal", seed: int = 1) -> RavensSetup:
        """A game with no human: the demo."""
        return cls((SeatSetup(BOT_NAMES[0], level), SeatSetup(BOT_NAMES[1], level)), seed=seed)
