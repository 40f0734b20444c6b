"""The games the tests of the screens run over: every game of the registry the shell offers,
and High Card (`third_game`), the third game written for the tests, which is registered by
the one line every game adds (`third_game.register`) for the test that asks for it. A test
about no one game's rules takes its games from here, not from a list of names."""

from __future__ import annotations

import pytest
from third_game.entry import ENTRY as THIRD
from third_game.register import register

from odin_desktop import games
from odin_desktop.games.entry import GameEntry

# Each game with screens: the registry's, then High Card (registered when used).
PLAYABLE = [entry.id for entry in {**games.GAMES, THIRD.id: THIRD}.values() if entry.playable]
# What a child process registers to know a game of `PLAYABLE` not in the shipped registry:
# its entry, with the moves each device makes at its table (`devtools.drivers.registered`).
REGISTERED = {THIRD.id: "third_game.devices:ENTRY"}


def use(game_id: str, monkeypatch: pytest.MonkeyPatch) -> GameEntry:
    """``game_id``'s entry, High Card registered first when it is the one."""
    if game_id == THIRD.id:
        register(monkeypatch)
    return games.game(game_id)


def registering(game_id: str) -> list[str]:
    """What a child process registers to know ``game_id`` (`command_line.run`)."""
    return [REGISTERED[game_id]] if game_id in REGISTERED else []


def driver_args(game_id: str) -> list[str]:
    """A device driver's or the kill test's command line for ``game_id``
    (`devtools.drivers.registered`)."""
    return ["--game", game_id, *(f"--register={spec}" for spec in registering(game_id))]
