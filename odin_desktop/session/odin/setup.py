"""What ODIN's New game screen produces and its table needs: seats, names and options."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar

from odin_desktop.engine.odin.options import DEFAULT_TARGET
from odin_desktop.session.setup import BOT_NAMES, HUMAN, SeatSetup


@dataclass(frozen=True)
class GameSetup:
    game: ClassVar[str] = "odin"  # the registry id of the game this sets up
    seats: tuple[SeatSetup, ...]
    target: int = DEFAULT_TARGET
    single_hand: bool = False
    two_player_variant: bool = True
    seed: int = field(default_factory=lambda: random.SystemRandom().randrange(2**31))

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    @classmethod
    def quick_start(cls, name: str = "You") -> GameSetup:
        """You against three Normal bots, to the default target."""
        bots = tuple(SeatSetup(n, "normal") for n in BOT_NAMES[:3])
        return cls((SeatSetup(name, HUMAN), *bots))

    @classmethod
    def all_bots(cls, players: int = 4, level: str = "normal", seed: int = 1) -> GameSetup:
        """A game with no human: the demo."""
        return cls(tuple(SeatSetup(BOT_NAMES[i], level) for i in range(players)), seed=seed)
