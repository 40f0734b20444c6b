"""The pad at ODIN's table: each button is one of the table's keys (`table_keys`), so a pad
plays through the same intents as the keyboard. The D-pad moves the cursor along the hand
(↑ picks the card, ↓ puts it back), A picks or drops the card under the cursor, X plays the
cards picked (or takes the card focused), Y passes, B puts the cursor's card back (else
changes a take, else the menu), View asks for a hint, the triggers show what can be played
and sort the hand, the left shoulder undoes (where Undo is offered: one player against
bots); Menu is the table's (the pause menu)."""

from __future__ import annotations

import pygame

from odin_desktop.i18n import N_
from odin_desktop.scenes.odin.model import OdinTableModel
from odin_desktop.ui.intents import Intent

KEYS: dict[Intent, int] = {
    Intent.LEFT: pygame.K_LEFT,
    Intent.RIGHT: pygame.K_RIGHT,
    Intent.UP: pygame.K_UP,
    Intent.DOWN: pygame.K_DOWN,
    Intent.SELECT: pygame.K_SPACE,
    Intent.PLAY: pygame.K_RETURN,
    Intent.PASS: pygame.K_p,
    Intent.HINT: pygame.K_h,
    Intent.ALT_PREV: pygame.K_l,
    Intent.ALT_NEXT: pygame.K_s,
    Intent.BACK: pygame.K_ESCAPE,
}


def key_for(model: OdinTableModel, intent: Intent) -> tuple[int, int] | None:
    """The key ``intent`` stands for at this moment of the table."""
    if intent is Intent.BACK and model.move.take_play is None:
        card = model.focus.cursor_card
        if card is not None and card in model.move.selected:
            return (pygame.K_DOWN, 0)  # a picked card back into the hand first
    if intent is Intent.PREV:
        return (pygame.K_z, pygame.KMOD_CTRL) if model.undo_offered else None
    key = KEYS.get(intent)
    return None if key is None else (key, 0)


ROWS = 6  # the most prompts `prompts` gives: the room the table keeps for them


def prompts(model: OdinTableModel) -> list[tuple[Intent, str]]:
    if model.move.take_play is not None:
        return [(Intent.LEFT, N_("Choose")), (Intent.PLAY, N_("Take")), (Intent.BACK, N_("Back"))]
    if not model.human_turn:
        return [(Intent.MENU, N_("Menu"))]
    shown = [
        (Intent.SELECT, N_("Pick")),
        (Intent.PLAY, N_("Play")),
        (Intent.PASS, N_("Pass")),
        (Intent.HINT, N_("Hint")),
        (Intent.BACK, N_("Back")),
    ]
    # Undo takes the place of Move, the least needed (the cursor moves as the D-pad is
    # pressed): seven words do not fit between the seat and the buttons at 1280 x 800.
    if model.can_undo:
        return [*shown, (Intent.PREV, N_("Undo"))]
    return [(Intent.RIGHT, N_("Move")), *shown]
