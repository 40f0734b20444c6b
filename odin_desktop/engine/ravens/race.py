"""The state of one race of Odin's Ravens: the row, the ravens, the marker, every pile, whose
turn, and the actions that change them.

`legal_actions` and `apply_action` are the hot path (random play, search): they trust their
input and copy nothing. `refusal` and `apply` check an action first and say precisely why one
is refused (a `Refusal`); `apply` also returns an `Outcome` for the UI to animate.

A turn is a sequence of actions ending with `END` (or with the race). Laying a drawn
landscape card (lengthening at the end of a turn, or `EXTEND`) is a decision of its own: the
card is drawn, the state enters the *lay* phase, and the player answers `LAY` with the card
either way round.
"""

from __future__ import annotations

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens import refusals as R
from odin_desktop.engine.ravens.cards import (
    ALL_PLAYER_CARDS,
    FLIGHT_KINDS,
    FULL_DECK,
    HAND_LIMIT,
    KINDS,
    LANDSCAPE_CARDS,
    LANDSCAPES,
    MAGIC_CARDS,
    MAGIC_MATCH,
    ORIENTED_CARDS,
    PAIR_OF,
    PAIR_UNIT,
    PLAYER_CARDS,
    UNIT,
    codes_of,
    contains,
    landscape_code,
    multiset_of,
    multiset_size,
    pair_count,
    stack_kinds,
    stack_size,
    turned,
)
from odin_desktop.engine.ravens.draws import Draws
from odin_desktop.engine.ravens.outcome import Outcome, RavenMove
from odin_desktop.engine.ravens.setup import RaceSetup
from odin_desktop.engine.ravens.tables import (
    FLIGHT_PREFIX,
    STACK_MULTISET,
    STACK_SIMPLE,
    VALID_FLY_SETS,
    board_actions,
    flies,
    hand_simple,
)
from odin_desktop.engine.refusal import IllegalMove, Refusal

ACTION, LAY, OVER = 0, 1, 2  # phases: choosing actions, laying a drawn card, race over
CARDS_PER_SOURCE = 3  # from the hand, and from the stack, in one turn
MAGIC_BONUS = 3

_FROM_STACK = A.FROM_STACK
_PARAM = A.PARAM_SHIFT
_END_ONLY = [A.END_TURN]
_END_BOTH = [A.END_TURN, A.END_LENGTHEN]
# The row moves a position when a card before it is removed: the marker's code is 2 * position.
_ODIN_CARD = A.ODIN_CARD


