"""ODIN's side of the external bot protocol (docs/BOTS.md, `odin-bot`): the hello options,
the move message with the seat's observation, and reading the answer. A fault forfeits the
move: the first legal move is played instead."""

from __future__ import annotations

import json

from odin_desktop.ai.external import BadAnswer, ExternalBot
from odin_desktop.engine.odin.cards import parse_card
from odin_desktop.engine.odin.moves import PASS, make_action
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import Options


def parse_answer(text: str) -> int:
    """The action of a move answer (`{"play": [...], "take": ...}` or `{"pass": true}`)."""
    try:
        answer = json.loads(text)
    except json.JSONDecodeError as error:
        raise BadAnswer(f"not JSON: {error}") from None
    if not isinstance(answer, dict):
        raise BadAnswer("a move is a JSON object")
    if answer.get("pass") is True:
        if "play" in answer or "take" in answer:
            raise BadAnswer("a pass plays and takes nothing")
        return PASS
    cards = answer.get("play")
    if not isinstance(cards, list) or not cards:
        raise BadAnswer('a move is {"play": [cards], "take": card} or {"pass": true}')
    try:
        played = [parse_card(code) for code in cards]
        take = answer.get("take")
        taken = None if take is None else parse_card(take)
    except ValueError as error:
        raise BadAnswer(str(error)) from None
    if len(set(played)) != len(played):
        raise BadAnswer("a card is played twice")
    mask = 0
    for c in played:
        mask |= 1 << c
    return make_action(mask, taken)


class OdinExternalBot(ExternalBot[OdinObservation]):
    protocol = "odin-bot"

    def hello_options(self, options: Options) -> dict[str, object]:
        return options.to_record()

    def choose(self, obs: OdinObservation) -> int:
        # Every turn goes to the bot, forced ones included: the protocol asks it each time.
        return self.ask_move(obs, parse_answer)
