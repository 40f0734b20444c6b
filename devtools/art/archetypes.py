"""Vector illustrations of the nine Viking archetypes, as SVG fragments.

Dev-time only, used by gen_cards. Each function draws in a local box of about x -50..50,
y -65..65 (y down) with the card colour's shades, so one drawing serves all six colours.
Bold silhouettes and few details: the card must read at a glance at 60 px wide.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shades:
    main: str  # the card colour
    dark: str  # shadowed parts
    light: str  # highlights, faces
    ink: str  # outlines
    glow: str  # eyes, gems, orbs


def _p(d: str, fill: str, stroke: str, sw: float = 2.4, extra: str = "") -> str:
    return (
        f'<path d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="{sw}" '
        f'stroke-linejoin="round" stroke-linecap="round"{extra}/>'
    )


def _line(d: str, stroke: str, sw: float, opacity: float = 1.0) -> str:
    op = f' stroke-opacity="{opacity}"' if opacity < 1 else ""
    return (
        f'<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{sw}" '
        f'stroke-linejoin="round" stroke-linecap="round"{op}/>'
    )


def _circle(cx: float, cy: float, r: float, fill: str, stroke: str = "none", sw: float = 0) -> str:
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>'
    )


def _outlined(d: str, colour: str, ink: str, width: float) -> str:
    """A thick stroke with an ink rim: an ink stroke a little wider under the coloured one."""
    return _line(d, ink, width + 4.4) + _line(d, colour, width)


def healer(s: Shades) -> str:
    """1 — a mortar of healing herbs with its pestle, steam rising."""
    herb = "M-8,-2 C-14,-25 -10,-45 -22,-66"
    leaves = "".join(
        _p(
            f"M{x},{y} C{x - 16},{y - 4} {x - 20},{y - 16} {x - 18},{y - 22} "
            f"C{x - 8},{y - 20} {x - 1},{y - 10} {x},{y} Z",
            s.main,
            s.ink,
            2,
        )
        if side < 0
        else _p(
            f"M{x},{y} C{x + 16},{y - 4} {x + 20},{y - 16} {x + 18},{y - 22} "
            f"C{x + 8},{y - 20} {x + 1},{y - 10} {x},{y} Z",
            s.main,
            s.ink,
            2,
        )
        for x, y, side in ((-10, -14, -1), (-11, -30, 1), (-15, -44, -1), (-19, -56, 1))
    )
    steam = _line("M14,-20 C6,-30 22,-38 14,-50 C8,-58 18,-64 14,-70", s.dark, 2.6, 0.55)
    pestle = _outlined("M12,4 L36,-44", s.dark, s.ink, 8) + _circle(36, -44, 7, s.dark, s.ink, 2.2)
    bowl = _p("M-44,0 H44 C44,30 26,46 0,46 C-26,46 -44,30 -44,0 Z", s.main, s.ink, 2.6)
    rim = _p("M-47,-6 H47 V2 H-47 Z", s.dark, s.ink, 2.2)
    band = _line("M-38,18 C-20,26 20,26 38,18", s.light, 3, 0.8)
    foot = _p("M-18,44 H18 L22,56 H-22 Z", s.dark, s.ink, 2.2)
    return (
        _line(herb, s.ink, 5.4)
        + _line(herb, s.dark, 2.4)
        + leaves
        + steam
        + pestle
        + foot
        + bowl
        + rim
        + band
    )


def skald(s: Shades) -> str:
    """2 — a lyre: the poet's instrument."""
    left = "M-6,48 C-40,46 -48,14 -36,-12 C-28,-30 -44,-44 -32,-62"
    right = "M6,48 C40,46 48,14 36,-12 C28,-30 44,-44 32,-62"
    body = _p(
        "M-30,30 C-30,52 30,52 30,30 C30,18 18,12 0,12 C-18,12 -30,18 -30,30 Z",
        s.main,
        s.ink,
        2.4,
    )
    hole = _circle(0, 32, 7, s.dark, s.ink, 1.8)
    bar = _outlined("M-40,-44 L40,-44", s.dark, s.ink, 7)
    strings = "".join(
        _line(f"M{x * 0.45},{42} L{x},{-44}", s.ink, 1.4) for x in (-20, -10, 0, 10, 20)
    )
    pegs = "".join(_circle(x, -44, 2.6, s.light) for x in (-20, -10, 0, 10, 20))
    tips = _circle(-32, -62, 5, s.main, s.ink, 2) + _circle(32, -62, 5, s.main, s.ink, 2)
    return (
        _outlined(left, s.main, s.ink, 9)
        + _outlined(right, s.main, s.ink, 9)
        + body
        + hole
        + strings
        + bar
        + pegs
        + tips
    )


