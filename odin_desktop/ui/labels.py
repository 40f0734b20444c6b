"""Labels drawn to fit their box: one line shrunk rather than let overflow (`draw_text`),
a paragraph broken into lines (`wrap`), the height of a line; and, while a test records,
every label drawn with where it went and its box (`recording_text`), so tests check fit and
placement."""

from __future__ import annotations

import pygame

from odin_desktop.i18n import is_rtl
from odin_desktop.ui import fonts, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.recording import Recorder

Colour = tuple[int, int, int]

TextEntry = tuple[str, pygame.Rect, pygame.Rect]  # a label, where it was drawn, its box
# Every label drawn through `draw_text` (and a text field's text) with where it was drawn and
# its box, while a test records (`recording_text`): fit and placement are checked from it.
TEXTS: Recorder[TextEntry] = Recorder()
recording_text = TEXTS.recording


def log_text(text: str, rect: pygame.Rect, box: pygame.Rect) -> None:
    if TEXTS.on:
        TEXTS.add((text, rect.copy(), box.copy()))


def draw_text(
    surface: pygame.Surface,
    text: str,
    box: pygame.Rect,
    size: int,
    colour: Colour = theme.TEXT,
    *,
    bold: bool = False,
    role: str = "ui",
    align: str = "left",
    mirror: bool = True,
) -> pygame.Rect:
    """Draw one line inside `box` (vertically centred; align "left", "center" or "right").

    "left" means the reading start: in a right-to-left language it aligns right, unless
    ``mirror`` is False (the caller has mirrored the layout itself)."""
    if align == "left" and mirror and is_rtl():
        align = "right"
    image = cached_text.fitted(text, size, colour, max(1, box.width), bold, role, min_size=9)
    rect = image.get_rect()
    rect.centery = box.centery
    if align == "center":
        rect.centerx = box.centerx
    elif align == "right":
        rect.right = box.right
    else:
        rect.left = box.left
    surface.blit(image, rect)
    log_text(text, rect, box)
    return rect


def wrap(
    text: str, size: int, max_width: int, *, bold: bool = False, role: str = "ui"
) -> list[str]:
    """Break a paragraph into lines no wider than `max_width` (a single long word stays whole
    and is shrunk by `draw_text`); see `text.break_lines`."""
    return cached_text.break_lines(
        text,
        max_width,
        lambda line: fonts.render(line, size, (0, 0, 0), bold=bold, role=role).get_width(),
    )


def line_height(size: int, role: str = "ui") -> int:
    return fonts.font(role, max(1, int(size))).get_linesize()
