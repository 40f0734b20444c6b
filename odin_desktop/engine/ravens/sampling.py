"""Worlds a seat cannot tell apart: the opponent's hidden cards sampled, a full `RaceState`
rebuilt from an observation (determinization for search-based bots).

From where one seat sits, everything is known but how the opponent's unseen cards (its 33 less
its discard pile and Magic Way row) split into its hand, its stack (in order) and its supply.
Supplies and the shuffled landscape deck are multisets in the engine, and the `Draws` given
to the rebuilt state decides every future draw.
"""

from __future__ import annotations

import random

import odin_desktop.engine.ravens.actions as A
from odin_desktop.engine.ravens.cards import (
    PAIR_OF,
    PAIR_UNIT,
    kinds_of,
    multiset_of,
    stack_multiset,
    stack_of,
    stack_size,
)
from odin_desktop.engine.ravens.draws import Draws
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.phases import ACTION, LAY, OVER
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.ravens.setup import RaceSetup


def sample_opponent(obs: RavensObservation, rng: random.Random) -> tuple[int, int]:
    """A uniformly random (hand multiset, stack int) for the opponent that fits ``obs``."""
    other = 1 - obs.seat
    unseen = list(kinds_of(obs.opponent_unseen()))
    rng.shuffle(unseen)
    hand_size, stack_size_ = obs.hand_sizes[other], obs.stack_sizes[other]
    hand = multiset_of(unseen[:hand_size])
    return hand, stack_of(unseen[hand_size : hand_size + stack_size_])


def race_from_observation(
    obs: RavensObservation, opponent_hand: int, opponent_stack: int, draws: Draws
) -> RaceState:
    """The race ``obs`` sees, with the opponent holding ``opponent_hand`` (a multiset of its
    hand's size) and ``opponent_stack`` (a stack int of its stack's size), drawing from
    ``draws``. The rebuilt race has no log of earlier turns."""
    seat, other = obs.seat, 1 - obs.seat
    unseen = obs.opponent_unseen()
    if stack_size(opponent_stack) != obs.stack_sizes[other]:
        raise ValueError("the opponent's stack has the wrong size")
    supply = unseen - opponent_hand - stack_multiset(opponent_stack)
    setup = RaceSetup(
        first=obs.to_move if obs.to_move is not None else seat,
        magic=obs.magic,
        row=obs.row,
        under=obs.under,
        hands=((), ()),
    )
    race = RaceState(setup, draws, obs.race)
    hands, stacks, supplies = [0, 0], [0, 0], [0, 0]
    hands[seat], hands[other] = obs.hand, opponent_hand
    stacks[seat], stacks[other] = obs.stack, opponent_stack
    supplies[seat], supplies[other] = obs.own_supply(), supply
    race.hands, race.stacks, race.supplies = hands, stacks, supplies
    race.hand_sizes = list(obs.hand_sizes)
    race.stack_sizes = list(obs.stack_sizes)
    race.supply_sizes = list(obs.supply_sizes)
    race.discards = list(obs.discards)
    race.discard_sizes = [len(kinds_of(d)) for d in obs.discards]
    race.magic_rows = list(obs.magic_rows)
    race.magic_sizes = [len(kinds_of(r)) for r in obs.magic_rows]
    race.positions = list(obs.positions)
    race.marker = obs.marker
    race.used_hand, race.used_stack = obs.used
    race.turn_actions = list(obs.turn_actions)
    if obs.to_move is not None:
        race.turn = obs.to_move
    race.phase = OVER if obs.race_over else ACTION
    if obs.lay >= 0:
        race.deck -= PAIR_UNIT[PAIR_OF[obs.lay]]
        race.deck_size -= 1
        race.pending = obs.lay
        race.phase = LAY
        _resume_lay(race, obs.turn_actions)
    if race.deck_size + len(race.under) != obs.landscape_deck:
        raise ValueError("the observation's landscape deck does not add up")
    return race


def _resume_lay(race: RaceState, turn_actions: tuple[int, ...]) -> None:
    """Whether the pending card ends the turn (lengthening) or is an extend's first or second."""
    laid = 0
    for action in reversed(turn_actions):
        kind = A.action_type(action)
        if kind == A.LAY:
            laid += 1
        elif kind == A.END:
            race.lay_ends_turn = True
            return
        elif kind == A.EXTEND:
            race.extend_left = 1 if laid == 0 else 0
            return
