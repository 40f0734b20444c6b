"""Check that the five landscapes stay apart under colour-vision deficiencies.

    python -m devtools.art.ravens.cvd_check [OUT.png]   (default docs/art/ravens_cvd_check.png)

Uses ODIN's simulation (devtools.art.cvd_check: Machado, Oliveira & Fernandes 2009 at full
severity, CIEDE2000 distances) for normal vision, protanopia, deuteranopia and tritanopia:

- key colours: the smallest distance between two landscapes' key colours;
- grounds: the smallest distance between the mean colours of two tiles' ground (below the
  shared sky), i.e. what the eye sees of the pictures on the table;
- glyphs: the lowest contrast of a symbol on its badge;
- seats: the distance between Hugin's and Munin's colours.

Apart from colour, the symbols must differ in shape: their glyphs, drawn in one colour,
overlap by at most MAX_GLYPH_OVERLAP (intersection over union). Exits 1 when any figure
misses its threshold. Pure Python plus pygame (tests call evaluate()).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from types import ModuleType

from devtools.art.cvd_check import MACHADO, RGB, contrast, delta_e2000, simulate
from odin_desktop.ui.palette import hex_to_rgb

MIN_KEY_DE = 20.0
MIN_GROUND_DE = 12.0
MIN_GLYPH_CONTRAST = 3.0
MIN_GLYPH_CONTRAST_CVD = 2.5
MIN_SEAT_DE = 12.0
MAX_GLYPH_OVERLAP = 0.6
GLYPH_PX = 48  # symbols are compared at this size
GROUND_PX = 114  # tiles are averaged at this width


@dataclass(frozen=True)
class Result:
    vision: str
    min_key: float
    worst_key: str
    min_ground: float
    worst_ground: str
    min_glyph_contrast: float
    seats: float

    @property
    def ok(self) -> bool:
        glyph_floor = MIN_GLYPH_CONTRAST if self.vision == "normal" else MIN_GLYPH_CONTRAST_CVD
        return (
            self.min_key >= MIN_KEY_DE
            and self.min_ground >= MIN_GROUND_DE
            and self.min_glyph_contrast >= glyph_floor
            and self.seats >= MIN_SEAT_DE
        )


def _pygame() -> ModuleType:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    pygame.display.init()  # SVG loading and fonts only: no mixer (and no audio warnings)
    return pygame


def ground_colours() -> dict[str, RGB]:
    """Mean colour of each tile below its horizon, as rendered by the game."""
    pygame = _pygame()
    from odin_desktop.scenes.ravens import art

    out: dict[str, RGB] = {}
    for code in art.LANDSCAPES:
        tile = art.space_tile(code, GROUND_PX)
        w, h = tile.get_size()
        top = round(h * 0.45)
        ground = tile.subsurface(pygame.Rect(0, top, w, h - top))
        r, g, b, _ = pygame.transform.average_color(ground)
        out[code] = (int(r), int(g), int(b))
    return out


def evaluate() -> list[Result]:
    """The figures for normal vision and each simulated deficiency."""
    from odin_desktop.scenes.ravens import art

    keys = {k: hex_to_rgb(v[1]) for k, v in art.LANDSCAPE_COLOURS.items()}
    grounds = ground_colours()
    seats = [hex_to_rgb(field) for _, field, _ in art.SEATS]
    results = []
    for vision in MACHADO:

        def sim(c: RGB, v: str = vision) -> RGB:
            return simulate(c, v)

        key = min(
            (delta_e2000(sim(keys[a]), sim(keys[b])), a + b) for a, b in combinations(keys, 2)
        )
        ground = min(
            (delta_e2000(sim(grounds[a]), sim(grounds[b])), a + b)
            for a, b in combinations(grounds, 2)
        )
        glyph = min(
            contrast(sim(hex_to_rgb(fg)), sim(hex_to_rgb(field)))
            for field, fg in map(art.badge_colours, (*art.LANDSCAPES, art.ODIN))
        )
        seat = delta_e2000(sim(seats[0]), sim(seats[1]))
        results.append(Result(vision, key[0], key[1], ground[0], ground[1], glyph, seat))
    return results


def glyph_masks() -> dict[str, set[tuple[int, int]]]:
    """The pixels of each landscape's glyph, from its rendered badge: inside the inner ring,
    those nearer the glyph's colour than the badge's."""
    pygame = _pygame()
    from odin_desktop.scenes.ravens import art

    masks: dict[str, set[tuple[int, int]]] = {}
    for code in art.LANDSCAPES:
        image = art.symbol(code, GLYPH_PX)
        field, fg = (hex_to_rgb(c) for c in art.badge_colours(code))
        centre, reach = GLYPH_PX / 2, GLYPH_PX * 0.46 * 0.8
        mask = set()
        for y in range(GLYPH_PX):
            for x in range(GLYPH_PX):
                if (x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 > reach**2:
                    continue
                c = image.get_at((x, y))
                near_fg = sum(abs(c[i] - fg[i]) for i in range(3))
                near_field = sum(abs(c[i] - field[i]) for i in range(3))
                if near_fg < near_field:
                    mask.add((x, y))
        masks[code] = mask
    del pygame
    return masks


def glyph_overlap() -> tuple[float, str]:
    """The largest intersection over union of two glyphs' shapes, and which pair."""
    masks = glyph_masks()
    return max(
        (len(masks[a] & masks[b]) / max(1, len(masks[a] | masks[b])), a + b)
        for a, b in combinations(masks, 2)
    )


