"""A pad at each table is the table's own keys, chosen by what the table waits for."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from odin_desktop.scenes.odin import table_pad as odin_pad
from odin_desktop.scenes.ravens import table_pad as ravens_pad
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.ui.intents import Intent


def test_odin_b_puts_the_cursors_picked_card_back_before_anything_else() -> None:
    def table(take_play: int | None, selected: set[int]) -> SimpleNamespace:
        return SimpleNamespace(
            move=SimpleNamespace(take_play=take_play, selected=selected),
            focus=SimpleNamespace(cursor_card=7),
        )

    picked = table(None, {7})
    assert odin_pad.key_for(picked, Intent.BACK) == (pygame.K_DOWN, 0)  # type: ignore[arg-type]
    not_picked = table(None, {3})
    assert odin_pad.key_for(not_picked, Intent.BACK) == (pygame.K_ESCAPE, 0)  # type: ignore[arg-type]
    taking = table(5, {7})
    assert odin_pad.key_for(taking, Intent.BACK) == (pygame.K_ESCAPE, 0)  # type: ignore[arg-type]
    assert odin_pad.key_for(picked, Intent.PLAY) == (pygame.K_RETURN, 0)  # type: ignore[arg-type]
    assert odin_pad.key_for(picked, Intent.PASS) == (pygame.K_p, 0)  # type: ignore[arg-type]


def test_ravens_up_and_down_follow_the_tables_mode() -> None:
    def key(mode: Mode, intent: Intent) -> tuple[int, int] | None:
        return ravens_pad.key_for(SimpleNamespace(mode=mode), intent)  # type: ignore[arg-type]

    assert key(Mode.PLAY, Intent.UP) == (pygame.K_s, 0)  # store
    assert key(Mode.PLAY, Intent.DOWN) == (pygame.K_d, 0)  # discard
    assert key(Mode.CHOICE, Intent.UP) == (pygame.K_1, 0)
    assert key(Mode.LAY, Intent.DOWN) == (pygame.K_2, 0)
    assert key(Mode.END, Intent.UP) == (pygame.K_l, 0)  # lengthen
    assert key(Mode.ARRANGE, Intent.UP) == (pygame.K_LEFT, pygame.KMOD_SHIFT)  # carried
    assert key(Mode.PLAY, Intent.PASS) == (pygame.K_e, 0)
    assert key(Mode.TARGET, Intent.UP) is None
    assert key(Mode.PLAY, Intent.ALT_PREV) == (pygame.K_m, 0)  # the Magic Way
