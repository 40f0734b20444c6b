"""What a New game screen produces and a table needs, the same in every game: who sits at
each seat (a human, a bot level, an external bot) under which name, the target and the seed.
Each game's own setup (`session/<game>/setup.py`) adds its options and its limits."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

HUMAN = "human"
BOT_NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif", "Ingrid", "Ragnar", "Freya", "Ulf")
QUICK_LEVEL = "normal"  # the middle level: a quick game's opponents


@dataclass(frozen=True)
class SeatSetup:
    name: str
    kind: str = HUMAN  # "human", a bot level, a level with budget ("hard@100ms"), or "cmd:…"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True, eq=False)
class PlayOn:
    """Where a game played on from a moment of a record comes from (`session.play_on`): the
    source record and the decisions of it kept."""

    source: Any = field(repr=False)
    decisions: int


def fresh_seed() -> int:
    return random.SystemRandom().randrange(2**31)


@dataclass(frozen=True)
class GameSetup:
    """A game's seats and options; refused with a ValueError in plain English when the game
    cannot be played so (a wrong number of seats, a target below 1)."""

    game: ClassVar[str]  # the registry id of the game this sets up
    title: ClassVar[str]  # the game's name in the errors
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    quick_players: ClassVar[int]  # the seats of a quick game: you and Normal bots
    default_target: ClassVar[int]  # each game's `target` field defaults to it

    seats: tuple[SeatSetup, ...]
    target: int
    seed: int = field(default_factory=fresh_seed, kw_only=True)
    # A game played on from a moment of a record (`session.play_on`): kept apart.
    play_on: PlayOn | None = field(default=None, kw_only=True)

    def __init_subclass__(
        cls,
        game: str | None = None,
        title: str = "",
        players: tuple[int, int] = (0, 0),
        quick: int = 0,
        target: int = 0,
        **kwargs: Any,
    ) -> None:
        """A game's setup names its facts in its class line: its registry id, its name, the
        fewest and most players, a quick game's seats and the default target (a subclass
        may also set the class variables one by one)."""
        super().__init_subclass__(**kwargs)
        if game is not None:
            cls.game, cls.title = game, title
            cls.min_players, cls.max_players = players
            cls.quick_players, cls.default_target = quick, target

    def __post_init__(self) -> None:
        if not self.min_players <= len(self.seats) <= self.max_players:
            span = (
                f"{self.min_players}"
                if self.min_players == self.max_players
                else f"{self.min_players} to {self.max_players}"
            )
            raise ValueError(f"{self.title} is for {span} players, not {len(self.seats)}")
        if self.target < 1:
            raise ValueError(f"the target must be at least 1 point, not {self.target}")

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    @classmethod
    def quick_start(cls, name: str = "You") -> Self:
        """You against Normal bots, to the default target."""
        bots = (SeatSetup(n, QUICK_LEVEL) for n in BOT_NAMES[: cls.quick_players - 1])
        return cls(seats=(SeatSetup(name, HUMAN), *bots), target=cls.default_target)

    @classmethod
    def all_bots(cls, players: int, level: str = QUICK_LEVEL, seed: int = 1) -> Self:
        """A game with no human (the demo, `bench ui`)."""
        return cls(seats=bot_seats(players, level), target=cls.default_target, seed=seed)


def bot_seats(players: int, level: str) -> tuple[SeatSetup, ...]:
    """``players`` bots of ``level``, named in order (more seats than names: numbered)."""
    return tuple(
        SeatSetup(BOT_NAMES[i] if i < len(BOT_NAMES) else f"Bot {i + 1}", level)
        for i in range(players)
    )
