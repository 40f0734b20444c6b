"""Tiny SVG writers shared by the Ravens drawings: paths, circles, gradients, transforms.

Numbers are printed with two decimals at most, so the committed SVGs stay small and stable.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]


def num(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def pts(points: Iterable[Point]) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def poly(points: Sequence[Point], closed: bool = True) -> str:
    """Path data through `points` (straight segments)."""
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in points)
    return d + (" Z" if closed else "")


def smooth(points: Sequence[Point], closed: bool = False, tension: float = 0.5) -> str:
    """Path data of a Catmull-Rom curve through `points`, as cubic Béziers."""
    p = list(points)
    # Repeat the ends (open) or wrap around (closed) so every segment has four points.
    p = [p[-1], *p, p[0], p[1]] if closed else [p[0], *p, p[-1]]
    d = [f"M{num(p[1][0])},{num(p[1][1])}"]
    k = tension / 3
    for i in range(1, len(p) - 2):
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = p[i - 1], p[i], p[i + 1], p[i + 2]
        c1 = (x1 + (x2 - x0) * k, y1 + (y2 - y0) * k)
        c2 = (x2 - (x3 - x1) * k, y2 - (y3 - y1) * k)
        d.append(f"C{num(c1[0])},{num(c1[1])} {num(c2[0])},{num(c2[1])} {num(x2)},{num(y2)}")
    return " ".join(d) + (" Z" if closed else "")


def _style(
    fill: str, stroke: str, width: float, opacity: float, extra: str, round_joins: bool = True
) -> str:
    out = f'fill="{fill}"'
    if stroke != "none" and width > 0:
        out += f' stroke="{stroke}" stroke-width="{num(width)}"'
        if round_joins:
            out += ' stroke-linejoin="round" stroke-linecap="round"'
    if opacity < 1:
        out += f' opacity="{num(opacity)}"'
    return out + (f" {extra}" if extra else "")


def path(
    d: str,
    fill: str = "none",
    stroke: str = "none",
    width: float = 0,
    opacity: float = 1.0,
    extra: str = "",
) -> str:
    return f'<path d="{d}" {_style(fill, stroke, width, opacity, extra)}/>'


def circle(
    cx: float,
    cy: float,
    r: float,
    fill: str = "none",
    stroke: str = "none",
    width: float = 0,
    opacity: float = 1.0,
) -> str:
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" '
        f"{_style(fill, stroke, width, opacity, '')}/>"
    )


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str = "none",
    stroke: str = "none",
    width: float = 0,
    opacity: float = 1.0,
    angle: float = 0.0,
) -> str:
    turn = f' transform="rotate({num(angle)} {num(cx)} {num(cy)})"' if angle else ""
    return (
        f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="{num(rx)}" ry="{num(ry)}"{turn} '
        f"{_style(fill, stroke, width, opacity, '')}/>"
    )


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    rx: float = 0,
    fill: str = "none",
    stroke: str = "none",
    width: float = 0,
    opacity: float = 1.0,
) -> str:
    corner = f' rx="{num(rx)}"' if rx else ""
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{corner} '
        f"{_style(fill, stroke, width, opacity, '', round_joins=False)}/>"
    )


def rounded_rect_d(x: float, y: float, w: float, h: float, r: float) -> str:
    """Path data of a rounded rectangle (for even-odd frames with holes)."""
    k = r * 0.4477  # 1 - 0.5523: the Bézier circle approximation
    return (
        f"M{num(x + r)},{num(y)} H{num(x + w - r)} "
        f"C{num(x + w - k)},{num(y)} {num(x + w)},{num(y + k)} {num(x + w)},{num(y + r)} "
        f"V{num(y + h - r)} "
        f"C{num(x + w)},{num(y + h - k)} {num(x + w - k)},{num(y + h)} "
        f"{num(x + w - r)},{num(y + h)} "
        f"H{num(x + r)} "
        f"C{num(x + k)},{num(y + h)} {num(x)},{num(y + h - k)} {num(x)},{num(y + h - r)} "
        f"V{num(y + r)} "
        f"C{num(x)},{num(y + k)} {num(x + k)},{num(y)} {num(x + r)},{num(y)} Z"
    )


def circle_d(cx: float, cy: float, r: float) -> str:
    """Path data of a circle (two arcs), for even-odd holes."""
    return (
        f"M{num(cx - r)},{num(cy)} A{num(r)},{num(r)} 0 1,0 {num(cx + r)},{num(cy)} "
        f"A{num(r)},{num(r)} 0 1,0 {num(cx - r)},{num(cy)} Z"
    )


def group(content: str, transform: str = "", opacity: float = 1.0) -> str:
    attrs = f' transform="{transform}"' if transform else ""
    if opacity < 1:
        attrs += f' opacity="{num(opacity)}"'
    return f"<g{attrs}>{content}</g>"


Stop = tuple[float, str] | tuple[float, str, float]  # offset, colour[, opacity]


def _stops(stops: Sequence[Stop]) -> str:
    out = ""
    for stop in stops:
        alpha = f' stop-opacity="{num(stop[2])}"' if len(stop) > 2 else ""
        out += f'<stop offset="{num(stop[0])}" stop-color="{stop[1]}"{alpha}/>'
    return out


def linear(gid: str, x1: float, y1: float, x2: float, y2: float, stops: Sequence[Stop]) -> str:
    """A linearGradient in user space (the only kind nanosvg places reliably)."""
    body = _stops(stops)
    return (
        f'<linearGradient id="{gid}" gradientUnits="userSpaceOnUse" '
        f'x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" y2="{num(y2)}">{body}</linearGradient>'
    )


def radial(gid: str, cx: float, cy: float, r: float, stops: Sequence[Stop]) -> str:
    body = _stops(stops)
    return (
        f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" '
        f'cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}">{body}</radialGradient>'
    )


def polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    a = math.radians(degrees)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def document(width: float, height: float, defs: str, body: str) -> str:
    """A complete SVG file of `width` x `height` user units."""
    inner = f"<defs>{defs}</defs>\n" if defs else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {num(width)} {num(height)}" '
        f'width="{num(width)}" height="{num(height)}">\n{inner}{body}\n</svg>\n'
    )
