"""Every menu screen renders at small, design and large sizes; no label overflows its box,
and no two controls overlap or leave the canvas."""

from __future__ import annotations

import itertools

import pygame
import pytest
from scene_helpers import make_app, start, step

from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin.new_game import OdinNewGameScene
from odin_desktop.scenes.odin.rules_pages import PAGES
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.rules import RulesScene
from odin_desktop.scenes.settings import SettingsScene

SIZES = [(1024, 640), (1920, 1080), (200, 150), (1280, 800)]


def menu(app):
    app.notices.append(
        "Your settings file could not be read (Expecting value: line 1 column 1 (char 0)); "
        "it was kept as settings.json.corrupt-20250101-120000 and the defaults are used."
    )
    return [start(app, MenuScene(app))]


def new_game_full(app):
    scene = start(app, OdinNewGameScene(app))
    scene.players.set(6)
    for row, kind in zip(
        scene.rows, ("human", "easy", "cmd", "hard", "expert", "human"), strict=True
    ):
        row.kind.set(kind)
    scene.rows[2].command.text = "python3 examples/a_bot_with_a_rather_long_name.py --seed 12345"
    scene.rows[0].name.text = "Brynhildr Sigurdsdottir"[:16]
    scene.target.set("custom")
    scene.show_message("Seat 3 needs the command of its bot, for example python3 bot.py.", True)
    return [scene]


def new_game_two(app):
    scene = start(app, OdinNewGameScene(app))
    scene.players.set(2)
    return [scene]


def settings(app):
    scene = start(app, SettingsScene(app))
    scene.show_message("Settings could not be saved: No space left on device", error=True)
    return [scene]


def rules(app):
    scene = start(app, RulesScene(app, PAGES))
    shown = []
    for page in range(len(PAGES)):
        scene.go(page)
        scene.scroll_by(10_000)
        shown.append(scene)
    return shown


def pause(app):
    start(app, Scene(app))
    return [start(app, PauseScene(app, "odin"))]


SCREENS = {
    "menu": menu,
    "new_game_full": new_game_full,
    "new_game_two": new_game_two,
    "settings": settings,
    "rules": rules,
    "pause": pause,
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_screen_renders_and_fits(name, size, scene_data_dir, text_log):
    app = make_app(size)
    canvas_w, canvas_h = app.canvas.get_size()
    assert (canvas_w, canvas_h) == (max(size[0], 1024), max(size[1], 640))
    for scene in SCREENS[name](app):
        text_log.clear()
        scene.refresh()
        step(app, 2)
        assert app.window.get_size() == size
        assert text_log, "nothing was written"
        for text, rect, box in text_log:
            assert rect.width <= box.width + 1, f"{text!r} is wider than its box"
            assert box.left - 1 <= rect.left and rect.right <= box.right + 1, text
            assert rect.right <= canvas_w, text
        shown = [c for c in scene.all_controls() if c.rect.width > 0 and c.rect.height > 0]
        canvas = pygame.Rect(0, 0, canvas_w, canvas_h)
        for c in shown:
            assert canvas.contains(c.rect), f"{type(c).__name__} leaves the canvas"
        for a, b in itertools.combinations(shown, 2):
            assert not a.rect.colliderect(b.rect), f"{type(a).__name__} overlaps {type(b).__name__}"
