"""The five landscapes as flat, layered illustrations that fit any box.

`scene(code, w, h, uid)` draws forest, mountain, lake, plains or snow in the box (0, 0)-(w, h)
and returns (defs, body). Shapes are placed from the box's size with a fixed seed, so a space
tile (228 x 160) and a flight card's picture (230 x 330) show the same place. Every scene
shares the horizon height and the dawn sky (snow's is greyer), so tiles side by side read as
one panorama; the ground below the horizon is the landscape's key colour, so it reads at a
glance. Nothing is clipped (nanosvg has no clip paths): shapes stay inside the box but for a
few units at the edges, which the card frames cover.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from devtools.art.ravens.shapes import (
    circle,
    ellipse,
    linear,
    num,
    path,
    poly,
    rect,
    smooth,
)
from devtools.art.svgkit import mix
from odin_desktop.scenes.ravens.art import INK, LANDSCAPE_COLOURS

Point = tuple[float, float]

SKY_TOP = "#9DBFD3"
SKY_MID = "#D5E3E4"
SKY_LOW = "#F6E8CA"  # warm dawn at the horizon
SNOW_SKY_TOP = "#8DA3B7"
SNOW_SKY_LOW = "#CBD6DD"
HORIZON = 0.4  # of the box height
OUTLINE = 1.5  # ink outline of the nearest shapes


def key(code: str) -> str:
    return LANDSCAPE_COLOURS[code][1]


def sky(uid: str, w: float, hz: float, top: str, mid: str, low: str) -> tuple[str, str]:
    defs = linear(f"{uid}-sky", 0, 0, 0, hz, [(0, top), (0.55, mid), (1, low)])
    return defs, rect(0, 0, w, hz + 2, fill=f"url(#{uid}-sky)")


def clouds(rng: random.Random, w: float, hz: float, count: int = 2) -> str:
    """Soft fair-weather clouds in the right part of the sky (the left corner holds the badge)."""
    out = ""
    for i in range(count):
        size = rng.uniform(0.16, 0.24) * w
        cx = w * (0.45 + 0.4 * i / max(1, count - 1)) + rng.uniform(-0.05, 0.05) * w
        cy = hz * rng.uniform(0.28, 0.62)
        puffs = ellipse(cx, cy, size / 2, size * 0.11, "#FFFFFF")
        for dx, dy, r in ((-0.2, -0.07, 0.15), (0.04, -0.13, 0.2), (0.24, -0.05, 0.12)):
            puffs += circle(cx + dx * size, cy + dy * size, r * size, "#FFFFFF")
        out += f'<g opacity="0.55">{puffs}</g>'
    return out


def ridge(rng: random.Random, w: float, y: float, amp: float, step: float, bottom: float) -> str:
    """A closed smooth hill line across the box at about height y, filled down to `bottom`."""
    n = max(3, round(w / step))
    points = [(-4 + i * (w + 8) / n, y + rng.uniform(-amp, amp)) for i in range(n + 1)]
    return smooth(points) + f" L{num(w + 4)},{num(bottom)} L-4,{num(bottom)} Z"


def fir_points(x: float, base: float, height: float, width: float, tiers: int = 4) -> list[Point]:
    """A fir's outline: tiers that jut out and step in, widest at the bottom (no trunk)."""
    top = base - height
    right: list[Point] = []
    for i in range(1, tiers + 1):
        t = i / tiers
        y = top + height * (0.18 + 0.82 * t)
        half = width / 2 * (0.35 + 0.65 * t)
        right += [(x + half, y), (x + half * 0.45, y - height * 0.02)]
    right[-1] = (x + width * 0.06, base)
    left = [(2 * x - px, py) for px, py in reversed(right)]
    return [(x, top), *right, *left]


def fir(
    x: float, base: float, height: float, width: float, fill: str, shade: str, outline: bool
) -> str:
    """A fir with its right half in shade and a short trunk."""
    pts = fir_points(x, base, height, width)
    half = len(pts) // 2
    shade_pts = [(x, pts[0][1]), *pts[1:half], (x, base)]
    trunk = rect(x - width * 0.06, base - 1, width * 0.12, height * 0.08, fill="#3B2A1E")
    stroke = (INK, OUTLINE * 0.8) if outline else ("none", 0)
    return (
        trunk
        + path(poly(pts), fill, *stroke)
        + path(poly(shade_pts), shade, opacity=0.85)
        + (path(poly(pts), "none", *stroke) if outline else "")
    )


