"""Playing a sampled hand to its end with the Normal policy, and what the end is worth.

What the end of a hand is worth to each seat (`Rewards`) is its chance to win the game from
the totals the hand leaves (`ai.odin.equity`, the win-chance table): a seat far behind gambles for
the few cards it needs, a leader near the target keeps its lead. The reward before that
table (the SPEC option ``+points``) switched with the game's situation: while the hand cannot
end the game, keep as few cards as possible; when it can (single-hand games, or a total near
the target), mostly winning the game, a shared victory as a fraction.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from odin_desktop.ai.odin.determinize import PASS_WITH_A_PLAY
from odin_desktop.ai.odin.equity import odin_equity
from odin_desktop.ai.odin.normal import DANGER_SIZE, normal_action
from odin_desktop.engine.odin.cards import HAND_SIZE
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS
from odin_desktop.engine.odin.observation import OdinObservation
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


WIN_WEIGHT = 0.8  # the points reward's share for the win, when the hand can end the game
REWARDS = ("win", "points")  # what Hard and the Expert may maximise; the default first


class Rewards:
    """Turns the end of a played-out hand into a reward in [0, 1] for every seat: its chance
    to win the game (``reward="win"``), or the points reward before the win-chance table
    (``"points"``)."""

    def __init__(
        self,
        totals: tuple[int, ...],
        options: Options,
        reward: str = REWARDS[0],
        next_leader: int | None = None,
    ) -> None:
        if reward not in REWARDS:
            raise ValueError(f"unknown reward {reward!r}")
        self.totals = totals
        self.single_hand = options.single_hand
        self.target = options.target
        self.next_leader = next_leader
        self.by_points = reward == "points"
        self.table = odin_equity()

    @classmethod
    def seen_by(cls, obs: OdinObservation, reward: str = REWARDS[0]) -> Rewards:
        """The rewards of the hand ``obs`` is in (the next hand is led by the seat after this
        hand's leader)."""
        return cls(obs.totals, obs.options, reward, (obs.leader + 1) % obs.players)

    def of(self, state: HandState) -> list[float]:
        if self.by_points:
            return self._points(state)
        finals = [t + s for t, s in zip(self.totals, state.sizes, strict=True)]
        if self.single_hand:  # the game ends with this hand: the fewest points win
            best = min(finals)
            share = 1.0 / finals.count(best)
            return [share if f == best else 0.0 for f in finals]
        return list(self.table.win_chances(finals, self.target, self.next_leader))

    def _points(self, state: HandState) -> list[float]:
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
