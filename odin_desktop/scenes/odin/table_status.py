"""Where ODIN's status line goes on the table and how it is laid: above the highest a selected
card of a full hand rises, with its ring and the cursor's, so neither covers the other; in two
balanced lines with a soft backing when one is too short for it. The last status laid is kept:
each frame both draws it and says where it lies (`scenes.status_line` draws)."""

from __future__ import annotations

from typing import Protocol

import pygame

from odin_desktop.engine.odin.cards import HAND_SIZE
from odin_desktop.scenes.odin.layout import Layout
from odin_desktop.scenes.odin.sprites import Target, ring_pad
from odin_desktop.scenes.status_line import TONE_COLOURS, Backing, draw_status, drawn_rect
from odin_desktop.scenes.table_model import Tone
from odin_desktop.ui import theme
from odin_desktop.ui.text import balanced_lines, fitted, text

SELECTED_LIFT = 34  # design px a selected card rises; the status line stays above it

StatusDrawn = tuple[list[pygame.Surface], int, int, Backing | None]  # `draw_status`'s arguments


class HandPlaces(Protocol):
    """What the status line asks of the table's view (`OdinTableView`)."""

    @property
    def layout(self) -> Layout: ...

    @property
    def hand_width(self) -> int: ...

    def hand_target(self, index: int, count: int) -> Target: ...


class TableStatus:
    """The status line of ``view`` (see the module's note)."""

    def __init__(self, view: HandPlaces) -> None:
        self.view = view
        self._memo: tuple[object, StatusDrawn] | None = None
        self._box: tuple[object, pygame.Rect] | None = None  # the layout's, one line high

    def forget(self) -> None:
        """The table laid out anew: the status is laid again."""
        self._memo = self._box = None

    def box(self, lines: int = 1) -> pygame.Rect:
        """Where the status line goes: its box, but always above the highest a selected card
        of a full hand rises with its ring and the cursor's round it, so neither covers the
        other; extra lines grow upward."""
        view = self.view
        if self._box is None or self._box[0] is not view.layout:  # asked every frame
            self._box = (view.layout, self._line_box())
        one = self._box[1]
        return pygame.Rect(one.x, one.bottom - one.height * lines, one.width, one.height * lines)

    def _line_box(self) -> pygame.Rect:
        view = self.view
        scale = view.layout.scale
        box = view.layout.status.to_rect()
        centre_y = view.hand_target(HAND_SIZE // 2, HAND_SIZE)[1]
        marks = 2 * ring_pad(view.hand_width)
        card_top = centre_y - view.hand_width * 0.7 - SELECTED_LIFT * scale - marks
        bottom = min(box.bottom, int(card_top - theme.scaled(6, scale)))
        return pygame.Rect(box.x, bottom - box.height, box.width, box.height)

    def draw(self, surface: pygame.Surface, status: str, tone: Tone) -> None:
        """The table model's status, in two balanced lines when one is too short for it."""
        if status and surface.get_clip().colliderect(self.rect(status, tone)):
            draw_status(surface, *self._drawn(status, tone))

    def rect(self, status: str, tone: Tone) -> pygame.Rect:
        """All that `draw` covers for this status (nothing for none)."""
        return drawn_rect(*self._drawn(status, tone)) if status else pygame.Rect(0, 0, 0, 0)

    def _drawn(self, status: str, tone: Tone) -> StatusDrawn:
        """The status's lines, their centre, their top and their backing; the last status's
        kept (each frame both draws it and says where it lies)."""
        key = (status, tone, id(self.view.layout), tuple(self.box()))
        if self._memo is None or self._memo[0] != key:
            self._memo = (key, self._lay(status, tone))
        return self._memo[1]

    def _lay(self, status: str, tone: Tone) -> StatusDrawn:
        layout = self.view.layout
        scale = layout.scale
        size, colour = theme.scaled(21, scale), TONE_COLOURS[tone]
        width = layout.status.w
        rows = balanced_lines(status, width, lambda row: text(row, size, colour, True).get_width())
        lines = [fitted(row, size, colour, width, bold=True) for row in rows]
        height = sum(line.get_height() for line in lines)
        box = self.box()
        y = box.bottom - height - (box.height - lines[0].get_height()) // 2
        backing = None
        if len(lines) > 1:  # a soft backing keeps two lines readable over the table
            backing = Backing(
                wider=theme.scaled(24, scale),
                taller=theme.scaled(8, scale),
                rise=theme.scaled(4, scale),
                alpha=210,
                radius=10,
            )
        return lines, box.centerx, y, backing