def forest(uid: str, w: float, h: float, hz: float, rng: random.Random) -> tuple[str, str]:
    c = key("F")
    defs, body = sky(uid, w, hz, SKY_TOP, SKY_MID, SKY_LOW)
    body += clouds(rng, w, hz)
    defs += linear(
        f"{uid}-g", 0, hz, 0, h, [(0, mix(c, "#FFFFFF", 0.12)), (0.5, c), (1, mix(c, INK, 0.55))]
    )
    body += path(ridge(rng, w, hz - 7, 4, 46, h), mix(c, SKY_MID, 0.62))
    back = ""
    x = rng.uniform(0, 6)
    while x < w:
        ht = rng.uniform(13, 20)
        back += path(poly(fir_points(x, hz + 5, ht, ht * 0.5, 3)), mix(c, SKY_MID, 0.42))
        x += rng.uniform(6, 10)
    body += back + rect(0, hz + 3, w, h - hz - 3, fill=f"url(#{uid}-g)")
    # Middle and front rows of firs, of mixed heights, nearer ones drawn later and darker.
    for row, (base_at, size, tone) in enumerate(((0.4, 0.34, 0.24), (1.0, 0.8, 0.08))):
        base = hz + (h - hz) * base_at + (4 if row else 0)
        height = (h - hz) * size
        width = height * 0.48
        trees = []
        x = rng.uniform(0, width * 0.2)
        while x < w:
            # Trees near the sides are smaller, so none hangs far over the edge.
            room = 2 * (min(x, w - x) + 7) / width
            k = min(rng.uniform(0.62, 1.0), room)
            if k > 0.3:
                trees.append((rng.uniform(0, 7), x, k))
            x += width * rng.uniform(0.3, 0.55)
        for depth, tx, k in sorted(trees):
            th, tw = height * k, width * k
            lift = tone + 0.1 * (1 - depth / 7) + (0.05 if k < 0.8 else 0)
            body += fir(
                tx,
                base + depth * 0.6,
                th,
                tw,
                mix(c, "#FFFFFF", lift),
                mix(c, INK, 0.32 - tone),
                outline=row == 1,
            )
    return defs, body


def mountain_peak(
    apex: Point,
    left: float,
    right: float,
    bottom: float,
    rng: random.Random,
    lit: str,
    shade: str,
    snow: str,
) -> str:
    """A peak with a sunlit left face, a shaded right face and a snow cap."""
    ax, ay = apex
    span_l, span_r = ax - left, right - ax

    def slope(x0: float, sign: int, span: float) -> list[Point]:
        out = []
        for i in range(1, 6):
            t = i / 5
            out.append(
                (
                    x0 + sign * span * t + rng.uniform(-3, 3) * (i < 5),
                    ay + (bottom - ay) * t**0.9 + rng.uniform(-3, 2) * (i < 5),
                )
            )
        return out

    ls, rs = slope(ax, -1, span_l), slope(ax, 1, span_r)
    outline = [*reversed(ls), apex, *rs]
    spine = [
        apex,
        (ax + span_r * 0.12, ay + (bottom - ay) * 0.35),
        (ax + span_r * 0.05, ay + (bottom - ay) * 0.7),
        (ax + span_r * 0.2, bottom),
    ]
    shade_face = [*spine, *reversed(rs)]
    cap_y = ay + (bottom - ay) * 0.2
    cap_l = (ax - span_l * 0.2 * (cap_y - ay) / (bottom - ay) * 5, cap_y)
    cap_r = (ax + span_r * 0.2 * (cap_y - ay) / (bottom - ay) * 5, cap_y)
    zig = [cap_l]
    steps = 5
    for i in range(1, steps):
        t = i / steps
        zig.append((cap_l[0] + (cap_r[0] - cap_l[0]) * t, cap_y + (7 if i % 2 else -2)))
    zig.append(cap_r)
    cap = [apex, *reversed(zig)]
    return (
        path(poly(outline), lit)
        + path(poly(shade_face), shade)
        + path(poly(cap), snow, mix(snow, "#7F97AA", 0.5), 0.8)
        + path(poly(outline, closed=False), "none", INK, OUTLINE)
    )


