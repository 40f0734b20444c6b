"""Odin's Ravens' screens as its registry entry reaches them (`scenes.game_screens`): what the
menu needs at once, and its table's modules (`screens`) loaded when a table first opens."""

from __future__ import annotations

from typing import Any

from odin_desktop.scenes.game_screens import GameScreens, TableScreens
from odin_desktop.scenes.ravens.menu_art import picture
from odin_desktop.scenes.ravens.new_game import RavensNewGameScene
from odin_desktop.scenes.ravens.rules_pages import PAGES
from odin_desktop.session.ravens.setup import RavensSetup


def _table() -> TableScreens[Any, Any, Any]:
    from odin_desktop.scenes.ravens.screens import TABLE

    return TABLE


SCREENS = GameScreens(RavensSetup, RavensNewGameScene, PAGES, picture, _table)
