"""Run by `test_e2e_xvfb.py` in a real X window: plays the demo with the app's own pacing and
presentation, and now and then reads back what the X server shows in the window (with `xwd`)
to compare it, pixel for pixel, with the frame the game drew. Prints one JSON line.

    python tests/support/screen_probe.py FRAMES
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import tempfile


def _xwd_pixels(window: int, size: tuple[int, int]) -> bytes:
    """The window's pixels as the X server has them: B, G, R, pad per pixel, row after row."""
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


def _drawn_pixels(surface) -> bytes:  # noqa: ANN001 - the window's pygame.Surface
    assert surface.get_bitsize() == 32 and surface.get_masks()[:3] == (0xFF0000, 0xFF00, 0xFF)
    raw, pitch = surface.get_buffer().raw, surface.get_pitch()
    width, height = surface.get_size()
    return b"".join(raw[y * pitch : y * pitch + width * 4] for y in range(height))


def _same_colours(a: bytes, b: bytes) -> bool:
    """Equal blue, green and red everywhere (the fourth byte is padding)."""
    return len(a) == len(b) and all(a[c::4] == b[c::4] for c in range(3))


def main(frames: int) -> dict[str, object]:
    os.environ["ODIN_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="odin-screen-")
    import pygame

    from odin_desktop import games
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings

    app = App((1280, 800), settings=Settings(ai_speed="fast", read_only=True), fullscreen=False)
    app.autosaver.enabled = False
    app.autoplay = True
    game = games.game("odin")
    table = game.table_scene(app, game.demo_setup(4, "easy", 2))
    app.scenes.push(table)
    app.scenes.apply_pending()
    window = pygame.display.get_wm_info()["window"]
    checked = clipped_checked = 0
    mismatches: list[int] = []
    for frame in range(frames):
        upcoming = app.pacer.next_frame(app.next_wake())
        app.step(upcoming.dt, upcoming.events, upcoming.area)
        clipped = upcoming.area is not None
        if frame % 50 == 25 or (clipped and clipped_checked < 6 and frame % 3 == 0):
            if not _same_colours(
                _xwd_pixels(window, app.window.get_size()), _drawn_pixels(app.window)
            ):
                mismatches.append(frame)
            checked += 1
            clipped_checked += clipped
    with open("/proc/self/maps") as maps:
        libraries = maps.read()
    driver = pygame.display.get_driver()
    app.shutdown()  # closes the bot process too
    return {
        "driver": driver,
        "checked": checked,
        "clipped_checked": clipped_checked,
        "mismatches": mismatches,
        "opengl_loaded": "libLLVM" in libraries or "_dri.so" in libraries,
    }


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]))), flush=True)
