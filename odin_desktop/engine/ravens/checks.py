"""The checked path of a race: why an action is refused, applying it with an `RavensOutcome`, what
the deck and the supplies can give a record, and the conservation invariant.

`RaceChecks` is a mixin of `RaceState` (race.py), which holds the state and the hot path; it
reads the state's attributes and never changes them but through ``apply_action``. Checks come
in a fixed order: the phase and whose turn it is, the action's form, the cards it plays (in
hand, off the top of the stack in order, within the turn's limits), then what it does on the
board.
"""

from __future__ import annotations

from collections.abc import Callable

import odin_desktop.engine.ravens.actions as A
import odin_desktop.engine.ravens.refusals as R
from odin_desktop.engine.ravens.cards import (
    ALL_PLAYER_CARDS,
    FLIGHT_KINDS,
    HAND_LIMIT,
    KINDS,
    LANDSCAPE_CARDS,
    LANDSCAPE_COPIES,
    LANDSCAPES,
    MAGIC_CARDS,
    ORIENTED_CARDS,
    PAIR_OF,
    PAIRS,
    UNIT,
    codes_of,
    contains,
    count,
    landscape_code,
    multiset_of,
    multiset_size,
    pair_count,
    stack_kinds,
    stack_size,
    turned,
)
from odin_desktop.engine.ravens.fields import RaceFields
from odin_desktop.engine.ravens.outcome import RavenMove, RavensOutcome
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE, LAY, OVER
from odin_desktop.engine.ravens.tables import VALID_FLY_SETS
from odin_desktop.engine.refusal import IllegalMove, Refusal

_PARAM = A.PARAM_SHIFT


