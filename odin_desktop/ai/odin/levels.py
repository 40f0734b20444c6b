"""ODIN's ladder: its bots behind the five level names and the default budgets of its
searching levels (`ai.ladder`)."""

from __future__ import annotations

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ladder import TAKEOVER_LEVEL, Ladder, searching_budgets
from odin_desktop.ai.odin.easy import OdinEasyBot
from odin_desktop.ai.odin.expert import OdinExpertBot
from odin_desktop.ai.odin.external import OdinExternalBot
from odin_desktop.ai.odin.hard import OdinHardBot
from odin_desktop.ai.odin.normal import OdinNormalBot
from odin_desktop.ai.odin.random_bot import OdinRandomBot

__all__ = ["BUDGETS", "LADDER", "TAKEOVER_LEVEL", "make_bot", "parse_spec", "takeover_bot"]

BUDGETS = searching_budgets(
    hard=Budget(ms=250.0, iterations=100_000), expert=Budget(ms=800.0, iterations=1_000_000)
)

LADDER = Ladder(
    BUDGETS, OdinRandomBot, OdinEasyBot, OdinNormalBot, OdinHardBot, OdinExpertBot, OdinExternalBot
)
parse_spec = LADDER.parse_spec
make_bot = LADDER.make_bot
takeover_bot = LADDER.takeover_bot
