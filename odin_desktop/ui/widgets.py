"""Buttons: the one control every screen uses.

A button is given its rectangle each frame by its screen's layout, reacts to events (reading
positions from the events), and draws itself. Other controls build on `ui/controls.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from odin_desktop.i18n import _, is_rtl
from odin_desktop.ui import fonts, theme
from odin_desktop.ui.palette import lightened
from odin_desktop.ui.text import text

LABEL_MARGIN = 8  # a label keeps this much of its button's width clear, else it shrinks


def _label_size(height: int, scale: float) -> int:
    """A button label's type size on a button ``height`` tall."""
    return max(10, min(int(height * 0.42), theme.scaled(26, scale)))


@dataclass
class Button:
    label: str  # English; translated when drawn, so a language switch shows at once
    on_click: Callable[[], object]  # what it returns is not used
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    primary: bool = False
    enabled: bool = True
    hotkey: str = ""  # shown as a hint, e.g. "Enter"
    hovered: bool = False
    _pressed: bool = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was this button's (a click or a press on it)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.enabled and self.rect.collidepoint(event.pos)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            clicked = self._pressed and self.enabled and self.rect.collidepoint(event.pos)
            self._pressed = False
            if clicked:
                self.on_click()
            return clicked
        return False

    def label_size(self, scale: float) -> int:
        """The label's type size before any shrinking to fit."""
        return _label_size(self.rect.height, scale)

    def label_width(self, scale: float, height: int) -> int:
        """The width a button ``height`` tall needs to show this label, in the current
        language, at its own size: `draw` shrinks it only on a narrower button."""
        size = _label_size(height, scale)
        label = text(_(self.label), size, theme.TEXT, bold=True).get_width()
        return label + LABEL_MARGIN + 2 * theme.scaled(10, scale)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width <= 0 or self.rect.height <= 0:
            return
        text = self.draw_frame(surface, scale)
        size = self.label_size(scale)
        caption = _(self.label)
        label = fonts.render(caption, size, text, bold=True)
        if label.get_width() > self.rect.width - LABEL_MARGIN:  # shrink rather than overflow
            factor = (self.rect.width - LABEL_MARGIN) / label.get_width()
            label = fonts.render(caption, max(8, int(size * factor)), text, bold=True)
        surface.blit(label, label.get_rect(center=self.rect.center))

    def draw_frame(self, surface: pygame.Surface, scale: float) -> tuple[int, int, int]:
        """The button without its label; returns the label's colour."""
        radius = theme.scaled(10, scale)
        if self.primary and self.enabled:
            fill = theme.BUTTON_PRIMARY
            text = theme.BUTTON_PRIMARY_TEXT
            if self.hovered:
                fill = lightened(fill, 22)
        else:
            fill = theme.BUTTON_HOVER if self.hovered and self.enabled else theme.BUTTON
            text = theme.TEXT if self.enabled else theme.DISABLED_TEXT
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        edge = theme.GOLD_RGB if self.hovered and self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, theme.scaled(2, scale), border_radius=radius)
        return text


def in_reading_order(rects: Sequence[pygame.Rect]) -> None:
    """A group of buttons laid out left to right, read from the right in a right-to-left
    language: each moved to its mirror place inside the group's span, so the group stays where
    it is (a table's buttons: the table itself is not mirrored, docs/I18N.md)."""
    shown = [rect for rect in rects if rect.width]
    if shown and is_rtl():
        group = shown[0].unionall(shown)
        for rect in shown:
            rect.x = group.left + group.right - rect.right