def spy(s: Shades) -> str:
    """3 — a hooded watcher: only the eyes show in the shadow."""
    hood = (
        "M0,-66 C32,-62 50,-26 48,8 C46,36 40,50 56,64 L-56,64 C-40,50 -46,36 -48,8 "
        "C-50,-26 -32,-62 0,-66 Z"
    )
    fold = _line("M0,-66 C-10,-50 -14,-40 -12,-34", s.dark, 2.2)
    face = (
        "M0,-38 C22,-38 30,-12 28,8 C26,30 12,42 0,42 C-12,42 -26,30 -28,8 C-30,-12 -22,-38 0,-38 Z"
    )
    eye = "M{x},0 C{a},-7 {b},-7 {c},0 C{b},4 {a},4 {x},0 Z"
    eyes = _p(eye.format(x=-20, a=-15, b=-7, c=-4), s.glow, "none", 0) + _p(
        eye.format(x=20, a=15, b=7, c=4), s.glow, "none", 0
    )
    brows = _line("M-22,-9 L-5,-5 M22,-9 L5,-5", s.dark, 2.6)
    cloak_edge = _line("M-30,46 C-18,54 18,54 30,46", s.light, 3, 0.6)
    clasp = _circle(0, 54, 6, s.light, s.ink, 2) + _circle(0, 54, 2.2, s.dark)
    return (
        _p(hood, s.main, s.ink, 2.6)
        + fold
        + _p(face, "#141216", s.ink, 2)
        + eyes
        + brows
        + cloak_edge
        + clasp
    )


def seidmadr(s: Shades) -> str:
    """4 — the wise man: a long-bearded sage with a rune-carved staff."""
    staff = _outlined("M40,66 L40,-50", s.dark, s.ink, 5)
    knob = _p("M40,-50 C30,-56 32,-70 40,-70 C50,-70 50,-56 40,-50 Z", s.main, s.ink, 2)
    runes = _line("M37,-30 L43,-24 M37,-12 L43,-18 M40,0 L40,8", s.light, 1.6)
    head = _p("M0,-66 C18,-66 25,-50 23,-30 C22,-22 18,-18 12,-16 L-12,-16 C-18,-18 -22,-22 "
              "-23,-30 C-25,-50 -18,-66 0,-66 Z", s.light, s.ink, 2.4)
    band = _p("M-23,-50 C-10,-56 10,-56 23,-50 L23,-44 C10,-50 -10,-50 -23,-44 Z", s.main, s.ink, 2)
    nose = _line("M0,-36 L-2,-26 L1,-25", s.ink, 1.6)
    beard = (
        "M-22,-28 C-28,-6 -20,20 -10,40 C-6,50 -2,60 0,66 C2,60 6,50 10,40 "
        "C20,20 28,-6 22,-28 C16,-20 8,-20 0,-20 C-8,-20 -16,-20 -22,-28 Z"
    )
    strands = _line(
        "M-10,-8 C-12,12 -6,30 -2,48 M10,-8 C12,12 6,30 2,48 M0,-12 L0,40", s.light, 1.6, 0.7
    )
    moustache = _p(
        "M0,-22 C-8,-24 -16,-20 -20,-12 C-12,-16 -6,-14 0,-16 C6,-14 12,-16 20,-12 "
        "C16,-20 8,-24 0,-22 Z",
        s.dark,
        s.ink,
        1.6,
    )
    eyes = _line("M-14,-35 C-11,-32 -8,-32 -5,-35 M5,-35 C8,-32 11,-32 14,-35", s.ink, 2.2)
    brows = _line("M-17,-41 L-5,-40 M17,-41 L5,-40", s.dark, 2.6)
    robe = _p("M-26,-12 C-40,10 -46,40 -48,66 L-18,66 C-22,40 -22,14 -18,-4 Z", s.dark, s.ink, 2.2)
    robe_r = _p("M26,-12 C36,10 36,40 34,66 L18,66 C22,40 22,14 18,-4 Z", s.dark, s.ink, 2.2)
    hand = _circle(40, 2, 6, s.light, s.ink, 2)
    return (
        robe
        + robe_r
        + staff
        + knob
        + runes
        + head
        + band
        + nose
        + _p(beard, s.main, s.ink, 2.4)
        + strands
        + moustache
        + eyes
        + brows
        + hand
    )


