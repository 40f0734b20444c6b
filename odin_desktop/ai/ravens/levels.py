"""Odin's Ravens' ladder: its bots behind the five level names and the default budgets of its
searching levels (`ai.ladder`). A searching level's budget is for its whole turn: its time is
shared among the decisions of the turn (`search.TurnBudget`)."""

from __future__ import annotations

from odin_desktop.ai.base import Budget
from odin_desktop.ai.ladder import TAKEOVER_LEVEL, Ladder, searching_budgets
from odin_desktop.ai.ravens.easy import RavensEasyBot
from odin_desktop.ai.ravens.expert import RavensExpertBot
from odin_desktop.ai.ravens.external import RavensExternalBot
from odin_desktop.ai.ravens.hard import RavensHardBot
from odin_desktop.ai.ravens.normal import RavensNormalBot
from odin_desktop.ai.ravens.random_bot import RavensRandomBot

__all__ = ["BUDGETS", "LADDER", "TAKEOVER_LEVEL", "make_bot", "parse_spec", "takeover_bot"]

BUDGETS = searching_budgets(
    hard=Budget(ms=300.0, iterations=100_000), expert=Budget(ms=1300.0, iterations=1_000_000)
)

LADDER = Ladder(
    BUDGETS,
    RavensRandomBot,
    RavensEasyBot,
    RavensNormalBot,
    RavensHardBot,
    RavensExpertBot,
    RavensExternalBot,
)
parse_spec = LADDER.parse_spec
make_bot = LADDER.make_bot
takeover_bot = LADDER.takeover_bot
