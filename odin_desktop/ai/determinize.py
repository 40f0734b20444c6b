"""Determinization: complete an observation into a full `HandState` by dealing the unseen cards.

Each sampled deal is consistent with everything public: the observer's own hand, the middle,
the discards, every card an opponent was seen to take (and has not played since), and every
hand size. The cards no one has seen are shuffled and dealt to fill the remaining places.

Optionally passes count as evidence: a seat that passed on a set probably held nothing that
beat it. A deal in which it did hold a play is kept only with the measured probability of
passing anyway, per such pass (rejection sampling), so the deals lean towards what the
opponents' passes say without excluding anything possible.
"""

from __future__ import annotations

import random
from typing import Protocol

from odin_desktop.engine.cards import DECK_SIZE, cards_of, set_value
from odin_desktop.engine.hand import HandState
from odin_desktop.engine.moves import PLAY_BITS, TAKE_SHIFT
from odin_desktop.engine.observation import Observation
from odin_desktop.engine.tables import COLOUR_VALUE, REPEATED

# How likely a seat is to pass although it could play, on a single and on a bigger set:
# the Normal policy hardly ever does, Hard (searching) did about 15% and 33% of the time in
# self-play (4 players, single hands), people do it on purpose too.
PASS_WITH_A_PLAY = (0.15, 0.33)
# Deals drawn per sample at most; when none is accepted the most plausible one is used.
MAX_DRAWS = 8


class PassEvidence:
    """One opponent's pass: what lay in the middle then, and how to recover the hand it held
    from the hand it holds now (undo its later moves: drop the cards it took, add back the
    cards it played)."""

    __slots__ = ("seat", "drop", "add", "size", "value", "likelihood")

    def __init__(self, seat: int, drop: int, add: int, table: int) -> None:
        self.seat = seat
        self.drop = drop
        self.add = add
        self.size = table.bit_count()
        self.value = set_value(table)
        self.likelihood = PASS_WITH_A_PLAY[self.size > 1]

    def weight(self, hand: int) -> float:
        """How likely the pass was had the seat held ``hand`` now (1 when it could not play
        at all then)."""
        held = (hand & ~self.drop) | self.add
        return self.likelihood if can_beat(held, self.size, self.value) else 1.0


def can_beat(hand: int, size: int, value: int) -> bool:
    """Whether ``hand`` holds a set that beats a set of ``size`` cards worth ``value``: a
    colour or number held more than ``size`` times makes a set of one card more; held exactly
    ``size`` times, its one set of that size must be worth more."""
    # at_least[j]: the numbers held in j colours or more (bit-sliced counting).
    at_least = [0x1FF] + [0] * (size + 1)
    for shift in range(0, DECK_SIZE, 9):
        group = (hand >> shift) & 0x1FF
        if not group:
            continue
        count = group.bit_count()
        if count > size or (count == size and COLOUR_VALUE[group] > value):
            return True
        for j in range(size + 1, 0, -1):
            at_least[j] |= at_least[j - 1] & group
    if at_least[size + 1]:
        return True
    exactly = at_least[size]  # numbers held exactly `size` times: the highest is worth most
    return bool(exactly) and REPEATED[exactly.bit_length() - 1][size] > value


def pass_evidence(obs: Observation) -> list[PassEvidence]:
    """The passes of the other seats in this hand, as evidence about their cards."""
    players = obs.players
    table = passes = 0
    passed: list[tuple[int, int, int]] = []  # (index, seat, middle)
    for index, (seat, action) in enumerate(obs.history):
        play = action & PLAY_BITS
        if play:
            table, passes = play, 0
            continue
        if seat != obs.seat:
            passed.append((index, seat, table))
        passes += 1
        if passes == players - 1:
            table = passes = 0
    # Walking back from now, compose each seat's undo: h -> (h & ~drop) | add.
    undo = [(0, 0)] * players
    evidence: list[PassEvidence] = []
    history = obs.history
    at = len(history)
    for index, seat, table in reversed(passed):
        while at > index + 1:
            at -= 1
            mover, action = history[at]
            take = action >> TAKE_SHIFT
            taken = 1 << (take - 1) if take else 0
            drop, add = undo[mover]
            undo[mover] = (drop | taken, (add & ~taken) | (action & PLAY_BITS))
        drop, add = undo[seat]
        evidence.append(PassEvidence(seat, drop, add, table))
    return evidence


def _trailing_passes(obs: Observation) -> int:
    """Passes since the set in the middle was played (they decide when the round ends)."""
    count = 0
    for _, action in reversed(obs.history):
        if action & PLAY_BITS:
            break
        count += 1
    return count if obs.table else 0


class DealSource(Protocol):
    """Anything that hands a search full deals to play out."""

    def sample(self, rng: random.Random) -> HandState: ...


class Determinizer:
    """Samples full hand states from one observation; build once per decision, sample often."""

    def __init__(self, obs: Observation, passes_as_evidence: bool = False) -> None:
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
        self.evidence = pass_evidence(obs) if passes_as_evidence else []
        self.evidence_of: dict[int, list[PassEvidence]] = {s: [] for s, _, _ in self.fills}
        for item in self.evidence:
            self.evidence_of[item.seat].append(item)

    def hidden_hands(self, rng: random.Random) -> list[int]:
        """One consistent deal: a hand mask per seat (the observer's own hand included),
        weighted by the passes when they count as evidence."""
        if not self.evidence:
            return self._uniform_hands(rng)
        return self._weighted_hands(rng)

    def _uniform_hands(self, rng: random.Random) -> list[int]:
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

    def _weighted_hands(self, rng: random.Random) -> list[int]:
        """Seat by seat, in a random order, rejection sampling each seat's unknown cards
        from the cards still free against that seat's passes. Rejecting whole deals would be
        exact but needs many draws late in a hand; this is the usual sequential shortcut
        (the random order keeps any seat from always choosing first)."""
        pool = self.unseen.copy()
        hands = self.template.hands.copy()
        order = self.fills.copy()
        rng.shuffle(order)
        for seat, known, need in order:
            evidence = self.evidence_of[seat]
            best = picks = []
            best_checked = -1
            for _ in range(MAX_DRAWS if evidence and need < len(pool) else 1):
                picks = rng.sample(range(len(pool)), need)
                mask = known
                for i in picks:
                    mask |= 1 << pool[i]
                # Accept with probability the product of the weights; stop multiplying as
                # soon as it falls below the draw (the most recent passes come first).
                threshold = rng.random()
                weight = 1.0
                checked = 0
                for item in evidence:
                    weight *= item.weight(mask)
                    if weight <= threshold:
                        break
                    checked += 1
                else:
                    break
                if checked > best_checked:  # none accepted: the one that held out longest
                    best, best_checked = picks, checked
            else:
                picks = best
            mask = known
            for i in picks:
                mask |= 1 << pool[i]
            hands[seat] = mask
            taken = set(picks)
            pool = [c for i, c in enumerate(pool) if i not in taken]
        return hands

    def sample(self, rng: random.Random) -> HandState:
        state = self.template.copy()
        state.hands = self.hidden_hands(rng)
        return state


def determinize(obs: Observation, rng: random.Random) -> HandState:
    """A full hand state consistent with ``obs``, the unseen cards dealt at random."""
    return Determinizer(obs).sample(rng)
