"""The guided hand's lesson panel, in the Saga's place: its heading, the step it is at, the
coach's words as large as fit, where its Got it button goes, and the keys it answers to."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from odin_desktop.i18n import _, is_rtl
from odin_desktop.scenes.odin.layout import Layout
from odin_desktop.scenes.odin.tutorial import STEPS, Coach
from odin_desktop.ui import controls, theme
from odin_desktop.ui.text import break_lines, fitted, text


def lesson_box(layout: Layout) -> tuple[pygame.Rect, pygame.Rect]:
    """The lesson panel (the Saga's place) and its Got it button."""
    box, scale = layout.log.to_rect(), layout.scale
    pad = theme.scaled(12, scale)
    button = pygame.Rect(0, 0, box.width - 2 * pad, theme.scaled(48, scale))
    button.midbottom = (box.centerx, box.bottom - pad)
    return box, button


def draw_lesson(surface: pygame.Surface, layout: Layout, coach: Coach) -> None:
    """The panel and the lesson ``coach`` shows (its Got it button is the table's)."""
    scale = layout.scale
    box, button = lesson_box(layout)
    controls.draw_panel(surface, box, scale, alpha=240)
    pad = theme.scaled(14, scale)
    inner = box.inflate(-2 * pad, -2 * pad)
    heading = fitted(
        _("Learn by playing"), theme.scaled(22, scale), theme.GOLD_RGB, inner.width, True
    )
    surface.blit(heading, heading.get_rect(midtop=(inner.centerx, inner.y)))
    counter = _("Step {step} of {steps}").format(step=coach.step, steps=len(STEPS))
    small = fitted(counter, theme.scaled(15, scale), theme.TEXT_DIM, inner.width)
    top = inner.y + heading.get_height() + theme.scaled(4, scale)
    surface.blit(small, small.get_rect(midtop=(inner.centerx, top)))
    top += small.get_height() + theme.scaled(12, scale)
    room = button.top - pad - top
    for size in range(theme.scaled(19, scale), 7, -1):  # as large as fits the panel
        rows = break_lines(coach.text, inner.width, partial(_text_width, size))
        line_h = text("Ag", size, theme.TEXT).get_height()
        if len(rows) * line_h <= room:
            break
    for row in rows:
        line = text(row, size, theme.TEXT)
        place = {"topright": (inner.right, top)} if is_rtl() else {"topleft": (inner.x, top)}
        surface.blit(line, line.get_rect(**place))
        top += line_h


def _text_width(size: int, row: str) -> int:
    return text(row, size, theme.TEXT).get_width()


def lesson_key(event: pygame.event.Event, coach: Coach, open_menu: Callable[[], None]) -> None:
    """While a lesson is shown the table waits: Enter or Space is Got it, Esc the menu."""
    if event.type == pygame.KEYDOWN:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            coach.dismiss()
        elif event.key == pygame.K_ESCAPE:
            open_menu()
