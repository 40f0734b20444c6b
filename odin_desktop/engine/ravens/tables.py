"""Precomputed and memoized pieces of the legal-action lists (the hot path's lookups).

Hands are small (at most 5 cards of 9 kinds: 2,002 possible hands), so what a hand can do
alone is computed once per hand and Magic Way card. Flies depend on the flight cards in hand,
the flight cards on top of the stack, the limits left, the landscape of the next space and
the marker; the Odin cards' spaces and cards depend on the row's length and what stands on
it. Both are memoized in dictionaries that are emptied when they grow past a bound, so a long
search cannot make them eat memory.
"""

from __future__ import annotations

from typing import TypeVar

import odin_desktop.engine.ravens.actions as A
from odin_desktop.engine.ravens.cards import (
    FLIGHT_KINDS,
    KIND_COUNT,
    MAGIC_CARDS,
    MAGIC_MATCH,
    multiset_of,
    multiset_of_counts,
    multiset_size,
    stack_kinds,
    stack_of,
)

MEMO_BOUND = 200_000
Memo = TypeVar("Memo")  # what a memo keeps per key


def _bounded(memo: dict[int, Memo]) -> None:
    if len(memo) > MEMO_BOUND:
        memo.clear()


# ---------------------------------------------------------------- one-card actions

_HAND_SIMPLE: tuple[dict[int, tuple[int, ...]], ...] = tuple({} for _ in MAGIC_CARDS)


def hand_simple(magic: int, hand: int) -> tuple[int, ...]:
    """Store, discard and Magic Way actions of the cards in ``hand`` (a multiset)."""
    memo = _HAND_SIMPLE[magic]
    found = memo.get(hand)
    if found is None:
        kinds = [k for k in range(KIND_COUNT) if (hand >> (3 * k)) & 7]
        match = MAGIC_MATCH[magic]
        found = (
            *(A.store(k) for k in kinds),
            *(A.discard(k) for k in kinds),
            *(A.magic(k) for k in kinds if match >> k & 1),
        )
        memo[hand] = found
    return found


# For each Magic Way card and the stack's top kind: discarding it, and playing it to the row.
STACK_SIMPLE = tuple(
    tuple(
        (A.discard(k, True), A.magic(k, True)) if MAGIC_MATCH[m] >> k & 1 else (A.discard(k, True),)
        for k in range(KIND_COUNT)
    )
    for m in range(len(MAGIC_CARDS))
)

# ---------------------------------------------------------------- flies


def _flight_prefix(code: int, limit: int) -> int:
    """The top cards of ``code`` that are flight cards, at most ``limit`` of them."""
    taken = []
    for kind in stack_kinds(code)[:limit]:
        if kind not in FLIGHT_KINDS:
            break
        taken.append(kind)
    return stack_of(taken)


def _is_stack_code(code: int) -> bool:
    seen_empty = False
    for shift in range(0, 12, 4):
        nibble = (code >> shift) & 15
        if nibble > KIND_COUNT:
            return False
        if nibble and seen_empty:
            return False
        seen_empty |= not nibble
    return True


# The top cards of a stack (its lowest 12 bits) -> the multiset of those cards.
STACK_MULTISET = tuple(
    multiset_of(stack_kinds(code)) if _is_stack_code(code) else 0 for code in range(4096)
)

# [cards the stack may still give][its top 12 bits] -> its flight cards a fly may use.
FLIGHT_PREFIX = tuple(
    tuple(_flight_prefix(code, limit) if _is_stack_code(code) else 0 for code in range(4096))
    for limit in range(4)
)


