"""Registering High Card, as a test does: the registry line every game adds, and the test kit
it brings (`game_kits.KITS`). Undone with the test (monkeypatch)."""

from __future__ import annotations

import game_kits
import pytest

from odin_desktop import games
from third_game.entry import ENTRY
from third_game.twins import break_record, twin


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.GAMES, ENTRY.id, ENTRY)  # the registry line a game adds
    monkeypatch.setitem(game_kits.KITS, ENTRY.id, game_kits.Kit(twin, break_record))
