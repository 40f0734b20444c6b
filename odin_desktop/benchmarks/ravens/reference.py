"""A straightforward implementation of Odin's Ravens, written for clarity rather than speed.

Two jobs: the baseline `bench engine --game ravens` measures the real engine against, and an
independent oracle for the tests (the engine's legal actions must equal these, position after
position). It shares no code with `odin_desktop.engine` on purpose: cards are strings
(``"F"``, ``"O2"``, ``"FM"``), piles are lists, actions are the record's JSON form (as
`replay --legal` lists them) and legal flies come from `itertools.combinations`.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from itertools import combinations
from typing import TypedDict

LANDSCAPES = "FMLPS"
ODIN = ("O1", "O2", "O3", "O4")
MAGIC_WAY = {
    "O+M": {"O1", "O2", "O3", "O4", "M"},
    "O+F": {"O1", "O2", "O3", "O4", "F"},
    "O+L": {"O1", "O2", "O3", "O4", "L"},
    "P+S": {"P", "S"},
    "F+S": {"F", "S"},
    "L+P": {"L", "P"},
}
PER_SOURCE = 3  # cards per turn from the hand, and from the stack


class ReferenceMove(TypedDict, total=False):
    """A move in the record's JSON form (docs/RECORDS.md), as `legal` lists it."""

    lay: str
    act: str
    lengthen: bool
    cards: list[str]
    do: str
    space: list[int]
    positions: list[int]
    position: int
    stack: list[str]


def player_cards() -> list[str]:
    return [land for land in LANDSCAPES for _ in range(5)] + [o for o in ODIN for _ in range(2)]


def landscape_cards() -> list[str]:
    return [a + b for i, a in enumerate(LANDSCAPES) for b in LANDSCAPES[i + 1 :] for _ in range(4)]


def turn_round(card: str) -> str:
    return card[1] + card[0]


def payments(cards: list[str], landscape: str) -> set[int]:
    """Every number of payments ``cards`` split into: one ``landscape`` card, or two equal
    flight cards (a joker)."""
    if not cards:
        return {0}
    first, rest = cards[0], cards[1:]
    found = set()
    if first == landscape:
        found |= {n + 1 for n in payments(rest, landscape)}
    if first in rest:
        others = rest.copy()
        others.remove(first)
        found |= {n + 1 for n in payments(others, landscape)}
    return found


@dataclass
class Player:
    hand: list[str]
    supply: list[str]  # drawn from the end
    stack: list[str] = field(default_factory=list)  # top first
    discards: list[str] = field(default_factory=list)
    magic_row: list[str] = field(default_factory=list)


