"""What Odin's Ravens' registry entry (`games.ravens`) hands the shell for its screens: the
New game screen, How to play and the menu's picture. Each imports its screen when called,
so the registry stays cheap to import."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from odin_desktop.ui import theme

MENU_ART_WIDTH = 440  # at the design size (scale 1.0), as wide as ODIN's fan is


def new_game_scene(app: Any) -> Any:
    """The New game screen (Start opens the table through `app.nav.open_table`)."""
    from odin_desktop.scenes.ravens.new_game import NewGameScene

    return NewGameScene(app)


def rules_pages() -> Sequence[Any]:
    """How to play, page by page (`scenes.rules.Page`)."""
    from odin_desktop.scenes.ravens.rules_pages import PAGES

    return PAGES


def menu_art(scale: float) -> pygame.Surface:
    """The menu's picture at ``scale`` (1.0 at 1280 x 800): the two ravens racing at dawn."""
    from odin_desktop.scenes.ravens import art

    return art.title_art(theme.scaled(MENU_ART_WIDTH, scale))
