"""The flight table's keys (the README and the Controls words list the same; a test keeps
them agreeing). The keys act on the cards shown raised: those picked, else the keyboard's card
(← → move it; it is shown raised and marked, from the first key), else the card under the
pointer.

Those that only ask the model, by its mode, are intents here: 1 and 2 choose an Odin card's
action or the way a drawn card is laid, E ends the turn, L ends it lengthening the paths,
H hints. The table answers the others itself: Space or ↑ picks the keyboard's card and ↓ puts
it back (`PICK_KEYS`); F, S, M, D and O play the raised cards on the next space, the stack,
the Magic Way, the discard pile or the paths (`ZONE_KEYS`); Enter plays them (a fly, an Odin
card) or confirms a choice (`CONFIRM_KEYS`: the answer focused, ← → or ↑ ↓ moving the focus
between an Odin card's actions and the end of a turn's answers, `ANSWER_KEYS`); ← → (with
Shift, carrying a card of the stack being ordered); Home and End go to the first card and the
last (`ENDS_KEYS`); Page Up and
Page Down or [ and ] scroll the paths (`SCROLL_KEYS`); Tab looks through the stack; Esc takes
a step back or opens the menu."""

from __future__ import annotations

from collections.abc import Callable
from operator import methodcaller

import pygame

from odin_desktop.i18n import N_
from odin_desktop.scenes.ravens.model import Mode, RavensTableModel, Zone
from odin_desktop.ui import controls

Intent = Callable[[RavensTableModel], object]


def _number(second: bool) -> Intent:
    """1 or 2: an Odin card's first or second action, or a drawn card laid as drawn or turned."""

    def choose(model: RavensTableModel) -> None:
        if model.mode is Mode.CHOICE:
            model.choose(1 if second else 0)
        elif model.mode is Mode.LAY:
            model.lay(second)

    return choose


KEYS: dict[int, Intent] = {
    pygame.K_1: _number(False),
    pygame.K_KP1: _number(False),
    pygame.K_2: _number(True),
    pygame.K_KP2: _number(True),
    pygame.K_e: methodcaller("end_turn", False),
    pygame.K_l: methodcaller("end_turn", True),
    pygame.K_h: methodcaller("hint"),
}
ZONE_KEYS = {
    pygame.K_f: Zone.NEXT,
    pygame.K_s: Zone.STACK,
    pygame.K_m: Zone.MAGIC,
    pygame.K_d: Zone.DISCARD,
    pygame.K_o: Zone.PATH,
}
ENDS_KEYS = {pygame.K_HOME: False, pygame.K_END: True}  # the first card, the last
PICK_KEYS: dict[int, bool | None] = {pygame.K_SPACE: None, pygame.K_UP: True, pygame.K_DOWN: False}
SCROLL_KEYS = {
    pygame.K_PAGEUP: -3,
    pygame.K_LEFTBRACKET: -3,
    pygame.K_PAGEDOWN: 3,
    pygame.K_RIGHTBRACKET: 3,
}
CONFIRM_KEYS = controls.ACTIVATE_KEYS
ANSWER_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1}  # a panel's answers, as ← →

# What each of the table's buttons answers to, shown on its tooltip.
TIPS = {
    "end": N_("E: end your turn · L: lengthen the paths and end it"),
    "take_back": N_("Esc: take the cards back into your hand"),
    "take_back_odin": N_("Esc: take back the Odin card's action and choose again"),
    "hint": N_("H: ask for a hint"),
    "menu": N_("Esc: the menu (first it takes back a choice under way)"),
}
