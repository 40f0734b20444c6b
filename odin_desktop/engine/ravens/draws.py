"""Where drawn cards come from: injected, so one engine serves live play, replays and search.

The engine keeps every hidden pile as a multiset (a supply, the shuffled part of the landscape
deck) and asks its `Draws` for a card whenever the rules draw one. Live play draws uniformly
at random from a seeded generator, which is the same as drawing the top of a shuffled pile;
a replay feeds the recorded cards (`ScriptedDraws`, after checking each); an AI's
determinization gives its own generator; a guided race gives the cards it was prepared with
(`PreparedDraws`). A draw source never decides anything the rules
decide: the engine tells it which pile, and it names one card that pile holds.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from typing import Protocol

from odin_desktop.engine.ravens.cards import (
    KIND_COUNT,
    PAIR_OF,
    PAIRS,
    UNIT,
    count,
    oriented,
    pair_count,
)


class Draws(Protocol):
    def card(self, supply: int, size: int) -> int:
        """One kind from ``supply`` (a multiset of ``size`` > 0 cards)."""
        ...

    def landscape(self, deck: int, size: int) -> int:
        """One oriented landscape card, as drawn, from ``deck`` (a multiset of ``size`` > 0
        pairs)."""
        ...

    def clone(self) -> Draws:
        """An independent copy (a copied state must not share a generator's future)."""
        ...


def _pick(multiset: int, index: int) -> int:
    """The entry of ``multiset`` (3 bits per entry) holding its ``index``-th card."""
    entry = 0
    while True:
        here = multiset & 7
        if index < here:
            return entry
        index -= here
        multiset >>= 3
        entry += 1


class RandomDraws:
    """Uniform draws from a seeded generator (`random.Random` hashes string seeds with SHA-512,
    so a seed gives the same cards on every run and platform)."""

    __slots__ = ("rng", "_random")

    def __init__(self, rng: random.Random | int | str) -> None:
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self._random = self.rng.random

    def card(self, supply: int, size: int) -> int:
        return _pick(supply, int(self._random() * size))

    def landscape(self, deck: int, size: int) -> int:
        a, b = PAIRS[_pick(deck, int(self._random() * size))]
        return oriented(a, b) if self._random() < 0.5 else oriented(b, a)

    def clone(self) -> RandomDraws:
        twin = random.Random()
        twin.setstate(self.rng.getstate())
        return RandomDraws(twin)


class DrawsExhausted(RuntimeError):
    """A scripted source was asked for a card nobody put in it (a replay bug, not a rule)."""


class ScriptedDraws:
    """Draws given in advance, in order (a replay checks each card before it pushes it)."""

    __slots__ = ("cards", "landscapes")

    def __init__(self, cards: Iterable[int] = (), landscapes: Iterable[int] = ()) -> None:
        self.cards: deque[int] = deque(cards)
        self.landscapes: deque[int] = deque(landscapes)

    def card(self, supply: int, size: int) -> int:
        if not self.cards:
            raise DrawsExhausted("no scripted card left to draw")
        return self.cards.popleft()

    def landscape(self, deck: int, size: int) -> int:
        if not self.landscapes:
            raise DrawsExhausted("no scripted landscape card left to draw")
        return self.landscapes.popleft()

    def clone(self) -> ScriptedDraws:
        return ScriptedDraws(self.cards, self.landscapes)


class NoDraws:
    """For a game without a seed: any draw is a mistake of the caller."""

    def card(self, supply: int, size: int) -> int:
        raise DrawsExhausted("this game has no seed: draws must be given")

    def landscape(self, deck: int, size: int) -> int:
        raise DrawsExhausted("this game has no seed: draws must be given")

    def clone(self) -> NoDraws:
        return self


class PreparedDraws:
    """The cards a prepared race wants, as long as the piles hold them (a guided race: each
    hand is filled as it was prepared, whatever the players did before).

    ``wanted`` (a multiset, set by the caller before a seat's cards are drawn) is drawn
    first, kind by kind, while the pile drawn from holds that kind; ``landscapes`` (oriented
    cards, in order) are the landscape deck's next cards while it holds them. Any other
    draw is uniform from a generator seeded with ``seed``, so the race stays legal and
    repeatable on any path."""

    __slots__ = ("wanted", "landscapes", "fallback")

    def __init__(self, landscapes: Iterable[int] = (), seed: int | str = 0) -> None:
        self.wanted = 0
        self.landscapes: deque[int] = deque(landscapes)
        self.fallback = RandomDraws(random.Random(f"prepared:{seed}"))

    def card(self, supply: int, size: int) -> int:
        for kind in range(KIND_COUNT):
            if count(self.wanted, kind) and count(supply, kind):
                self.wanted -= UNIT[kind]
                return kind
        return self.fallback.card(supply, size)

    def landscape(self, deck: int, size: int) -> int:
        while self.landscapes:
            card = self.landscapes.popleft()
            if pair_count(deck, PAIR_OF[card]):
                return card
        return self.fallback.landscape(deck, size)

    def clone(self) -> PreparedDraws:
        twin = PreparedDraws(self.landscapes)
        twin.wanted = self.wanted
        twin.fallback = self.fallback.clone()
        return twin
