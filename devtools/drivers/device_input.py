"""A player's mouse and keyboard for the device drivers, as real as the window allows: in a
real X window every move, press and key goes through the X server (`xdotool`, read by SDL as
a player's are); under SDL's dummy driver the same events are put on SDL's queue. Either way
the main loop reads them itself (`App.frame`), in its own time.

The tables' gestures (`odin_input`, `ravens_input`) are written against an app: they hand it
events (`handle_event`) and ask for a frame (`step`). `Hands` is such an app: it makes each
event with the device, then turns the loop until the device's event has come through.
"""

from __future__ import annotations

import subprocess
from typing import Any, Protocol

import pygame

# pygame's key names where xdotool (X's keysyms) names them otherwise; letters, digits and
# the rest are the same in both.
X_KEYS = {
    "return": "Return",
    "enter": "KP_Enter",
    "escape": "Escape",
    "tab": "Tab",
    "space": "space",
    "left": "Left",
    "right": "Right",
    "up": "Up",
    "down": "Down",
    "home": "Home",
    "end": "End",
    "backspace": "BackSpace",
    "page up": "Prior",
    "page down": "Next",
}
PATIENCE = 120  # frames an event sent may take to come through


class Player(Protocol):
    """What `Hands` needs of the driver it works for."""

    app: Any
    events: list[pygame.event.Event]  # the last frame's, as the loop read them

    def frame(self) -> None: ...


class Lost(Exception):
    """An event sent never came through to the game."""


class Hands:
    """The mouse and the keys, made through X where the window is one, else posted."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.app = player.app
        self.x_window: int | None = None
        if pygame.display.get_driver() == "x11":
            self.x_window = pygame.display.get_wm_info()["window"]
        self.pointer: tuple[int, int] | None = None  # where the pointer is, if known
        self.held = False
        self.keys = 0  # keys pressed
        self.clicks = 0  # buttons pressed

    def __getattr__(self, name: str) -> Any:
        return getattr(self.app, name)

    # ------------------------------------------------------------------ the devices

    def _xdotool(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], check=True, capture_output=True, timeout=30)

    def move(self, pos: tuple[int, int]) -> None:
        """The pointer to ``pos`` (window coordinates), carrying what it holds."""
        if pos == self.pointer:
            return
        was = self.pointer or pos
        rel, self.pointer = (pos[0] - was[0], pos[1] - was[1]), pos
        if self.x_window is not None:
            self._xdotool("mousemove", "--window", str(self.x_window), str(pos[0]), str(pos[1]))
        else:
            buttons = (1, 0, 0) if self.held else (0, 0, 0)
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)
            )
        self._through(pygame.MOUSEMOTION)

    def button(self, pos: tuple[int, int], down: bool) -> None:
        """The left button pressed (or let go) at ``pos``."""
        self.move(pos)
        self.held = down
        kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
        if self.x_window is not None:
            self._xdotool("mousedown" if down else "mouseup", "1")
        else:
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
        self.clicks += down
        self._through(kind)

    def wheel(self, x: int, y: int) -> None:
        """The wheel turned ``y`` notches away (up) or towards the player, ``x`` right or left
        (X's buttons 4 and 5, 6 and 7) where the pointer is."""
        if self.x_window is not None:
            buttons = [4 if y > 0 else 5] * abs(y) + [7 if x > 0 else 6] * abs(x)
            for button in buttons:
                self._xdotool("click", str(button))
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y))
        self._through(pygame.MOUSEWHEEL)

    def key(self, code: int, shift: bool = False) -> None:
        """A key pressed and let go (with Shift held)."""
        name = pygame.key.name(code)
        if self.x_window is not None:
            keysym = X_KEYS.get(name, name)
            self._xdotool("key", "--clearmodifiers", f"shift+{keysym}" if shift else keysym)
        else:
            mod = pygame.KMOD_SHIFT if shift else 0
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                text = name if len(name) == 1 else ""
                pygame.event.post(pygame.event.Event(kind, key=code, mod=mod, unicode=text))
        self.keys += 1
        self._through(pygame.KEYDOWN)

    def park(self) -> None:
        """The pointer off the window (a player on the keys alone): where X's screen is larger
        than the window, beyond its right edge."""
        if self.x_window is None:
            return
        width, height = self.app.window.get_size()
        window = str(self.x_window)
        self._xdotool("mousemove", "--window", window, str(width + 20), str(height // 2))
        self.pointer = None

    def _through(self, kind: int) -> None:
        """Frames until an event of ``kind`` came through the loop (at once when posted)."""
        for _ in range(PATIENCE):
            self.player.frame()
            if any(event.type == kind for event in self.player.events):
                return
        raise Lost(f"{pygame.event.event_name(kind)} never came through")

    # ------------------------------------------------------------------ the gestures' app

    def handle_event(self, event: pygame.event.Event) -> None:
        """A gesture's event, made with the device."""
        if event.type == pygame.MOUSEMOTION:
            self.move(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.button(event.pos, True)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.button(event.pos, False)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(getattr(event, "x", 0), event.y)
        elif event.type == pygame.KEYDOWN:
            self.key(event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))

    def step(self, *_args: Any) -> None:
        """A frame, as the loop draws it next."""
        self.player.frame()
