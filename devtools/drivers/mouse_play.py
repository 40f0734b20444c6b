"""A whole game played with the mouse: ``python -m devtools.drivers.mouse_play --game
odin|ravens|GAME [--lang en] [--shots DIR] [--rounds N] [--register MODULE:NAME]``.

As the other device drivers (`device_player`), in the real app from the menu to the
game-over screen; every input is the mouse's: in a real X window the pointer moved and its
button pressed through the X server (`device_input`), under SDL's dummy driver mouse events
on SDL's queue. Cards are picked and dragged where the tables say they are (`odin_input`,
`ravens_input`), buttons clicked. Prints one line of JSON, as the others.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from devtools.drivers.device_input import Hands
from devtools.drivers.device_player import run_from_command_line
from devtools.drivers.pointer_player import PointerPlayer


class MousePlayer(PointerPlayer):
    foreign_kinds = (pygame.KEYDOWN, pygame.KEYUP)  # the mouse alone

    def __init__(self, game: str, lang: str, shots: Path | None, seed: int) -> None:
        super().__init__(game, lang, shots, seed)
        self.hand = Hands(self)

    def result(self, finished: bool, error: str = "") -> dict[str, Any]:
        return {**super().result(finished, error), "clicks": self.hand.clicks}


def main(argv: list[str] | None = None) -> int:
    return run_from_command_line(MousePlayer, __doc__.split("\n\n")[0], argv)


if __name__ == "__main__":
    sys.exit(main())
