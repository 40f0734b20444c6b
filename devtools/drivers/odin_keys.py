"""ODIN's table played by the keyboard alone: `keys` says, key by key, how a player makes any
legal action with the keys the README lists (the cursor along the hand with ← →, a card
picked with ↑, the play made with Enter, again to confirm a whole hand, the take chosen with
← → and Enter, the pass with P). Each key is named as xdotool names it; the caller presses
each before asking for the next: the next key depends on what the last one did."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take

Table = Any  # scenes.odin.table.OdinTableScene


class NoKeys(Exception):
    """The keys cannot make this action now."""


def keys(table: Table, action: int) -> Iterator[str]:
    """The keys that make ``action`` (legal now, on the viewer's turn), one at a time."""
    model = table.model
    if action == PASS:
        yield "p"
        return
    for card in cards_of(action & PLAY_BITS):
        yield from _cursor_to(model, card)
        yield "Up"
    yield "Return"
    if model.move.confirm is not None:  # the whole hand at once: Enter again says so
        yield "Return"
    take = action_take(action)
    if model.move.take_play is not None and take is not None:
        choices = model.move.take_choices
        for _ in range(len(choices)):
            if choices[model.move.take_focus % len(choices)] == take:
                break
            yield "Right"
        yield "Return"


def _cursor_to(model: Any, card: int) -> Iterator[str]:
    if model.focus.cursor_card is None:
        yield "Right"  # the first press shows the cursor
    order = model.hand_order()
    for _ in range(2 * len(order)):
        here, there = order.index(model.focus.cursor_card), order.index(card)
        if here == there:
            return
        yield "Right" if there > here else "Left"
    raise NoKeys(f"the cursor never reached card {card}")
