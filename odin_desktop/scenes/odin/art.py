"""Card images at exactly the size a screen needs, rendered from the SVG sources and cached.

Rendering the vector source at the target width (rather than scaling a bitmap) keeps cards
crisp from a 1024x640 window up to 4K. Surfaces are shared through the cache: blit them,
never draw on them.
"""

from __future__ import annotations

import contextlib
import io
import queue
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable
from functools import partial

import pygame

from odin_desktop.priority import lower_this_thread, wait_for_frame_gap
from odin_desktop.scenes.odin.face_cache import FaceCache
from odin_desktop.ui.card_shape import CardShape
from odin_desktop.ui.palette import CARD_COLOURS
from odin_desktop.ui.prefetch import in_background
from odin_desktop.ui.resources import asset
from odin_desktop.ui.surface_cache import surface_bytes

ASPECT = 350 / 250  # height / width of every card (poker proportions, 63 x 88 mm)
MIN_WIDTH = 4
COLOURS = tuple(CARD_COLOURS)  # "R", "O", "P", "G", "B", "K"
ALL_CODES: tuple[str, ...] = tuple(f"{c}{n}" for c in COLOURS for n in range(1, 10))
BACK = "back"


SHAPE = CardShape(ASPECT, MIN_WIDTH)
card_size = SHAPE.size  # the pixel size of a card drawn `width` pixels wide
width_for_height = SHAPE.width_for_height  # the widest card at most `height` pixels tall


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


def _rasterise(code: str, width: int, symbols: bool) -> pygame.Surface:
    size = card_size(width)
    surface = pygame.image.load_sized_svg(svg_source(code, symbols), size)
    if surface.get_size() != size:  # nanosvg rounds; make the contract exact
        surface = pygame.transform.smoothscale(surface, size)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()  # blits several times faster
    return surface


# Every face at the table's widths (`prefetch`), and 16 MB of faces at others: at 3840 x 2160
# the pile's and the fans' (0.2 MB a face), far more than a table draws at once.
OTHER_WIDTHS_BUDGET = 16 * 2**20  # bytes
_render = FaceCache(_rasterise, OTHER_WIDTHS_BUDGET)


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


# Turned faces are kept by their bytes, not their number: at 3840 x 2160 each is ~0.6 MB, and
# every angle a card passes in flight (3 degrees apart) was kept, 20-50 MB at rest after a few
# moves. This holds a hand (at rest and as it sets off), the middle, the pile's top and the
# cards in flight at 4K, and hundreds of smaller ones; the least recently drawn go first.
TURNED_BUDGET = 24 * 2**20  # bytes


class _Turned:
    """Turned card images, least recently used dropped beyond ``budget`` bytes; safe to fill
    from the warm-up thread (`prepare_turned`) while the frame draws."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._images: OrderedDict[tuple[str, int, float, bool], pygame.Surface] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, code: str, width: int, angle: float, symbols: bool) -> pygame.Surface:
        key = (code, width, angle, symbols)
        with self._lock:
            image = self._images.get(key)
            if image is not None:
                self._images.move_to_end(key)
                return image
        base = back(width) if code == BACK else face(code, width)
        return self.put(key, pygame.transform.rotozoom(base, angle, 1.0))

    def put(self, key: tuple[str, int, float, bool], image: pygame.Surface) -> pygame.Surface:
        """Keep ``image`` as ``key``'s (unless one came first); the image kept."""
        with self._lock:
            if key not in self._images:
                self._images[key] = image
                self.bytes += surface_bytes(image)
                while self.bytes > self.budget and len(self._images) > 1:
                    _key, dropped = self._images.popitem(last=False)
                    self.bytes -= surface_bytes(dropped)
            return self._images[key]

    def drop(self, keys: Iterable[tuple[str, int, float, bool]]) -> None:
        with self._lock:
            for key in keys:
                image = self._images.pop(key, None)
                if image is not None:
                    self.bytes -= surface_bytes(image)

    def holds(self, code: str, width: int, angle: float, symbols: bool) -> bool:
        with self._lock:
            return (code, width, angle, symbols) in self._images

    def clear(self) -> None:
        with self._lock:
            self._images.clear()
            self.bytes = 0


