"""The guided hand's lesson panel, in the upper part of the Saga's place (the Saga stays in
view below it, where the pad's prompts leave it room): where it and its Got it button go,
and the cards of a late lesson's example (the panel itself is both games',
`scenes/lesson_panel.py`)."""

from __future__ import annotations

import pygame

from odin_desktop.engine.odin.cards import mask_of, parse_card, set_value
from odin_desktop.scenes import lesson_panel
from odin_desktop.scenes.odin.layout import Box, Layout
from odin_desktop.scenes.odin.saga import card_chip
from odin_desktop.scenes.odin.tutorial import OdinCoach
from odin_desktop.ui import theme
from odin_desktop.ui.text import text

LESSON_SHARE = 0.74  # of the Saga's place, for the lesson; the Saga keeps the rest
EXAMPLE_HEIGHT = 34  # design px: the cards of a lesson's example, in miniature
SAGA_LEAST = 100  # design px: the Saga's heading and one entry, under a lesson


def lesson_box(layout: Layout) -> tuple[pygame.Rect, pygame.Rect]:
    """The lesson panel (the upper part of the Saga's place) and its Got it button."""
    log, scale = layout.log, layout.scale
    box = pygame.Rect(log.x, log.y, log.w, int(log.h * LESSON_SHARE))
    pad = theme.scaled(12, scale)
    button = pygame.Rect(0, 0, box.width - 2 * pad, theme.scaled(48, scale))
    button.midbottom = (box.centerx, box.bottom - pad)
    return box, button


def saga_box(layout: Layout, bottom: int | None = None) -> Box | None:
    """Where the Saga goes while a lesson is shown: under the lesson panel, down to
    ``bottom`` (None: the foot of its place; above the pad's prompts when they stand there).
    None when that leaves no room for its heading and an entry."""
    log, scale = layout.log, layout.scale
    top = log.y + int(log.h * LESSON_SHARE) + theme.scaled(8, scale)
    height = (log.bottom if bottom is None else bottom) - top
    return Box(log.x, top, log.w, height) if height >= theme.scaled(SAGA_LEAST, scale) else None


def draw_lesson(surface: pygame.Surface, layout: Layout, coach: OdinCoach) -> int:
    """The panel and the lesson ``coach`` shows (its Got it button is the table's), with the
    cards of its example below its words when it has one; returns the size its words were
    drawn at."""
    scale = layout.scale
    box, button = lesson_box(layout)
    pad = theme.scaled(14, scale)
    inner = box.inflate(-2 * pad, -2 * pad)
    room = pygame.Rect(inner.x, inner.y, inner.width, button.top - pad - inner.y)
    example = coach.example()
    row = theme.scaled(EXAMPLE_HEIGHT, scale) if example else 0
    if example:
        room.height -= row + pad
    size = lesson_panel.draw_lesson(surface, box, room, scale, coach)
    if example:
        _draw_example(surface, example, pygame.Rect(room.x, room.bottom + pad, room.width, row))
    return size


def _draw_example(surface: pygame.Surface, codes: tuple[str, ...], row: pygame.Rect) -> None:
    """Cards in miniature, as the Saga shows them, and the value of their set, centred in
    ``row``."""
    chips = [card_chip(code, row.height) for code in codes]
    value = set_value(mask_of(parse_card(code) for code in codes))
    words = text(f"= {value}", row.height * 3 // 4, theme.GOLD_RGB, True)
    gap = max(2, row.height // 6)
    pieces = [*chips, words]
    width = sum(p.get_width() for p in pieces) + gap * (len(pieces) - 1)
    x = row.centerx - width // 2
    for piece in pieces:
        surface.blit(piece, piece.get_rect(midleft=(x, row.centery)))
        x += piece.get_width() + gap
