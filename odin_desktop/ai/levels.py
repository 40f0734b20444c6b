"""Bot specs: `random`, `easy`, `normal`, `hard`, `expert`, a budget (`hard@100ms`,
`expert@2000it`), or `cmd:COMMAND` for an external bot — and the factory that builds them."""

from __future__ import annotations

import re
from dataclasses import dataclass

from odin_desktop.ai.base import Bot, Budget

# level -> (themed name, default budget or None for levels that do not search)
LEVELS: dict[str, tuple[str, Budget | None]] = {
    "random": ("Random", None),
    "easy": ("Thrall", None),
    "normal": ("Warrior", None),
    "hard": ("Jarl", Budget(ms=250.0, iterations=100_000)),
    "expert": ("Odin", Budget(ms=800.0, iterations=1_000_000)),
}
# A budget given in iterations only still stops at this wall-clock cap (a safety net).
ITERATION_ONLY_MS = 60_000.0
# A budget given in time only still stops at this many iterations.
TIME_ONLY_ITERATIONS = 10_000_000

_BUDGET = re.compile(r"^(\d+(?:\.\d+)?)(ms|s|it)$")


@dataclass(frozen=True, slots=True)
class BotSpec:
    text: str
    level: str | None = None  # one of LEVELS, or None for an external bot
    budget: Budget | None = None
    command: str | None = None


def parse_spec(text: str) -> BotSpec:
    """Read a SPEC; ValueError with the reason when it is not one."""
    text = text.strip()
    if text.startswith("cmd:"):
        command = text[4:].strip()
        if not command:
            raise ValueError("cmd: needs a command, e.g. cmd:python3 examples/random_bot.py")
        return BotSpec(text, command=command)
    level, _, budget_text = text.partition("@")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose among {', '.join(LEVELS)} or cmd:…")
    default = LEVELS[level][1]
    if not budget_text:
        return BotSpec(text, level, default)
    if default is None:
        raise ValueError(f"{level} does not search, so it takes no budget")
    match = _BUDGET.match(budget_text)
    if not match:
        raise ValueError(f"budget {budget_text!r}: write e.g. 100ms, 1.5s or 2000it")
    amount, unit = float(match[1]), match[2]
    if amount <= 0:
        raise ValueError("a budget must be positive")
    if unit == "it":
        budget = Budget(ms=ITERATION_ONLY_MS, iterations=int(amount))
    else:
        ms = amount * (1000.0 if unit == "s" else 1.0)
        budget = Budget(ms=ms, iterations=TIME_ONLY_ITERATIONS)
    return BotSpec(text, level, budget)


def make_bot(
    spec: BotSpec | str,
    seed: int | str = 0,
    workers: int | None = None,
    move_timeout: float = 10.0,
) -> Bot:
    """A fresh bot for one seat of one game. ``workers``: processes for the Expert's search;
    ``move_timeout``: seconds an external bot may think per move."""
    if isinstance(spec, str):
        spec = parse_spec(spec)
    if spec.command is not None:
        from odin_desktop.ai.external import ExternalBot

        return ExternalBot(spec.command, seed=seed, move_timeout=move_timeout)
    if spec.level == "random":
        from odin_desktop.ai.random_bot import RandomBot

        return RandomBot(seed)
    if spec.level == "easy":
        from odin_desktop.ai.easy import EasyBot

        return EasyBot(seed)
    if spec.level == "normal":
        from odin_desktop.ai.normal import NormalBot

        return NormalBot(seed)
    assert spec.budget is not None
    if spec.level == "hard":
        from odin_desktop.ai.hard import HardBot

        return HardBot(seed, spec.budget)
    from odin_desktop.ai.expert import ExpertBot

    return ExpertBot(seed, spec.budget, workers=workers)
