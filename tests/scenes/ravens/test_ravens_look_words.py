"""The stack being looked at says how to close it in the words of the device in use, and the
pad's button and a tap close it as it says."""

from __future__ import annotations

import pygame
from ravens_table_driver import controller_at, make_app, open_table, position, step

from odin_desktop.i18n.devices import Device, InUse
from odin_desktop.scenes.ravens import panels
from odin_desktop.scenes.ravens.table_panels import CLOSE_LOOK


def _drawn(app, monkeypatch) -> list[str]:  # noqa: ANN001
    """The words the table's panels draw in one frame."""
    said: list[str] = []
    real = panels.text
    monkeypatch.setattr(
        panels, "text", lambda words, *a, **k: said.append(words) or real(words, *a, **k)
    )
    app.step(0)
    monkeypatch.setattr(panels, "text", real)
    return said


def test_a_pad_player_looking_at_the_stack_is_told_a_button_closes_it(
    scene_data_dir, monkeypatch
) -> None:
    app = make_app()
    table = open_table(app, controller_at(position(stacks=("F M", ""))))
    press = pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_DPAD_RIGHT
    )
    app.handle_event(press)
    step(app)
    table.panels.look_at_stack()
    assert "Press any button to close" in _drawn(app, monkeypatch)
    back = pygame.event.Event(
        pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=pygame.CONTROLLER_BUTTON_B
    )
    app.handle_event(back)
    step(app)
    assert not table.panels.look.shown


def test_each_device_has_its_words() -> None:
    said = {CLOSE_LOOK.text(InUse(device)) for device in Device}
    assert said == {"Click anywhere to close", "Press any button to close", "Tap anywhere to close"}
