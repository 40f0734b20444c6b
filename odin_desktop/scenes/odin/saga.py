"""The move log ("Saga"): every move of the hand, newest at the bottom, with card icons.

An entry takes one line, or more when the Saga is narrow or the set is big (the same size of
type, never shrunk to fit). Scrolls with the mouse wheel; follows the newest entry unless the
player scrolled back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache

import pygame

from odin_desktop.engine.odin.cards import codes_of
from odin_desktop.i18n import _, current, is_rtl
from odin_desktop.i18n.terms import shown_name
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.layout import Box
from odin_desktop.scenes.odin.saga_entries import OdinSagaEntry
from odin_desktop.scenes.saga_log import SagaLog
from odin_desktop.ui import panels, theme
from odin_desktop.ui.palette import PARCHMENT, card_rgb, hex_to_rgb
from odin_desktop.ui.runes import draw_colour_rune
from odin_desktop.ui.text import blit_line, break_lines, fitted, text

Piece = tuple[pygame.Surface, int]  # an image and the gap after it


@lru_cache(maxsize=256)
def card_chip(code: str, height: int, rune: bool = True) -> pygame.Surface:
    """A card in miniature for text lines: its number in its colour on parchment, over its
    colour's rune as the cards show it (unless the colour symbols are hidden), so the colour
    reads by its shape as well as its hue."""
    width = int(height * 0.78)
    chip = pygame.Surface((width, height), pygame.SRCALPHA)
    ink = card_rgb(code[0])
    pygame.draw.rect(
        chip, hex_to_rgb(PARCHMENT), chip.get_rect(), border_radius=max(2, height // 6)
    )
    pygame.draw.rect(
        chip, ink, chip.get_rect(), max(1, height // 14), border_radius=max(2, height // 6)
    )
    if not rune:
        number = text(code[1], int(height * 0.7), ink, True)
        chip.blit(number, number.get_rect(center=(width // 2, height // 2)))
        return chip
    number = text(code[1], int(height * 0.52), ink, True)
    chip.blit(number, number.get_rect(center=(width // 2, int(height * 0.33))))
    rune_h = max(4, int(height * 0.32))
    centre = (width // 2, height - 2 - rune_h // 2 - height // 14)
    draw_colour_rune(chip, code[0], centre, rune_h, ink)
    return chip


REACH = 4  # px beyond its box the Saga's panel is redrawn with (both sides together)


class MoveLog(SagaLog[OdinSagaEntry]):
    def __init__(self) -> None:
        super().__init__()
        # Its panel laid on the backdrop under it: (what it was laid for, the picture).
        self._laid: tuple[tuple[object, ...], pygame.Surface] | None = None

    def draw(
        self,
        surface: pygame.Surface,
        box: Box,
        scale: float,
        title: str = "",
        marks: Mapping[int, pygame.Surface] | None = None,
        under: pygame.Surface | None = None,
    ) -> None:
        """The newest entries that fit ``box``; ``marks``: a chip (a review's grade) at the
        reading end of an entry's first line, by the entry's index. ``under``: the backdrop,
        when nothing else is drawn under the Saga: its panel and heading are then copied
        already laid on it (`ui.backdrop`'s pixels and the translucent panel's, blended once
        rather than in every frame that shows a move: at 4K 0.8 M pixels)."""
        rect = box.to_rect()
        if rect.width < 20 or rect.height < 20:
            return
        pad = theme.scaled(12, scale)
        heading = _heading(title, scale)
        if under is not None:
            laid = self._laid_on(under, rect, heading, pad, (title, scale, current()))
            surface.blit(laid, rect.inflate(REACH, REACH).clip(under.get_rect()))
        else:
            _panel(surface, rect, heading, pad)
        line_h = theme.scaled(30, scale)
        top = rect.y + pad + heading.get_height()
        inner = rect.inflate(-2 * pad, 0)
        step = _step(line_h)
        more = text(_("newer entries below"), theme.scaled(14, scale), theme.TEXT_DIM)
        marks = marks or {}
        width = inner.width - (max(m.get_width() for m in marks.values()) + 4 if marks else 0)
        end = len(self.entries) - self.scroll
        shown = _newest(self.entries, end, rect, scale, width, bool(self.scroll), top)
        y = top
        for index, lines in shown:
            mark = marks.get(index)
            if mark is not None:
                place = (
                    {"midleft": (inner.x, y + line_h // 2)}
                    if is_rtl()
                    else {"midright": (inner.right, y + line_h // 2)}
                )
                surface.blit(mark, mark.get_rect(**place))
            for line in lines:
                blit_line(surface, line, inner, y, line_h, is_rtl())
                y += step
            y += line_h - step
        if self.scroll:
            surface.blit(more, more.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))

    def _laid_on(
        self,
        under: pygame.Surface,
        rect: pygame.Rect,
        heading: pygame.Surface,
        pad: int,
        words: tuple[object, ...],
    ) -> pygame.Surface:
        """The panel and its heading laid on ``under`` where ``rect`` (and `REACH`) lies,
        kept until the backdrop, the box or the heading change (one: at 4K 3.3 MB)."""
        key = (id(under), under.get_size(), tuple(rect), pad, *words)
        if self._laid is None or self._laid[0] != key:
            area = rect.inflate(REACH, REACH).clip(under.get_rect())
            laid = pygame.Surface(area.size)  # the panel is drawn in full colour, on a copy
            laid.blit(under, (0, 0), area)
            _panel(laid, rect.move(-area.x, -area.y), heading, pad)
            self._laid = (key, laid)
        return self._laid[1]


def _heading(title: str, scale: float) -> pygame.Surface:
    return text(title or _("Saga"), theme.scaled(26, scale), theme.GOLD_RGB, role="title_bold")


def _step(line_h: int) -> int:
    """An entry's second line follows closer than the next entry, so the two read as one."""
    return line_h * 4 // 5


Shown = list[tuple[int, tuple[tuple[Piece, ...], ...]]]  # entries shown, by index: their lines


def _newest(
    entries: Sequence[OdinSagaEntry],
    end: int,
    rect: pygame.Rect,
    scale: float,
    width: int,
    scrolled: bool,
    top: int,
) -> Shown:
    """The newest entries before ``end`` that fit ``rect`` below ``top`` (at least one),
    oldest first, entries being one line tall or more ``width`` wide. Scrolled back, a hint
    at the bottom says that newer entries follow; kept clear."""
    pad, line_h = theme.scaled(12, scale), theme.scaled(30, scale)
    size, step = theme.scaled(17, scale), _step(line_h)
    more = text(_("newer entries below"), theme.scaled(14, scale), theme.TEXT_DIM)
    bottom = rect.bottom - 4 - more.get_height() if scrolled else rect.bottom - pad
    room = bottom - top
    shown: Shown = []
    runes = art.colour_symbols_shown()
    for index in range(end - 1, -1, -1):
        lines = _entry_lines(entries[index], width, size, line_h, pad // 2, current(), runes)
        room -= line_h + step * (len(lines) - 1)
        if room < 0 and shown:
            break
        shown.append((index, lines))
    return shown[::-1]


def newest_rows(
    entries: Sequence[OdinSagaEntry], box: Box, scale: float, since: int
) -> tuple[int, pygame.Rect]:
    """Where a Saga in ``box`` following ``entries`` (not scrolled back, no marks) shows them:
    the index of the first entry shown, and the rows of the entries from index ``since`` on
    (empty: none shown). A move that adds entries and scrolls nothing changes only those."""
    rect = box.to_rect()
    pad, line_h = theme.scaled(12, scale), theme.scaled(30, scale)
    top = rect.y + pad + _heading("", scale).get_height()
    inner = rect.inflate(-2 * pad, 0)
    shown = _newest(entries, len(entries), rect, scale, inner.width, False, top)
    if rect.width < 20 or rect.height < 20 or not shown:
        return 0, pygame.Rect(0, 0, 0, 0)
    step = _step(line_h)
    rows = pygame.Rect(0, 0, 0, 0)
    y = top
    for index, lines in shown:
        height = line_h + step * (len(lines) - 1)
        row = pygame.Rect(inner.x, y, inner.width, height)
        if index >= since:
            rows = row.union(rows) if rows else row
        y += height
    return shown[0][0], rows


def _panel(surface: pygame.Surface, rect: pygame.Rect, heading: pygame.Surface, pad: int) -> None:
    """The Saga's translucent panel at ``rect``, its edge and its heading."""
    surface.blit(panels.plain_panel(rect.size, 215, 12), rect)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=12)
    surface.blit(heading, heading.get_rect(midtop=(rect.centerx, rect.y + pad // 2)))


@lru_cache(maxsize=256)
def _entry_lines(
    entry: OdinSagaEntry, width: int, size: int, line_h: int, gap: int, language: str, runes: bool
) -> tuple[tuple[Piece, ...], ...]:
    """An entry's pieces in reading order, on one line or more: the name, the verb wrapped
    after it at the same size, then the card chips and the value, on the verb's last line
    if they fit there, else on lines of their own. (Cached per `language`, the verb being
    translated, and per `runes`, the colour-symbols setting the chips follow.)"""
    who = fitted(shown_name(entry.who), size, theme.GOLD_RGB, width, bold=True)  # if widest
    lead = who.get_width() + gap
    rows = break_lines(
        entry.verb_text,
        width,
        lambda row: text(row, size, entry.colour).get_width(),
        lines=2,
        lead=lead,
    )
    lines: list[list[Piece]] = [[(who, gap)]]
    for i, row in enumerate(rows):
        if i:
            lines.append([])
        if row:  # "" when not even the verb's first word fits beside the name
            lines[-1].append((fitted(row, size, entry.colour, width - (0 if i else lead)), gap))
    chip_h = int(line_h * 0.86)
    extra = [(card_chip(code, chip_h, runes), 2) for code in codes_of(entry.cards)]
    if entry.tail:
        extra.append((text(entry.tail, size, theme.TEXT_DIM), 0))
    if extra and len(lines) < 2 and sum(im.get_width() + g for im, g in lines[-1] + extra) > width:
        lines.append([])
    # Chips then the value, flowing on to a further line when a big set fills this one: six
    # or more cards do not fit beside their value, and a dropped chip would misreport a move.
    used = sum(im.get_width() + g for im, g in lines[-1])
    for piece in extra:
        if lines[-1] and used + piece[0].get_width() > width:
            lines.append([])
            used = 0
        lines[-1].append(piece)
        used += piece[0].get_width() + piece[1]
    return tuple(tuple(line) for line in lines)

