"""One backdrop for the window's size, shared by the screens stacked under a table: each kept
its own, and at 3840 x 2160 the menu and New game under a table held 66 MB more."""

from __future__ import annotations

from scene_helpers import make_app, odin_table

from odin_desktop import games
from odin_desktop.scenes.menu import MenuScene


def _backdrops(app) -> list[object]:  # noqa: ANN001
    found = []
    for scene in app.scenes:
        view = getattr(scene, "view", None)
        picture = getattr(scene, "_backdrop", None) or getattr(view, "_background", None)
        if picture is not None:
            found.append(picture)
    return found


def test_the_menu_new_game_and_the_table_share_one_backdrop() -> None:
    app = make_app((1280, 800))
    app.scenes.push(MenuScene(app))
    app.scenes.apply_pending()
    app.step(0.016)
    app.nav.new_game("odin")
    app.scenes.apply_pending()
    app.step(0.016)
    app.scenes.push(odin_table(app, games.game("odin").quick_start("You")))  # bots in process
    app.scenes.apply_pending()
    app.step(0.016)
    pictures = _backdrops(app)
    assert len(pictures) == 3  # each screen drew one
    assert len({id(p) for p in pictures}) == 1  # and it is the same picture
