"""Play on from here, High Card's part (`session.play_on`): the other seat's cards dealt again.

The other seat holds some of the cards the seat to move has not seen played and does not hold
(the four face-down cards are among them); it is dealt that many again, and what it was dealt
at the round's start follows from what it played since."""

from __future__ import annotations

import random
from typing import Any

from odin_desktop.session.play_on import position
from third_game.engine import CARDS
from third_game.record import game_to_record


def redeal(
    steps: Any, players: list[str], decisions: int, rng: random.Random
) -> tuple[dict[str, Any], int]:
    game, seat = position(steps, decisions)
    state = game.current
    assert state is not None
    other = 1 - seat
    seen = set(state.hands[seat]) | {card for _, card in state.played}
    unseen = sorted(set(CARDS) - seen)
    holds = rng.sample(unseen, len(state.hands[other]))
    played = [card for mover, card in state.played if mover == other]
    written = game_to_record(game, players)
    dealt = written["rounds"][-1]["deal"]
    dealt[other] = sorted(holds + played)
    return written, decisions
