"""The kill test, small: SIGKILL the game at random moments while bots play with autosave on;
every autosave left behind must be a valid game of the game played, and every restart must
continue it.
The large run is `python -m devtools.drivers.kill_driver --kills 200 --seed 1 [--game ravens]`."""

from __future__ import annotations

import json
import sys

import pytest

from devtools.drivers import kill_driver

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


@pytest.mark.parametrize("game", ["odin", "ravens"])
def test_killed_games_always_leave_a_valid_save_that_continues(game):
    result = kill_driver.run_loop(kills=6, seed=3, min_delay=0.3, max_delay=1.2, game=game)
    assert result["failures"] == []
    # A kill between a game's end and the next game's first save finds no save (about one in
    # ten); these floors only prove the checks ran, and hold unless most kills land there.
    assert result["saves_checked"] >= 2
    assert result["resumed"] >= 1


def test_the_check_catches_a_broken_or_set_aside_save(tmp_path):
    from odin_desktop.session.odin.controller import OdinController
    from odin_desktop.session.odin.setup import OdinSetup

    controller = OdinController(OdinSetup.all_bots(3, seed=2), host_factory=None)
    controller.start_round()
    for _ in range(6):
        controller.play(controller.legal_actions()[0])
    text = json.dumps(controller.record())
    save = tmp_path / "autosave-odin.json"
    save.write_text(text)
    doc, problem = kill_driver.check_folder(tmp_path, "odin")
    assert problem is None and doc is not None
    (tmp_path / "autosave-ravens.json").write_text(text)  # ODIN's game under Ravens' name
    assert "not a record of ravens" in kill_driver.check_folder(tmp_path, "ravens")[1]
    save.write_text(text[: len(text) - 40])
    assert kill_driver.check_folder(tmp_path, "odin")[1]
    save.unlink()
    (tmp_path / "autosave-odin.json.corrupt-20260101-000000").write_text(text)
    assert "set aside" in kill_driver.check_folder(tmp_path, "odin")[1]
