"""A whole game played by touch only: ``python -m devtools.drivers.touch_play --game
odin|ravens|GAME [--lang en] [--shots DIR] [--register MODULE:NAME]``.

As `pad_play` (both on `device_player`), in the real app from the menu to the game-over
screen, but every input is a finger event on SDL's queue (``FINGERDOWN``/``FINGERMOTION``/
``FINGERUP``, no mouse, no key): taps on the buttons and cards, drags of cards onto the
middle (ODIN) or onto the places and paths (Odin's Ravens), where the tables say they are
(`odin_input`, `ravens_input`, whose mouse gestures are replayed here as fingers). Prints
the same line of JSON.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from devtools.drivers.device_player import DT, run_from_command_line
from devtools.drivers.pointer_player import PointerPlayer
from odin_desktop.ui.touch import WHEEL_STEP


class Fingers:
    """What the tables' mouse drivers ask of an app, done with one finger on SDL's queue:
    a press is a finger down, a carried move a finger's motion, a release a finger up, a
    wheel's notches two fingers slid together where the pointer is (`ui.touch`); a bare
    pointer move (hover) is nothing, a finger has none."""

    def __init__(self, player: TouchPlayer) -> None:
        self.player = player
        self.app = player.app
        self.at = (0.0, 0.0)
        self.pointer = (0, 0)  # where a two-finger slide is made

    def __getattr__(self, name: str) -> Any:
        return getattr(self.app, name)

    def _post(self, kind: int, pos: tuple[int, int], finger: int = 1) -> None:
        w, h = self.app.window.get_size()
        x, y = pos[0] / w, pos[1] / h
        dx, dy = x - self.at[0], y - self.at[1]
        self.at = (x, y)
        pygame.event.post(
            pygame.event.Event(
                kind, x=x, y=y, dx=dx, dy=dy, finger_id=finger, touch_id=1, pressure=1.0
            )
        )
        self.player.touches += 1

    def _slide(self, notches: tuple[int, int]) -> None:
        """The wheel turned by ``notches`` (x, y): two fingers slid that far together (the
        content follows them: a notch down is the fingers moving up)."""
        reach = WHEEL_STEP + 2  # a notch's worth, clear of rounding
        x, y = self.pointer
        ends = (x + notches[0] * reach, y + notches[1] * reach)
        for finger, nudge in ((2, 0), (3, 10)):
            self._post(pygame.FINGERDOWN, (x + nudge, y), finger)
        for finger, nudge in ((2, 0), (3, 10)):
            self._post(pygame.FINGERMOTION, (ends[0] + nudge, ends[1]), finger)
        for finger, nudge in ((2, 0), (3, 10)):
            self._post(pygame.FINGERUP, (ends[0] + nudge, ends[1]), finger)
        self.player.frame()  # handled now, as the wheel's event is: its caller looks at once

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.MOUSEWHEEL:
            self._slide((event.x, event.y))
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._post(pygame.FINGERDOWN, event.pos)
        elif event.type == pygame.MOUSEBUTTONUP:
            self._post(pygame.FINGERUP, event.pos)
        elif event.type == pygame.MOUSEMOTION and getattr(event, "buttons", (0,))[0]:
            self._post(pygame.FINGERMOTION, event.pos)

    def step(self, dt: float = DT, *_rest: Any) -> None:
        self.player.frame()


class TouchPlayer(PointerPlayer):
    def __init__(self, game: str, lang: str, shots: Path | None, seed: int) -> None:
        super().__init__(game, lang, shots, seed)
        self.touches = 0
        self.hand = Fingers(self)

    def result(self, finished: bool, error: str = "") -> dict[str, Any]:
        return {**super().result(finished, error), "touches": self.touches}


def main(argv: list[str] | None = None) -> int:
    return run_from_command_line(TouchPlayer, __doc__.split("\n\n")[0], argv)


if __name__ == "__main__":
    sys.exit(main())
