"""The Odin cards' work on the row — the marker and swaps (O1), turns and removals (O3). The
marker goes in front of the other raven; the others are ranked by what they change: the other
raven's payments minus this seat's (`paths.payments`), and whether this seat's next space
becomes one its cards match (it can fly on at once).

A row of 25 cards allows some 300 swaps, far too many to try in every position of a search.
Only cards near the ravens are considered (the next `WINDOW` cards of the rearmost raven;
the path far ahead changes again before anyone gets there), plus the swaps that bring a card
this seat can fly onto to its next space. A context (the row, the ravens, the marker) is
ranked once and remembered; only the "match" bonus depends on the cards held.
"""

from __future__ import annotations

from odin_desktop.ai.ravens.paths import payments
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import O1, O3
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE
from odin_desktop.engine.ravens.race import RaceState

WINDOW = 8  # cards ahead of the rearmost raven whose swaps, turns and removals are ranked
MATCH_BONUS = 0.75  # this seat's next space becomes a landscape it holds a card of
MEMO_BOUND = 50_000

_PARAM = A.PARAM_SHIFT
Ranked = list[tuple[float, int, int]]  # (change, base action, this seat's new next landscape)


class BoardRanker:
    """Ranks swaps, turns and removals for the seat to move; remembers each context."""

    def __init__(self) -> None:
        self._memo: dict[tuple[object, ...], dict[int, tuple[float, int]]] = {}

    def candidates(self, race: RaceState, keep: int) -> list[int]:
        """For each source of O1 and O3 the seat can play now: the marker on the other
        raven's next space or the one after, and the ``keep`` best swaps, turns and removals
        with a positive score (each checked legal by the engine)."""
        seat = race.turn
        sources = _sources(race, seat)
        if not sources:
            return []
        chosen = []
        other = 1 - seat
        for source in sources.get(O1, ()):
            for ahead in (1, 2):
                action = A.marker(race.positions[other] + ahead, other, bool(source))
                if race.positions[other] + ahead < race.length and race.refusal(action) is None:
                    chosen.append(action)
        scores = self._context(race)
        held = _held_landscapes(race, seat)
        by_kind: dict[int, list[tuple[float, int]]] = {}
        for base, (change, landscape) in scores.items():
            if landscape >= 0 and landscape in held:
                change += MATCH_BONUS
            if change > 0:
                by_kind.setdefault(base & 15, []).append((change, base))
        for kind, options in by_kind.items():
            options.sort(reverse=True)
            card = O1 if kind == A.SWAP else O3
            for source in sources.get(card, ()):
                taken = 0
                for _, base in options:
                    action = base | source
                    if race.refusal(action) is None:
                        chosen.append(action)
                        taken += 1
                        if taken == keep:
                            break
        return chosen

    def _context(self, race: RaceState) -> dict[int, tuple[float, int]]:
        key = (tuple(race.row), race.positions[0], race.positions[1], race.marker, race.turn)
        scores = self._memo.get(key)
        if scores is None:
            if len(self._memo) > MEMO_BOUND:
                self._memo.clear()
            scores = self._memo[key] = {a: score(race, a) for a in _considered(race)}
        return scores


def _sources(race: RaceState, seat: int) -> dict[int, list[int]]:
    """For O1 and O3: the sources (0 the hand, `FROM_STACK`) it can be played from now."""
    found: dict[int, list[int]] = {}
    if race.used_hand < CARDS_PER_SOURCE:
        hand = race.hands[seat]
        for card in (O1, O3):
            if (hand >> (3 * card)) & 7:
                found.setdefault(card, []).append(0)
    if race.used_stack < CARDS_PER_SOURCE and (race.stacks[seat] & 15) - 1 in (O1, O3):
        found.setdefault((race.stacks[seat] & 15) - 1, []).append(A.FROM_STACK)
    return found


def _held_landscapes(race: RaceState, seat: int) -> set[int]:
    hand = race.hands[seat]
    held = {k for k in range(5) if (hand >> (3 * k)) & 7}
    top = (race.stacks[seat] & 15) - 1
    if 0 <= top < 5:
        held.add(top)
    return held


def _considered(race: RaceState) -> list[int]:
    """Base actions (no source) of the swaps, turns and removals worth ranking."""
    start = min(race.positions) + 1
    last = race.length - 1
    free = [p for p in range(start, min(last, start + WINDOW - 1) + 1) if not race.occupied(p)]
    actions = [A.turn(p) for p in free]
    actions += [A.remove(p) for p in free if p < last]
    actions += [A.swap(i, j) for n, i in enumerate(free) for j in free[n + 1 :]]
    seat = race.turn
    nxt = race.positions[seat] + 1
    if nxt in free:  # a card from further on brought to this seat's next space
        path = race.paths[seat]
        far = range(free[-1] + 1, last + 1)
        actions += [A.swap(nxt, j) for j in far if path[j] != path[nxt] and not race.occupied(j)]
    return actions


def score(race: RaceState, action: int) -> tuple[float, int]:
    """(The change in the other raven's payments minus this seat's that a swap, turn or
    removal makes, this seat's new next landscape or -1 when it stays). The race's paths are
    changed in place and put back."""
    seat = race.turn
    paths, positions, marker = race.paths, list(race.positions), race.marker
    kind = action & 15
    value = action >> _PARAM
    nxt = positions[seat] + 1
    before_next = paths[seat][nxt]
    before = difference(paths, positions, marker, seat)
    if kind == A.REMOVE:
        shifted = [p - 1 if p > value else p for p in positions]
        moved = marker - 2 if marker >= 0 and marker >> 1 > value else marker
        cut = [path[:value] + path[value + 1 :] for path in paths]
        after = difference(cut, shifted, moved, seat)
        landscape = cut[seat][shifted[seat] + 1]
    else:
        i, j = (value, value) if kind == A.TURN else (value & 255, value >> 8)
        _exchange(paths, kind, i, j)
        after = difference(paths, positions, marker, seat)
        landscape = paths[seat][nxt]
        _exchange(paths, kind, i, j)  # back as it was
    return float(after - before), (landscape if landscape != before_next else -1)


def _exchange(paths: list[list[int]], kind: int, i: int, j: int) -> None:
    """Turn card ``i`` (a `TURN`) or swap cards ``i`` and ``j``, on the paths alone."""
    top, bottom = paths
    if kind == A.TURN:
        top[i], bottom[i] = bottom[i], top[i]
    else:
        top[i], top[j] = top[j], top[i]
        bottom[i], bottom[j] = bottom[j], bottom[i]


def difference(paths: list[list[int]], positions: list[int], marker: int, seat: int) -> int:
    """The other raven's payments minus ``seat``'s."""
    other = 1 - seat
    theirs = payments(paths[other], positions[other], marker, other)
    return theirs - payments(paths[seat], positions[seat], marker, seat)