class RaceState:
    """One race. Attributes are public for fast reading (bots, UI, records); change them only
    through `apply_action` / `apply`.

    Compact forms (see `cards`): hands, supplies, discard piles and Magic Way rows are
    multisets, stacks are stack ints, the row holds oriented landscape cards. ``paths[s]`` is
    the landscape of every space of seat ``s``'s path; ``positions[s]`` is seat ``s``'s raven
    (-1 before the first card); ``marker`` is ``2 * position + path`` or -1 when set aside.
    """

    __slots__ = (
        "index",
        "setup",
        "row",
        "paths",
        "length",
        "positions",
        "marker",
        "magic",
        "magic_match",
        "magic_rows",
        "magic_sizes",
        "hands",
        "hand_sizes",
        "stacks",
        "stack_sizes",
        "supplies",
        "supply_sizes",
        "discards",
        "discard_sizes",
        "deck",
        "deck_size",
        "under",
        "turn",
        "used_hand",
        "used_stack",
        "phase",
        "pending",
        "extend_left",
        "lay_ends_turn",
        "turn_actions",
        "turn_draws",
        "log",
        "winner",
        "points",
        "draws",
    )

    def __init__(self, setup: RaceSetup, draws: Draws, index: int = 0) -> None:
        self.index = index
        self.setup = setup
        self.row = list(setup.row)
        self.paths = [[c // 5 for c in setup.row], [c % 5 for c in setup.row]]
        self.length = len(setup.row)
        self.positions = [-1, -1]
        self.marker = -1
        self.magic = setup.magic
        self.magic_match = MAGIC_MATCH[setup.magic]
        self.magic_rows = [0, 0]
        self.magic_sizes = [0, 0]
        self.hands = [multiset_of(hand) for hand in setup.hands]
        self.hand_sizes = [len(hand) for hand in setup.hands]
        self.stacks = [0, 0]
        self.stack_sizes = [0, 0]
        self.supplies = [ALL_PLAYER_CARDS - hand for hand in self.hands]
        self.supply_sizes = [PLAYER_CARDS - size for size in self.hand_sizes]
        self.discards = [0, 0]
        self.discard_sizes = [0, 0]
        deck = FULL_DECK
        for card in (*setup.row, *setup.under):
            deck -= PAIR_UNIT[PAIR_OF[card]]
        self.deck = deck
        self.deck_size = LANDSCAPE_CARDS - len(setup.row) - len(setup.under)
        self.under = list(setup.under)
        self.turn = setup.first
        self.used_hand = 0
        self.used_stack = 0
        self.phase = ACTION
        self.pending = -1  # the drawn landscape card waiting to be laid
        self.extend_left = 0  # cards an EXTEND will still draw after the pending one
        self.lay_ends_turn = False  # the pending card is the end-of-turn lengthening
        self.turn_actions: list[int] = []
        self.turn_draws: list[int] = []
        # Finished turns: (seat, actions, cards drawn at the end, ended the race).
        self.log: list[tuple[int, list[int], list[int], bool]] = []
        self.winner: int | None = None
        self.points: tuple[int, int] | None = None
        self.draws = draws

    def copy(self, draws: Draws | None = None) -> RaceState:
        """An independent copy for search; ``draws`` replaces the draw source (by default a
        clone of this one, so the copy never changes what this state will draw)."""
        other = RaceState.__new__(RaceState)
        other.index = self.index
        other.setup = self.setup
        other.row = self.row.copy()
        other.paths = [self.paths[0].copy(), self.paths[1].copy()]
        other.length = self.length
        other.positions = self.positions.copy()
        other.marker = self.marker
        other.magic = self.magic
        other.magic_match = self.magic_match
        other.magic_rows = self.magic_rows.copy()
        other.magic_sizes = self.magic_sizes.copy()
        other.hands = self.hands.copy()
        other.hand_sizes = self.hand_sizes.copy()
        other.stacks = self.stacks.copy()
        other.stack_sizes = self.stack_sizes.copy()
        other.supplies = self.supplies.copy()
        other.supply_sizes = self.supply_sizes.copy()
        other.discards = self.discards.copy()
        other.discard_sizes = self.discard_sizes.copy()
        other.deck = self.deck
        other.deck_size = self.deck_size
        other.under = self.under.copy()
        other.turn = self.turn
        other.used_hand = self.used_hand
        other.used_stack = self.used_stack
        other.phase = self.phase
        other.pending = self.pending
        other.extend_left = self.extend_left
        other.lay_ends_turn = self.lay_ends_turn
        other.turn_actions = self.turn_actions.copy()
        other.turn_draws = self.turn_draws.copy()
        other.log = self.log.copy()  # finished turns are never changed
        other.winner = self.winner
        other.points = self.points
        other.draws = self.draws.clone() if draws is None else draws
        return other

    # ------------------------------------------------------------------ reading

    @property
    def over(self) -> bool:
        return self.phase == OVER

    def is_terminal(self) -> bool:
        return self.phase == OVER

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def current_player(self) -> int | None:
        return self.to_move

    @property
    def landscape_left(self) -> int:
        """Cards in the landscape deck: its shuffled part and the cards put under it."""
        return self.deck_size + len(self.under)

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

    def next_space(self, seat: int) -> int:
        return self.positions[seat] + 1

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[int]:
        """Every legal action of the seat to move. The ways to end the turn come first (in
        the action phase): `END_TURN`, then `END_LENGTHEN` while the landscape deck holds a
        card. `ARRANGE` is listed once per source, keeping the stack's order."""
        phase = self.phase
        if phase:
            if phase == LAY:
                card = self.pending
                return [A.LAY | card << _PARAM, A.LAY | turned(card) << _PARAM]
            return []
        seat = self.turn
        lengthen = self.deck_size or self.under
        actions = (_END_BOTH if lengthen else _END_ONLY).copy()
        hand = self.hands[seat] if self.used_hand < CARDS_PER_SOURCE else 0
        stack = self.stacks[seat]
        stack_left = CARDS_PER_SOURCE - self.used_stack
        top = (stack & 15) - 1 if stack_left else -1
        if hand:
            actions += hand_simple(self.magic, hand)
        if top >= 0:
            actions += STACK_SIMPLE[self.magic][top]
        # Flies.
        position = self.positions[seat] + 1
        flight_hand = hand & 0x7FFF
        prefix = FLIGHT_PREFIX[stack_left][stack & 0xFFF]
        if flight_hand or prefix:
            actions += flies(
                flight_hand,
                CARDS_PER_SOURCE - self.used_hand,
                prefix,
                self.paths[seat][position],
                self.marker == 2 * position + seat,
            )
        # Odin cards.
        odin = hand >> 15
        if odin or top >= 5:
            self._odin_actions(actions, seat, odin, top, stack, lengthen)
        return actions

    def _odin_actions(
        self, actions: list[int], seat: int, odin: int, top: int, stack: int, lengthen: int
    ) -> None:
        o1, o2, o3, o4 = odin & 7, (odin >> 3) & 7, (odin >> 6) & 7, odin >> 9
        if o1 or o3:
            board = board_actions(self.length, *self.positions, self.marker, 0)
            if o1:
                actions += board[0]
            if o3:
                actions += board[1]
        if top == 5 or top == 7:
            board = board_actions(self.length, *self.positions, self.marker, 1)
            actions += board[0] if top == 5 else board[1]
        if o2:
            actions.append(A.ARRANGE | stack << _PARAM)
            if lengthen:
                actions.append(A.EXTEND)
        if top == 6:
            actions.append(A.ARRANGE | _FROM_STACK | (stack >> 4) << _PARAM)
            if lengthen:
                actions.append(A.EXTEND | _FROM_STACK)
        if o4 or top == 8:
            marker = self.marker
            other = 1 - seat
            behind = self.positions[other] - 1
            can_back = behind == -1 or (behind >= 0 and marker != 2 * behind + other)
            ahead = self.positions[seat] + 1
            can_forward = marker != 2 * ahead + seat
            for source in ((0,) if o4 else ()) + ((_FROM_STACK,) if top == 8 else ()):
                if can_back:
                    actions.append(A.BACK | source)
                if can_forward:
                    actions.append(A.FORWARD | source)

    # ------------------------------------------------------------------ applying (trusted)

    def apply_action(self, action: int) -> None:
        """Apply a legal action of the seat to move. Trusts its input: see `apply`."""
        kind = action & 15
        seat = self.turn
        if kind == A.END:
            self.turn_actions.append(action)
            if action & A.LENGTHEN:
                self._draw_to_lay(True)
            else:
                self._finish_turn(seat)
            return
        if kind == A.LAY:
            self.turn_actions.append(action)
            self._lay(action >> _PARAM)
            return
        self.turn_actions.append(action)
        if kind == A.FLY:
            self._pay_fly(seat, action)
            self._fly(seat)
            return
        # One card, from the hand or the stack's top.
        card = _ODIN_CARD[kind] if kind > A.FLY else (action >> _PARAM) & 15
        if action & _FROM_STACK:
            self.stacks[seat] >>= 4
            self.stack_sizes[seat] -= 1
            self.used_stack += 1
        else:
            self.hands[seat] -= UNIT[card]
            self.hand_sizes[seat] -= 1
            self.used_hand += 1
        if kind == A.STORE:
            self.stacks[seat] = self.stacks[seat] << 4 | (card + 1)
            self.stack_sizes[seat] += 1
            return
        if kind == A.MAGIC:
            self.magic_rows[seat] += UNIT[card]
            self.magic_sizes[seat] += 1
            return
        self.discards[seat] += UNIT[card]
        self.discard_sizes[seat] += 1
        if kind != A.DISCARD:
            self._odin(seat, kind, action >> _PARAM)

    def _pay_fly(self, seat: int, action: int) -> None:
        hand = (action >> A.FLY_HAND_SHIFT) & A.FLY_HAND_MASK
        if hand:
            count = (action >> A.FLY_M_SHIFT) & 7
            self.hands[seat] -= hand
            self.hand_sizes[seat] -= count
            self.used_hand += count
            self.discards[seat] += hand
            self.discard_sizes[seat] += count
        count = (action >> A.FLY_K_SHIFT) & 3
        if count:
            self.stacks[seat] >>= 4 * count
            self.stack_sizes[seat] -= count
            self.used_stack += count
            self.discards[seat] += STACK_MULTISET[(action >> A.FLY_STACK_SHIFT) & 0xFFF]
            self.discard_sizes[seat] += count

    def _fly(self, seat: int) -> None:
        path = self.paths[seat]
        position = self.positions[seat] + 1
        marker = self.marker
        if marker == 2 * position + seat:  # paid for: the marker is set aside
            self.marker = marker = -1
        landscape = path[position]
        last = self.length - 1
        while position < last and path[position + 1] == landscape:
            if marker == 2 * position + 2 + seat:
                break  # the group move stops before the marker
            position += 1
        self.positions[seat] = position
        if position == last:
            self._end_race(seat)

    def _odin(self, seat: int, kind: int, value: int) -> None:
        if kind == A.MARKER:
            self.marker = 2 * (value & 255) + (value >> 8)
        elif kind == A.SWAP:
            self._swap(value & 255, value >> 8)
        elif kind == A.ARRANGE:
            self.stacks[seat] = value
        elif kind == A.EXTEND:
            self.extend_left = 1
            self._draw_to_lay(False)
        elif kind == A.TURN:
            card = turned(self.row[value])
            self.row[value] = card
            self.paths[0][value] = card // 5
            self.paths[1][value] = card % 5
        elif kind == A.REMOVE:
            self._remove(value)
        elif kind == A.BACK:
            self.positions[1 - seat] -= 1
        else:  # FORWARD
            position = self.positions[seat] + 1
            self.positions[seat] = position
            if position == self.length - 1:
                self._end_race(seat)

    def _swap(self, i: int, j: int) -> None:
        row, top, bottom = self.row, self.paths[0], self.paths[1]
        row[i], row[j] = row[j], row[i]
        top[i], top[j] = top[j], top[i]
        bottom[i], bottom[j] = bottom[j], bottom[i]

    def _remove(self, position: int) -> None:
        card = self.row.pop(position)
        del self.paths[0][position]
        del self.paths[1][position]
        self.length -= 1
        self.under.append(card)
        positions = self.positions
        for seat in (0, 1):
            if positions[seat] > position:
                positions[seat] -= 1
        if self.marker >> 1 > position:
            self.marker -= 2

    def _draw_landscape(self) -> int:
        if self.deck_size:
            card = self.draws.landscape(self.deck, self.deck_size)
            self.deck -= PAIR_UNIT[PAIR_OF[card]]
            self.deck_size -= 1
            return card
        return self.under.pop(0)

    def _draw_to_lay(self, ends_turn: bool) -> None:
        self.pending = self._draw_landscape()
        self.lay_ends_turn = ends_turn
        self.phase = LAY

    def _lay(self, card: int) -> None:
        self.row.append(card)
        self.paths[0].append(card // 5)
        self.paths[1].append(card % 5)
        self.length += 1
        self.pending = -1
        self.phase = ACTION
        if self.lay_ends_turn:
            self.lay_ends_turn = False
            self._finish_turn(self.turn)
        elif self.extend_left:
            self.extend_left -= 1
            if self.deck_size or self.under:
                self._draw_to_lay(False)

    def _finish_turn(self, seat: int) -> None:
        """Refill the hand to 5 (reshuffling the discard pile when the supply runs out), then
        the other seat's turn begins."""
        need = HAND_LIMIT - self.hand_sizes[seat]
        draws = self.turn_draws
        if need > 0:
            supply, size = self.supplies[seat], self.supply_sizes[seat]
            hand = self.hands[seat]
            draw = self.draws.card
            while need:
                if not size:
                    size = self.discard_sizes[seat]
                    if not size:
                        break
                    supply = self.discards[seat]
                    self.discards[seat] = 0
                    self.discard_sizes[seat] = 0
                card = draw(supply, size)
                supply -= UNIT[card]
                size -= 1
                hand += UNIT[card]
                draws.append(card)
                need -= 1
            self.supplies[seat], self.supply_sizes[seat] = supply, size
            self.hands[seat] = hand
            self.hand_sizes[seat] = HAND_LIMIT - need
        self.log.append((seat, self.turn_actions, draws, False))
        self.turn_actions = []
        self.turn_draws = []
        self.turn = 1 - seat
        self.used_hand = 0
        self.used_stack = 0

    def _end_race(self, seat: int) -> None:
        """``seat``'s raven stands on its path's last space: score, and nothing more happens."""
        other = 1 - seat
        points = [0, 0]
        points[seat] = self.positions[seat] - self.positions[other]
        rows = self.magic_sizes
        if rows[0] != rows[1]:
            points[0 if rows[0] > rows[1] else 1] += MAGIC_BONUS
        self.points = (points[0], points[1])
        self.winner = seat
        self.phase = OVER
        self.log.append((seat, self.turn_actions, [], True))
        self.turn_actions = []

    # ------------------------------------------------------------------ checking

    def refusal(self, action: object, seat: int | None = None) -> Refusal | None:
        """Why ``action`` (by ``seat``, default the seat to move) is illegal; None when legal."""
        if self.phase == OVER:
            return R.RACE_OVER()
        if seat is not None and seat != self.turn:
            return R.NOT_YOUR_TURN(turn=self.turn, seat=seat)
        if not _well_formed(action):
            return R.MALFORMED(action=repr(action))
        assert isinstance(action, int)
        kind = action & 15
        if self.phase == LAY:
            if kind != A.LAY:
                return R.LAY_PENDING(card=landscape_code(self.pending))
            card = action >> _PARAM
            if card != self.pending and card != turned(self.pending):
                return R.LAY_WRONG_CARD(
                    card=landscape_code(card), drawn=landscape_code(self.pending)
                )
            return None
        if kind == A.LAY:
            return R.NOTHING_TO_LAY()
        if kind == A.END:
            if action & A.LENGTHEN and not self.landscape_left:
                return R.DECK_EMPTY()
            return None
        hand_cards, stack_cards = A.played_cards(action)
        if kind == A.FLY:
            problem = _fly_form_refusal(hand_cards + stack_cards)
        elif kind == A.MAGIC:
            problem = self._magic_refusal(A.card_of(action))
        else:
            problem = None
        return (
            problem
            or self._cards_refusal(hand_cards, stack_cards)
            or self._rule_refusal(kind, action)
        )

    def _magic_refusal(self, card: int) -> Refusal | None:
        if self.magic_match >> card & 1:
            return None
        return R.MAGIC_NO_MATCH(card=KINDS[card], magic=MAGIC_CARDS[self.magic])

    def _cards_refusal(
        self, hand_cards: tuple[int, ...], stack_cards: tuple[int, ...]
    ) -> Refusal | None:
        seat = self.turn
        if hand_cards:
            hand = self.hands[seat]
            if not contains(hand, multiset_of(hand_cards)):
                missing = tuple(KINDS[k] for k in hand_cards)
                return R.NOT_IN_HAND(cards=missing, hand=R.codes(codes_of(hand)))
            if self.used_hand + len(hand_cards) > CARDS_PER_SOURCE:
                return R.HAND_LIMIT(used=self.used_hand, count=len(hand_cards))
        if stack_cards:
            if len(stack_cards) > self.stack_sizes[seat]:
                return R.STACK_TOO_SHORT(size=self.stack_sizes[seat], count=len(stack_cards))
            actual = stack_kinds(self.stacks[seat])[: len(stack_cards)]
            if actual != stack_cards:
                return R.STACK_ORDER(
                    top=tuple(KINDS[k] for k in actual),
                    cards=tuple(KINDS[k] for k in stack_cards),
                )
            if self.used_stack + len(stack_cards) > CARDS_PER_SOURCE:
                return R.STACK_LIMIT(used=self.used_stack, count=len(stack_cards))
        return None

    def _rule_refusal(self, kind: int, action: int) -> Refusal | None:
        seat = self.turn
        value = action >> _PARAM
        if kind == A.FLY:
            return self._fly_refusal(seat, action)
        if kind == A.MARKER:
            position, path = value & 255, value >> 8
            return self._off_row(position) or (
                R.SPACE_NOT_EMPTY(position=position, path=path)
                if self.positions[path] == position or self.marker == 2 * position + path
                else None
            )
        if kind == A.SWAP:
            i, j = value & 255, value >> 8
            if i == j:
                return self._off_row(i) or R.SWAP_SAME()
            return self._off_row(i) or self._off_row(j) or self._occupied(i) or self._occupied(j)
        if kind == A.ARRANGE:
            stack = self.stacks[seat] >> 4 if action & _FROM_STACK else self.stacks[seat]
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
        cards = hand_cards + stack_cards
        position = self.positions[seat] + 1
        landscape = self.paths[seat][position]
        marker = self.marker == 2 * position + seat
        if multiset_of(cards) in VALID_FLY_SETS[landscape][1 if marker else 0]:
            return None
        codes = tuple(A.cards_json(action))
        reason = R.FLY_MARKER if marker else R.FLY_WRONG
        return reason(cards=codes, landscape=LANDSCAPES[landscape])

    def apply(self, action: int, seat: int | None = None) -> Outcome:
        """Apply ``action`` after checking it (IllegalMove with a `Refusal` when it is not
        legal); the `Outcome` says what it did."""
        problem = self.refusal(action, seat)
        if problem is not None:
            raise IllegalMove(problem)
        return self._apply_described(action)

    def _apply_described(self, action: int) -> Outcome:
        seat = self.turn
        start = self.positions.copy()
        marker = self.marker_space()
        row = self.row.copy()
        supply_before = self.supply_sizes[seat]
        turns_before = len(self.log)
        self.apply_action(action)
        kind = action & 15
        raven = None
        moved = [s for s in (0, 1) if self.positions[s] != start[s] and kind != A.REMOVE]
        if moved:
            s = moved[0]
            a, b = start[s], self.positions[s]
            step = 1 if b > a else -1
            raven = RavenMove(s, a, b, tuple(range(a + step, b + step, step)))
        hand_cards, stack_cards = A.played_cards(action)
        ended_turn = len(self.log) > turns_before and not self.log[-1][3]
        drawn = tuple(self.log[-1][2]) if ended_turn else ()
        value = action >> _PARAM
        return Outcome(
            seat=seat,
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
                tuple(KINDS[k] for k in stack_kinds(self.stacks[seat]))
                if kind == A.ARRANGE
                else None
            ),
            drawn=tuple(KINDS[k] for k in drawn),
            reshuffled=len(drawn) > supply_before,
            race_over=self.phase == OVER,
            points=self.points,
            winner=self.winner,
            next_turn=self.to_move,
        )

    # ------------------------------------------------------------------ helpers for checks

    def cards_of_seat(self, seat: int) -> int:
        """Every card seat ``seat`` owns in this race, as a multiset (always its 33)."""
        return (
            self.hands[seat]
            + multiset_of(stack_kinds(self.stacks[seat]))
            + self.supplies[seat]
            + self.discards[seat]
            + self.magic_rows[seat]
        )

    def landscape_cards(self) -> list[int]:
        """The pairs of every landscape card: the row, the deck, under it, the pending one."""
        pairs = [PAIR_OF[c] for c in self.row] + [PAIR_OF[c] for c in self.under]
        pairs += [p for p in range(10) for _ in range(pair_count(self.deck, p))]
        if self.pending >= 0:
            pairs.append(PAIR_OF[self.pending])
        return pairs

    def landscape_refusal(self, card: int) -> Refusal | None:
        """Why the landscape deck cannot give ``card`` now (a record's laid card)."""
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

    def draw_count(self, seat: int) -> int:
        """How many cards ``seat`` draws at the end of its turn now."""
        return max(
            0,
            min(
                HAND_LIMIT - self.hand_sizes[seat],
                self.supply_sizes[seat] + self.discard_sizes[seat],
            ),
        )

    def draws_refusal(self, seat: int, cards: tuple[int, ...]) -> Refusal | None:
        """Why ``cards`` cannot be ``seat``'s end-of-turn draw now (a record's draw)."""
        expected = self.draw_count(seat)
        if len(cards) != expected:
            return R.RECORD_DRAW_COUNT(seat=seat, expected=expected, count=len(cards))
        supply, discards = self.supplies[seat], self.discards[seat]
        for card in cards:
            if not supply:
                supply, discards = discards, 0
            if not (supply >> (3 * card)) & 7:
                return R.RECORD_DRAW_CARD(card=KINDS[card], seat=seat)
            supply -= UNIT[card]
        return None

    def conserved(self) -> bool:
        """Whether every card is where exactly one card can be: 33 per seat, 40 landscapes."""
        seats_ok = all(
            self.cards_of_seat(s) == ALL_PLAYER_CARDS
            and multiset_size(self.hands[s]) == self.hand_sizes[s]
            and stack_size(self.stacks[s]) == self.stack_sizes[s]
            and multiset_size(self.supplies[s]) == self.supply_sizes[s]
            and multiset_size(self.discards[s]) == self.discard_sizes[s]
            and multiset_size(self.magic_rows[s]) == self.magic_sizes[s]
            for s in (0, 1)
        )
        pairs = self.landscape_cards()
        return (
            seats_ok
            and len(pairs) == LANDSCAPE_CARDS
            and all(pairs.count(p) == 4 for p in range(10))
            and sum(pair_count(self.deck, p) for p in range(10)) == self.deck_size
            and self.length == len(self.row) == len(self.paths[0]) == len(self.paths[1])
        )


def _fly_form_refusal(cards: tuple[int, ...]) -> Refusal | None:
    if not 1 <= len(cards) <= 4:
        return R.FLY_COUNT(count=len(cards))
    for card in cards:
        if card not in FLIGHT_KINDS:
            return R.FLY_NOT_FLIGHT(card=KINDS[card])
    return None


def _is_stack_int(value: int) -> bool:
    while value:
        nibble = value & 15
        if not 1 <= nibble <= len(KINDS):
            return False
        value >>= 4
    return True


def _well_formed(action: object) -> bool:
    """Whether ``action`` is an int that some state could have listed (fields in range, no
    stray bits); whether it is legal *here* is the other checks' job."""
    if not isinstance(action, int) or isinstance(action, bool) or action < 0:
        return False
    kind = action & 15
    flags = action & 0xF0
    value = action >> _PARAM
    if kind == A.FLY:
        hand, count, stack, stack_count = A.fly_parts(action)
        if action >> (A.FLY_HAND_SHIFT + 15):
            return False
        if not _is_stack_int(stack) or stack_size(stack) != stack_count:
            return False
        return multiset_size(hand) == count and all((hand >> (3 * k)) & 7 <= 5 for k in range(5))
    if kind in (A.STORE, A.DISCARD, A.MAGIC):
        allowed = 0 if kind == A.STORE else _FROM_STACK
        return not flags & ~allowed and value < len(KINDS)
    if kind == A.END:
        return not flags & ~A.LENGTHEN and not value
    if kind == A.LAY:
        return not flags and value in ORIENTED_CARDS
    if kind > A.LAY:
        return False
    if flags & ~_FROM_STACK:
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
