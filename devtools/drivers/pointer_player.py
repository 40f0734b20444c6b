"""What the drivers that point share (`touch_play` with a finger, `mouse_play` with the
mouse): the menu's Quick start, the screens' buttons and every action made with the
tables' pointer gestures (`odin_input`, `ravens_input`), handed to the device's ``hand``: an
app-like object that makes each gesture's events with the device and turns the loop."""

from __future__ import annotations

from typing import Any

from devtools.drivers.device_player import DevicePlayer, Stuck
from devtools.drivers.registered import DeviceMoves


class PointerPlayer(DevicePlayer):
    hand: Any  # the device, as an app the gestures are made on

    def tap(self, pos: tuple[int, int], frames: int = 2) -> None:
        from devtools.drivers.events import click

        click(self.hand, pos)
        for _ in range(frames):
            self.frame()

    def run(self) -> None:
        from odin_desktop.scenes.menu import MenuScene

        self.app.scenes.push(self.app.nav.menu_scene())
        self.app.scenes.apply_pending()
        self.wait(lambda: isinstance(self.app.scenes.top, MenuScene))
        menu = self.app.scenes.top
        assert isinstance(menu, MenuScene)
        self.frame()
        self.shot("menu")
        self.tap(next(b for b in menu.buttons if b.label == "Quick start").rect.center)
        self.go_on()

    def press(self, name: str, frames: int = 1) -> None:
        """The screens' own buttons, pointed at (a summary's Next, an offer's No)."""
        top = self.app.scenes.top
        if name == "a" and top is not None and hasattr(top, "button"):
            self.tap(top.button.rect.center)
            return
        raise Stuck(f"no pointer gesture for {name} on {type(top).__name__}")

    def make_odin(self, table: Any, action: int) -> None:
        """The pass pointed at; a play's cards picked and dragged onto the middle
        (`odin_input`), its take picked; Play pointed at to confirm."""
        from devtools.drivers.odin_input import play_by_mouse
        from odin_desktop.engine.odin.moves import PASS

        if action == PASS:
            self.tap(table.buttons["pass"].rect.center)
            return
        play_by_mouse(self.hand, table, action)
        if table.model.move.confirm is not None:
            self.tap(table.buttons["play"].rect.center)

    def make_registered(self, moves: DeviceMoves, table: Any, action: int) -> None:
        for pos in moves.taps(table, action):
            self.tap(pos)

    def ravens_ready(self, table: Any) -> bool:
        from devtools.drivers import ravens_input
        from odin_desktop.scenes.ravens.model import Mode

        model = table.model
        if model.mode in (Mode.CHOICE, Mode.ARRANGE) and model.move.odin is not None:
            # An Odin card left waiting (its gesture missed): take it back by its button.
            self.retries += 1
            self.tap(ravens_input.panel_button(table, 2 if model.mode is Mode.CHOICE else 1))
            return False
        if model.mode is Mode.TARGET:  # its target missed: Take back, where End turn was
            self.retries += 1
            self.tap(ravens_input.end_button(table))
            return False
        return True

    def make_ravens(self, table: Any, action: int) -> bool:
        """The action's gestures (`ravens_input`), made with the device."""
        from devtools.drivers import ravens_input

        try:
            ravens_input.play(self.hand, table, action)
        except (ravens_input.Unplayable, AssertionError):  # not where the driver looked yet
            self.retries += 1
            if self.retries > 20:
                raise
            self.frame()
            return False
        return True
