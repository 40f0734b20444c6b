"""Render every card face and the back at two widths into one PNG, for reviewing the art.

    python -m devtools.art.contact_sheet OUTDIR [--small 60] [--large 200]

Writes OUTDIR/contact_sheet_<small>px.png and OUTDIR/contact_sheet_<large>px.png.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from odin_desktop.scenes.odin import art  # noqa: E402
from odin_desktop.ui.palette import TABLE, hex_to_rgb  # noqa: E402


def sheet(width: int) -> pygame.Surface:
    """Nine columns (numbers) by six rows (colours), plus the back, on the table colour."""
    cw, ch = art.card_size(width)
    gap = max(6, width // 8)
    cols, rows = 10, 6
    surface = pygame.Surface((gap + cols * (cw + gap), gap + rows * (ch + gap)))
    surface.fill(hex_to_rgb(TABLE))
    for r, colour in enumerate(art.COLOURS):
        for n in range(1, 10):
            x, y = gap + (n - 1) * (cw + gap), gap + r * (ch + gap)
            surface.blit(art.face(f"{colour}{n}", width), (x, y))
    surface.blit(art.back(width), (gap + 9 * (cw + gap), gap))
    return surface


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--small", type=int, default=60)
    parser.add_argument("--large", type=int, default=200)
    args = parser.parse_args(argv)
    args.outdir.mkdir(parents=True, exist_ok=True)
    pygame.init()
    for width in (args.small, args.large):
        path = args.outdir / f"contact_sheet_{width}px.png"
        pygame.image.save(sheet(width), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
