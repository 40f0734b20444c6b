"""A third game is added by its own files and one line in the registry: High Card
(`tests/support/third_game/`), written only for the tests, is registered by the contract
tests' ``entry`` fixture and every contract test runs on it; it has screens, so the tests of
the screens run on it too (`table_games`). Here: that the shell offers it, what the shell
does with a game registered without screens (High Card with ``playable`` False), and that
nothing outside its folder knows it."""

from __future__ import annotations

import json
from pathlib import Path

import paths
import pytest
from third_game.entry import ENTRY
from third_game.register import register

from odin_desktop import games
from odin_desktop.cli import main


@pytest.fixture
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    register(monkeypatch)


@pytest.fixture
def without_screens(registered: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ENTRY, "playable", False)


def test_it_is_found_by_id_and_by_record_format_and_offered(registered: None) -> None:
    assert games.game(ENTRY.id) is ENTRY
    assert games.by_record_format(ENTRY.record_format) is ENTRY
    assert ENTRY in games.playable()  # its screens: the menu and statistics offer it


def test_a_game_without_screens_is_not_offered(without_screens: None) -> None:
    assert ENTRY not in games.playable()


def test_the_command_line_takes_it(registered: None, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "engine", "--game", ENTRY.id, "--json", "--seconds", "0.05"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["game"] == ENTRY.id
    argv = ["bench", "ai", "--game", ENTRY.id, "--json", "--levels", "random,normal"]
    assert main(argv) == 0
    assert set(json.loads(capsys.readouterr().out.strip().splitlines()[-1])["levels"]) == {
        "random",
        "normal",
    }


def test_the_replay_viewer_refuses_a_game_without_screens_in_plain_words(
    without_screens: None, tmp_path: Path
) -> None:
    from scene_helpers import make_app

    game = ENTRY.new_game(2, 1)
    game.start_round()
    path = tmp_path / "highcard.json"
    path.write_text(json.dumps(ENTRY.record_of(game, ["A", "B"])), encoding="utf-8")
    with pytest.raises(ValueError, match="cannot show records of High Card yet"):
        make_app().nav.viewer_for(path)


def test_nothing_outside_its_folder_knows_it() -> None:
    words = (ENTRY.id, ENTRY.record_format, "third_game", "High Card")
    mentions = [
        f"{path.relative_to(paths.ROOT)}: {word}"
        for folder in ("odin_desktop", "devtools")
        for path in (paths.ROOT / folder).rglob("*.py")
        for word in words
        if word in path.read_text(encoding="utf-8")
    ]
    assert mentions == []
