"""A game's ladder: the bot classes behind the five level names, the default budgets of its
searching levels, and the factory that builds a bot for a SPEC (`ai.specs`). Every game's
`ai/<game>/levels.py` is one `Ladder`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypedDict, Unpack

from odin_desktop.ai.base import Bot, Budget, ObsT
from odin_desktop.ai.specs import LEVELS, BotSpec
from odin_desktop.ai.specs import parse_spec as parse_any_spec

# The level that takes the seat of an external bot after its third fault.
TAKEOVER_LEVEL = "normal"


class BotOptions(TypedDict, total=False):
    """What a bot may be told beyond its SPEC and seed, each with its default."""

    workers: int | None  # processes for the Expert's search (None: as many as the cores)
    move_timeout: float  # seconds an external bot may think per message (10)


def searching_budgets(hard: Budget, expert: Budget) -> dict[str, Budget | None]:
    """A ladder's default budgets: ``hard``'s and ``expert``'s (the levels that search);
    the others think without one."""
    searching = {"hard": hard, "expert": expert}
    return {level: searching.get(level) for level in LEVELS}


@dataclass(frozen=True)
class Ladder(Generic[ObsT]):
    budgets: Mapping[str, Budget | None]
    random: Callable[[int | str], Bot[ObsT]]
    easy: Callable[[int | str], Bot[ObsT]]
    normal: Callable[[int | str], Bot[ObsT]]
    hard: Callable[[int | str, Budget], Bot[ObsT]]
    expert: Callable[..., Bot[ObsT]]  # (seed, budget, workers=…)
    external: Callable[..., Bot[ObsT]]  # (command, takeover, seed=…, move_timeout=…)

    def parse_spec(self, text: str) -> BotSpec:
        """A SPEC of this game; ValueError with the reason when it is not one."""
        return parse_any_spec(text, self.budgets)

    def takeover_bot(self, seed: str) -> Bot[ObsT]:
        return self.make_bot(TAKEOVER_LEVEL, seed=seed)

    def make_bot(
        self, spec: BotSpec | str, seed: int | str = 0, **options: Unpack[BotOptions]
    ) -> Bot[ObsT]:
        """A fresh bot for one seat of one game (`BotOptions`: its processes, its time)."""
        workers = options.get("workers")
        move_timeout = options.get("move_timeout", 10.0)
        if isinstance(spec, str):
            spec = self.parse_spec(spec)
        if spec.command is not None:
            return self.external(
                spec.command, self.takeover_bot, seed=seed, move_timeout=move_timeout
            )
        plain = {"random": self.random, "easy": self.easy, "normal": self.normal}
        if spec.level in plain:
            return plain[spec.level](seed)
        assert spec.budget is not None
        if spec.level == "hard":
            return self.hard(seed, spec.budget)
        return self.expert(seed, spec.budget, workers=workers)
