"""High Card, a third game written only for the tests: the engine, keeping `engine.protocol`.

Two players; the cards are numbered 1 to 12, all different. Each round deals four to each
seat from the game's seed (the other four stay face down). A trick: the seat that leads plays
a card, the other follows with any card, and the higher card wins the trick and leads the
next. After four tricks the round scores one point per trick; the game ends after the round
in which a seat reaches the target, the most points winning (a tie is a shared victory).
The seats lead the rounds in turn, the first chosen by the seed.

An action is the number of the card played.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from odin_desktop.engine.protocol import seats_ahead
from odin_desktop.engine.refusal import IllegalMove, Reason, Refusal

PLAYERS = 2
CARDS = tuple(range(1, 13))
HAND = 4
DEFAULT_TARGET = 5

GAME_OVER = Reason("highcard.game_over", "the game is over")
NO_ROUND = Reason("highcard.no_round", "no round is being played")
ROUND_RUNNING = Reason("highcard.round_running", "the current round is not over")
MALFORMED = Reason("highcard.malformed", "{action} is not a card of High Card")
NOT_YOUR_TURN = Reason("highcard.turn", "it is seat {turn}'s turn, not seat {seat}'s")
NOT_IN_HAND = Reason("highcard.not_in_hand", "card {card} is not in the player's hand")


def deal(seed: int | str, index: int) -> tuple[tuple[int, ...], ...]:
    """The hands of round ``index`` of the game of ``seed``."""
    cards = list(CARDS)
    random.Random(f"highcard:{seed}:deal:{index}").shuffle(cards)
    return tuple(tuple(sorted(cards[s * HAND : (s + 1) * HAND])) for s in range(PLAYERS))


def first_leader(seed: int | str) -> int:
    return random.Random(f"highcard:{seed}:first").randrange(PLAYERS)


@dataclass(frozen=True, slots=True)
class HighCardObservation:
    seat: int
    players: int
    target: int
    round: int
    hand: tuple[int, ...]  # the seat's own cards
    hand_sizes: tuple[int, ...]
    table: int | None  # the card led in the trick under way
    leader: int  # the seat that leads (or led) the trick under way
    played: tuple[tuple[int, int], ...]  # (seat, card) of this round, in order
    tricks: tuple[int, ...]  # tricks won this round
    totals: tuple[int, ...]
    legal: tuple[int, ...]  # the seat's legal actions when it is to move, else empty
    single_round: bool = False  # the round ends the game, whatever the points

    def to_json(self) -> dict[str, object]:
        """The observation of the external-bot protocol (``highcard-bot``)."""
        return {
            "seat": self.seat,
            "players": self.players,
            "target": self.target,
            "round": self.round,
            "hand": list(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "table": self.table,
            "leader": self.leader,
            "played": [{"seat": s, "card": c} for s, c in self.played],
            "tricks": list(self.tricks),
            "totals": list(self.totals),
            "legal": [{"card": c} for c in self.legal],
        }


@dataclass(frozen=True, slots=True)
class HighCardOutcome:
    seat: int
    action: int
    trick_won_by: int | None  # set when this card ended a trick
    round_over: bool
    game_over: bool


class RoundState:
    """One round: the hands, the trick under way and the tricks won."""

    def __init__(self, hands: tuple[tuple[int, ...], ...], leader: int) -> None:
        self.deal = hands
        self.first_leader = leader
        self.hands = [set(h) for h in hands]
        self.leader = leader
        self.table: int | None = None
        self.tricks = [0] * PLAYERS
        self.played: list[tuple[int, int]] = []

    @property
    def over(self) -> bool:
        return not any(self.hands)

    @property
    def turn(self) -> int:
        return self.leader if self.table is None else 1 - self.leader

    def copy(self) -> RoundState:
        other = RoundState.__new__(RoundState)
        other.deal = self.deal
        other.first_leader = self.first_leader
        other.hands = [set(h) for h in self.hands]
        other.leader = self.leader
        other.table = self.table
        other.tricks = self.tricks.copy()
        other.played = self.played.copy()
        return other

    def play(self, card: int) -> int | None:
        """Play ``card`` for the seat to move; the trick's winner when it ends one."""
        seat = self.turn
        self.hands[seat].discard(card)
        self.played.append((seat, card))
        if self.table is None:
            self.table = card
            return None
        winner = seat if card > self.table else self.leader
        self.tricks[winner] += 1
        self.leader, self.table = winner, None
        return winner


