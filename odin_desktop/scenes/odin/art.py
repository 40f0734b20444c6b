"""Card images at exactly the size a screen needs, rendered from the SVG sources and cached.

Rendering the vector source at the target width (rather than scaling a bitmap) keeps cards
crisp from a 1024x640 window up to 4K. Surfaces are shared through the cache: blit them,
never draw on them.
"""

from __future__ import annotations

import contextlib
import io
import re
import threading
from collections.abc import Iterable
from functools import lru_cache

import pygame

from odin_desktop.ui.palette import CARD_COLOURS
from odin_desktop.ui.resources import asset

ASPECT = 350 / 250  # height / width of every card (poker proportions, 63 x 88 mm)
MIN_WIDTH = 4
COLOURS = tuple(CARD_COLOURS)  # "R", "O", "P", "G", "B", "K"
ALL_CODES: tuple[str, ...] = tuple(f"{c}{n}" for c in COLOURS for n in range(1, 10))
BACK = "back"


def card_size(width: int) -> tuple[int, int]:
    """The pixel size of a card drawn `width` pixels wide."""
    width = max(MIN_WIDTH, int(width))
    return width, round(width * ASPECT)


def width_for_height(height: int) -> int:
    """The card width whose height is at most `height` pixels."""
    return max(MIN_WIDTH, int(height / ASPECT))


def _check_code(code: str) -> None:
    if code != BACK and code not in ALL_CODES:
        raise ValueError(f"unknown card {code!r}: expected e.g. 'B7' or 'back'")


# The generator draws each face's two corner runes, and nothing else, with this stroke width.
_CORNER_RUNE = re.compile(rb'<path d="[^"]*" fill="none" stroke="[^"]*" stroke-width="6\.2"[^>]*/>')
_symbols = True


def set_colour_symbols(shown: bool) -> None:
    """Show or hide each colour's rune beside the card numbers (the "colour symbols" setting).
    Every card drawn from the next frame on follows: images are cached by the setting too,
    so none rendered before the switch (say, by a warm-up thread) can be served after it."""
    global _symbols
    if shown != _symbols:
        _symbols = shown
        clear_cache()


def colour_symbols_shown() -> bool:
    return _symbols


def svg_source(code: str, symbols: bool) -> str | io.BytesIO:
    """The card's SVG, without its corner runes when ``symbols`` is off."""
    path = asset("cards", f"{code}.svg")
    if symbols or code == BACK:
        return str(path)
    return io.BytesIO(_CORNER_RUNE.sub(b"", path.read_bytes()))


# ~165 entries in normal play (55 cards x a few sizes); bounded for 4K (0.5 MB a card).
@lru_cache(maxsize=320)
def _render(code: str, width: int, symbols: bool) -> pygame.Surface:
    size = card_size(width)
    surface = pygame.image.load_sized_svg(svg_source(code, symbols), size)
    if surface.get_size() != size:  # nanosvg rounds; make the contract exact
        surface = pygame.transform.smoothscale(surface, size)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()  # blits several times faster
    return surface


def face(code: str, width: int) -> pygame.Surface:
    """The face of card `code` ("R1" … "K9") at `width` pixels wide (height = width * 1.4)."""
    _check_code(code)
    return _render(code, card_size(width)[0], _symbols)


def large(code: str, width: int) -> pygame.Surface:
    """A face at a size drawn rarely and big (a card shown large), rendered apart from the
    shared cache: at 4K each is megabytes, and the cache holds the table's working set. The
    caller keeps the one it shows."""
    _check_code(code)
    return _render.__wrapped__(code, card_size(width)[0], _symbols)


def back(width: int) -> pygame.Surface:
    """The card back at `width` pixels wide."""
    return _render(BACK, card_size(width)[0], True)


def rotated(code: str, width: int, angle: float) -> pygame.Surface:
    """A face (or "back") turned by `angle` degrees counter-clockwise, for fans.

    Cached because rotating many cards every frame halves the frame rate; callers should
    round angles (e.g. to whole degrees) so the cache stays small.
    """
    return _rotated(code, width, angle, _symbols)


@lru_cache(maxsize=256)
def _rotated(code: str, width: int, angle: float, _symbols: bool) -> pygame.Surface:
    base = back(width) if code == BACK else face(code, width)
    return pygame.transform.rotozoom(base, angle, 1.0)


def prefetch(widths: Iterable[int]) -> threading.Thread:
    """Render every face and the back at ``widths`` on a background thread.

    SDL_image rasterises with the GIL released, so the UI thread keeps drawing frames while
    the cards it will need are prepared; later `face` calls are then cache hits.
    """
    symbols = _symbols
    jobs = [(code, card_size(w)[0]) for w in widths for code in (*ALL_CODES, BACK)]

    def work() -> None:
        for code, width in jobs:
            with contextlib.suppress(pygame.error):  # e.g. the display closed meanwhile
                _render(code, width, symbols or code == BACK)

    thread = threading.Thread(target=work, name="card-prefetch", daemon=True)
    thread.start()
    return thread


def clear_cache() -> None:
    """Forget every rendered card, e.g. after the window was resized a lot."""
    _render.cache_clear()
    _rotated.cache_clear()
