"""Determinization: complete an observation into a full `HandState` by dealing the unseen cards.

Each sampled deal is consistent with everything public: the observer's own hand, the middle,
the discards, every card an opponent was seen to take (and has not played since), and every
hand size. The cards no one has seen are shuffled and dealt to fill the remaining places.
"""

from __future__ import annotations

import random

from odin_desktop.engine.cards import cards_of, set_value
from odin_desktop.engine.hand import HandState
from odin_desktop.engine.moves import PLAY_BITS, TAKE_SHIFT
from odin_desktop.engine.observation import Observation


def _trailing_passes(obs: Observation) -> int:
    """Passes since the set in the middle was played (they decide when the round ends)."""
    count = 0
    for _, action in reversed(obs.history):
        if action & PLAY_BITS:
            break
        count += 1
    return count if obs.table else 0


class Determinizer:
    """Samples full hand states from one observation; build once per decision, sample often."""

    def __init__(self, obs: Observation) -> None:
        if not obs.legal:
            raise ValueError("determinize the observation of the seat to move")
        known = obs.known_holdings()
        self.seat = obs.seat
        self.unseen = list(cards_of(obs.unseen()))
        # (seat, known cards, how many unseen cards it still holds) for every other seat.
        self.fills = [
            (s, known[s], obs.hand_sizes[s] - known[s].bit_count())
            for s in range(obs.players)
            if s != obs.seat
        ]
        missing = sum(need for _, _, need in self.fills)
        if missing > len(self.unseen) or any(need < 0 for _, _, need in self.fills):
            raise ValueError("the observation is inconsistent: too few unseen cards")
        template = HandState.__new__(HandState)
        template.players = obs.players
        template.hands = [0] * obs.players
        template.hands[obs.seat] = obs.hand
        template.sizes = list(obs.hand_sizes)
        template.leader = obs.leader
        template.turn = obs.seat  # bots determinize when it is their turn
        template.table = obs.table
        template.table_size = obs.table.bit_count()
        template.table_value = set_value(obs.table) if obs.table else 0
        template.table_takes = tuple((c + 1) << TAKE_SHIFT for c in cards_of(obs.table))
        template.table_seat = obs.table_seat
        template.passes = _trailing_passes(obs)
        template.discards = obs.discards
        template.history = []  # rollouts never read it; keeping it empty keeps copies cheap
        template.over = False
        template.out_seat = None
        template.led_out = False
        self.template = template

    def hidden_hands(self, rng: random.Random) -> list[int]:
        """One consistent deal: a hand mask per seat (the observer's own hand included)."""
        pool = self.unseen.copy()
        rng.shuffle(pool)
        hands = self.template.hands.copy()
        at = 0
        for seat, known, need in self.fills:
            mask = known
            for c in pool[at : at + need]:
                mask |= 1 << c
            at += need
            hands[seat] = mask
        return hands

    def sample(self, rng: random.Random) -> HandState:
        state = self.template.copy()
        state.hands = self.hidden_hands(rng)
        return state


def determinize(obs: Observation, rng: random.Random) -> HandState:
    """A full hand state consistent with ``obs``, the unseen cards dealt at random."""
    return Determinizer(obs).sample(rng)
