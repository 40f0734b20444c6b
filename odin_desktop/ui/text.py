"""Rendered text, cached: a table redrawn 60 times a second must not re-render its labels."""

from __future__ import annotations

from functools import lru_cache

import pygame

from odin_desktop.ui import fonts

RGB = tuple[int, int, int]

#: When a list, every text that had to be cut (an ellipsis) or shrunk below `SQUINT` of its
#: size to fit its width is appended: tests use it to catch translations too long for their
#: place.
cut_log: list[str] | None = None
SQUINT = 0.7


@lru_cache(maxsize=1024)
def text(
    value: str, size: int, colour: RGB, bold: bool = False, role: str = "ui"
) -> pygame.Surface:
    return fonts.render(value, max(6, size), colour, bold=bold, role=role)


def wrapped(
    value: str, size: int, colour: RGB, max_width: int, bold: bool = False, lines: int = 2
) -> list[pygame.Surface]:
    """Text broken at spaces into at most ``lines`` lines that fit ``max_width`` (the last
    line shrunk or cut if it must): long messages stay readable instead of tiny."""
    words, rows, current = value.split(), [], ""
    for word in words:
        trial = f"{current} {word}".strip()
        if current and text(trial, size, colour, bold).get_width() > max_width:
            rows.append(current)
            current = word
        else:
            current = trial
    rows.append(current)
    if len(rows) > lines:
        rows = rows[: lines - 1] + [" ".join(rows[lines - 1 :])]
    return [fitted(row, size, colour, max_width, bold) for row in rows]


def fitted(
    value: str, size: int, colour: RGB, max_width: int, bold: bool = False, role: str = "ui"
) -> pygame.Surface:
    """Text shrunk (down to half size) until it fits ``max_width``, then cut with an ellipsis."""
    surface = text(value, size, colour, bold, role)
    wanted = size
    while surface.get_width() > max_width and size > 8:
        size = max(8, int(size * 0.9))
        surface = text(value, size, colour, bold, role)
    if cut_log is not None and (surface.get_width() > max_width or size < wanted * SQUINT):
        cut_log.append(value)
    while surface.get_width() > max_width and len(value) > 2:
        value = value[:-2] + "…"
        surface = text(value, size, colour, bold, role)
    return surface
