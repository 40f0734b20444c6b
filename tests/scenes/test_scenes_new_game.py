"""The New game screen builds the GameSetup the clicks and typing describe."""

from __future__ import annotations

import pygame
from scene_helpers import click, key, make_app, start, type_text

from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin.new_game import OdinNewGameScene
from odin_desktop.session.setup import SeatSetup


def open_screen():
    app = make_app()
    start(app, MenuScene(app))
    scene = start(app, OdinNewGameScene(app))
    return app, scene


def pick(app, segmented, value):
    i = segmented.values.index(value)
    click(app, segmented.segment(i).center)


def test_defaults_are_you_against_three_warriors(scene_data_dir, stub_table):
    app, scene = open_screen()
    click(app, scene.start_button.rect.center)
    setup = stub_table.opened[0]
    assert setup.seats == (
        SeatSetup("You", "human"),
        SeatSetup("Astrid", "normal"),
        SeatSetup("Bjorn", "normal"),
        SeatSetup("Sigrid", "normal"),
    )
    assert setup.target == 15 and not setup.single_hand
    # Start replaced the New game screen: leaving the table returns to the menu.
    assert isinstance(app.scenes.top, stub_table) and len(app.scenes) == 2


def test_two_players_with_the_variant_turned_off(scene_data_dir, stub_table):
    app, scene = open_screen()
    assert scene.variant.rect.width == 0  # only offered for two players
    pick(app, scene.players, 2)
    assert len(scene.seats) == 2 and scene.variant.rect.width > 0 and scene.variant.value
    click(app, scene.variant.rect.center)
    click(app, scene.start_button.rect.center)
    setup = stub_table.opened[0]
    assert len(setup.seats) == 2 and setup.two_player_variant is False


def test_levels_names_and_typing(scene_data_dir, stub_table):
    app, scene = open_screen()
    pick(app, scene.players, 3)
    row = scene.rows[1]
    click(app, (row.kind.rect.right - 5, row.kind.rect.centery))  # Warrior -> Jarl
    assert row.kind.value == "hard"
    row2 = scene.rows[2]
    click(app, (row2.kind.rect.x + 5, row2.kind.rect.centery))  # Warrior -> Thrall
    assert row2.kind.value == "easy"
    first = scene.rows[0].name
    click(app, (first.rect.right - 4, first.rect.centery))
    assert first.focused
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Gudrun")
    click(app, scene.start_button.rect.center)
    setup = stub_table.opened[0]
    assert [(s.name, s.kind) for s in setup.seats] == [
        ("Gudrun", "human"),
        ("Astrid", "hard"),
        ("Bjorn", "easy"),
    ]


def test_hot_seat_default_names_and_kept_edits(scene_data_dir, stub_table):
    app, scene = open_screen()
    pick(app, scene.players, 3)
    row = scene.rows[1]
    while row.kind.value != "human":
        click(app, (row.kind.rect.right - 5, row.kind.rect.centery))
    assert [r.name.text for r in scene.seats] == ["Player 1", "Player 2", "Bjorn"]
    # A typed name survives a change of kind.
    click(app, scene.rows[2].name.rect.center)
    type_text(app, "son")
    click(app, (scene.rows[2].kind.rect.right - 5, scene.rows[2].kind.rect.centery))
    assert scene.rows[2].name.text == "Bjornson"
    # An emptied name falls back to the default.
    click(app, (row.name.rect.right - 3, row.name.rect.centery))
    for _ in range(10):
        key(app, pygame.K_BACKSPACE)
    click(app, scene.start_button.rect.center)
    assert stub_table.opened[0].seats[1].name == "Player 2"


def test_external_bot_needs_a_command(scene_data_dir, stub_table):
    app, scene = open_screen()
    row = scene.rows[3]
    while row.kind.value != "cmd":
        click(app, (row.kind.rect.right - 5, row.kind.rect.centery))
    assert row.command.rect.width > 0
    click(app, scene.start_button.rect.center)
    assert stub_table.opened == [] and scene.banner is not None and scene.banner.error
    assert "Seat 4" in scene.banner.text
    click(app, row.command.rect.center)
    type_text(app, "python3 bot.py --fast")
    click(app, scene.start_button.rect.center)
    assert stub_table.opened[0].seats[3].kind == "cmd:python3 bot.py --fast"


def test_game_length_choices(scene_data_dir, stub_table):
    app, scene = open_screen()
    pick(app, scene.target, "20")
    assert scene.build_setup().target == 20
    pick(app, scene.target, "custom")
    assert scene.custom.rect.width > 0
    minus, plus = scene.custom.parts()
    click(app, plus.center)
    click(app, plus.center)
    assert scene.build_setup().target == 27
    pick(app, scene.target, "single")
    setup = scene.build_setup()
    assert setup.single_hand
    click(app, scene.back_button.rect.center)
    assert isinstance(app.scenes.top, MenuScene)


def test_keyboard_only(scene_data_dir, stub_table):
    app, scene = open_screen()
    key(app, pygame.K_TAB)  # players
    key(app, pygame.K_RIGHT)  # 5 players
    assert len(scene.seats) == 5
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # wraps round to Start
    assert scene.ring.current is scene.start_button
    key(app, pygame.K_RETURN)
    assert len(stub_table.opened[0].seats) == 5
