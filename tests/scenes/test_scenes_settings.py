"""Settings apply at once and reach the settings file."""

from __future__ import annotations

import json
from dataclasses import fields

import pygame
from scene_helpers import click, key, make_app, start, step

from odin_desktop.app.settings import Settings
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.settings import SAVE_DELAY, SettingsScene
from odin_desktop.ui.option_pickers import Segmented
from odin_desktop.ui.slider import Slider
from odin_desktop.ui.switch import Toggle


def open_screen():
    app = make_app()
    start(app, MenuScene(app))
    return app, start(app, SettingsScene(app))


def control(scene, label):
    return next(row.control for row in scene.rows if row.label == label)


def shown(app, scene, label):
    """The row's control, the list scrolled by the wheel until it shows."""
    index = next(i for i, row in enumerate(scene.rows) if row.label == label)
    while not scene.window.visible(index):
        y = -1 if index >= scene.window.first else 1
        wheel = dict(x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y), which=0)
        app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, wheel, touch=False))
        step(app)
    return scene.rows[index].control


def saved() -> dict:
    return json.loads(Settings.path().read_text(encoding="utf-8"))


def settle(app):
    step(app, frames=int(SAVE_DELAY * 60) + 5)


def test_every_setting_has_a_control(scene_data_dir):
    _app, scene = open_screen()
    player_facing = [f.name for f in fields(Settings) if f.compare]
    assert [row.name for row in scene.rows] == player_facing


def test_toggles_and_choices_apply_and_persist(scene_data_dir):
    app, scene = open_screen()
    mute = control(scene, "Mute sounds")
    assert isinstance(mute, Toggle)
    click(app, mute.rect.center)
    assert app.settings.muted is True
    speed = shown(app, scene, "Bots' pace")
    assert isinstance(speed, Segmented)
    click(app, speed.segment(speed.values.index("fast")).center)
    click(app, shown(app, scene, "Pause in the background").rect.center)
    sort = shown(app, scene, "Hand order")
    click(app, sort.segment(1).center)
    click(app, shown(app, scene, "Auto-pass").rect.center)
    click(app, shown(app, scene, "Whole-hand warning").rect.center)
    language = shown(app, scene, "Language")
    click(app, language.segment(language.values.index("de")).center)
    settle(app)
    data = saved()
    assert data["muted"] is True and data["ai_speed"] == "fast" and data["language"] == "de"
    assert data["auto_pass"] is True and data["warn_whole_hand"] is False
    assert data["sort"] == "colour" and data["music_pauses_behind"] is False
    assert Settings.load().ai_speed == "fast"


def test_sliders_drag_and_leaving_saves_at_once(scene_data_dir):
    app, scene = open_screen()
    volume = control(scene, "Sounds")
    assert isinstance(volume, Slider)
    y = volume.rect.centery
    app.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(volume.track.x + 1, y), button=1)
    )
    app.handle_event(
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(volume.track.x + 1, y), button=1)
    )
    anim = control(scene, "Animation speed")
    assert scene.ring.current is volume  # clicked
    for _ in range(4):  # past the music's two rows and the bots' pace
        key(app, pygame.K_UP)
    assert scene.ring.current is anim
    key(app, pygame.K_END)
    key(app, pygame.K_ESCAPE)  # leaving saves without waiting
    step(app)
    assert isinstance(app.scenes.top, MenuScene)
    data = saved()
    assert data["volume"] == 0.0 and data["animation_speed"] == 3.0


def test_fullscreen_applies_through_the_app(scene_data_dir, monkeypatch):
    app, scene = open_screen()
    calls = []

    def toggle():
        calls.append(1)
        app.fullscreen = not app.fullscreen
        app.settings.fullscreen = app.fullscreen

    monkeypatch.setattr(app, "toggle_fullscreen", toggle)
    click(app, scene.fullscreen.rect.center)
    assert calls == [1] and app.settings.fullscreen
    settle(app)
    assert saved()["fullscreen"] is True
    # F11 elsewhere: the switch follows the window.
    app.fullscreen = False
    step(app)
    assert scene.fullscreen.value is False


def test_a_refused_save_is_shown(scene_data_dir, monkeypatch):
    app, scene = open_screen()
    monkeypatch.setattr(Settings, "save", lambda self: "Settings could not be saved: disk full")
    click(app, control(scene, "Colour symbols").rect.center)
    settle(app)
    assert scene.banner is not None and "disk full" in scene.banner.text


def test_the_games_kept_are_chosen_in_settings_and_the_autosave_keeps_to_them(scene_data_dir):
    app, scene = open_screen()
    assert app.autosaver.limit() == 0  # every game, until the player says otherwise
    kept = next(row.control for row in scene.rows if row.name == "records_limit")
    assert isinstance(kept, Segmented)
    kept.set(500)  # (the row may lie below the panel's window: its value, not a click)
    settle(app)
    assert app.autosaver.limit() == 500 and saved()["records_limit"] == 500
