"""Registering High Card, as a test does: the registry line every game adds, and the test kit
it brings (`game_kits.KITS`: its twins, a record broken on purpose, and its session for the
tests of Continue). Undone with the test (monkeypatch)."""

from __future__ import annotations

import game_kits
import pytest

from odin_desktop import games
from third_game.entry import ENTRY
from third_game.session import HighCardController, controller_from_record
from third_game.twins import break_record, twin

KIT = game_kits.Kit(
    twin,
    break_record,
    game_kits.Session(
        start=lambda setup: HighCardController(setup, host_factory=None),
        resume=lambda doc: controller_from_record(doc, host_factory=None),
    ),
)


def register(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(games.GAMES, ENTRY.id, ENTRY)  # the registry line a game adds
    monkeypatch.setitem(game_kits.KITS, ENTRY.id, KIT)
