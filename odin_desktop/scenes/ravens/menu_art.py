"""Odin's Ravens' picture on the menu: the two ravens racing at dawn."""

from __future__ import annotations

import pygame

from odin_desktop.scenes.ravens import art
from odin_desktop.ui import theme

ART_WIDTH = 440  # at the design size (scale 1.0), as wide as ODIN's fan is


def picture(scale: float) -> pygame.Surface:
    """The menu's picture at ``scale`` (1.0 at 1280 x 800)."""
    return art.title_art(theme.scaled(ART_WIDTH, scale))
