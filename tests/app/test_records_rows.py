"""A row of Replays says the game, the players with their points and who won (a record is
played through to know it), and no winner while the game is unfinished."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from odin_desktop.app import autosave, records
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    return tmp_path


def played(finish: bool) -> OdinController:
    controller = OdinController(OdinSetup.all_bots(2, seed=4), host_factory=None)
    rng = random.Random(4)
    controller.start_round()
    while not controller.game.over and (finish or len(controller.game.hands[0].history) < 6):
        if controller.game.needs_round:
            controller.start_round()
        controller.play(rng.choice(controller.legal_actions()))
    return controller


def test_a_finished_games_row_says_the_game_the_points_and_the_winner(data: Path) -> None:
    controller = played(finish=True)
    game = controller.game
    (winner,) = game.winners
    autosave.export_record(controller)
    (entry,) = records.list_records()
    names = controller.names
    for name, total in zip(names, game.totals, strict=True):
        assert f"{name} {total} pt" in entry.title.replace("\u2068", "").replace("\u2069", "")
    detail = entry.detail.replace("\u2068", "").replace("\u2069", "")
    assert detail.startswith("ODIN · ") and detail.endswith(f"{names[winner]} won")


def test_an_unfinished_games_row_names_no_winner(data: Path) -> None:
    controller = played(finish=False)
    autosave.export_record(controller)
    (entry,) = records.list_records()
    assert " won" not in entry.detail and " 0 pts" in entry.title.replace("\u2069", "")