class RaceChecks(RaceFields):
    """What `RaceState` offers beyond its hot path (see race.py for the attributes)."""

    __slots__ = ()

    apply_action: Callable[[int], None]

    # ------------------------------------------------------------------ reading

    @property
    def landscape_left(self) -> int:
        """Cards in the landscape deck: its shuffled part and the cards put under it."""
        return self.deck_size + len(self.under)

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def marker_space(self) -> tuple[int, int] | None:
        """The marker as (position, path), or None while it is set aside."""
        return None if self.marker < 0 else (self.marker >> 1, self.marker & 1)

    def occupied(self, position: int) -> bool:
        """Whether the card at ``position`` holds a raven or the marker."""
        marker = self.marker
        return (
            position == self.positions[0]
            or position == self.positions[1]
            or (marker >= 0 and marker >> 1 == position)
        )

    def cards_left(self) -> tuple[int, int]:
        """The cards the seat to move may still play this turn: (from the hand, from the
        stack), each at most `CARDS_PER_SOURCE`."""
        return CARDS_PER_SOURCE - self.used_hand, CARDS_PER_SOURCE - self.used_stack

    def marker_ahead(self, seat: int) -> bool:
        """Whether the Odin marker stands on ``seat``'s next space (a fly then pays twice)."""
        return self.marker == 2 * (self.positions[seat] + 1) + seat

    def fly_jokers(self, action: int) -> int:
        """How many jokers (two equal flight cards paying as one) the fly ``action`` of the
        seat to move plays: each payment is a matching card or a joker, and a fly pays once,
        twice to pass the marker. Only for a fly `refusal` accepts."""
        hand_cards, stack_cards = A.played_cards(action)
        payments = 2 if self.marker_ahead(self.turn) else 1
        return len(hand_cards) + len(stack_cards) - payments

    def draw_count(self, seat: int) -> int:
        """How many cards ``seat`` would draw if its turn ended now."""
        return min(
            HAND_LIMIT - self.hand_sizes[seat], self.supply_sizes[seat] + self.discard_sizes[seat]
        )

    # ------------------------------------------------------------------ refusing

    def refusal(self, action: object, seat: int | None = None) -> Refusal | None:
        """Why ``action`` (by ``seat``, default the seat to move) is illegal; None when legal."""
        if self.phase == OVER:
            return R.RACE_OVER()
        if seat is not None and seat != self.turn:
            return R.NOT_YOUR_TURN(turn=self.turn, seat=seat)
        if not well_formed(action):
            return R.MALFORMED(action=repr(action))
        assert isinstance(action, int)
        kind = action & A.TYPE_MASK
        if self.phase == LAY:
            return self._lay_refusal(kind, action)
        if kind == A.LAY:
            return R.NOTHING_TO_LAY()
        if kind == A.END:
            return R.DECK_EMPTY() if action & A.LENGTHEN and not self.landscape_left else None
        hand_cards, stack_cards = A.played_cards(action)
        problem = None
        if kind == A.FLY:
            problem = _fly_form_refusal(hand_cards + stack_cards)
        elif kind == A.MAGIC and not self.magic_match >> A.card_of(action) & 1:
            card = KINDS[A.card_of(action)]
            problem = R.MAGIC_NO_MATCH(card=card, magic=MAGIC_CARDS[self.magic])
        return (
            problem
            or self._cards_refusal(hand_cards, stack_cards)
            or self._board_refusal(kind, action)
        )

    def _lay_refusal(self, kind: int, action: int) -> Refusal | None:
        if kind != A.LAY:
            return R.LAY_PENDING(card=landscape_code(self.pending))
        card = action >> _PARAM
        if card != self.pending and card != turned(self.pending):
            return R.LAY_WRONG_CARD(card=landscape_code(card), drawn=landscape_code(self.pending))
        return None

    def _cards_refusal(
        self, hand_cards: tuple[int, ...], stack_cards: tuple[int, ...]
    ) -> Refusal | None:
        seat = self.turn
        if hand_cards:
            hand = self.hands[seat]
            if not contains(hand, multiset_of(hand_cards)):
                missing = tuple(KINDS[k] for k in hand_cards)
                return R.NOT_IN_HAND(cards=missing, hand=R.codes(codes_of(hand)))
            left = CARDS_PER_SOURCE - self.used_hand
            if len(hand_cards) > left:
                return limit_refusal(False, left, len(hand_cards))
        if stack_cards:
            if len(stack_cards) > self.stack_sizes[seat]:
                return R.STACK_TOO_SHORT(size=self.stack_sizes[seat], count=len(stack_cards))
            actual = stack_kinds(self.stacks[seat])[: len(stack_cards)]
            if actual != stack_cards:
                return R.STACK_ORDER(
                    top=tuple(KINDS[k] for k in actual),
                    cards=tuple(KINDS[k] for k in stack_cards),
                )
            left = CARDS_PER_SOURCE - self.used_stack
            if len(stack_cards) > left:
                return limit_refusal(True, left, len(stack_cards))
        return None

    def _board_refusal(self, kind: int, action: int) -> Refusal | None:
        """What the action does, checked against the row, the ravens, the marker, the deck."""
        seat = self.turn
        value = action >> _PARAM
        if kind == A.FLY:
            return self._fly_refusal(seat, action)
        if kind == A.MARKER:
            position, path = value & 255, value >> 8
            if self.positions[path] == position or self.marker == 2 * position + path:
                return self._off_row(position) or R.SPACE_NOT_EMPTY(position=position, path=path)
            return self._off_row(position)
        if kind == A.SWAP:
            i, j = value & 255, value >> 8
            if i == j:
                return self._off_row(i) or R.SWAP_SAME()
            return self._off_row(i) or self._off_row(j) or self._occupied(i) or self._occupied(j)
        if kind == A.ARRANGE:
            stack = self.stacks[seat] >> 4 if action & A.FROM_STACK else self.stacks[seat]
            if multiset_of(stack_kinds(value)) != multiset_of(stack_kinds(stack)):
                return R.ARRANGE_CARDS(
                    order=R.codes(tuple(KINDS[k] for k in stack_kinds(value))),
                    stack=R.codes(tuple(KINDS[k] for k in stack_kinds(stack))),
                )
            return None
        if kind == A.EXTEND:
            return None if self.landscape_left else R.DECK_EMPTY()
        if kind in (A.TURN, A.REMOVE):
            problem = self._off_row(value)
            if problem is None and kind == A.REMOVE and value == self.length - 1:
                return R.REMOVE_LAST()
            return problem or self._occupied(value)
        if kind == A.BACK:
            other = 1 - seat
            behind = self.positions[other] - 1
            if behind < -1:
                return R.BACK_AT_START()
            if behind >= 0 and self.marker == 2 * behind + other:
                return R.ONTO_MARKER(position=behind, path=other)
            return None
        if kind == A.FORWARD:
            ahead = self.positions[seat] + 1
            if self.marker == 2 * ahead + seat:
                return R.ONTO_MARKER(position=ahead, path=seat)
        return None  # STORE, DISCARD, MAGIC: the cards were all there was to check

    def _off_row(self, position: int) -> Refusal | None:
        if position < self.length:
            return None
        return R.OFF_ROW(position=position, last=self.length - 1)

    def _occupied(self, position: int) -> Refusal | None:
        return R.OCCUPIED(position=position) if self.occupied(position) else None

    def _fly_refusal(self, seat: int, action: int) -> Refusal | None:
        hand_cards, stack_cards = A.played_cards(action)
        position = self.positions[seat] + 1
        landscape = self.paths[seat][position]
        marker = self.marker == 2 * position + seat
        if multiset_of(hand_cards + stack_cards) in VALID_FLY_SETS[landscape][1 if marker else 0]:
            return None
        reason = R.FLY_MARKER if marker else R.FLY_WRONG
        return reason(cards=tuple(A.cards_json(action)), landscape=LANDSCAPES[landscape])

    # ------------------------------------------------------------------ applying, checked

    def apply(self, action: int, seat: int | None = None) -> RavensOutcome:
        """Apply ``action`` after checking it (IllegalMove with a `Refusal` when it is not
        legal, the race untouched); the `RavensOutcome` says what it did."""
        problem = self.refusal(action, seat)
        if problem is not None:
            raise IllegalMove(problem)
        mover = self.turn
        start = self.positions.copy()
        marker = self.marker_space()
        row = self.row.copy()
        supply_before = self.supply_sizes[mover]
        turns_before = len(self.log)
        self.apply_action(action)
        kind = A.action_type(action)
        raven = None
        moved = [s for s in (0, 1) if self.positions[s] != start[s] and kind != A.REMOVE]
        if moved:  # (a removal shifts positions without moving anyone)
            s = moved[0]
            a, b = start[s], self.positions[s]
            step = 1 if b > a else -1
            raven = RavenMove(s, a, b, tuple(range(a + step, b + step, step)))
        hand_cards, stack_cards = A.played_cards(action)
        ended_turn = len(self.log) > turns_before and not self.log[-1][3]
        drawn = tuple(self.log[-1][2]) if ended_turn else ()
        value = action >> _PARAM
        return RavensOutcome(
            seat=mover,
            action=action,
            hand_cards=tuple(KINDS[k] for k in hand_cards),
            stack_cards=tuple(KINDS[k] for k in stack_cards),
            raven=raven,
            marker_before=marker,
            marker_after=self.marker_space(),
            swapped=(value & 255, value >> 8) if kind == A.SWAP else None,
            turned=value if kind == A.TURN else None,
            removed=(value, landscape_code(row[value])) if kind == A.REMOVE else None,
            laid=landscape_code(value) if kind == A.LAY else None,
            drawn_landscape=landscape_code(self.pending) if self.phase == LAY else None,
            stack_order=(
                tuple(KINDS[k] for k in stack_kinds(self.stacks[mover]))
                if kind == A.ARRANGE
                else None
            ),
            drawn=tuple(KINDS[k] for k in drawn),
            reshuffled=len(drawn) > supply_before,
            round_over=self.phase == OVER,
            points=self.points,
            winner=self.winner,
            next_turn=self.to_move,
        )

    # ------------------------------------------------------------------ what the piles give

    def landscape_refusal(self, card: int) -> Refusal | None:
        """Why the landscape deck cannot give ``card`` now (a record's laid card): it gives any
        card of its shuffled part, or once that is used up, the next card put under it."""
        if not self.landscape_left:
            return R.RECORD_LENGTHEN_EMPTY()
        if self.deck_size:
            if pair_count(self.deck, PAIR_OF[card]):
                return None
            return R.RECORD_NOT_IN_DECK(card=landscape_code(card))
        expected = self.under[0]
        if PAIR_OF[expected] == PAIR_OF[card]:
            return None
        return R.RECORD_NOT_NEXT(expected=landscape_code(expected), card=landscape_code(card))

    def draws_refusal(self, seat: int, cards: tuple[int, ...]) -> Refusal | None:
        """Why ``cards`` cannot be ``seat``'s end-of-turn draw now (a record's draw): the
        count, or a card the supply (once empty, the reshuffled discard pile) does not hold."""
        expected = self.draw_count(seat)
        if len(cards) != expected:
            return R.RECORD_DRAW_COUNT(seat=seat, expected=expected, count=len(cards))
        supply, discards = self.supplies[seat], self.discards[seat]
        for card in cards:
            if not supply:
                supply, discards = discards, 0
            if not count(supply, card):
                return R.RECORD_DRAW_CARD(card=KINDS[card], seat=seat)
            supply -= UNIT[card]
        return None

    # ------------------------------------------------------------------ conservation

    def cards_of_seat(self, seat: int) -> int:
        """Every card of seat ``seat`` in this race, as a multiset (always its 33)."""
        return (
            self.hands[seat]
            + multiset_of(stack_kinds(self.stacks[seat]))
            + self.supplies[seat]
            + self.discards[seat]
            + self.magic_rows[seat]
        )

    def landscape_cards(self) -> list[int]:
        """The pair of every landscape card: row, deck, under it, waiting to be laid."""
        pairs = [PAIR_OF[c] for c in self.row] + [PAIR_OF[c] for c in self.under]
        pairs += [p for p in range(len(PAIRS)) for _ in range(pair_count(self.deck, p))]
        if self.pending >= 0:
            pairs.append(PAIR_OF[self.pending])
        return pairs

    def conserved(self) -> bool:
        """Whether every card is where exactly one card can be: 33 per seat, 40 landscape
        cards, and every pile's size agrees with its cards."""
        for s in (0, 1):
            sizes = (
                multiset_size(self.hands[s]),
                stack_size(self.stacks[s]),
                multiset_size(self.supplies[s]),
                multiset_size(self.discards[s]),
                multiset_size(self.magic_rows[s]),
            )
            kept = (
                self.hand_sizes[s],
                self.stack_sizes[s],
                self.supply_sizes[s],
                self.discard_sizes[s],
                self.magic_sizes[s],
            )
            if self.cards_of_seat(s) != ALL_PLAYER_CARDS or sizes != kept:
                return False
        pairs = self.landscape_cards()
        return (
            len(pairs) == LANDSCAPE_CARDS
            and all(pairs.count(p) == LANDSCAPE_COPIES for p in range(len(PAIRS)))
            and sum(pair_count(self.deck, p) for p in range(len(PAIRS))) == self.deck_size
            and self.length == len(self.row) == len(self.paths[0]) == len(self.paths[1])
        )


