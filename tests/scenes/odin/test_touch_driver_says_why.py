"""The touch play-through of ODIN (`devtools.drivers.touch_play`, run whole in a real window
by tests/e2e/test_pad_touch_xvfb.py) stopped once in CI after 16 moves with no more said: a
move the table did not take now says which move it was, what the status line said, and
leaves a picture of the table when the run keeps shots."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from devtools.drivers.device_player import Stuck
from devtools.drivers.touch_play import TouchPlayer


class Missing(TouchPlayer):
    """A finger that never reaches the table: every move is lost."""

    def make_odin(self, table: Any, action: int) -> None:
        return None

    def wait(self, ready: Any, what: str = "", patience: int = 600) -> None:
        super().wait(ready, what, 5 if what == "the move" else patience)


def test_a_move_the_table_did_not_take_is_said(tmp_path: Path, scene_data_dir: Any) -> None:
    player = Missing("odin", "en", tmp_path, seed=1)
    try:
        with pytest.raises(Stuck) as stuck:
            player.run()
    finally:
        player.app.scenes.clear()  # the bots' process ends with the table
    said = str(stuck.value)
    assert said.startswith("the move never became ready after 0 moves: {")
    assert "'play'" in said or "'pass'" in said  # the move, as a record writes it
    assert (tmp_path / "odin-stuck-0.png").is_file()
