"""Whole SVG documents: space tiles, card faces and backs, pieces, symbols, the title art.

Every function returns the text of one SVG file (see gen.py for where each goes). Cards are
250 x 350 like ODIN's, on the same cream parchment with a double frame; the pictures are
the landscapes of scenes.py, the figures of figures.py and the pictograms of pictograms.py.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from devtools.art.ravens import figures, pictograms
from devtools.art.ravens.scenes import fir, mountain_peak, ridge, scene
from devtools.art.ravens.shapes import (
    circle,
    circle_d,
    document,
    ellipse,
    group,
    linear,
    num,
    path,
    polar,
    poly,
    radial,
    rect,
    rounded_rect_d,
)
from devtools.art.ravens.symbols import badge, odin_head
from devtools.art.svgkit import cinzel, mix, text_path
from odin_desktop.scenes.ravens.art import (
    CARD_H,
    CARD_W,
    INK,
    LANDSCAPE_COLOURS,
    ODIN,
    ODIN_FIELD,
    ODIN_GOLD,
    ODIN_PANELS,
    ODIN_RULE,
    PARCHMENT,
    SEATS,
    TILE_BOTTOM,
    TILE_H,
    TILE_TOP,
    TILE_W,
    TITLE_H,
    TITLE_W,
)

W, H = CARD_W, CARD_H
EDGE = "#9C8B6A"  # the card's cut edge, as ODIN's
PAPER_EDGE = "#E4D3AE"
TILES_MARK = "<!-- tiles -->"
# Old Norse names on the flight cards' banners (language-neutral, as ODIN's archetypes).
NORSE = {"F": "SKÓGR", "M": "FJALL", "L": "VATN", "P": "VÖLLR", "S": "SNJÓR"}
BADGE_R = 21.0  # a tile's symbol badge
BADGE_AT = (26.0, 26.0)


def frame_colour(code: str) -> str:
    """A landscape's frame ink: its key colour, deepened where the key is too light."""
    c = LANDSCAPE_COLOURS[code][1]
    return {"M": mix(c, INK, 0.35), "P": mix(c, "#7A4E0E", 0.55), "S": "#5F7F9E"}.get(code, c)


def paper(gid: str) -> str:
    return linear(gid, 0, 0, 0, H, [(0, PARCHMENT), (1, mix(PARCHMENT, PAPER_EDGE, 0.7))])


def card_outline() -> str:
    return rect(1, 1, W - 2, H - 2, 16, "none", EDGE, 2)


def card_ring(gid: str, holes: str) -> str:
    """Parchment over everything outside `holes` (even-odd): the frame hides the pictures'
    edges without clipping."""
    d = rounded_rect_d(1, 1, W - 2, H - 2, 16) + " " + holes
    return f'<path d="{d}" fill="url(#{gid})" fill-rule="evenodd"/>'


def norse_name(text: str, cx: float, baseline: float, cap: float, fill: str) -> str:
    d, _ = text_path(cinzel(700), text, cx, baseline, cap, tracking=cap * 0.08)
    return path(d, fill)


# --------------------------------------------------------------------------- tiles
def tile(code: str) -> str:
    """One space tile, 228 x 160: the landscape and its symbol badge (ids start with code)."""
    defs, body = scene(code, TILE_W, TILE_H, code)
    return document(TILE_W, TILE_H, defs, body + badge(code, *BADGE_AT, BADGE_R))


def landscape_frame() -> str:
    """The landscape card without its tiles; the loader puts two tiles at TILES_MARK."""
    holes = " ".join(rounded_rect_d(x, y, TILE_W, TILE_H, 6) for x, y in (TILE_TOP, TILE_BOTTOM))
    lines = "".join(
        rect(x, y, TILE_W, TILE_H, 6, "none", mix(INK, PARCHMENT, 0.25), 1.6)
        for x, y in (TILE_TOP, TILE_BOTTOM)
    )
    mid = (TILE_TOP[1] + TILE_H + TILE_BOTTOM[1]) / 2
    knot = path(
        poly([(W / 2 - 7, mid), (W / 2, mid - 3.2), (W / 2 + 7, mid), (W / 2, mid + 3.2)]),
        ODIN_GOLD,
        mix(INK, PARCHMENT, 0.3),
        0.8,
    )
    body = (
        rect(1, 1, W - 2, H - 2, 16, PARCHMENT)
        + TILES_MARK
        + card_ring("lf-paper", holes)
        + lines
        + knot
        + card_outline()
    )
    return document(W, H, paper("lf-paper"), body)


