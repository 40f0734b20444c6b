"""Odin's Ravens' ladder: the default budgets of its searching levels, and the factory that
builds a bot for a SPEC (`ai.specs`). A searching level's budget is for its whole turn: its
time is shared among the decisions of the turn (`search.TurnBudget`)."""

from __future__ import annotations

from odin_desktop.ai.base import Bot, Budget
from odin_desktop.ai.specs import BotSpec
from odin_desktop.ai.specs import parse_spec as parse_any_spec

BUDGETS: dict[str, Budget | None] = {
    "random": None,
    "easy": None,
    "normal": None,
    "hard": Budget(ms=300.0, iterations=100_000),
    "expert": Budget(ms=1300.0, iterations=1_000_000),
}

# The level that takes the seat of an external bot after its third fault.
TAKEOVER_LEVEL = "normal"


def takeover_bot(seed: str) -> Bot:
    return make_bot(TAKEOVER_LEVEL, seed=seed)


def parse_spec(text: str) -> BotSpec:
    """An Odin's Ravens SPEC; ValueError with the reason when it is not one."""
    return parse_any_spec(text, BUDGETS)


def make_bot(
    spec: BotSpec | str,
    seed: int | str = 0,
    workers: int | None = None,
    move_timeout: float = 10.0,
) -> Bot:
    """A fresh bot for one seat of one game. ``workers``: processes for the Expert's search;
    ``move_timeout``: seconds an external bot may think per message."""
    if isinstance(spec, str):
        spec = parse_spec(spec)
    if spec.command is not None:
        from odin_desktop.ai.ravens.external import RavensExternalBot

        return RavensExternalBot(spec.command, takeover_bot, seed=seed, move_timeout=move_timeout)
    if spec.level == "random":
        from odin_desktop.ai.ravens.random_bot import RandomBot

        return RandomBot(seed)
    if spec.level == "easy":
        from odin_desktop.ai.ravens.easy import EasyBot

        return EasyBot(seed)
    if spec.level == "normal":
        from odin_desktop.ai.ravens.normal import NormalBot

        return NormalBot(seed)
    assert spec.budget is not None
    if spec.level == "hard":
        from odin_desktop.ai.ravens.hard import HardBot

        return HardBot(seed, spec.budget)
    from odin_desktop.ai.ravens.expert import ExpertBot

    return ExpertBot(seed, spec.budget, workers=workers)
