"""The focus on every screen of the language walk that has one (`test_i18n_scenes.SCENES`:
every menu screen, dialog, list and Game over), played by pad: shown at once, kept while the
D-pad moves it, after a resize and after a dialog opened over it closes. The tables' own focus,
the card cursor, is found at once after a hand-over by pad
(`tests/scenes/test_table_handover_focus.py`)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app, pad_press, ring_drawn, step
from test_i18n_scenes import SCENES

from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.confirm import ConfirmScene
from odin_desktop.ui.focus_ring import FocusRing
from odin_desktop.ui.intents import Intent


def _with_ring(app, name: str) -> list[Scene]:  # noqa: ANN001
    shown = [s if isinstance(s, Scene) else s() for s in SCENES[name](app)]
    return [s for s in shown if isinstance(getattr(s, "ring", None), FocusRing)]


RINGED = [
    "menu",
    "new_game",
    "ravens_new_game",
    "settings",
    "controller",
    "pause",
    "statistics",
    "records",
    "already_running",
    "game_over",
    "game_over_review",
    "ravens_game_over",
    "review_progress",
]


def test_the_list_names_every_screen_of_the_walk_with_a_focus_ring(
    scene_data_dir, ravens_playable
) -> None:
    """A screen added to the walk with a ring is added here too (or this fails)."""
    app = make_app()
    found = {name for name in SCENES if _with_ring(app, name)}
    # Twins of screens listed, and How to play, whose D-pad turns and scrolls the page
    # (`test_how_to_play_is_read_by_pad`).
    others = {"menu_ravens", "new_game_two", "ravens_rules", "statistics_ravens", "rules"}
    assert found - others == set(RINGED)


@pytest.mark.parametrize("name", RINGED)
def test_the_focus_shows_and_stays_through_moves_a_resize_and_a_dialog(
    name: str, scene_data_dir, ravens_playable
) -> None:
    app = make_app()
    scenes = _with_ring(app, name)
    scene = scenes[-1]  # the one on top
    while app.scenes.top is not scene:  # what the walk showed after it
        app.scenes.pop()
        app.scenes.apply_pending()
    FocusRing.navigating = False  # the pointer had the screen: no ring yet
    step(app)
    pad_press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert ring_drawn(app, scene), f"{name}: no focus after the D-pad"
    for button in (pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_UP):
        pad_press(app, button)
        assert ring_drawn(app, scene), f"{name}: the focus went out of sight"
    app.scenes.resize((1024, 640))
    step(app)
    assert ring_drawn(app, scene), f"{name}: lost after a resize"
    app.scenes.resize((1280, 800))
    dialog = ConfirmScene(app, "?", "Yes", "No", lambda: None)
    app.scenes.push(dialog)
    app.scenes.apply_pending()
    step(app)
    assert ring_drawn(app, dialog), f"{name}: a dialog over it shows no focus"
    pad_press(app, pygame.CONTROLLER_BUTTON_B)  # the dialog's No
    assert app.scenes.top is scene
    assert ring_drawn(app, scene), f"{name}: lost when a dialog over it closed"


def test_how_to_play_is_read_by_pad(scene_data_dir, ravens_playable) -> None:
    """How to play's focus is the page, lit in the list: the D-pad turns it (↑ ↓ scroll it,
    as the keys do), A turns to the next, as its prompts say."""
    app = make_app()
    scene = _with_ring(app, "rules")[0]
    while app.scenes.top is not scene:
        app.scenes.pop()
        app.scenes.apply_pending()
    scene.go(0)
    assert [intent for intent, _ in scene.pad_prompts()][:2] == [Intent.RIGHT, Intent.SELECT]
    pad_press(app, pygame.CONTROLLER_BUTTON_A)
    pad_press(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert scene.page == 2
    pad_press(app, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    assert scene.page == 1
