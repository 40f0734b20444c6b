"""Reading a path the way a player plans: the *payments* still needed to reach its end.

A fly pays for one space and the raven flies on along the whole group of that landscape, so
what a raven still needs is one payment per group ahead; the marker on its path costs one
payment more (two matching cards or jokers) and splits a group it stands in. `payments`
counts them, `upcoming` lists the landscape of each, nearest first — the order in which a
hand and a stack must hold cards to fly on.
"""

from __future__ import annotations

from collections.abc import Sequence


def upcoming(path: Sequence[int], position: int, marker: int, seat: int, limit: int) -> list[int]:
    """The landscape of each payment from ``position`` to the end of ``path`` (at most
    ``limit``), a marker payment listed twice. ``marker`` is the race's code (2 * position +
    path, or -1)."""
    blocked = marker >> 1 if marker >= 0 and marker & 1 == seat else -1
    last = len(path) - 1
    found: list[int] = []
    p = position
    while p < last and len(found) < limit:
        p += 1
        landscape = path[p]
        found.append(landscape)
        if p == blocked:
            found.append(landscape)
            blocked = -1
        while p < last and path[p + 1] == landscape and p + 1 != blocked:
            p += 1
    return found[:limit]


def payments(path: Sequence[int], position: int, marker: int, seat: int) -> int:
    """How many payments the raven at ``position`` still needs to reach the last space."""
    blocked = marker >> 1 if marker >= 0 and marker & 1 == seat else -1
    count = 0
    previous = -1
    for p in range(position + 1, len(path)):
        landscape = path[p]
        if p == blocked:
            count += 2
        elif landscape != previous:
            count += 1
        previous = landscape
    return count


def next_stop(path: Sequence[int], position: int, marker: int, seat: int) -> int:
    """Where one fly from ``position`` lands (the group move, stopping before the marker)."""
    blocked = marker >> 1 if marker >= 0 and marker & 1 == seat else -1
    last = len(path) - 1
    p = position + 1
    if p == blocked:
        blocked = -1  # paid for: set aside
    while p < last and path[p + 1] == path[p] and p + 1 != blocked:
        p += 1
    return p
