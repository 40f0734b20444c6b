"""Where the game window opens and what it is called: pure decisions (no pygame), and the
SDL environment variables that carry them to the display.

A first start opens the designed 16:10 size, shrunk to fit the usable part of the screen
(what is left after the title bar and a taskbar, panel or dock). Later starts restore the
size and place the window had when the game closed, as long as they still fit the screen;
otherwise (a smaller screen now, a monitor unplugged) the first-start rule applies. On a
screen no larger than the designed size the game opens full screen (`starts_full_screen`).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass

DEFAULT_SIZE = (1280, 800)
# Room the window manager takes around a window's content: borders and title bar, plus a
# taskbar, panel or dock along an edge (Windows' is 48 px, GNOME's top bar with a title bar
# about 70, a macOS menu bar with a visible dock over 100).
SCREEN_MARGIN = (32, 120)
SMALLEST = (320, 200)  # a remembered window smaller than this is not worth restoring
# The X11 window class, which desktop entries (StartupWMClass) and docks match windows by;
# pygame would otherwise name it after the script (`__main__.py`).
WM_CLASS = "odin-desktop"
WM_CLASS_ENV = "SDL_VIDEO_X11_WMCLASS"
POSITION_ENV, CENTERED_ENV = "SDL_VIDEO_WINDOW_POS", "SDL_VIDEO_CENTERED"

Size = tuple[int, int]
Position = tuple[int, int]


@dataclass(frozen=True)
class Placement:
    """A window's content size, and where its top-left corner goes (None: centred)."""

    size: Size
    position: Position | None = None


def name_the_window(
    environ: MutableMapping[str, str] = os.environ, script: str | None = None
) -> None:
    """Give the window its class; must run before the display starts. `import pygame` has
    already named it after the script (`script`, default sys.argv[0]) where a display is set;
    a value set by the user or a packager is kept."""
    if script is None:
        script = sys.argv[0] if sys.argv else ""
    if environ.get(WM_CLASS_ENV) in (None, os.path.basename(script)):
        environ[WM_CLASS_ENV] = WM_CLASS


def fitted_size(screen: Size | None) -> Size:
    """The designed size, scaled down (never up, keeping its shape) to fit the usable part
    of `screen`; the designed size when the screen is unknown."""
    if screen is None:
        return DEFAULT_SIZE
    usable_w = max(SMALLEST[0], screen[0] - SCREEN_MARGIN[0])
    usable_h = max(SMALLEST[1], screen[1] - SCREEN_MARGIN[1])
    scale = min(1.0, usable_w / DEFAULT_SIZE[0], usable_h / DEFAULT_SIZE[1])
    return (int(DEFAULT_SIZE[0] * scale), int(DEFAULT_SIZE[1] * scale))


def fits(size: Size, position: Position | None, screen: Size) -> bool:
    """Whether a window of `size` at `position` lies wholly on `screen` (the whole screen:
    the window manager placed it there once, so its decorations fitted)."""
    if not (SMALLEST[0] <= size[0] <= screen[0] and SMALLEST[1] <= size[1] <= screen[1]):
        return False
    if position is None:
        return True
    x, y = position
    return 0 <= x <= screen[0] - size[0] and 0 <= y <= screen[1] - size[1]


def opening_placement(
    screen: Size | None, saved_size: Size | None, saved_position: Position | None
) -> Placement:
    """Where the window opens: the remembered size (and place, if it still fits there) when
    it fits the screen, else the designed size fitted to the screen, centred.

    `screen` is the primary display's size: SDL opens windows there, and reports no layout
    of several displays, so a window remembered on another display opens centred here."""
    if screen is None or saved_size is None or not fits(saved_size, None, screen):
        return Placement(fitted_size(screen))
    if saved_position is not None and fits(saved_size, saved_position, screen):
        return Placement(saved_size, saved_position)
    return Placement(saved_size)


def starts_full_screen(screen: Size | None, chosen: bool) -> bool:
    """Whether the game opens full screen: as the player chose, and always on a screen no
    larger than the designed size (a Steam Deck's 1280 x 800, a small laptop), where a window
    would lose a title bar's and a taskbar's room to the table."""
    small = screen is not None and screen[0] <= DEFAULT_SIZE[0] and screen[1] <= DEFAULT_SIZE[1]
    return chosen or small


def minimum_size(designed_minimum: Size, opening: Size) -> Size:
    """The smallest the window may be dragged: the layout's minimum, but never more than the
    window opened at (on a small screen the canvas is scaled down to fit instead)."""
    return (min(designed_minimum[0], opening[0]), min(designed_minimum[1], opening[1]))


@contextlib.contextmanager
def placing(
    position: Position | None, environ: MutableMapping[str, str] = os.environ
) -> Iterator[None]:
    """Within this block a new window opens at `position`, or centred. SDL reads this from
    the environment on every later set_mode too, so it is put back afterwards (F11's return
    to a window would otherwise jump to the opening place)."""
    values = (
        {CENTERED_ENV: "1"} if position is None else {POSITION_ENV: f"{position[0]},{position[1]}"}
    )
    before = {name: environ.get(name) for name in (CENTERED_ENV, POSITION_ENV)}
    environ.update(values)
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                environ.pop(name, None)
            else:
                environ[name] = value
