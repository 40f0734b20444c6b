"""The main menu with two games to play: choosing one (mouse and keyboard), what Quick start,
New game and How to play then open, the choice remembered, and each game's own Continue, in a
place of its own, with the tiles marking the games that have a game waiting."""

from __future__ import annotations

import json

import pygame
from scene_helpers import click, key, make_app, start, step

from odin_desktop import games
from odin_desktop.app import autosave
from odin_desktop.app.app import App
from odin_desktop.app.settings import Settings
from odin_desktop.scenes.about import ABOUT
from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin import rules_pages as odin_rules
from odin_desktop.scenes.odin.new_game import OdinNewGameScene
from odin_desktop.scenes.ravens import rules_pages as ravens_rules
from odin_desktop.scenes.ravens.new_game import RavensNewGameScene
from odin_desktop.scenes.rules import RulesScene
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.setup import RavensSetup


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def tile(menu, game_id):
    return menu.tiles.segment(menu.tiles.values.index(game_id))


def layout(menu) -> dict[str, pygame.Rect]:
    """Every control but Continue, where it is."""
    rects = {b.label: b.rect.copy() for b in menu.buttons}
    rects["tiles"] = menu.tiles.rect.copy()
    return rects


def test_only_playable_games_are_offered(scene_data_dir, monkeypatch):
    assert [g.id for g in games.playable()] == ["odin", "ravens"]
    # A game registered for the command line only (no screens yet) is not offered.
    monkeypatch.setattr(games.GAMES["ravens"], "playable", False)
    app = make_app()
    app.settings.game = "ravens"  # even when it was chosen once
    menu = start(app, MenuScene(app))
    assert menu.tiles.values == ["odin"] and menu.game.id == "odin"
    assert menu.tiles not in menu.controls() and menu.tiles.rect.width == 0


def test_both_games_are_offered_and_switch_the_menu(scene_data_dir, ravens_playable):
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.tiles.values == ["odin", "ravens"] and menu.game.id == "odin"
    assert menu.tiles in menu.controls()
    odin_art = menu._art
    click(app, tile(menu, "ravens").center)
    assert menu.game is ravens_playable
    assert menu._art is not odin_art and menu._art.get_size() != odin_art.get_size()
    # Quick start, New game and How to play open Odin's Ravens now.
    click(app, button(menu, "Quick start").rect.center)
    top = app.scenes.top
    assert isinstance(top.setup, RavensSetup) and top.setup.seats[0].name == "You"
    app.scenes.pop()  # the stub table is a plain scene: leave it by hand
    step(app)
    click(app, button(menu, "New game").rect.center)
    assert isinstance(app.scenes.top, RavensNewGameScene)
    key(app, pygame.K_ESCAPE)
    click(app, button(menu, "How to play").rect.center)
    assert isinstance(app.scenes.top, RulesScene)
    assert tuple(app.scenes.top.pages) == (*ravens_rules.PAGES, ABOUT)  # About last
    key(app, pygame.K_ESCAPE)
    # And back to ODIN.
    click(app, tile(menu, "odin").center)
    click(app, button(menu, "New game").rect.center)
    assert isinstance(app.scenes.top, OdinNewGameScene)
    key(app, pygame.K_ESCAPE)
    click(app, button(menu, "How to play").rect.center)
    assert tuple(app.scenes.top.pages) == (*odin_rules.PAGES, ABOUT)


def test_a_notice_leaves_the_panel_clear(scene_data_dir, ravens_playable):
    for size in ((1280, 800), (1024, 640)):
        app = make_app(size)
        app.notices.append("Your settings file could not be read; defaults used.")
        menu = start(app, MenuScene(app))
        assert menu.banner is not None
        assert menu.banner.rect.bottom + menu.px(12) <= menu.panel_rect().top


def test_quick_start_of_each_game(scene_data_dir, ravens_playable, stub_table):
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, button(menu, "Quick start").rect.center)
    assert isinstance(stub_table.opened[-1], OdinSetup)
    app.scenes.pop()
    step(app)
    click(app, tile(menu, "ravens").center)
    click(app, button(menu, "Quick start").rect.center)
    assert isinstance(stub_table.opened[-1], RavensSetup)


def test_the_keyboard_chooses_the_game(scene_data_dir, ravens_playable):
    app = make_app()
    menu = start(app, MenuScene(app))
    # The tiles come first, above the buttons: Down reaches them, Right chooses.
    for control in (menu.tiles, button(menu, "Quick start"), button(menu, "New game")):
        key(app, pygame.K_DOWN)
        assert menu.ring.current is control
        if control is menu.tiles:
            key(app, pygame.K_RIGHT)
            assert menu.game.id == "ravens" and menu.ring.current is menu.tiles
    key(app, pygame.K_RETURN)
    step(app)
    assert isinstance(app.scenes.top, RavensNewGameScene)


