"""ODIN's status line and lessons name the controls of the device the player used last: keys
and mouse as ever, a pad's buttons by its faces, tap and drag for a finger; in the language
shown (`i18n/devices.py`)."""

from __future__ import annotations

import pygame
import pytest
from fingers import tap
from table_driver import make_app, settle, start_table, step
from test_table import _human_first
from test_tutorial import open_tutorial

from odin_desktop import i18n
from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.i18n import _
from odin_desktop.i18n.devices import Device, InUse
from odin_desktop.scenes.odin.tutorial import LESSONS, OdinCoach
from odin_desktop.ui.pad_prompts import in_use

PLAYSTATION = "PS5 Controller"


def pad_button(app, button: int, pad: int = 5, name: str = "Xbox Controller") -> None:  # noqa: ANN001
    app.handle_event(
        pygame.event.Event(
            pygame.CONTROLLERDEVICEADDED, device_index=-1, instance_id=pad, name=name
        )
    )
    app.handle_event(
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button)
    )
    step(app)


def nothing_pressed(app) -> None:  # noqa: ANN001
    """A key that does nothing at the table: the keyboard is the device in use again."""
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F9, mod=0, unicode=""))
    step(app)


@pytest.fixture(autouse=True)
def english():  # noqa: ANN201
    yield
    i18n.set_language("en")


def test_odins_status_line_names_each_devices_controls() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    card = next(cards_of(table.controller.hand.hands[0]))
    table.model.move.toggle(card)
    step(app)
    assert "press Enter" in table.model.status()[0]
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)  # the cursor shown: nothing played
    said = table.model.status()[0]
    assert said.endswith(": press X to play it") and "Enter" not in said
    tap(app, (4, 4))  # a tap on the bare table
    said = table.model.status()[0]
    assert said.endswith(": drag it onto the middle or tap Play")
    nothing_pressed(app)
    assert "press Enter" in table.model.status()[0]


def test_a_pad_notice_names_its_button_in_the_language_shown() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    i18n.set_language("de")
    pad_button(app, pygame.CONTROLLER_BUTTON_X, name=PLAYSTATION)  # Square: play, none picked
    said = table.model.status()[0]
    assert said == _("Select cards first: pick them with {select}").format(select="Kreuz")
    assert "Kreuz" in said


def test_the_lessons_name_each_devices_controls() -> None:
    app, table = open_tutorial()
    coach = table.coach
    for _frame in range(300):  # the lessons up to the first lead, each dismissed
        step(app)
        if coach.lesson is not None and coach.lesson.key == "lead":
            break
        if coach.lesson is not None:
            coach.dismiss()
    assert coach.lesson is not None and coach.lesson.key == "lead"
    assert "press Enter" in coach.text
    pad_button(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert "with A and play it with X" in coach.text
    tap(app, (4, 4))
    assert "tap it and tap Play" in coach.text
    i18n.set_language("it")
    assert "toccala e tocca Gioca" in coach.text


def test_no_lesson_names_a_key_to_a_pad_or_a_finger() -> None:
    facts = {**OdinCoach().facts(), "name": "Astrid"}
    for lesson in LESSONS:
        for device in (in_use("xbox"), InUse(Device.TOUCH)):
            words = lesson.text(device, **facts)
            assert "{" not in words, (lesson.key, words)
            assert not any(key in words for key in ("Enter", "(P)", "Esc")), (lesson.key, words)
