"""One backdrop for the window's size, shared by the screens stacked under a table: each kept
its own, and at 3840 x 2160 the menu and New game under a table held 66 MB more."""

from __future__ import annotations

import pygame
from scene_helpers import make_app, odin_table

from odin_desktop import games
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.ui import theme
from odin_desktop.ui.backdrop import backdrop


def test_the_menu_new_game_and_the_table_share_one_backdrop() -> None:
    app = make_app((1280, 800))
    backdrop.cache_clear()
    drawn = []
    for open_screen in (
        lambda: app.scenes.push(MenuScene(app)),
        lambda: app.nav.new_game("odin"),
        lambda: app.scenes.push(odin_table(app, games.game("odin").quick_start("You"))),
    ):  # each stacked on the one before (the table's bots think in process)
        open_screen()
        app.scenes.apply_pending()
        app.step(0.016)
        drawn.append(backdrop.cache_info().hits + backdrop.cache_info().misses)
    assert drawn[0] >= 1 and drawn[1] > drawn[0] and drawn[2] > drawn[1]  # each screen drew it
    assert backdrop.cache_info().misses == 1  # and it was made once: one picture


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
