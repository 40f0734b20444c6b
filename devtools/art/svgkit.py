"""Small helpers for writing SVG that SDL_image's nanosvg renders faithfully.

Dev-time only (needs fontTools). nanosvg draws paths, strokes, opacity, transforms and
gradients with gradientUnits="userSpaceOnUse", but ignores <text> and clip paths: text is
turned into outline paths here, and nothing relies on clipping.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"


@cache
def cinzel(weight: int = 700) -> TTFont:
    """Cinzel at a fixed weight (the bundled font is variable)."""
    from fontTools.varLib.instancer import instantiateVariableFont

    return instantiateVariableFont(TTFont(FONTS / "Cinzel-Variable.ttf"), {"wght": weight})


def text_path(
    font: TTFont,
    text: str,
    x: float,
    y: float,
    cap_height: float,
    anchor: str = "middle",
    tracking: float = 0.0,
) -> tuple[str, float]:
    """SVG path data for `text` with its baseline at y, scaled so capitals are cap_height tall.

    anchor is "start", "middle" or "end" for x. Returns (path data, advance width).
    """
    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    os2 = font["OS/2"]
    cap = getattr(os2, "sCapHeight", 0) or font["head"].unitsPerEm * 0.7
    scale = cap_height / cap
    names = [cmap[ord(ch)] for ch in text]
    advances = [glyph_set[n].width * scale for n in names]
    total = sum(advances) + tracking * max(0, len(names) - 1)
    start = {"start": x, "middle": x - total / 2, "end": x - total}[anchor]
    pen = SVGPathPen(glyph_set, ntos=lambda v: f"{v:.2f}".rstrip("0").rstrip("."))
    cursor = start
    for name, adv in zip(names, advances, strict=True):
        glyph_set[name].draw(TransformPen(pen, (scale, 0, 0, -scale, cursor, y)))
        cursor += adv + tracking
    return pen.getCommands(), total


def glyph_bounds(font: TTFont, text: str, cap_height: float) -> tuple[float, float]:
    """Ink width and height of `text` (single glyph typical) at cap_height, for centring."""
    from fontTools.pens.boundsPen import BoundsPen

    glyph_set = font.getGlyphSet()
    cmap = font.getBestCmap()
    cap = font["OS/2"].sCapHeight
    scale = cap_height / cap
    pen = BoundsPen(glyph_set)
    glyph_set[cmap[ord(text)]].draw(pen)
    x0, y0, x1, y1 = pen.bounds
    return (x1 - x0) * scale, (y1 - y0) * scale


def ink_offset(font: TTFont, char: str, cap_height: float) -> tuple[float, float, float, float]:
    """Scaled ink bounds (xmin, ymin, xmax, ymax) of one glyph, y up from the baseline."""
    from fontTools.pens.boundsPen import BoundsPen

    glyph_set = font.getGlyphSet()
    cap = font["OS/2"].sCapHeight
    scale = cap_height / cap
    pen = BoundsPen(glyph_set)
    glyph_set[font.getBestCmap()[ord(char)]].draw(pen)
    x0, y0, x1, y1 = pen.bounds
    return x0 * scale, y0 * scale, x1 * scale, y1 * scale


def mix(a: str, b: str, t: float) -> str:
    """Blend hex colour a toward b by t (0 = a, 1 = b)."""
    pa = [int(a[i : i + 2], 16) for i in (1, 3, 5)]
    pb = [int(b[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02X}" for x, y in zip(pa, pb, strict=True))
