"""Playing a sampled hand to its end with the Normal policy, and what the end is worth.

Rewards switch with the game's situation: while the hand cannot end the game, a seat wants to
keep as few cards as possible; when it can (single-hand games, or a total near the target),
only winning the game counts, a shared victory as a fraction.
"""

from __future__ import annotations

from odin_desktop.ai.normal import normal_action
from odin_desktop.engine.cards import HAND_SIZE
from odin_desktop.engine.hand import HandState
from odin_desktop.engine.options import Options


def play_out(state: HandState) -> None:
    """Finish the hand in place, every seat following the Normal policy."""
    while not state.over:
        turn = state.turn
        legal = state.legal_actions()
        action = (
            legal[0]
            if len(legal) == 1
            else normal_action(state.hands[turn], legal, bool(state.table), state.sizes, turn)
        )
        state.apply_action(action)


WIN_WEIGHT = 0.8


class Rewards:
    """Turns the end of a played-out hand into a reward in [0, 1] for every seat."""

    def __init__(self, totals: tuple[int, ...], options: Options) -> None:
        self.totals = totals
        self.single_hand = options.single_hand
        self.target = options.target

    def of(self, state: HandState) -> list[float]:
        finals = [t + s for t, s in zip(self.totals, state.sizes, strict=True)]
        fewest = [(HAND_SIZE - s) / HAND_SIZE for s in state.sizes]
        if self.single_hand or max(finals) >= self.target:
            best = min(finals)
            share = 1.0 / finals.count(best)
            # Mostly the win; a little of the cards still separates losing well from badly.
            return [
                WIN_WEIGHT * (share if f == best else 0.0) + (1 - WIN_WEIGHT) * c
                for f, c in zip(finals, fewest, strict=True)
            ]
        return fewest
