"""The legal actions of a race's seat to move: the hot path of random play and search, so it
trusts the state and copies nothing but its answer.

`RaceLegal` is a mixin of `RaceState` (race.py), which holds the state; it reads the state and
never changes it. The checked path, why one action is refused, is `RaceChecks` (checks.py).
"""

from __future__ import annotations

import odin_desktop.engine.ravens.actions as A
from odin_desktop.engine.ravens.cards import FLIGHT_BITS, O1, O2, O3, O4, ODIN_SHIFT, turned
from odin_desktop.engine.ravens.fields import RaceFields
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE, LAY
from odin_desktop.engine.ravens.tables import (
    FLIGHT_PREFIX,
    STACK_SIMPLE,
    board_actions,
    flies,
    hand_simple,
)

_FROM_STACK = A.FROM_STACK
_PARAM = A.PARAM_SHIFT
_END_ONLY = [A.END_TURN]
_END_BOTH = [A.END_TURN, A.END_LENGTHEN]


class RaceLegal(RaceFields):
    """What a race lets its seat to move do (see race.py for the attributes)."""

    __slots__ = ()

    def legal_actions(self, board: bool = True) -> list[int]:
        """Every legal action of the seat to move. The ways to end the turn come first (in
        the action phase): `END_TURN`, then `END_LENGTHEN` while the landscape deck holds a
        card. `ARRANGE` is listed once per source, keeping the stack's order. ``board``
        False leaves out O1's and O3's actions on the row (markers, swaps, turns, removals:
        hundreds on a long row), for a search that picks its own and checks them with
        `refusal`."""
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
        flight_hand = hand & FLIGHT_BITS
        prefix = FLIGHT_PREFIX[stack_left][stack & 0xFFF]
        if flight_hand or prefix:
            alone, stacked = flies(
                flight_hand,
                CARDS_PER_SOURCE - self.used_hand,
                prefix,
                self.paths[seat][position],
                self.marker == 2 * position + seat,
            )
            actions += alone
            actions += stacked
        # Odin cards.
        odin = hand >> ODIN_SHIFT
        if odin or top >= O1:
            self._odin_actions(actions, seat, odin, top, stack, lengthen, board)
        return actions

    def _odin_actions(
        self,
        actions: list[int],
        seat: int,
        odin: int,
        top: int,
        stack: int,
        lengthen: int | list[int],  # truthy while a landscape card is left to draw
        board: bool = True,
    ) -> None:
        o1, o2, o3, o4 = odin & 7, (odin >> 3) & 7, (odin >> 6) & 7, odin >> 9
        if not board:
            o1 = o3 = 0
            top = -1 if top in (O1, O3) else top
        raven0, raven1 = self.positions  # the top path's raven, the bottom path's
        if o1 or o3:
            spaces, swaps, turns = board_actions(self.length, raven0, raven1, self.marker, 0)
            if o1:
                actions += spaces
                actions += swaps
            if o3:
                actions += turns
        if top in (O1, O3):
            spaces, swaps, turns = board_actions(self.length, raven0, raven1, self.marker, 1)
            if top == O1:
                actions += spaces
                actions += swaps
            else:
                actions += turns
        if o2:
            actions.append(A.ARRANGE | stack << _PARAM)
            if lengthen:
                actions.append(A.EXTEND)
        if top == O2:
            actions.append(A.ARRANGE | _FROM_STACK | (stack >> 4) << _PARAM)
            if lengthen:
                actions.append(A.EXTEND | _FROM_STACK)
        if o4 or top == O4:
            marker = self.marker
            other = 1 - seat
            behind = self.positions[other] - 1
            can_back = behind == -1 or (behind >= 0 and marker != 2 * behind + other)
            ahead = self.positions[seat] + 1
            can_forward = marker != 2 * ahead + seat
            for source in ((0,) if o4 else ()) + ((_FROM_STACK,) if top == O4 else ()):
                if can_back:
                    actions.append(A.BACK | source)
                if can_forward:
                    actions.append(A.FORWARD | source)
