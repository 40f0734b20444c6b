"""What an applied action did, for the UI to animate without re-deriving any rule."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RavenMove:
    seat: int  # whose raven moved
    start: int  # position before (-1: before the first card)
    end: int
    spaces: tuple[int, ...]  # every position it passed through, in order, ending on ``end``


@dataclass(frozen=True, slots=True)
class RavensOutcome:
    """One applied action. Card names are codes (``F``, ``O2``, ``FM``); positions are those
    of the row as it stood before the action (``removed``) or after it (everything else).

    ``drawn`` are the cards the seat drew to refill its hand when the action ended its turn
    (hidden from the other seat: show it only their number)."""

    seat: int
    action: int
    hand_cards: tuple[str, ...]  # played from the hand
    stack_cards: tuple[str, ...]  # played from the stack, top first
    raven: RavenMove | None  # a fly, an O4
    marker_before: tuple[int, int] | None  # (position, path); None: set aside
    marker_after: tuple[int, int] | None
    swapped: tuple[int, int] | None  # O1: two cards swapped places
    turned: int | None  # O3: the card turned 180 degrees
    removed: tuple[int, str] | None  # O3: (position, card); the row closed up behind it
    laid: str | None  # a drawn card added after the last, as laid
    drawn_landscape: str | None  # a landscape card drawn now, waiting to be laid
    stack_order: tuple[str, ...] | None  # O2 arrange: the stack now, top first
    drawn: tuple[str, ...]  # end of turn: the cards drawn
    reshuffled: bool  # end of turn: the discard pile became the new supply
    round_over: bool
    points: tuple[int, int] | None  # the race's points per seat, once it is over
    winner: int | None  # the race's winner, once it is over
    next_turn: int | None  # the seat to move now (None once the race is over)
    totals: tuple[int, int] | None = None  # the game's totals after a race ends
    game_over: bool = False
    game_winner: int | None = None

    @property
    def ended_turn(self) -> bool:
        return self.next_turn is not None and self.next_turn != self.seat

    @property
    def marker_set_aside(self) -> bool:
        return self.marker_before is not None and self.marker_after is None
