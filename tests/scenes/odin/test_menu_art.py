"""ODIN's fan on the menu is made once and kept whole; the faces it is made of are not kept in
the table's caches (at 3840 x 2160 they were ~4 MB held while the table was played)."""

from __future__ import annotations

import pygame

from odin_desktop.scenes.odin import art, menu_art


def test_the_menu_s_fan_keeps_no_face_in_the_table_s_caches() -> None:
    pygame.init()
    menu_art._fan.cache_clear()
    scale = 1.37  # a size no other test draws the fan at
    width = art.card_size(round(menu_art.CARD_WIDTH * scale))[0]
    fan = menu_art.picture(scale)
    assert fan.get_width() > 3 * width  # five cards fanned out
    for code in menu_art.FAN:
        assert (code, width, art.colour_symbols_shown()) not in art._render
        assert not any(art._turned.holds(code, width, a, True) for a in range(-30, 31))