def mountain(uid: str, w: float, h: float, hz: float, rng: random.Random) -> tuple[str, str]:
    c = key("M")
    defs, body = sky(uid, w, hz, SKY_TOP, SKY_MID, SKY_LOW)
    body += clouds(rng, w, hz)
    far = mix(c, SKY_MID, 0.55)
    body += path(ridge(rng, w, hz - 12, 7, 24, h), far)
    lit, shade = mix(c, "#FFFFFF", 0.18), mix(c, INK, 0.3)
    snow = "#F8FAFA"
    top = h * 0.1
    body += mountain_peak(
        (w * 0.72, top + h * 0.1),
        w * 0.4,
        w + 30,
        h + 4,
        rng,
        mix(lit, SKY_MID, 0.2),
        mix(shade, SKY_MID, 0.15),
        snow,
    )
    body += mountain_peak((w * 0.3, top), -34, w * 0.78, h + 4, rng, lit, shade, snow)
    # Scree and boulders in front.
    body += path(ridge(rng, w, h - (h - hz) * 0.22, 4, 30, h + 4), mix(c, INK, 0.42), INK, OUTLINE)
    for x in (0.22, 0.7):
        r = (h - hz) * rng.uniform(0.07, 0.1)
        body += rock(
            w * x + rng.uniform(-10, 10),
            h - (h - hz) * 0.05,
            r,
            rng,
            mix(c, "#FFFFFF", 0.12),
            mix(c, INK, 0.25),
        )
    return defs, body


def rock(cx: float, base: float, r: float, rng: random.Random, lit: str, shade: str) -> str:
    """A boulder: an irregular faceted lump on a flat base, its right side in shade."""
    angles = [180, 205, 235, 265, 300, 330, 360]
    pts = [
        (
            cx + r * 1.4 * math.cos(math.radians(a)) * rng.uniform(0.85, 1.1),
            base + r * math.sin(math.radians(a)) * rng.uniform(0.8, 1.15),
        )
        for a in angles
    ]
    top = min(pts, key=lambda p: p[1])
    shade_pts = [top, *[p for p in pts if p[0] > top[0]], (top[0] + r * 0.2, base)]
    return path(poly(pts), lit) + path(poly(shade_pts), shade) + path(poly(pts), "none", INK, 1.2)


def lake(uid: str, w: float, h: float, hz: float, rng: random.Random) -> tuple[str, str]:
    c = key("L")
    defs, body = sky(uid, w, hz, SKY_TOP, SKY_MID, SKY_LOW)
    body += clouds(rng, w, hz)
    defs += linear(
        f"{uid}-w",
        0,
        hz,
        0,
        h,
        [(0, mix(c, "#FFFFFF", 0.5)), (0.35, mix(c, "#FFFFFF", 0.12)), (1, mix(c, INK, 0.3))],
    )
    shore = mix(key("F"), SKY_MID, 0.35)
    body += path(ridge(rng, w, hz - 9, 5, 34, hz + 6), mix(c, SKY_MID, 0.55))
    body += path(ridge(rng, w, hz - 2, 2, 18, hz + 6), shore)
    x = rng.uniform(0, 8)
    while x < w:
        ht = rng.uniform(7, 12)
        body += path(poly(fir_points(x, hz + 1, ht, ht * 0.5, 3)), shore)
        x += rng.uniform(7, 18)
    body += rect(0, hz + 3, w, h - hz - 3, fill=f"url(#{uid}-w)")
    body += path(f"M0,{num(hz + 3)} H{num(w)}", "none", mix(c, INK, 0.4), 1.2)
    # Light on the water: short streaks, longer and thicker towards the viewer.
    for i in range(16):
        t = (i + rng.random()) / 16
        y = hz + 6 + (h - hz - 10) * t
        length = 8 + 38 * t * rng.uniform(0.6, 1.2)
        x = rng.uniform(-5, w - length + 5)
        body += path(
            f"M{num(x)},{num(y)} H{num(x + length)}",
            "none",
            "#FFFFFF",
            1 + 1.6 * t,
            opacity=0.35 + 0.3 * rng.random(),
        )
    # An islet with a fir, and ripples in front.
    ix, iy = w * 0.74, hz + (h - hz) * 0.32
    body += fir(
        ix,
        iy - 4,
        (h - hz) * 0.32,
        (h - hz) * 0.15,
        mix(key("F"), "#FFFFFF", 0.1),
        mix(key("F"), INK, 0.3),
        outline=True,
    )
    body += path(
        f"M{num(ix - 18)},{num(iy)} C{num(ix - 10)},{num(iy - 8)} {num(ix + 10)},"
        f"{num(iy - 8)} {num(ix + 18)},{num(iy)} Z",
        mix(key("M"), INK, 0.25),
        INK,
        1.2,
    )
    for i in range(3):
        y = h - (h - hz) * (0.1 + 0.12 * i)
        x = rng.uniform(w * 0.08, w * 0.55)
        body += path(f"M{num(x)},{num(y)} q6,-4 12,0 t12,0 t12,0", "none", mix(c, INK, 0.45), 1.6)
    return defs, body


