"""The flight table's keys. Those that only ask the model, by its mode, are intents here: 1 and
2 choose an Odin card's action or the way a drawn card is laid, E ends the turn (asking first
whether to lengthen the paths; E again: no), L lengthens them, H hints. The table answers the
others itself: F, S, M, D and O play the card under the pointer (else the keyboard's) on the
next space, the stack, the Magic Way, the discard pile or the paths (`ZONE_KEYS`); Page Up and
Page Down or [ and ] scroll the paths (`SCROLL_KEYS`); ← → Enter Space (`CONFIRM_KEYS`), Tab
and Esc."""

from __future__ import annotations

from collections.abc import Callable
from operator import methodcaller

import pygame

from odin_desktop.scenes.ravens.model import Mode, RavensTableModel, Zone

Intent = Callable[[RavensTableModel], object]


def _number(second: bool) -> Intent:
    """1 or 2: an Odin card's first or second action, or a drawn card laid as drawn or turned."""

    def choose(model: RavensTableModel) -> None:
        if model.mode is Mode.CHOICE:
            model.choose(1 if second else 0)
        elif model.mode is Mode.LAY:
            model.lay(second)

    return choose


def _end(model: RavensTableModel) -> None:
    if model.mode is Mode.END:
        model.end_turn(False)
    else:
        model.ask_end()


def _lengthen(model: RavensTableModel) -> None:
    if model.mode is Mode.END:
        model.end_turn(True)


KEYS: dict[int, Intent] = {
    pygame.K_1: _number(False),
    pygame.K_KP1: _number(False),
    pygame.K_2: _number(True),
    pygame.K_KP2: _number(True),
    pygame.K_e: _end,
    pygame.K_l: _lengthen,
    pygame.K_h: methodcaller("hint"),
}
ZONE_KEYS = {
    pygame.K_f: Zone.NEXT,
    pygame.K_s: Zone.STACK,
    pygame.K_m: Zone.MAGIC,
    pygame.K_d: Zone.DISCARD,
    pygame.K_o: Zone.PATH,
}
SCROLL_KEYS = {
    pygame.K_PAGEUP: -3,
    pygame.K_LEFTBRACKET: -3,
    pygame.K_PAGEDOWN: 3,
    pygame.K_RIGHTBRACKET: 3,
}
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
