"""What a player asks of a screen, whatever the device: the input layer's navigation events.

A pad's buttons and stick become an `Intent` (`ui/pad.py`); a screen receives it through
`Scene.handle_intent`, which by default answers it with the screen's own key for it
(`Scene.pad_key`), so every screen that can be played by keys can be played by pad, through
the very same intents (a table's `table_keys`). Touch becomes pointer events instead
(`ui/touch.py`): a tap is a click, a drag a drag.
"""

from __future__ import annotations

from enum import Enum

import pygame


class Intent(Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    SELECT = "select"  # A (✕): press the focused thing, pick a card
    BACK = "back"  # B (○): take back, cancel, leave the screen
    PLAY = "play"  # X (□): play the cards picked
    PASS = "pass"  # Y (△): pass, end the turn
    PREV = "prev"  # the left shoulder: scroll back, the replay's step back
    NEXT = "next"  # the right shoulder
    ALT_PREV = "alt_prev"  # the left trigger
    ALT_NEXT = "alt_next"  # the right trigger
    HINT = "hint"  # View / Create / Select / −: ask for a hint
    MENU = "menu"  # Start / Menu / Options / +: the pause menu


#: The event the layer hands the top scene: ``intent`` (an `Intent`) and ``device`` ("pad").
INTENT = pygame.event.custom_type()

#: The keys a screen answers an intent with unless it says otherwise (`Scene.pad_key`).
DEFAULT_KEYS: dict[Intent, int] = {
    Intent.UP: pygame.K_UP,
    Intent.DOWN: pygame.K_DOWN,
    Intent.LEFT: pygame.K_LEFT,
    Intent.RIGHT: pygame.K_RIGHT,
    Intent.SELECT: pygame.K_RETURN,
    Intent.BACK: pygame.K_ESCAPE,
    Intent.MENU: pygame.K_ESCAPE,
    Intent.PREV: pygame.K_PAGEUP,
    Intent.NEXT: pygame.K_PAGEDOWN,
}


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """The key press a screen receives for an intent (marked, so a test can tell)."""
    return pygame.event.Event(
        pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0, from_pad=True
    )