def volva(s: Shades) -> str:
    """5 — the seeress's staff: a caged orb that sees, under moon and stars."""
    staff = _outlined("M0,66 L0,-14", s.dark, s.ink, 6)
    collar = _p("M-9,-14 H9 L6,-6 H-6 Z", s.main, s.ink, 2)
    orb = _circle(0, -38, 18, s.glow, s.ink, 2.2)
    iris = _circle(0, -38, 7, s.main, s.ink, 1.6) + _circle(0, -38, 3, s.ink)
    lid = _line("M-14,-38 C-6,-48 6,-48 14,-38 C6,-28 -6,-28 -14,-38", s.ink, 1.8)
    cage = _line(
        "M0,-14 C-30,-20 -30,-56 0,-62 M0,-14 C30,-20 30,-56 0,-62 "
        "M0,-14 C-14,-22 -14,-54 0,-62 M0,-14 C14,-22 14,-54 0,-62",
        s.ink,
        5.4,
    ) + _line(
        "M0,-14 C-30,-20 -30,-56 0,-62 M0,-14 C30,-20 30,-56 0,-62",
        s.main,
        3,
    )
    finial = _circle(0, -64, 4.5, s.main, s.ink, 2)
    moon = _p("M-40,-58 C-52,-50 -50,-30 -34,-26 C-44,-34 -46,-48 -40,-58 Z", s.main, s.ink, 1.8)
    star = (
        "M{x},{y0} L{x1},{ym0} L{x2},{y} L{x1},{ym1} L{x},{y1} L{xm},{ym1} L{xa},{y} L{xm},{ym0} Z"
    )

    def st(x: float, y: float, r: float) -> str:
        q = r * 0.3
        return _p(
            star.format(
                x=x,
                y0=y - r,
                x1=x + q,
                ym0=y - q,
                x2=x + r,
                y=y,
                ym1=y + q,
                y1=y + r,
                xm=x - q,
                xa=x - r,
            ),
            s.main,
            s.ink,
            1.2,
        )

    sparks = st(38, -54, 8) + st(42, -20, 5) + st(-38, -6, 5) + st(30, 10, 4)
    ribbons = _line("M0,-2 C-16,6 -20,18 -14,30 M0,-2 C16,6 20,18 14,30", s.main, 3.2)
    return staff + ribbons + cage + orb + lid + iris + finial + collar + moon + sparks


