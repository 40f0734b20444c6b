"""The state of one race of Odin's Ravens: the row, the ravens, the marker, every pile, whose
turn, and the actions that change them.

`legal_actions` and `apply_action` are the hot path (random play, search): they trust their
input and copy nothing. `legal_actions` comes from the `RaceLegal` mixin (legal.py). The
checked path — `refusal`, and `apply`, which also returns an `RavensOutcome` for the UI to
animate — comes from the `RaceChecks` mixin (checks.py). Both read the attributes declared
once in `RaceFields` (fields.py).

A turn is a sequence of actions ending with `END` (or with the race). Laying a drawn
landscape card (lengthening at the end of a turn, or `EXTEND`) is a decision of its own: the
card is drawn, the state enters the *lay* phase, and the player answers `LAY` with the card
either way round.
"""

from __future__ import annotations

import odin_desktop.engine.ravens.actions as A
from odin_desktop.engine.ravens.cards import (
    ALL_PLAYER_CARDS,
    FULL_DECK,
    HAND_LIMIT,
    LANDSCAPE_CARDS,
    MAGIC_MATCH,
    PAIR_OF,
    PAIR_UNIT,
    PLAYER_CARDS,
    UNIT,
    multiset_of,
    turned,
)
from odin_desktop.engine.ravens.checks import RaceChecks
from odin_desktop.engine.ravens.draws import Draws
from odin_desktop.engine.ravens.legal import RaceLegal
from odin_desktop.engine.ravens.phases import ACTION, LAY, MAGIC_BONUS, OVER
from odin_desktop.engine.ravens.setup import RaceSetup
from odin_desktop.engine.ravens.tables import STACK_MULTISET

_FROM_STACK = A.FROM_STACK
_PARAM = A.PARAM_SHIFT
_ODIN_CARD = A.ODIN_CARD


class RaceState(RaceLegal, RaceChecks):
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

    def next_space(self, seat: int) -> int:
        return self.positions[seat] + 1

    # ------------------------------------------------------------------ applying (trusted)

    def apply_action(self, action: int) -> None:
        """Apply a legal action of the seat to move. Trusts its input: see `apply`."""
        kind = action & 15
        seat = self.turn
        self.turn_actions.append(action)
        if kind == A.END:
            if action & A.LENGTHEN:
                self._draw_to_lay(True)
            else:
                self._finish_turn(seat)
            return
        if kind == A.LAY:
            self._lay(action >> _PARAM)
            return
        if kind == A.FLY:
            self._pay_fly(seat, action)
            self._fly(seat)
            return
        # One card, from the hand or the stack's top.
        card = _ODIN_CARD[kind] if kind > A.FLY else (action >> _PARAM) & 15
        self.spend(seat, card, bool(action & _FROM_STACK))
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

    def spend(self, seat: int, card: int, from_stack: bool) -> None:
        """``seat`` plays ``card`` from its stack's top or from its hand, counted against the
        turn's limits (the planners spend a card this way too)."""
        if from_stack:
            self.stacks[seat] >>= 4
            self.stack_sizes[seat] -= 1
            self.used_stack += 1
        else:
            self.hands[seat] -= UNIT[card]
            self.hand_sizes[seat] -= 1
            self.used_hand += 1

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
