"""Odin's Ravens pictures at exactly the pixel size a screen needs, rendered and cached.

The SVG sources under ``assets/ravens/`` are made by ``python -m devtools.art.ravens.gen``;
the colours and the card geometry below are shared with that generator. Every function
returns a cached ``pygame.Surface``: blit it, never draw on it. This module draws the codes it
is given (``"FM"``, ``"O3"``, …) and knows nothing of the rules.

A landscape card ``TB`` is composed here from two space tiles, T on top (Hugin's path) and B
below (Munin's path), inside one frame, and rendered as one picture, so any of the 20 ordered
pairs (a turned card is the reversed code) comes out crisp at any width.
"""

from __future__ import annotations

import io
import re
import threading
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache, partial
from pathlib import Path

import pygame

from odin_desktop.scenes.ravens.art_cache import SizedCache
from odin_desktop.ui import text
from odin_desktop.ui.card_shape import CardShape
from odin_desktop.ui.palette import RGB, hex_to_rgb
from odin_desktop.ui.prefetch import in_background
from odin_desktop.ui.resources import asset

# --------------------------------------------------------------------------- colours
# Landscape letter -> (English name, key colour). The key colour fills the landscape's symbol
# badge and dominates its picture. Searched to keep the five far apart (CIEDE2000) under
# simulated protanopia, deuteranopia and tritanopia, mostly through lightness
# (python -m devtools.art.ravens.cvd_check); each landscape also has its own symbol.
LANDSCAPE_COLOURS: dict[str, tuple[str, str]] = {
    "F": ("forest", "#1F5A2C"),
    "M": ("mountain", "#86827A"),
    "L": ("lake", "#2584CC"),
    "P": ("plains", "#EBC25A"),
    "S": ("snow", "#E3EEF2"),
}
LANDSCAPES: tuple[str, ...] = tuple(LANDSCAPE_COLOURS)
ODIN = "O"  # the picture of Odin (Magic Way cards, the Odin symbol)

# Seat -> (name, field colour, metal colour). Hugin (seat 0) is indigo and gold with a round
# token and a flying raven; Munin (seat 1) crimson and silver with a shield-shaped token and
# a perched raven, so the two never depend on colour alone.
SEATS: tuple[tuple[str, str, str], ...] = (
    ("hugin", "#34307A", "#D9B04A"),
    ("munin", "#8E1F2F", "#D5DCE4"),
)

PARCHMENT = "#F4EAD3"
INK = "#2A211B"
# Symbol badges: the key colour with a light glyph, or a dark one where the key is light;
# Odin's badge is gold on night blue.
LIGHT_GLYPH = "#FBF6EA"
DARK_GLYPH_ON = frozenset({"P", "S"})
ODIN_FIELD = "#22304F"
ODIN_GOLD = "#E0B552"


def landscape_rgb(landscape: str) -> RGB:
    """The key colour of a landscape letter, e.g. for a highlight drawn by the table."""
    return hex_to_rgb(LANDSCAPE_COLOURS[_landscape(landscape)][1])


def badge_colours(code: str) -> tuple[str, str]:
    """(field, glyph) colours of the symbol badge of a landscape letter or "O"."""
    if code == ODIN:
        return ODIN_FIELD, ODIN_GOLD
    field = LANDSCAPE_COLOURS[_landscape(code)][1]
    return field, INK if code in DARK_GLYPH_ON else LIGHT_GLYPH


def seat_rgb(seat: int) -> tuple[RGB, RGB]:
    """(field, metal) colours of a seat's ravens and card backs."""
    _, field, metal = SEATS[_seat(seat)]
    return hex_to_rgb(field), hex_to_rgb(metal)


# --------------------------------------------------------------------------- codes
LANDSCAPE_CARDS: tuple[str, ...] = tuple(a + b for a in LANDSCAPES for b in LANDSCAPES if a != b)
ODIN_CARDS: tuple[str, ...] = ("O1", "O2", "O3", "O4")
MAGIC_WAYS: tuple[str, ...] = ("O+M", "O+F", "O+L", "P+S", "F+S", "L+P")
LANDSCAPE_BACK = "back-landscape"
SEAT_BACKS: tuple[str, ...] = ("back-hugin", "back-munin")
SOUNDS: tuple[str, ...] = (
    "wing",  # one wing beat: play once per space flown
    "marker",  # the Odin marker set down
    "swap",  # two landscape cards change places
    "turn",  # a landscape card turned 180 degrees
    "extend",  # a landscape card slides in at the end of the path
    "store",  # a card laid face down on the stack
    "race_end",  # a raven reaches the last space
    "score",  # one point counted
)

