"""The hot-seat hand-over names the control of the device the next player picks up: a click,
the pad's select button by its face, or a tap."""

from __future__ import annotations

import pygame
from scene_helpers import make_app, start, step

from odin_desktop.i18n.devices import Device, InUse
from odin_desktop.scenes.handover import HandoverScene


def test_a_pad_player_is_asked_for_the_pads_button(scene_data_dir) -> None:
    app = make_app()
    scene = start(app, HandoverScene(app, "Astrid", lambda: None))
    step(app)
    assert scene.ready_words() == "Click when ready"
    app.input.pads.added(
        pygame.event.Event(
            pygame.CONTROLLERDEVICEADDED, device_index=-1, instance_id=0, name="PS5 Controller"
        )
    )
    down = pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_DPAD_DOWN
    )
    app.handle_event(down)
    step(app)
    assert app.scenes.top is scene  # the D-pad does not dismiss it
    assert scene.ready_words() == "Press Cross when ready"


def test_a_finger_is_asked_for_a_tap() -> None:
    scene = HandoverScene.__new__(HandoverScene)
    scene.use(InUse(Device.TOUCH))
    assert scene.ready_words() == "Tap when ready"
