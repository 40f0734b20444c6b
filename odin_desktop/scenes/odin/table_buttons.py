"""The table's buttons: the intent each one asks for, where each goes (read from the right
in a right-to-left language), and what each says and offers at this moment of the hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from odin_desktop.i18n import N_
from odin_desktop.scenes.odin.layout import Layout
from odin_desktop.scenes.odin.lesson_panel import lesson_box
from odin_desktop.scenes.odin.model import OdinTableModel
from odin_desktop.ui import theme
from odin_desktop.ui.widgets import Button, in_reading_order

LESSON_BUTTONS = ("got_it", "skip", "menu")  # all a lesson shown answers to


class TableButtons:
    def __init__(
        self,
        model: OdinTableModel,
        menu: Callable[[], None],
        guide: tuple[Callable[[], None], Callable[[], None]] | None = None,
    ) -> None:
        """``menu`` opens the pause menu; ``guide``: the guided hand's Skip and Got it."""
        self.model = model
        self.guided = guide is not None
        self.named = {
            "play": Button(N_("Play"), model.play_selection, primary=True, hotkey="Enter"),
            "pass": Button(N_("Pass"), self._pass_or_back, hotkey="P"),
            "hint": Button(N_("Hint"), model.hint, hotkey="H"),
            "sort": Button(N_("Sort"), model.toggle_sort, hotkey="S"),
            "undo": Button(N_("Undo"), model.undo, hotkey="Ctrl+Z"),
        }
        if guide is not None:
            skip, got_it = guide
            self.named["skip"] = Button(N_("Skip"), skip)
            self.named["got_it"] = Button(N_("Got it"), got_it, primary=True, hotkey="Enter")
        self.named["menu"] = Button(N_("Menu"), menu, hotkey="Esc")

    def __getitem__(self, name: str) -> Button:
        return self.named[name]

    def _pass_or_back(self) -> None:
        """The Pass button; while a play waits for its take, it takes the play back."""
        if not self.model.cancel():
            self.model.pass_turn()

    def place(self, layout: Layout) -> None:
        """The layout's button places; Undo, when offered, shares the Menu button's."""
        for name, button in self.named.items():
            box = layout.buttons.get(name)
            button.rect = box.to_rect() if box else pygame.Rect(0, 0, 0, 0)
        menu = self.named["menu"].rect
        beside = "skip" if self.guided else "undo" if self.model.undo_offered else None
        if beside and menu.width:  # Undo, or the guided hand's Skip, shares Menu's place
            share(self.named[beside], self.named["menu"], layout.scale)
        if self.guided:
            self.named["got_it"].rect = lesson_box(layout)[1]
        in_reading_order([b.rect for b in self.named.values()])

    def unhover(self) -> None:
        """The pointer is on none of them (it left the window, a dialog covers them)."""
        for button in self.named.values():
            button.hovered = False

    def handle_event(self, event: pygame.event.Event, lesson: bool) -> bool:
        """Whether a button took ``event``; while a ``lesson`` is shown only its own do."""
        names = LESSON_BUTTONS if lesson else [n for n in self.named if n != "got_it"]
        return any(self.named[name].handle_event(event) for name in names)

    def draw(self, surface: pygame.Surface, scale: float, lesson: bool) -> None:
        """The buttons this table offers, as they are now (Got it while a ``lesson`` shows)."""
        self._relabel()
        shown = {"undo": self.model.undo_offered, "skip": self.guided, "got_it": lesson}
        clip = surface.get_clip()  # a pass drawn clipped elsewhere skips what lies outside
        for name, button in self.named.items():
            if shown.get(name, True) and clip.colliderect(button.rect):
                waits = lesson and name not in LESSON_BUTTONS  # the table waits: it says so
                (replace(button, enabled=False) if waits else button).draw(surface, scale)

    def _relabel(self) -> None:
        """What the buttons offer now: while a play waits for its take, Play takes and Pass
        becomes the way back to change the play."""
        model, buttons = self.model, self.named
        staging = model.move.take_play is not None
        buttons["play"].label = N_("Take") if staging else N_("Play")
        buttons["play"].enabled = staging or model.can_play
        buttons["pass"].label = N_("Change play") if staging else N_("Pass")
        buttons["pass"].hotkey = "Esc" if staging else "P"
        buttons["pass"].enabled = staging or model.can_pass
        buttons["hint"].enabled = model.human_turn and not staging
        buttons["undo"].enabled = model.can_undo


def share(first: Button, menu: Button, scale: float) -> None:
    """``first`` and Menu side by side in Menu's place, each as wide as its words need at
    the button's own type size ("Rückgängig" was shrunk in half the place), the room left
    over shared evenly; where even that is too little, in proportion to their words."""
    place = menu.rect.copy()
    room = place.width - theme.scaled(8, scale)
    needs = [button.label_width(scale, place.height) for button in (first, menu)]
    spare = room - sum(needs)
    width = needs[0] + spare // 2 if spare >= 0 else room * needs[0] // sum(needs)
    first.rect.update(place.x, place.y, width, place.height)
    menu.rect.update(place.right - (room - width), place.y, room - width, place.height)
