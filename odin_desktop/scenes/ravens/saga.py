"""The Saga of a race: who did what, newest at the bottom, with small chips for the cards.

One line per entry (the name in gold, the verb, the cards' chips, a tail such as "+3"). Only
the cards the viewer may see get a chip: the opponent's stored card stays a secret. Scrolls
with the mouse wheel; follows the newest entry unless scrolled back.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

import pygame

from odin_desktop.i18n import _, current, is_rtl
from odin_desktop.i18n.terms import shown_name
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.saga_entries import DIM, GOLD, RavensSagaEntry
from odin_desktop.scenes.saga_log import SagaLog
from odin_desktop.ui import panels, theme
from odin_desktop.ui.text import blit_line, fitted, text

RGB = tuple[int, int, int]
TONES = {GOLD: theme.GOLD_RGB, DIM: theme.TEXT_DIM}


@lru_cache(maxsize=128)
def chip(code: str, height: int) -> pygame.Surface:
    """A card in miniature: a flight card's symbol, an Odin card's numeral on Odin's badge,
    a landscape card's two symbols one over the other."""
    if code in art.ODIN_CARDS:
        badge = art.symbol("O", height).copy()
        numeral = text(
            ["I", "II", "III", "IV"][int(code[1]) - 1], max(6, height // 2), (250, 240, 210), True
        )
        plate = pygame.Rect(0, 0, numeral.get_width() + 4, numeral.get_height())
        plate.midbottom = (height // 2, height + 2)
        out = pygame.Surface((max(height, plate.w), height + 2), pygame.SRCALPHA)
        out.blit(badge, ((out.get_width() - height) // 2, 0))
        pygame.draw.rect(
            out,
            art.hex_to_rgb(art.ODIN_FIELD),
            plate.move((out.get_width() - height) // 2, 0),
            border_radius=3,
        )
        out.blit(
            numeral, numeral.get_rect(center=plate.move((out.get_width() - height) // 2, 0).center)
        )
        return out
    if len(code) == 2:  # a landscape card: top over bottom
        half = _half(height)
        out = pygame.Surface((half, height), pygame.SRCALPHA)
        out.blit(art.symbol(code[0], half), (0, 0))
        out.blit(art.symbol(code[1], half), (0, height - half))
        return out
    return art.symbol(code, height)


def line_height(scale: float) -> int:
    """The height of one of the Saga's lines at the table's ``scale``."""
    return max(14, round(25 * scale))


def _chip_height(line_h: int) -> int:
    return round(line_h * 0.78)


def _half(height: int) -> int:
    """A symbol's size on a landscape card's chip, one over the other."""
    return max(6, height // 2 + 1)


def _back_width(line_h: int) -> int:
    """The width of the card back a hidden card (a card stored unseen) shows."""
    return max(6, round(line_h * 0.56))


def symbol_sizes(scale: float) -> list[int]:
    """The sizes the Saga's chips show the landscapes' and Odin's symbols at, at ``scale``:
    rendered ahead of need, the frame that shows a move never rasterises one."""
    height = _chip_height(line_height(scale))
    return sorted({height, _half(height)})


def back_width(scale: float) -> int:
    """The width of the players' card backs in the Saga at ``scale`` (rendered ahead too)."""
    return _back_width(line_height(scale))


class Saga(SagaLog[RavensSagaEntry]):
    def draw(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        scale: float,
        viewer: int | None,
        marks: Mapping[int, pygame.Surface] | None = None,
    ) -> None:
        """The newest entries that fit ``box``; ``marks``: a chip (a review's grade) at the
        reading end of an entry's line, by the entry's index."""
        if box.width < 40 or box.height < 30:
            return
        surface.blit(panels.plain_panel(box.size, 200, 12), box)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=12)
        pad = max(4, round(8 * scale))
        line_h = line_height(scale)
        heading = text(_("Saga"), theme.scaled(17, scale), theme.GOLD_RGB, role="title_bold")
        surface.blit(
            heading,
            heading.get_rect(topright=(box.right - pad, box.y + pad // 2))
            if not is_rtl()
            else heading.get_rect(topleft=(box.x + pad, box.y + pad // 2)),
        )
        rows = max(1, (box.h - 2 * pad) // line_h)
        end = len(self.entries) - self.scroll
        first = max(0, end - rows)
        shown = self.entries[first:end]
        y = box.bottom - pad - line_h * len(shown)
        inner = box.inflate(-2 * pad, 0)
        inner.width -= heading.get_width() + pad
        if is_rtl():
            inner.x += heading.get_width() + pad
        size = theme.scaled(15, scale)
        marks = marks or {}
        room = max(m.get_width() for m in marks.values()) + 4 if marks else 0
        text_box = inner.copy()
        text_box.width -= room
        if is_rtl():
            text_box.x += room
        for index, entry in enumerate(shown, first):
            line = _line(entry, size, line_h, viewer, current())
            blit_line(surface, line, text_box, y, line_h, is_rtl())
            mark = marks.get(index)
            if mark is not None:
                centre = y + line_h // 2
                at = (inner.x, centre) if is_rtl() else (inner.right, centre)
                surface.blit(mark, mark.get_rect(**{"midleft" if is_rtl() else "midright": at}))
            y += line_h


def picture(entry: RavensSagaEntry, height: int, colour: RGB = theme.TEXT) -> pygame.Surface:
    """An entry without its name, in one picture ``height`` tall: its verb, its cards in
    miniature, its tail (a game review's candidate, beside the step)."""
    size = max(9, int(height * 0.62))
    pieces = _line(entry, size, height, None, "", named=False, colour=colour)
    width = sum(image.get_width() + gap for image, gap in pieces)
    out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    blit_line(out, pieces, out.get_rect(), 0, height, False)
    return out


def _line(
    entry: RavensSagaEntry,
    size: int,
    line_h: int,
    viewer: int | None,
    language: str,
    named: bool = True,
    colour: RGB | None = None,
) -> list[tuple[pygame.Surface, int]]:
    """(image, gap after it) pieces of one entry, in reading order (``named``: the seat's
    name first)."""
    del language  # part of the caller's cache key: the verb is translated
    gap = max(3, size // 3)
    colour = colour or TONES.get(entry.tone, theme.TEXT)
    pieces = []
    if named:
        pieces.append(
            (fitted(shown_name(entry.who), size, theme.GOLD_RGB, size * 7, bold=True), gap)
        )
    pieces.append((text(entry.verb_text(), size, colour), gap))
    for code in entry.shown_cards(viewer):
        pieces.append((chip(code, _chip_height(line_h)), 2))
    if entry.hidden and not entry.shown_cards(viewer):
        pieces.append((art.card_back(entry.seat, _back_width(line_h)), 2))
    if entry.tail:
        pieces.append((text(entry.tail, size, theme.TEXT_DIM, True), 0))
    return pieces