# --------------------------------------------------------------------------- geometry
# In SVG units. Every card is 250 x 350 (the proportions of ODIN's cards).
CARD_W, CARD_H = 250, 350
ASPECT = CARD_H / CARD_W
MIN_WIDTH = 4
# A space tile, and where the two sit on a landscape card (top: Hugin's, bottom: Munin's).
TILE_W, TILE_H = 228, 160
TILE_TOP = (11, 11)
TILE_BOTTOM = (11, 179)
# An Odin card's two action panels (x, y, w, h): a pictogram above a rule ODIN_RULE units
# below the panel's top, the action's text below it, in ODIN_TEXT_BOXES.
ODIN_PANELS: tuple[tuple[int, int, int, int], ...] = ((16, 96, 218, 116), (16, 218, 218, 116))
ODIN_RULE = 73
ODIN_TEXT_BOXES: tuple[tuple[int, int, int, int], ...] = tuple(
    (x + 3, y + ODIN_RULE + 2, w - 6, h - ODIN_RULE - 4) for x, y, w, h in ODIN_PANELS
)
ODIN_TEXT_SIZE = 14.5  # font size in SVG units
ODIN_TEXT_MIN_PX = 7  # below this the pictograms speak alone
TITLE_W, TITLE_H = 480, 300
_TILES_MARK = "<!-- tiles -->"


SHAPE = CardShape(ASPECT, MIN_WIDTH)
card_size = SHAPE.size  # the pixel size of a card drawn `width` pixels wide
width_for_height = SHAPE.width_for_height  # the widest card at most `height` pixels tall


def tile_size(width: int) -> tuple[int, int]:
    """The pixel size of a space tile drawn `width` pixels wide."""
    width = max(MIN_WIDTH, int(width))
    return width, round(width * TILE_H / TILE_W)


def title_size(width: int) -> tuple[int, int]:
    """The pixel size of the title illustration drawn `width` pixels wide."""
    width = max(MIN_WIDTH, int(width))
    return width, round(width * TITLE_H / TITLE_W)


# --------------------------------------------------------------------------- checks
def _landscape(code: str) -> str:
    if code not in LANDSCAPE_COLOURS:
        raise ValueError(f"unknown landscape {code!r}: expected one of {', '.join(LANDSCAPES)}")
    return code


def _seat(seat: int) -> int:
    if seat not in (0, 1):
        raise ValueError(f"unknown seat {seat!r}: expected 0 (Hugin) or 1 (Munin)")
    return seat


def _member(code: str, allowed: tuple[str, ...], kind: str) -> str:
    if code not in allowed:
        raise ValueError(f"unknown {kind} {code!r}: expected one of {', '.join(allowed)}")
    return code


# --------------------------------------------------------------------------- sources
def _file(*parts: str) -> Path:
    return asset("ravens", *parts)


# Kind of picture -> its file under assets/ravens/, "{}" standing for the code.
_FILES: dict[str, str] = {
    "tile": "tiles/{}.svg",
    "symbol": "symbols/{}.svg",
    "frame": "cards/landscape_frame.svg",
    "flight": "cards/flight_{}.svg",
    "odin": "cards/{}.svg",
    "magic": "cards/magic_{}.svg",
    "back": "cards/{}.svg",
    "piece": "pieces/{}.svg",
    "title": "title.svg",
}


def svg_name(kind: str, code: str = "") -> str:
    """The path under assets/ravens/ of a picture's SVG, e.g. ("flight", "F") ->
    "cards/flight_F.svg" (the generator writes where this says). Magic Way codes lose "+"."""
    return _FILES[kind].format(code.replace("+", ""))


