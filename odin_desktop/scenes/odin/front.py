"""ODIN's screens as its registry entry reaches them (`scenes.game_screens`): what the
menu needs at once, and its table's modules (`screens`) loaded when a table first opens."""

from __future__ import annotations

from typing import Any

from odin_desktop.scenes.game_screens import GameScreens, TableScreens
from odin_desktop.scenes.odin.menu_art import picture
from odin_desktop.scenes.odin.new_game import OdinNewGameScene
from odin_desktop.scenes.odin.rules_pages import PAGES
from odin_desktop.session.odin.setup import OdinSetup


def _table() -> TableScreens[Any, Any, Any]:
    from odin_desktop.scenes.odin.screens import TABLE

    return TABLE


SCREENS = GameScreens(OdinSetup, OdinNewGameScene, PAGES, picture, _table)
