"""The pad's buttons drawn as the player's pad shows them: A B X Y on Xbox, Steam Deck and
Switch Pro (in their colours or plain), ✕ ○ □ △ drawn as shapes on PlayStation; the D-pad,
the shoulders and triggers, View and Menu by each pad's names. Drawn art, no pictures.

`draw_strip` lays the top screen's prompts along the bottom of the canvas while a pad is in
use, or `draw_column` stacks them in a column the screen gives (the app calls `draw`);
`glyph` draws one button, for a control's label or the pad picture.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from odin_desktop.i18n import N_, _, is_rtl
from odin_desktop.i18n.devices import Device, InUse
from odin_desktop.ui import text as cached_text
from odin_desktop.ui import theme
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.pad import DECK, NINTENDO, PLAYSTATION

FACE = (Intent.SELECT, Intent.BACK, Intent.PLAY, Intent.PASS)  # bottom, right, left, top
LETTERS = {Intent.SELECT: "A", Intent.BACK: "B", Intent.PLAY: "X", Intent.PASS: "Y"}
XBOX_COLOURS = {
    Intent.SELECT: (96, 178, 72),
    Intent.BACK: (214, 72, 64),
    Intent.PLAY: (64, 128, 214),
    Intent.PASS: (226, 184, 52),
}
PS_COLOURS = {
    Intent.SELECT: (124, 164, 232),
    Intent.BACK: (232, 96, 100),
    Intent.PLAY: (222, 140, 196),
    Intent.PASS: (92, 200, 170),
}
PLAIN = (214, 214, 214)
BODY = (34, 38, 44)
#: The words on the other buttons, by pad (shoulders, triggers, View, Menu).
NAMES = {
    "xbox": {
        Intent.PREV: "LB",
        Intent.NEXT: "RB",
        Intent.ALT_PREV: "LT",
        Intent.ALT_NEXT: "RT",
        Intent.HINT: "View",
        Intent.MENU: "Menu",
    },
    PLAYSTATION: {
        Intent.PREV: "L1",
        Intent.NEXT: "R1",
        Intent.ALT_PREV: "L2",
        Intent.ALT_NEXT: "R2",
        Intent.HINT: "Create",
        Intent.MENU: "Options",
    },
    NINTENDO: {
        Intent.PREV: "L",
        Intent.NEXT: "R",
        Intent.ALT_PREV: "ZL",
        Intent.ALT_NEXT: "ZR",
        Intent.HINT: "-",  # the bundled fonts lack U+2212 (it drew as a box)
        Intent.MENU: "+",
    },
    DECK: {
        Intent.PREV: "L1",
        Intent.NEXT: "R1",
        Intent.ALT_PREV: "L2",
        Intent.ALT_NEXT: "R2",
        Intent.HINT: "View",
        Intent.MENU: "Menu",
    },
}
#: The face buttons named in a sentence ("press {select}"): PlayStation's by their shapes.
PS_NAMES = {
    Intent.SELECT: N_("Cross"),
    Intent.BACK: N_("Circle"),
    Intent.PLAY: N_("Square"),
    Intent.PASS: N_("Triangle"),
}
ARROWS = {Intent.UP: (0, -1), Intent.DOWN: (0, 1), Intent.LEFT: (-1, 0), Intent.RIGHT: (1, 0)}

Prompts = list[tuple[Intent, str]]  # (intent, msgid): what the pad's buttons do here


def _face(surface: pygame.Surface, intent: Intent, style: str, box: pygame.Rect) -> None:
    centre, r = box.center, box.height // 2
    if style == PLAYSTATION:
        pygame.draw.circle(surface, BODY, centre, r)
        colour, s, w = PS_COLOURS[intent], max(3, r * 9 // 20), max(2, r // 6)
        cx, cy = centre
        if intent is Intent.SELECT:
            pygame.draw.line(surface, colour, (cx - s, cy - s), (cx + s, cy + s), w)
            pygame.draw.line(surface, colour, (cx - s, cy + s), (cx + s, cy - s), w)
        elif intent is Intent.BACK:
            pygame.draw.circle(surface, colour, centre, s + 1, w)
        elif intent is Intent.PLAY:
            pygame.draw.rect(surface, colour, pygame.Rect(cx - s, cy - s, 2 * s, 2 * s), w)
        else:
            points = [
                (cx, cy - s - 1),
                (cx + s + 1, cy + s * 3 // 4),
                (cx - s - 1, cy + s * 3 // 4),
            ]
            pygame.draw.polygon(surface, colour, points, w)
        return
    colour = PLAIN if style == NINTENDO else XBOX_COLOURS[intent]
    pygame.draw.circle(surface, colour, centre, r)
    label = cached_text.text(LETTERS[intent], max(8, r * 5 // 4), BODY, True)
    surface.blit(label, label.get_rect(center=centre))


def _dpad(surface: pygame.Surface, intent: Intent, box: pygame.Rect) -> None:
    """A cross with the arm pressed lit."""
    arm = box.height // 3
    cx, cy = box.center
    pygame.draw.circle(surface, PLAIN, box.center, box.height // 2)
    pygame.draw.rect(surface, BODY, pygame.Rect(cx - arm // 2, box.y, arm, box.height), 0, 2)
    pygame.draw.rect(surface, BODY, pygame.Rect(box.x, cy - arm // 2, box.height, arm), 0, 2)
    dx, dy = ARROWS[intent]
    lit = pygame.Rect(0, 0, arm - 2, arm - 2)
    lit.center = (cx + dx * arm, cy + dy * arm)
    pygame.draw.rect(surface, theme.GOLD_RGB, lit, 0, 2)


def in_use(style: str) -> InUse:
    """The pad of ``style`` as the screens' sentences name its face buttons (msgids: the
    letters as the glyphs show them, PlayStation's shapes in words)."""
    names = PS_NAMES if style == PLAYSTATION else LETTERS
    return InUse(Device.PAD, {intent.value: names[intent] for intent in FACE})


