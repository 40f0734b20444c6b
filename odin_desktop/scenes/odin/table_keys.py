"""The table's keys, each a table model intent (they are shown on the buttons and in How to
play): ← → move the cursor along the hand (or the beaten set while taking), Space or ↑ picks
a card and ↓ puts it back, 1–9 (the row's or the number pad's) pick every card of a number
(while taking, the beaten card of that number), Enter plays (or takes), P passes, Ctrl+Z
undoes, H hints, L shows what can be played, S sorts. Esc is the table's own: it changes a
play waiting for its take, else opens the menu."""

from __future__ import annotations

from collections.abc import Callable
from operator import methodcaller

import pygame

from odin_desktop.scenes.odin.model import OdinTableModel

Intent = Callable[[OdinTableModel], object]


def _on_focus(name: str, *args: object) -> Intent:
    """A key of the cursor on the hand (`focus.HandFocus`)."""
    call = methodcaller(name, *args)
    return lambda model: call(model.focus)

# The number pad's 1-9 as well as the row's (its Enter plays too).
KEYPAD_DIGITS = (
    pygame.K_KP_1,
    pygame.K_KP_2,
    pygame.K_KP_3,
    pygame.K_KP_4,
    pygame.K_KP_5,
    pygame.K_KP_6,
    pygame.K_KP_7,
    pygame.K_KP_8,
    pygame.K_KP_9,
)

KEYS: dict[int, Intent] = {
    pygame.K_RETURN: methodcaller("play_selection"),
    pygame.K_KP_ENTER: methodcaller("play_selection"),
    pygame.K_p: methodcaller("pass_turn"),
    pygame.K_SPACE: _on_focus("pick"),
    pygame.K_UP: _on_focus("raise_card", True),
    pygame.K_DOWN: _on_focus("raise_card", False),
    pygame.K_h: methodcaller("hint"),
    pygame.K_l: _on_focus("toggle_legal"),
    pygame.K_s: methodcaller("toggle_sort"),
    pygame.K_LEFT: _on_focus("move_cursor", -1),
    pygame.K_RIGHT: _on_focus("move_cursor", 1),
    **{pygame.K_0 + n: _on_focus("select_number", n) for n in range(1, 10)},
    **{key: _on_focus("select_number", n) for n, key in enumerate(KEYPAD_DIGITS, 1)},
}
#: With Ctrl (⌘ on a Mac) held.
CTRL_KEYS: dict[int, Intent] = {pygame.K_z: methodcaller("undo")}


def intent_for(key: int, mod: int = 0) -> Intent | None:
    """What ``key`` (with the modifier keys ``mod``) asks of the model; None: nothing."""
    if mod & (pygame.KMOD_CTRL | pygame.KMOD_META) and key in CTRL_KEYS:
        return CTRL_KEYS[key]
    return KEYS.get(key)
