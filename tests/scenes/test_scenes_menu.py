"""Main menu and pause overlay, driven by injected events."""

from __future__ import annotations

import pygame
from scene_helpers import click, key, make_app, start, step

from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.new_game import OdinNewGameScene
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.rules import RulesScene
from odin_desktop.scenes.settings import SettingsScene
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.ui import fonts


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def test_menu_buttons_open_their_screens(scene_data_dir):
    app = make_app()
    menu = start(app, MenuScene(app))
    assert [b.label for b in menu.buttons] == [
        "Quick start",
        "New game",
        "Learn by playing",
        "How to play",
        "Statistics",
        "Replays",
        "Settings",
        "Quit",
    ]
    for label, kind in (
        ("New game", OdinNewGameScene),
        ("How to play", RulesScene),
        ("Settings", SettingsScene),
    ):
        click(app, button(menu, label).rect.center)
        assert isinstance(app.scenes.top, kind)
        key(app, pygame.K_ESCAPE)
        assert app.scenes.top is menu
    click(app, button(menu, "Quit").rect.center)
    assert not app.running


def test_quick_start_opens_the_table_with_three_warriors(scene_data_dir, stub_table):
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, button(menu, "Quick start").rect.center)
    assert isinstance(app.scenes.top, stub_table)
    setup = stub_table.opened[0]
    expected = OdinSetup.quick_start()
    assert setup.seats == expected.seats and setup.target == 15


def test_keyboard_navigation_and_escape_quits(scene_data_dir, odin_only):
    app = make_app()
    menu = start(app, MenuScene(app))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert menu.ring.current is button(menu, "New game")
    key(app, pygame.K_RETURN)
    step(app)
    assert isinstance(app.scenes.top, OdinNewGameScene)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert not app.running


def test_notices_are_shown_once_and_dismissed(scene_data_dir):
    app = make_app()
    app.notices[:] = ["First notice.", "Second notice."]
    menu = start(app, MenuScene(app))
    assert app.notices == []
    assert menu.banner is not None and menu.banner.text == "First notice."
    click(app, menu.banner.close_box().center)
    assert menu.banner.text == "Second notice."
    click(app, menu.banner.close_box().center)
    assert menu.banner is None


class Resumed(Scene):
    pass


def saved_odin(monkeypatch, load=None) -> None:  # noqa: ANN001
    """ODIN has a game to continue, whose table is `Resumed` (``load``: what reading it does)."""
    from odin_desktop import games
    from odin_desktop.app import autosave

    odin = games.game("odin")
    monkeypatch.setattr(odin, "resume", lambda app, doc: app.scenes.push(Resumed(app)))
    monkeypatch.setattr(autosave, "saved_games", lambda notices=None: [odin])
    monkeypatch.setattr(autosave, "load_autosave", load or (lambda game_id: {}))


def test_continue_appears_only_with_a_save(scene_data_dir, monkeypatch, odin_only):
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.continue_button not in menu.controls() and menu.continue_button.rect.width == 0

    saved_odin(monkeypatch)
    app2 = make_app()
    menu = start(app2, MenuScene(app2))
    assert menu.controls()[0] is menu.continue_button and menu.continue_button.primary
    assert menu.continue_button.label == "Continue"
    assert not button(menu, "Quick start").primary
    click(app2, menu.continue_button.rect.center)
    assert isinstance(app2.scenes.top, Resumed)


def test_a_broken_save_is_reported(scene_data_dir, monkeypatch):
    from odin_desktop.app import autosave
    from odin_desktop.session.saved import SaveInvalid

    def load(game_id):  # noqa: ANN001
        monkeypatch.setattr(autosave, "saved_games", lambda notices=None: [])  # set aside
        raise SaveInvalid("Your saved game could not be continued: it is damaged.")

    saved_odin(monkeypatch, load)
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, menu.continue_button.rect.center)
    assert app.scenes.top is menu and menu.banner is not None and "damaged" in menu.banner.text
    assert menu.continue_button not in menu.controls()
    assert button(menu, "Quick start").primary


def test_a_table_that_cannot_open_is_reported_not_raised(scene_data_dir, monkeypatch):
    from odin_desktop.scenes.odin import layout

    def missing(players: int, size: tuple[int, int]):  # noqa: ANN202 - as a broken install
        raise FileNotFoundError(f"no such file: table_{players}p.tmx")

    monkeypatch.setattr(layout, "load", missing)
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, button(menu, "Quick start").rect.center)
    assert app.scenes.top is menu
    assert menu.banner is not None and menu.banner.error


class Table(Scene):
    def __init__(self, app) -> None:  # noqa: ANN001
        super().__init__(app)
        self.drawn = 0

    def draw(self, surface) -> None:  # noqa: ANN001
        self.drawn += 1
        surface.fill((200, 0, 0))


