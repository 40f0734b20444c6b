"""Render every table layout as a static mock filled with cards, for reviewing layouts and art.

    python -m devtools.art.layout_preview OUTDIR [--size 1280x800 ...] [--outlines]

Writes OUTDIR/layout_<n>p_<w>x<h>.png for 2–6 players at each size (default 1280x800, plus
1024x640 and 1920x1080 for 4 players). A mock, not the game's table scene: it uses the layout
loader, card art and fonts exactly as the game does.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from odin_desktop.scenes.odin import art, layout  # noqa: E402
from odin_desktop.scenes.odin.layout import Box, Layout  # noqa: E402
from odin_desktop.ui import fonts  # noqa: E402
from odin_desktop.ui.backdrop import backdrop
from odin_desktop.ui.palette import (  # noqa: E402
    ACCENT,
    TABLE_TEXT,
    hex_to_rgb,
)

NAMES = ["You", "Astrid", "Bjorn", "Sigrid", "Leif", "Ingrid"]
CREAM = hex_to_rgb(TABLE_TEXT)
GOLD = hex_to_rgb(ACCENT)


def panel(surface: pygame.Surface, box: Box, alpha: int = 110, radius: int = 10) -> None:
    layer = pygame.Surface((max(1, box.w), max(1, box.h)), pygame.SRCALPHA)
    r = max(2, int(radius))
    pygame.draw.rect(layer, (8, 16, 20, alpha), layer.get_rect(), border_radius=r)
    pygame.draw.rect(layer, (*GOLD, 90), layer.get_rect(), width=1, border_radius=r)
    surface.blit(layer, (box.x, box.y))


def text(
    surface: pygame.Surface,
    msg: str,
    box: Box,
    size: int,
    colour: tuple[int, int, int] = CREAM,
    role: str = "ui",
    align: str = "center",
    bold: bool = False,
) -> None:
    img = fonts.render(msg, max(6, size), colour, bold=bold, role=role)
    r = img.get_rect()
    if align == "center":
        r.center = box.center
    else:
        r.midleft = (box.x + max(4, box.h // 4), box.center[1])
    surface.blit(img, r)


def fan_of_backs(surface: pygame.Surface, box: Box, count: int) -> None:
    cw = art.width_for_height(box.h)
    step = min(cw * 0.42, (box.w - cw) / max(1, count - 1))
    total = cw + step * (count - 1)
    x0 = box.x + (box.w - total) / 2
    for i in range(count):
        surface.blit(art.back(cw), (round(x0 + i * step), box.y))


def hand_fan(surface: pygame.Surface, lay: Layout, codes: list[str], lifted: set[int]) -> None:
    box = lay.hand
    cw = lay.hand_card_width()
    _, ch = art.card_size(cw)
    n = len(codes)
    step = min(cw * 0.72, (box.w - cw * 1.1) / max(1, n - 1))
    cx = box.center[0]
    half = (n - 1) / 2
    for i, code in enumerate(codes):
        t = i - half
        angle = round(-t * 2.5)
        img = art.rotated(code, cw, angle)
        lift = int(ch * 0.12) if i in lifted else 0
        # A gentle arc: the middle cards ride higher; the outer ones rest on the hand's floor.
        arc = int((half**2 - t**2) * ch * 0.008)
        r = img.get_rect()
        r.midbottom = (round(cx + t * step), box.bottom - arc - lift)
        surface.blit(img, r)


def card_set(surface: pygame.Surface, box: Box, codes: list[str]) -> None:
    cw = art.width_for_height(int(box.h * 0.86))
    step = min(cw * 0.62, (box.w - cw) / max(1, len(codes) - 1))
    total = cw + step * (len(codes) - 1)
    x0 = box.x + (box.w - total) / 2
    _, ch = art.card_size(cw)
    for i, code in enumerate(codes):
        surface.blit(art.face(code, cw), (round(x0 + i * step), box.center[1] - ch // 2))


def valhalla(surface: pygame.Surface, box: Box, rng: random.Random) -> None:
    cw = art.width_for_height(int(box.h * 0.62))
    for code in ("back", "back", "R3", "K6"):
        img = art.rotated(code, cw, rng.randint(-14, 14))
        r = img.get_rect(center=(box.center[0] + rng.randint(-4, 4), box.center[1] - box.h // 12))
        surface.blit(img, r)
    label = Box(box.x, box.bottom - box.h // 6, box.w, box.h // 6)
    text(surface, "VALHALLA", label, int(box.h * 0.09), GOLD, role="title_bold")


def render(players: int, size: tuple[int, int], outlines: bool = False) -> pygame.Surface:
    lay = layout.load(players, size)
    rng = random.Random(players)
    surface = pygame.Surface(size)  # the shared backdrop is never drawn on
    surface.blit(backdrop(size), (0, 0))
    s = lay.scale
    # Middle: a worn, darker patch of felt where sets land.
    m = lay.middle
    mat = pygame.Surface((m.w, m.h), pygame.SRCALPHA)
    pygame.draw.ellipse(mat, (0, 0, 0, 32), mat.get_rect())
    pygame.draw.ellipse(mat, (*GOLD, 45), mat.get_rect(), max(1, int(2 * lay.scale)))
    surface.blit(mat, (m.x, m.y))
    middle_sets = {
        2: ["B8", "B2"],
        3: ["R9", "R6", "R5"],
        4: ["G9", "G7", "G2"],
        5: ["P7", "K7"],
        6: ["O9", "O8", "O4", "O1"],
    }
    card_set(surface, lay.middle, middle_sets[players])
    valhalla(surface, lay.discard, rng)
    # Opponents.
    passed = {2: set(), 3: {2}, 4: {1}, 5: {2, 4}, 6: {1, 3}}[players]
    for seat in lay.seats:
        is_turn = seat.index == min(set(range(1, players)) - passed)
        panel(surface, seat.nameplate, 150 if is_turn else 110, int(8 * s))
        if is_turn:
            pygame.draw.rect(surface, GOLD, seat.nameplate.to_rect(), 2, border_radius=int(8 * s))
        text(
            surface,
            NAMES[seat.index],
            seat.nameplate,
            int(seat.nameplate.h * 0.5),
            align="left",
            bold=True,
        )
        panel(surface, seat.score, 110, int(8 * s))
        points = rng.randint(0, 12)
        label = f"{points} pt" if points == 1 else f"{points} pts"
        text(surface, label, seat.score, int(seat.score.h * 0.45))
        if seat.fan is not None:
            fan_of_backs(surface, seat.fan, rng.randint(4, 9))
        if seat.index in passed:
            panel(surface, seat.pass_marker, 170, seat.pass_marker.h // 2)
            text(surface, "Pass", seat.pass_marker, int(seat.pass_marker.h * 0.55), GOLD, bold=True)
    # The human's hand, two cards lifted as a selection.
    deck = [c for c in art.ALL_CODES]
    rng.shuffle(deck)
    hand = sorted(deck[:9], key=lambda c: (-int(c[1]), c[0]))
    hand_fan(surface, lay, hand, {1, 2})
    text(surface, "Your turn: beat 972 with 3 cards, or 4", lay.status, int(lay.status.h * 0.5))
    # Log.
    panel(surface, lay.log, 140, int(10 * s))
    head = Box(lay.log.x, lay.log.y, lay.log.w, int(40 * s))
    text(surface, "Saga", head, int(24 * s), GOLD, role="title_bold")
    lines = [
        "Astrid plays B8 B2 (82)",
        "Bjorn passes",
        "Sigrid plays R8 P8 (88)",
        "  takes B8",
        "Leif plays K9 K4 K2",
        "  takes P8",
        "Ingrid passes",
        "جولة 3: Astrid تلعب",
    ]
    for i, line in enumerate(lines):
        row = Box(lay.log.x + int(6 * s), head.bottom + int(i * 26 * s), lay.log.w, int(26 * s))
        text(surface, line, row, int(15 * s), align="left")
    # Buttons.
    labels = {"play": "Play", "pass": "Pass", "hint": "Hint", "sort": "Sort", "menu": "Menu"}
    for name, box in lay.buttons.items():
        primary = name == "play"
        fill = GOLD if primary else (30, 52, 62)
        pygame.draw.rect(surface, fill, box.to_rect(), border_radius=int(10 * s))
        pygame.draw.rect(surface, GOLD, box.to_rect(), 1, border_radius=int(10 * s))
        colour = (40, 26, 16) if primary else CREAM
        text(surface, labels.get(name, name), box, int(box.h * 0.42), colour, bold=True)
    if outlines:
        for name, box in lay.regions.items():
            if box.w == 0:
                pygame.draw.circle(surface, (255, 80, 80), box.center, 4)
            else:
                pygame.draw.rect(surface, (255, 80, 80), box.to_rect(), 1)
            img = fonts.font("ui", 11).render(name, True, (255, 140, 140))
            surface.blit(img, (box.x + 2, box.y + 1))
    return surface


def parse_size(value: str) -> tuple[int, int]:
    w, h = value.lower().split("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--size", type=parse_size, action="append")
    parser.add_argument("--outlines", action="store_true", help="draw every named region")
    args = parser.parse_args(argv)
    args.outdir.mkdir(parents=True, exist_ok=True)
    pygame.init()
    jobs = [(n, size) for n in layout.PLAYERS for size in (args.size or [(1280, 800)])]
    if not args.size:
        jobs += [(4, (1024, 640)), (4, (1920, 1080))]
    for players, size in jobs:
        path = args.outdir / f"layout_{players}p_{size[0]}x{size[1]}.png"
        pygame.image.save(render(players, size, args.outlines), str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
