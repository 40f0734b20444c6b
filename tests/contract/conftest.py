"""The contract tests run over every game of the registry, and over High Card, a third game
written for the tests (`tests/support/third_game/`), which the ``entry`` fixture registers:
one line in the registry (and its test kit beside it). Nothing else knows it is there."""

from __future__ import annotations

import game_kits
import pytest
from third_game.entry import ENTRY as THIRD
from third_game.twins import kit as third_kit

from odin_desktop import games
from odin_desktop.games.entry import GameEntry

CONTRACT_GAMES = [*games.GAMES, THIRD.id]
PLAYABLE_GAMES = [g.id for g in games.playable()]


def register_third_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.GAMES, THIRD.id, THIRD)  # the registry line a game adds
    monkeypatch.setitem(game_kits.KITS, THIRD.id, third_kit())


@pytest.fixture(params=CONTRACT_GAMES)
def entry(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> GameEntry:
    """Each game of the registry in turn, the third game registered."""
    if request.param == THIRD.id:
        register_third_game(monkeypatch)
    return games.game(request.param)


@pytest.fixture(params=PLAYABLE_GAMES)
def playable_entry(request: pytest.FixtureRequest) -> GameEntry:
    """Each game the shell offers (with screens, saves and Continue)."""
    return games.game(request.param)


@pytest.fixture
def kit(entry: GameEntry) -> game_kits.Kit:
    return game_kits.kit(entry.id)


SHIPPED = frozenset(games.GAMES)


@pytest.fixture
def registered(entry: GameEntry) -> list[str]:
    """What a child process must register to know ``entry`` (`command_line.run`)."""
    return [] if entry.id in SHIPPED else [f"{type(entry).__module__}:ENTRY"]
