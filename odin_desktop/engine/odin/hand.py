"""The state of one hand of ODIN: whose turn, the middle, legal moves, applying a move.

`legal_actions` and `apply_action` are the hot path used by search-based AI: they trust their
input and do no copying. `refusal` and `apply` validate a move and say precisely why a
move is refused.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

import odin_desktop.engine.odin.refusals as refusals
from odin_desktop.engine.odin.cards import (
    COLOUR_MASKS,
    NUMBER_MASKS,
    card_code,
    cards_of,
    codes_of,
    is_set,
    set_value,
)
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, TAKE_SHIFT, action_take
from odin_desktop.engine.odin.tables import (
    COLOUR_SETS,
    COLOUR_VALUE,
    GATHER_MAGIC,
    NUMBER_STRIDE,
    NUMBER_SUBSETS,
    REPEATED,
)
from odin_desktop.engine.refusal import IllegalMove, Refusal


def _set_info(play: int) -> tuple[int, int, tuple[int, ...]]:
    """(size, value, take bits per card) of a mask already known to be a set."""
    size = play.bit_count()
    low = (play & -play).bit_length() - 1
    shift = low - low % 9
    value = COLOUR_VALUE[play >> shift] if not play >> shift >> 9 else REPEATED[low % 9][size]
    info = (size, value, tuple((c + 1) << TAKE_SHIFT for c in cards_of(play)))
    _SET_INFO[play] = info
    return info


# For each colour: every 9-bit group -> its cards as single-card plays, shifted into place.
_COLOUR_SINGLES = tuple(
    (
        9 * colour,
        tuple(tuple(1 << (9 * colour + b) for b in range(9) if g >> b & 1) for g in range(512)),
    )
    for colour in range(6)
)
_COLOUR_SHIFTS = tuple((9 * colour, COLOUR_SETS[colour]) for colour in range(6))

# Filled lazily: there are only about 3,600 distinct sets.
_SET_INFO: dict[int, tuple[int, int, tuple[int, ...]]] = {}


def _is_whole_hand_finish(hand: int) -> bool:
    """Whether a leader may play all of ``hand`` at once: one number or one colour."""
    low = (hand & -hand).bit_length() - 1
    return not (hand & ~COLOUR_MASKS[low // 9]) or not (hand & ~NUMBER_MASKS[low % 9])


class HandState:
    """One hand: nine cards dealt to each seat, rounds of plays and passes, until someone is out.

    Attributes are public for fast reading by the AI; change them only through `apply_action`.
    """

    __slots__ = (
        "players",
        "hands",
        "sizes",
        "leader",
        "turn",
        "table",
        "table_size",
        "table_value",
        "table_seat",
        "table_takes",
        "passes",
        "discards",
        "history",
        "over",
        "out_seat",
        "led_out",
    )

    def __init__(self, deal: Sequence[int], leader: int) -> None:
        self.players = len(deal)
        self.hands = list(deal)
        self.sizes = [h.bit_count() for h in deal]
        self.leader = leader
        self.turn = leader
        self.table = 0
        self.table_size = 0
        self.table_value = 0
        self.table_seat: int | None = None
        self.table_takes: tuple[int, ...] = ()  # take bits for each card of the middle
        self.passes = 0
        self.discards = 0
        self.history: list[tuple[int, int]] = []  # (seat, action), in order
        self.over = False
        self.out_seat: int | None = None  # the seat that ended the hand
        self.led_out = False  # True when a leader ended it (the whole-hand finish)

    @classmethod
    def from_position(
        cls,
        hands: Sequence[int],
        leader: int,
        turn: int,
        table: int = 0,
        table_seat: int | None = None,
        passes: int = 0,
        discards: int = 0,
        history: Sequence[tuple[int, int]] = (),
    ) -> HandState:
        """A hand in progress: for tests, and for AI rollouts from a sampled position.

        ``table`` must be a set (or 0); the caller vouches that the position is reachable.
        """
        state = cls(hands, leader)
        state.turn = turn
        if table:
            state.table = table
            state.table_size, state.table_value, state.table_takes = _SET_INFO.get(
                table
            ) or _set_info(table)
            state.table_seat = table_seat
        state.passes = passes
        state.discards = discards
        state.history = list(history)
        return state

    def copy(self) -> HandState:
        other = HandState.__new__(HandState)
        other.players = self.players
        other.hands = self.hands.copy()
        other.sizes = self.sizes.copy()
        other.leader = self.leader
        other.turn = self.turn
        other.table = self.table
        other.table_size = self.table_size
        other.table_value = self.table_value
        other.table_seat = self.table_seat
        other.table_takes = self.table_takes
        other.passes = self.passes
        other.discards = self.discards
        other.history = self.history.copy()
        other.over = self.over
        other.out_seat = self.out_seat
        other.led_out = self.led_out
        return other

    # ------------------------------------------------------------------ legal moves

    def legal_actions(self) -> list[int]:
        """Every legal action of the seat to move: each play with each possible take, and pass."""
        if self.over:
            return []
        hand = self.hands[self.turn]
        if not self.table:
            return self._leading_actions(hand)
        return self._following_actions(hand, self.sizes[self.turn])

    @staticmethod
    def _leading_actions(hand: int) -> list[int]:
        actions: list[int] = []
        for shift, singles in _COLOUR_SINGLES:
            group = (hand >> shift) & 0x1FF
            if group:
                actions.extend(singles[group])
        if len(actions) > 1 and _is_whole_hand_finish(hand):
            actions.append(hand)
        return actions

    def _following_actions(self, hand: int, hand_size: int) -> list[int]:
        size, value = self.table_size, self.table_value
        bigger = size + 1  # a set of one card more always beats the middle
        keep: list[int] = []  # plays that leave cards in hand: each comes with a take
        out: list[int] = [PASS]  # plays that empty the hand (no take), and passing
        same = out if size == hand_size else keep
        more = out if bigger == hand_size else keep
        seen = twice = 0  # numbers held at least once / at least twice
        for shift, colour_sets in _COLOUR_SHIFTS:
            group = (hand >> shift) & 0x1FF
            if not group:
                continue
            twice |= seen & group
            seen |= group
            negated, subsets, bigger_subsets = colour_sets[group][size]
            count = bisect_left(negated, -value)
            if count:
                same.extend(subsets[:count])
            if bigger_subsets:
                more.extend(bigger_subsets)
        same_number_same_size = size >= 2
        while twice:  # same-number sets of two or more cards
            low = twice & -twice
            twice ^= low
            n = low.bit_length() - 1
            by_size = NUMBER_SUBSETS[n][(((hand >> n) & NUMBER_STRIDE) * GATHER_MAGIC >> 45) & 63]
            if same_number_same_size and REPEATED[n][size] > value:
                same.extend(by_size[size])
            more.extend(by_size[bigger])
        if keep:
            takes = self.table_takes
            out.extend([play | take for play in keep for take in takes])
        return out

    # ------------------------------------------------------------------ applying

    def apply_action(self, action: int) -> None:
        """Apply a legal action of the seat to move. Trusts its input: see `apply`."""
        seat = self.turn
        self.history.append((seat, action))
        play = action & PLAY_BITS
        if not play:
            self.passes += 1
            if self.passes == self.players - 1:  # back to the player of the middle set
                self.discards |= self.table
                self.table = self.table_size = self.table_value = 0
                self.table_takes = ()
                leader = self.table_seat
                assert leader is not None  # everyone else passed on a set someone played
                self.turn = leader
                self.table_seat = None
                self.passes = 0
            else:
                self.turn = (seat + 1) % self.players
            return
        size, value, takes = _SET_INFO.get(play) or _set_info(play)
        hand = self.hands[seat] & ~play
        new_size = self.sizes[seat] - size
        following = self.table
        if following:
            take = action >> TAKE_SHIFT
            if take:
                taken = 1 << (take - 1)
                hand |= taken
                new_size += 1
                self.discards |= self.table & ~taken
            else:
                self.discards |= self.table
        self.hands[seat] = hand
        self.sizes[seat] = new_size
        self.table = play
        self.table_size = size
        self.table_value = value
        self.table_seat = seat
        self.table_takes = takes
        self.passes = 0
        if not hand:
            self.over = True
            self.out_seat = seat
            self.led_out = not following
        else:
            self.turn = (seat + 1) % self.players

    def refusal(self, action: int, seat: int | None = None) -> Refusal | None:
        """Why ``action`` (by ``seat``, default the seat to move) is illegal; None when legal."""
        if self.over:
            return refusals.HAND_OVER()
        if seat is not None and seat != self.turn:
            return refusals.NOT_YOUR_TURN(turn=self.turn, seat=seat)
        play = action & PLAY_BITS
        take = action_take(action)
        hand = self.hands[self.turn]
        if not play:
            if not self.table:
                return refusals.LEADER_CANNOT_PASS()
            if take is not None:
                return refusals.PASS_TAKES_NOTHING()
            return None
        if play & ~hand:
            return refusals.NOT_IN_HAND(cards=tuple(codes_of(play & ~hand)))
        if not is_set(play):
            return refusals.NOT_A_SET(cards=tuple(codes_of(play)))
        size = play.bit_count()
        if not self.table:
            if take is not None:
                return refusals.LEADER_TAKES_NOTHING()
            if size == 1 or play == hand:
                return None
            return refusals.LEADER_PLAYS_ONE()
        if size not in (self.table_size, self.table_size + 1):
            return refusals.WRONG_SIZE(size=size, table=self.table_size, more=self.table_size + 1)
        value = set_value(play)
        if value <= self.table_value:
            return refusals.TOO_LOW(value=value, table=self.table_value)
        if play == hand:
            if take is not None:
                return refusals.LAST_CARD_TAKES_NOTHING()
            return None
        if take is None:
            return refusals.MUST_TAKE(cards=tuple(codes_of(self.table)))
        if not self.table >> take & 1:
            return refusals.TAKE_NOT_BEATEN(card=card_code(take), cards=tuple(codes_of(self.table)))
        return None

    def apply(self, action: int, seat: int | None = None) -> None:
        """Apply ``action`` after checking it; raises IllegalMove with the reason."""
        reason = self.refusal(action, seat)
        if reason is not None:
            raise IllegalMove(reason)
        self.apply_action(action)

    # ------------------------------------------------------------------ public facts

    def passed_seats(self) -> set[int]:
        """The seats that have passed on the set in the middle (the current round)."""
        return {(self.turn - k) % self.players for k in range(1, self.passes + 1)}

    def can_finish_whole_hand(self) -> bool:
        """Whether the seat to move leads and may play its whole hand at once (and end it)."""
        hand = self.hands[self.turn]
        return (
            not self.over
            and not self.table
            and hand.bit_count() > 1
            and _is_whole_hand_finish(hand)
        )

    # ------------------------------------------------------------------ results

    def scores(self) -> list[int]:
        """Points of this hand: one per card still held."""
        return list(self.sizes)
