"""`odin-desktop` with no command: open the game at the main menu.

pygame and the scenes are imported inside `run`, so the command line stays quick for the
other commands; the menu itself loads only the few cards it shows.
"""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace | None = None) -> int:
    from odin_desktop.app.app import App

    app = App()
    return app.run(app.nav.menu_scene())