def test_the_arrow_keys_follow_the_tiles_right_to_left(scene_data_dir, ravens_playable):
    from odin_desktop import i18n

    app = make_app()
    i18n.set_language("ar")
    menu = start(app, MenuScene(app))
    assert tile(menu, "ravens").x < tile(menu, "odin").x  # the first game on the right
    menu.ring.focus(menu.tiles)
    key(app, pygame.K_LEFT)
    assert menu.game.id == "ravens"


def test_the_choice_is_remembered(scene_data_dir, ravens_playable):
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, tile(menu, "ravens").center)
    assert app.settings.game == "ravens"
    saved = json.loads((scene_data_dir / "settings.json").read_text())
    assert saved["game"] == "ravens"  # written at once, not only when the game closes
    again = App((1280, 800), fullscreen=False, settings=Settings.load())
    assert start(again, MenuScene(again)).game.id == "ravens"


def test_no_button_moves_when_continue_appears(scene_data_dir, ravens_playable, monkeypatch):
    odin = games.game("odin")
    for size in ((1280, 800), (1024, 640)):
        app = make_app(size)
        menu = start(app, MenuScene(app))
        before = layout(menu)
        monkeypatch.setattr(autosave, "saved_games", lambda notices=None: [odin])
        menu.resume()  # back on the menu, now with a game to continue
        assert menu.continue_button in menu.controls()
        assert layout(menu) == before
        place = menu.continue_button.rect
        assert place.width > 0 and not any(place.colliderect(r) for r in before.values())
        assert menu._art_rect.bottom < place.top  # under the title, clear of the picture
        monkeypatch.setattr(autosave, "saved_games", lambda notices=None: [])
        menu.resume()
        assert layout(menu) == before


class Resumed(Scene):
    def __init__(self, app, game_id, doc) -> None:  # noqa: ANN001
        super().__init__(app)
        self.game_id = game_id
        self.doc = doc


def saved_on_disk(*game_ids: str) -> dict[str, bytes]:
    """A game in progress of each of ``game_ids``, saved as the table saves it; the bytes."""
    saver = autosave.Autosaver(lambda message: None)
    for game_id in game_ids:
        saver.save(in_progress(game_id))
    autosave.flush()
    return {g: autosave.autosave_path(g).read_bytes() for g in game_ids}


def in_progress(game_id: str):  # noqa: ANN201
    """A few moves into a game of ``game_id`` (bots think in this process)."""
    from odin_desktop.session.odin.controller import OdinController
    from odin_desktop.session.ravens.controller import RavensController
    from odin_desktop.session.setup import SeatSetup

    if game_id == "odin":
        controller = OdinController(OdinSetup.quick_start(), host_factory=None)
    else:
        seats = (SeatSetup("You"), SeatSetup("Bo", "normal"))
        controller = RavensController(RavensSetup(seats, seed=3), host_factory=None)
    controller.start_round()
    for _ in range(3):
        controller.play(controller.legal_actions()[0])
    return controller


def test_each_game_has_its_own_continue(scene_data_dir, ravens_playable, monkeypatch):
    """Continue follows the game chosen on the tiles and resumes that game's save."""
    saved = saved_on_disk("odin", "ravens")
    for entry in (games.game("odin"), ravens_playable):
        monkeypatch.setattr(
            entry, "resume", lambda app, doc, g=entry.id: app.scenes.push(Resumed(app, g, doc))
        )
    app = make_app()
    menu = start(app, MenuScene(app))
    assert [g.id for g in menu.waiting] == ["odin", "ravens"]
    assert menu.tiles.waiting == {"odin", "ravens"}
    for game_id in ("ravens", "odin"):
        click(app, tile(menu, game_id).center)
        assert menu.can_continue and menu.continue_button.label == "Continue"
        click(app, menu.continue_button.rect.center)
        resumed = app.scenes.top
        assert isinstance(resumed, Resumed) and resumed.game_id == game_id
        assert resumed.doc["format"] == games.game(game_id).record_format
        app.scenes.pop()
        step(app)
    assert {g: autosave.autosave_path(g).read_bytes() for g in saved} == saved


def test_continue_is_offered_only_for_the_chosen_games_save(scene_data_dir, ravens_playable):
    saved_on_disk("ravens")
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.game.id == "odin" and not menu.can_continue
    assert menu.continue_button not in menu.controls()
    assert button(menu, "Quick start").primary  # nothing to continue in ODIN: start one
    click(app, tile(menu, "ravens").center)
    assert menu.can_continue and menu.continue_button in menu.controls()
    assert menu.continue_button.rect.width > 0 and not button(menu, "Quick start").primary
    click(app, tile(menu, "odin").center)
    assert not menu.can_continue and menu.continue_button.rect.width == 0


