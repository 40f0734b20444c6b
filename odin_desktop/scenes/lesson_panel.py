"""A lesson of Learn by playing on the table, the same in both games: a panel with the
heading, the step it is at and the coach's words as large as fit where the game puts them
(ODIN in the Saga's place, Odin's Ravens between the paths and the hand), and the keys a
lesson answers to. The Got it button is the table's."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.scenes.coach import Coach
from odin_desktop.ui import controls, panels, theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.text import break_lines, fitted, text

# What a pad does while a lesson waits (`lesson_key`: A is Enter, Got it; Menu the pause).
LESSON_PROMPTS: tuple[tuple[Intent, str], ...] = (
    (Intent.SELECT, N_("Got it")),
    (Intent.MENU, N_("Menu")),
)
WIDE = 500  # a room at least this wide (at 1280 x 800) puts the heading and step on one row


def draw_lesson(
    surface: pygame.Surface,
    box: pygame.Rect,
    room: pygame.Rect,
    scale: float,
    coach: Coach,
    alpha: int = 240,
) -> int:
    """The panel ``box`` and, inside ``room``, the lesson ``coach`` shows (``alpha``: 255
    over words that must not show through); returns the size its words were drawn at."""
    panels.draw_panel(surface, box, scale, alpha=alpha)
    rtl = is_rtl()
    counter = _("Step {step} of {steps}").format(step=coach.step, steps=coach.steps)
    heading_size, counter_size = theme.scaled(22, scale), theme.scaled(15, scale)
    if room.width >= theme.scaled(WIDE, scale):  # one row: the heading, the step at its end
        small = text(counter, counter_size, theme.TEXT_DIM)
        heading = fitted(
            _("Learn by playing"),
            heading_size,
            theme.GOLD_RGB,
            room.width - small.get_width() - theme.scaled(16, scale),
            True,
        )
        start, end = ("topright", "bottomleft") if rtl else ("topleft", "bottomright")
        edge = (room.right, room.y) if rtl else (room.x, room.y)
        surface.blit(heading, heading.get_rect(**{start: edge}))
        corner = (room.x if rtl else room.right, room.y + heading.get_height() - 3)
        surface.blit(small, small.get_rect(**{end: corner}))
        top = room.y + heading.get_height() + theme.scaled(8, scale)
    else:  # stacked and centred, in a narrow panel
        heading = fitted(_("Learn by playing"), heading_size, theme.GOLD_RGB, room.width, True)
        surface.blit(heading, heading.get_rect(midtop=(room.centerx, room.y)))
        small = fitted(counter, counter_size, theme.TEXT_DIM, room.width)
        top = room.y + heading.get_height() + theme.scaled(4, scale)
        surface.blit(small, small.get_rect(midtop=(room.centerx, top)))
        top += small.get_height() + theme.scaled(12, scale)
    words = pygame.Rect(room.x, top, room.width, room.bottom - top)
    return draw_words(surface, coach.text, words, scale)


def draw_words(surface: pygame.Surface, words: str, room: pygame.Rect, scale: float) -> int:
    """``words`` broken into lines as large as fit ``room``, from the reading start; returns
    the size they were drawn at."""
    rows: list[str] = []
    size = line_h = 8
    for size in range(theme.scaled(19, scale), 7, -1):
        rows = break_lines(words, room.width, partial(_width, size))
        line_h = text("Ag", size, theme.TEXT).get_height()
        if len(rows) * line_h <= room.height:
            break
    top = room.y
    for row in rows:
        line = text(row, size, theme.TEXT)
        place = {"topright": (room.right, top)} if is_rtl() else {"topleft": (room.x, top)}
        surface.blit(line, line.get_rect(**place))
        top += line_h
    return size


def _width(size: int, row: str) -> int:
    return text(row, size, theme.TEXT).get_width()


def lesson_key(event: pygame.event.Event, coach: Coach, open_menu: Callable[[], None]) -> None:
    """While a lesson is shown the table waits: Enter or Space is Got it, Esc the menu."""
    if event.type == pygame.KEYDOWN:
        if event.key in controls.ACTIVATE_KEYS:
            coach.dismiss()
        elif event.key == pygame.K_ESCAPE:
            open_menu()
