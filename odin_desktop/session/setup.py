"""What the New game screen produces and the table needs: seats, names and options."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

HUMAN = "human"
BOT_LEVELS = ("easy", "normal", "hard", "expert")
BOT_NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif", "Ingrid", "Ragnar", "Freya", "Ulf")


@dataclass(frozen=True)
class SeatSetup:
    name: str
    kind: str = HUMAN  # "human", a bot level, a level with budget ("hard@100ms"), or "cmd:…"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class GameSetup:
    seats: tuple[SeatSetup, ...]
    target: int = 15
    single_hand: bool = False
    two_player_variant: bool = True
    seed: int = field(default_factory=lambda: random.SystemRandom().randrange(2**31))

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    @classmethod
    def quick_start(cls, name: str = "You") -> GameSetup:
        """You against three Normal bots, to 15 points."""
        bots = tuple(SeatSetup(n, "normal") for n in BOT_NAMES[:3])
        return cls((SeatSetup(name, HUMAN), *bots))

    @classmethod
    def all_bots(cls, players: int = 4, level: str = "normal", seed: int = 1) -> GameSetup:
        """A game with no human: the demo."""
        return cls(tuple(SeatSetup(BOT_NAMES[i], level) for i in range(players)), seed=seed)