def test_the_tiles_say_which_game_has_one_waiting(scene_data_dir, ravens_playable, text_log):
    saved_on_disk("ravens")
    app = make_app()
    menu = start(app, MenuScene(app))
    step(app)
    marks = [rect for text, rect, _box in text_log if text == "In progress"]
    assert marks and all(tile(menu, "ravens").collidepoint(r.center) for r in marks)
    assert not any(tile(menu, "odin").colliderect(r) for r in marks)


def test_starting_one_game_keeps_the_other_games_save(scene_data_dir, ravens_playable, stub_table):
    """The bug: Quick start of ODIN asked to replace, then dropped, the Ravens game."""
    saved = saved_on_disk("ravens")
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.game.id == "odin"
    click(app, button(menu, "Quick start").rect.center)
    assert isinstance(app.scenes.top, stub_table)  # no question: ODIN had nothing saved
    assert isinstance(stub_table.opened[-1], OdinSetup)
    assert autosave.autosave_path("ravens").read_bytes() == saved["ravens"]
    assert not list(scene_data_dir.glob("records/*"))  # nothing moved to Replays either
    app.scenes.pop()
    step(app)
    click(app, tile(menu, "ravens").center)
    assert menu.can_continue  # still there to continue


def test_a_saved_game_of_a_game_without_screens_is_not_offered(scene_data_dir, monkeypatch):
    saved_on_disk("ravens")
    entry = games.GAMES["ravens"]
    monkeypatch.setattr(entry, "playable", False)
    assert autosave.saved_games() == []
    assert autosave.autosave_path("ravens").exists()  # kept for a version that can play it
    monkeypatch.setattr(entry, "playable", True)
    assert autosave.saved_games() == [entry]


# ---------------------------------------------------------------------- Learn by playing


def test_each_game_offers_its_own_learn_by_playing_once(tmp_path, monkeypatch):
    """The first time a game is chosen its guided game is offered, in its own words; with
    Odin's Ravens chosen the menu never offers ODIN's (the banner goes with its game)."""
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))  # the very first start
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.game.id == "odin" and "New to ODIN?" in menu.banner.text
    click(app, tile(menu, "ravens").center)
    assert menu.banner is not None and "New to Odin's Ravens?" in menu.banner.text
    assert "first race" in menu.banner.text and "ODIN?" not in menu.banner.text
    assert "Learn by playing" in [b.label for b in menu.buttons] and menu.learn_button.primary
    click(app, tile(menu, "odin").center)  # offered once: ODIN's is not told again
    assert menu.banner is None and not menu.learn_button.primary
    assert Settings.load().tutorials_offered == ["odin", "ravens"]
    app2 = make_app()
    again = start(app2, MenuScene(app2))
    assert again.banner is None


def test_a_first_start_with_odins_ravens_chosen_offers_its_guided_race(tmp_path, monkeypatch):
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    Settings(game="ravens").save()
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.game.id == "ravens" and "New to Odin's Ravens?" in menu.banner.text
    assert Settings.load().tutorials_offered == ["ravens"]  # ODIN's is still to come


def test_settings_from_before_offer_odins_ravens_but_not_odin_again(tmp_path, monkeypatch):
    """A settings file of a version with ODIN's guided hand only: ODIN's was offered."""
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    Settings.path().write_text(json.dumps({"version": 1, "tutorial_offered": True}))
    assert Settings.load().tutorials_offered == ["odin"]
    app = make_app()
    menu = start(app, MenuScene(app))
    assert menu.banner is None
    click(app, tile(menu, "ravens").center)
    assert "New to Odin's Ravens?" in menu.banner.text


def test_learn_by_playing_opens_the_guided_race(scene_data_dir, monkeypatch):
    from devtools.drivers.local_bots import local_bots
    from odin_desktop.ai.ravens.levels import make_bot
    from odin_desktop.scenes.ravens import screens
    from odin_desktop.scenes.ravens.guided_table import GuidedRavensTable

    guided = lambda app: screens.tutorial_scene(app, host_factory=local_bots(make_bot))  # noqa: E731
    monkeypatch.setattr(games.game("ravens"), "tutorial_scene", guided)
    app = make_app()
    menu = start(app, MenuScene(app))
    click(app, tile(menu, "ravens").center)
    click(app, button(menu, "Learn by playing").rect.center)
    assert isinstance(app.scenes.top, GuidedRavensTable)