# --------------------------------------------------------------------------- backs
def _lattice(colour: str, opacity: float) -> str:
    d = []
    for i in range(-16, 17):
        x = W / 2 + i * 18
        d.append(f"M{x - 175},0 L{x + 175},350 M{x + 175},0 L{x - 175},350")
    return path(" ".join(d), "none", colour, 1, opacity=opacity)


def _back_base(gid: str, field: str, metal: str) -> tuple[str, str]:
    deep = mix(field, "#000000", 0.4)
    defs = radial(gid, W / 2, H / 2, 215, [(0, mix(field, "#FFFFFF", 0.1)), (1, deep)])
    body = (
        rect(1, 1, W - 2, H - 2, 16, "#F2E6CC", "#8A7650", 2)
        + rect(9, 9, W - 18, H - 18, 10, f"url(#{gid})")
        + _lattice(metal, 0.14)
        + rect(17, 17, W - 34, H - 34, 6, "none", metal, 2.5)
        + rect(22, 22, W - 44, H - 44, 4, "none", metal, 1, opacity=0.7)
    )
    return defs, body


def landscape_back() -> str:
    """The landscape deck's back: umber, a world tree ringed by the five symbols."""
    field, metal = "#5B3F28", ODIN_GOLD
    defs, body = _back_base("lb-bg", field, metal)
    cx, cy = W / 2, H / 2
    deep = mix(field, "#000000", 0.45)
    body += circle(cx, cy, 58, deep, metal, 3) + circle(cx, cy, 52, "none", metal, 1.2)
    body += group(_world_tree(metal), f"translate({cx},{cy}) scale(0.46)")
    for i, code in enumerate(LANDSCAPE_COLOURS):
        x, y = polar(cx, cy, 84, -90 + i * 72)
        body += circle(x, y, 20.5, deep, metal, 2) + badge(code, x, y, 17, rim=metal)
    body += path("M125,26 L132,38 L125,50 L118,38 Z M125,324 L132,312 L125,300 L118,312 Z", metal)
    return document(W, H, defs, body)


def _world_tree(colour: str) -> str:
    """Yggdrasil: a trunk, three roots and a round crown of branches, in one colour."""
    trunk = path("M-10,70 C-8,40 -8,10 -6,-10 L6,-10 C8,10 8,40 10,70 Z", colour)
    roots = path(
        "M-8,64 C-30,70 -50,76 -70,92 M8,64 C30,70 50,76 70,92 M0,70 L0,96", "none", colour, 7
    )
    branches = path(
        "M0,-6 C-20,-20 -40,-30 -66,-30 M0,-6 C20,-20 40,-30 66,-30 M0,-8 C-12,-40 -30,-60 "
        "-44,-78 M0,-8 C12,-40 30,-60 44,-78 M0,-10 L0,-96",
        "none",
        colour,
        6.5,
    )
    leaves = "".join(circle(*polar(0, -34, 64, a), 11, colour) for a in range(-180, 1, 20))
    return roots + trunk + branches + leaves + circle(0, -34, 68, "none", colour, 3)


def seat_back(seat: int) -> str:
    """A player's card back: Hugin's indigo and gold, round medallion and flying raven;
    Munin's crimson and silver, shield medallion and perched raven; each named."""
    name, field, metal = SEATS[seat]
    gid = f"{name}-bg"
    defs, body = _back_base(gid, field, metal)
    cx, cy = W / 2, 160
    deep = mix(field, "#000000", 0.45)
    if seat == 0:
        body += circle(cx, cy, 84, deep, metal, 3) + circle(cx, cy, 76, "none", metal, 1.2)
        ticks = " ".join(
            f"M{num(polar(cx, cy, 78.5, a)[0])},{num(polar(cx, cy, 78.5, a)[1])} "
            f"L{num(polar(cx, cy, 82, a)[0])},{num(polar(cx, cy, 82, a)[1])}"
            for a in range(0, 360, 10)
        )
        body += path(ticks, "none", metal, 1.6)
        emblem = figures.flying_raven(metal, mix(metal, deep, 0.55), deep)
        body += group(emblem, f"translate({cx},{cy}) scale(0.66)")
    else:
        shield = _shield_d(cx, cy - 4, 168, 176)
        inner = _shield_d(cx, cy - 4, 154, 162)
        body += path(shield, deep, metal, 3) + path(inner, "none", metal, 1.2)
        emblem = figures.perched_raven(metal, mix(metal, deep, 0.55), deep, perch=metal)
        body += group(emblem, f"translate({cx - 4},{cy - 6}) scale(0.68)")
    body += norse_name(name.upper() + "N", cx, 290, 17, metal)
    body += path(f"M{cx - 60},298 H{cx + 60}", "none", metal, 1.2, opacity=0.8)
    body += path("M125,28 L132,40 L125,52 L118,40 Z", metal)
    return document(W, H, defs, body)


