"""`odin-desktop view FILE`: open a game record in the replay viewer.

A file that is not a valid record opens a window that says why in plain words (and prints
it); the command never prints a traceback for a bad file.

The viewer writes nothing in the data folder (it reads the settings for the language and the
card art, and saves none), so it runs beside the game: it does not take the game's lock
(`app.instance`).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path


def run(args: argparse.Namespace) -> int:
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings
    from odin_desktop.scenes.record_error import RecordErrorScene

    app = App(settings=Settings.peek())  # read, never written (nor a damaged one set aside)
    try:
        scene = app.nav.viewer_for(Path(args.file))
    except ValueError as error:
        print(f"view: {error}")
        app.run(RecordErrorScene(app, str(error)), max_frames=args.frames)
        return 1
    return app.run(scene, max_frames=args.frames)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("view", help="step through a game record, every hand shown")
    parser.add_argument("file", help="a game record (.json)")
    parser.add_argument("--headless", action="store_true", help="no window (for tests)")
    parser.add_argument("--frames", type=int, default=None, help="stop after N frames")
    parser.set_defaults(run=run)
