"""Run by `test_e2e_xvfb.py` in a real X window: plays the demo with the app's own pacing and
presentation, and now and then reads back what the X server shows in the window (with `xwd`)
to compare it, pixel for pixel, with the frame the game drew. Prints one JSON line.

    PYTHONPATH=. python tests/support/screen_probe.py FRAMES   # from the checkout's root
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

from devtools.drivers.screen_check import same_colours, surface_pixels, xwd_pixels


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
        upcoming = app.frame()
        clipped = upcoming.area is not None
        if frame % 50 == 25 or (clipped and clipped_checked < 6 and frame % 3 == 0):
            if not same_colours(
                xwd_pixels(window, app.window.get_size()), surface_pixels(app.window)
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