def _path_of(name: str) -> Path:
    """The file of a source name "kind:code" (every picture but the composed cards)."""
    kind, _, code = name.partition(":")
    return _file(*svg_name(kind, code).split("/"))


_SVG_BODY = re.compile(r"<svg[^>]*>(.*)</svg>", re.DOTALL)


@lru_cache(maxsize=8)
def _tile_body(landscape: str) -> str:
    """A tile's drawing without its <svg> wrapper (its ids carry the landscape's letter)."""
    found = _SVG_BODY.search(_path_of(f"tile:{landscape}").read_text(encoding="utf-8"))
    if found is None:
        raise ValueError(f"tiles/{landscape}.svg is not an SVG document")
    return found.group(1)


@lru_cache(maxsize=32)
def _card_svg(code: str) -> bytes:
    """The SVG of landscape card `code` ("FM": forest on top, mountain below)."""
    frame = _path_of("frame:").read_text(encoding="utf-8")
    tiles = "".join(
        f'<g transform="translate({x},{y})">{_tile_body(letter)}</g>'
        for letter, (x, y) in zip(code, (TILE_TOP, TILE_BOTTOM), strict=True)
    )
    return frame.replace(_TILES_MARK, tiles, 1).encode("utf-8")


def _source(name: str) -> str | bytes:
    if name.startswith("card:"):
        return _card_svg(name[5:])
    return str(_path_of(name))


# --------------------------------------------------------------------------- rendering
def _rendered(name: str, size: tuple[int, int]) -> pygame.Surface:
    source = _source(name)
    surface = pygame.image.load_sized_svg(
        io.BytesIO(source) if isinstance(source, bytes) else source, size
    )
    if surface.get_size() != size:  # nanosvg rounds; make the contract exact
        surface = pygame.transform.smoothscale(surface, size)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()  # blits several times faster
    return surface


# A table uses a few sizes of ~60 pictures; 4K cards are ~0.5 MB each.
_render = SizedCache(_rendered, 400)


def forget_cards(cards: Iterable[tuple[str, int]]) -> None:
    """Let the pictures of these landscape and flight cards (code, width) go: the paths no
    longer draw them at that width."""
    _render.forget(
        (f"{'flight' if code in LANDSCAPE_COLOURS else 'card'}:{code}", card_size(width))
        for code, width in cards
    )


def space_tile(landscape: str, width: int) -> pygame.Surface:
    """One landscape space ("F", "M", "L", "P", "S") alone, `width` px wide (ratio 228:160)."""
    return _render(f"tile:{_landscape(landscape)}", tile_size(width))


def symbol(landscape: str, size: int) -> pygame.Surface:
    """A landscape's symbol badge (or "O", Odin's), `size` x `size` px, for legends and hints."""
    if landscape != ODIN:
        _landscape(landscape)
    size = max(MIN_WIDTH, int(size))
    return _render(f"symbol:{landscape}", (size, size))


def landscape_card(code: str, width: int) -> pygame.Surface:
    """Landscape card `code` ("FM": forest on Hugin's path, mountain on Munin's), face up.

    A card turned 180 degrees is the reversed code ("MF").
    """
    return _render(f"card:{_member(code, LANDSCAPE_CARDS, 'landscape card')}", card_size(width))


def landscape_back(width: int) -> pygame.Surface:
    """The back of a landscape card (the face-down landscape deck)."""
    return _render(f"back:{LANDSCAPE_BACK}", card_size(width))


def flight_card(landscape: str, width: int) -> pygame.Surface:
    """The flight card of `landscape` ("F" … "S")."""
    return _render(f"flight:{_landscape(landscape)}", card_size(width))


def card_back(seat: int, width: int) -> pygame.Surface:
    """The back of a player's flight and Odin cards: seat 0 Hugin's, seat 1 Munin's."""
    return _render(f"back:{SEAT_BACKS[_seat(seat)]}", card_size(width))


def magic_way_card(code: str, width: int) -> pygame.Surface:
    """Magic Way card `code` ("O+M", "P+S", …) showing its two pictures."""
    return _render(f"magic:{_member(code, MAGIC_WAYS, 'Magic Way card')}", card_size(width))


