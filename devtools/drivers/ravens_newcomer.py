"""A newcomer at Odin's Ravens' table: plays the viewer's turns with the mouse alone, choosing
only from what the table shows (the table model's public state: the cards in hand and on the
stack, what a card would do if dropped there — the drag's caption — and the Odin card's two
choices), never from the rules' list of legal actions.

Its turn: fly as far as it can (a matching card, a joker, two cards to pass the marker),
one card a turn to the Magic Way row, an O4 to move a raven, a card stored on the stack when
nothing flew (so the hand changes), then End turn, lengthening the paths once a race. Used
by the play-through check (`devtools.drivers.play_through`)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from devtools.drivers.events import Point, click, hold_over, let_go
from devtools.drivers.ravens_input import (
    card_pos,
    drop_order,
    end_answer,
    end_button,
    lay_option,
    next_space,
    panel_button,
    pile,
    reveal,
    settle,
)
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF
from odin_desktop.scenes.ravens.model import Card, Mode, Zone

if TYPE_CHECKING:  # for the type checker only: the table's users import it
    from odin_desktop.scenes.ravens.table import RavensTableScene as Table
FLY_SIZES = (1, 2, 3, 4)  # a card, a joker or a card and one more (the marker), two jokers
STEPS_A_TURN = 40  # more than any turn needs: past it, the turn is ended


class Newcomer:
    """Plays the viewer's turns on ``app``'s table. ``on_carry(table)`` is called while a
    card is carried (held over where it goes, its caption showing), before it is let go."""

    def __init__(self, app: Any, on_carry: Callable[[Table], None] | None = None) -> None:
        self.app = app
        self.on_carry = on_carry
        self.turns = 0  # turns ended
        self.refused = 0  # carries whose caption said the drop would not be taken
        self._lengthened: set[int] = set()  # the races it lengthened the paths in
        self._steps = 0  # steps in the turn under way

    # ------------------------------------------------------------------ one step

    def act(self, table: Table) -> bool:
        """One step of the viewer's turn (a card played, a panel answered, End turn); False
        when the table waits for no one here (another's turn, something moving)."""
        if table.animating:
            return False
        mode = table.model.mode
        if mode is Mode.PLAY:
            self._play(table)
        elif mode is Mode.CHOICE:
            self._choose(table)
        elif mode is Mode.END:
            race = table.model.race
            assert race is not None, "a turn ends in a race"
            lengthen = race.index not in self._lengthened
            self._lengthened.add(race.index)
            click(self.app, end_answer(table, lengthen))
            self._turn_ended(table)
        elif mode is Mode.LAY:
            click(self.app, lay_option(table, turned_round=False))  # as drawn
            self._turn_ended(table)
        elif mode in (Mode.TARGET, Mode.ARRANGE):  # never asked for here: give it back
            click(self.app, panel_button(table, 1 if mode is Mode.ARRANGE else 2))
        else:
            return False
        settle(self.app, table)
        return True

    def _turn_ended(self, table: Table) -> None:
        if table.model.mode is not Mode.LAY:
            self.turns += 1
            self._steps = 0

    # ------------------------------------------------------------------ playing cards

    def _play(self, table: Table) -> None:
        model = table.model
        assert model.race is not None, "cards are played in a race"
        done = [A.action_type(a) for a in model.race.turn_actions]
        self._steps += 1
        fly = None if self._steps > STEPS_A_TURN else self.best_fly(table)
        if fly is not None:
            for card in fly:
                target = reveal(self.app, table, lambda: next_space(table))
                self._carry(table, card, target)
            return
        if self._steps <= STEPS_A_TURN:
            odin = self._card_for(table, Zone.PATH, lambda c: c.kind == KIND_OF["O4"])
            if odin is not None and A.BACK not in done and A.FORWARD not in done:
                self._carry(table, odin, self._paths_point(table))
                return
            magic = self._card_for(table, Zone.MAGIC, lambda c: not c.is_odin)
            if magic is not None and A.MAGIC not in done:
                self._carry(table, magic, pile(table, "magic"))
                return
            if A.FLY not in done and A.STORE not in done:
                store = self._card_for(table, Zone.STACK, lambda c: not c.from_stack)
                if store is not None:  # nothing flew: the hand changes for the next turn
                    self._carry(table, store, pile(table, "stack"))
                    return
        click(self.app, end_button(table))
        if table.model.mode is not Mode.END:  # no question asked: the turn is over
            self._turn_ended(table)

    def best_fly(self, table: Table) -> list[Card] | None:
        """The cards of the fewest-card fly the table would take (the farthest of those),
        in an order it takes them one by one; None when nothing flies."""
        model = table.model
        cards = [card for card in model.cards() if not card.is_odin]
        for size in FLY_SIZES:
            found: list[tuple[int, list[Card]]] = []
            for chosen in itertools.combinations(cards, size):
                outcome = model.move.fly_preview(list(chosen))
                if outcome is None:
                    continue
                order = drop_order(table, list(chosen))
                if order is not None:
                    found.append((len(outcome.raven.spaces) if outcome.raven else 0, order))
            if found:
                return max(found, key=lambda item: item[0])[1]
        return None

    def _card_for(self, table: Table, zone: Zone, wanted: Callable[[Card], bool]) -> Card | None:
        """A card the table says it would take on ``zone`` (the caption it would show)."""
        for card in table.model.cards():
            if wanted(card) and table.model.preview_cards([card], zone)[1]:
                return card
        return None

    def _carry(self, table: Table, card: Card, target: Point) -> None:
        """Pick ``card`` up, carry it over ``target`` and let go, reading the caption first
        (a refusal it shows is counted, and the card let go all the same: it goes home)."""
        hold_over(self.app, card_pos(table, card), target)
        _text, taken = table.caption
        self.refused += not taken
        if self.on_carry is not None:
            self.on_carry(table)
        let_go(self.app, target)
        settle(self.app, table)

    @staticmethod
    def _paths_point(table: Table) -> Point:
        """Somewhere on the paths away from the next space: where an Odin card is played."""
        area = table.view.layout.path
        return area.centerx, area.y + area.h // 8

    # ------------------------------------------------------------------ the Odin card

    def _choose(self, table: Table) -> None:
        """O4's choice: own raven forward, else the other raven back, else take it back."""
        choices = table.model.choices()
        for wanted in (A.FORWARD, A.BACK):
            for index, choice in enumerate(choices):
                if choice.kind == wanted and not choice.refusal:
                    click(self.app, panel_button(table, index))
                    return
        click(self.app, panel_button(table, 2))
