"""Notation and compact forms of Odin's Ravens' cards.

A player's card is a *kind* 0..8: the flight cards ``F M L P S`` (0..4, one per landscape)
and the Odin cards ``O1``-``O4`` (5..8). Cards of one kind are alike, so a pile whose order
does not matter (a hand, a supply, a discard pile, a Magic Way row) is a *multiset*: one int
with 3 bits per kind holding that kind's count (never more than 5). Adding or removing a card
is one addition; a whole hand is a small int that tables can be keyed by.

A stack (ordered, face down) is an int too: 4 bits per card holding ``kind + 1``, its top in
the lowest bits. Pushing is ``stack << 4 | kind + 1``, popping ``stack >> 4``, the top kind
``(stack & 15) - 1`` (-1 when empty).

A landscape card as laid is an *oriented* code ``top * 5 + bottom`` (``FM`` = 1): the top
space is on player 0's path, the bottom space on player 1's. Its two halves always differ,
so the 40 cards are 4 copies of each of the 10 unordered *pairs*; the shuffled part of the
landscape deck is a multiset of pairs, 3 bits per pair.
"""

from __future__ import annotations

from collections.abc import Iterable

LANDSCAPES = "FMLPS"
LANDSCAPE_NAMES = ("forest", "mountain", "lake", "plains", "snow")
FLIGHT_KINDS = range(5)
O1, O2, O3, O4 = 5, 6, 7, 8
ODIN_KINDS = range(5, 9)
KINDS = ("F", "M", "L", "P", "S", "O1", "O2", "O3", "O4")
KIND_OF = {code: kind for kind, code in enumerate(KINDS)}
KIND_COUNT = len(KINDS)
FLIGHT_COPIES = 5  # of each landscape in a player's cards
ODIN_COPIES = 2  # of each Odin card
PLAYER_CARDS = 5 * FLIGHT_COPIES + 4 * ODIN_COPIES  # 33
HAND_LIMIT = 5  # the hand is refilled to this many cards

# ---------------------------------------------------------------- multisets of kinds

UNIT = tuple(1 << (3 * kind) for kind in range(KIND_COUNT))  # one card of each kind
FLIGHT_BITS = (1 << 15) - 1  # the flight kinds' counts
ODIN_SHIFT = 15  # the Odin kinds' counts start here
ALL_PLAYER_CARDS = sum(
    (FLIGHT_COPIES if kind < 5 else ODIN_COPIES) * UNIT[kind] for kind in range(KIND_COUNT)
)


def count(multiset: int, kind: int) -> int:
    return (multiset >> (3 * kind)) & 7


def multiset_of(kinds: Iterable[int]) -> int:
    total = 0
    for kind in kinds:
        total += UNIT[kind]
    return total


def multiset_of_counts(counts: Iterable[int]) -> int:
    """The multiset holding ``counts[k]`` cards of each kind ``k``."""
    return sum(c << (3 * kind) for kind, c in enumerate(counts))


def kinds_of(multiset: int) -> tuple[int, ...]:
    """The cards of a multiset, in kind order."""
    return tuple(kind for kind in range(KIND_COUNT) for _ in range((multiset >> (3 * kind)) & 7))


def multiset_size(multiset: int) -> int:
    return sum((multiset >> (3 * kind)) & 7 for kind in range(KIND_COUNT))


def contains(outer: int, inner: int) -> bool:
    """Whether the multiset ``inner`` is part of ``outer``."""
    return all(
        (inner >> shift) & 7 <= (outer >> shift) & 7 for shift in range(0, 3 * KIND_COUNT, 3)
    )


def codes_of(multiset: int) -> tuple[str, ...]:
    return tuple(KINDS[kind] for kind in kinds_of(multiset))


# ---------------------------------------------------------------- stacks


def stack_of(kinds_top_first: Iterable[int]) -> int:
    stack, shift = 0, 0
    for kind in kinds_top_first:
        stack |= (kind + 1) << shift
        shift += 4
    return stack


def stack_kinds(stack: int) -> tuple[int, ...]:
    """The cards of a stack, top first."""
    kinds = []
    while stack:
        kinds.append((stack & 15) - 1)
        stack >>= 4
    return tuple(kinds)


def stack_size(stack: int) -> int:
    return (stack.bit_length() + 3) // 4


def stack_multiset(stack: int) -> int:
    return multiset_of(stack_kinds(stack))


# ---------------------------------------------------------------- landscape cards


def oriented(top: int, bottom: int) -> int:
    return top * 5 + bottom


def top_of(card: int) -> int:
    return card // 5


def bottom_of(card: int) -> int:
    return card % 5


def turned(card: int) -> int:
    """The card turned 180 degrees: its halves swap."""
    return (card % 5) * 5 + card // 5


ORIENTED_CARDS = tuple(oriented(t, b) for t in range(5) for b in range(5) if t != b)
PAIRS = tuple((a, b) for a in range(5) for b in range(a + 1, 5))  # the 10 unordered pairs
_PAIR_INDEX = {pair: index for index, pair in enumerate(PAIRS)}
PAIR_OF = tuple(
    _PAIR_INDEX.get((min(c // 5, c % 5), max(c // 5, c % 5)), -1) for c in range(25)
)  # oriented code -> pair index (-1 for the impossible equal halves)
PAIR_UNIT = tuple(1 << (3 * pair) for pair in range(len(PAIRS)))
LANDSCAPE_COPIES = 4  # of each pair
LANDSCAPE_CARDS = LANDSCAPE_COPIES * len(PAIRS)  # 40
FULL_DECK = sum(LANDSCAPE_COPIES * unit for unit in PAIR_UNIT)


def pair_count(deck: int, pair: int) -> int:
    return (deck >> (3 * pair)) & 7


def landscape_code(card: int) -> str:
    """``FM``-style notation, top then bottom."""
    return LANDSCAPES[card // 5] + LANDSCAPES[card % 5]


LANDSCAPE_CODE_OF = {landscape_code(c): c for c in ORIENTED_CARDS}


def parse_landscape(code: str) -> int:
    """The oriented card of a ``TB`` code; KeyError when it is not one."""
    return LANDSCAPE_CODE_OF[code]


def pair_code(pair: int) -> str:
    a, b = PAIRS[pair]
    return LANDSCAPES[a] + LANDSCAPES[b]


# ---------------------------------------------------------------- Magic Way cards

ODIN_PICTURE = "O"
MAGIC_CARDS = ("O+M", "O+F", "O+L", "P+S", "F+S", "L+P")
MAGIC_OF = {code: index for index, code in enumerate(MAGIC_CARDS)}


def _matching_kinds(code: str) -> int:
    """Bit ``k`` set when a card of kind ``k`` may go to the Magic Way row."""
    mask = 0
    for picture in code.split("+"):
        if picture == ODIN_PICTURE:
            mask |= sum(1 << kind for kind in ODIN_KINDS)
        else:
            mask |= 1 << LANDSCAPES.index(picture)
    return mask


MAGIC_MATCH = tuple(_matching_kinds(code) for code in MAGIC_CARDS)
