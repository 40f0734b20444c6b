"""A pad SDL believes is plugged in (`benchmarks.virtual_pad`), read from SDL's own queue as
the main loop reads it: SDL announces it, the game opens it and shows its faces, its buttons
and stick move the focus and the cards, and pulling it out mid-turn pauses the table. Nothing
here is posted by hand: every event is SDL's."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from scene_helpers import make_app, start

from odin_desktop.benchmarks.virtual_pad import VirtualPad, VirtualPadError
from odin_desktop.scenes.menu import MenuScene


def pump(app, frames: int = 3) -> None:  # noqa: ANN001
    """Frames fed with what SDL's queue holds, as `App.run` feeds them."""
    for _ in range(frames):
        app.step(1 / 30, pygame.event.get())
        app.scenes.apply_pending()


def tap(app, pad: VirtualPad, button: int) -> None:  # noqa: ANN001
    pad.press(button)
    pump(app, 1)
    pad.release(button)
    pump(app, 1)


@pytest.fixture
def pad() -> Iterator[VirtualPad]:
    plugged = VirtualPad("playstation")
    try:
        plugged.attach()
    except VirtualPadError as error:  # an SDL without virtual joysticks (older than 2.24)
        pytest.skip(str(error))
    yield plugged
    plugged.detach()
    pygame.event.get()  # its removal, so it reaches no later test


def test_a_pad_plugged_in_is_opened_with_its_faces(scene_data_dir, pad: VirtualPad) -> None:
    app = make_app()
    start(app, MenuScene(app))
    pump(app)
    opened = app.input.pads.pads.get(pad.instance_id)
    assert opened is not None and opened.device is not None  # a real SDL controller
    assert opened.style == "playstation"
    assert app.input.prompt_style is None  # plugged in, not yet used
    tap(app, pad, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert app.input.prompt_style == "playstation"


def test_its_d_pad_and_stick_move_the_menus_focus(scene_data_dir, pad: VirtualPad) -> None:
    app = make_app()
    menu = start(app, MenuScene(app))
    pump(app)
    tap(app, pad, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    first = menu.ring.current
    tap(app, pad, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert menu.ring.current is not first
    second = menu.ring.current
    pad.axis(pygame.CONTROLLER_AXIS_LEFTY, -32767)  # the stick pushed up: one step back
    pump(app, 1)
    pad.axis(pygame.CONTROLLER_AXIS_LEFTY, 0)
    pump(app, 1)
    assert menu.ring.current is first and first is not second


def test_pulling_it_out_mid_turn_pauses_the_table(scene_data_dir, pad: VirtualPad) -> None:
    from table_driver import start_table

    from odin_desktop.scenes.pause import PauseScene
    from odin_desktop.session.odin.setup import OdinSetup

    app = make_app()
    table = start_table(app, OdinSetup.quick_start())
    pump(app)
    tap(app, pad, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert table.model.focus.cursor_card is not None  # the pad's cursor is on a card
    assert app.scenes.top is table
    pad.detach()
    pump(app)
    paused = app.scenes.top
    assert isinstance(paused, PauseScene)
    assert paused.banner is not None and "controller" in paused.banner.text.lower()
    assert pad.instance_id not in app.input.pads.pads


def test_a_window_opened_again_after_pygame_quit_still_reads_its_pad(scene_data_dir) -> None:
    """pygame stops its controller module at the first `pygame.quit()` only: after a second, it
    believed itself started, and a game opened again in the same process (the tests do it all
    the time) saw no pad's buttons."""
    for _ in range(2):  # pygame stops it at one quit only: the second left it "started"
        make_app().shutdown()  # the app starts the controller module, its shutdown quits pygame
    plugged = VirtualPad("playstation")
    plugged.attach()
    try:
        app = make_app()
        start(app, MenuScene(app))
        pump(app)
        tap(app, plugged, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        assert app.input.prompt_style == "playstation"
    finally:
        plugged.detach()
        pygame.event.get()
