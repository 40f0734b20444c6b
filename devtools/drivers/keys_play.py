"""A whole game played with the keyboard alone: ``python -m devtools.drivers.keys_play --game
odin|ravens|GAME [--lang en] [--shots DIR] [--rounds N] [--register MODULE:NAME]``.

As the other device drivers (`device_player`), in the real app from the menu to the
game-over screen; every input is a key: in a real X window pressed through the X server with
the pointer parked off the window (where the screen is wider than it), so no card is ever
under it (`device_input`); under SDL's dummy driver key events on SDL's queue. The menu's
focus goes down to Quick start, Enter; each action's keys are the tables' (`odin_keys`,
`ravens_keys`); a summary goes on with Enter. Prints one line of JSON, as the others.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from devtools.drivers import odin_keys, ravens_keys
from devtools.drivers.device_input import Hands
from devtools.drivers.device_player import DevicePlayer, Stuck, run_from_command_line
from devtools.drivers.registered import DeviceMoves

# Every key the tables' key lists name, as xdotool names it.
CODES = {
    **ravens_keys.PYGAME_KEYS,
    "p": pygame.K_p,
    "Down": pygame.K_DOWN,
    "Escape": pygame.K_ESCAPE,
}
BUTTONS = {"a": pygame.K_RETURN, "b": pygame.K_ESCAPE}  # a screen's confirm and back


class KeysPlayer(DevicePlayer):
    foreign_kinds = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def __init__(self, game: str, lang: str, shots: Path | None, seed: int) -> None:
        super().__init__(game, lang, shots, seed)
        self.hand = Hands(self)

    def name(self, name: str) -> None:
        """One key as the key lists name it (``shift+Left``: with Shift held)."""
        shift = name.startswith("shift+")
        self.hand.key(CODES[name.removeprefix("shift+")], shift)

    def run(self) -> None:
        from odin_desktop.scenes.menu import MenuScene

        self.app.scenes.push(self.app.nav.menu_scene())
        self.app.scenes.apply_pending()
        self.wait(lambda: isinstance(self.app.scenes.top, MenuScene))
        self.hand.park()
        menu = self.app.scenes.top
        assert isinstance(menu, MenuScene)
        for _ in range(12):
            if getattr(menu.ring.current, "label", "") == "Quick start":
                break
            self.name("Down")
        if getattr(menu.ring.current, "label", "") != "Quick start":
            raise Stuck("the focus never reached Quick start")
        self.shot("menu")
        self.press("a", frames=3)
        self.go_on()

    def press(self, name: str, frames: int = 1) -> None:
        self.hand.key(BUTTONS[name])
        for _ in range(frames):
            self.frame()

    def make_odin(self, table: Any, action: int) -> None:
        for name in odin_keys.keys(table, action):
            self.name(name)

    def make_ravens(self, table: Any, action: int) -> bool:
        try:
            for name in ravens_keys.keys(table, action):
                self.name(name)
        except ravens_keys.NoKeys:  # not where the keys expected yet
            self.retries += 1
            if self.retries > 20:
                raise
            return False
        return True

    def make_registered(self, moves: DeviceMoves, table: Any, action: int) -> None:
        for name in moves.keys(table, action):
            self.name(name)

    def result(self, finished: bool, error: str = "") -> dict[str, Any]:
        return {**super().result(finished, error), "keys": self.hand.keys}


def main(argv: list[str] | None = None) -> int:
    return run_from_command_line(KeysPlayer, __doc__.split("\n\n")[0], argv)


if __name__ == "__main__":
    sys.exit(main())
