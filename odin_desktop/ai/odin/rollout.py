"""Playing a sampled hand to its end with the Normal policy, and what the end is worth.

Rewards switch with the game's situation: while the hand cannot end the game, a seat wants to
keep as few cards as possible; when it can (single-hand games, or a total near the target),
only winning the game counts, a shared victory as a fraction.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from odin_desktop.ai.odin.determinize import PASS_WITH_A_PLAY
from odin_desktop.ai.odin.normal import DANGER_SIZE, normal_action
from odin_desktop.engine.odin.cards import HAND_SIZE
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS
from odin_desktop.engine.odin.options import Options

# (hand, middle, an opponent in danger) -> the Normal policy's move. Those three decide the
# legal moves and Normal's scores, and playouts meet the same positions about a third of the
# time, so a hit skips both move generation and scoring.
_MOVES: dict[tuple[int, int, bool], int] = {}
_MOVES_LIMIT = 1 << 19


def policy_action(state: HandState) -> int:
    """The Normal policy's move for the seat to move in ``state`` (memoized)."""
    turn = state.turn
    sizes = state.sizes
    danger = min(sizes[:turn] + sizes[turn + 1 :]) <= DANGER_SIZE
    hand = state.hands[turn]
    key = (hand, state.table, danger)
    action = _MOVES.get(key)
    if action is None:
        legal = state.legal_actions()
        action = (
            legal[0]
            if len(legal) == 1
            else normal_action(hand, legal, bool(state.table), sizes, turn)
        )
        if len(_MOVES) >= _MOVES_LIMIT:
            _MOVES.clear()
        _MOVES[key] = action
    return action


class PassingOpponents:
    """The Normal policy for every seat, except that the seats other than ``seat`` sometimes
    pass although they could play (and not go out), as often as the determinizer's evidence
    model says people and searching bots do. Without it a search assumes every opponent beats
    the middle whenever it can, and undervalues plays that real opponents let through."""

    def __init__(self, seat: int, rng: random.Random) -> None:
        self.seat = seat
        self.rng = rng

    def __call__(self, state: HandState) -> int:
        move = policy_action(state)
        play = move & PLAY_BITS
        if (
            play
            and state.table
            and state.turn != self.seat
            and play != state.hands[state.turn]
            and self.rng.random() < PASS_WITH_A_PLAY[state.table_size > 1]
        ):
            return PASS
        return move


def play_out(state: HandState, policy: Callable[[HandState], int] = policy_action) -> None:
    """Finish the hand in place, every seat following ``policy`` (the Normal policy)."""
    while not state.over:
        state.apply_action(policy(state))


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
