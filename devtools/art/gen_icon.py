# ruff: noqa: E501 -- the SVG template reads best unwrapped
"""Draw the app icon (assets/icon/icon.svg) and export PNGs, .ico and .icns.

    python -m devtools.art.gen_icon [OUTDIR]   (default: assets/icon)

Dev-time only: the .ico and .icns are written with Pillow (the `art` extra). Each PNG is
rendered from the vector source at its own size, so small sizes stay sharp.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from devtools.art.gen_cards import rune_svg  # noqa: E402
from devtools.art.svgkit import cinzel, ink_offset, mix, text_path  # noqa: E402
from odin_desktop.ui.palette import CARD_BACK, CARD_COLOURS, GOLD, PARCHMENT  # noqa: E402

OUT = Path(__file__).resolve().parents[2] / "assets" / "icon"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def card(number: int, colour: str, rune: str, angle: float) -> str:
    ink = CARD_COLOURS[colour][1]
    font = cinzel(800)
    cap = 118.0
    x0, _, x1, _ = ink_offset(font, str(number), cap)
    d, _ = text_path(font, str(number), 256 - (x0 + x1) / 2, 218 + cap, cap, anchor="start")
    return (
        f'<g transform="rotate({angle} 256 470)">'
        f'<rect x="150" y="180" width="212" height="290" rx="22" fill="{PARCHMENT}" '
        f'stroke="#3A2A1E" stroke-width="6"/>'
        f'<rect x="164" y="194" width="184" height="262" rx="14" fill="none" '
        f'stroke="{ink}" stroke-width="7"/>'
        f'<path d="{d}" fill="{ink}"/>'
        f"{rune_svg(rune, 232, 356, 76, ink, 13)}"
        "</g>"
    )


def icon_svg() -> str:
    deep = mix(CARD_BACK, "#000000", 0.45)
    glow = mix(CARD_BACK, "#FFFFFF", 0.15)
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs>
<radialGradient id="bg" gradientUnits="userSpaceOnUse" cx="256" cy="200" r="330">
<stop offset="0" stop-color="{glow}"/><stop offset="1" stop-color="{deep}"/>
</radialGradient>
</defs>
<rect x="16" y="16" width="480" height="480" rx="104" fill="url(#bg)" stroke="{GOLD}" stroke-width="14"/>
<g transform="translate(0,-44)">
{card(7, "G", "gebo", -24)}
{card(8, "R", "raido", 0)}
{card(9, "B", "laguz", 24)}
</g>
</svg>
"""


def main(argv: list[str] | None = None) -> int:
    import pygame
    from PIL import Image

    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    svg = out / "icon.svg"
    svg.write_text(icon_svg(), encoding="utf-8")
    pygame.init()
    images: dict[int, Image.Image] = {}
    for size in SIZES:
        surface = pygame.image.load_sized_svg(str(svg), (size, size))
        path = out / f"icon_{size}.png"
        pygame.image.save(surface, str(path))
        images[size] = Image.open(path).convert("RGBA")
    largest = images[512]
    # .ico: Windows picks the nearest size; give it each one rendered natively.
    largest.save(
        out / "icon.ico",
        sizes=[(s, s) for s in SIZES if s <= 256],
        append_images=[images[s] for s in SIZES if s <= 256],
    )
    largest.save(out / "icon.icns", append_images=[images[s] for s in (16, 32, 64, 128, 256)])
    for name in ("icon.svg", "icon.ico", "icon.icns"):
        print(out / name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
