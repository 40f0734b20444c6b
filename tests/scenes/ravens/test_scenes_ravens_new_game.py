"""Odin's Ravens' New game screen builds the RavensSetup its clicks and keys describe."""

from __future__ import annotations

import pygame
from scene_helpers import StubTable, click, key, make_app, start, type_text

from odin_desktop.engine.ravens.game import DEFAULT_TARGET
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.ravens.new_game import RavensNewGameScene
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup


def open_screen():
    app = make_app()
    start(app, MenuScene(app))
    return app, start(app, RavensNewGameScene(app))


def pick(app, segmented, value):
    click(app, segmented.segment(segmented.values.index(value)).center)


def next_kind(app, row):
    click(app, (row.kind.rect.right - 5, row.kind.rect.centery))


def munin_plays(app, scene, kind: str):
    """Click Munin's kind round until it is ``kind``; Munin's row."""
    munin = scene.rows[1]
    while munin.kind.value != kind:
        next_kind(app, munin)
    return munin


def started(app, scene) -> RavensSetup:
    click(app, scene.start_button.rect.center)
    assert len(StubTable.opened) == 1, scene.banner and scene.banner.text
    return StubTable.opened[0]


def test_defaults_you_against_a_warrior_to_12_points_first_turn_by_lot(
    scene_data_dir, ravens_playable
):
    app, scene = open_screen()
    setup = started(app, scene)
    assert isinstance(setup, RavensSetup)
    assert setup.seats == (SeatSetup("You", "human"), SeatSetup("Astrid", "normal"))
    assert setup.target == 12 and setup.first is None
    # Start replaced the New game screen: leaving the table returns to the menu.
    assert len(app.scenes) == 2


def test_levels_names_and_who_starts_by_mouse(scene_data_dir, ravens_playable):
    app, scene = open_screen()
    hugin, munin = scene.rows
    next_kind(app, munin)  # Warrior -> Jarl
    next_kind(app, munin)  # -> Odin
    click(app, (hugin.name.rect.right - 4, hugin.name.rect.centery))
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Sigrun")
    pick(app, scene.first, 1)
    setup = started(app, scene)
    assert setup.seats == (SeatSetup("Sigrun", "human"), SeatSetup("Astrid", "expert"))
    assert setup.first == 1


def test_two_people_at_one_computer(scene_data_dir, ravens_playable):
    app, scene = open_screen()
    munin_plays(app, scene, "human")
    assert [r.name.text for r in scene.rows] == ["Player 1", "Player 2"]
    pick(app, scene.first, 0)
    setup = started(app, scene)
    assert setup.humans == [0, 1] and setup.first == 0


def test_a_custom_target(scene_data_dir, ravens_playable):
    app, scene = open_screen()
    assert scene.custom.rect.width == 0  # only offered for Custom
    pick(app, scene.target, "custom")
    assert scene.custom.rect.width > 0
    assert scene.custom.value == DEFAULT_TARGET  # it starts beside the preset, not above it
    minus, plus = scene.custom.parts()
    for _ in range(3):
        click(app, plus.center)
    click(app, minus.center)
    setup = started(app, scene)
    assert setup.target == DEFAULT_TARGET + 2


def test_an_external_bot_needs_its_command(scene_data_dir, ravens_playable):
    app, scene = open_screen()
    munin = munin_plays(app, scene, "cmd")
    click(app, scene.start_button.rect.center)
    assert StubTable.opened == [] and scene.banner is not None and scene.banner.error
    assert "Seat 2" in scene.banner.text
    click(app, munin.command.rect.center)
    type_text(app, "python3 raven_bot.py")
    setup = started(app, scene)
    assert setup.seats[1].kind == "cmd:python3 raven_bot.py"


def test_keyboard_only(scene_data_dir, ravens_playable):
    app, scene = open_screen()
    order = scene.controls()
    hugin, munin = scene.rows
    assert order == [
        hugin.name,
        hugin.kind,
        munin.name,
        munin.kind,
        scene.target,
        scene.first,
        scene.back_button,
        scene.start_button,
    ]
    for _ in range(4):  # to Munin's kind
        key(app, pygame.K_TAB)
    assert scene.ring.current is munin.kind
    key(app, pygame.K_LEFT)  # Warrior -> Thrall
    key(app, pygame.K_TAB)  # the target
    key(app, pygame.K_RIGHT)  # Custom: its stepper joins the ring after it
    key(app, pygame.K_TAB)
    assert scene.ring.current is scene.custom
    key(app, pygame.K_LEFT)
    key(app, pygame.K_TAB)  # who starts
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # By lot -> Hugin -> Munin
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.ring.current is scene.start_button
    key(app, pygame.K_RETURN)
    setup = StubTable.opened[0]
    assert setup.seats[1].kind == "easy" and setup.target == DEFAULT_TARGET - 1
    assert setup.first == 1


def test_escape_goes_back_to_the_menu(scene_data_dir, ravens_playable):
    app, scene = open_screen()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)
