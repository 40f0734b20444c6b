"""Every game's table on one base: the scene's frame, input routing, pause, hand-over and
summary are `scenes/table_scene.py`'s, the view's sprites, movement and glow
`scenes/table_view.py`'s, and no game writes them again; Esc on any table opens the pause
menu of the game being played (its registry id, from the controller). Every game with
screens, the tests' High Card too (`table_games`)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
from game_kits import kit
from table_driver import key, make_app, step

from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.table_scene import TableScene
from odin_desktop.scenes.table_view import TableView
from odin_desktop.session.setup import SeatSetup

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


def _table(entry: GameEntry, app: Any) -> Any:
    """A quick game's table of ``entry``, you against an Easy bot (bots in this process)."""
    session = kit(entry.id).session
    assert session is not None
    seats = (SeatSetup("You"), SeatSetup("Astrid", "easy"))
    setup = dataclasses.replace(entry.quick_start("You"), seats=seats, seed=4)
    return entry.table_scene(app, setup, session.start(setup))


def test_a_games_table_scene_leaves_the_frame_and_the_routing_to_the_base(
    table_game: GameEntry,
) -> None:
    scene = type(_table(table_game, make_app()))
    assert issubclass(scene, TableScene)
    written = [name for name in SCENE_OWNS if name in vars(scene)]
    assert written == []


def test_a_games_table_view_leaves_sprites_movement_and_glow_to_the_base(
    table_game: GameEntry,
) -> None:
    view = type(_table(table_game, make_app()).view)
    assert issubclass(view, TableView)
    written = [name for name in VIEW_OWNS if name in vars(view)]
    assert written == []


def test_esc_opens_the_pause_menu_of_the_game_on_the_table(table_game: GameEntry) -> None:
    app = make_app()
    scene = _table(table_game, app)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    step(app, 2)
    assert app.scenes.top is scene and not scene.model.cancel()  # nothing to take back
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseScene)
    assert pause.game == table_game.id == scene.controller.game_id
    app.scenes.clear()
