"""Cards, sets of cards as bitmasks, and the value of a set.

A card is an integer 0..53: ``colour * 9 + (number - 1)``. A collection of cards (a hand,
the middle, the discards) is a 54-bit integer with one bit per card, so set operations are
single integer operations. Colours are in the order of docs/RULES.md: red, orange, pink, green,
blue, black, written ``R O P G B K``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

COLOURS = "ROPGBK"
NUMBERS = range(1, 10)
DECK_SIZE = 54
HAND_SIZE = 9

# Every colour's nine cards occupy one 9-bit group of the mask.
COLOUR_GROUP = 0x1FF
# Bits 0, 9, 18, …, 45: the same number in every colour, before shifting by number - 1.
_NUMBER_STRIDE = sum(1 << (9 * c) for c in range(6))
NUMBER_MASKS = tuple(_NUMBER_STRIDE << (n - 1) for n in NUMBERS)  # index: number - 1
COLOUR_MASKS = tuple(COLOUR_GROUP << (9 * c) for c in range(6))


def card(colour: int, number: int) -> int:
    """The card of a colour index (0..5) and a number (1..9)."""
    return colour * 9 + number - 1


def card_number(c: int) -> int:
    """The number printed on a card, 1..9."""
    return c % 9 + 1


def card_colour(c: int) -> int:
    """The colour index of a card, 0..5 in the order of `COLOURS`."""
    return c // 9


def card_code(c: int) -> str:
    """``B7``-style notation of a card."""
    return f"{COLOURS[c // 9]}{c % 9 + 1}"


_CODES = {card_code(c): c for c in range(DECK_SIZE)}


def parse_card(code: str) -> int:
    """The card written as ``code`` (``"B7"``); ValueError when it is not a card."""
    try:
        return _CODES[code]
    except (KeyError, TypeError):
        raise ValueError(
            f"{code!r} is not a card (colour R, O, P, G, B or K, then 1 to 9)"
        ) from None


def is_card_code(code: object) -> bool:
    return isinstance(code, str) and code in _CODES


def cards_of(mask: int) -> Iterator[int]:
    """The cards of a mask, lowest index first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


def reading_order(mask: int) -> list[int]:
    """The cards of a set as it reads: high numbers first, then colour order (B8 B2 -> 82)."""
    return sorted(cards_of(mask), key=lambda c: (-(c % 9), c // 9))


def by_number(mask: int) -> list[int]:
    """The cards of a mask from the lowest number up, colours in order within a number."""
    return sorted(cards_of(mask), key=lambda c: (c % 9, c // 9))


def by_colour(mask: int) -> list[int]:
    """The cards of a mask colour by colour, each colour from its lowest number up."""
    return list(cards_of(mask))


def of_number(mask: int, number: int) -> int:
    """The cards of a mask that carry ``number`` (1..9), in every colour."""
    return mask & NUMBER_MASKS[number - 1]


def codes_of(mask: int) -> list[str]:
    """Card codes of a mask ordered as the set reads: high numbers first, then colour order."""
    return [card_code(c) for c in reading_order(mask)]


def colour_mask(colours: Iterable[str]) -> int:
    """All cards of the given colour letters."""
    mask = 0
    for letter in colours:
        mask |= COLOUR_MASKS[COLOURS.index(letter)]
    return mask


def is_set(mask: int) -> bool:
    """True when the cards form a set: one card, or all one number, or all one colour."""
    if not mask:
        return False
    low = (mask & -mask).bit_length() - 1
    return not (mask & ~COLOUR_MASKS[low // 9]) or not (mask & ~NUMBER_MASKS[low % 9])


def set_value(mask: int) -> int:
    """The value of a set: its numbers as digits, largest first (B2 B8 -> 82)."""
    digits = sorted((c % 9 + 1 for c in cards_of(mask)), reverse=True)
    value = 0
    for d in digits:
        value = value * 10 + d
    return value
