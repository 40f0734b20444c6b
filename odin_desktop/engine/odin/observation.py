"""What one seat may know (docs/RULES.md, "What each player knows"), as its own immutable type.

Bots receive an `OdinObservation` and nothing else. It is built from copies of public facts and
the seat's own hand, so no reference leads back to the game state, other hands or the
undealt cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from odin_desktop.engine.odin.cards import codes_of
from odin_desktop.engine.odin.moves import PLAY_BITS, action_take, action_to_record
from odin_desktop.engine.odin.options import Options


def known_holdings(players: int, history: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """Per seat, the cards everyone saw it take in a hand with this ``history`` and that it
    has not played since: what every player at the table knows of the others' hands."""
    known = [0] * players
    for seat, action in history:
        known[seat] &= ~(action & PLAY_BITS)
        take = action_take(action)
        if take is not None:
            known[seat] |= 1 << take
    return tuple(known)


@dataclass(frozen=True, slots=True)
class OdinObservation:
    seat: int
    players: int
    hand: int  # mask of the seat's own cards
    hand_sizes: tuple[int, ...]
    table: int  # mask of the set in the middle; 0 when the seat leads
    table_seat: int | None
    hand_index: int
    leader: int  # the seat that led this hand's first round
    history: tuple[tuple[int, int], ...]  # (seat, action) for every move of this hand
    totals: tuple[int, ...]  # points per seat before this hand
    options: Options
    legal: tuple[int, ...]  # the legal actions, when it is this seat's turn
    discards: int  # mask of the cards discarded so far this hand

    def known_holdings(self) -> tuple[int, ...]:
        """Per seat, the cards everyone saw it take and that it has not played since."""
        return known_holdings(self.players, self.history)

    def unseen(self) -> int:
        """Cards this seat cannot place: in other hands (beyond what they were seen to take)
        or never dealt."""
        others_known = 0
        for seat, cards in enumerate(self.known_holdings()):
            if seat != self.seat:
                others_known |= cards
        return self.options.deck & ~(self.hand | self.table | self.discards | others_known)

    def to_json(self) -> dict[str, object]:
        """The observation of the external-bot protocol (docs/BOTS.md)."""
        return {
            "seat": self.seat,
            "players": self.players,
            "hand": codes_of(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "table": codes_of(self.table),
            "table_seat": self.table_seat,
            "hand_index": self.hand_index,
            "leader": self.leader,
            "history": [{"seat": seat, **action_to_record(a)} for seat, a in self.history],
            "totals": list(self.totals),
            "options": self.options.to_record(),
            "legal": [action_to_record(a) for a in self.legal],
        }
