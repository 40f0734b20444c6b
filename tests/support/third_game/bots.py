"""High Card's bots on `ai.base.Bot`: a random one and one that plays by the card, the five
levels as a `Ladder`, and the external-bot protocol (``highcard-bot``)."""

from __future__ import annotations

import json
from typing import Any

from odin_desktop.ai.base import Bot, Budget
from odin_desktop.ai.external import BadAnswer, ExternalBot
from odin_desktop.ai.ladder import Ladder
from third_game.engine import HighCardObservation


class RandomBot(Bot[HighCardObservation]):
    name = "Random"

    def decide(self, obs: HighCardObservation) -> int:
        return self.rng.choice(obs.legal)


class ByTheCardBot(Bot[HighCardObservation]):
    """Leads its highest card; follows with the lowest card that wins, else its lowest."""

    name = "By the card"

    def __init__(self, seed: int | str = 0, budget: Budget | None = None, **_: Any) -> None:
        super().__init__(seed)  # a budget is accepted and not needed: it never searches

    def decide(self, obs: HighCardObservation) -> int:
        cards = sorted(obs.legal)
        if obs.table is None:
            return cards[-1]
        winning = [c for c in cards if c > obs.table]
        return winning[0] if winning else cards[0]


class HighCardExternalBot(ExternalBot):
    """A move is answered ``{"card": N}``; a fault forfeits it: the lowest legal card."""

    protocol = "highcard-bot"

    def hello_options(self, options: dict[str, object]) -> dict[str, object]:
        return dict(options)

    def choose(self, obs: HighCardObservation) -> int:
        return self.ask_move(obs, read_card)


def read_card(line: str) -> int:
    """The card of a move answer, ``{"card": N}``."""
    try:
        answer = json.loads(line)
    except json.JSONDecodeError:
        answer = None
    card = answer.get("card") if isinstance(answer, dict) and set(answer) == {"card"} else None
    if not isinstance(card, int) or isinstance(card, bool):
        raise BadAnswer('a move is {"card": N}')
    return card


LADDER = Ladder(
    budgets={
        "random": None,
        "easy": None,
        "normal": None,
        "hard": Budget(ms=50.0, iterations=1000),
        "expert": Budget(ms=200.0, iterations=4000),
    },
    random=RandomBot,
    easy=RandomBot,
    normal=ByTheCardBot,
    hard=ByTheCardBot,
    expert=ByTheCardBot,
    external=HighCardExternalBot,
)
