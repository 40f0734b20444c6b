"""The guided hand's lesson panel, in the Saga's place: where it and its Got it button go
(the panel itself is both games', `scenes/lesson_panel.py`)."""

from __future__ import annotations

import pygame

from odin_desktop.scenes import lesson_panel
from odin_desktop.scenes.odin.layout import Layout
from odin_desktop.scenes.odin.tutorial import OdinCoach
from odin_desktop.ui import theme


def lesson_box(layout: Layout) -> tuple[pygame.Rect, pygame.Rect]:
    """The lesson panel (the Saga's place) and its Got it button."""
    box, scale = layout.log.to_rect(), layout.scale
    pad = theme.scaled(12, scale)
    button = pygame.Rect(0, 0, box.width - 2 * pad, theme.scaled(48, scale))
    button.midbottom = (box.centerx, box.bottom - pad)
    return box, button


def draw_lesson(surface: pygame.Surface, layout: Layout, coach: OdinCoach) -> None:
    """The panel and the lesson ``coach`` shows (its Got it button is the table's)."""
    scale = layout.scale
    box, button = lesson_box(layout)
    pad = theme.scaled(14, scale)
    inner = box.inflate(-2 * pad, -2 * pad)
    room = pygame.Rect(inner.x, inner.y, inner.width, button.top - pad - inner.y)
    lesson_panel.draw_lesson(surface, box, room, scale, coach)
