"""A game of ODIN: hands one after another until a player reaches the target.

`OdinGame` owns the hands, the scores and the rule for who leads each hand. Deals come either
from the game's seed (`dealing.deal`) or explicitly (a record being replayed).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import odin_desktop.engine.odin.dealing as dealing
import odin_desktop.engine.odin.refusals as refusals
from odin_desktop.engine.odin.cards import HAND_SIZE, codes_of
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import DEFAULT_TARGET, Options
from odin_desktop.engine.odin.outcome import OdinOutcome, describe_move
from odin_desktop.engine.protocol import seats_ahead
from odin_desktop.engine.refusal import IllegalMove, Refusal

MIN_PLAYERS = 2
MAX_PLAYERS = 6


class OdinGame:
    def __init__(
        self,
        players: int,
        options: Options | None = None,
        first_leader: int = 0,
        seed: int | str | None = None,
    ) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"ODIN is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        if not 0 <= first_leader < players:
            raise ValueError(f"seat {first_leader} does not exist")
        self.players = players
        self.options = options or Options()
        self.first_leader = first_leader
        self.seed = seed
        self.hands: list[HandState] = []
        self.deals: list[list[int]] = []
        self.scores: list[list[int]] = []  # per finished hand, points per seat
        self.totals = [0] * players
        self.over = False

    @classmethod
    def new(
        cls,
        players: int,
        seed: int | str,
        target: int = DEFAULT_TARGET,
        single_hand: bool = False,
        two_player_variant: bool = True,
    ) -> OdinGame:
        """A fresh game whose colours, first leader and deals all follow from ``seed``."""
        colours = dealing.variant_colours(seed) if players == 2 and two_player_variant else None
        options = Options(target, single_hand, colours) if colours else Options(target, single_hand)
        return cls(players, options, dealing.first_leader(seed, players), seed)

    # ------------------------------------------------------------------ hands

    @property
    def hand(self) -> HandState | None:
        """The hand being played, or the last one played."""
        return self.hands[-1] if self.hands else None

    @property
    def round_index(self) -> int:
        return len(self.hands) - 1

    def leader_of(self, hand_index: int) -> int:
        return (self.first_leader + hand_index) % self.players

    @property
    def needs_round(self) -> bool:
        """True between hands (and before the first) while the game goes on."""
        return not self.over and (not self.hands or self.hands[-1].over)

    def deal_problem(self, deal: Sequence[int]) -> Refusal | None:
        """Why ``deal`` (one mask per seat) cannot be this game's next deal; None when it can."""
        if len(deal) != self.players:
            return refusals.DEAL_HANDS(hands=len(deal), players=self.players)
        seen = 0
        for seat, cards in enumerate(deal):
            if cards.bit_count() != HAND_SIZE:
                return refusals.DEAL_COUNT(seat=seat, count=cards.bit_count(), size=HAND_SIZE)
            if cards & ~self.options.deck:
                return refusals.DEAL_DECK(cards=tuple(codes_of(cards & ~self.options.deck)))
            if cards & seen:
                return refusals.DEAL_TWICE(cards=tuple(codes_of(cards & seen)))
            seen |= cards
        return None

    def start_round(self, deal: Sequence[int] | None = None) -> HandState:
        """Deal the next hand: ``deal`` if given, else from the seed."""
        if not self.needs_round:
            raise IllegalMove(refusals.GAME_OVER() if self.over else refusals.HAND_NOT_OVER())
        if deal is None:
            if self.seed is None:
                raise ValueError("a game without a seed needs explicit deals")
            deal = dealing.deal(self.seed, len(self.hands), self.players, self.options.colours)
        problem = self.deal_problem(deal)
        if problem is not None:
            raise ValueError(problem.english())
        hand = HandState(deal, self.leader_of(len(self.hands)))
        self.deals.append(list(deal))
        self.hands.append(hand)
        return hand

    # ------------------------------------------------------------------ moves

    @property
    def to_move(self) -> int | None:
        hand = self.hand
        return None if hand is None or hand.over else hand.turn

    def legal_actions(self) -> list[int]:
        hand = self.hand
        return [] if hand is None else hand.legal_actions()

    def apply_action(self, action: int) -> None:
        """Apply a legal action (trusted; see `apply`) and score the hand if it ends."""
        hand = self.hands[-1]
        hand.apply_action(action)
        if hand.over:
            self._finish_hand(hand)

    def refusal(self, action: object, seat: int | None = None) -> Refusal | None:
        """Why ``action`` by ``seat`` (the seat to move when None) is illegal; None if legal."""
        hand = self.hand
        if hand is None or hand.over:
            return refusals.GAME_OVER() if self.over else refusals.NO_HAND()
        if not isinstance(action, int) or isinstance(action, bool) or action < 0:
            return refusals.MALFORMED(action=repr(action))
        return hand.refusal(action, seat)

    def apply(self, action: int, seat: int | None = None) -> OdinOutcome:
        """Apply ``action`` after checking it (IllegalMove with the reason otherwise) and say
        what it did, the end of the hand and of the game included."""
        problem = self.refusal(action, seat)
        if problem is not None:
            raise IllegalMove(problem)
        outcome = describe_move(self.hands[-1], action, lambda: self.apply_action(action))
        return replace(outcome, game_over=self.over) if self.over else outcome

    def copy(self) -> OdinGame:
        """An independent copy (finished hands are shared: they never change)."""
        other = OdinGame.__new__(OdinGame)
        other.players = self.players
        other.options = self.options
        other.first_leader = self.first_leader
        other.seed = self.seed
        other.hands = self.hands.copy()
        if other.hands and not other.hands[-1].over:
            other.hands[-1] = other.hands[-1].copy()
        other.deals = self.deals.copy()
        other.scores = self.scores.copy()
        other.totals = self.totals.copy()
        other.over = self.over
        return other

    def _finish_hand(self, hand: HandState) -> None:
        points = hand.scores()
        self.scores.append(points)
        self.totals = [t + p for t, p in zip(self.totals, points, strict=True)]
        if self.options.single_hand or max(self.totals) >= self.options.target:
            self.over = True

    @property
    def leaders(self) -> list[int]:
        """The seats with the fewest points now (several on a tie)."""
        return seats_ahead(self.totals, lower_wins=True)

    @property
    def winners(self) -> list[int]:
        """Seats with the fewest points (several on a shared victory); empty until the end."""
        return self.leaders if self.over else []

    @property
    def round_winners(self) -> list[list[int]]:
        """Each finished hand's winner: the seat that went out."""
        return [[hand.out_seat] for hand in self.hands if hand.out_seat is not None]

    # ------------------------------------------------------------------ information

    def observe(self, seat: int) -> OdinObservation:
        """What ``seat`` may know now (its own hand and everything public)."""
        hand = self.hand
        if hand is None:
            raise ValueError("no hand has been dealt")
        finished = len(self.scores) == len(self.hands)
        before = (
            self.totals
            if not finished
            else [t - p for t, p in zip(self.totals, self.scores[-1], strict=True)]
        )
        return OdinObservation(
            seat=seat,
            players=self.players,
            hand=hand.hands[seat],
            hand_sizes=tuple(hand.sizes),
            table=hand.table,
            table_seat=hand.table_seat,
            hand_index=self.round_index,
            leader=hand.leader,
            history=tuple(hand.history),
            totals=tuple(before),
            options=self.options,
            legal=tuple(hand.legal_actions()) if hand.turn == seat and not hand.over else (),
            discards=hand.discards,
        )
