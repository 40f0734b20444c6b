"""A plain implementation of the rules (docs/RULES.md), written for clarity, not speed.

Two jobs: the baseline that `bench engine` measures the real engine against, and an
independent oracle for the tests (the engine's legal moves must equal these, state after
state). It shares no code with `odin_desktop.engine` on purpose: cards are (colour, number)
tuples, hands are lists, and legal moves come from `itertools.combinations`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

Card = tuple[str, int]  # ("B", 7)


@dataclass(frozen=True)
class RefMove:
    play: tuple[Card, ...]  # sorted; empty for a pass
    take: Card | None = None


def is_set(cards: tuple[Card, ...]) -> bool:
    if not cards:
        return False
    return len({c for c, _ in cards}) == 1 or len({n for _, n in cards}) == 1


def value(cards: tuple[Card, ...]) -> int:
    return int("".join(str(n) for n in sorted((n for _, n in cards), reverse=True)))


@dataclass
class RefHand:
    hands: list[list[Card]]
    turn: int
    middle: list[Card] = field(default_factory=list)
    middle_seat: int | None = None
    passes: int = 0
    discards: list[Card] = field(default_factory=list)
    over: bool = False

    @property
    def players(self) -> int:
        return len(self.hands)

    def legal_moves(self) -> list[RefMove]:
        if self.over:
            return []
        hand = sorted(self.hands[self.turn])
        if not self.middle:
            moves = [RefMove((c,)) for c in hand]
            if len(hand) > 1 and is_set(tuple(hand)):
                moves.append(RefMove(tuple(hand)))
            return moves
        moves = []
        size, beat = len(self.middle), value(tuple(self.middle))
        for k in (size, size + 1):
            for combo in combinations(hand, k):
                if is_set(combo) and value(combo) > beat:
                    if k == len(hand):
                        moves.append(RefMove(combo))
                    else:
                        moves.extend(RefMove(combo, t) for t in sorted(self.middle))
        moves.append(RefMove(()))
        return moves

    def apply(self, move: RefMove) -> None:
        seat = self.turn
        if not move.play:
            self.passes += 1
            self.turn = (seat + 1) % self.players
            if self.turn == self.middle_seat:  # everyone else passed: the round ends
                self.discards.extend(self.middle)
                self.middle = []
                self.middle_seat = None
                self.passes = 0
            return
        hand = self.hands[seat]
        for card in move.play:
            hand.remove(card)
        if move.take is not None:
            hand.append(move.take)
        self.discards.extend(c for c in self.middle if c != move.take)
        self.middle = list(move.play)
        self.middle_seat = seat
        self.passes = 0
        if not hand:
            self.over = True
        else:
            self.turn = (seat + 1) % self.players

    def scores(self) -> list[int]:
        return [len(h) for h in self.hands]
