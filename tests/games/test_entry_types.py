"""What the shell hands back to a registry entry (a game it made, a setup, a controller) is
typed for any game; each entry refuses another game's at once, in plain words, instead of
failing somewhere inside its screens or bots."""

from __future__ import annotations

from typing import cast

import pytest

from odin_desktop import games
from odin_desktop.scenes.base import Host
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup


@pytest.mark.parametrize(("game_id", "other"), [("odin", "ravens"), ("ravens", "odin")])
def test_bot_options_are_of_the_entrys_own_game(game_id: str, other: str) -> None:
    entry = games.game(game_id)
    assert entry.bot_options(entry.new_game(2, seed=1)) is not None
    with pytest.raises(TypeError, match="not a game of"):
        entry.bot_options(games.game(other).new_game(2, seed=1))


def test_a_table_is_opened_only_for_the_entrys_own_setup_and_controller() -> None:
    # Refused before any screen is built, so no app is needed to see it.
    app = cast("Host", None)  # each call is refused before the app is used
    odin, ravens = games.game("odin"), games.game("ravens")
    odin_setup, ravens_setup = OdinSetup.quick_start(), RavensSetup.quick_start()
    with pytest.raises(TypeError, match="not a setup of ODIN"):
        odin.table_scene(app, ravens_setup)
    with pytest.raises(TypeError, match="not a setup of Odin's Ravens"):
        ravens.table_scene(app, odin_setup)
    with pytest.raises(TypeError, match="not a controller of ODIN"):
        odin.table_scene(app, odin_setup, RavensController(ravens_setup, None))
    with pytest.raises(TypeError, match="not a controller of Odin's Ravens"):
        ravens.table_scene(app, ravens_setup, OdinController(odin_setup, None))
