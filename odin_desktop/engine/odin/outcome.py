"""What a move did, said by the engine so that no screen has to work it out: the cards played
and taken, the set beaten, what went to the discard pile, who won the round, and whether the
hand (and the game) ended — and how."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PLAY_BITS, action_take


@dataclass(frozen=True)
class OdinOutcome:
    seat: int
    action: int
    played: int  # cards played (0 for a pass)
    taken: int | None  # the card taken from the beaten set
    beaten: int  # the set that lay in the middle before this move
    discarded: int  # cards that went to the discard pile because of this move
    round_won_by: int | None  # set when this pass ended the round: that seat leads next
    round_over: bool
    whole_hand: bool  # the hand ended with a leader's whole-hand finish
    game_over: bool = False

    @property
    def is_pass(self) -> bool:
        return not self.played


def describe_move(
    state: HandState, action: int, apply: Callable[[], None] | None = None
) -> OdinOutcome:
    """Apply ``action`` to ``state`` (through ``apply`` when given, e.g. the game's checked
    apply, which may also end the game) and say what it did."""
    seat, beaten, discards = state.turn, state.table, state.discards
    if apply is None:
        state.apply_action(action)
    else:
        apply()
    round_won_by = None
    if not action & PLAY_BITS and state.table == 0 and beaten:
        round_won_by = state.turn
    return OdinOutcome(
        seat=seat,
        action=action,
        played=action & PLAY_BITS,
        taken=action_take(action),
        beaten=beaten,
        discarded=state.discards & ~discards,
        round_won_by=round_won_by,
        round_over=state.over,
        whole_hand=state.over and state.led_out,
    )


def replay_hand(deal: list[int], leader: int, history: list[tuple[int, int]]) -> list[OdinOutcome]:
    """The outcomes of a hand's moves, replayed from its deal (a resumed table, the viewer)."""
    state = HandState(deal, leader)
    return [describe_move(state, action) for _seat, action in history]
