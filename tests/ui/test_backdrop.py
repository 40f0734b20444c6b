"""One backdrop for the window's size, shared by the screens stacked under a table: each kept
its own, and at 3840 x 2160 the menu and New game under a table held 66 MB more."""

from __future__ import annotations

import pygame
from scene_helpers import make_app, odin_table

from odin_desktop import games
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.ui import theme
from odin_desktop.ui.backdrop import backdrop


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


def test_the_backdrop_is_kept_in_shades_of_one_byte_and_stays_a_smooth_gradient() -> None:
    """At 3840 x 2160 the backdrop is 8 MB, not 33: a pixel is one of the slate's shades."""
    size = (1920, 1080)
    slate = backdrop(size)
    assert slate.get_bytesize() == 1 and slate.get_size() == size
    window = pygame.Surface(size, depth=32)
    window.blit(slate, (0, 0))
    middle = window.get_at((size[0] // 2, size[1] * 2 // 5))[:3]
    assert middle == theme.BACKGROUND  # lit at the centre
    assert window.get_at((0, 0))[:3] == theme.BACKGROUND_DARK  # dark at the edges
    for y in (0, size[1] // 3, size[1] // 2, size[1] - 1):  # no band: one step at a time
        row = [window.get_at((x, y))[:3] for x in range(size[0])]
        pairs = zip(row, row[1:], strict=False)
        steps = (abs(a - b) for left, right in pairs for a, b in zip(left, right, strict=True))
        assert max(steps) <= 1
