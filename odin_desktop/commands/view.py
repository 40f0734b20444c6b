"""`odin-desktop view FILE`: open a game record in the replay viewer.

A file that is not a valid record opens the viewer anyway, which says why in plain words;
the command never prints a traceback for a bad file.
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
    from odin_desktop.scenes.odin.viewer import ReplayViewerScene

    app = App()
    app.settings.read_only = True  # viewing changes no setting worth keeping
    scene = ReplayViewerScene(app, Path(args.file), title=Path(args.file).name)
    if scene.error:
        print(f"view: {scene.error}")
    code = app.run(scene, max_frames=args.frames)
    return 1 if scene.error else code


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("view", help="step through a game record, every hand shown")
    parser.add_argument("file", help="a game record (.json)")
    parser.add_argument("--headless", action="store_true", help="no window (for tests)")
    parser.add_argument("--frames", type=int, default=None, help="stop after N frames")
    parser.set_defaults(run=run)
