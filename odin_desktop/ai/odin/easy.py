"""Easy (Thrall): greedy with human-like slips, so that a beginner can win.

It sheds as many cards as it can with the lowest set that does it, takes the highest card,
leads its lowest card — and now and then passes when it could play or throws away a random
set, the way a newcomer does.
"""

from __future__ import annotations

from odin_desktop.ai.base import Bot
from odin_desktop.engine.odin.cards import set_value
from odin_desktop.engine.odin.moves import PLAY_BITS, TAKE_SHIFT
from odin_desktop.engine.odin.observation import OdinObservation

PASS_SLIP = 0.10  # passes although it could play
WASTE_SLIP = 0.08  # plays a random set instead of the greedy one


def _greedy_key(action: int) -> tuple[int, int, int]:
    """Most cards shed, then the lowest set, then the highest card taken."""
    play = action & PLAY_BITS
    take = action >> TAKE_SHIFT  # card + 1, 0 for none
    return play.bit_count(), -set_value(play), (take - 1) % 9 if take else -1


class OdinEasyBot(Bot[OdinObservation]):
    name = "Thrall"

    def decide(self, obs: OdinObservation) -> int:
        plays = [a for a in obs.legal if a & PLAY_BITS]
        for action in plays:
            if action & PLAY_BITS == obs.hand:
                return action  # going out is the one thing no one misses
        if obs.table and self.rng.random() < PASS_SLIP:
            return 0
        if self.rng.random() < WASTE_SLIP:
            return self.rng.choice(plays)
        return max(plays, key=_greedy_key)