@dataclass
class RefRace:
    row: list[str]
    deck: list[str]  # the shuffled part, drawn from anywhere at random
    under: list[str]  # put under the deck, drawn in order once the shuffled part is used up
    magic: str
    players: list[Player]
    turn: int
    rng: random.Random
    ravens: list[int] = field(default_factory=lambda: [-1, -1])
    marker: tuple[int, int] | None = None  # (position, path)
    used: list[int] = field(default_factory=lambda: [0, 0])  # this turn: hand, stack
    pending: str | None = None  # a drawn landscape card to lay
    pending_ends_turn: bool = False
    extend_left: int = 0
    winner: int | None = None
    points: list[int] | None = None

    @classmethod
    def set_up(cls, rng: random.Random, first: int) -> RefRace:
        deck = landscape_cards()
        rng.shuffle(deck)
        row: list[str] = []
        under: list[str] = []
        while len(row) < 9:
            card = deck.pop()
            if rng.random() < 0.5:
                card = turn_round(card)
            if row and not cls.fits(row[-1], card):
                card = turn_round(card)
                if not cls.fits(row[-1], card):
                    under.append(card)
                    continue
            row.append(card)
        magic = rng.choice(list(MAGIC_WAY))
        players = []
        for _ in range(2):
            supply = player_cards()
            rng.shuffle(supply)
            hand = [supply.pop() for _ in range(5)]
            players.append(Player(hand, supply))
        return cls(row, deck, under, magic, players, first, rng)

    @staticmethod
    def fits(left: str, right: str) -> bool:
        return left[0] != right[0] and left[1] != right[1]

    @property
    def over(self) -> bool:
        return self.winner is not None

    # ------------------------------------------------------------------ legal actions

    def occupied(self, position: int) -> bool:
        return position in self.ravens or (self.marker is not None and self.marker[0] == position)

    def legal(self) -> list[ReferenceMove]:
        if self.over:
            return []
        if self.pending is not None:
            return [{"lay": self.pending}, {"lay": turn_round(self.pending)}]
        me = self.players[self.turn]
        sources: list[tuple[str, str]] = []  # one-card sources: ("h:F"-style ref, card)
        if self.used[0] < PER_SOURCE:
            sources += [("h:" + c, c) for c in sorted(set(me.hand))]
        if self.used[1] < PER_SOURCE and me.stack:
            sources.append(("s:" + me.stack[0], me.stack[0]))
        moves: list[ReferenceMove] = []
        for ref, card in sources:
            if ref.startswith("h:"):
                moves.append({"act": "store", "cards": [ref]})
            moves.append({"act": "discard", "cards": [ref]})
            if card in MAGIC_WAY[self.magic]:
                moves.append({"act": "magic", "cards": [ref]})
            if card in ODIN:
                moves += self.odin_moves(ref, card)
        moves += self.flies()
        moves.append({"act": "end", "lengthen": False})
        if self.deck or self.under:
            moves.append({"act": "end", "lengthen": True})
        unique = {json.dumps(m, sort_keys=True): m for m in moves}
        return list(unique.values())

    def path(self, seat: int) -> str:
        return "".join(card[seat] for card in self.row)

    def flies(self) -> list[ReferenceMove]:
        me = self.players[self.turn]
        nxt = self.ravens[self.turn] + 1
        landscape = self.path(self.turn)[nxt]
        needed = 2 if self.marker == (nxt, self.turn) else 1
        hand = sorted(c for c in me.hand if c in LANDSCAPES)
        moves: list[ReferenceMove] = []
        for k in range(0, min(PER_SOURCE - self.used[1], len(me.stack)) + 1):
            from_stack = me.stack[:k]
            if any(c not in LANDSCAPES for c in from_stack):
                break
            for m in range(0, PER_SOURCE - self.used[0] + 1):
                for from_hand in sorted(set(combinations(hand, m))):
                    cards = list(from_hand) + from_stack
                    if 1 <= len(cards) <= 4 and needed in payments(cards, landscape):
                        refs = ["h:" + c for c in from_hand] + ["s:" + c for c in from_stack]
                        moves.append({"act": "fly", "cards": refs})
        return moves

    def odin_moves(self, ref: str, card: str) -> list[ReferenceMove]:
        base: ReferenceMove = {"act": "odin", "cards": [ref]}
        n = len(self.row)
        free = [i for i in range(n) if not self.occupied(i)]
        moves: list[ReferenceMove] = []
        if card == "O1":
            for i in range(n):
                for path in (0, 1):
                    if self.ravens[path] != i and self.marker != (i, path):
                        moves.append({**base, "do": "marker", "space": [i, path]})
            for a, b in combinations(free, 2):
                moves.append({**base, "do": "swap", "positions": [a, b]})
        elif card == "O2":
            moves.append({**base, "do": "arrange"})
            if self.deck or self.under:
                moves.append({**base, "do": "extend"})
        elif card == "O3":
            moves += [{**base, "do": "turn", "position": i} for i in free]
            moves += [{**base, "do": "remove", "position": i} for i in free if i != n - 1]
        else:
            other = 1 - self.turn
            back = self.ravens[other] - 1
            if back >= -1 and self.marker != (back, other):
                moves.append({**base, "do": "back"})
            if self.marker != (self.ravens[self.turn] + 1, self.turn):
                moves.append({**base, "do": "forward"})
        return moves

    # ------------------------------------------------------------------ applying

    def apply(self, move: ReferenceMove) -> None:
        """Apply a move as `legal` lists it (an arrange keeps the order unless it names
        ``stack``)."""
        if "lay" in move:
            self.lay(str(move["lay"]))
            return
        if move["act"] == "end":
            if move["lengthen"]:
                self.draw_landscape(ends_turn=True)
            else:
                self.end_turn()
            return
        me = self.players[self.turn]
        cards = [self.take(str(ref)) for ref in move["cards"]]
        act = move["act"]
        if act == "store":
            me.stack.insert(0, cards[0])
        elif act == "magic":
            me.magic_row.append(cards[0])
        else:
            me.discards.extend(cards)
        if act == "fly":
            self.fly()
        elif act == "odin":
            self.odin(move)

    def take(self, ref: str) -> str:
        me = self.players[self.turn]
        source, card = ref.split(":")
        if source == "h":
            me.hand.remove(card)
            self.used[0] += 1
        else:
            assert me.stack[0] == card
            me.stack.pop(0)
            self.used[1] += 1
        return card

    def fly(self) -> None:
        seat = self.turn
        path = self.path(seat)
        position = self.ravens[seat] + 1
        if self.marker == (position, seat):
            self.marker = None
        while (
            position + 1 < len(path)
            and path[position + 1] == path[position]
            and self.marker != (position + 1, seat)
        ):
            position += 1
        self.move_raven(seat, position)

    def move_raven(self, seat: int, position: int) -> None:
        self.ravens[seat] = position
        if position == len(self.row) - 1:
            other = 1 - seat
            self.points = [0, 0]
            self.points[seat] = position - self.ravens[other]
            rows = [len(p.magic_row) for p in self.players]
            if rows[0] != rows[1]:
                self.points[rows.index(max(rows))] += 3
            self.winner = seat

    def odin(self, move: ReferenceMove) -> None:
        do = move["do"]
        me = self.players[self.turn]
        if do == "marker":
            position, path = move["space"]
            self.marker = (position, path)
        elif do == "swap":
            a, b = move["positions"]
            self.row[a], self.row[b] = self.row[b], self.row[a]
        elif do == "arrange":
            if "stack" in move:
                me.stack = list(move["stack"])
        elif do == "extend":
            self.extend_left = 1
            self.draw_landscape(ends_turn=False)
        elif do == "turn":
            i = int(move["position"])
            self.row[i] = turn_round(self.row[i])
        elif do == "remove":
            i = int(move["position"])
            self.under.append(self.row.pop(i))
            self.ravens = [r - 1 if r > i else r for r in self.ravens]
            if self.marker is not None and self.marker[0] > i:
                self.marker = (self.marker[0] - 1, self.marker[1])
        elif do == "back":
            self.ravens[1 - self.turn] -= 1
        else:
            self.move_raven(self.turn, self.ravens[self.turn] + 1)

    def draw_landscape(self, ends_turn: bool) -> None:
        if self.deck:
            card = self.deck.pop(self.rng.randrange(len(self.deck)))
            self.pending = card if self.rng.random() < 0.5 else turn_round(card)
        else:
            self.pending = self.under.pop(0)
        self.pending_ends_turn = ends_turn

    def lay(self, card: str) -> None:
        self.row.append(card)
        self.pending = None
        if self.pending_ends_turn:
            self.end_turn()
        elif self.extend_left:
            self.extend_left = 0
            if self.deck or self.under:
                self.draw_landscape(ends_turn=False)

    def end_turn(self) -> None:
        me = self.players[self.turn]
        while len(me.hand) < 5:
            if not me.supply:
                me.supply, me.discards = me.discards, []
                self.rng.shuffle(me.supply)
                if not me.supply:
                    break
            me.hand.append(me.supply.pop())
        self.turn = 1 - self.turn
        self.used = [0, 0]


