"""A pad on every screen: the focus shows at once and is never lost (a dialog closed, a
resize, a hand-over), B never leaves the game from the menu, and a pad pulled out mid-game
pauses the table with a notice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest
from scene_helpers import make_app, ring_drawn, start, step
from scene_helpers import pad_press as press

from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui.focus_ring import FocusRing
from odin_desktop.ui.input_layer import InputLayer

SCREENS = {
    "settings": lambda app: app.nav.settings(),
    "statistics": lambda app: app.nav.statistics(),
    "replays": lambda app: app.nav.replays(),
}
# Each game's own screens the shell opens, by its id (`table_game`: every game with screens).
GAME_SCREENS = {
    "new game": lambda app, game_id: app.nav.new_game(game_id),
    "pause": lambda app, game_id: app.nav.pause(game_id),
}


def focus_kept(name: str, opens: Callable[[Any], None]) -> None:
    """From the menu (its focus shown) ``opens`` a screen: its focus shows before any press,
    stays in sight through presses and a resize, and B goes back to the menu's."""
    app = make_app()
    menu = start(app, MenuScene(app))
    press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert ring_drawn(app, menu)
    opens(app)
    app.scenes.apply_pending()
    step(app)
    screen = app.scenes.top
    assert isinstance(screen, Screen) and screen is not menu
    assert ring_drawn(app, screen), f"{name}: no focus shown before any press"
    for _ in range(3):
        press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        assert ring_drawn(app, screen), f"{name}: the focus went out of sight"
    app.scenes.resize((1024, 640))
    step(app)
    assert ring_drawn(app, screen), f"{name}: lost after a resize"
    press(app, pygame.CONTROLLER_BUTTON_B)  # back: the menu's focus is where it was
    assert app.scenes.top is menu
    assert ring_drawn(app, menu), f"{name}: the menu lost its focus when it closed"


@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_shows_its_focus_at_once_and_keeps_it(scene_data_dir, name: str) -> None:
    focus_kept(name, SCREENS[name])


@pytest.mark.parametrize("name", list(GAME_SCREENS))
def test_each_games_new_game_and_pause_show_their_focus_at_once_and_keep_it(
    scene_data_dir, table_game, name: str
) -> None:
    focus_kept(f"{name} ({table_game.id})", lambda app: GAME_SCREENS[name](app, table_game.id))


def test_the_mouse_hides_the_ring_and_a_pad_brings_it_back(scene_data_dir) -> None:
    app = make_app()
    menu = start(app, MenuScene(app))
    press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert menu.ring.visible and app.input.prompt_style == "xbox"
    app.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    assert not menu.ring.visible and app.input.prompt_style is None
    press(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert ring_drawn(app, menu)


def test_b_on_the_menu_never_quits(scene_data_dir) -> None:
    app = make_app()
    menu = start(app, MenuScene(app))
    for _ in range(3):
        press(app, pygame.CONTROLLER_BUTTON_B)
    assert app.running and app.scenes.top is menu


def test_a_presses_the_focused_button(scene_data_dir, stub_table) -> None:
    app = make_app()
    menu = start(app, MenuScene(app))
    for _ in range(3):  # the focus shows (on the game tiles), then down to Quick start
        press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        if getattr(menu.ring.current, "label", "") == "Quick start":
            break
    assert getattr(menu.ring.current, "label", "") == "Quick start"
    press(app, pygame.CONTROLLER_BUTTON_A)
    assert isinstance(app.scenes.top, stub_table)


def test_the_prompts_show_only_while_a_pad_is_in_use(scene_data_dir) -> None:
    app = make_app()
    start(app, MenuScene(app))
    bottom = app.canvas.get_height() - 20
    step(app)
    before = app.canvas.subsurface((0, bottom - 30, app.canvas.get_width(), 40)).copy()
    press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    press(app, pygame.CONTROLLER_BUTTON_DPAD_UP)  # the same focus, now with prompts
    shown = app.canvas.subsurface((0, bottom - 30, app.canvas.get_width(), 40)).copy()
    assert pygame.image.tobytes(shown, "RGB") != pygame.image.tobytes(before, "RGB")
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="")
    app.handle_event(key)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="")
    app.handle_event(key)
    step(app)
    gone = app.canvas.subsurface((0, bottom - 30, app.canvas.get_width(), 40)).copy()
    assert pygame.image.tobytes(gone, "RGB") == pygame.image.tobytes(before, "RGB")


def test_a_pad_pulled_out_mid_game_pauses_the_table_with_a_notice(
    scene_data_dir, table_game
) -> None:
    from game_kits import kit

    from odin_desktop.scenes.pause import PauseScene

    app = make_app()
    setup = table_game.quick_start("You")
    session = kit(table_game.id).session
    table = start(app, table_game.table_scene(app, setup, session.start(setup)))
    step(app)
    press(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert app.scenes.top is table
    app.handle_event(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=0))
    app.scenes.apply_pending()
    paused = app.scenes.top
    assert isinstance(paused, PauseScene)
    assert paused.banner is not None and "controller" in paused.banner.text.lower()
    assert not table._on_top()  # the bots wait too


def test_a_pad_unused_when_pulled_out_changes_nothing(scene_data_dir) -> None:
    app = make_app()
    menu = start(app, MenuScene(app))
    app.handle_event(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=0))
    app.scenes.apply_pending()
    assert app.scenes.top is menu


def test_the_ring_mode_is_shared_by_every_ring() -> None:
    first, second = FocusRing(), FocusRing()
    first.visible = True
    assert second.visible
    InputLayer()  # opening the pads changes nothing of it
    assert second.visible