def hirdman(s: Shades) -> str:
    """6 — the guardsman: round shield with iron boss, spear behind."""
    spear = _outlined("M-44,66 L34,-48", s.dark, s.ink, 4.5)
    blade = _p("M33,-47 C34,-58 40,-66 48,-70 C47,-61 44,-52 38,-43 Z", s.light, s.ink, 2)
    rim = _circle(0, 8, 48, s.dark, s.ink, 2.6)
    face = _circle(0, 8, 41, s.main, s.ink, 1.6)
    planks = "".join(
        _p(d, s.light, "none", 0, ' fill-opacity="0.55"')
        for d in (
            "M0,8 L0,-33 C14,-33 26,-28 34,-16 Z",
            "M0,8 L0,49 C-14,49 -26,44 -34,32 Z",
            "M0,8 L41,8 C41,22 36,34 29,37 Z",
            "M0,8 L-41,8 C-41,-6 -36,-18 -29,-21 Z",
        )
    )
    studs = "".join(
        _circle(round(44.5 * c, 2), round(8 + 44.5 * si, 2), 2.2, s.light)
        for c, si in (
            (1, 0),
            (0.7071, 0.7071),
            (0, 1),
            (-0.7071, 0.7071),
            (-1, 0),
            (-0.7071, -0.7071),
            (0, -1),
            (0.7071, -0.7071),
        )
    )
    boss = _circle(0, 8, 12, s.light, s.ink, 2.4) + _circle(-3, 5, 4, "#FFFFFF", "none", 0)
    return spear + blade + rim + face + planks + studs + boss


def berserker(s: Shades) -> str:
    """7 — the berserker: two bearded axes crossed over bear-claw slashes."""
    claws = "".join(
        _line(f"M{x},-60 C{x + 8},-20 {x + 4},20 {x - 6},60", s.dark, 4, 0.22) for x in (-26, 0, 26)
    )
    handles = _outlined("M-36,66 L22,-50", s.dark, s.ink, 6) + _outlined(
        "M36,66 L-22,-50", s.dark, s.ink, 6
    )
    # A bearded axe head drawn for an upright handle (top at 0,0), blade to the right.
    head = (
        _p("M-3,4 L8,0 C14,-3 18,-9 21,-16 C30,-4 32,16 26,34 C21,26 14,22 8,21 L-3,17 Z",
           s.main, s.ink, 2.4)
        + _line("M21,-16 C30,-4 32,16 26,34", s.light, 2.6)
        + _circle(2, 10, 2.2, s.ink)
    )
    heads = (
        f'<g transform="translate(22,-50) rotate(26.6)">{head}</g>'
        f'<g transform="translate(-22,-50) rotate(-26.6) scale(-1,1)">{head}</g>'
    )
    grips = _line("M-33,60 L-27,48 M33,60 L27,48", s.light, 2.4)
    knot = _circle(0, 12, 7, s.main, s.ink, 2)
    return claws + handles + heads + grips + knot


def styrimadr(s: Shades) -> str:
    """8 — the ship's captain: a dragon-prowed longship under a striped sail."""
    mast = _line("M0,30 L0,-66", s.ink, 3.2)
    yard = _outlined("M-36,-58 L36,-58", s.dark, s.ink, 3.4)
    sail_top, sail_bot = -58, 18
    stripes = []
    for i in range(5):
        x0 = -36 + i * 14.4
        x1 = x0 + 14.4
        bx0, bx1 = x0 * 1.12, x1 * 1.12
        fill = s.main if i % 2 == 0 else s.light
        stripes.append(
            _p(
                f"M{x0:.1f},{sail_top} L{x1:.1f},{sail_top} L{bx1:.1f},{sail_bot} "
                f"C{(bx1 + bx0) / 2:.1f},{sail_bot + 4} {(bx1 + bx0) / 2:.1f},{sail_bot + 4} "
                f"{bx0:.1f},{sail_bot} Z",
                fill,
                "none",
                0,
            )
        )
    sail_outline = _p(
        f"M-36,{sail_top} L36,{sail_top} L40.3,{sail_bot} C0,{sail_bot + 6} 0,"
        f"{sail_bot + 6} -40.3,{sail_bot} Z",
        "none",
        s.ink,
        2.4,
    )
    hull = _p(
        "M-50,22 C-40,44 40,44 50,22 C54,14 58,4 56,-4 C64,2 62,14 56,20 "
        "C46,50 -46,50 -58,26 C-62,18 -62,6 -58,-2 L-52,4 Z",
        s.dark,
        s.ink,
        2.4,
    )
    shields = "".join(
        _circle(x, 30, 5.2, s.main if i % 2 else s.light, s.ink, 1.6)
        for i, x in enumerate((-30, -18, -6, 6, 18, 30))
    )
    dragon = _p(
        "M-58,-2 C-60,-18 -54,-30 -44,-32 C-40,-32 -36,-28 -40,-24 C-44,-20 -50,-22 -50,-14 "
        "C-50,-8 -52,0 -52,4 Z",
        s.dark,
        s.ink,
        2.2,
    ) + _circle(-45, -27, 1.6, s.glow)
    tail = _line("M56,-4 C60,-14 52,-20 48,-14", s.ink, 2.6)
    waves = _line(
        "M-50,50 C-42,44 -34,44 -26,50 C-18,56 -8,56 0,50 C8,44 18,44 26,50 C34,56 42,56 50,50",
        s.main,
        3.4,
    ) + _line("M-44,62 C-34,56 -26,56 -16,62 M8,62 C18,56 26,56 36,62", s.main, 2.8, 0.6)
    return mast + "".join(stripes) + sail_outline + yard + waves + hull + shields + dragon + tail


