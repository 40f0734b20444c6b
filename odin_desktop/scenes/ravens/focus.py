"""The keys' and a pad's focus on Odin's Ravens' table, without pygame: the cards picked
(raised by a click, Space or a hint), the keyboard's card among them, the target, the way to
lay a drawn card and the answer of a panel asking, and what the keys do with them: ← → move
the focus, Space ↑ ↓ pick, F S M D O play the raised cards to a zone, Enter confirms. The keys
ask the table's model for its mode and cards and play through its intents (`FocusedRace`),
so what they do is what a click does."""

from __future__ import annotations

from typing import Protocol

from odin_desktop.engine.ravens import actions as A
from odin_desktop.i18n import N_
from odin_desktop.i18n.devices import Device, InUse
from odin_desktop.scenes.ravens import answers
from odin_desktop.scenes.ravens.composer import HAND, STACK, Card, Mode, Zone
from odin_desktop.scenes.ravens.hints import hint_marks
from odin_desktop.scenes.table_model import Tone


class FocusedRace(Protocol):
    """What the focus asks of the table's model (`RavensTableModel`)."""

    @property
    def mode(self) -> Mode: ...

    def cards(self) -> list[Card]: ...

    def targets(self) -> list[tuple[int, int]]: ...

    def say(self, msgid: str, tone: Tone = Tone.PLAIN, **facts: object) -> None: ...

    def drop_cards(self, cards: list[Card], zone: Zone | None) -> bool: ...

    def choose(self, index: int) -> None: ...

    def pick_space(self, position: int, path: int) -> bool: ...

    def pick_card(self, position: int) -> bool: ...

    def lay(self, turned_round: bool) -> None: ...

    def arrange_done(self) -> None: ...

    def end_turn(self, lengthen: bool) -> None: ...

    def cancel(self) -> bool: ...


