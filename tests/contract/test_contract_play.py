"""Random play-throughs through the engine protocol (`engine.protocol`), for every registered
game: every listed action is accepted, others are refused, whose turn and the rounds agree,
the points add up, the winners are the leaders, copies are independent, each seat's
observation lists the legal actions exactly when it is to move, and every game ends."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from contract_play import MAX_DECISIONS, play_random, player_counts

from odin_desktop.engine.protocol import GameState, Observation, Outcome
from odin_desktop.engine.refusal import IllegalMove, Refusal
from odin_desktop.games.entry import GameEntry

DEEP_EVERY = 9  # every listed action checked and applied on a copy: one decision in DEEP_EVERY
WRONG_PER_DECISION = 12  # actions legal elsewhere, refused here (and as many listed, accepted)


class Checker:
    """Checks a game at every step of a random play-through."""

    def __init__(self, entry: GameEntry, game: Any) -> None:
        self.entry = entry
        self.game = game
        self.rng = random.Random(0)
        self.seen: set[int] = set()  # every action listed so far: most are illegal elsewhere
        self.decisions = 0
        self.rounds_dealt = 0

    # ------------------------------------------------------------------ the whole game

    def results(self) -> None:
        game = self.game
        seats = range(game.players)
        assert list(game.totals) == [sum(points[s] for points in game.scores) for s in seats]
        assert len(game.round_winners) == len(game.scores)
        for won in game.round_winners:
            assert won and set(won) <= set(seats)
        best = (min if self.entry.lower_wins else max)(game.totals)
        assert list(game.leaders) == [s for s in seats if game.totals[s] == best]
        if game.over:
            assert game.winners and set(game.winners) <= set(game.leaders)
        else:
            assert list(game.winners) == []

    def nobody_to_move(self) -> None:
        """Between rounds, before the first and at the end: nothing is legal."""
        game = self.game
        assert game.to_move is None and game.legal_actions() == []
        for action in self._sample(self.seen, WRONG_PER_DECISION):
            assert isinstance(game.refusal(action), Refusal)
            with pytest.raises(IllegalMove):
                game.copy().apply(action)
        self.results()

    def deal(self) -> None:
        game = self.game
        assert game.needs_round and not game.over
        self.nobody_to_move()
        index = game.round_index
        game.start_round()
        self.rounds_dealt += 1
        assert game.round_index == index + 1 == self.rounds_dealt - 1
        assert not game.needs_round and game.to_move is not None
        with pytest.raises(ValueError):  # IllegalMove is a ValueError
            game.copy().start_round()

    # ------------------------------------------------------------------ one decision

    def decide(self, legal: list[int]) -> None:
        game = self.game
        seat = game.to_move
        assert seat is not None and not game.needs_round and not game.over
        assert legal and len(set(legal)) == len(legal) and legal == game.legal_actions()
        deep = self.decisions % DEEP_EVERY == 0
        for action in legal if deep else self._sample(set(legal), WRONG_PER_DECISION):
            assert game.refusal(action) is None and game.refusal(action, seat) is None
        for other in range(game.players):
            if other != seat:
                assert isinstance(game.refusal(legal[0], other), Refusal)
        wrong = self._sample(self.seen - set(legal), WRONG_PER_DECISION)
        for action in wrong:
            assert isinstance(game.refusal(action, seat), Refusal), action
        self.seen.update(legal)
        observations = [game.observe(s) for s in range(game.players)]
        for s, obs in enumerate(observations):
            assert isinstance(obs, Observation) and obs.seat == s
            assert list(obs.legal) == (legal if s == seat else []), s
        if deep:
            self._deep(seat, legal, wrong, observations)
        self.decisions += 1

    def _deep(self, seat: int, legal: list[int], wrong: list[int], observations: list) -> None:
        """Every listed action applied on a copy, which leaves the game untouched; refused
        actions raise; the observations speak JSON with the same legal list."""
        game = self.game
        for action in legal:
            outcome = game.copy().apply(action, seat)
            assert isinstance(outcome, Outcome)
            assert (outcome.seat, outcome.action) == (seat, action)
        for action in wrong[:3]:
            with pytest.raises(IllegalMove):
                game.copy().apply(action, seat)
        assert [game.observe(s) for s in range(game.players)] == observations
        assert game.legal_actions() == legal
        for obs in observations:
            doc = json.loads(json.dumps(obs.to_json()))
            assert doc["seat"] == obs.seat and len(doc["legal"]) == len(obs.legal)

    def apply(self, action: int) -> None:
        game = self.game
        seat = game.to_move
        index, totals, rounds = game.round_index, list(game.totals), len(game.scores)
        before = game.copy()
        seen_before = [before.observe(s) for s in range(game.players)]
        outcome = game.apply(action, seat)
        assert (outcome.seat, outcome.action) == (seat, action)
        assert game.round_index == index
        assert outcome.round_over == (game.needs_round or game.over)
        assert outcome.game_over == game.over
        if outcome.round_over:
            assert len(game.scores) == rounds + 1 and game.to_move is None
            added = zip(totals, game.scores[-1], strict=True)
            assert list(game.totals) == [t + p for t, p in added]
        else:
            assert len(game.scores) == rounds and list(game.totals) == totals
        # The copy taken before did not move with the game.
        assert [before.observe(s) for s in range(game.players)] == seen_before
        assert before.to_move == seat and list(before.totals) == totals
        self.results()

    def _sample(self, actions: set[int], count: int) -> list[int]:
        pool = sorted(actions)
        return pool if len(pool) <= count else self.rng.sample(pool, count)


def play_through(entry: GameEntry, game: Any, seed: int) -> Checker:
    checker = Checker(entry, game)
    assert isinstance(game, GameState)
    assert game.round_index == -1 and game.needs_round and not game.over
    assert list(game.totals) == [0] * game.players and list(game.scores) == []
    rng = random.Random(f"play:{seed}")
    while not game.over:
        assert checker.decisions < MAX_DECISIONS, "the game never ends"
        if game.needs_round:
            checker.deal()
        legal = game.legal_actions()
        checker.decide(legal)
        checker.apply(legal[rng.randrange(len(legal))])
    checker.nobody_to_move()
    assert not game.needs_round
    with pytest.raises(ValueError):
        game.start_round()
    return checker


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_stay_legal_and_end(entry: GameEntry, seed: int) -> None:
    for players in player_counts(entry):
        game = entry.new_game(players, seed)
        checker = play_through(entry, game, seed)
        assert checker.decisions > 0 and game.round_index + 1 == checker.rounds_dealt


def test_a_single_round_game_ends_with_its_round(entry: GameEntry) -> None:
    game = entry.new_game(entry.min_players, 3, single_round=True)
    checker = play_through(entry, game, 3)
    assert checker.rounds_dealt == 1 and len(game.scores) == 1


def test_a_seed_deals_the_same_game(entry: GameEntry) -> None:
    first, second = (entry.new_game(entry.min_players, "same") for _ in range(2))
    rng = random.Random(4)
    made = play_random(first, rng, stop=lambda g: g.round_index >= 1)
    replayed = play_random(second, random.Random(4), stop=lambda g: g.round_index >= 1)
    assert made == replayed and made


def test_a_copy_plays_on_alone(entry: GameEntry) -> None:
    """A copy taken mid-round and played to the end leaves the original where it was."""
    game = entry.new_game(entry.min_players, 5)
    play_random(game, random.Random(5), stop=lambda g: len(g.legal_actions()) > 1)
    seen = [game.observe(s) for s in range(game.players)]
    legal, totals = game.legal_actions(), list(game.totals)
    copy = game.copy()
    play_random(copy, random.Random(6))
    assert copy.over and not game.over
    assert [game.observe(s) for s in range(game.players)] == seen
    assert game.legal_actions() == legal and list(game.totals) == totals


def test_the_number_of_players_is_checked(entry: GameEntry) -> None:
    for players in (entry.min_players - 1, entry.max_players + 1):
        with pytest.raises(ValueError):
            entry.new_game(players, 1)