@dataclass
class RefGame:
    rng: random.Random
    target: int = 12
    first: int = 0
    totals: list[int] = field(default_factory=lambda: [0, 0])
    race: RefRace | None = None
    winner: int | None = None
    turns: int = 0  # turns played, the race-ending ones included

    def play_random(self, policy_rng: random.Random) -> None:
        """Play to the end with the benchmark's random policy."""
        while self.winner is None:
            first = self.first if self.race is None else self.next_first()
            self.race = RefRace.set_up(self.rng, first)
            while not self.race.over:
                seat = self.race.turn
                self.race.apply(random_choice(self.race.legal(), policy_rng))
                if self.race.turn != seat or self.race.over:
                    self.turns += 1
            assert self.race.points is not None
            self.totals = [t + p for t, p in zip(self.totals, self.race.points, strict=True)]
            if max(self.totals) >= self.target:
                a, b = self.totals
                self.winner = self.race.winner if a == b else (0 if a > b else 1)

    def next_first(self) -> int:
        a, b = self.totals
        if a != b:
            return 0 if a < b else 1
        assert self.race is not None and self.race.winner is not None
        return self.race.winner


def random_choice(moves: list[ReferenceMove], rng: random.Random) -> ReferenceMove:
    """The benchmark's policy: a lay either way; else end the turn with probability 1/4 (either
    end alike) and otherwise any other legal action."""
    ends = [m for m in moves if m.get("act") == "end"]
    others = [m for m in moves if m.get("act") != "end"]
    if not ends:
        return rng.choice(moves)
    if not others or rng.random() < 0.25:
        return rng.choice(ends)
    return rng.choice(others)
