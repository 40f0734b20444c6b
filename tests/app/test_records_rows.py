"""A row of Replays says the game, the players with their points and who won (a record is
replayed once to know it, on the worker: `app.records`), and no winner while the game is
unfinished; a record that cannot be opened says why."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from records_helpers import listed, row_words

from odin_desktop.app import autosave, records
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    records.forget()
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


@pytest.mark.parametrize("compressed", [False, True])
def test_a_finished_games_row_says_the_game_the_points_and_the_winner(
    data: Path, compressed: bool
) -> None:
    controller = played(finish=True)
    game = controller.game
    (winner,) = game.winners
    autosave.export_record(controller, compressed=compressed)
    (row,) = listed()
    title, detail = row_words(row)
    for name, total in zip(controller.names, game.totals, strict=True):
        assert f"{name} {total} pt" in title
    assert detail.startswith("ODIN · ") and detail.endswith(f"{controller.names[winner]} won")


def test_an_unfinished_games_row_names_no_winner(data: Path) -> None:
    autosave.export_record(played(finish=False))
    (row,) = listed()
    title, detail = row_words(row)
    assert " won" not in detail and "unfinished" in detail and " 0 pts" in title


def test_a_record_that_cannot_be_opened_says_why(data: Path) -> None:
    folder = autosave.records_dir()
    folder.mkdir()
    (folder / "20250101-120000-broken.json").write_text('{"format": "odin-record"', "utf-8")
    (row,) = listed()
    title, detail = row_words(row)
    assert title == "20250101-120000-broken" and detail.startswith("cannot be opened: not JSON")