def _shield_d(cx: float, cy: float, w: float, h: float) -> str:
    """A heater shield centred on (cx, cy): flat top, curved sides meeting in a point."""
    x0, x1, top, bottom = cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2
    shoulder = top + h * 0.42
    return (
        f"M{num(x0)},{num(top)} H{num(x1)} V{num(shoulder)} "
        f"C{num(x1)},{num(shoulder + h * 0.3)} {num(cx + w * 0.22)},{num(bottom - h * 0.08)} "
        f"{num(cx)},{num(bottom)} "
        f"C{num(cx - w * 0.22)},{num(bottom - h * 0.08)} {num(x0)},{num(shoulder + h * 0.3)} "
        f"{num(x0)},{num(shoulder)} Z"
    )


# --------------------------------------------------------------------------- flight cards
def _index_tab(code: str, colour: str, gid: str) -> str:
    tab = path("M14,9 H66 V84 L40,100 L14,84 Z", f"url(#{gid})", colour, 2)
    return tab + badge(code, 40, 46, 22)


def flight(code: str) -> str:
    """A flight card: the landscape filling the face, its symbol in two corner tabs and its
    Old Norse name on a banner."""
    colour = frame_colour(code)
    uid = f"fl{code}"
    sdefs, sbody = scene(code, 230, 330, uid, horizon=0.33)
    hole = rounded_rect_d(10, 10, 230, 330, 9)
    tab = _index_tab(code, colour, "fl-paper")
    banner = path(
        "M62,306 H176 L170,318 L176,330 H62 L68,318 Z", "url(#fl-paper)", colour, 1.8
    ) + norse_name(NORSE[code], 119, 323, 10.5, INK)
    body = (
        rect(1, 1, W - 2, H - 2, 16, PARCHMENT)
        + group(sbody, "translate(10,10)")
        + card_ring("fl-paper", hole)
        + rect(10, 10, 230, 330, 9, "none", colour, 3)
        + rect(14.5, 14.5, 221, 321, 6, "none", "#FFFFFF", 1, opacity=0.55)
        + banner
        + tab
        + group(tab, f"rotate(180 {W / 2} {H / 2})")
        + card_outline()
    )
    return document(W, H, paper("fl-paper") + sdefs, body)


# --------------------------------------------------------------------------- Odin cards
ROMAN = {"O1": "I", "O2": "II", "O3": "III", "O4": "IV"}


def _night(gid: str, x: float, y: float, h: float) -> str:
    return linear(gid, 0, y, 0, y + h, [(0, "#1B2440"), (1, "#3A3F6B")])


def _stars(
    rng: random.Random,
    x0: float,
    y0: float,
    x1: float,
    y1: float,
    n: int,
    avoid: Sequence[tuple[float, float, float]] = (),
) -> str:
    out = ""
    while n:
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        if any(math.hypot(x - ax, y - ay) < ar for ax, ay, ar in avoid):
            continue
        out += circle(x, y, rng.uniform(0.5, 1.4), "#FFF6D8", opacity=rng.uniform(0.5, 0.95))
        n -= 1
    return out


