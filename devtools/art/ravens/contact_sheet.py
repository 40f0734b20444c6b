"""Render every Ravens picture through the game's loader into PNGs, for reviewing the art.

    python -m devtools.art.ravens.contact_sheet OUTDIR [--small 70] [--large 200]

Writes OUTDIR/ravens_sheet_<width>px.png (all cards, pieces, symbols, tiles and the title at
a card width) and OUTDIR/ravens_path_<width>px.png (a path of nine cards with the ravens and
the marker on it, and a hand of flight and Odin cards, as a table would show them).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from odin_desktop.scenes.ravens import art  # noqa: E402
from odin_desktop.ui.palette import TABLE, hex_to_rgb  # noqa: E402

# Sample action texts (the game passes translated ones); one card in Arabic.
SAMPLE_ACTIONS: dict[str, tuple[str, str]] = {
    "O1": ("Put the Odin marker on an empty space", "Swap two landscape cards"),
    "O2": ("Put your stack in any order", "Add 2 landscape cards"),
    "O3": ("Turn a landscape card around", "Remove a landscape card"),
    "O4": ("The opponent's raven 1 space back", "Your raven 1 space forward"),
}
ARABIC_ACTIONS = ("ضع علامة أودين على خانة فارغة", "بدّل بطاقتي أرض")
PATH = ("FM", "LP", "SF", "MS", "PL", "FS", "ML", "SP", "LF")


def _row(surface: pygame.Surface, images: list[pygame.Surface], x: int, y: int, gap: int) -> int:
    """Blit images left to right from (x, y); return the row's height."""
    for image in images:
        surface.blit(image, (x, y))
        x += image.get_width() + gap
    return max(image.get_height() for image in images)


def sheet(width: int) -> pygame.Surface:
    """Every picture at card width `width` (pieces at 0.55 of it, tiles at the card's)."""
    gap = max(6, width // 10)
    chip = max(16, round(width * 0.55))
    rows = [
        [art.landscape_card(code, width) for code in art.LANDSCAPE_CARDS[:10]],
        [art.landscape_card(code, width) for code in art.LANDSCAPE_CARDS[10:]],
        [art.flight_card(c, width) for c in art.LANDSCAPES]
        + [art.card_back(0, width), art.card_back(1, width), art.landscape_back(width)],
        [art.odin_card(c, width, SAMPLE_ACTIONS[c]) for c in art.ODIN_CARDS]
        + [art.odin_card("O1", width, ARABIC_ACTIONS)]
        + [art.magic_way_card(c, width) for c in art.MAGIC_WAYS[:3]],
        [art.magic_way_card(c, width) for c in art.MAGIC_WAYS[3:]]
        + [art.space_tile(c, width) for c in art.LANDSCAPES],
        [art.marker(chip), art.raven(0, chip), art.raven(1, chip)]
        + [art.symbol(c, chip) for c in (*art.LANDSCAPES, art.ODIN)]
        + [art.title_art(width * 3)],
    ]
    total_w = gap + max(sum(i.get_width() + gap for i in r) for r in rows)
    total_h = gap + sum(max(i.get_height() for i in r) + gap for r in rows)
    surface = pygame.Surface((total_w, total_h))
    surface.fill(hex_to_rgb(TABLE))
    y = gap
    for images in rows:
        y += _row(surface, images, gap, y, gap) + gap
    return surface


def table(width: int) -> pygame.Surface:
    """A path of nine cards edge to edge with both ravens and the marker, and a fanned hand."""
    gap = max(2, width // 30)
    chip = max(16, round(width * 0.55))
    cw, ch = art.card_size(width)
    surface = pygame.Surface((gap * 2 + len(PATH) * (cw + gap), ch * 3))
    surface.fill(hex_to_rgb(TABLE))
    for i, code in enumerate(PATH):
        surface.blit(art.landscape_card(code, width), (gap + i * (cw + gap), gap))
    scale = width / art.CARD_W

    def on_space(piece: pygame.Surface, card_index: int, bottom: bool) -> None:
        tx, ty = art.TILE_BOTTOM if bottom else art.TILE_TOP
        cx = gap + card_index * (cw + gap) + round((tx + art.TILE_W / 2) * scale)
        cy = gap + round((ty + art.TILE_H / 2) * scale)
        surface.blit(piece, piece.get_rect(center=(cx, cy)))

    on_space(art.raven(0, chip), 2, False)
    on_space(art.raven(1, chip), 4, True)
    on_space(art.marker(chip), 5, False)
    hand = ["F", "L", "O3", "S", "P"]
    hand_w = round(width * 1.15)
    x, y = gap, ch + 3 * gap
    for i, code in enumerate(hand):
        image = art.rotated(code, hand_w, 12 - 6 * i)
        surface.blit(image, (x, y + abs(i - 2) * gap))
        x += round(hand_w * 0.42)
    x += hand_w + gap * 4
    for seat in (0, 1):
        surface.blit(art.rotated(art.SEAT_BACKS[seat], hand_w, 0), (x, y))
        x += round(hand_w * 0.5)
    return surface


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--small", type=int, default=70)
    parser.add_argument("--large", type=int, default=200)
    args = parser.parse_args(argv)
    args.outdir.mkdir(parents=True, exist_ok=True)
    pygame.display.init()  # pictures and fonts only: no mixer
    for width in (args.small, args.large):
        for name, draw in (("sheet", sheet), ("path", table)):
            out = args.outdir / f"ravens_{name}_{width}px.png"
            pygame.image.save(draw(width), str(out))
            print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
