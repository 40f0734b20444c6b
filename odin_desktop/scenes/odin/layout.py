"""Table layouts: Tiled maps (assets/layouts/table_<n>p.tmx) turned into frozen rectangles
scaled to the window.

A map is drawn for a 1280 x 800 design space. It is scaled uniformly (aspect kept) to fit the
window and centred, so nothing is ever stretched; the table itself should fill the window. A
smaller interface size (Settings) draws its objects smaller within that fitted map.
Object names (see devtools/art/gen_layouts.py): hand, middle, discard, log, status,
deck, button.<name>, seat<i>.nameplate|score|pass|anchor and, for opponents, seat<i>.fan.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

import pytmx

from odin_desktop.ui import theme
from odin_desktop.ui.resources import asset

if TYPE_CHECKING:
    from collections.abc import Mapping

    import pygame

PLAYERS = range(2, 7)
TABLE_NAMES = ("hand", "middle", "discard", "log", "status", "deck")
BUTTONS = ("play", "pass", "hint", "sort")
SEAT_PARTS = ("nameplate", "score", "pass", "anchor")


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in pixels; a point when w == h == 0."""

    x: int
    y: int
    w: int
    h: int
    kind: str = ""  # the Tiled object's class (or type, before Tiled 1.9)

    @property
    def center(self) -> tuple[int, int]:
        return self.x + self.w // 2, self.y + self.h // 2

    @property
    def right(self) -> int:
        return self.x + self.w

    @property
    def bottom(self) -> int:
        return self.y + self.h

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.x <= pos[0] < self.x + self.w and self.y <= pos[1] < self.y + self.h

    def to_rect(self) -> pygame.Rect:
        import pygame

        return pygame.Rect(self.x, self.y, self.w, self.h)


@dataclass(frozen=True)
class SeatPlace:
    index: int  # 0 is the human at the bottom; then clockwise
    nameplate: Box
    score: Box
    pass_marker: Box
    anchor: Box  # a point: where this seat's cards fly to and from
    fan: Box | None  # card backs of an opponent's hand; None for seat 0 (see Layout.hand)


@dataclass(frozen=True)
class Layout:
    players: int
    window: tuple[int, int]
    scale: float  # window pixels per design unit
    hand: Box
    middle: Box
    discard: Box
    log: Box
    status: Box
    deck: Box
    buttons: Mapping[str, Box]  # "play", "pass", "hint", "sort", …
    seats: tuple[SeatPlace, ...]
    regions: Mapping[str, Box]  # every named object, by its full name

    def hand_card_width(self) -> int:
        """A card width that fits the hand area's height, with a little room to lift."""
        return max(4, int(self.hand.h * 0.82 / 1.4))

    def hit_button(self, pos: tuple[float, float]) -> str | None:
        """The name of the button under `pos`, if any."""
        return next((name for name, box in self.buttons.items() if box.contains(pos)), None)


def required_names(players: int) -> set[str]:
    """Every object name a map for `players` players must have."""
    names = set(TABLE_NAMES) | {f"button.{b}" for b in BUTTONS}
    for seat in range(players):
        names |= {f"seat{seat}.{part}" for part in SEAT_PARTS}
        if seat:
            names.add(f"seat{seat}.fan")
    return names


def map_path(players: int) -> str:
    return str(asset("layouts", f"table_{players}p.tmx"))


def read_map(path: str) -> tuple[tuple[int, int], dict[str, Box]]:
    """A Tiled map's size in pixels and its named objects, unscaled."""
    tmx = pytmx.TiledMap(path)  # no display needed, unlike load_pygame
    boxes: dict[str, Box] = {}
    for obj in tmx.objects:
        if not obj.name:
            continue
        # Tiled 1.9+ writes `class`; older maps `type`. pytmx keeps both as attributes.
        kind = getattr(obj, "class", None) or obj.type or ""
        boxes[obj.name] = Box(
            round(obj.x), round(obj.y), round(obj.width or 0), round(obj.height or 0), kind
        )
    return (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight), boxes


@lru_cache(maxsize=8)
def design(players: int) -> tuple[tuple[int, int], dict[str, Box]]:
    """The map for `players`: its design size and named objects in design units (parsed once)."""
    if players not in PLAYERS:
        raise ValueError(f"no layout for {players} players (2 to 6)")
    size, boxes = read_map(map_path(players))
    missing = required_names(players) - boxes.keys()
    if missing:
        raise ValueError(f"{map_path(players)} lacks objects: {sorted(missing)}")
    return size, boxes


def load(players: int, window: tuple[int, int]) -> Layout:
    """The layout for `players` players, scaled and centred in a window of that size."""
    (dw, dh), boxes = design(players)
    ww, wh = max(1, int(window[0])), max(1, int(window[1]))
    whole = min(ww / dw, wh / dh)  # the map fitted whole to the window
    # A smaller interface size draws every object smaller, each keeping its distance (scaled)
    # from the side of the fitted map it is nearest: a third of the map's width or height from
    # either side, or the middle. Objects only draw apart, so none overlaps another or leaves
    # the map.
    scale = whole * theme.interface_held((ww, wh))

    def place(start: int, length: int, design: int, window: int) -> tuple[int, int]:
        """An object's first pixel and its length along one side."""
        third = (start + length / 2) * 3 // design  # 0 near the start, 1 the middle, 2 the end
        margin = (window - design * whole) / 2  # the fitted map centred in the window
        room = design * (whole - scale)  # what the smaller objects leave of the map
        offset = margin + room * min(2, max(0, third)) / 2
        first = round(offset + start * scale)
        return first, round(offset + (start + length) * scale) - first

    def fit(b: Box) -> Box:
        (x, w), (y, h) = place(b.x, b.w, dw, ww), place(b.y, b.h, dh, wh)
        return Box(x, y, w, h, b.kind)

    regions = {name: fit(b) for name, b in boxes.items()}
    seats = tuple(
        SeatPlace(
            index=i,
            nameplate=regions[f"seat{i}.nameplate"],
            score=regions[f"seat{i}.score"],
            pass_marker=regions[f"seat{i}.pass"],
            anchor=regions[f"seat{i}.anchor"],
            fan=regions.get(f"seat{i}.fan"),
        )
        for i in range(players)
    )
    buttons = {n.split(".", 1)[1]: b for n, b in regions.items() if n.startswith("button.")}
    return Layout(
        players=players,
        window=(ww, wh),
        scale=scale,
        hand=regions["hand"],
        middle=regions["middle"],
        discard=regions["discard"],
        log=regions["log"],
        status=regions["status"],
        deck=regions["deck"],
        buttons=MappingProxyType(buttons),
        seats=seats,
        regions=MappingProxyType(regions),
    )
