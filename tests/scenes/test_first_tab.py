"""The first Tab or D-pad press on a menu of buttons starts from its first (or remembered)
control: a pointer that only rests over the window (its own motion event as the screen opens
under it) never decides where the keys or the pad begin; one that moved onto a button does."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from scene_helpers import key, make_app, start, step

from odin_desktop.app.app import App
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui.focus_ring import FocusRing


def _motion(app: App, pos: tuple[int, int]) -> None:
    app.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app)


def _tab(app: App) -> None:
    key(app, pygame.K_TAB)


def _dpad(app: App) -> None:
    app.handle_event(
        pygame.event.Event(
            pygame.CONTROLLERBUTTONDOWN,
            instance_id=0,
            button=pygame.CONTROLLER_BUTTON_DPAD_DOWN,
        )
    )
    app.scenes.apply_pending()
    step(app)


SCREENS: dict[str, Callable[[App], Screen]] = {
    "menu": MenuScene,
    "pause": lambda app: PauseScene(app, "odin"),
}
PRESSES = {"Tab": _tab, "D-pad": _dpad}


def _opened(name: str) -> tuple[App, Screen]:
    """The screen opened by the mouse: no key or pad has led the focus yet."""
    FocusRing.navigating = False
    app = make_app()
    screen = start(app, SCREENS[name](app))
    assert isinstance(screen, Screen) and screen.hover_focus
    return app, screen


def _first_press_lands(name: str, press: str) -> object:
    """Where the first press lands on a screen no pointer ever touched."""
    app, screen = _opened(name)
    PRESSES[press](app)
    assert screen.ring.current is not None
    return screen.ring.items.index(screen.ring.current)


@pytest.mark.parametrize("press", list(PRESSES))
@pytest.mark.parametrize("name", list(SCREENS))
def test_a_pointer_resting_over_a_button_leaves_the_first_press_where_it_starts(
    scene_data_dir, name: str, press: str
) -> None:
    untouched = _first_press_lands(name, press)
    app, screen = _opened(name)
    rested = screen.controls()[-2]  # not the first: where a press would go from it differs
    _motion(app, rested.rect.center)  # the window's event for a pointer already there
    _motion(app, rested.rect.center)
    PRESSES[press](app)
    assert screen.ring.current is not None
    assert screen.ring.items.index(screen.ring.current) == untouched


@pytest.mark.parametrize("name", list(SCREENS))
def test_a_pointer_moved_onto_a_button_leads_the_first_press(scene_data_dir, name: str) -> None:
    app, screen = _opened(name)
    items = screen.controls()
    _motion(app, (2, 2))
    _motion(app, items[1].rect.center)
    _tab(app)
    assert screen.ring.current is items[2]


def test_the_menu_shown_again_waits_for_the_pointer_to_move_again(scene_data_dir) -> None:
    app, menu = _opened("menu")
    buttons = menu.controls()
    statistics, quit_ = buttons[-4], buttons[-1]
    _motion(app, (2, 2))
    _motion(app, statistics.rect.center)
    app.nav.settings()  # another screen over the menu, then back
    app.scenes.apply_pending()
    step(app)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is menu
    _motion(app, quit_.rect.center)  # where the pointer was left, resting
    _tab(app)
    assert menu.ring.current is buttons[-3]  # on from the remembered Statistics
