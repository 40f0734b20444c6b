"""The attributes of a race, declared once for the mixins of `RaceState` that read them
(checks.py, legal.py): `RaceState` (race.py) holds them in its slots and sets them."""

from __future__ import annotations


class RaceFields:
    """The race's state as its mixins see it; the meaning of each is told in `RaceState`."""

    __slots__ = ()

    row: list[int]
    paths: list[list[int]]
    length: int
    positions: list[int]
    marker: int
    magic: int
    magic_match: int
    magic_rows: list[int]
    magic_sizes: list[int]
    hands: list[int]
    hand_sizes: list[int]
    stacks: list[int]
    stack_sizes: list[int]
    supplies: list[int]
    supply_sizes: list[int]
    discards: list[int]
    discard_sizes: list[int]
    deck: int
    deck_size: int
    under: list[int]
    turn: int
    used_hand: int
    used_stack: int
    phase: int
    pending: int
    log: list[tuple[int, list[int], list[int], bool]]
    winner: int | None
    points: tuple[int, int] | None