def marker(size: int) -> pygame.Surface:
    """The Odin marker token, `size` x `size` px."""
    size = max(MIN_WIDTH, int(size))
    return _render("piece:marker", (size, size))


def raven(seat: int, size: int) -> pygame.Surface:
    """A raven piece (also the seat's badge): 0 Hugin, round; 1 Munin, shield-shaped."""
    size = max(MIN_WIDTH, int(size))
    return _render(f"piece:{SEATS[_seat(seat)][0]}", (size, size))


def title_art(width: int) -> pygame.Surface:
    """The menu illustration of Odin's Ravens (no lettering; 480:300)."""
    return _render("title:", title_size(width))


# --------------------------------------------------------------------------- Odin cards
def odin_card(code: str, width: int, actions: tuple[str, str] | None = None) -> pygame.Surface:
    """Odin card `code` ("O1" … "O4") with its two action texts under the two pictograms.

    `actions` are already translated (any script the UI fonts draw, Arabic included); each
    gets up to two lines, shrunk to fit. Without texts, or where the card is too small for
    text to be read, the pictograms stand alone.
    """
    base = _render(f"odin:{_member(code, ODIN_CARDS, 'Odin card')}", card_size(width))
    if not actions or _text_px(base.get_width()) < ODIN_TEXT_MIN_PX:
        return base
    first, second = actions
    return _odin_with_text(code, base.get_width(), first, second)


def _text_px(width: int) -> int:
    return round(ODIN_TEXT_SIZE * width / CARD_W)


def prepare_odin_texts(width: int, actions: tuple[str, str]) -> None:
    """Lay out an Odin card's two action texts for a card `width` px wide ahead of need (on
    the UI thread: the fonts'), so the frame that first shows the card only sets them on its
    picture (at 4K the texts cost 1.5-2.5 ms a card and width)."""
    if _text_px(card_size(width)[0]) >= ODIN_TEXT_MIN_PX:
        _odin_lines(card_size(width)[0], *actions)


@lru_cache(maxsize=64)
def _odin_lines(
    width: int, first: str, second: str
) -> tuple[tuple[pygame.Rect, list[pygame.Surface]], ...]:
    """Each action text's box on a card `width` px wide and its lines."""
    scale = width / CARD_W
    size = _text_px(width)
    found = []
    for value, (x, y, w, h) in zip((first, second), ODIN_TEXT_BOXES, strict=True):
        box = pygame.Rect(round(x * scale), round(y * scale), round(w * scale), round(h * scale))
        lines = text.wrapped(value, size, hex_to_rgb(INK), box.w, lines=2) if value else []
        found.append((box, lines))
    return tuple(found)


@lru_cache(maxsize=64)
def _odin_with_text(code: str, width: int, first: str, second: str) -> pygame.Surface:
    surface = _render(f"odin:{code}", card_size(width)).copy()
    for box, lines in _odin_lines(width, first, second):
        height = sum(line.get_height() for line in lines)
        top = box.centery - height // 2
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, top)))
            top += line.get_height()
    return surface


# --------------------------------------------------------------------------- any card
def card(code: str, width: int) -> pygame.Surface:
    """Any card by code: a landscape card "FM", a flight card "F", an Odin card "O1" (no
    texts), a Magic Way card "O+M", or a back ("back-landscape", "back-hugin", "back-munin")."""
    name = _card_name(code)
    if name == f"card:{code}":  # the other kinds are known by their codes already
        _member(code, LANDSCAPE_CARDS, "landscape card")
    return _render(name, card_size(width))


def is_rendered(code: str, width: int) -> bool:
    """Whether `card(code, width)` is at hand, rendered before and kept (an Odin card: its
    picture without texts)."""
    return (_card_name(code), card_size(width)) in _render


def widths_rendered(code: str) -> list[int]:
    """The widths at which `card(code, …)` is at hand now (an Odin card: without texts)."""
    return [width for width, _height in _render.sizes(_card_name(code))]


def _card_name(code: str) -> str:
    """The source name `card` renders ``code`` from ("card:FM", "flight:F", …)."""
    if code in LANDSCAPE_COLOURS:
        return f"flight:{code}"
    if code in ODIN_CARDS:
        return f"odin:{code}"
    if code in MAGIC_WAYS:
        return f"magic:{code}"
    if code == LANDSCAPE_BACK or code in SEAT_BACKS:
        return f"back:{code}"
    return f"card:{code}"


