"""The game window on the display: opened where `window` decides (the player's size and place,
or a one-off size), the windowed size and place F11 returns to and the next start restores,
and the window brought forward when another start asks. `window` makes the decisions without
pygame; this module carries them out through pygame and SDL.
"""

from __future__ import annotations

import contextlib
import warnings

import pygame

from odin_desktop.app import window
from odin_desktop.app.settings import Settings
from odin_desktop.ui.resources import asset

# SDL's own choice on Linux puts the window surface in an OpenGL texture: in a window without
# a GPU driver (a virtual machine, remote X, Xvfb) that costs ~12 ms of CPU a frame however
# little changed, and loads Mesa and LLVM (+100 MB). The native framebuffer (MIT-SHM on X11,
# GDI on Windows; macOS has no other) sends a whole 1920 x 1080 frame in well under a
# millisecond, and only the rectangles asked for. A player can still choose with the variable.
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


class WindowPlace:
    """Where the window is when it is not full screen, and whether the player's is kept."""

    def __init__(self, settings: Settings, size: tuple[int, int] | None) -> None:
        """`size` None: the player's window, fitted to the screen or as they left it (and
        remembered at exit); a given size is a one-off (demo, tests, benchmarks)."""
        self._settings = settings
        self._remember = size is None
        placement = window.Placement(size) if size is not None else self._opening_placement()
        self.size = placement.size  # where F11 returns to, and remembered at exit
        self.position = placement.position

    def _opening_placement(self) -> window.Placement:
        saved_size, saved_position = self._settings.window_size, self._settings.window_position
        return window.opening_placement(
            screen_size(),
            (saved_size[0], saved_size[1]) if saved_size else None,
            (saved_position[0], saved_position[1]) if saved_position else None,
        )

    def open(self, full: bool, designed_minimum: tuple[int, int]) -> pygame.Surface:
        """The window's surface, opened full screen or at its place; it may not be dragged
        smaller than ``designed_minimum`` (nor than it opened)."""
        with window.placing(self.position):
            # Full screen at the desktop's own size, as F11 gives: no video mode change.
            surface = pygame.display.set_mode((0, 0) if full else self.size, flags(full))
        # Where the window manager ignores this, the app's canvas scaling still copes.
        sdl = sdl_window()
        if sdl is not None:
            sdl.minimum_size = window.minimum_size(designed_minimum, self.size)
            if self.position is not None and not full:
                # SDL places only a window it creates; pygame reuses one that already exists.
                sdl.position = self.position
        return surface

    def switch(self, full: bool) -> pygame.Surface:
        """The window's surface after F11: full screen, or back at its windowed place."""
        return pygame.display.set_mode((0, 0) if full else self.size, flags(full))

    def note(self, surface: pygame.Surface) -> None:
        """The window's size and place now; call while it is not full screen."""
        self.size = surface.get_size()
        sdl = sdl_window()
        if sdl is not None:
            self.position = sdl.position

    def remember(self, surface: pygame.Surface, full: bool) -> None:
        """Keep the window's size and place (not a full screen's) for the next start."""
        if not full:
            self.note(surface)
        if self._remember:
            self._settings.window_size = list(self.size)
            position = self.position
            self._settings.window_position = [] if position is None else list(position)


def flags(fullscreen: bool) -> int:
    return pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE


def screen_size() -> tuple[int, int] | None:
    """The primary display's size (None: unknown)."""
    try:
        screens = pygame.display.get_desktop_sizes()
    except pygame.error:
        screens = []
    return screens[0] if screens else None


def sdl_window() -> pygame.Window | None:
    """The SDL window behind pygame's display (None: none, or this pygame cannot say)."""
    with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
        # pygame-ce 2.5 marks this deprecated for surface rendering, which we do not use
        # through the Window object; it is the only way to reach the size limits and
        # the position.
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()
    return None


def set_icon() -> None:
    with contextlib.suppress(FileNotFoundError, pygame.error):  # a missing icon is cosmetic
        pygame.display.set_icon(pygame.image.load(str(asset("icon", "icon_128.png"))))


def come_forward() -> None:
    """Bring the window in front of the others with the input focus, restored if it was
    minimised, where the platform lets a program do that; where it does not (a window
    manager that prevents focus stealing, Wayland), its taskbar entry asks for attention."""
    sdl = sdl_window()
    if sdl is None:
        return
    with contextlib.suppress(pygame.error):  # each is refused by some platforms
        if not pygame.display.get_active():  # minimised (a maximised one stays so)
            sdl.restore()
        sdl.focus()
    if not sdl.focused:
        with contextlib.suppress(pygame.error):
            sdl.flash(pygame.FLASH_UNTIL_FOCUSED)
