"""A fault in a game's own check of a save is said, not hidden, and the file is kept as it is
(the menu once swallowed every exception and only Continue went missing)."""

from __future__ import annotations

import json

from odin_desktop import games
from odin_desktop.app import autosave
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup


def test_a_fault_in_the_check_is_told_and_the_save_left_alone(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    controller = OdinController(OdinSetup.quick_start("You"), host_factory=None)
    controller.start_round()
    path = autosave.autosave_path("odin")
    text = json.dumps(controller.record())
    path.write_text(text, encoding="utf-8")

    def broken(doc: object) -> bool:
        raise KeyError("hands")

    monkeypatch.setattr(games.game("odin"), "check_save", broken)
    notices: list[str] = []
    assert autosave.saved_games(notices) == []
    assert len(notices) == 1 and "KeyError" in notices[0] and "left as it is" in notices[0]
    assert path.read_text(encoding="utf-8") == text  # kept, not set aside
    monkeypatch.undo()
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    assert autosave.saved_games([]) == [games.game("odin")]  # the save was never lost
