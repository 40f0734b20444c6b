"""The landscape symbols (and Odin's), drawn as simple glyphs, and the badge that holds one.

Each glyph is a bold single-colour shape in a 100 x 100 box centred on (0, 0), chosen so the
five differ in outline, not only in colour: a fir (a tall stack of tiers on a trunk), two
peaks (wide, low), three waves (horizontal lines), three ears of wheat (a fan, wide at the
top) and a snowflake (six arms). Odin is a wanderer's hat over a one-eyed face and a long beard.
"""

from __future__ import annotations

from devtools.art.ravens.shapes import circle, ellipse, group, num, path, polar, poly
from devtools.art.svgkit import mix
from odin_desktop.scenes.ravens.art import DARK_GLYPH_ON, INK, ODIN, badge_colours


def fir(fg: str) -> str:
    right = [(14, -26), (7, -26), (23, -3), (12, -3), (31, 21), (8, 21), (8, 46)]
    left = [(-x, y) for x, y in reversed(right)]
    return path(poly([(0, -48), *right, *left]), fg, fg, 2)


def peaks(fg: str, cut: str) -> str:
    body = path(poly([(-50, 38), (-10, -40), (12, 2), (26, -17), (50, 38)]), fg, fg, 3)
    cap = path("M-22.3,-16 L-15,-9 L-8,-17 L-2,-10 L2.6,-16", "none", cut, 5)
    return body + cap


def waves(fg: str) -> str:
    d = " ".join(f"M-42,{y} Q-31.5,{y - 12} -21,{y} T0,{y} T21,{y} T42,{y}" for y in (-24, 0, 24))
    return path(d, "none", fg, 9.5)


def wheat(fg: str) -> str:
    """Three ears of wheat fanned from one tied bunch: wide at the top, unlike the fir."""
    ear = path("M0,0 L0,-58", "none", fg, 4.4) + ellipse(0, -82, 3.8, 9.5, fg)
    for y in (-70, -58, -46):
        ear += ellipse(-5.2, y, 3.6, 8.5, fg, angle=-24) + ellipse(5.2, y, 3.6, 8.5, fg, angle=24)
    ears = "".join(group(ear, f"translate(0,46) rotate({a})") for a in (-32, 0, 32))
    tie = ellipse(0, 30, 8, 4, fg)
    return ears + tie


def snowflake(fg: str) -> str:
    d = []
    for k in range(6):
        a = k * 60 - 90
        x, y = polar(0, 0, 44, a)
        d.append(f"M0,0 L{num(x)},{num(y)}")
        bx, by = polar(0, 0, 24, a)
        for side in (-1, 1):
            ex, ey = polar(bx, by, 15, a + side * 50)
            d.append(f"M{num(bx)},{num(by)} L{num(ex)},{num(ey)}")
    return path(" ".join(d), "none", fg, 7.5)


def odin_head(fg: str) -> str:
    """Odin: a wanderer's broad hat, one eye (a patch on the other) and a long pointed beard."""
    crown = path("M-21,-14 C-19,-32 -11,-46 3,-48 C14,-45 20,-31 22,-14 Z", fg, fg, 2)
    brim = ellipse(0, -12, 48, 8.5, fg)
    beard = path(
        "M-25,3 C-24,28 -12,42 0,54 C12,42 24,28 25,3 C17,10 8,12 0,8 C-8,12 -17,10 -25,3 Z",
        fg,
    )
    eye = circle(-10, -1, 4.2, fg)
    patch = ellipse(10, -1, 7, 5.5, fg) + path("M14,-4 L25,-9", "none", fg, 3)
    nose = path("M0,-3 L-2,5", "none", fg, 3)
    return crown + brim + beard + eye + patch + nose


def glyph(code: str, fg: str, cut: str) -> str:
    """The glyph of a landscape letter or "O", in colour `fg` (`cut` colours inner marks)."""
    draw = {
        "F": lambda: fir(fg),
        "M": lambda: peaks(fg, cut),
        "L": lambda: waves(fg),
        "P": lambda: wheat(fg),
        "S": lambda: snowflake(fg),
        ODIN: lambda: odin_head(fg),
    }
    return draw[code]()


def badge(code: str, cx: float, cy: float, r: float, rim: str = INK) -> str:
    """A round badge of radius r: the key colour, a fine inner ring and the glyph."""
    field, fg = badge_colours(code)
    ring = mix(field, "#FFFFFF", 0.5) if code not in DARK_GLYPH_ON else mix(field, INK, 0.35)
    scale = r * 0.0128
    return (
        circle(cx, cy, r, field, rim, max(1.2, r * 0.09))
        + circle(cx, cy, r * 0.84, "none", ring, max(0.6, r * 0.035))
        + group(glyph(code, fg, field), f"translate({num(cx)},{num(cy)}) scale({num(scale)})")
    )
