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

# The player's "Interface size" (Settings): every screen's text, controls, panels and cards
# are drawn this much smaller than the window alone would make them, and the layouts give the
# room won to the table. Never below the design's own pixels: at 1280 x 800 the design is at
# the floor (14 px text, 44 px targets), so a screen holds a size only where its fit is
# larger. Never above 1.0: every layout is written for at least the design's room.
INTERFACE_SIZES = (0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
INTERFACE_DEFAULT = 1.0
_interface = INTERFACE_DEFAULT


def set_interface_size(value: float) -> None:
    """Use the player's interface size from the next layout on (scenes are resized then)."""
    global _interface
    _interface = value


def interface_size() -> float:
    """The interface size the player chose (before a screen clamps it)."""
    return _interface


def window_scale(size: tuple[int, int]) -> float:
    """How much the design is scaled to fit a screen of ``size`` pixels (aspect kept)."""
    return min(size[0] / DESIGN[0], size[1] / DESIGN[1])


def smallest_interface(size: tuple[int, int]) -> float:
    """The smallest interface size a screen of ``size`` pixels holds (the largest is 1.0):
    the one that draws the design at its own pixels; a window smaller than the design is
    already below them, so it keeps 1.0."""
    return min(1.0, max(INTERFACE_SIZES[0], 1 / window_scale(size)))


def interface_held(size: tuple[int, int], wanted: float | None = None) -> float:
    """The interface size a screen of ``size`` pixels uses: the one wanted, clamped."""
    value = _interface if wanted is None else wanted
    return round(min(1.0, max(smallest_interface(size), value)), 6)


def layout_scale(size: tuple[int, int]) -> float:
    """How much a screen of ``size`` pixels is scaled from the design: the window's fit times
    the interface size it holds (1.0 = the 1280 x 800 design at 100 %)."""
    return window_scale(size) * interface_held(size)


def scaled(size: float, scale: float) -> int:
    """A font or stroke size in px for a layout scale (1.0 = the 1280 x 800 design)."""
    return max(1, round(size * scale))