def plains(uid: str, w: float, h: float, hz: float, rng: random.Random) -> tuple[str, str]:
    c = key("P")
    defs, body = sky(uid, w, hz, SKY_TOP, SKY_MID, SKY_LOW)
    body += clouds(rng, w, hz)
    defs += linear(
        f"{uid}-g",
        0,
        hz,
        0,
        h,
        [(0, mix(c, "#FFFFFF", 0.3)), (0.5, c), (1, mix(c, "#9A6414", 0.35))],
    )
    body += path(ridge(rng, w, hz - 5, 3, 60, h), mix("#8FA27A", SKY_MID, 0.45))
    body += rect(0, hz, w, h - hz, fill=f"url(#{uid}-g)")
    # Patchwork fields: bands that widen towards the viewer.
    furrow = mix(c, "#7A4E0E", 0.5)
    y, band = hz, 3.0
    for i in range(6):
        y_next = min(h + 2, y + band)
        tone = mix(c, "#FFFFFF" if i % 2 else "#B98218", 0.18)
        body += path(
            smooth([(-4, y + 1), (w * 0.4, y + rng.uniform(-1, 1)), (w + 4, y - 1)])
            + f" L{num(w + 4)},{num(y_next)} L-4,{num(y_next)} Z",
            tone,
            opacity=0.75,
        )
        y, band = y_next, band * 1.75
    vx = w * 0.58
    furrows = []
    for k in range(-7, 9):
        x0, x1, y1 = vx + k * 3, vx + k * 34, h + 4
        side = -4 if x1 < -4 else w + 4 if x1 > w + 4 else None
        if side is not None:  # stop where the furrow leaves the box
            t = (side - x0) / (x1 - x0)
            x1, y1 = side, hz + 2 + (h + 2 - hz) * t
        furrows.append(f"M{num(x0)},{num(hz + 2)} L{num(x1)},{num(y1)}")
    body += path(" ".join(furrows), "none", furrow, 1.1, opacity=0.4)
    # A lone oak and a runestone on the horizon.
    ox, oy = w * 0.2, hz + 2
    body += rect(ox - 1.2, oy - 7, 2.4, 8, fill="#4A3526")
    body += ellipse(ox, oy - 11, 9, 6.5, mix(key("F"), "#FFFFFF", 0.15), INK, 1)
    sx = w * 0.82
    body += path(
        f"M{num(sx - 3)},{num(hz + 3)} L{num(sx - 2.5)},{num(hz - 8)} "
        f"C{num(sx - 2)},{num(hz - 11)} {num(sx + 2)},{num(hz - 11)} {num(sx + 2.5)},"
        f"{num(hz - 8)} L{num(sx + 3)},{num(hz + 3)} Z",
        mix(key("M"), "#FFFFFF", 0.2),
        INK,
        0.9,
    )
    # Wheat in front.
    stalks = []
    for _ in range(int(w / 5)):
        x = rng.uniform(2, w - 2)
        base = h + 3
        top = h - (h - hz) * rng.uniform(0.16, 0.3)
        lean = rng.uniform(-4, 4)
        stalks.append(
            f"M{num(x)},{num(base)} Q{num(x + lean * 0.3)},{num((base + top) / 2)} "
            f"{num(x + lean)},{num(top)}"
        )
    body += path(" ".join(stalks), "none", mix(c, "#6B430C", 0.55), 1.2)
    heads = "".join(
        ellipse(
            rng.uniform(3, w - 3),
            h - (h - hz) * rng.uniform(0.17, 0.3),
            1.6,
            4,
            mix(c, "#FFFFFF", 0.25),
            mix(c, "#6B430C", 0.6),
            0.7,
            angle=rng.uniform(-15, 15),
        )
        for _ in range(int(w / 9))
    )
    return defs, body + heads


