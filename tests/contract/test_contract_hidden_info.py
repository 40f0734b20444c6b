"""No bot can reach what its seat cannot see, in every registered game.

Two games alike in everything one seat may know but with the cards it cannot see dealt
otherwise (each game builds such twins: `game_kits.Kit.twin`) give that seat equal
observations, and every level seeded alike chooses the same action in both. Bots are only
ever handed an observation, whose fields are plain data with no way back to the game.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from contract_play import play_random, player_counts
from game_kits import Kit

from odin_desktop.ai.base import Bot
from odin_desktop.games.entry import GameEntry

LEVELS = ("random", "easy", "normal", "hard@40it", "expert@60it")
PER_GAME = 4  # positions twinned per game played


def _positions(entry: GameEntry, seed: int) -> list[Any]:
    """Copies of random games (the fewest and the most players) at real decisions (two or
    more legal actions), `PER_GAME` of each spread from the first to the last."""
    found: list[Any] = []
    for players in player_counts(entry):
        game = entry.new_game(players, seed)
        decisions: list[Any] = []

        def keep(game: Any, legal: list[int], decisions: list[Any] = decisions) -> None:
            if len(legal) > 1:
                decisions.append(game.copy())

        play_random(game, random.Random(seed), visit=keep)
        step = max(1, len(decisions) // PER_GAME)
        found += decisions[::step][:PER_GAME]
    return found


@pytest.mark.parametrize("seed", [1, 2])
def test_hidden_cards_change_neither_observation_nor_choice(
    entry: GameEntry, kit: Kit, seed: int
) -> None:
    twinned = 0
    for game in _positions(entry, seed):
        seat = game.to_move
        twin = kit.twin(game, seat, random.Random(seed))
        if twin is None:  # every hidden card is forced here
            continue
        twinned += 1
        others = [s for s in range(game.players) if s != seat]
        # Not vacuous: another seat, which sees its own cards, can tell the twins apart.
        assert any(game.observe(s) != twin.observe(s) for s in others)
        obs, twin_obs = game.observe(seat), twin.observe(seat)
        assert obs == twin_obs
        assert twin.legal_actions() == game.legal_actions()
        for level in LEVELS:
            first = entry.make_bot(level, seed=11, workers=1)
            second = entry.make_bot(level, seed=11, workers=1)
            assert first.choose(obs) == second.choose(twin_obs), level
    assert twinned >= 3


def test_a_bot_with_another_seed_can_choose_differently(entry: GameEntry) -> None:
    """The test above compares like with like: the seed does reach the choice."""
    game = entry.new_game(entry.min_players, 1)
    play_random(game, random.Random(1), stop=lambda g: len(g.legal_actions()) > 2)
    seat = game.to_move
    assert seat is not None, "a round under way has a seat to move"
    obs = game.observe(seat)
    choices = {entry.make_bot("random", seed=s).choose(obs) for s in range(30)}
    assert len(choices) > 1


class _Spy(Bot[Any]):
    """Plays as Easy and keeps everything it is handed."""

    def __init__(self, player: Bot[Any]) -> None:
        super().__init__(0)
        self.player = player
        self.handed: list[Any] = []  # whatever it was handed, checked below

    def choose(self, obs: Any) -> int:
        self.handed.append(obs)
        return self.player.choose(obs)

    def decide(self, obs: Any) -> int:  # pragma: no cover - choose answers
        return self.player.decide(obs)


def _plain(value: object) -> bool:
    """Numbers, text, None, and tuples or frozen dataclasses of them: nothing that could lead
    back to a game."""
    if value is None or type(value) in (int, bool, str):
        return True
    if type(value) is tuple:
        return all(_plain(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        frozen = type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
        return frozen and all(_plain(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def test_bots_are_only_handed_observations_of_plain_data(entry: GameEntry) -> None:
    players = entry.max_players
    spies = [_Spy(entry.make_bot("easy", seed=s)) for s in range(players)]
    entry.play_match(spies, "5", entry.default_target, False)
    assert all(spy.handed for spy in spies)
    kind = type(spies[0].handed[0])  # one observation type per game
    for seat, spy in enumerate(spies):
        for obs in spy.handed:
            assert type(obs) is kind and obs.seat == seat
            assert _plain(obs), obs
