"""A whole game played by touch only: ``python -m devtools.drivers.touch_play --game
odin|ravens [--lang en] [--shots DIR]``.

As `pad_play` (both on `device_player`), in the real app from the menu to the game-over
screen, but every input is a finger event on SDL's queue (``FINGERDOWN``/``FINGERMOTION``/
``FINGERUP``, no mouse, no key): taps on the buttons and cards, drags of cards onto the
middle (ODIN) or onto the places and paths (Odin's Ravens), where the tables say they are
(`odin_input`, `ravens_input`, whose mouse gestures are replayed here as fingers). Prints
the same line of JSON.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import pygame

from devtools.drivers.device_player import DT, DevicePlayer, Stuck
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


class TouchPlayer(DevicePlayer):
    def __init__(self, game: str, lang: str, shots: Path | None, seed: int) -> None:
        super().__init__(game, lang, shots, seed)
        self.touches = 0
        self.fingers = Fingers(self)

    def tap(self, pos: tuple[int, int], frames: int = 2) -> None:
        from devtools.drivers.events import click

        click(self.fingers, pos)
        for _ in range(frames):
            self.frame()

    def run(self) -> None:
        from odin_desktop.scenes.menu import MenuScene

        self.app.scenes.push(self.app.nav.menu_scene())
        self.app.scenes.apply_pending()
        self.wait(lambda: isinstance(self.app.scenes.top, MenuScene))
        menu = self.app.scenes.top
        self.frame()
        self.shot("menu")
        self.tap(next(b for b in menu.buttons if b.label == "Quick start").rect.center)
        self.go_on()

    def press(self, name: str, frames: int = 1) -> None:
        """The screens' own buttons, tapped (a summary's Next, an offer's No)."""
        top = self.app.scenes.top
        if name == "a" and hasattr(top, "button"):
            self.tap(top.button.rect.center)
            return
        raise Stuck(f"no finger gesture for {name} on {type(top).__name__}")

    def make_odin(self, table: Any, action: int) -> None:
        """The pass tapped; a play's cards tapped and dragged onto the middle (`odin_input`),
        its take tapped; Play tapped to confirm."""
        from devtools.drivers.odin_input import play_by_mouse
        from odin_desktop.engine.odin.moves import PASS

        if action == PASS:
            self.tap(table.buttons["pass"].rect.center)
            return
        play_by_mouse(self.fingers, table, action)
        if table.model.confirm is not None:
            self.tap(table.buttons["play"].rect.center)

    def ravens_ready(self, table: Any) -> bool:
        from devtools.drivers import ravens_input
        from odin_desktop.scenes.ravens.model import Mode

        model = table.model
        if model.mode in (Mode.CHOICE, Mode.ARRANGE) and model.odin is not None:
            # An Odin card left waiting (its gesture missed): take it back by its button.
            self.retries += 1
            self.tap(ravens_input.panel_button(table, 2 if model.mode is Mode.CHOICE else 1))
            return False
        return True

    def make_ravens(self, table: Any, action: int) -> bool:
        """The action's gestures (`ravens_input`), made with a finger."""
        from devtools.drivers import ravens_input

        try:
            ravens_input.play(self.fingers, table, action)
        except (ravens_input.Unplayable, AssertionError):  # not where the driver looked yet
            self.retries += 1
            if self.retries > 20:
                raise
            self.frame()
            return False
        return True

    def result(self, finished: bool, error: str = "") -> dict[str, Any]:
        return {**super().result(finished, error), "touches": self.touches}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("odin", "ravens"), required=True)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--shots", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    player = TouchPlayer(args.game, args.lang, args.shots, args.seed)
    return player.play_and_report()


if __name__ == "__main__":
    sys.exit(main())