def snow(uid: str, w: float, h: float, hz: float, rng: random.Random) -> tuple[str, str]:
    c = key("S")
    defs, body = sky(uid, w, hz, SNOW_SKY_TOP, mix(SNOW_SKY_TOP, SNOW_SKY_LOW, 0.6), SNOW_SKY_LOW)
    shadow = mix(c, "#6F8DAA", 0.42)
    white = mix(c, "#FFFFFF", 0.6)
    edge = mix(shadow, INK, 0.3)
    # Round snowy hills behind, white on top and blue in their folds.
    body += path(ridge(rng, w, hz - 16, 7, 56, h), mix(c, "#8FA6BC", 0.3))
    body += path(ridge(rng, w, hz - 7, 5, 44, h), white, edge, 0.8)
    defs += linear(f"{uid}-g", 0, hz, 0, h, [(0, white), (1, mix(c, shadow, 0.3))])
    body += rect(0, hz + 2, w, h - hz - 2, fill=f"url(#{uid}-g)")
    # Snow-laden firs: white boughs, blue shade, ink outline; two small ones further back.
    height = (h - hz) * 0.62
    base = hz + (h - hz) * 0.56
    for x, b, k in (
        (0.44, -0.2, 0.5),
        (0.52, -0.22, 0.42),
        (0.64, 0, 0.9),
        (0.75, 0.03, 1.0),
        (0.86, -0.02, 0.78),
    ):
        th = height * k * rng.uniform(0.95, 1.05)
        body += fir(
            w * x,
            base + (h - hz) * b,
            th,
            th * 0.5,
            "#FDFEFF",
            mix(shadow, "#FFFFFF", 0.2),
            outline=True,
        )
    # Drifts in front: white swells with a soft blue shadow under each crest.
    for i, at in enumerate((0.62, 0.9)):
        y = hz + (h - hz) * at
        pts = [
            (-6, y + 4),
            (w * 0.3, y - 8 + rng.uniform(-3, 3)),
            (w * 0.7, y + 2),
            (w + 6, y - 6 + rng.uniform(-3, 3)),
        ]
        crest = smooth(pts)
        body += path(
            crest + f" L{num(w + 6)},{num(h + 4)} L-6,{num(h + 4)} Z",
            mix(c, "#FFFFFF", 0.75 - 0.25 * i),
        )
        low = smooth([(x, yy + 7) for x, yy in reversed(pts)])
        body += path(crest + " L" + low[1:] + " Z", shadow, opacity=0.3)
        body += path(crest, "none", edge, 1.1 if i == 0 else OUTLINE)
    # A boulder under its cap of snow, on the left.
    bx, by = w * 0.2, hz + (h - hz) * 0.5
    body += path(
        f"M{num(bx - 14)},{num(by)} C{num(bx - 12)},{num(by - 14)} {num(bx + 12)},"
        f"{num(by - 16)} {num(bx + 15)},{num(by)} Z",
        mix(key("M"), INK, 0.2),
        INK,
        1.2,
    )
    body += path(
        f"M{num(bx - 12)},{num(by - 6)} C{num(bx - 8)},{num(by - 16)} {num(bx + 10)},"
        f"{num(by - 17)} {num(bx + 13)},{num(by - 6)} C{num(bx + 4)},{num(by - 9)} "
        f"{num(bx - 4)},{num(by - 3)} {num(bx - 12)},{num(by - 6)} Z",
        "#FFFFFF",
        INK,
        0.9,
    )
    # Falling snow.
    for _ in range(int(w * h / 650)):
        x, y = rng.uniform(3, w - 3), rng.uniform(3, h - 3)
        body += circle(x, y, rng.uniform(1.1, 2.1), "#FFFFFF", mix(shadow, INK, 0.1), 0.5)
    return defs, body


SCENES: dict[str, Callable[[str, float, float, float, random.Random], tuple[str, str]]] = {
    "F": forest,
    "M": mountain,
    "L": lake,
    "P": plains,
    "S": snow,
}


def scene(code: str, w: float, h: float, uid: str, horizon: float = HORIZON) -> tuple[str, str]:
    """(defs, body) of landscape `code` in the box (0, 0)-(w, h), the horizon at `horizon`
    of the height; ids start with `uid`."""
    return SCENES[code](uid, w, h, h * horizon, random.Random(f"{code}{w}x{h}"))
