"""Colours and sizes of the game's screens, derived from the art palette."""

from __future__ import annotations

from odin_desktop.ui.palette import GOLD, TABLE, TABLE_DARK, TABLE_TEXT, hex_to_rgb

BACKGROUND = hex_to_rgb(TABLE)
BACKGROUND_DARK = hex_to_rgb(TABLE_DARK)
TEXT = hex_to_rgb(TABLE_TEXT)
TEXT_DIM = (170, 178, 170)
GOLD_RGB = hex_to_rgb(GOLD)
PANEL = (16, 34, 42)
PANEL_EDGE = (74, 98, 104)
BUTTON = (28, 52, 62)
BUTTON_HOVER = (40, 72, 84)
BUTTON_PRIMARY = GOLD_RGB
BUTTON_PRIMARY_TEXT = (34, 26, 14)
DISABLED_TEXT = (110, 124, 124)
GOOD = (120, 200, 140)
BAD = (232, 120, 100)


DESIGN = (1280, 800)  # the window size every screen is designed for


def layout_scale(size: tuple[int, int]) -> float:
    """How much a screen of ``size`` pixels is scaled from the design (aspect kept)."""
    return min(size[0] / DESIGN[0], size[1] / DESIGN[1])


def scaled(size: float, scale: float) -> int:
    """A font or stroke size in px for a layout scale (1.0 = the 1280 x 800 design)."""
    return max(1, round(size * scale))