ALL_CARDS: tuple[str, ...] = (
    *LANDSCAPE_CARDS,
    *LANDSCAPES,
    *ODIN_CARDS,
    *MAGIC_WAYS,
    LANDSCAPE_BACK,
    *SEAT_BACKS,
)


@lru_cache(maxsize=64)  # a fan's few angles, a card turning (a new card each turn: not kept)
def rotated(code: str, width: int, angle: float) -> pygame.Surface:
    """`card(code, width)` turned `angle` degrees counter-clockwise, for fans and turning.

    Round angles (e.g. to whole degrees) so the cache stays small.
    """
    return pygame.transform.rotozoom(card(code, width), angle, 1.0)


def sound_path(name: str) -> Path:
    """The WAV file of a Ravens sound effect (one of `SOUNDS`)."""
    return _file("sounds", f"{_member(name, SOUNDS, 'sound')}.wav")


# --------------------------------------------------------------------------- cache
def prefetch(
    card_widths: Iterable[int] = (),
    tile_widths: Iterable[int] = (),
    piece_sizes: Iterable[int] = (),
    landscape_widths: Iterable[int] = (),
    player_widths: Iterable[int] = (),
    column_widths: Iterable[int] = (),
    cards: Iterable[tuple[str, int]] = (),
    symbol_sizes: Iterable[int] = (),
) -> threading.Thread:
    """Render every card at `card_widths`, the landscape cards and their back alone at
    `landscape_widths` (the path's), the players' flight and Odin cards and backs alone at
    `player_widths` (their hands' and piles': no landscape or Magic Way card is drawn there),
    the landscape deck's back at `column_widths`, each of `cards` (code, width), every tile at
    `tile_widths`, the pieces and symbols at `piece_sizes` and the symbols alone at
    `symbol_sizes` (the Saga's chips) on a background thread. (At 4K
    a set of every card at a hand's width is 23 MB: only what will be drawn is rendered.)

    The UI keeps drawing meanwhile (`ui.prefetch`); later calls are then cache hits. Odin
    cards are prepared without
    their texts (those are added per language on first use).
    """
    jobs: list[tuple[str, int]] = []
    jobs += [("card", w) for w in card_widths]
    jobs += [("tile", w) for w in tile_widths]
    jobs += [("piece", s) for s in piece_sizes]
    jobs += [("landscape", w) for w in landscape_widths]
    jobs += [("player", w) for w in player_widths]
    jobs += [("column", w) for w in column_widths]
    jobs += [(code, w) for code, w in cards]
    jobs += [("symbol", s) for s in symbol_sizes]
    sets = {
        "card": ALL_CARDS,
        "landscape": (*LANDSCAPE_CARDS, LANDSCAPE_BACK),
        "player": (*LANDSCAPES, *ODIN_CARDS, *SEAT_BACKS),  # what a hand or a pile shows
        "column": (LANDSCAPE_BACK,),  # the deck: the race's Magic Way card is one of `cards`
    }

    def pictures(kind: str, size: int) -> Iterator[Callable[[], object]]:
        """Each picture of a job, to render in a gap between frames of its own."""
        if kind in ALL_CARDS:
            yield partial(card, kind, size)
        elif kind in sets:
            yield from (partial(card, code, size) for code in sets[kind])
        elif kind == "tile":
            yield from (partial(space_tile, letter, size) for letter in LANDSCAPES)
        else:
            if kind == "piece":
                yield partial(marker, size)
                yield from (partial(raven, seat, size) for seat in (0, 1))
            yield from (partial(symbol, letter, size) for letter in (*LANDSCAPES, ODIN))

    renders = (render for kind, size in jobs for render in pictures(kind, size))
    return in_background("ravens-art-prefetch", renders)


def clear_cache() -> None:
    """Forget every rendered picture, e.g. after the window was resized a lot."""
    _render.cache_clear()
    _odin_with_text.cache_clear()
    _odin_lines.cache_clear()
    rotated.cache_clear()
