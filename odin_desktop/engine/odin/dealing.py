"""Seeded, deterministic shuffles.

Every random choice of a game is a pure function of the game's seed: the colours of the
two-player variant, the first leader, and the deal of hand *i*. A saved game therefore only
needs its seed to go on dealing exactly as it would have, and the arena can replay the same
deals with the players in other seats.
"""

from __future__ import annotations

import random

from odin_desktop.engine.odin.cards import COLOURS, HAND_SIZE, cards_of, colour_mask

TWO_PLAYER_COLOURS = 4


def _rng(seed: int | str, purpose: str) -> random.Random:
    # String seeds are hashed with SHA-512 by `random`, so they are stable across runs and
    # platforms (unlike hash()).
    return random.Random(f"odin:{seed}:{purpose}")


def variant_colours(seed: int | str) -> str:
    """The four colours kept by the two-player variant, in the order of docs/RULES.md."""
    kept = set(_rng(seed, "colours").sample(COLOURS, TWO_PLAYER_COLOURS))
    return "".join(letter for letter in COLOURS if letter in kept)


def first_leader(seed: int | str, players: int) -> int:
    return _rng(seed, "leader").randrange(players)


def deal(seed: int | str, hand_index: int, players: int, colours: str = COLOURS) -> list[int]:
    """Nine cards for each seat from a shuffled deck of ``colours``: one mask per seat."""
    deck = list(cards_of(colour_mask(colours)))
    if len(deck) < players * HAND_SIZE:
        raise ValueError(f"{len(deck)} cards cannot deal nine to each of {players} players")
    _rng(seed, f"deal:{hand_index}").shuffle(deck)
    hands = []
    for seat in range(players):
        mask = 0
        for c in deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]:
            mask |= 1 << c
        hands.append(mask)
    return hands