def odin_card(code: str) -> str:
    """An Odin card: a night header with Odin between two ravens and the card's numeral, then
    two panels, each a pictogram over room for its translated text, joined by a knot (or)."""
    rng = random.Random(code)
    frame = ODIN_FIELD
    header = rounded_rect_d(12, 12, 226, 80, 8)
    defs = (
        paper("od-paper")
        + _night("od-night", 0, 12, 80)
        + radial("od-sky", 150, 48, 36, [(0, "#7D8FBF"), (1, "#2C3560")])
    )
    body = rect(1, 1, W - 2, H - 2, 16, "url(#od-paper)")
    body += rect(7, 7, W - 14, H - 14, 11, "none", frame, 3)
    body += rect(11.5, 11.5, W - 23, H - 23, 8, "none", frame, 1, opacity=0.5)
    body += path(header, "url(#od-night)", ODIN_GOLD, 1.6)
    body += _stars(rng, 70, 16, 234, 88, 26, [(150, 52, 44)])
    # Index: Odin's glyph over the numeral, readable in a fan.
    body += group(_odin_glyph(), "translate(40,40) scale(0.42)")
    body += norse_name(ROMAN[code], 40, 84, 17, ODIN_GOLD)
    # Odin in a roundel between his ravens.
    body += circle(150, 52, 34, "url(#od-sky)")
    body += group(
        figures.odin("#EBCDAE", "#D6D2CA", "#3E3D58", "#2B3A66", INK, ODIN_GOLD),
        "translate(150,58) scale(0.3)",
    )
    ring = path(
        circle_d(150, 52, 39.5) + " " + circle_d(150, 52, 34),
        "url(#od-night)",
        extra='fill-rule="evenodd"',
    )
    body += ring + circle(150, 52, 34, "none", ODIN_GOLD, 2.5)
    for x, facing in ((92, 1), (208, -1)):  # Odin's ravens, turned to him
        body += group(
            figures.rimmed(figures.perched_raven, ODIN_GOLD, 6),
            f"translate({x},50) scale({0.25 * facing},0.25)",
        )
    for (x, y, w, h), draw in zip(ODIN_PANELS, pictograms.PICTOGRAMS[code], strict=True):
        body += rect(x, y, w, h, 8, mix(PARCHMENT, "#FFFFFF", 0.45), mix(ODIN_GOLD, INK, 0.2), 1.4)
        body += group(draw(), f"translate({W / 2},{y + ODIN_RULE / 2 + 1}) scale(1.12)")
        rule = y + ODIN_RULE
        body += path(f"M{x + 14},{rule} H{x + w - 14}", "none", ODIN_GOLD, 0.8, opacity=0.8)
    knot_y = (ODIN_PANELS[0][1] + ODIN_PANELS[0][3] + ODIN_PANELS[1][1]) / 2
    body += path(f"M40,{knot_y} H110 M140,{knot_y} H210", "none", ODIN_GOLD, 1.2)
    body += path(
        poly([(125 - 9, knot_y), (125, knot_y - 5), (125 + 9, knot_y), (125, knot_y + 5)]),
        ODIN_GOLD,
        INK,
        1,
    )
    return document(W, H, defs, body + card_outline())


def _odin_glyph() -> str:
    return odin_head(ODIN_GOLD)


# --------------------------------------------------------------------------- Magic Way
MEDALLIONS = ((W / 2, 96.0), (W / 2, 254.0))
MEDALLION_R = 66.0


def _medallion_picture(code: str, cx: float, cy: float, uid: str) -> tuple[str, str]:
    """(defs, body) of a medallion's picture, larger than its circle (masked afterwards)."""
    r = MEDALLION_R
    if code == ODIN:
        defs = radial(f"{uid}-sky", cx, cy - 10, r * 1.1, [(0, "#8FA3CF"), (1, "#2E3A6A")])
        pic = circle(cx, cy, r + 2, f"url(#{uid}-sky)") + group(
            figures.odin("#EBCDAE", "#D6D2CA", "#3E3D58", "#2B3A66", INK, ODIN_GOLD),
            f"translate({cx},{cy + 12}) scale(0.62)",
        )
        return defs, pic
    box = r + 8
    defs, pic = scene(code, 2 * box, 2 * box, uid)
    return defs, group(pic, f"translate({cx - box},{cy - box})")


MAGIC_TRAIL = (
    "M36,332 C24,300 44,270 34,240 C26,212 40,190 80,178 C110,170 140,180 170,172 "
    "C204,164 222,150 214,120 C206,92 226,64 214,34 C210,24 214,18 218,14"
)


