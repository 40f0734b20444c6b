"""The contract tests run over every game of the registry, and over High Card, a third game
written for the tests (`tests/support/third_game/`), which the ``entry`` fixture registers:
one line in the registry (and its test kit beside it: `third_game.register`). Nothing else
knows it is there."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import game_kits
import pytest
import table_games
from third_game.entry import ENTRY as THIRD
from third_game.register import register

from odin_desktop import games
from odin_desktop.games.entry import GameEntry

CONTRACT_GAMES = [*games.GAMES, THIRD.id]
# A game that never ends would hang a match loop: the test fails instead (no contract test
# comes near this).
HANG_SECONDS = float(os.environ.get("CONTRACT_HANG_SECONDS", "300"))
PLAYABLE_GAMES = table_games.PLAYABLE  # the registry's and High Card: each with screens


@pytest.fixture(params=CONTRACT_GAMES)
def entry(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> GameEntry:
    """Each game of the registry in turn, the third game registered."""
    if request.param == THIRD.id:
        register(monkeypatch)
    return games.game(request.param)


@pytest.fixture(params=PLAYABLE_GAMES)
def playable_entry(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> GameEntry:
    """Each game the shell offers (with screens, saves and Continue), the third game
    registered."""
    return table_games.use(request.param, monkeypatch)


@pytest.fixture
def kit(entry: GameEntry) -> game_kits.Kit:
    return game_kits.kit(entry.id)


SHIPPED = frozenset(games.GAMES)


@pytest.fixture
def registered(entry: GameEntry) -> list[str]:
    """What a child process must register to know ``entry`` (`command_line.run`)."""
    return [] if entry.id in SHIPPED else [f"{type(entry).__module__}:ENTRY"]


@pytest.fixture(autouse=True)
def _no_hang() -> Iterator[None]:
    """A test still running after `HANG_SECONDS` fails where it is (POSIX timers)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def hung(signum: int, frame: object) -> None:
        pytest.fail(f"still running after {HANG_SECONDS:g} s: does the game never end?")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
