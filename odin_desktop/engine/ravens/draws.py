"""Where drawn cards come from: injected, so one engine serves live play, replays and search.

The engine keeps every hidden pile as a multiset (a supply, the shuffled part of the landscape
deck) and asks its `Draws` for a card whenever the rules draw one. Live play draws uniformly
at random from a seeded generator, which is the same as drawing the top of a shuffled pile;
a replay feeds the recorded cards (`ScriptedDraws`, after checking each); an AI's
determinization gives its own generator. A draw source never decides anything the rules
decide: the engine tells it which pile, and it names one card that pile holds.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from typing import Protocol

from odin_desktop.engine.ravens.cards import PAIRS, oriented


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
