"""The panels over the flight table: the one the model's mode asks for (an Odin card's two
actions, the end of the turn, laying a drawn landscape card, the stack's new order) and a look
at a pile, each laid out, given the mouse before the table, and drawn over everything."""

from __future__ import annotations

import pygame

from odin_desktop.engine.ravens.cards import KINDS, codes_of, landscape_code
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.devices import ByDevice
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes.ravens.layout import TableLayout
from odin_desktop.scenes.ravens.model import Mode, RavensTableModel
from odin_desktop.scenes.ravens.panels import (
    ArrangePanel,
    ChoicePanel,
    EndPanel,
    LayPanel,
    LookPanel,
)
from odin_desktop.session.ravens.controller import RavensController

Panel = ChoicePanel | EndPanel | LayPanel | ArrangePanel
# How the stack's cards are put in order.
ARRANGE_HOW = ByDevice(
    keys=N_("Drag a card, or use the arrow keys (with Shift to move it)"),
    pad=N_("D-pad left and right: choose a card; up and down: move it"),
    touch=N_("Drag a card to its new place"),
)
# A pile being looked at closes on any click, key, button or tap.
CLOSE_LOOK = ByDevice(
    keys=N_("Click anywhere to close"),
    pad=N_("Press any button to close"),
    touch=N_("Tap anywhere to close"),
)


class TablePanels:
    def __init__(self, model: RavensTableModel, controller: RavensController) -> None:
        self.model = model
        self.controller = controller
        self.look = LookPanel()
        self.choice = ChoicePanel(model.choose, self._cancel, self._answer)
        self.end = EndPanel(model.end_turn, self._cancel, self._answer)
        self.laying = LayPanel(model.lay)
        self.arrange = ArrangePanel(model.move.arrange_move, model.arrange_done, self._cancel)

    def _cancel(self) -> None:
        self.model.cancel()

    def _answer(self, index: int) -> None:
        """The pointer moved onto an answer: the keys' focus (Enter's) is there now."""
        self.model.focus.answer = index

    def _open(self) -> Panel | None:
        """The panel the model's mode asks for, if any."""
        panels: dict[Mode, Panel] = {
            Mode.CHOICE: self.choice,
            Mode.END: self.end,
            Mode.LAY: self.laying,
            Mode.ARRANGE: self.arrange,
        }
        return panels.get(self.model.mode)

    @property
    def shown(self) -> bool:
        """Whether a panel or a look at a pile is open over the table."""
        return self._open() is not None or self.look.shown

    def handle_event(self, event: pygame.event.Event, lay: TableLayout) -> bool:
        """Whether a panel open over the table took ``event`` (it takes the mouse first, and
        a look closes at a click or a key)."""
        if self.look.shown:
            if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                self.look.close()
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return False
        panel = self._open()
        if panel is None:
            return False
        self.layout(lay)
        taken = panel.handle_event(event)
        return taken or event.type != pygame.MOUSEMOTION  # a panel is modal for clicks

    def layout(self, lay: TableLayout) -> None:
        model = self.model
        mode = model.mode
        if mode is Mode.CHOICE and model.move.odin is not None:
            choices = model.choices()
            texts, refusals = [c.text for c in choices], [c.refusal for c in choices]
            self.choice.layout(lay, model.move.odin.code, texts, refusals, model.focus.answer)
        elif mode is Mode.END:
            self.end.layout(lay, model.focus.answer)
        elif mode is Mode.LAY:
            self.laying.layout(lay)
        elif mode is Mode.ARRANGE and model.move.order is not None:
            self.arrange.layout(lay, len(model.move.order))

    def draw(self, surface: pygame.Surface, lay: TableLayout) -> None:
        model = self.model
        self.layout(lay)
        mode = model.mode
        if mode is Mode.CHOICE:
            self.choice.draw(surface, lay)
        elif mode is Mode.END:
            self.end.draw(surface, lay)
        elif mode is Mode.LAY:
            options = model.move.lay_options()
            race = self.controller.race
            if options is not None and race is not None:
                row = [landscape_code(card) for card in race.row]
                self.laying.draw(surface, lay, options, row, model.focus.lay_cursor)
        elif mode is Mode.ARRANGE and model.move.order is not None:
            order = [KINDS[k] for k in model.move.order]
            self.arrange.draw(surface, lay, order, ARRANGE_HOW.text(model.in_use))
        if self.look.shown:
            self.look.draw(surface, lay, CLOSE_LOOK.text(model.in_use))

    def look_at_stack(self) -> None:
        """The player's own stack, top first (theirs to look at whenever they like)."""
        cards = [KINDS[k] for k in self.model.stack_kinds()]
        if self.model.viewer_is_human:
            self.look.open(_("Your stack, top first"), cards, in_order=True)

    def look_at_discards(self, seat: int) -> None:
        """``seat``'s discard pile (face up: anyone may look)."""
        race = self.controller.race
        if race is None:
            return
        name = self.controller.names[seat]
        title = _("Discard pile of {name}").format(name=name)
        if is_you(name):  # "Discard pile of You" reads as no language says it
            title = _("Your discard pile")
        self.look.open(title, codes_of(race.discards[seat]), False)
