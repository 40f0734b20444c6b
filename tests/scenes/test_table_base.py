"""Both games' tables on one base: the scene's frame, input routing, pause, hand-over and
summary are `scenes/table_scene.py`'s, the view's sprites, movement and glow
`scenes/table_view.py`'s, and neither game writes them again; Esc on either table opens the
pause menu of the game being played (its registry id, from the controller)."""

from __future__ import annotations

import pygame
import pytest
from table_driver import key, make_app, step

from odin_desktop import games
from odin_desktop.scenes.odin import screens as odin_screens
from odin_desktop.scenes.odin.table import OdinTableScene
from odin_desktop.scenes.odin.view import OdinTableView
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.ravens import screens as ravens_screens
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.scenes.ravens.view import RavensTableView
from odin_desktop.scenes.table_scene import TableScene
from odin_desktop.scenes.table_view import TableView
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup

SCENES = (OdinTableScene, RavensTableScene)
VIEWS = (OdinTableView, RavensTableView)
# What the bases own: a game that wrote one of these again would be a twin of the other.
SCENE_OWNS = (
    "enter",
    "exit",
    "resume",
    "resize",
    "animating",
    "next_wake",
    "open_pause_menu",
    "handle_event",
    "update",
    "draw",
    "_show_events",
    "_hand_over",
    "_take_screen",
    "_keyed",
    "_after_intent",
    "_on_top",
)
VIEW_OWNS = ("reset", "animating", "idle_wake", "hold", "let_go", "draw_background", "resize")


@pytest.mark.parametrize("scene", SCENES, ids=lambda c: c.__name__)
def test_a_games_table_scene_leaves_the_frame_and_the_routing_to_the_base(scene) -> None:  # noqa: ANN001
    assert issubclass(scene, TableScene)
    written = [name for name in SCENE_OWNS if name in vars(scene)]
    assert written == []


@pytest.mark.parametrize("view", VIEWS, ids=lambda c: c.__name__)
def test_a_games_table_view_leaves_sprites_movement_and_glow_to_the_base(view) -> None:  # noqa: ANN001
    assert issubclass(view, TableView)
    written = [name for name in VIEW_OWNS if name in vars(view)]
    assert written == []


def _odin_table(app):  # noqa: ANN001, ANN202
    setup = OdinSetup((SeatSetup("You"), SeatSetup("Astrid", "easy")), seed=4)
    return odin_screens.table_scene(app, setup, OdinController(setup, host_factory=None))


def _ravens_table(app):  # noqa: ANN001, ANN202
    setup = RavensSetup((SeatSetup("You"), SeatSetup("Astrid", "easy")), seed=4)
    return ravens_screens.table_scene(app, setup, RavensController(setup, host_factory=None))


@pytest.mark.parametrize(
    ("game", "table"), [("odin", _odin_table), ("ravens", _ravens_table)], ids=["odin", "ravens"]
)
def test_esc_opens_the_pause_menu_of_the_game_on_the_table(game: str, table) -> None:  # noqa: ANN001
    app = make_app()
    scene = table(app)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    step(app, 2)
    assert app.scenes.top is scene and not scene.model.cancel()  # nothing to take back
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    assert pause.game == game == games.game(game).id == scene.controller.game_id
    app.scenes.clear()
