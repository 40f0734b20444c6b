"""ODIN's table as a player's hand finds it: where each card is on screen (asked of the table
scene itself) and `play_by_mouse`, which makes any legal action with the mouse and keys as a
player does. Shared by the tests' table driver and the play-through check."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from devtools.drivers.events import Point, click, drag, key
from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.moves import PLAY_BITS, action_take

if TYPE_CHECKING:  # for the type checker only: the table's users import it
    from odin_desktop.scenes.odin.table import OdinTableScene as Table


def settle(app: Any, table: Table, limit: int = 400) -> None:
    """Run frames until nothing moves."""
    for _ in range(limit):
        if not table.view.animating:
            return
        app.step(1 / 30)


def card_pos(table: Table, card: int) -> Point:
    sprite = table.view.sprites[card]
    return sprite.rect().center


def play_by_mouse(app: Any, table: Table, action: int) -> None:
    """Select the cards of ``action`` by clicking, drag them onto the middle, pick the take
    (a pass is the P key)."""
    play = action & PLAY_BITS
    if not play:
        key(app, pygame.K_p)
        return
    cards = list(cards_of(play))
    for card in cards[1:]:
        click(app, card_pos(table, card))
    first = card_pos(table, cards[0])
    if len(cards) > 1:
        click(app, first)  # select it too, then drag the whole selection by it
        first = card_pos(table, cards[0])
    drag(app, first, table.view.layout.middle.center)
    take = action_take(action)
    if table.model.move.take_play is not None and take is not None:
        settle(app, table)  # the play lies in front of the beaten set: click what shows
        click(app, card_pos(table, take))
