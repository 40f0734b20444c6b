"""Races a bot can think on, built from its observation only.

- `planning_race`: the race as the seat sees it, for planning its own turn. The other seat's
  unseen cards play no part in this turn, so they are dealt in a fixed order (no randomness:
  the same observation always gives the same race), and nothing can be drawn from it.
- `sample_race`: a determinization for search — the other seat's hand and stack sampled
  uniformly among the splits its unseen cards allow (`engine.ravens.sampling`), and every
  future draw (supplies, the landscape deck) from a generator of the search's own.
- `with_card_laid`: the race with one more landscape card after the last, without playing
  the lay (for judging the two ways of laying a drawn card).
"""

from __future__ import annotations

import random

from odin_desktop.engine.ravens.cards import kinds_of, multiset_of, stack_of
from odin_desktop.engine.ravens.draws import NoDraws, RandomDraws
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.race import RaceState
from odin_desktop.engine.ravens.sampling import race_from_observation, sample_opponent


def planning_race(obs: RavensObservation) -> RaceState:
    other = 1 - obs.seat
    unseen = kinds_of(obs.opponent_unseen())
    hand_size, stack_size = obs.hand_sizes[other], obs.stack_sizes[other]
    hand = multiset_of(unseen[:hand_size])
    stack = stack_of(unseen[hand_size : hand_size + stack_size])
    return race_from_observation(obs, hand, stack, NoDraws())


def sample_race(obs: RavensObservation, rng: random.Random) -> RaceState:
    hand, stack = sample_opponent(obs, rng)
    draws = RandomDraws(random.Random(rng.getrandbits(64)))
    return race_from_observation(obs, hand, stack, draws)


def with_card_laid(race: RaceState, card: int) -> RaceState:
    laid = race.copy(draws=NoDraws())
    laid.row.append(card)
    laid.paths[0].append(card // 5)
    laid.paths[1].append(card % 5)
    laid.length += 1
    return laid