def glyph_width(intent: Intent, style: str, height: int) -> int:
    if intent in FACE or intent in ARROWS:
        return height
    word = NAMES.get(style, NAMES["xbox"])[intent]
    return max(
        height,
        cached_text.text(word, max(8, height * 3 // 5), PLAIN, True).get_width() + height // 2,
    )


def glyph(surface: pygame.Surface, intent: Intent, style: str, box: pygame.Rect) -> None:
    """One button of the pad, fitted to ``box``'s height, from its left."""
    box = pygame.Rect(box.x, box.y, glyph_width(intent, style, box.height), box.height)
    if intent in FACE:
        _face(surface, intent, style, box)
    elif intent in ARROWS:
        _dpad(surface, intent, box)
    else:
        word = NAMES.get(style, NAMES["xbox"])[intent]
        pygame.draw.rect(surface, PLAIN, box, 0, box.height // 2)
        label = cached_text.text(word, max(8, box.height * 3 // 5), BODY, True)
        surface.blit(label, label.get_rect(center=box.center))


@lru_cache(maxsize=4)
def _backing(size: tuple[int, int], radius: int | None = None) -> pygame.Surface:
    """A dark rounded panel (a pill, unless ``radius`` is given)."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    panel.fill((0, 0, 0, 0))
    corner = size[1] // 2 if radius is None else radius
    pygame.draw.rect(panel, (8, 16, 20, 205), panel.get_rect(), 0, corner)
    return panel


def strip_rect(
    canvas: tuple[int, int], widths: int, scale: float, bottom: int | None = None
) -> pygame.Rect:
    height = theme.scaled(40, scale)
    rect = pygame.Rect(0, 0, widths + theme.scaled(24, scale), height)
    low = canvas[1] - theme.scaled(6, scale)
    rect.midbottom = (canvas[0] // 2, low if bottom is None else min(low, bottom))
    return rect


def draw(
    surface: pygame.Surface,
    prompts: Prompts,
    style: str,
    bottom: int | None = None,
    column: pygame.Rect | None = None,
) -> pygame.Rect | None:
    """The prompts where the screen wants them: a strip ending at ``bottom``, or stacked in
    ``column`` (`draw_column`); the rect drawn."""
    if column is not None:
        return draw_column(surface, prompts, style, column)
    return draw_strip(surface, prompts, style, bottom)


def _column_metrics(scale: float) -> tuple[int, int, int, int]:
    """A column's type size, button height, gap between rows and padding."""
    size, button = max(14, theme.scaled(17, scale)), theme.scaled(26, scale)
    return size, button, theme.scaled(6, scale), theme.scaled(10, scale)


def column_height(rows: int, scale: float) -> int:
    """How tall `draw_column` draws ``rows`` prompts at a layout ``scale``."""
    _size, button, gap, pad = _column_metrics(scale)
    return rows * button + (rows - 1) * gap + 2 * pad


def draw_column(
    surface: pygame.Surface, prompts: Prompts, style: str, box: pygame.Rect
) -> pygame.Rect | None:
    """The prompts one under another at the foot of ``box``, from its reading start (beside
    what a strip along the canvas's foot would cover: ODIN's hand); the rect drawn."""
    if not prompts:
        return None
    scale = theme.layout_scale(surface.get_size())
    size, button, gap, pad = _column_metrics(scale)
    inner = theme.scaled(6, scale)
    rows = [(intent, cached_text.text(_(label), size, theme.TEXT)) for intent, label in prompts]
    widths = [glyph_width(i, style, button) + inner + w.get_width() for i, w in rows]
    height = column_height(len(rows), scale)
    rect = pygame.Rect(0, 0, min(box.width, max(widths) + 2 * pad), height)
    rtl = is_rtl()
    if rtl:
        rect.bottomright = box.bottomright
    else:
        rect.bottomleft = box.bottomleft
    surface.blit(_backing(rect.size, pad), rect)
    y = rect.y + pad
    for intent, words in rows:
        gw = glyph_width(intent, style, button)
        x = rect.right - pad - gw if rtl else rect.x + pad
        glyph(surface, intent, style, pygame.Rect(x, y, gw, button))
        place = (x - inner, y + button // 2) if rtl else (x + gw + inner, y + button // 2)
        surface.blit(words, words.get_rect(**{"midright" if rtl else "midleft": place}))
        y += button + gap
    return rect


def draw_strip(
    surface: pygame.Surface, prompts: Prompts, style: str, bottom: int | None = None
) -> pygame.Rect | None:
    """The prompts in a row across the canvas, in reading order, ending at ``bottom`` (None:
    the canvas's foot); the rect drawn."""
    if not prompts:
        return None
    scale = theme.layout_scale(surface.get_size())
    size, button = max(14, theme.scaled(17, scale)), theme.scaled(28, scale)
    gap, inner = theme.scaled(18, scale), theme.scaled(6, scale)
    pieces = []
    for intent, label in prompts:
        words = cached_text.text(_(label), size, theme.TEXT)
        pieces.append(
            (intent, words, glyph_width(intent, style, button) + inner + words.get_width())
        )
    total = sum(width for *_rest, width in pieces) + gap * (len(pieces) - 1)
    rect = strip_rect(surface.get_size(), total, scale, bottom)
    surface.blit(_backing(rect.size), rect)
    rtl = is_rtl()
    x = rect.right - theme.scaled(12, scale) if rtl else rect.x + theme.scaled(12, scale)
    for intent, words, width in pieces:
        left = x - width if rtl else x
        gw = glyph_width(intent, style, button)
        glyph_at = left + width - gw if rtl else left
        glyph(surface, intent, style, pygame.Rect(glyph_at, rect.centery - button // 2, gw, button))
        text_at = left if rtl else left + gw + inner
        surface.blit(words, words.get_rect(midleft=(text_at, rect.centery)))
        x = left - gap if rtl else left + width + gap
    return rect
