"""Setting up a race (docs/RAVENS_RULES.md): the row, the Magic Way card, the hands.

A `RaceSetup` is what a record writes for a race before its first turn. `deal_race` makes one
from a game's seed; `setup_refusal` says why a recorded one cannot be a race's set-up.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import odin_desktop.engine.ravens.refusals as R
from odin_desktop.engine.ravens.cards import (
    ALL_PLAYER_CARDS,
    FULL_DECK,
    HAND_LIMIT,
    KINDS,
    LANDSCAPE_CARDS,
    MAGIC_CARDS,
    PAIR_OF,
    PAIR_UNIT,
    UNIT,
    bottom_of,
    contains,
    landscape_code,
    multiset_of,
    pair_count,
    top_of,
    turned,
)
from odin_desktop.engine.ravens.draws import RandomDraws
from odin_desktop.engine.refusal import Refusal

ROW_LENGTH = 9  # landscape cards laid at set-up
SEATS = 2


def rng_for(seed: int | str, purpose: str) -> random.Random:
    """A generator for one purpose of one game: the same cards on every run and platform."""
    return random.Random(f"ravens:{seed}:{purpose}")


@dataclass(frozen=True, slots=True)
class RaceSetup:
    first: int  # the seat that takes the race's first turn
    magic: int  # index into MAGIC_CARDS
    row: tuple[int, ...]  # oriented landscape cards, as laid
    under: tuple[int, ...]  # cards put under the landscape deck while laying, in order
    hands: tuple[tuple[int, ...], ...]  # each seat's first 5 kinds, as drawn

    def to_json(self) -> dict[str, object]:
        return {
            "first": self.first,
            "magic": MAGIC_CARDS[self.magic],
            "row": [landscape_code(c) for c in self.row],
            "under": [landscape_code(c) for c in self.under],
            "hands": [[KINDS[k] for k in hand] for hand in self.hands],
        }


def clashes(left: int, right: int) -> bool:
    """Whether ``right`` laid after ``left`` puts equal landscapes side by side on a path."""
    return top_of(left) == top_of(right) or bottom_of(left) == bottom_of(right)


def deal_race(seed: int | str, race_index: int, first: int) -> RaceSetup:
    """Race ``race_index``'s set-up from the game's seed."""
    draws = RandomDraws(rng_for(seed, f"race:{race_index}"))
    deck, size = FULL_DECK, LANDSCAPE_CARDS
    row: list[int] = []
    under: list[int] = []
    while len(row) < ROW_LENGTH:
        card = draws.landscape(deck, size)
        deck -= PAIR_UNIT[PAIR_OF[card]]
        size -= 1
        if row and clashes(row[-1], card):
            card = turned(card)
            if clashes(row[-1], card):  # never with two different halves; kept for the rule
                under.append(card)
                continue
        row.append(card)
    magic = int(draws.rng.random() * len(MAGIC_CARDS))
    hands = []
    for _ in range(SEATS):
        supply, supply_size, hand = ALL_PLAYER_CARDS, 33, []
        for _ in range(HAND_LIMIT):
            kind = draws.card(supply, supply_size)
            supply -= UNIT[kind]
            supply_size -= 1
            hand.append(kind)
        hands.append(tuple(hand))
    return RaceSetup(first, magic, tuple(row), tuple(under), tuple(hands))


def setup_refusal(setup: RaceSetup) -> Refusal | None:
    """Why ``setup`` cannot start a race (the seat rule for `first` is the game's); None if
    it can."""
    if setup.first not in (0, 1):
        return R.RECORD_NO_SEAT(seat=setup.first)
    if len(setup.row) != ROW_LENGTH:
        return R.RECORD_ROW_LENGTH(count=len(setup.row))
    for i in range(1, len(setup.row)):
        if clashes(setup.row[i - 1], setup.row[i]):
            return R.RECORD_NEIGHBOURS(left=i - 1, right=i)
    deck = FULL_DECK
    for card in (*setup.row, *setup.under):
        if not pair_count(deck, PAIR_OF[card]):
            return R.RECORD_NOT_IN_DECK(card=landscape_code(card))
        deck -= PAIR_UNIT[PAIR_OF[card]]
    for seat, hand in enumerate(setup.hands):
        if len(hand) != HAND_LIMIT:
            return R.RECORD_HAND_SIZE(seat=seat, count=len(hand))
        if not contains(ALL_PLAYER_CARDS, multiset_of(hand)):
            return R.RECORD_HAND_CARDS(seat=seat, cards=tuple(KINDS[k] for k in hand))
    return None