class HighCardGame:
    """Rounds until a seat has ``target`` points (one round when ``single_round``)."""

    players = PLAYERS

    def __init__(
        self,
        target: int = DEFAULT_TARGET,
        first: int = 0,
        seed: int | str | None = None,
        single_round: bool = False,
    ) -> None:
        if target < 1:
            raise ValueError(f"the target must be at least 1, not {target}")
        self.target = target
        self.first = first
        self.seed = seed
        self.single_round = single_round
        self.rounds: list[RoundState] = []
        self.scores: list[tuple[int, ...]] = []
        self.totals = [0] * PLAYERS
        self.over = False

    @classmethod
    def new(
        cls, seed: int | str, target: int = DEFAULT_TARGET, single_round: bool = False
    ) -> HighCardGame:
        return cls(target, first_leader(seed), seed, single_round)

    # ------------------------------------------------------------------ rounds

    @property
    def current(self) -> RoundState | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def round_index(self) -> int:
        return len(self.rounds) - 1

    @property
    def needs_round(self) -> bool:
        return not self.over and (not self.rounds or self.rounds[-1].over)

    def leader_of(self, index: int) -> int:
        return (self.first + index) % PLAYERS

    def deal_problem(self, hands: tuple[tuple[int, ...], ...]) -> str | None:
        """Why ``hands`` cannot be dealt (in English, for records); None when they can."""
        if len(hands) != PLAYERS or any(len(h) != HAND for h in hands):
            return f"a deal is {PLAYERS} hands of {HAND} cards"
        cards = [c for h in hands for c in h]
        if any(c not in CARDS for c in cards):
            return "the cards are numbered 1 to 12"
        if len(set(cards)) != len(cards):
            return "a card is dealt twice"
        return None

    def start_round(self, hands: tuple[tuple[int, ...], ...] | None = None) -> RoundState:
        """Deal the next round: ``hands`` if given, else from the seed."""
        if not self.needs_round:
            raise IllegalMove(GAME_OVER() if self.over else ROUND_RUNNING())
        if hands is None:
            if self.seed is None:
                raise ValueError("a game without a seed needs explicit deals")
            hands = deal(self.seed, len(self.rounds))
        problem = self.deal_problem(hands)
        if problem is not None:
            raise ValueError(problem)
        state = RoundState(hands, self.leader_of(len(self.rounds)))
        self.rounds.append(state)
        return state

    # ------------------------------------------------------------------ play

    @property
    def to_move(self) -> int | None:
        state = self.current
        return None if state is None or state.over else state.turn

    def legal_actions(self) -> list[int]:
        state = self.current
        return [] if state is None or state.over else sorted(state.hands[state.turn])

    def refusal(self, action: object, seat: int | None = None) -> Refusal | None:
        if self.over:
            return GAME_OVER()
        state = self.current
        if state is None or state.over:
            return NO_ROUND()
        if not isinstance(action, int) or isinstance(action, bool):
            return MALFORMED(action=repr(action))
        if seat is not None and seat != state.turn:
            return NOT_YOUR_TURN(turn=state.turn, seat=seat)
        if action not in state.hands[state.turn]:
            return NOT_IN_HAND(card=action)
        return None

    def apply_action(self, action: int) -> None:
        state = self.rounds[-1]
        state.play(action)
        if state.over:
            self._finish_round(state)

    def apply(self, action: int, seat: int | None = None) -> HighCardOutcome:
        problem = self.refusal(action, seat)
        if problem is not None:
            raise IllegalMove(problem)
        state = self.rounds[-1]
        mover = state.turn
        won_by = state.play(action)
        if state.over:
            self._finish_round(state)
        return HighCardOutcome(mover, action, won_by, state.over, self.over)

    def _finish_round(self, state: RoundState) -> None:
        points = tuple(state.tricks)
        self.scores.append(points)
        self.totals = [t + p for t, p in zip(self.totals, points, strict=True)]
        self.over = self.single_round or max(self.totals) >= self.target

    def copy(self) -> HighCardGame:
        other = HighCardGame.__new__(HighCardGame)
        other.target, other.first, other.seed = self.target, self.first, self.seed
        other.single_round = self.single_round
        other.rounds = self.rounds.copy()
        if other.rounds and not other.rounds[-1].over:
            other.rounds[-1] = other.rounds[-1].copy()
        other.scores = self.scores.copy()
        other.totals = self.totals.copy()
        other.over = self.over
        return other

    # ------------------------------------------------------------------ results

    @property
    def leaders(self) -> list[int]:
        return seats_ahead(self.totals)

    @property
    def winners(self) -> list[int]:
        return self.leaders if self.over else []

    @property
    def round_winners(self) -> list[list[int]]:
        return [seats_ahead(points) for points in self.scores]

    # ------------------------------------------------------------------ information

    def observe(self, seat: int) -> HighCardObservation:
        state = self.current
        if state is None:
            raise ValueError("no round has been dealt")
        return HighCardObservation(
            seat=seat,
            players=PLAYERS,
            target=self.target,
            round=self.round_index,
            hand=tuple(sorted(state.hands[seat])),
            hand_sizes=tuple(len(h) for h in state.hands),
            table=state.table,
            leader=state.leader,
            played=tuple(state.played),
            tricks=tuple(state.tricks),
            totals=tuple(self.totals),
            legal=tuple(self.legal_actions()) if self.to_move == seat else (),
            single_round=self.single_round,
        )
