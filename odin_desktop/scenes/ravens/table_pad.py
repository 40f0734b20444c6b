"""The pad at the flight table: each button is one of the table's keys (`table_keys`), by
what the table waits for (`Mode`), so a pad plays through the same intents as the keyboard.

Playing: ← → the card (the first press shows it), A plays it the usual way (flies, or an
Odin card to the paths), X too, ↑ stores it on the stack, ↓ discards it, the left trigger
plays it on the Magic Way, the right trigger looks at the stack, Y ends the turn. An Odin
card's two actions and a drawn card's two ways are ↑ and ↓ (or ← → then A); the end of a
turn asks ↑ lengthen the paths, ↓ no, A the answer ringed (Y: no). B takes back a step (else
the menu), View asks for a hint, the shoulders scroll the paths.
"""

from __future__ import annotations

import pygame

from odin_desktop.i18n import N_
from odin_desktop.scenes.ravens.model import Mode, RavensTableModel
from odin_desktop.ui.intents import Intent

COMMON: dict[Intent, int] = {
    Intent.LEFT: pygame.K_LEFT,
    Intent.RIGHT: pygame.K_RIGHT,
    Intent.SELECT: pygame.K_RETURN,
    Intent.PLAY: pygame.K_RETURN,
    Intent.PASS: pygame.K_e,
    Intent.HINT: pygame.K_h,
    Intent.BACK: pygame.K_ESCAPE,
    Intent.PREV: pygame.K_PAGEUP,
    Intent.NEXT: pygame.K_PAGEDOWN,
}
BY_MODE: dict[Mode, dict[Intent, int]] = {
    Mode.PLAY: {
        Intent.UP: pygame.K_s,
        Intent.DOWN: pygame.K_d,
        Intent.ALT_PREV: pygame.K_m,
        Intent.ALT_NEXT: pygame.K_TAB,
    },
    Mode.CHOICE: {Intent.UP: pygame.K_1, Intent.DOWN: pygame.K_2},
    Mode.LAY: {Intent.UP: pygame.K_1, Intent.DOWN: pygame.K_2},
    Mode.END: {Intent.UP: pygame.K_l, Intent.DOWN: pygame.K_e},
}


def key_for(model: RavensTableModel, intent: Intent) -> tuple[int, int] | None:
    """The key ``intent`` stands for in the table's mode now."""
    mode = model.mode
    if mode is Mode.ARRANGE and intent in (Intent.UP, Intent.DOWN):
        # ↑ ↓ carry the focused card of the stack's new order (Shift+← →).
        return (pygame.K_LEFT if intent is Intent.UP else pygame.K_RIGHT, pygame.KMOD_SHIFT)
    key = BY_MODE.get(mode, {}).get(intent, COMMON.get(intent))
    return None if key is None else (key, 0)


PROMPTS: dict[Mode, list[tuple[Intent, str]]] = {
    Mode.PLAY: [
        (Intent.RIGHT, N_("Card")),
        (Intent.SELECT, N_("Play")),
        (Intent.UP, N_("Store")),
        (Intent.DOWN, N_("Discard")),
        (Intent.ALT_PREV, N_("Magic Way")),
        (Intent.PASS, N_("End turn")),
        (Intent.HINT, N_("Hint")),
    ],
    Mode.CHOICE: [
        (Intent.UP, N_("First action")),
        (Intent.DOWN, N_("Second action")),
        (Intent.SELECT, N_("Choose")),
        (Intent.BACK, N_("Back")),
    ],
    Mode.TARGET: [
        (Intent.RIGHT, N_("Choose")),
        (Intent.SELECT, N_("Select")),
        (Intent.BACK, N_("Back")),
    ],
    Mode.LAY: [(Intent.UP, N_("As drawn")), (Intent.DOWN, N_("Turned round"))],
    Mode.ARRANGE: [
        (Intent.RIGHT, N_("Choose")),
        (Intent.UP, N_("Move")),
        (Intent.SELECT, N_("Done")),
        (Intent.BACK, N_("Back")),
    ],
    Mode.END: [
        (Intent.UP, N_("Lengthen")),
        (Intent.DOWN, N_("Don't lengthen")),
        (Intent.SELECT, N_("Choose")),
        (Intent.BACK, N_("Back")),
    ],
}


def prompts(model: RavensTableModel) -> list[tuple[Intent, str]]:
    shown = PROMPTS.get(model.mode, [(Intent.MENU, N_("Menu"))])
    return shown + [(Intent.PREV, N_("Scroll"))] if model.mode is Mode.PLAY else shown