def _valid_flies(landscape: int, units: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every multiset of flight cards that flies onto ``landscape`` with ``units`` payments
    (1, or 2 to pass the marker): each payment is one matching card or a joker (two equal
    flight cards). As (size, count of each flight kind)."""
    singles = [multiset_of([landscape])]
    jokers = [multiset_of([k, k]) for k in FLIGHT_KINDS]
    payments = singles + jokers
    found: set[int] = set(payments) if units == 1 else set()
    if units == 2:
        for i, first in enumerate(payments):
            for second in payments[i:]:
                found.add(first + second)
    return tuple(
        (multiset_size(m), tuple((m >> (3 * k)) & 7 for k in FLIGHT_KINDS)) for m in sorted(found)
    )


VALID_FLIES = tuple(tuple(_valid_flies(x, u) for u in (1, 2)) for x in FLIGHT_KINDS)
VALID_FLY_SETS = tuple(
    tuple(frozenset(multiset_of_counts(counts) for _, counts in v) for v in by_units)
    for by_units in VALID_FLIES
)

_HAND_FLIES: dict[int, tuple[int, ...]] = {}  # flies from the hand alone
_STACK_FLIES: dict[int, tuple[int, ...]] = {}  # flies with one card or more off the stack
_CAPPED: dict[int, int] = {}  # at most 252 hands x 4 limits x 2: never needs a bound


def flies(
    hand_flights: int, hand_left: int, prefix: int, landscape: int, marker: bool
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Every fly from these flight cards in hand (``hand_left`` may still be played) and this
    flight prefix of the stack onto ``landscape``, passing the marker when ``marker``: (those
    from the hand alone, those using the stack). Two memos, so the many positions that differ
    only in the stack share the first."""
    capped = _CAPPED.get(hand_flights << 3 | hand_left << 1 | marker)
    if capped is None:
        capped = _cap(hand_flights, hand_left, marker)
    key = (capped << 2 | hand_left) << 4 | landscape << 1 | marker
    alone = _HAND_FLIES.get(key)
    if alone is None:
        alone = _HAND_FLIES[key] = _enumerate_flies(capped, hand_left, 0, landscape, marker)
    if not prefix:
        return alone, ()
    key = key << 12 | prefix
    stacked = _STACK_FLIES.get(key)
    if stacked is None:
        _bounded(_STACK_FLIES)
        stacked = _STACK_FLIES[key] = _enumerate_flies(capped, hand_left, prefix, landscape, marker)
    return alone, stacked


def _cap(hand_flights: int, hand_left: int, marker: bool) -> int:
    """The hand's flight cards as far as a fly can tell them apart (so more hands share a
    memo entry): a fly plays at most ``hand_left`` of them, and at most 2 of one kind (4 to
    pass the marker)."""
    cap = min(hand_left, 4 if marker else 2)
    capped = sum(min((hand_flights >> (3 * k)) & 7, cap) << (3 * k) for k in FLIGHT_KINDS)
    _CAPPED[hand_flights << 3 | hand_left << 1 | marker] = capped
    return capped


def _enumerate_flies(
    hand_flights: int, hand_left: int, prefix: int, landscape: int, marker: bool
) -> tuple[int, ...]:
    """The flies from the hand alone when ``prefix`` is 0, else those taking 1 or more of
    ``prefix``'s cards off the stack."""
    stacked = stack_kinds(prefix)
    h0, h1, h2, h3, h4 = ((hand_flights >> (3 * k)) & 7 for k in FLIGHT_KINDS)
    found = []
    for size, counts in VALID_FLIES[landscape][1 if marker else 0]:
        need = list(counts)  # what the hand must give, once k cards come off the stack
        for k in range(min(len(stacked), size) + 1):
            if k:
                need[stacked[k - 1]] -= 1
                if need[stacked[k - 1]] < 0:
                    break  # a longer run off the stack holds this card too
            elif prefix:
                continue  # the hand alone: the other memo's
            if (
                size - k <= hand_left
                and need[0] <= h0
                and need[1] <= h1
                and need[2] <= h2
                and need[3] <= h3
                and need[4] <= h4
            ):
                from_hand = multiset_of_counts(need)
                found.append(A.fly_packed(from_hand, size - k, stack_of(stacked[:k]), k))
    return tuple(found)


# ---------------------------------------------------------------- the Odin cards on the board

MAX_ROW = 40  # every landscape card in the row
# O1's marker moves, keyed by the row's length, the ravens, the marker and the source; swaps and
# O3's actions only by the length, which cards are occupied and the source (a key shared by
# many more positions: these lists are the long ones).
_SPACES: dict[int, tuple[int, ...]] = {}
_CARDS: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}

# Every Odin action on the board of the longest row, from the hand [0] and the stack [1], in
# the order the lists keep; a row's lists are slices of these with the occupied parts cut out.
_MARKERS = tuple(
    tuple(A.marker(i, path, s) for i in range(MAX_ROW) for path in (0, 1)) for s in (False, True)
)
_SWAPS = tuple(
    tuple(tuple(A.swap(i, j, s) for j in range(i + 1, MAX_ROW)) for i in range(MAX_ROW))
    for s in (False, True)
)
_TURNS = tuple(tuple(A.turn(i, s) for i in range(MAX_ROW)) for s in (False, True))
_REMOVES = tuple(tuple(A.remove(i, s) for i in range(MAX_ROW)) for s in (False, True))


def board_actions(
    length: int, top: int, bottom: int, marker: int, stacked: int
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """(O1's marker moves, O1's swaps, O3's actions) played from the hand (``stacked`` 0) or
    the stack (1) on a row of ``length`` cards, the ravens at ``top`` and ``bottom``, the
    marker at ``marker`` (position * 2 + path, or -1)."""
    key = (((length << 8 | top + 1) << 8 | bottom + 1) << 10 | marker + 1) << 1 | stacked
    spaces = _SPACES.get(key)
    if spaces is None:
        _bounded(_SPACES)
        cut = sorted({space for space in (2 * top, 2 * bottom + 1, marker) if space >= 0})
        spaces = _SPACES[key] = tuple(_without(_MARKERS[stacked], cut, 2 * length))
    occupied = 0
    for position in (top, bottom, marker >> 1):
        if position >= 0:
            occupied |= 1 << position
    key = (occupied << 6 | length) << 1 | stacked
    cards = _CARDS.get(key)
    if cards is None:
        _bounded(_CARDS)
        cards = _CARDS[key] = _enumerate_cards(length, occupied, stacked)
    return spaces, cards[0], cards[1]


def _without(actions: tuple[int, ...], cut: list[int], limit: int) -> list[int]:
    """``actions[:limit]`` without the entries at the (sorted) indices ``cut``."""
    kept: list[int] = []
    start = 0
    for index in cut:
        if index >= limit:
            break
        kept += actions[start:index]
        start = index + 1
    kept += actions[start:limit]
    return kept


def _enumerate_cards(
    length: int, occupied: int, stacked: int
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(O1's swaps, O3's turns and removals) of the unoccupied cards."""
    taken = [p for p in range(length) if occupied >> p & 1]
    swaps: list[int] = []
    for i in range(length):
        if not occupied >> i & 1:
            cut = [p - i - 1 for p in taken if p > i]
            swaps += _without(_SWAPS[stacked][i], cut, length - i - 1)
    o3 = _without(_TURNS[stacked], taken, length) + _without(_REMOVES[stacked], taken, length - 1)
    return tuple(swaps), tuple(o3)