class KeyFocus:
    """Where the keys act on ``table`` (see the module's note)."""

    def __init__(self, table: FocusedRace) -> None:
        self.table = table
        self.picked: list[int] = []  # cards picked (raised) by a click or Space: `cards()`
        self.cursor = 0  # the keyboard's card among `cards()`
        self.cursor_shown = False  # the keyboard's card is shown (a key or a click moved it)
        self.target_cursor = 0  # the keyboard's space or card among `targets()`
        self.lay_cursor = 0  # 0: as drawn, 1: turned
        # The keys' focus on the answers of the panel asking: an Odin card's action (0, 1),
        # the end of a turn (`answers.END_ANSWERS`); Enter takes it.
        self.answer = 0
        self.hint_picked = False  # the cards picked are the hint's (Esc leaves them to pause)

    def clear(self, new_viewer: bool) -> None:
        """A move played or a new race: nothing picked, a drawn card first offered as drawn;
        ``new_viewer``: another player has the screen, and the keyboard's card is theirs."""
        self.picked.clear()
        self.hint_picked = False
        self.lay_cursor = 0  # each drawn card is first offered as drawn
        if new_viewer:
            self.cursor = 0
            self.cursor_shown = False

    # ------------------------------------------------------------------ the cards

    def toggle(self, index: int) -> None:
        """A click (or Space) on the card at ``index`` of `cards()`: picked, or put back.
        The keyboard's cursor follows it."""
        cards = self.table.cards()
        if self.table.mode is not Mode.PLAY or not 0 <= index < len(cards):
            return
        if index in self.picked:
            self.picked.remove(index)
        else:
            self.picked.append(index)
        self.cursor = index
        self.hint_picked = False  # the player's picks now

    def picked_cards(self) -> list[Card]:
        cards = self.table.cards()
        return [cards[i] for i in self.picked if i < len(cards)]

    def raised(self, hovered: int | None = None) -> list[int]:
        """The cards shown raised, which the keys act on: those picked, else the keyboard's
        card while it is shown, else the card under the pointer (``hovered``)."""
        if self.table.mode is not Mode.PLAY:
            return []
        count = len(self.table.cards())
        if self.picked:
            return [i for i in self.picked if i < count]
        if self.cursor_shown and count:
            return [self.cursor % count]
        return [hovered] if hovered is not None and hovered < count else []

    def cursor_card(self) -> Card | None:
        cards = self.table.cards()
        if not cards:
            return None
        self.cursor %= len(cards)
        return cards[self.cursor]

    def move_cursor(self, delta: int) -> None:
        """← →: the keyboard's card (shown from now on), a target, a way to lay, or an answer
        of the panel asking (an Odin card's action, the end of the turn)."""
        mode = self.table.mode
        if mode is Mode.TARGET:
            self.target_cursor += delta
        elif mode is Mode.LAY:
            self.lay_cursor = (self.lay_cursor + delta) % 2
        elif mode is Mode.CHOICE:
            self.answer = answers.step(self.answer, delta, 2)
        elif mode is Mode.END:
            self.answer = answers.step(self.answer, delta, len(answers.END_ANSWERS))
        elif self.cursor_shown:
            self.cursor += delta
        self.cursor_shown = True

    def cursor_to_end(self, last: bool) -> None:
        """Home (the first card) or End (the last: the stack's next card when there is one)."""
        if self.table.mode is Mode.PLAY:
            self.cursor = len(self.table.cards()) - 1 if last else 0
            self.cursor_shown = True

    def pick_key(self, pick: bool | None = None) -> None:
        """Space (``None``: pick or put back), ↑ (pick) or ↓ (put back) the keyboard's
        card; the first such key only shows the cursor."""
        if self.table.mode is not Mode.PLAY:
            return
        if not self.cursor_shown:
            self.cursor_shown = True
            return
        card = self.cursor_card()
        if card is None:
            return
        if pick is None or pick != (self.cursor in self.picked):
            self.toggle(self.cursor)

    # ------------------------------------------------------------------ playing by the keys

    def key_play(self, zone: Zone, hovered: int | None = None) -> bool:
        """A key that plays the raised cards to ``zone`` (F: fly, S: store, M: Magic Way,
        D: discard, O: an Odin card on the paths). With nothing raised, it only shows the
        keyboard's card: no card is played unseen."""
        if self.table.mode is not Mode.PLAY:
            return False
        raised = self.raised(hovered)
        if not raised:
            self.cursor_shown = True
            return False
        cards = self.table.cards()
        played = [cards[i] for i in raised]
        if zone is Zone.PATH and not all(card.is_odin for card in played):
            self.table.say(N_("O plays an Odin card: pick one first"), Tone.BAD)
            return False
        return self.table.drop_cards(played, zone)

    def focused_target(self) -> tuple[int, int] | None:
        targets = self.table.targets()
        if not targets:
            return None
        return targets[self.target_cursor % len(targets)]

    def confirm(self, hovered: int | None = None) -> None:
        """Enter: the focused choice (a target, a lay, the order, an Odin card's action, the
        end of the turn), or the raised cards played (a fly, an Odin card)."""
        table = self.table
        mode = table.mode
        if mode is Mode.CHOICE:
            table.choose(self.answer % 2)
        elif mode is Mode.TARGET:
            target = self.focused_target()
            if target is not None:
                position, path = target
                if path >= 0:
                    table.pick_space(position, path)
                else:
                    table.pick_card(position)
        elif mode is Mode.LAY:
            table.lay(self.lay_cursor == 1)
        elif mode is Mode.ARRANGE:
            table.arrange_done()
        elif mode is Mode.END:
            answer = answers.END_ANSWERS[self.answer % len(answers.END_ANSWERS)]
            if answer is None:  # Keep playing
                table.cancel()
            else:
                table.end_turn(answer == A.END_LENGTHEN)
        elif mode is Mode.PLAY:
            raised = self.raised(hovered)
            cards = table.cards()
            odin = len(raised) == 1 and cards[raised[0]].is_odin
            self.key_play(Zone.PATH if odin else Zone.NEXT, hovered)

    # ------------------------------------------------------------------ hints

    def show_hint(self, action: int, pending: int | None, stack: list[int], in_use: InUse) -> None:
        """A hint's ``action`` shown by the focus: the way to lay a drawn card (``pending``
        while one waits), else its cards picked for the player (``stack``: the player's stack,
        top first) with the keys' mark on the first, shown to a player of keys or a pad."""
        if self.table.mode is Mode.LAY:
            self.lay_cursor = int(pending is not None and A.param(action) != pending)
            return
        marks = hint_marks(action)
        cards, wanted = self.table.cards(), [Card(HAND, k) for k in marks.hand]
        wanted += [Card(STACK, k) for k in stack[: min(1, marks.stack)]]
        self.picked = []
        for card in wanted:
            index = next(
                (i for i, c in enumerate(cards) if c == card and i not in self.picked), None
            )
            if index is not None:
                self.picked.append(index)
        self.hint_picked = bool(self.picked)
        if self.picked:
            self.cursor = self.picked[0]  # the keys' mark on the hinted card, shown to the
            self.cursor_shown |= in_use.typed or in_use.device is Device.PAD  # keys and a pad