def render(path: Path, results: list[Result]) -> None:
    """One row per vision: tiles, flight cards, symbols and pieces as that eye sees them."""
    pygame = _pygame()
    from devtools.art.cvd_check import _simulate_surface
    from odin_desktop.scenes.ravens import art
    from odin_desktop.ui import fonts

    gap, label_w, card_w, tile_w, chip = 10, 270, 74, 96, 40
    card_h = art.card_size(card_w)[1]
    row_h = card_h + 2 * gap
    images = [art.space_tile(c, tile_w) for c in art.LANDSCAPES]
    images += [art.flight_card(c, card_w) for c in art.LANDSCAPES]
    width = label_w + sum(i.get_width() + gap for i in images) + 3 * (chip + gap) + gap
    base = pygame.Surface((width - label_w, row_h))
    base.fill((35, 64, 76))
    x = gap
    for image in images:
        base.blit(image, (x, gap + (card_h - image.get_height()) // 2))
        x += image.get_width() + gap
    for i, code in enumerate(art.LANDSCAPES):
        base.blit(
            art.symbol(code, chip // 2 + 6),
            (x + (i % 3) * (chip // 2 + 8), gap + (i // 3) * (chip // 2 + 10)),
        )
    base.blit(art.raven(0, chip), (x, gap + chip + 14))
    base.blit(art.raven(1, chip), (x + chip + 4, gap + chip + 14))
    sheet = pygame.Surface((width, row_h * len(results)))
    title, body = fonts.font("ui_bold", 17), fonts.font("ui", 14)
    for r, res in enumerate(results):
        y = r * row_h
        sheet.fill((24, 20, 16), (0, y, label_w, row_h))
        sheet.blit(_simulate_surface(base, res.vision), (label_w, y))
        lines = [
            (title, res.vision.capitalize() + ("" if res.ok else "  FAIL")),
            (body, f"key colours min dE00 {res.min_key:.1f} ({res.worst_key})"),
            (body, f"grounds min dE00 {res.min_ground:.1f} ({res.worst_ground})"),
            (body, f"glyph/badge contrast min {res.min_glyph_contrast:.2f}"),
            (body, f"Hugin/Munin dE00 {res.seats:.1f}"),
        ]
        ty = y + gap
        for f, text in lines:
            colour = (240, 228, 204) if res.ok else (255, 120, 110)
            sheet.blit(f.render(text, True, colour), (12, ty))
            ty += f.get_linesize() + 2
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    root = Path(__file__).resolve().parents[3]
    out = Path(args[0]) if args else root / "docs" / "art" / "ravens_cvd_check.png"
    results = evaluate()
    for res in results:
        print(
            f"{res.vision:13} keys {res.min_key:5.1f} ({res.worst_key})  "
            f"grounds {res.min_ground:5.1f} ({res.worst_ground})  "
            f"glyph contrast {res.min_glyph_contrast:4.2f}  seats {res.seats:5.1f}  "
            f"{'ok' if res.ok else 'FAIL'}"
        )
    overlap, pair = glyph_overlap()
    shapes_ok = overlap <= MAX_GLYPH_OVERLAP
    print(f"glyph shapes: largest overlap {overlap:.2f} ({pair})  {'ok' if shapes_ok else 'FAIL'}")
    render(out, results)
    print(out)
    return 0 if shapes_ok and all(r.ok for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