def magic_way(code: str) -> str:
    """A Magic Way card: a night sky with a winding trail of light between two medallions,
    each showing one picture (a landscape or Odin) with its symbol."""
    pictures = code.split("+")
    defs = linear("mw-bg", 0, 0, 0, H, [(0, "#1E2446"), (0.5, "#2E2A5A"), (1, "#1A2D45")])
    body = rect(1, 1, W - 2, H - 2, 16, "#F2E6CC", "#8A7650", 2)
    body += rect(9, 9, W - 18, H - 18, 10, "url(#mw-bg)")
    for i, (letter, (cx, cy)) in enumerate(zip(pictures, MEDALLIONS, strict=True)):
        d, b = _medallion_picture(letter, cx, cy, f"mw{i}")
        defs += d
        body += b
    # The night over everything but the two round windows (nanosvg cannot clip).
    holes = " ".join(circle_d(cx, cy, MEDALLION_R) for cx, cy in MEDALLIONS)
    body += path(
        rounded_rect_d(9, 9, W - 18, H - 18, 10) + " " + holes,
        "url(#mw-bg)",
        extra='fill-rule="evenodd"',
    )
    rng = random.Random(code)
    avoid = [(cx, cy, MEDALLION_R + 8) for cx, cy in MEDALLIONS]
    body += _stars(rng, 14, 14, W - 14, H - 14, 60, avoid)
    body += path(MAGIC_TRAIL, "none", "#9FE3D0", 6, opacity=0.16) + path(
        MAGIC_TRAIL, "none", "#E8F7EE", 1.5, opacity=0.7, extra='stroke-dasharray="2 5"'
    )
    for letter, (cx, cy) in zip(pictures, MEDALLIONS, strict=True):
        bx, by = polar(cx, cy, MEDALLION_R, 38)
        body += circle(cx, cy, MEDALLION_R, "none", INK, 5.5)
        body += circle(cx, cy, MEDALLION_R, "none", ODIN_GOLD, 3)
        body += badge(letter, bx, by, 17, rim=ODIN_GOLD)
    knot_y = (MEDALLIONS[0][1] + MEDALLIONS[1][1]) / 2
    knot = [(W / 2 - 12, knot_y), (W / 2, knot_y - 8), (W / 2 + 12, knot_y), (W / 2, knot_y + 8)]
    body += path(poly(knot), ODIN_GOLD, INK, 1.2)
    body += rect(17, 17, W - 34, H - 34, 6, "none", ODIN_GOLD, 2, opacity=0.9)
    return document(W, H, defs, body)


# --------------------------------------------------------------------------- pieces
def symbol(code: str) -> str:
    """A symbol badge alone, 100 x 100."""
    return document(100, 100, "", badge(code, 50, 50, 46))


def marker() -> str:
    """The Odin marker: a gold eight-lobed seal with Odin's glyph on night blue."""
    points = [polar(50, 50, 48 if i % 2 == 0 else 41, i * 22.5 - 90) for i in range(16)]
    seal = path(poly(points), ODIN_GOLD, INK, 2.6)
    defs = radial("mk-field", 46, 44, 40, [(0, mix(ODIN_FIELD, "#FFFFFF", 0.18)), (1, ODIN_FIELD)])
    body = (
        seal
        + circle(50, 50, 35, "url(#mk-field)", INK, 2)
        + circle(50, 50, 31, "none", ODIN_GOLD, 1.2)
        + group(_odin_glyph(), "translate(50,50) scale(0.5)")
    )
    return document(100, 100, defs, body)


def raven_token(seat: int) -> str:
    """A raven piece: Hugin round with a flying raven, Munin a shield with a perched one;
    a parchment rim keeps either visible on every landscape."""
    name, field, metal = SEATS[seat]
    deep = mix(field, "#000000", 0.35)
    defs = radial(f"{name}-tk", 44, 40, 52, [(0, mix(field, "#FFFFFF", 0.15)), (1, deep)])
    if seat == 0:
        body = (
            circle(50, 50, 48, PARCHMENT, INK, 2.6)
            + circle(50, 50, 42, f"url(#{name}-tk)", INK, 1.6)
            + circle(50, 50, 38.5, "none", metal, 1.6)
            + group(
                figures.flying_raven(metal, mix(metal, deep, 0.55), deep),
                "translate(50,51) scale(0.34)",
            )
        )
    else:
        body = (
            path(_shield_d(50, 50, 88, 96), PARCHMENT, INK, 2.6)
            + path(_shield_d(50, 49, 76, 84), f"url(#{name}-tk)", INK, 1.6)
            + path(_shield_d(50, 49, 68, 76), "none", metal, 1.6)
            + group(
                figures.perched_raven(metal, mix(metal, deep, 0.55), deep, perch=metal),
                "translate(49,47) scale(0.36)",
            )
        )
    return document(100, 100, defs, body)


