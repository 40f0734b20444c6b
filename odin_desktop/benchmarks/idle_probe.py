"""The child process `bench ui` starts to measure the game at rest: the share of one core it
uses on the menu, or at the table while a human is to move, and its memory there.

It runs the real main loop (`App.run`); a watcher thread waits until the scene is at rest,
lets it settle, reads the process's CPU time (every thread of it) around ``seconds`` of wall
time, then closes the window with a QUIT event, as a player would. The last line printed is
one JSON object.

The table is opened as a player opens it: New game from the menu, then its Start, which puts
the table in New game's place; the menu stays beneath it, and what each screen drew stays in
the caches.

    python -m odin_desktop.benchmarks.idle_probe menu|table [--seconds S] [--size WxH] [--game G]
        [--pad xbox|playstation|nintendo|deck] [--music on|off]

``--pad`` plugs in a virtual gamepad (`benchmarks.virtual_pad`) before the game starts: SDL
then has an open controller to update on every event pump, as with a real pad plugged in. Once
the scene is at rest the pad is used (D-pad right, pressed and released), so what is measured
is a pad player waiting: the focus moved and the pad's button prompts on screen.

The music plays as a new player hears it (on by default; ``--music off`` mutes it): the figure
counts the mixer's thread decoding the stream (with ``SDL_AUDIODRIVER=dummy`` SDL still pulls
the samples in real time). ``music_playing`` says whether a piece was streaming meanwhile.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import threading
import time
from typing import Any

from odin_desktop.benchmarks.virtual_pad import LOOKS
from odin_desktop.games import DEFAULT_GAME

SETTLE_SECONDS = 2.0  # after the scene is at rest: the card art's warm-up thread finishes
READY_TIMEOUT = 90.0  # the bots' opening moves before the human's turn, on a slow machine
PRESS_SECONDS = 2.0  # the longest the pad's button is held for the game to see it


def rss_mb() -> float:
    """The process's resident memory now (its peak where /proc is missing)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def _at_rest(scene: Any) -> bool:
    """The menu always is; the table once a human is to move and no card is moving."""
    controller = getattr(scene, "controller", None)
    if controller is None:
        return True
    seat = controller.to_move
    on_top = scene.app.scenes.top is scene
    return seat is not None and controller.is_human(seat) and on_top and not scene.animating


def _watch(app: Any, where: str, seconds: float, result: dict[str, Any], pad: Any = None) -> None:
    import pygame

    deadline = time.monotonic() + READY_TIMEOUT
    scene = app.scenes.top
    while time.monotonic() < deadline and (
        scene is None or (where == "table" and getattr(scene, "controller", None) is None)
    ):  # until the table is opened
        time.sleep(0.05)
        scene = app.scenes.top
    while not _at_rest(scene) and time.monotonic() < deadline:
        time.sleep(0.05)
    result["at_rest"] = _at_rest(scene)
    if pad is not None:
        # SDL's joystick calls lock; the main loop's pump delivers them. The button is held
        # until the game has seen it (at most PRESS_SECONDS): on a busy machine the loop may
        # not pump within a fixed 0.1 s, and a press released unseen is no press.
        pad.set_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 1)
        held_until = time.monotonic() + PRESS_SECONDS
        time.sleep(0.1)
        while not app.input.pad_in_use and time.monotonic() < held_until:
            time.sleep(0.02)
        pad.set_button(pygame.CONTROLLER_BUTTON_DPAD_RIGHT, 0)
        time.sleep(0.1)
    time.sleep(SETTLE_SECONDS)
    frames, cpu, wall = app.frames, time.process_time(), time.perf_counter()
    time.sleep(seconds)
    result["cpu_share"] = round((time.process_time() - cpu) / (time.perf_counter() - wall), 4)
    result["frames_drawn"] = app.frames - frames
    result["still_at_rest"] = _at_rest(scene)
    result["pad_in_use"] = app.input.pad_in_use
    music = app.audio.music
    result["music_playing"] = bool(music and music.playing and music.target > 0)
    result["rss_mb"] = round(rss_mb(), 1)
    result["scenes"] = [type(shown).__name__ for shown in app.scenes]  # bottom to top
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def measure(
    where: str,
    seconds: float,
    size: tuple[int, int],
    game_id: str = DEFAULT_GAME,
    pad: str | None = None,
    music: bool = True,
) -> dict[str, Any]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from odin_desktop import games
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings

    plugged = None
    if pad is not None:
        from odin_desktop.benchmarks.virtual_pad import VirtualPad

        plugged = VirtualPad(pad)
        plugged.attach()  # before the app: its pads are opened as the game starts
    # Settings as a new player has them, never saved.
    app = App(size, settings=Settings(read_only=True, music_muted=not music), fullscreen=False)
    app.autosaver.enabled = False
    game = games.game(game_id)
    app.settings.game = game.id  # the menu shows the game measured
    result: dict[str, Any] = {
        "where": where,
        "seconds": seconds,
        "pad": pad,
        "music": music,
        "shown": [],
    }
    shown: list[str] = result["shown"]  # the screens on top, in order

    def as_a_player(frame: int) -> None:
        top = type(app.scenes.top).__name__
        if not shown or shown[-1] != top:
            shown.append(top)
        if where == "table" and frame == 1:
            app.nav.new_game(game.id)
        elif where == "table" and frame == 3:
            new_game: Any = app.scenes.top
            new_game.start()  # its Start, with the settings a new player has

    watcher = threading.Thread(
        target=_watch, args=(app, where, seconds, result, plugged), daemon=True
    )
    watcher.start()
    app.run(app.nav.menu_scene(), on_frame=as_a_player)
    result["video_driver"] = os.environ.get("SDL_VIDEODRIVER", "default")
    if plugged is not None:
        result["pads_open"] = len(app.input.pads.pads)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("where", choices=("menu", "table"))
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--game", default=DEFAULT_GAME, help="the game on the menu and the table")
    parser.add_argument("--pad", choices=LOOKS, help="a virtual gamepad plugged in throughout")
    parser.add_argument("--music", choices=("on", "off"), default="on", help="the music muted?")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    # Never the player's own saves, statistics or settings.
    with tempfile.TemporaryDirectory(prefix="odin-idle-") as data:
        os.environ["ODIN_DESKTOP_DATA_DIR"] = data
        result = measure(
            args.where, args.seconds, (width, height), args.game, args.pad, args.music == "on"
        )
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
