"""The Saga's column at ODIN's table: the Saga (or a lesson over it) and, while a pad is in
use, the pad's prompts at its foot, above the table's buttons. A strip along the canvas's foot
covered the lower edge of the hand's cards, and the hand has no room to rise: the status line
and the middle's words are over it."""

from __future__ import annotations

import pygame

from odin_desktop.scenes.odin.layout import Box, Layout
from odin_desktop.ui import theme
from odin_desktop.ui.pad_prompts import column_height

GAP = 8  # design px between the Saga and the prompts


def log_box(layout: Layout, rows: int) -> Box:
    """Where the Saga goes: its place, less the foot ``rows`` prompts take (none: all)."""
    log, room = layout.log, _room(layout, rows)
    return Box(log.x, log.y, log.w, log.h - room) if room else log


def prompts_box(layout: Layout, rows: int) -> pygame.Rect | None:
    """The foot of the Saga's place, where ``rows`` prompts stack (None: no rows)."""
    room = _room(layout, rows)
    if not room:
        return None
    log, gap = layout.log, theme.scaled(GAP, layout.scale)
    return pygame.Rect(log.x, log.bottom - room + gap, log.w, room - gap)


def _room(layout: Layout, rows: int) -> int:
    return column_height(rows, layout.scale) + theme.scaled(GAP, layout.scale) if rows else 0
