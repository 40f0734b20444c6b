"""Bot specs, the same for every game: a level (`random`, `easy`, `normal`, `hard`, `expert`),
optionally with a search budget (`hard@100ms`, `expert@2000it`), or `cmd:COMMAND` for an
external bot. Each game gives the default budget of its searching levels."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from odin_desktop.ai.base import Budget

# The ladder, weakest first: every game offers these levels under these keys.
LEVELS = ("random", "easy", "normal", "hard", "expert")
# The levels a player can sit at the table with (Random is for measuring the others).
PLAYABLE_LEVELS = LEVELS[1:]
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


def parse_spec(text: str, budgets: Mapping[str, Budget | None]) -> BotSpec:
    """Read a SPEC; ValueError with the reason when it is not one. ``budgets`` maps each
    level to its default budget (None for levels that do not search)."""
    text = text.strip()
    if text.startswith("cmd:"):
        command = text[4:].strip()
        if not command:
            raise ValueError("cmd: needs a command, e.g. cmd:python3 examples/random_bot.py")
        return BotSpec(text, command=command)
    level, _, budget_text = text.partition("@")
    if level not in budgets:
        raise ValueError(f"unknown level {level!r}: choose among {', '.join(budgets)} or cmd:…")
    default = budgets[level]
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
