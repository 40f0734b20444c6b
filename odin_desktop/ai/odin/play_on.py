"""Play on from here, ODIN's part (`session.play_on`): the record of a position with the cards
the seat to move could not see dealt again.

The other hands as they are now come from the analyst's deals (`analyst.deals`: the Expert's
determinizer, the other seats' passes read as evidence), the very worlds the game review
values a move in. Every card played and every card taken in ODIN is seen by all, so the hands
each seat was dealt follow: what it holds now, with what it played, less what it took. The
hand's moves so far are then the same moves on that deal, and the record follows the rules.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from odin_desktop.ai.odin.analyst import deals
from odin_desktop.engine.odin.cards import cards_of, codes_of
from odin_desktop.engine.odin.game import OdinGame
from odin_desktop.engine.odin.moves import PLAY_BITS, action_take
from odin_desktop.engine.odin.record import game_to_record
from odin_desktop.engine.records import RecordStep, RoundStart
from odin_desktop.session.play_on import position

Step = RoundStart[OdinGame] | RecordStep[OdinGame, Any, Any]


def redeal(
    steps: Sequence[Step], players: list[str], decisions: int, rng: random.Random
) -> tuple[dict[str, Any], int]:
    """The record walked in ``steps`` up to its first ``decisions`` decisions, the hand under
    way dealt again as the seat to move there could see it."""
    game, seat = position(steps, decisions)
    hand = game.hand
    assert hand is not None and not hand.over, "a seat to move plays in a hand under way"
    now = deals(game.observe(seat)).hidden_hands(rng)
    # Counted, not masked: a card can leave a seat and come back (played, taken by another,
    # played again, and taken back by the seat that first played it).
    held = [Counter(cards_of(now[s])) for s in range(game.players)]
    for mover, action in hand.history:
        held[mover].update(cards_of(action & PLAY_BITS))
        take = action_take(action)
        if take is not None:
            held[mover][take] -= 1
    dealt = [sum(1 << card for card, n in cards.items() if n > 0) for cards in held]
    assert dealt[seat] == game.deals[-1][seat], "the seat's own hand is not dealt again"
    written = game_to_record(game, players)
    written["hands"][-1]["deal"] = [codes_of(cards) for cards in dealt]
    return written, decisions
