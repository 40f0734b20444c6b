"""Play on from here, Odin's Ravens' part (`session.play_on`): the record of a position with
the cards the seat to move could not see dealt again.

What the seat cannot see is the other seat's hand and stack and the order of its supply; the
analyst's worlds (`engine.ravens.sampling.sample_opponent`) deal them uniformly from the other
seat's unseen cards. A record, though, names every card drawn, so the cards dealt again must
be ones the history could have drawn: each card the other seat holds is followed from where it
was drawn (its first five, or a draw at a turn's end) through its stores and its stack's
arranges, and the cards still hidden are dealt again *within their supply*: before its supply
first ran out (every card of the 33 drawn by then, so only their places can change), or from
the discard pile shuffled in when it did, with the cards left in that supply. Without a
supply run out, that is the analyst's deal itself; after one, it is what the seat saw of the
shuffle. Cards ever shown (played, discarded, laid in the Magic Way row) keep their names.

A position inside a draw (a landscape card drawn, waiting to be laid) cannot be written in a
record: the play on starts before the action that drew it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from odin_desktop.engine.ravens.cards import ALL_PLAYER_CARDS, HAND_LIMIT, KINDS, kinds_of
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.record import game_to_record, parse_record, walk
from odin_desktop.engine.records import RecordStep, RoundStart
from odin_desktop.session.play_on import position

Step = RoundStart[RavensGame] | RecordStep[RavensGame, Any, Any]
# Where a card's name is written in a record: the list, the index, the prefix ("h:", "").
Place = tuple[list[str], int, str]
MAGIC = "magic"
ARRANGE = "arrange"


@dataclass(eq=False)
class _Card:
    """One card of the other seat, followed through the race."""

    kind: str
    supply: int  # which of its supplies it was drawn from (0: the first, 1: after a shuffle…)
    places: list[Place] = field(default_factory=list)
    shown: bool = False


class _Follower:
    """The other seat's cards through one race of a record (JSON), as the engine moves them."""

    def __init__(self, dealt: list[str]) -> None:
        self.hand = [_Card(kind, 0, [(dealt, i, "")]) for i, kind in enumerate(dealt)]
        self.stack: list[_Card] = []  # top first
        self.discards: list[str] = []
        self.epoch = 0
        self.supply = Counter(KINDS[k] for k in kinds_of(ALL_PLAYER_CARDS))
        self.supply.subtract(dealt)

    def action(self, entry: dict[str, Any]) -> None:
        act = entry["act"]
        cards: list[str] = entry["cards"]
        for n, text in enumerate(cards):
            source, kind = text.split(":")
            card = self.stack.pop(0) if source == "s" else self._from_hand(kind)
            if act == "store":
                card.places.append((cards, n, "h:"))
                self.stack.insert(0, card)
            elif act == MAGIC:
                card.shown = True
            else:
                card.shown = True
                self.discards.append(kind)
        if entry.get("do") == ARRANGE and "stack" in entry:
            order: list[str] = entry["stack"]
            before = self.stack
            self.stack = []
            for n, kind in enumerate(order):
                card = next(c for c in before if c.kind == kind)
                before.remove(card)
                card.places.append((order, n, ""))
                self.stack.append(card)

    def _from_hand(self, kind: str) -> _Card:
        return self.hand.pop(next(i for i, c in enumerate(self.hand) if c.kind == kind))

    def draw(self, drawn: list[str]) -> None:
        for n, kind in enumerate(drawn):
            if sum(self.supply.values()) == 0:  # the discard pile is shuffled in
                self.epoch += 1
                self.supply = Counter(self.discards)
                self.discards = []
            self.supply[kind] -= 1
            self.hand.append(_Card(kind, self.epoch, [(drawn, n, "")]))

    def deal_again(self, rng: random.Random) -> None:
        """The hidden cards dealt again within their supplies; their names rewritten."""
        hidden = [card for card in self.hand + self.stack if not card.shown]
        for epoch in sorted({card.supply for card in hidden} | {self.epoch}):
            mine = [card for card in hidden if card.supply == epoch]
            kinds = [card.kind for card in mine]
            if epoch == self.epoch:
                kinds += list(self.supply.elements())
            rng.shuffle(kinds)
            for card, kind in zip(mine, kinds, strict=False):
                card.kind = kind
                for where, index, prefix in card.places:
                    where[index] = prefix + kind


def redeal(
    steps: Sequence[Step], players: list[str], decisions: int, rng: random.Random
) -> tuple[dict[str, Any], int]:
    """The record walked in ``steps`` up to its first ``decisions`` decisions (or the last
    moment before a draw), the other seat's unseen cards dealt again as the seat to move there
    could see them."""
    game, seat = position(steps, decisions)
    written = game_to_record(game, players)
    kept = sum(1 for step in walk(parse_record(written)) if isinstance(step, RecordStep))
    race = written["races"][-1]
    other = 1 - seat
    follower = _Follower(race["hands"][other])
    for turn in race["turns"]:
        if turn["seat"] != other:
            continue
        for entry in turn["actions"]:
            follower.action(entry)
        end = turn.get("end")
        if end is not None:
            follower.draw(end["draw"])
    assert len(follower.hand) <= HAND_LIMIT
    follower.deal_again(rng)
    return written, kept
