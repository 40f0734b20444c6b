"""Check that the six card colours stay apart under colour-vision deficiencies.

    python -m devtools.art.cvd_check [OUT.png]     (default docs/art/cvd_check.png)

Simulates protanopia, deuteranopia and tritanopia with the Machado, Oliveira & Fernandes
(2009) matrices at full severity, in linear RGB, then measures CIEDE2000 distances between
every pair of card colours, and between each colour and the table. Exits 1 when a distance
falls under its threshold. The PNG shows real cards on the table under each simulation.
Pure Python plus pygame, so tests can call evaluate() without dev-only packages.
"""

from __future__ import annotations

import math
import os
import sys
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

from odin_desktop.ui.palette import CARD_COLOURS, PARCHMENT, TABLE, hex_to_rgb

RGB = tuple[int, int, int]
Matrix = tuple[tuple[float, float, float], ...]

MACHADO: dict[str, Matrix] = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}

# CIEDE2000 thresholds: ~2.3 is "just noticeable"; card colours must be far apart even for
# a glance across the table. The runes carry identity where hue alone would not.
MIN_PAIR_DE = 12.0
MIN_TABLE_DE = 16.0
# WCAG 2 non-text contrast of each ink on the card paper: 3:1 for normal vision; the
# simulations shift luminance (orange turns a light yellow for deuteranopes), so 2.5 there.
MIN_PARCHMENT_CONTRAST = 3.0
MIN_PARCHMENT_CONTRAST_CVD = 2.5