# --------------------------------------------------------------------------- title
def title() -> str:
    """The menu illustration: Odin's two ravens racing at dawn over snowy heights,
    mountains, a forest, a lake and golden plains. No lettering (the menu adds its own)."""
    w, h = TITLE_W, TITLE_H
    hz = h * 0.58
    rng = random.Random("title")
    key = {c: v[1] for c, v in LANDSCAPE_COLOURS.items()}
    sun = (w * 0.66, hz - 16)
    defs = (
        linear(
            "tt-sky",
            0,
            0,
            0,
            hz,
            [(0, "#2C4A76"), (0.4, "#6E93BB"), (0.75, "#E9D2AE"), (1, "#F7DDB0")],
        )
        + radial(
            "tt-glow", *sun, 170, [(0, "#FFF6DA", 1), (0.3, "#FCE3AE", 0.55), (1, "#FCE3AE", 0)]
        )
        + linear(
            "tt-lake",
            0,
            hz,
            0,
            h,
            [(0, "#D9C9A8"), (0.15, mix(key["L"], "#FFFFFF", 0.45)), (1, mix(key["L"], INK, 0.2))],
        )
        + linear(
            "tt-field",
            0,
            h * 0.74,
            0,
            h,
            [(0, mix(key["P"], "#FFFFFF", 0.25)), (1, mix(key["P"], "#9A6414", 0.35))],
        )
        + radial("tt-vig", w / 2, h / 2, 300, [(0.62, "#101820", 0), (1, "#101820", 0.55)])
    )
    body = rect(0, 0, w, hz + 4, 0, "url(#tt-sky)")
    rays = []
    for i in range(9):
        a = math.radians(-170 + i * 20 + rng.uniform(-4, 4))
        b = a + math.radians(5)
        far = 420
        rays.append(
            f"M{num(sun[0])},{num(sun[1])} L{num(sun[0] + far * math.cos(a))},"
            f"{num(sun[1] + far * math.sin(a))} L{num(sun[0] + far * math.cos(b))},"
            f"{num(sun[1] + far * math.sin(b))} Z"
        )
    body += path(" ".join(rays), "#FFF3D0", opacity=0.12)
    body += circle(*sun, 170, "url(#tt-glow)")
    body += circle(*sun, 24, "#FFF9E8")
    body += _title_land(w, h, hz, key, rng)
    # The race: Hugin ahead and nearer, Munin close behind, dark against the dawn.
    for x, y, k in ((0.34, 0.3, 0.74), (0.75, 0.16, 0.44)):
        body += group(figures.flying_raven(), f"translate({num(w * x)},{num(h * y)}) scale({k})")
    body += rect(0, 0, w, h, 0, "url(#tt-vig)")
    body += rect(7, 7, w - 14, h - 14, 6, "none", ODIN_GOLD, 2, opacity=0.9)
    body += rect(11.5, 11.5, w - 23, h - 23, 4, "none", ODIN_GOLD, 0.8, opacity=0.6)
    return document(w, h, defs, body)