def limit_refusal(from_stack: bool, left: int, count: int) -> Refusal:
    """``count`` cards asked of a source (the hand, or the stack) that has only ``left`` of
    the turn's cards left: all of them played, or fewer left than asked."""
    if left <= 0:
        used_up = R.STACK_USED if from_stack else R.HAND_USED
        return used_up(limit=CARDS_PER_SOURCE)
    limit = R.STACK_LIMIT if from_stack else R.HAND_LIMIT
    return limit(limit=CARDS_PER_SOURCE, left=left, count=count)


def _fly_form_refusal(cards: tuple[int, ...]) -> Refusal | None:
    if not 1 <= len(cards) <= 4:
        return R.FLY_COUNT(count=len(cards))
    for card in cards:
        if card not in FLIGHT_KINDS:
            return R.FLY_NOT_FLIGHT(card=KINDS[card])
    return None


def _is_stack_int(value: int) -> bool:
    while value:
        if not 1 <= value & 15 <= len(KINDS):
            return False
        value >>= 4
    return True


def well_formed(action: object) -> bool:
    """Whether ``action`` is an int some state could list (fields in range, no stray bits);
    whether it is legal *here* is the other checks' job."""
    if not isinstance(action, int) or isinstance(action, bool) or action < 0:
        return False
    kind = action & A.TYPE_MASK
    flags = action & 0xF0
    value = action >> _PARAM
    if kind == A.FLY:
        hand, count_, stack, stack_count = A.fly_parts(action)
        if action >> (A.FLY_HAND_SHIFT + 15):
            return False
        if not _is_stack_int(stack) or stack_size(stack) != stack_count:
            return False
        return multiset_size(hand) == count_ and all((hand >> (3 * k)) & 7 <= 5 for k in range(5))
    if kind in (A.STORE, A.DISCARD, A.MAGIC):
        allowed = 0 if kind == A.STORE else A.FROM_STACK
        return not flags & ~allowed and value < len(KINDS)
    if kind == A.END:
        return not flags & ~A.LENGTHEN and not value
    if kind == A.LAY:
        return not flags and value in ORIENTED_CARDS
    if kind > A.LAY or flags & ~A.FROM_STACK:
        return False
    if kind == A.MARKER:
        return value < 512
    if kind == A.SWAP:
        return value < 65536 and value & 255 <= value >> 8
    if kind == A.ARRANGE:
        return _is_stack_int(value)
    if kind in (A.TURN, A.REMOVE):
        return value < 256
    return not value  # EXTEND, BACK, FORWARD
