"""Determinization: complete an observation into a full `HandState` by dealing the unseen cards.

Each sampled deal is consistent with everything public: the observer's own hand, the middle,
the discards, every card an opponent was seen to take (and has not played since), and every
hand size. The cards no one has seen are shuffled and dealt to fill the remaining places.

Optionally the other seats' moves count as evidence (`Determinizer(obs, evidence=True)`):
- a seat that passed on a set probably held nothing that beat it: a deal in which it did is
  weighed by the measured probability of passing anyway (`PASS_WITH_A_PLAY`);
- a seat that played probably played what the Normal policy would have played with the hand
  the deal gives it then: Hard does in about half of its choices (`pass_rates` measures it),
  and chooses among the other legal moves about alike otherwise (`NORMAL_BEST_SHARE`).
Each seat's unknown cards are drawn several times and one draw kept with probability in
proportion to its weight (sampling-importance-resampling), so the deals lean towards what the
opponents' moves say without excluding anything possible.
"""

from __future__ import annotations

import random
from typing import Protocol

from odin_desktop.ai.odin.normal import is_normal_best
from odin_desktop.engine.odin.cards import DECK_SIZE, HAND_SIZE, cards_of, set_value
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PLAY_BITS, TAKE_SHIFT
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.tables import COLOUR_VALUE, REPEATED

# How likely a seat is to pass although it could play, on a single and on a bigger set:
# the Normal policy hardly ever does, Hard (searching) did about 15% and 33% of the time in
# self-play (4 players, single hands), people do it on purpose too.
PASS_WITH_A_PLAY = (0.15, 0.33)
# How often a seat plays the Normal policy's best move: Hard@100it did in 864 of its 1,661
# choices heads-up (52.0%, `python -m devtools.ai.pass_rates --spec hard@100it --players 2
# --games 150`; 53.1% in a first sample, the value used). Its other choices were fitted no
# better by a softmax of Normal's scores than by "any other legal move alike".
NORMAL_BEST_SHARE = 0.53
# The most recent plays of each seat that count (each costs a scoring of its legal moves).
PLAYS_PER_SEAT = 9
# Draws of a seat's unknown cards per deal, one kept by weight: more draws follow the evidence
# more closely and cost more.
RESAMPLE_DRAWS = 16


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


class PlayEvidence:
    """One of an opponent's plays: the middle it played on, the hand sizes then, and the undo
    that recovers the hand it held just before it played."""

    __slots__ = ("seat", "drop", "add", "action", "state", "memo")

    def __init__(
        self, seat: int, drop: int, add: int, table: int, action: int, sizes: list[int]
    ) -> None:
        self.seat = seat
        self.drop = drop
        self.add = add
        self.action = action
        hands = [0] * len(sizes)
        self.state = HandState.from_position(hands, seat, seat, table=table, table_seat=seat)
        self.state.sizes = sizes
        self.memo: dict[int, float] = {}  # late in a hand the same hands come back

    def weight(self, hand: int) -> float:
        """How likely the play was, relative to Normal's best, had the seat held ``hand`` now:
        1 when it is Normal's best move with the hand it held then, else the chance of one
        other move among the rest."""
        held = (hand & ~self.drop) | self.add
        weight = self.memo.get(held)
        if weight is None:
            state = self.state
            state.hands[self.seat] = held
            state.sizes[self.seat] = held.bit_count()
            legal = state.legal_actions()
            following = bool(state.table)
            if len(legal) <= 1 or is_normal_best(
                self.action, held, legal, following, state.sizes, self.seat
            ):
                weight = 1.0
            else:
                weight = (1.0 - NORMAL_BEST_SHARE) / (len(legal) - 1) / NORMAL_BEST_SHARE
            self.memo[held] = weight
        return weight


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


Evidence = PassEvidence | PlayEvidence


def pass_evidence(obs: OdinObservation) -> list[PassEvidence]:
    """The passes of the other seats in this hand, as evidence about their cards."""
    return [item for item in move_evidence(obs) if isinstance(item, PassEvidence)]


def move_evidence(obs: OdinObservation) -> list[Evidence]:
    """The passes and the most recent plays of the other seats in this hand, newest first,
    each with the undo that recovers the hand the seat held when it moved."""
    players = obs.players
    sizes = [HAND_SIZE] * players
    table = passes = 0
    moves: list[tuple[int, int, int, list[int]]] = []  # (index, seat, middle, sizes then)
    for index, (seat, action) in enumerate(obs.history):
        if seat != obs.seat:
            moves.append((index, seat, table, sizes.copy()))
        play = action & PLAY_BITS
        if play:
            sizes[seat] -= play.bit_count() - (1 if action >> TAKE_SHIFT else 0)
            table, passes = play, 0
            continue
        passes += 1
        if passes == players - 1:
            table = passes = 0
    # Walking back from now, compose each seat's undo: h -> (h & ~drop) | add.
    undo = [(0, 0)] * players
    plays = [0] * players
    evidence: list[Evidence] = []
    history = obs.history
    at = len(history)
    for index, seat, middle, then in reversed(moves):
        while at > index:  # the move itself too: a play's cards go back into the hand
            at -= 1
            mover, action = history[at]
            take = action >> TAKE_SHIFT
            taken = 1 << (take - 1) if take else 0
            drop, add = undo[mover]
            undo[mover] = (drop | taken, (add & ~taken) | (action & PLAY_BITS))
        drop, add = undo[seat]
        action = history[index][1]
        if not action & PLAY_BITS:
            evidence.append(PassEvidence(seat, drop, add, middle))
        elif plays[seat] < PLAYS_PER_SEAT:
            plays[seat] += 1
            evidence.append(PlayEvidence(seat, drop, add, middle, action, then))
    return evidence


def _trailing_passes(obs: OdinObservation) -> int:
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

    def __init__(self, obs: OdinObservation, evidence: bool = False) -> None:
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
        self.evidence = move_evidence(obs) if evidence else []
        self.evidence_of: dict[int, list[Evidence]] = {s: [] for s, _, _ in self.fills}
        for item in self.evidence:
            self.evidence_of[item.seat].append(item)

    def hidden_hands(self, rng: random.Random) -> list[int]:
        """One consistent deal: a hand mask per seat (the observer's own hand included),
        weighted by the other seats' moves when they count as evidence."""
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
        """Seat by seat, in a random order: RESAMPLE_DRAWS draws of the seat's unknown cards
        from the cards still free, one kept with probability in proportion to the product of
        the seat's evidence weights. Weighing whole deals would be exact but needs many more
        draws; this is the usual sequential shortcut (the random order keeps any seat from
        always choosing first)."""
        pool = self.unseen.copy()
        hands = self.template.hands.copy()
        order = self.fills.copy()
        rng.shuffle(order)
        for seat, known, need in order:
            evidence = self.evidence_of[seat]
            draws = RESAMPLE_DRAWS if evidence and need < len(pool) else 1
            candidates: list[tuple[int, list[int]]] = []
            weights: list[float] = []
            for _ in range(draws):
                picks = rng.sample(range(len(pool)), need)
                mask = known
                for i in picks:
                    mask |= 1 << pool[i]
                weight = 1.0
                for item in evidence:
                    weight *= item.weight(mask)
                candidates.append((mask, picks))
                weights.append(weight)
            mask, picks = candidates[0] if draws == 1 else rng.choices(candidates, weights)[0]
            hands[seat] = mask
            taken = set(picks)
            pool = [c for i, c in enumerate(pool) if i not in taken]
        return hands

    def sample(self, rng: random.Random) -> HandState:
        state = self.template.copy()
        state.hands = self.hidden_hands(rng)
        return state

