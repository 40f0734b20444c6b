"""Rendered text, cached: a table redrawn 60 times a second must not re-render its labels."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from odin_desktop.ui import fonts
from odin_desktop.ui.recording import Recorder
from odin_desktop.ui.surface_cache import RecentSurfaces

RGB = tuple[int, int, int]

SQUINT = 0.7  # a text shrunk below this share of its size to fit is hard to read
# Every text that had to be cut (an ellipsis) or shrunk below `SQUINT` of its size to fit its
# width, while a test records (`recording_cuts`): translations too long for their place.
CUTS: Recorder[str] = Recorder()
recording_cuts = CUTS.recording


# Texts drawn, kept within this budget beyond what was drawn in the last seconds: at
# 3840 x 2160 a long game's Saga and messages had grown an entry-counted cache past 20 MB.
TEXT_BUDGET = 8 * 2**20  # bytes


class _Texts(RecentSurfaces[tuple[str, int, RGB, bool, str]]):
    def __call__(
        self, value: str, size: int, colour: RGB, bold: bool = False, role: str = "ui"
    ) -> pygame.Surface:
        return self.get(
            (value, size, colour, bold, role),
            lambda: fonts.render(value, max(6, size), colour, bold=bold, role=role),
        )


text = _Texts(TEXT_BUDGET)  # text(value, size, colour, bold=False, role="ui"): rendered


def break_lines(
    value: str, max_width: int, width: Callable[[str], int], lines: int = 0, lead: int = 0
) -> list[str]:
    """`value` broken at spaces into lines no wider than `max_width` by `width` (a word longer
    than a line stays whole), at most ``lines`` of them if given (the rest joins the last).
    ``lead`` px of the first line are taken already (a name before the text); when not even
    the first word fits beside it, the first line is left empty ("").

    Bidi-aware, since each line is laid out on its own (`fonts.render`): a run of the other
    direction, such as a Latin name in an Arabic sentence, moves whole to the next line when
    it fits on one, and every line keeps the paragraph's direction, so the lines read one
    after another as the paragraph would on one line.
    """
    rows: list[str] = []
    row = ""
    rtl = fonts.base_rtl(value)
    for phrase in fonts.phrases(value, rtl):
        # A phrase too long for any line is broken between its words after all.
        too_long = " " in phrase and width(phrase) > max_width
        for part in phrase.split(" ") if too_long else [phrase]:
            trial = f"{row} {part}" if row else part
            room = max_width - (0 if rows else lead)
            if (row or (lead and not rows)) and width(trial) > room:
                rows.append(row)
                row = part
            else:
                row = trial
    if row:
        rows.append(row)
    if lines and len(rows) > lines:
        rows = rows[: lines - 1] + [" ".join(rows[lines - 1 :]).strip()]
    return fonts.in_context(rows, rtl)


def wrapped(
    value: str, size: int, colour: RGB, max_width: int, bold: bool = False, lines: int = 2
) -> list[pygame.Surface]:
    """Text broken at spaces into at most ``lines`` lines that fit ``max_width`` (the last
    line shrunk or cut if it must): long messages stay readable instead of tiny."""
    rows = break_lines(
        value, max_width, lambda row: text(row, size, colour, bold).get_width(), lines
    )
    return [fitted(row, size, colour, max_width, bold) for row in rows or [""]]


def fitted(
    value: str,
    size: int,
    colour: RGB,
    max_width: int,
    bold: bool = False,
    role: str = "ui",
    min_size: int = 8,
) -> pygame.Surface:
    """Text shrunk (down to ``min_size``) until it fits ``max_width``, then cut with an
    ellipsis: the one way every label of the game is fitted to its place."""
    surface = text(value, size, colour, bold, role)
    wanted = size
    while surface.get_width() > max_width and size > min_size:
        size = max(min_size, int(size * 0.9))
        surface = text(value, size, colour, bold, role)
    if CUTS.on and (surface.get_width() > max_width or size < wanted * SQUINT):
        CUTS.add(value)
    while surface.get_width() > max_width and len(value) > 2:
        value = value[:-2] + "…"
        surface = text(value, size, colour, bold, role)
    return surface


def balanced_lines(value: str, max_width: int, width: Callable[[str], int]) -> list[str]:
    """``value`` in as few lines as fit ``max_width`` (two at most: the rest joins the
    last), as evenly long as can be: never one word alone on a line of its own."""
    rows = break_lines(value, max_width, width, lines=2)
    if len(rows) < 2:
        return rows
    low, high = max_width // 3, max_width  # the narrowest width that still takes two lines
    while high - low > 4:
        middle = (low + high) // 2
        if len(break_lines(value, middle, width)) <= 2:
            high = middle
        else:
            low = middle
    return break_lines(value, high, width, lines=2)


def blit_line(
    surface: pygame.Surface,
    pieces: Sequence[tuple[pygame.Surface, int]],
    box: pygame.Rect,
    y: int,
    height: int,
    rtl: bool,
) -> None:
    """Lay out (image, gap after it) pieces on one line ``height`` tall at ``y``, centred on
    it, from the reading start of ``box`` (its right edge in a right-to-left language),
    dropping whatever no longer fits."""
    x = box.right if rtl else box.x
    for image, gap in pieces:
        w = image.get_width()
        if (x - w < box.x) if rtl else (x + w > box.right):
            break
        left = x - w if rtl else x
        surface.blit(image, (left, y + (height - image.get_height()) // 2))
        x = left - gap if rtl else x + w + gap
