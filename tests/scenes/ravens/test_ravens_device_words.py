"""Odin's Ravens' status line and lessons name the controls of the device the player used
last (`i18n/devices.py`): Esc, E and clicks for the keyboard and the mouse, the pad's buttons
by its faces, taps for a finger."""

from __future__ import annotations

import pytest
from fingers import tap
from ravens_table_driver import controller_at, make_app, open_table, position, step

from odin_desktop import i18n
from odin_desktop.engine.ravens import actions as A
from odin_desktop.i18n.devices import KEYS, Device, InUse
from odin_desktop.scenes.ravens import panels as panels_module
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.tutorial import RavensCoach
from odin_desktop.ui.pad_prompts import in_use

TOUCH = InUse(Device.TOUCH)


@pytest.fixture(autouse=True)
def english():  # noqa: ANN201
    yield
    i18n.set_language("en")


def test_the_odin_actions_guide_names_each_devices_controls() -> None:
    app = make_app()
    table = open_table(app, controller_at(position(hands=("O1 M L P S", "F M L P S"))))
    model = table.model
    model.move.odin = next(card for card in model.cards() if card.is_odin)
    model.move.choice = A.MARKER
    assert model.mode is Mode.TARGET
    said = {}
    for name, device in (("keys", KEYS), ("pad", in_use("xbox")), ("touch", TOUCH)):
        model.in_use = device
        said[name] = model.status()[0]
    assert said == {
        "keys": "Click an empty space for the Odin marker",
        "pad": "Choose an empty space for the Odin marker (D-pad) and press A",
        "touch": "Tap an empty space for the Odin marker",
    }
    tap(app, (4, 4))  # the real thing: a finger on the table
    step(app)
    assert model.status()[0] == said["touch"]


def test_a_fly_that_cannot_go_says_how_to_take_it_back() -> None:
    table = open_table(make_app(), controller_at(position(hands=("L L M P S", "F M L P S"))))
    model = table.model
    model.move.fly.append(next(card for card in model.cards() if card.code == "M"))
    model.in_use = in_use("playstation")
    assert model.status()[0] == "These cards cannot fly: take them back (Circle)"
    model.in_use = TOUCH
    assert model.status()[0] == "These cards cannot fly: tap Take back"
    assert table.buttons["end"].label == "Take back" or model.half_made


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_lesson_reads_whole_for_every_device(language: str) -> None:
    i18n.set_language(language)
    facts = {**RavensCoach().facts(), "card": "x", "choice": "y", "name": "z", "opponent": "w"}
    pad = in_use("playstation")
    for lesson in RavensCoach.LESSONS:
        for device in (KEYS, pad, TOUCH):
            words = lesson.text(device, **facts)
            assert words and "{" not in words, (lesson.key, device.device, words)
        if "{select}" in lesson.pad:
            assert pad.names()["select"] in lesson.text(pad, **facts), lesson.key
        if language == "en":  # no key of the keyboard named to a pad or a finger
            for device in (pad, TOUCH):
                words = lesson.text(device, **facts)
                keys = ("Enter", "(E)", "(L)", "press S", "press O", "press F", "arrow keys")
                assert not any(key in words for key in keys), (lesson.key, words)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_joker_half_made_counts_its_cards_and_names_the_way_back(language: str) -> None:
    table = open_table(make_app(), controller_at(position(hands=("L L M P S", "F M L P S"))))
    i18n.set_language(language)
    model = table.model
    model.move.fly.append(next(card for card in model.cards() if card.code == "L"))
    said = {}
    for name, device in (("keys", KEYS), ("pad", in_use("playstation")), ("touch", TOUCH)):
        model.in_use = device
        said[name] = model.status()[0]
    if language == "en":
        assert said == {
            "keys": "Joker: add 1 more equal card, or take back (Esc)",
            "pad": "Joker: add 1 more equal card, or take back (Circle)",
            "touch": "Joker: add 1 more equal card, or tap Take back",
        }
    else:
        assert said["pad"].endswith("(Kreis)") and said["touch"].endswith("Zurücknehmen")
        assert all("1" in words for words in said.values())


def arrange_words(app, table, monkeypatch) -> list[str]:  # noqa: ANN001
    """The words the next frame writes on the stack's panel."""
    said: list[str] = []
    real = panels_module.fitted

    def record(words, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        said.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(panels_module, "fitted", record)
    step(app)
    monkeypatch.setattr(panels_module, "fitted", real)
    return said


@pytest.mark.parametrize("stack", ["F M L", ""])
def test_the_stacks_panel_shows_its_cards_and_names_the_pads_controls(  # noqa: ANN001
    stack, monkeypatch
) -> None:
    """With a pad, "Put your stack in any order" said to move the cards with the mouse and the
    arrow keys (and, the stack empty, showed nothing at all): the pad's own controls, and an
    empty stack says so."""
    app = make_app()
    race = position(hands=("O2 M L P S", "F M L P S"), stacks=(stack, ""))
    table = open_table(app, controller_at(race))
    model = table.model
    model.move.odin = next(card for card in model.cards() if card.is_odin)
    model.choose(0)  # put the stack in any order
    assert model.mode is Mode.ARRANGE
    for device, expected in (
        (in_use("xbox"), "D-pad left and right: choose a card; up and down: move it"),
        (TOUCH, "Drag a card to its new place"),
        (KEYS, "Drag a card, or use the arrow keys (with Shift to move it)"),
    ):
        monkeypatch.setattr(app.input, "in_use", lambda device=device: device)  # in use now
        said = arrange_words(app, table, monkeypatch)
        empty = "Your stack has no cards: Done plays the Odin card, changing nothing"
        assert (expected in said) == bool(stack) and (empty in said) == (not stack), said
    assert len(table.panels.arrange.slots) == len(stack.split())
