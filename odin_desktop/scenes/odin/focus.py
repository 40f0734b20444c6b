"""The keys' and a pad's cursor on an ODIN player's hand, without pygame: the card it is on
(kept in place when that card is played), shown once an arrow key is used and hidden by a
click; ← → move it (or, while a take is chosen, the beaten card Take takes), Space picks, ↑
and ↓ raise or lower, a number key picks every card of that number (or, while taking, the
beaten card of that number); and L's rings on the cards that can be played. The keys play
through the table's model (`FocusedHand`), so what they do is what a click does."""

from __future__ import annotations

from typing import Protocol

from odin_desktop.engine.odin.hand import HandState
from odin_desktop.i18n import N_
from odin_desktop.scenes.odin.composer import PlayComposer
from odin_desktop.scenes.table_model import Tone


class FocusedHand(Protocol):
    """What the cursor asks of the table's model (`OdinTableModel`)."""

    move: PlayComposer
    viewer: int

    @property
    def state(self) -> HandState | None: ...

    def hand_order(self) -> list[int]: ...

    def take(self, card: int) -> None: ...

    def say(self, msgid: str, tone: Tone = Tone.PLAIN, **facts: object) -> None: ...


class HandFocus:
    """The keyboard's cursor on ``table``'s hand (see the module's note)."""

    def __init__(self, table: FocusedHand) -> None:
        self.table = table
        self.cursor: int | None = None  # the hand's card under the keyboard's cursor
        self.cursor_index = 0  # its place in the hand (kept when the card is played)
        self.cursor_shown = False  # shown once the arrow keys are used; a click hides it
        self.show_legal = False  # L: ring the cards that can be played now

    def clear(self, new_viewer: bool) -> None:
        """A new hand or player: the cursor back to the first card (hidden for a new one)."""
        self.cursor, self.cursor_index = None, 0
        if new_viewer:
            self.cursor_shown = False

    @property
    def cursor_card(self) -> int | None:
        """The card under the keyboard's cursor, once shown (where its card was, when that
        card has left the hand); none while a take is chosen (the keys choose among the
        beaten cards)."""
        order = self.table.hand_order()
        if not self.cursor_shown or not order or self.table.move.take_play is not None:
            return None
        if self.cursor in order:
            return self.cursor
        return order[min(self.cursor_index, len(order) - 1)]

    def move_cursor(self, delta: int) -> None:
        """← →: along the hand (or, while choosing the take, along the beaten set); the
        first press only shows the cursor."""
        move = self.table.move
        if move.take_play is not None:
            move.focus_take(delta)
            return
        order = self.table.hand_order()
        if not order:
            return
        card = self.cursor_card
        if card is None:
            index = min(self.cursor_index, len(order) - 1)
        else:
            index = max(0, min(len(order) - 1, order.index(card) + delta))
        self.cursor, self.cursor_index, self.cursor_shown = order[index], index, True

    def pick(self) -> None:
        """Space: the card under the cursor into the selection or out of it; while choosing
        the take, take the focused card."""
        if self.table.move.take_play is not None:
            self.take_focused()
            return
        card = self.cursor_card
        if card is None:
            self.move_cursor(0)
        else:
            self.table.move.toggle(card)

    def raise_card(self, up: bool) -> None:
        """↑ puts the card under the cursor into the selection, ↓ back into the hand."""
        move = self.table.move
        if move.take_play is not None:
            return
        card = self.cursor_card
        if card is None:
            self.move_cursor(0)
        elif (card in move.selected) != up:
            move.toggle(card)

    def hide_cursor(self) -> None:
        """The mouse is back in use."""
        self.cursor_shown = False

    def toggle_legal(self) -> None:
        self.show_legal = not self.show_legal

    def take_focused(self) -> None:
        """Take (Enter, Space): the beaten card the take's focus is on."""
        card = self.table.move.take_card
        if card is not None:
            self.table.take(card)

    def select_number(self, number: int) -> None:
        """A number key: every card of that number, or none of them if all were selected;
        while choosing the take, the beaten card of that number (the next one, pressed
        again, when several have it)."""
        state, move = self.table.state, self.table.move
        if state is None:
            return
        if move.take_play is None:
            move.select_number(state.hands[self.table.viewer], number)
        elif not move.focus_number(number):
            self.table.say(N_("No beaten card is a {number}"), Tone.DIM, number=number)
