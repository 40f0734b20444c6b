"""No bot can reach another seat's hand or the undealt cards.

Two games identical in every public fact but with different hidden cards (the cards the
observer cannot place, permuted between the other hands and the undealt pile) must give the
observer equal observations, and every level seeded alike must choose the same move in both.
Bots are only ever handed an `Observation`, whose fields hold no reference to the game.
"""

from __future__ import annotations

import random

import pytest

from odin_desktop.ai.base import Bot
from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.ai.odin.match import play_game
from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.game import Game
from odin_desktop.engine.odin.observation import Observation
from odin_desktop.engine.odin.options import Options

LEVELS = ["random", "easy", "normal", "hard@40it", "expert@60it"]


def _game_at_decision(seed: int, players: int, moves: int) -> tuple[Game, list[int], int]:
    """A game after at least ``moves`` Normal moves of its first hand, at a decision between
    two or more moves: the game, its deal, the seat to move."""
    game = Game.new(players, seed)
    game.start_hand()
    deal = list(game.deals[0])
    bot = make_bot("normal")
    played = 0
    # A forced move proves nothing: go on to the first real decision.
    while played < moves or len(game.legal_actions()) < 2:
        seat = game.to_move
        assert seat is not None, "the hand ended before the decision: pick other moves"
        game.apply(bot.choose(game.observe(seat)), seat)
        played += 1
    return game, deal, game.to_move


def _twin(game: Game, deal: list[int], seat: int, rng: random.Random) -> Game:
    """The same game with the observer's unseen cards permuted among the other hands and the
    undealt cards. Unseen cards never moved, so the same history replays legally."""
    obs = game.observe(seat)
    unseen = obs.unseen()
    cards = list(cards_of(unseen))
    shuffled = cards.copy()
    while shuffled == cards:
        rng.shuffle(shuffled)
    mapping = dict(zip(cards, shuffled, strict=True))
    new_deal = []
    for s, mask in enumerate(deal):
        moved = 0
        for c in cards_of(mask & unseen):
            moved |= 1 << mapping[c]
        new_deal.append(mask if s == seat else (mask & ~unseen) | moved)
    twin = Game(game.players, game.options, game.first_leader, game.seed)
    twin.start_hand(new_deal)
    for s, action in game.hand.history:
        twin.apply(action, s)
    return twin


@pytest.mark.parametrize(("seed", "players", "moves"), [(1, 4, 5), (2, 2, 3), (3, 6, 9), (4, 3, 0)])
def test_hidden_cards_change_neither_observation_nor_choice(seed, players, moves):
    game, deal, seat = _game_at_decision(seed, players, moves)
    twin = _twin(game, deal, seat, random.Random(seed))
    hidden = [s for s in range(players) if s != seat]
    assert any(game.hand.hands[s] != twin.hand.hands[s] for s in hidden), "test is vacuous"
    obs, twin_obs = game.observe(seat), twin.observe(seat)
    assert obs == twin_obs
    for level in LEVELS:
        first = make_bot(level, seed=11, workers=1)
        second = make_bot(level, seed=11, workers=1)
        assert first.choose(obs) == second.choose(twin_obs), level


def test_a_bot_with_another_seed_can_choose_differently():
    """The previous test compares like with like: the seed does reach the choice."""
    game, _, seat = _game_at_decision(1, 4, 5)
    obs = game.observe(seat)
    choices = {make_bot("random", seed=s).choose(obs) for s in range(30)}
    assert len(choices) > 1


class _Spy(Bot):
    """Records what it is handed and plays the first legal move."""

    def __init__(self) -> None:
        super().__init__(0)
        self.handed: list[object] = []

    def choose(self, obs: Observation) -> int:
        self.handed.append(obs)
        return obs.legal[0]

    def decide(self, obs: Observation) -> int:  # pragma: no cover
        return obs.legal[0]


def _plain(value: object) -> bool:
    """Ints, None and tuples of them: nothing that could refer back to a game."""
    if value is None or type(value) is int or type(value) is bool:
        return True
    return type(value) is tuple and all(_plain(v) for v in value)


def test_bots_are_only_handed_observations_of_plain_data():
    spies = [_Spy() for _ in range(4)]
    play_game(spies, seed=5, target=10)
    for seat, spy in enumerate(spies):
        assert spy.handed
        for obs in spy.handed:
            assert type(obs) is Observation
            assert obs.seat == seat
            for field in Observation.__slots__:
                value = getattr(obs, field)
                assert _plain(value) or type(value) is Options, field
