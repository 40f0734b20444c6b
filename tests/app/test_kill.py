"""The kill test's check of what a kill leaves behind. The kill test itself (SIGKILL the game
at random moments while bots play with autosave on, for every playable game) is
`tests/contract/test_contract_drivers.py`'s; the large run is
`python -m devtools.drivers.kill_driver --kills 200 --seed 1 [--game ravens]`."""

from __future__ import annotations

import json
import sys

import pytest

from devtools.drivers import kill_driver

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")


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
