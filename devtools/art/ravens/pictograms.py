"""The Odin cards' eight actions as pictograms (no words: the game adds translated text).

Each pictogram fits a box of about 190 x 62 units centred on (0, 0) and is built from small
landscape cards (two key-coloured halves with their symbols), face-down cards, raven chips,
the Odin marker and gold arrows with ink rims.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from devtools.art.ravens.figures import perched_raven
from devtools.art.ravens.shapes import circle, group, num, path, poly, rect
from devtools.art.ravens.symbols import badge, glyph
from devtools.art.svgkit import cinzel, text_path
from odin_desktop.scenes.ravens.art import INK, ODIN_GOLD, PARCHMENT, badge_colours

Point = tuple[float, float]
ARROW = ODIN_GOLD
CARD_W, CARD_H = 26.0, 36.4  # a small card, 250:350
BACK = "#4A3F6E"
CROSS = "#C8463C"


def mini_card(cx: float, cy: float, top: str, bottom: str, new: bool = False) -> str:
    """A landscape card `top``bottom` centred on (cx, cy): two key-coloured halves with their
    symbols; a `new` card is ringed in gold."""
    x, y = cx - CARD_W / 2, cy - CARD_H / 2
    out = rect(x, y, CARD_W, CARD_H, 3, PARCHMENT, INK, 1.6)
    half = CARD_H / 2 - 3.5
    for i, code in enumerate((top, bottom)):
        hy = y + 2.5 + i * (half + 1.5)
        field, fg = badge_colours(code)
        out += rect(x + 2.5, hy, CARD_W - 5, half, 1.5, field)
        out += group(
            glyph(code, fg, field), f"translate({num(cx)},{num(hy + half / 2)}) scale(0.11)"
        )
    if new:
        out += rect(x - 3, y - 3, CARD_W + 6, CARD_H + 6, 5, "none", ARROW, 2)
    return out


def face_down(cx: float, cy: float) -> str:
    """A small face-down card (a card of a player's stack)."""
    x, y = cx - CARD_W / 2, cy - CARD_H / 2
    return (
        rect(x, y, CARD_W, CARD_H, 3, BACK, INK, 1.6)
        + rect(x + 3, y + 3, CARD_W - 6, CARD_H - 6, 2, "none", ODIN_GOLD, 1)
        + circle(cx, cy, 3.6, ODIN_GOLD)
    )


def _head(tip: Point, angle: float, size: float) -> str:
    """An arrowhead at `tip` pointing at `angle` degrees."""
    a = math.radians(angle)
    back = (tip[0] - size * math.cos(a), tip[1] - size * math.sin(a))
    side = size * 0.62
    left = (back[0] + side * math.sin(a), back[1] - side * math.cos(a))
    right = (back[0] - side * math.sin(a), back[1] + side * math.cos(a))
    return path(poly([tip, left, right]), ARROW, INK, 1.6)


def arrow(d: str, tip: Point, angle: float, width: float = 4.0, head: float = 10.0) -> str:
    """A gold arrow along path `d`, which should end about `head` * 0.6 short of `tip`."""
    return (
        path(d, "none", INK, width + 3.2) + path(d, "none", ARROW, width) + _head(tip, angle, head)
    )


def raven_chip(cx: float, cy: float, r: float = 12.0, opacity: float = 1.0) -> str:
    """A raven on a parchment chip (either player's: the card is used by both)."""
    chip = circle(cx, cy, r, PARCHMENT, INK, 1.6) + group(
        perched_raven(),
        f"translate({num(cx - r * 0.06)},{num(cy - r * 0.04)}) scale({num(r * 0.0105)})",
    )
    return group(chip, opacity=opacity)


def marker_token(cx: float, cy: float, r: float) -> str:
    return badge("O", cx, cy, r) + circle(cx, cy, r + 1.3, "none", ODIN_GOLD, 1.6)


def spaces(
    cx: float, cy: float, codes: str, size: float = 26.0, gap: float = 5.0
) -> tuple[str, list[float]]:
    """A row of path spaces (key-coloured squares with symbols); returns (svg, centres)."""
    total = len(codes) * size + (len(codes) - 1) * gap
    x0 = cx - total / 2
    out, centres = "", []
    for i, code in enumerate(codes):
        x = x0 + i * (size + gap)
        field, fg = badge_colours(code)
        out += rect(x, cy - size / 2, size, size, 3, field, INK, 1.6)
        out += group(
            glyph(code, fg, field), f"translate({num(x + size / 2)},{num(cy)}) scale(0.16)"
        )
        centres.append(x + size / 2)
    return out, centres


def label(text: str, x: float, y: float, cap: float = 18) -> str:
    """A number ("+2", "-1") in gold Cinzel with an ink rim; y is its vertical centre."""
    d, _ = text_path(cinzel(800), text, x, y + cap / 2, cap, anchor="middle")
    return path(d, ODIN_GOLD, INK, 1.3)


def marker_on_space() -> str:
    """O1, first: put the Odin marker on an empty space."""
    row = mini_card(-8, 8, "F", "L") + mini_card(24, 8, "M", "P") + mini_card(56, 8, "S", "F")
    target = rect(24 - 11.5, 8 - CARD_H / 2 + 1.5, 23, CARD_H / 2 - 2, 2.5, "none", ARROW, 2.4)
    drop = arrow("M-44,-12 C-30,-30 4,-30 14,-12", (19, -6), 58)
    return row + target + drop + marker_token(-56, -2, 13)


def swap_cards() -> str:
    """O1, second: swap two landscape cards (neither is turned)."""
    cards = mini_card(-30, 0, "F", "M") + mini_card(30, 0, "L", "S")
    over = arrow("M-24,-21 C-12,-34 10,-34 20,-25", (26, -20), 42)
    under = arrow("M24,21 C12,34 -10,34 -20,25", (-26, 20), 222)
    return cards + over + under


def arrange_stack() -> str:
    """O2, first: put your stack's cards in any order."""
    pile = "".join(face_down(-38 + i * 5, 6 - i * 5) for i in range(4))
    loop = arrow("M10,-14 C22,-32 48,-30 54,-12", (56, -5), 72) + arrow(
        "M50,16 C38,34 12,32 6,14", (4, 7), 252
    )
    return pile + loop


def add_two() -> str:
    """O2, second: add 2 landscape cards after the last card."""
    row = mini_card(-70, 4, "P", "F") + mini_card(-40, 4, "F", "L")
    added = mini_card(2, 4, "M", "S", new=True) + mini_card(36, 4, "L", "P", new=True)
    slide = arrow("M62,-20 C50,-30 30,-30 24,-24", (18, -20), 150, 3.4, 9)
    return row + added + slide + label("+2", 74, 8, 20)


def turn_card() -> str:
    """O3, first: turn one landscape card 180 degrees."""
    card = mini_card(-34, 0, "F", "L")
    # Three quarters of a turn around the card, then the card as it lies afterwards.
    r = 29.0
    start, end = -60.0, 200.0
    sx, sy = -34 + r * math.cos(math.radians(start)), r * math.sin(math.radians(start))
    ex, ey = -34 + r * math.cos(math.radians(end)), r * math.sin(math.radians(end))
    d = f"M{num(sx)},{num(sy)} A{num(r)},{num(r)} 0 1,1 {num(ex)},{num(ey)}"
    tip = (-34 + r * math.cos(math.radians(end + 14)), r * math.sin(math.radians(end + 14)))
    turn = arrow(d, tip, end + 14 + 90, 3.6, 10)
    then = arrow("M8,0 L20,0", (27, 0), 0, 3.2, 8)
    return card + turn + then + mini_card(50, 0, "L", "F")


def remove_card() -> str:
    """O3, second: remove one landscape card; the row closes up."""
    row = mini_card(-46, 6, "F", "M") + mini_card(46, 6, "P", "S")
    lifted = mini_card(0, -6, "L", "F")
    cross_d = "M-13,-22 L13,10 M13,-22 L-13,10"
    cross = path(cross_d, "none", INK, 7.4) + path(cross_d, "none", CROSS, 4.4)
    close = arrow("M-32,24 L-16,24", (-10, 24), 0, 3.2, 8) + arrow(
        "M32,24 L16,24", (10, 24), 180, 3.2, 8
    )
    return row + lifted + cross + close


def _hop(start: int, end: int, text: str) -> str:
    """A raven chip moving one space along a row of three, its old place faded."""
    strip, xs = spaces(-16, 14, "FLM", size=30, gap=7)
    x0, x1 = xs[start], xs[end]
    way = 1 if end > start else -1
    d = f"M{num(x0)},-4 C{num(x0)},-28 {num(x1 - 6 * way)},-32 {num(x1 - 2 * way)},-10"
    return (
        strip
        + raven_chip(x0, 14, 13, opacity=0.3)
        + raven_chip(x1, 14, 13)
        + arrow(d, (x1 - 1 * way, -3), 90 - 12 * way, 3.6, 9)
        + label(text, 62, 14, 20)
    )


def raven_back() -> str:
    """O4, first: the opponent's raven 1 space back."""
    return _hop(2, 1, "-1")


def raven_forward() -> str:
    """O4, second: your own raven 1 space forward."""
    return _hop(0, 1, "+1")


PICTOGRAMS: dict[str, tuple[Callable[[], str], Callable[[], str]]] = {
    "O1": (marker_on_space, swap_cards),
    "O2": (arrange_stack, add_two),
    "O3": (turn_card, remove_card),
    "O4": (raven_back, raven_forward),
}