def jarl(s: Shades) -> str:
    """9 — the jarl: a crowned, bearded lord in a cloak pinned with a great brooch."""
    cloak = _p("M-54,66 C-52,34 -38,14 -18,8 L18,8 C38,14 52,34 54,66 Z", s.dark, s.ink, 2.4)
    trim = _line("M-18,8 C-10,30 -6,50 -4,66 M18,8 C10,30 6,50 4,66", s.light, 2.4, 0.8)
    face = _p("M-22,-34 L22,-34 C24,-16 20,-4 14,2 L-14,2 C-20,-4 -24,-16 -22,-34 Z",
              s.light, s.ink, 2.2)
    beard = _p(
        "M-23,-20 C-26,4 -18,28 0,40 C18,28 26,4 23,-20 C18,-10 12,-8 6,-10 "
        "C2,-12 -2,-12 -6,-10 C-12,-8 -18,-10 -23,-20 Z",
        s.main,
        s.ink,
        2.2,
    )
    braid = _line("M-8,0 C-10,12 -6,22 -4,32 M8,0 C10,12 6,22 4,32", s.light, 1.8, 0.7)
    moustache = _p("M0,-14 C-8,-16 -14,-12 -17,-6 C-10,-9 -5,-8 0,-10 C5,-8 10,-9 17,-6 "
                   "C14,-12 8,-16 0,-14 Z", s.dark, s.ink, 1.4)
    eyes = _circle(-9, -24, 2.4, s.ink) + _circle(9, -24, 2.4, s.ink)
    brows = _line("M-15,-29 L-4,-28 M15,-29 L4,-28", s.dark, 2.4)
    crown = _p(
        "M-30,-30 L-36,-62 L-18,-48 L0,-72 L18,-48 L36,-62 L30,-30 C12,-26 -12,-26 -30,-30 Z",
        s.main,
        s.ink,
        2.4,
    )
    band = _p("M-31,-42 C-12,-38 12,-38 31,-42 L30,-30 C12,-26 -12,-26 -30,-30 Z",
              s.dark, s.ink, 2)
    tips = "".join(_circle(x, y, 4.6, s.glow, s.ink, 1.6) for x, y in ((-36, -63), (0, -74),
                                                                        (36, -63)))
    gem = _circle(0, -35, 4, s.glow, s.ink, 1.4)
    brooch = _circle(-30, 26, 9, s.glow, s.ink, 2) + _circle(-30, 26, 3.5, s.main)
    head = face + beard + braid + moustache + eyes + brows
    return cloak + trim + head + crown + band + tips + gem + brooch


ARCHETYPES = {
    1: ("LÆKNIR", healer),
    2: ("SKÁLD", skald),
    3: ("NJÓSNARI", spy),
    4: ("SEIÐMAÐR", seidmadr),
    5: ("VÖLVA", volva),
    6: ("HIRÐMAÐR", hirdman),
    7: ("BERSERKR", berserker),
    8: ("STÝRIMAÐR", styrimadr),
    9: ("JARL", jarl),
}
