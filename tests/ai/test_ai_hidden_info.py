"""No bot can reach another seat's hand or the undealt cards.

Two games identical in every public fact but with different hidden cards (the cards the
observer cannot place, permuted between the other hands and the undealt pile) must give the
observer equal observations, and every level seeded alike must choose the same move in both.
Bots are only ever handed an observation (`OdinObservation`, `RavensObservation`), whose
fields hold no reference to the game.
"""

from __future__ import annotations

import random

import pytest
from odin_twins import game_at_decision, twin_game

from odin_desktop.ai.base import Bot
from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.ai.odin.match import play_game
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import Options

LEVELS = ["random", "easy", "normal", "hard@40it", "expert@60it"]


@pytest.mark.parametrize(("seed", "players", "moves"), [(1, 4, 5), (2, 2, 3), (3, 6, 9), (4, 3, 0)])
def test_hidden_cards_change_neither_observation_nor_choice(seed, players, moves):
    game, deal, seat = game_at_decision(seed, players, moves)
    twin = twin_game(game, deal, seat, random.Random(seed))
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
    game, _, seat = game_at_decision(1, 4, 5)
    obs = game.observe(seat)
    choices = {make_bot("random", seed=s).choose(obs) for s in range(30)}
    assert len(choices) > 1


class _Spy(Bot):
    """Records what it is handed and plays the first legal move."""

    def __init__(self) -> None:
        super().__init__(0)
        self.handed: list[object] = []

    def choose(self, obs: OdinObservation) -> int:
        self.handed.append(obs)
        return obs.legal[0]

    def decide(self, obs: OdinObservation) -> int:  # pragma: no cover
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
            assert type(obs) is OdinObservation
            assert obs.seat == seat
            for field in OdinObservation.__slots__:
                value = getattr(obs, field)
                assert _plain(value) or type(value) is Options, field


# ------------------------------------------------------------------ Odin's Ravens


RAVENS_LEVELS = ["random", "easy", "normal", "hard@12it", "expert@16it"]


def _ravens_decision(seed: str, turns: int):
    """A Ravens game after ``turns`` whole turns of Normal play, at a real decision (two or
    more legal actions) at the start of a turn: the game and the seat to move."""
    from odin_desktop.ai.ravens.levels import make_bot as ravens_bot
    from odin_desktop.engine.ravens.game import RavensGame

    game = RavensGame.new(seed)
    game.start_round()
    bots = [ravens_bot("normal", seed=s) for s in range(2)]
    race = game.race
    while len(race.log) < turns or len(game.legal_actions()) < 2 or race.turn_actions:
        seat = game.to_move
        game.apply(bots[seat].choose(game.observe(seat)), seat)
        assert not race.over, "the race ended before the decision: pick other turns"
    return game, game.to_move


def _ravens_twin(game, seat: int, rng: random.Random):
    """The same game with the other seat's unseen cards dealt anew (its hand, the order and
    cards of its stack, its supply), and other future draws: a game ``seat`` cannot tell
    from the real one."""
    from odin_desktop.engine.ravens.draws import RandomDraws
    from odin_desktop.engine.ravens.game import RavensGame
    from odin_desktop.engine.ravens.sampling import race_from_observation, sample_opponent

    obs = game.observe(seat)
    other = 1 - seat
    while True:
        hand, stack = sample_opponent(obs, rng)
        if (hand, stack) != (game.race.hands[other], game.race.stacks[other]):
            break
    twin = RavensGame(game.target, game.first)
    twin.totals = list(game.totals)
    twin.races = [race_from_observation(obs, hand, stack, RandomDraws(rng.random()))]
    return twin


@pytest.mark.parametrize(("seed", "turns"), [("h1", 4), ("h2", 9), ("h3", 15)])
def test_ravens_hidden_cards_change_neither_observation_nor_choice(seed, turns):
    from odin_desktop.ai.ravens.levels import make_bot as ravens_bot

    game, seat = _ravens_decision(seed, turns)
    twin = _ravens_twin(game, seat, random.Random(seed))
    other = 1 - seat
    hidden = (game.race.hands[other], game.race.stacks[other], game.race.supplies[other])
    assert hidden != (twin.race.hands[other], twin.race.stacks[other], twin.race.supplies[other])
    obs, twin_obs = game.observe(seat), twin.observe(seat)
    assert obs == twin_obs
    for level in RAVENS_LEVELS:
        first = ravens_bot(level, seed=11, workers=1)
        second = ravens_bot(level, seed=11, workers=1)
        assert first.choose(obs) == second.choose(twin_obs), level


class _RavensSpy(_Spy):
    """Records what it is handed and plays as Easy (ending every turn at once would never
    end a race)."""

    def __init__(self) -> None:
        from odin_desktop.ai.ravens.levels import make_bot as ravens_bot

        super().__init__()
        self.player = ravens_bot("easy")

    def choose(self, obs):
        self.handed.append(obs)
        return self.player.choose(obs)


def test_ravens_bots_are_only_handed_observations_of_plain_data():
    from odin_desktop.ai.ravens.match import play_game as play_ravens
    from odin_desktop.engine.ravens.observation import RavensObservation

    spies = [_RavensSpy() for _ in range(2)]
    play_ravens(spies, seed=5, target=4)
    for seat, spy in enumerate(spies):
        assert spy.handed
        for obs in spy.handed:
            assert type(obs) is RavensObservation
            assert obs.seat == seat
            for field in RavensObservation.__slots__:
                assert _plain(getattr(obs, field)), field
