"""The guided hand's lesson panel, in the upper part of the Saga's place (the Saga stays in
view below it): where it and its Got it button go (the panel itself is both games',
`scenes/lesson_panel.py`)."""

from __future__ import annotations

import pygame

from odin_desktop.scenes import lesson_panel
from odin_desktop.scenes.odin.layout import Box, Layout
from odin_desktop.scenes.odin.tutorial import OdinCoach
from odin_desktop.ui import theme

LESSON_SHARE = 0.74  # of the Saga's place, for the lesson; the Saga keeps the rest


def lesson_box(layout: Layout) -> tuple[pygame.Rect, pygame.Rect]:
    """The lesson panel (the upper part of the Saga's place) and its Got it button."""
    log, scale = layout.log, layout.scale
    box = pygame.Rect(log.x, log.y, log.w, int(log.h * LESSON_SHARE))
    pad = theme.scaled(12, scale)
    button = pygame.Rect(0, 0, box.width - 2 * pad, theme.scaled(48, scale))
    button.midbottom = (box.centerx, box.bottom - pad)
    return box, button


def saga_box(layout: Layout, bottom: int | None = None) -> Box:
    """Where the Saga goes while a lesson is shown: under the lesson panel, down to
    ``bottom`` (None: the foot of its place; above the pad's prompts when they are there)."""
    log = layout.log
    top = log.y + int(log.h * LESSON_SHARE) + theme.scaled(8, layout.scale)
    return Box(log.x, top, log.w, (log.bottom if bottom is None else bottom) - top)


def draw_lesson(surface: pygame.Surface, layout: Layout, coach: OdinCoach) -> None:
    """The panel and the lesson ``coach`` shows (its Got it button is the table's)."""
    scale = layout.scale
    box, button = lesson_box(layout)
    pad = theme.scaled(14, scale)
    inner = box.inflate(-2 * pad, -2 * pad)
    room = pygame.Rect(inner.x, inner.y, inner.width, button.top - pad - inner.y)
    lesson_panel.draw_lesson(surface, box, room, scale, coach)
