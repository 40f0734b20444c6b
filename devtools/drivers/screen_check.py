"""Whether the screen shows what the game holds: each time the main loop comes to rest, the
window's pixels compared with a full redraw of the same state (`App.full_redraw`).

The pixels are read where a player sees them: in a real X window, from the X server (with
`xwd`, so what was drawn but never sent counts as missing); under SDL's dummy driver, from the
window's own surface. A frame the loop rests on (it sleeps after it, no input coming) must
show exactly what drawing everything again would show: a card raised by a click, a hint come
in, a bot's move, whatever changed by input, by a timer or by work done elsewhere. The drivers
of whole games (`device_player`) check after every frame; a check costs a full redraw (and at
1280 x 800 an `xwd` of ~4 MB), so while the loop stays at rest it is checked again only every
`SPACING` seconds.
"""

from __future__ import annotations

import struct
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pygame

from odin_desktop.scenes.base import Scene

REST = 0.05  # s: a frame the loop sleeps at least this long after is one it rests on
SPACING = 0.5  # s between two checks while the loop stays at rest
KEPT_PICTURES = 12  # the first mismatches' pictures are saved; the rest only said


def xwd_pixels(window: int, size: tuple[int, int]) -> bytes:
    """An X window's pixels as the X server has them: B, G, R, pad per pixel, row after row."""
    dump = subprocess.run(
        ["xwd", "-id", str(window), "-silent"], capture_output=True, check=True, timeout=30
    ).stdout
    header = struct.unpack(">25I", dump[:100])
    header_size, pixmap_format, width, height = header[0], header[2], header[4], header[5]
    byte_order, bits_per_pixel, bytes_per_line, ncolors = (
        header[7],
        header[11],
        header[12],
        header[19],
    )
    masks = header[14:17]
    assert pixmap_format == 2 and bits_per_pixel == 32, header  # ZPixmap, 32 bits a pixel
    assert masks == (0xFF0000, 0xFF00, 0xFF) and byte_order == 0, header  # B G R x in memory
    assert (width, height) == size, (width, height, size)
    start = header_size + 12 * ncolors
    rows = dump[start : start + height * bytes_per_line]
    return b"".join(
        rows[y * bytes_per_line : y * bytes_per_line + width * 4] for y in range(height)
    )


def surface_pixels(surface: pygame.Surface) -> bytes:
    """A surface's pixels in the order `xwd_pixels` gives them (B, G, R, a fourth byte)."""
    return pygame.image.tobytes(surface, "BGRA")


def differing(shown: bytes, drawn: bytes, width: int) -> tuple[int, tuple[int, int, int, int]]:
    """How many pixels differ in blue, green or red (the fourth byte is padding), and the
    rectangle that holds them (x, y, width, height). Rows alike are passed over whole."""
    count, left, top, right, bottom = 0, width, -1, -1, -1
    pitch = 4 * width
    for y in range(len(shown) // pitch):
        row, other = shown[y * pitch : (y + 1) * pitch], drawn[y * pitch : (y + 1) * pitch]
        if same_colours(row, other):
            continue
        xs = [x for x in range(width) if row[4 * x : 4 * x + 3] != other[4 * x : 4 * x + 3]]
        count += len(xs)
        left, right = min(left, xs[0]), max(right, xs[-1])
        top, bottom = y if top < 0 else top, y
    return count, (left, top, right - left + 1, bottom - top + 1)


def picture(pixels: bytes, size: tuple[int, int]) -> pygame.Surface:
    """`xwd_pixels`' order (B, G, R, padding) as a picture, to save."""
    rgb = bytearray(len(pixels) // 4 * 3)
    for channel in range(3):
        rgb[channel::3] = pixels[2 - channel :: 4]
    return pygame.image.frombytes(bytes(rgb), size, "RGB")


def same_memory(a: pygame.Surface, b: pygame.Surface) -> bool:
    """The two surfaces' pixels equal word for word, when laid out alike: the common case
    checked in place (converting both to bytes cost most of a check, ~3 ms at 1280 x 800)."""
    alike = a.get_size() == b.get_size() and a.get_bitsize() == b.get_bitsize() == 32
    if not alike or a.get_masks() != b.get_masks():
        return False
    shown, drawn = pygame.surfarray.pixels2d(a), pygame.surfarray.pixels2d(b)
    try:
        return bool(np.array_equal(shown, drawn))
    finally:
        del shown, drawn  # the surfaces stay locked while their arrays live


def same_colours(a: bytes, b: bytes) -> bool:
    """Equal blue, green and red everywhere (the fourth byte is padding). The bytes whole
    first: equal as they mostly are, one comparison instead of three strided copies."""
    return a == b or (len(a) == len(b) and all(a[c::4] == b[c::4] for c in range(3)))


@dataclass
class ScreenCheck:
    """Checks ``app``'s window against a full redraw each time its loop comes to rest (and
    every `SPACING` seconds while it stays at rest); keeps what differed. ``shots``: where
    each mismatch's two pictures are saved."""

    app: Any
    shots: Path | None = None
    clock: Callable[[], float] = time.monotonic  # the loop's own (simulated time in tests)
    checks: int = 0
    mismatches: list[dict[str, Any]] = field(default_factory=list)
    _resting: bool = False
    _checked_at: float = 0.0

    def resting(self) -> bool:
        """Whether the loop sleeps after the frame just drawn (no frame due at once)."""
        wake = self.app.next_wake()
        return wake is None or wake.seconds >= REST

    def after_frame(self, doing: str = "") -> None:
        """After each frame the loop drew: a check when it comes to rest, and now and then
        while it stays there. ``doing``: what the player was doing, for the report."""
        resting, came = self.resting(), not self._resting
        self._resting = resting
        due = came or self.clock() >= self._checked_at + SPACING
        if resting and due and self.painted():
            self.check(doing)

    def painted(self) -> bool:
        """Whether the scenes shown paint the whole window, as the app's always do (the
        lowest an opaque screen that draws): a test's dialog opened over nothing lays its
        veil on whatever the window held, which no redraw gives."""
        shown = self.app.scenes.visible()
        return bool(shown) and shown[0].opaque and type(shown[0]).draw is not Scene.draw

    def check(self, doing: str = "") -> bool:
        """The window now against a full redraw; False (and the mismatch kept) if they differ."""
        self._checked_at = self.clock()
        self.checks += 1
        window = self.app.window
        drawn = self.app.full_redraw()
        if pygame.display.get_driver() == "x11":
            shown = xwd_pixels(pygame.display.get_wm_info()["window"], window.get_size())
        elif same_memory(window, drawn):
            return True
        else:
            shown = surface_pixels(window)
        expected = surface_pixels(drawn)
        if same_colours(shown, expected):
            return True
        count, box = differing(shown, expected, window.get_width())
        top = self.app.scenes.top
        mismatch = {
            "check": self.checks,
            "frame": self.app.frames,
            "scene": type(top).__name__,
            "doing": doing,
            "pixels": count,
            "box": box,
        }
        self.mismatches.append(mismatch)
        if self.shots is not None and len(self.mismatches) <= KEPT_PICTURES:
            self.shots.mkdir(parents=True, exist_ok=True)
            name = f"mismatch-{len(self.mismatches):02d}"
            shown_picture = picture(shown, window.get_size())
            pygame.image.save(shown_picture, str(self.shots / f"{name}-shown.png"))
            pygame.image.save(drawn, str(self.shots / f"{name}-redrawn.png"))
        return False
