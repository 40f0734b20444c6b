# ruff: noqa: E501 -- the SVG templates read best unwrapped
"""Write the 54 card faces and the card back as SVG under assets/cards/.

Dev-time only: `python -m devtools.art.gen_cards` (needs the `art` extra: fonttools).
Numbers and names are converted to outline paths because SDL_image's nanosvg ignores <text>.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from devtools.art.archetypes import ARCHETYPES, Shades
from devtools.art.svgkit import cinzel, ink_offset, mix, text_path
from odin_desktop.ui.palette import (
    CARD_BACK,
    CARD_COLOURS,
    COLOUR_RUNES,
    GOLD,
    INK,
    PARCHMENT,
    PARCHMENT_EDGE,
)
from odin_desktop.ui.runes import RUNE_BOX, RUNES

W, H = 250, 350
OUT = Path(__file__).resolve().parents[2] / "assets" / "cards"


def rune_svg(name: str, x: float, y: float, height: float, colour: str, width: float) -> str:
    """The rune's strokes scaled to `height`, top-left at (x, y)."""
    k = height / RUNE_BOX[1]
    d = " ".join(
        "M" + " L".join(f"{x + px * k:.2f},{y + py * k:.2f}" for px, py in stroke)
        for stroke in RUNES[name]
    )
    return (
        f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{width}" '
        f'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def shades(colour: str) -> Shades:
    if colour == "K":
        # Black would swallow its own outlines: draw it as charcoal with a steel highlight.
        main = "#3A3A44"
        return Shades(main=main, dark="#1A1A20", light="#B9BAC4", ink="#121216", glow="#E9E3D0")
    main = CARD_COLOURS[colour][1]
    return Shades(
        main=main,
        dark=mix(main, "#000000", 0.38),
        light=mix(main, "#FFFFFF", 0.62),
        ink=INK,
        glow="#FFE9A8",
    )


def corner_index(number: int, colour: str, ink: str) -> str:
    """Number over rune, in the top-left; sized to read with only a quarter of the card showing."""
    font = cinzel(800)
    cap = 60.0
    cx = 34.0  # centre line of the index column
    x0, _, x1, _ = ink_offset(font, str(number), cap)
    baseline = 16 + cap
    d, _ = text_path(font, str(number), cx - (x0 + x1) / 2, baseline, cap, anchor="start")
    num = f'<path d="{d}" fill="{ink}"/>'
    if number in (6, 9):  # underline so an upside-down 6 never reads as 9
        num += f'<rect x="{cx - 15}" y="{baseline + 5}" width="30" height="4.5" rx="2" fill="{ink}"/>'
    rune_h = 38.0
    rune = rune_svg(COLOUR_RUNES[colour], cx - 10 * rune_h / 32, baseline + 15, rune_h, ink, 6.2)
    return num + rune


def face(colour: str, number: int) -> str:
    s = shades(colour)
    ink = CARD_COLOURS[colour][1]
    frame_col = mix(ink, PARCHMENT, 0.15)
    name, draw = ARCHETYPES[number]
    panel_top, panel_bot = 40, 322
    panel = (
        f"M64,{panel_bot} L64,{panel_top + 46} C64,{panel_top + 12} 92,{panel_top} 125,{panel_top} "
        f"C158,{panel_top} 186,{panel_top + 12} 186,{panel_top + 46} L186,{panel_bot} Z"
    )
    tint_in = mix(s.main, PARCHMENT, 0.88)
    tint_out = mix(s.main, PARCHMENT, 0.62)
    font = cinzel(700)
    label, label_w = text_path(font, name, 125, 312, 11, tracking=0.8)
    # A banner across the foot of the panel carries the archetype's Old Norse name.
    knots = (
        f'<path d="M64,{panel_bot - 26} H186 V{panel_bot} H64 Z" fill="{PARCHMENT}" '
        f'stroke="{frame_col}" stroke-width="2"/>'
    )
    idx = corner_index(number, colour, ink)
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">
<defs>
<linearGradient id="paper" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="{H}">
<stop offset="0" stop-color="{PARCHMENT}"/><stop offset="1" stop-color="{mix(PARCHMENT, PARCHMENT_EDGE, 0.7)}"/>
</linearGradient>
<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="125" cy="150" r="150">
<stop offset="0" stop-color="{tint_in}"/><stop offset="1" stop-color="{tint_out}"/>
</radialGradient>
</defs>
<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="16" fill="url(#paper)" stroke="#9C8B6A" stroke-width="2"/>
<rect x="8" y="8" width="{W - 16}" height="{H - 16}" rx="11" fill="none" stroke="{frame_col}" stroke-width="3"/>
<rect x="12.5" y="12.5" width="{W - 25}" height="{H - 25}" rx="8" fill="none" stroke="{frame_col}" stroke-width="1" stroke-opacity="0.6"/>
<path d="{panel}" fill="url(#glow)" stroke="{frame_col}" stroke-width="2.5"/>
<g transform="translate(125,168) scale(1.18)">{draw(s)}</g>
{knots}<path d="{label}" fill="{INK}" fill-opacity="0.9"/>
{idx}
<g transform="rotate(180 125 175)">{idx}</g>
</svg>
"""


def back() -> str:
    gold = GOLD
    deep = mix(CARD_BACK, "#000000", 0.35)
    lattice = []
    for i in range(-16, 17):
        x = 125 + i * 18
        lattice.append(f"M{x - 175},0 L{x + 175},350 M{x + 175},0 L{x - 175},350")
    ring_runes = []
    for i, name in enumerate(("raido", "kenaz", "ingwaz", "gebo", "laguz", "hagalaz")):
        ang = math.radians(-90 + i * 60)
        rx, ry = 125 + 56 * math.cos(ang), 175 + 56 * math.sin(ang)
        ring_runes.append(rune_svg(name, rx - 5.5, ry - 9, 18, gold, 3.2))
    ticks = " ".join(
        f"M{125 + 78 * math.cos(a):.2f},{175 + 78 * math.sin(a):.2f} "
        f"L{125 + 84 * math.cos(a):.2f},{175 + 84 * math.sin(a):.2f}"
        for a in (math.radians(k * 10) for k in range(36))
    )
    eye = "M97,175 C110,158 140,158 153,175 C140,192 110,192 97,175 Z"
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">
<defs>
<radialGradient id="bg" gradientUnits="userSpaceOnUse" cx="125" cy="175" r="215">
<stop offset="0" stop-color="{mix(CARD_BACK, "#FFFFFF", 0.12)}"/><stop offset="1" stop-color="{deep}"/>
</radialGradient>
</defs>
<rect x="1" y="1" width="{W - 2}" height="{H - 2}" rx="16" fill="#F2E6CC" stroke="#8A7650" stroke-width="2"/>
<rect x="9" y="9" width="{W - 18}" height="{H - 18}" rx="10" fill="url(#bg)"/>
<path d="{" ".join(lattice)}" stroke="{gold}" stroke-width="1" stroke-opacity="0.16" fill="none"/>
<rect x="17" y="17" width="{W - 34}" height="{H - 34}" rx="6" fill="none" stroke="{gold}" stroke-width="2.5"/>
<rect x="22" y="22" width="{W - 44}" height="{H - 44}" rx="4" fill="none" stroke="{gold}" stroke-width="1" stroke-opacity="0.7"/>
<circle cx="125" cy="175" r="90" fill="{deep}" stroke="{gold}" stroke-width="3"/>
<path d="{ticks}" stroke="{gold}" stroke-width="2" stroke-linecap="round"/>
<circle cx="125" cy="175" r="72" fill="none" stroke="{gold}" stroke-width="1.5"/>
{"".join(ring_runes)}
<circle cx="125" cy="175" r="38" fill="{CARD_BACK}" stroke="{gold}" stroke-width="2.5"/>
<path d="{eye}" fill="#F2E6CC" stroke="{gold}" stroke-width="2.5"/>
<circle cx="125" cy="175" r="9.5" fill="{deep}" stroke="{gold}" stroke-width="2"/>
<circle cx="122" cy="172" r="2.6" fill="#F2E6CC"/>
<path d="M125,28 L132,40 L125,52 L118,40 Z M125,322 L132,310 L125,298 L118,310 Z" fill="{gold}"/>
<path d="M36,175 L48,168 L48,182 Z M214,175 L202,168 L202,182 Z" fill="{gold}" fill-opacity="0.8"/>
</svg>
"""


def main(argv: list[str] | None = None) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    for colour in CARD_COLOURS:
        for number in range(1, 10):
            (out / f"{colour}{number}.svg").write_text(face(colour, number), encoding="utf-8")
    (out / "back.svg").write_text(back(), encoding="utf-8")
    print(f"wrote 55 SVG files to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