def _lin(c: float) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _enc(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 255 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


_LIN = [_lin(i) for i in range(256)]
_ENC = [round(_enc(i / 4095)) for i in range(4096)]


def simulate(rgb: RGB, vision: str) -> RGB:
    m = MACHADO[vision]
    lin = [_LIN[v] for v in rgb]
    out = (sum(m[i][j] * lin[j] for j in range(3)) for i in range(3))
    return tuple(_ENC[round(min(1.0, max(0.0, v)) * 4095)] for v in out)  # type: ignore[return-value]


def to_lab(rgb: RGB) -> tuple[float, float, float]:
    r, g, b = (_LIN[v] for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(c1: RGB, c2: RGB) -> float:
    """CIEDE2000 colour difference (Sharma, Wu & Dalal 2005)."""
    l1, a1, b1 = to_lab(c1)
    l2, a2, b2 = to_lab(c2)
    cbar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cbar**7 / (cbar**7 + 25**7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    dh = h2p - h1p
    if c1p * c2p == 0:
        dh = 0
    elif dh > 180:
        dh -= 360
    elif dh < -180:
        dh += 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lbar, cbarp = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        hbar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hbar = (h1p + h2p) / 2
    else:
        hbar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hbar - 30))
        + 0.24 * math.cos(math.radians(2 * hbar))
        + 0.32 * math.cos(math.radians(3 * hbar + 6))
        - 0.20 * math.cos(math.radians(4 * hbar - 63))
    )
    sl = 1 + 0.015 * (lbar - 50) ** 2 / math.sqrt(20 + (lbar - 50) ** 2)
    sc = 1 + 0.045 * cbarp
    sh = 1 + 0.015 * cbarp * t
    rt = (
        -2
        * math.sqrt(cbarp**7 / (cbarp**7 + 25**7))
        * math.sin(math.radians(60 * math.exp(-(((hbar - 275) / 25) ** 2))))
    )
    return math.sqrt(
        (dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2 + rt * (dc / sc) * (dhh / sh)
    )


def contrast(c1: RGB, c2: RGB) -> float:
    """WCAG 2 contrast ratio."""

    def lum(c: RGB) -> float:
        r, g, b = (_LIN[v] for v in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((lum(c1), lum(c2)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@dataclass(frozen=True)
class Result:
    vision: str
    min_pair: float
    worst_pair: str
    min_table: float
    worst_table: str
    min_contrast: float

    @property
    def ok(self) -> bool:
        return (
            self.min_pair >= MIN_PAIR_DE
            and self.min_table >= MIN_TABLE_DE
            and self.min_contrast
            >= (MIN_PARCHMENT_CONTRAST if self.vision == "normal" else MIN_PARCHMENT_CONTRAST_CVD)
        )


def evaluate() -> list[Result]:
    """Distances for normal vision and each simulated deficiency."""
    results = []
    for vision in MACHADO:
        sim = {k: simulate(hex_to_rgb(v[1]), vision) for k, v in CARD_COLOURS.items()}
        table = simulate(hex_to_rgb(TABLE), vision)
        paper = simulate(hex_to_rgb(PARCHMENT), vision)
        pair = min((delta_e2000(sim[a], sim[b]), a + b) for a, b in combinations(sim, 2))
        tab = min((delta_e2000(c, table), k) for k, c in sim.items())
        con = min(contrast(c, paper) for c in sim.values())
        results.append(Result(vision, pair[0], pair[1], tab[0], tab[1], con))
    return results


def _simulate_surface(surface, vision: str):  # type: ignore[no-untyped-def]
    """A copy of an RGB surface as seen with `vision` (pure Python, fine for a few cards)."""
    import pygame

    size = surface.get_size()
    raw = bytearray(pygame.image.tobytes(surface, "RGB"))
    cache: dict[tuple[int, int, int], RGB] = {}
    for i in range(0, len(raw), 3):
        key = (raw[i], raw[i + 1], raw[i + 2])
        out = cache.get(key)
        if out is None:
            out = cache[key] = simulate(key, vision)
        raw[i : i + 3] = bytes(out)
    return pygame.image.frombytes(bytes(raw), size, "RGB")


def render(path: Path, results: list[Result]) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from odin_desktop.scenes.odin import art
    from odin_desktop.ui import fonts

    pygame.init()
    card_w, gap, label_w = 84, 10, 250
    cw, ch = art.card_size(card_w)
    codes = ["R5", "O2", "P9", "G7", "B3", "K8"]
    row_h = ch + 2 * gap
    width = label_w + len(codes) * (cw + gap) + gap + 6 * 44 + gap
    sheet = pygame.Surface((width, row_h * len(results)))
    base = pygame.Surface((width - label_w, row_h))
    base.fill(hex_to_rgb(TABLE))
    for i, code in enumerate(codes):
        base.blit(art.face(code, card_w), (gap + i * (cw + gap), gap))
    sx = gap + len(codes) * (cw + gap)
    for i, (_, hexc) in enumerate(CARD_COLOURS.values()):
        pygame.draw.rect(base, hex_to_rgb(hexc), (sx + i * 44, gap, 40, ch), border_radius=6)
    title = fonts.font("ui_bold", 17)
    body = fonts.font("ui", 14)
    for r, res in enumerate(results):
        y = r * row_h
        sheet.fill((24, 20, 16), (0, y, label_w, row_h))
        sheet.blit(_simulate_surface(base, res.vision), (label_w, y))
        lines = [
            (title, res.vision.capitalize() + ("" if res.ok else "  FAIL")),
            (body, f"min card pair dE00 {res.min_pair:.1f} ({res.worst_pair})"),
            (body, f"min card/table dE00 {res.min_table:.1f} ({res.worst_table})"),
            (body, f"min ink/paper contrast {res.min_contrast:.2f}"),
        ]
        ty = y + gap
        for f, text in lines:
            colour = (240, 228, 204) if res.ok else (255, 120, 110)
            sheet.blit(f.render(text, True, colour), (12, ty))
            ty += f.get_linesize() + 4
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else Path(__file__).resolve().parents[2] / "docs/art/cvd_check.png"
    results = evaluate()
    for res in results:
        print(
            f"{res.vision:13} pair {res.min_pair:5.1f} ({res.worst_pair})  "
            f"table {res.min_table:5.1f} ({res.worst_table})  "
            f"contrast {res.min_contrast:4.2f}  {'ok' if res.ok else 'FAIL'}"
        )
    render(out, results)
    print(out)
    return 0 if all(r.ok for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
