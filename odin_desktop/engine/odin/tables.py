"""Precomputed tables that make legal-move generation a handful of lookups.

Built once at import (a few milliseconds). Everything here is derived from `cards.py`.
"""

from __future__ import annotations

from itertools import combinations

from odin_desktop.engine.odin.cards import NUMBER_MASKS


def _digits_value(numbers: list[int]) -> int:
    value = 0
    for d in sorted(numbers, reverse=True):
        value = value * 10 + d
    return value


def _colour_subsets() -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
    """For every 9-bit mask of one colour's numbers: by size, (subset, value), best first."""
    table = []
    for mask in range(512):
        bits = [b for b in range(9) if mask >> b & 1]
        by_size = []
        for k in range(len(bits) + 1):
            subsets = []
            for combo in combinations(bits, k):
                sub = sum(1 << b for b in combo)
                subsets.append((sub, _digits_value([b + 1 for b in combo])))
            subsets.sort(key=lambda s: -s[1])
            by_size.append(tuple(subsets))
        table.append(tuple(by_size))
    return tuple(table)


# Lookups by set size are padded to this length (sizes 0..10: a colour has at most nine
# cards and a follow may use one card more) so the hot path never checks lengths.
PADDED_SIZES = 11
_EMPTY = ((), (), ())

ColourSets = tuple[tuple[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...], ...]


def _shifted_colour_subsets() -> tuple[ColourSets, ...]:
    """COLOUR_SETS[c][m][k] = (negated values, subsets of size k, subsets of size k + 1).

    The subsets of colour c's 9-bit mask m, best first, already shifted into place. Negated
    values (ascending) let `bisect` count the size-k subsets that beat a value in one C-level
    call; size k + 1 always beats a set of k, so it comes along for following in one lookup.
    """
    table = []
    for c in range(6):
        per_mask = []
        for by_size in COLOUR_SUBSETS:
            shifted = [tuple(sub << (9 * c) for sub, _ in subsets) for subsets in by_size]
            shifted += [()] * (PADDED_SIZES + 1 - len(shifted))
            entries = tuple(
                (tuple(-v for _, v in by_size[k]), shifted[k], shifted[k + 1])
                for k in range(len(by_size))
            )
            per_mask.append(entries + (_EMPTY,) * (PADDED_SIZES - len(entries)))
        table.append(tuple(per_mask))
    return tuple(table)


def _number_subsets() -> tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]:
    """For every number and 6-bit mask of colours holding it: by size, the 54-bit subsets.

    Padded to PADDED_SIZES like COLOUR_SETS."""
    table = []
    for n in range(9):
        per_mask = []
        for mask in range(64):
            colours = [c for c in range(6) if mask >> c & 1]
            by_size = tuple(
                tuple(sum(1 << (9 * c + n) for c in combo) for combo in combinations(colours, k))
                for k in range(len(colours) + 1)
            )
            per_mask.append(by_size + ((),) * (PADDED_SIZES - len(by_size)))
        table.append(tuple(per_mask))
    return tuple(table)


COLOUR_SUBSETS = _colour_subsets()
COLOUR_SETS = _shifted_colour_subsets()
NUMBER_SUBSETS = _number_subsets()
# COLOUR_VALUE[m]: value of the set made by one colour's numbers in 9-bit mask m.
COLOUR_VALUE = tuple(_digits_value([b + 1 for b in range(9) if m >> b & 1]) for m in range(512))
# REPEATED[n - 1][k]: the value of k cards of number n (3, 33, 333, …).
REPEATED = tuple(
    tuple(int(str(n) * k) if k else 0 for k in range(PADDED_SIZES)) for n in range(1, 10)
)

# Gathering one number's six colour bits (positions 0, 9, …, 45 after shifting the hand by
# number - 1) into a 6-bit mask takes one multiply: bit 9c lands on bit 45 + c, and the
# products of other bit pairs fall on distinct lower positions, so nothing carries into them.
NUMBER_STRIDE = NUMBER_MASKS[0]
GATHER_MAGIC = sum(1 << (45 - 8 * c) for c in range(6))


def colours_holding(hand: int, number_index: int) -> int:
    """6-bit mask of the colours in which ``hand`` holds number ``number_index + 1``."""
    return (((hand >> number_index) & NUMBER_STRIDE) * GATHER_MAGIC >> 45) & 63