def _title_land(w: float, h: float, hz: float, key: dict[str, str], rng: random.Random) -> str:
    snow, rock = "#F8FAFA", key["M"]
    far_snow = mix(key["S"], "#9DB2C8", 0.35)
    out = ""
    for x, top in ((0.42, 52), (0.55, 40), (0.78, 56), (1.02, 44)):
        out += mountain_peak(
            (w * x, hz - top),
            w * x - 70,
            w * x + 70,
            hz + 4,
            rng,
            mix(far_snow, "#FFFFFF", 0.3),
            far_snow,
            snow,
        )
    # The sun is on the right: mountains are lit on their right faces.
    out += mountain_peak(
        (w * 0.9, hz - 96),
        w * 0.68,
        w + 60,
        hz + 30,
        rng,
        mix(rock, INK, 0.2),
        mix(rock, "#FFE8C0", 0.35),
        snow,
    )
    out += mountain_peak(
        (w * 0.14, hz - 126),
        -70,
        w * 0.46,
        hz + 30,
        rng,
        mix(rock, INK, 0.25),
        mix(rock, "#FFE8C0", 0.3),
        snow,
    )
    out += path(ridge(rng, w, hz - 4, 3, 30, h), mix(key["F"], "#C8C0A8", 0.45))
    # The lake, with the sun's path on it.
    out += rect(0, hz, w, h - hz, 0, "url(#tt-lake)")
    for i in range(24):
        t = i / 24
        y = hz + 4 + t * (h - hz) * 0.55
        half = 5 + 42 * t * rng.uniform(0.5, 1.0)
        x = w * 0.66 + rng.uniform(-8, 8) * (1 + 3 * t)
        out += path(
            f"M{num(x - half)},{num(y)} H{num(x + half)}",
            "none",
            "#FFF4D6",
            1 + 1.4 * t,
            opacity=0.8,
        )
    # The forest on the left shore, stepping down to the water.
    shore = (
        f"M-4,{num(hz - 2)} L{num(w * 0.3)},{num(hz + 2)} C{num(w * 0.33)},{num(hz + 20)} "
        f"{num(w * 0.26)},{num(hz + 60)} {num(w * 0.2)},{num(h + 4)} L-4,{num(h + 4)} Z"
    )
    out += path(shore, mix(key["F"], INK, 0.3), INK, 1.4)
    for row, (base, size) in enumerate(((hz + 10, 34), (hz + 36, 58), (h + 8, 96))):
        x = -8.0
        limit = w * (0.3 - 0.04 * row)
        while x < limit:
            k = rng.uniform(0.7, 1.0)
            out += fir(
                x,
                base + rng.uniform(-2, 2),
                size * k,
                size * k * 0.46,
                mix(key["F"], "#FFFFFF", 0.2 - 0.08 * row),
                mix(key["F"], INK, 0.35),
                outline=row > 0,
            )
            x += size * rng.uniform(0.2, 0.32)
    # Golden plains in front on the right: fields, furrows, a runestone, wheat.
    field = (
        f"M{num(w * 0.44)},{num(h + 4)} C{num(w * 0.52)},{num(h * 0.82)} "
        f"{num(w * 0.72)},{num(h * 0.76)} {num(w + 4)},{num(h * 0.75)} "
        f"L{num(w + 4)},{num(h + 4)} Z"
    )
    out += path(field, "url(#tt-field)", INK, 1.6)
    for i, y in enumerate((0.8, 0.86, 0.93)):
        out += path(
            f"M{num(w * (0.57 - 0.03 * i))},{num(h * (y + 0.04))} C{num(w * 0.7)},{num(h * y)} "
            f"{num(w * 0.85)},{num(h * (y - 0.02))} {num(w + 4)},{num(h * (y - 0.03))}",
            "none",
            mix(key["P"], "#9A6414", 0.4),
            2,
            opacity=0.6,
        )
    sx, sy = w * 0.86, h * 0.84
    out += path(
        f"M{num(sx - 9)},{num(sy)} L{num(sx - 8)},{num(sy - 30)} C{num(sx - 6)},{num(sy - 40)} "
        f"{num(sx + 6)},{num(sy - 40)} {num(sx + 8)},{num(sy - 30)} L{num(sx + 9)},{num(sy)} Z",
        mix(rock, "#FFFFFF", 0.25),
        INK,
        1.4,
    )
    band = (  # the carved serpent band that frames a runestone's text
        f"M{num(sx - 5)},{num(sy - 2)} L{num(sx - 5)},{num(sy - 29)} C{num(sx - 4)},"
        f"{num(sy - 36)} {num(sx + 4)},{num(sy - 36)} {num(sx + 5)},{num(sy - 29)} "
        f"L{num(sx + 5)},{num(sy - 2)}"
    )
    out += path(band, "none", mix(rock, INK, 0.45), 1.3)
    stalks, heads = [], ""
    for _ in range(90):
        x = rng.uniform(w * 0.5, w)
        tip = h - rng.uniform(10, 28) * (0.5 + (x - w * 0.45) / w)
        lean = rng.uniform(-3, 3)
        stalks.append(f"M{num(x)},{num(h + 2)} L{num(x + lean)},{num(tip)}")
        heads += ellipse(
            x + lean,
            tip - 2,
            1.6,
            4,
            mix(key["P"], "#FFFFFF", 0.2),
            mix(key["P"], "#6B430C", 0.6),
            0.6,
            angle=lean * 4,
        )
    out += path(" ".join(stalks), "none", mix(key["P"], "#6B430C", 0.55), 1.2) + heads
    return out
