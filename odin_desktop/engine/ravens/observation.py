"""What one seat may know (docs/RAVENS_RULES.md), as its own immutable type.

Bots receive a `RavensObservation` and nothing else. It holds copies of public facts and the seat's
own hand and stack; of the opponent only the sizes of its hand, stack and supply. In the
opponent's turn, the card it stores and the order it gives its stack are hidden
(`actions.mask_hidden`). The compact forms are the engine's (`cards`): multisets, stack ints,
oriented landscape cards; `to_json` gives the external-bot protocol's observation.
"""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.ravens.actions import action_to_json, fold_turn, is_end
from odin_desktop.engine.ravens.cards import (
    ALL_PLAYER_CARDS,
    KINDS,
    MAGIC_CARDS,
    codes_of,
    kinds_of,
    landscape_code,
    stack_kinds,
    stack_multiset,
)


@dataclass(frozen=True, slots=True)
class RavensObservation:
    seat: int
    target: int
    totals: tuple[int, int]  # points per seat so far (this race's included once it is over)
    race: int  # 0-based
    row: tuple[int, ...]  # oriented landscape cards, as laid
    positions: tuple[int, int]
    marker: int  # 2 * position + path, or -1 while set aside
    magic: int  # index into MAGIC_CARDS
    magic_rows: tuple[int, int]  # multisets
    hand: int  # own hand, a multiset
    stack: int  # own stack, a stack int (top in the lowest bits)
    hand_sizes: tuple[int, int]
    stack_sizes: tuple[int, int]
    supply_sizes: tuple[int, int]
    discards: tuple[int, int]  # both discard piles (face up), multisets
    landscape_deck: int  # cards left in the landscape deck
    under: tuple[int, ...]  # the cards put under it, in order (all seen when put there)
    used: tuple[int, int]  # cards played this turn from the hand and from the stack
    turn_actions: tuple[int, ...]  # this turn's actions so far (hidden parts masked)
    legal: tuple[int, ...]  # the seat's legal actions when it is to move, else empty
    to_move: int | None  # None once the race is over
    lay: int  # the drawn landscape card waiting to be laid, or -1
    race_over: bool

    # ------------------------------------------------------------------ readable forms

    @property
    def hand_kinds(self) -> tuple[int, ...]:
        return kinds_of(self.hand)

    @property
    def stack_kinds(self) -> tuple[int, ...]:
        """Own stack, top first."""
        return stack_kinds(self.stack)

    @property
    def marker_space(self) -> tuple[int, int] | None:
        return None if self.marker < 0 else (self.marker >> 1, self.marker & 1)

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat

    # ------------------------------------------------------------------ what is unseen

    def own_supply(self) -> int:
        """This seat's supply as a multiset: its 33 cards minus every one it can see."""
        seat = self.seat
        return (
            ALL_PLAYER_CARDS
            - self.hand
            - stack_multiset(self.stack)
            - self.discards[seat]
            - self.magic_rows[seat]
        )

    def opponent_unseen(self) -> int:
        """The opponent's hand, stack and supply together, as a multiset (only their sizes
        say how they are split)."""
        other = 1 - self.seat
        return ALL_PLAYER_CARDS - self.discards[other] - self.magic_rows[other]

    # ------------------------------------------------------------------ protocol form

    def to_json(self) -> dict[str, object]:
        """The observation of the external-bot protocol (``ravens-bot``)."""
        actions, _ = fold_turn(self.turn_actions)
        return {
            "seat": self.seat,
            "target": self.target,
            "totals": list(self.totals),
            "race": self.race,
            "row": [landscape_code(c) for c in self.row],
            "positions": list(self.positions),
            "marker": None if self.marker < 0 else [self.marker >> 1, self.marker & 1],
            "magic": MAGIC_CARDS[self.magic],
            "magic_rows": [list(codes_of(r)) for r in self.magic_rows],
            "hand": list(codes_of(self.hand)),
            "stack": [KINDS[k] for k in self.stack_kinds],
            "hand_sizes": list(self.hand_sizes),
            "stack_sizes": list(self.stack_sizes),
            "supply_sizes": list(self.supply_sizes),
            "discards": [list(codes_of(d)) for d in self.discards],
            "landscape_deck": self.landscape_deck,
            "used": list(self.used),
            "turn_actions": actions,
            "legal": legal_json(self.legal),
        }


def legal_json(actions: tuple[int, ...] | list[int]) -> list[dict[str, object]]:
    """Legal actions as `replay --legal` lists them: an arrange without its order, an extend
    without cards, the ways to end the turn last."""
    ends = [a for a in actions if is_end(a)]
    rest = [a for a in actions if not is_end(a)]
    return [action_to_json(a, legal_form=True) for a in (*rest, *ends)]