_turned = _Turned(TURNED_BUDGET)


def rotated(code: str, width: int, angle: float) -> pygame.Surface:
    """A face (or "back") turned by `angle` degrees counter-clockwise, for fans.

    Cached because rotating many cards every frame halves the frame rate; callers should
    round angles (e.g. to whole degrees) so the cache stays small.
    """
    _check_code(code)
    return _turned.get(code, width, angle, _symbols)


def forget_turned(code: str, turns: Iterable[tuple[int, float]]) -> None:
    """Drop the card's images turned at these (width, angle): no longer drawn (a card
    landed, and the angles it passed on its way)."""
    _turned.drop((code, width, angle, _symbols) for width, angle in turns)


_wanted: queue.SimpleQueue[tuple[str, int, float | None, bool]] = queue.SimpleQueue()
_pending = threading.Condition()  # guards `_waiting`, the images asked and not yet made
_waiting = 0
_warmer: threading.Thread | None = None


def prepare_turned(code: str, width: int, angles: Iterable[float]) -> None:
    """Turn a card's image to ``angles`` (as the card is drawn: rounded) on a thread of its
    own, ahead of the frames that draw it: turned in the frame that first draws it, it costs
    ~2 ms a card at 4K, and a hand re-fanned turns most of its cards."""
    for angle in dict.fromkeys(angles):
        if angle and not _turned.holds(code, width, angle, _symbols):
            _ask((code, width, angle, _symbols))


def prepare_face(code: str, width: int) -> None:
    """Render a face at ``width`` on that thread, ahead of the frame that first draws it
    (rasterising a card at 4K costs that frame ~15 ms)."""
    _check_code(code)
    _ask((code, card_size(width)[0], None, _symbols))


def _ask(job: tuple[str, int, float | None, bool]) -> None:
    global _warmer, _waiting
    with _pending:
        _waiting += 1
        if _warmer is None:
            _warmer = threading.Thread(target=_make_wanted, name="card-warmer", daemon=True)
            _warmer.start()
    _wanted.put(job)


def _make_wanted() -> None:
    global _waiting
    lower_this_thread()  # the frame thread first (`odin_desktop.priority`)
    while True:
        code, width, angle, symbols = _wanted.get()
        wait_for_frame_gap()
        with contextlib.suppress(pygame.error):  # e.g. the display closed meanwhile
            face = _render(code, width, symbols or code == BACK)
            if angle is not None and not _turned.holds(code, width, angle, symbols):
                # A copy is turned, not the cache's face: turning locks the image, and a
                # frame blitting the same face meanwhile would fail on the lock.
                turned = pygame.transform.rotozoom(face.copy(), angle, 1.0)
                _turned.put((code, width, angle, symbols), turned)
        with _pending:
            _waiting -= 1
            _pending.notify_all()


def prepared(timeout: float = 5.0) -> bool:
    """Wait until every image asked for ahead is made; whether all are."""
    with _pending:
        return _pending.wait_for(lambda: _waiting == 0, timeout)


def prefetch(widths: Iterable[int]) -> threading.Thread:
    """Render every face and the back at ``widths`` on a background thread.

    The UI thread keeps drawing frames meanwhile (`ui.prefetch`); later `face` calls are
    then cache hits.
    """
    symbols = _symbols
    kept = [card_size(w)[0] for w in widths]
    _render.keep_widths(kept)  # the faces at the widths before: let go as they age
    jobs = [(code, width) for width in kept for code in (*ALL_CODES, BACK)]
    renders = (partial(_render, code, width, symbols or code == BACK) for code, width in jobs)
    return in_background("card-prefetch", renders)


def clear_cache() -> None:
    """Forget every rendered card, e.g. after the window was resized a lot."""
    _render.cache_clear()
    _turned.clear()