def test_pause_overlay_dims_the_table_and_resumes_on_escape(scene_data_dir):
    app = make_app()
    table = start(app, Table(app))
    pause = start(app, PauseScene(app, "odin"))
    assert app.scenes.visible() == [table, pause]
    drawn = table.drawn
    step(app)
    assert table.drawn == drawn + 1  # still drawn underneath
    r, g, b, *_ = app.canvas.get_at((5, 5))
    assert r < 200 and r > g  # red, dimmed
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_pause_menu_items(scene_data_dir):
    app = make_app()
    start(app, Table(app))
    pause = start(app, PauseScene(app, "odin"))
    click(app, button(pause, "How to play").rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    click(app, button(pause, "Settings").rect.center)
    assert isinstance(app.scenes.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause
    click(app, button(pause, "Quit to menu").rect.center)
    assert len(app.scenes) == 1 and isinstance(app.scenes.top, MenuScene)


def test_play_command_opens_the_menu(scene_data_dir, monkeypatch):
    from odin_desktop.app.app import App
    from odin_desktop.commands import play

    seen = []
    original = App.run

    def short_run(self, first, max_frames=None, on_frame=None):  # noqa: ANN001
        seen.append(type(first))
        return original(self, first, max_frames=3)

    monkeypatch.setattr(App, "run", short_run)
    try:
        assert play.run(None) == 0
    finally:
        # The app quits pygame on the way out: forget fonts and cards made before.
        fonts.font.cache_clear()
        art.clear_cache()
    assert seen == [MenuScene]


# ---------------------------------------------------------------------- first start, saved game


def test_the_very_first_start_offers_learn_by_playing_once(tmp_path, monkeypatch):
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))  # no settings yet
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.banner is not None and "Learn by playing" in menu.banner.text
    assert menu.learn_button.primary
    app2 = make_app()
    again = start(app2, MenuScene(app2))
    assert again.banner is None and not again.learn_button.primary  # told once


def test_learn_by_playing_opens_the_guided_hand(scene_data_dir, monkeypatch):
    from odin_desktop import games
    from odin_desktop.scenes.odin import screens
    from odin_desktop.scenes.odin.table import OdinTableScene

    guided = lambda app: screens.tutorial_scene(app, host_factory=None)  # noqa: E731
    monkeypatch.setattr(games.game("odin"), "tutorial_scene", guided)
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, button(menu, "Learn by playing").rect.center)
    assert isinstance(app.scenes.top, OdinTableScene) and app.scenes.top.coach is not None


def _saved_game_on_disk() -> None:
    import random

    from odin_desktop.app import autosave
    from odin_desktop.session.odin.controller import OdinController

    controller = OdinController(OdinSetup.quick_start(), host_factory=None)
    controller.start_round()
    rng = random.Random(4)
    for _ in range(6):
        controller.play(rng.choice(controller.legal_actions()))
    saver = autosave.Autosaver(lambda message: None)
    saver.save(controller)
    autosave.flush()


def test_quick_start_over_a_saved_game_asks_and_keeping_it_changes_nothing(
    scene_data_dir, stub_table
):
    from odin_desktop.scenes.confirm import ConfirmScene

    _saved_game_on_disk()
    saved = (scene_data_dir / "autosave-odin.json").read_bytes()
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, button(menu, "Quick start").rect.center)
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and "ODIN" in question.question
    click(app, question.keep.rect.center)
    step(app)
    assert app.scenes.top is menu and stub_table.opened == []
    assert (scene_data_dir / "autosave-odin.json").read_bytes() == saved
    assert menu.continue_button in menu.controls()  # still offered


def test_starting_anew_keeps_the_saved_game_in_replays_unfinished(scene_data_dir, stub_table):
    import json

    from records_helpers import listed, row_words

    from odin_desktop.engine.jsonio import load_json

    _saved_game_on_disk()
    saved = (scene_data_dir / "autosave-odin.json").read_bytes()
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, button(menu, "Quick start").rect.center)
    click(app, app.scenes.top.change.rect.center)
    step(app)
    assert isinstance(app.scenes.top, stub_table) and len(stub_table.opened) == 1
    assert not (scene_data_dir / "autosave-odin.json").exists()
    (entry,) = listed()
    assert entry.summary is not None and "unfinished" in row_words(entry)[1]
    assert load_json(entry.path) == json.loads(saved)  # kept as it was (compressed)


def test_export_record_on_the_pause_menu_writes_the_game_on_the_table(scene_data_dir):
    """The pause menu exports through the app's autosaver, which knows the game on the table
    (`Autosaving.export` takes no game: the last one saved is the one shown)."""
    import json

    from odin_desktop.app import autosave
    from odin_desktop.session.odin.controller import OdinController

    controller = OdinController(OdinSetup.all_bots(3, "random", seed=4), host_factory=None)
    controller.start_round()
    controller.play(controller.legal_actions()[0])
    app = make_app()
    app.autosaver.save(controller)  # as the table does after every move
    autosave.flush()
    start(app, Table(app))
    pause = start(app, PauseScene(app, "odin"))
    click(app, button(pause, "Export record").rect.center)
    (path,) = (scene_data_dir / "records").glob("*.json")
    assert pause.banner is not None and path.name in pause.banner.text
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "odin-record"
    assert len(record["hands"][0]["moves"]) == 1
