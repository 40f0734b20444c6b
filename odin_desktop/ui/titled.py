"""A bold title over a dimmer note, both in one row (the settings screen's rows).

Each line was once centred in its half of the row; Arabic lines are tall boxes whose dots hang
low, so the titles' dots sat on the notes. Here the two lines are one block laid out by where
their letters are: by the script's usual letters, so that every row reads alike, then moved
apart where a line's own marks come too close, and kept inside the row. When a language's
lines cannot fit a row at the sizes asked, `fitting_sizes` gives smaller ones, the same for
every row of the screen.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

import pygame

from odin_desktop.ui import fonts, theme
from odin_desktop.ui.text import fitted

Sizes = tuple[int, int]  # the title's, the note's
SMALLEST = 9

# A tall letter and one that hangs low: a script's usual lines lie between them.
_USUAL = {False: "Hg", True: "لبي"}


def _images(title: str, note: str, sizes: Sizes, width: int) -> tuple[pygame.Surface, ...]:
    width = max(1, width)
    return (
        fitted(title, sizes[0], theme.TEXT, width, bold=True, min_size=9),
        fitted(note, sizes[1], theme.TEXT, width, min_size=9),
    )


def _ink_height(title: str, note: str, sizes: Sizes, width: int, gap: int) -> int:
    images = _images(title, note, sizes, width)
    return sum(image.get_bounding_rect().height for image in images) + gap


def fitting_sizes(pairs: Iterable[tuple[str, str]], sizes: Sizes, room: Sizes, gap: int) -> Sizes:
    """The largest sizes, at most ``sizes``, at which every (title, note) of ``pairs`` fits a
    row of ``room`` (width, height) with a pixel of air above and below."""
    pairs = list(pairs)
    width, height = room
    title_size, note_size = sizes
    while note_size > SMALLEST and any(
        _ink_height(t, n, (title_size, note_size), width, gap) > height - 2 for t, n in pairs
    ):
        title_size, note_size = title_size - 1, note_size - 1
    return title_size, note_size


@lru_cache(maxsize=32)
def _usual_band(size: int, bold: bool, arabic: bool) -> tuple[int, int]:
    """From where to where a line's usual letters reach in its image."""
    ink = fonts.render(_USUAL[arabic], size, theme.TEXT, bold=bold).get_bounding_rect()
    return ink.top, ink.bottom


def boxes(
    box: pygame.Rect, title: str, note: str, sizes: Sizes, gap: int
) -> tuple[pygame.Rect, pygame.Rect]:
    """Where to draw ``title`` (bold) and ``note`` at ``sizes`` in the row ``box``: two boxes
    of their images' height, for `labels.draw_text` to centre each line in."""
    images = _images(title, note, sizes, box.width)
    inks = [image.get_bounding_rect() for image in images]
    bands = (
        _usual_band(sizes[0], True, fonts.has_arabic(title)),
        _usual_band(sizes[1], False, fonts.has_arabic(note)),
    )
    spans = [bottom - top for top, bottom in bands]
    top = box.centery - (spans[0] + gap + spans[1]) // 2
    title_y = top - bands[0][0]
    note_y = top + spans[0] + gap - bands[1][0]
    if inks[0].height and inks[1].height:
        clash = title_y + inks[0].bottom + gap - (note_y + inks[1].top)
        if clash > 0:  # this row's own marks reach further than the usual letters
            title_y -= clash // 2
            note_y += clash - clash // 2
        # Inside the row, clear of the rules drawn along its edges.
        title_y += max(0, box.top + 1 - (title_y + inks[0].top))
        note_y = max(note_y, title_y + inks[0].bottom + gap - inks[1].top)
        note_y -= max(0, note_y + inks[1].bottom - (box.bottom - 1))
    return (
        pygame.Rect(box.x, title_y, box.width, images[0].get_height()),
        pygame.Rect(box.x, note_y, box.width, images[1].get_height()),
    )
