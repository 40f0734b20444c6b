"""`odin-desktop` with no command: open the game at the main menu.

One copy runs per data folder (`app.instance`): a second start asks the first to come
forward, says in the player's language that the game is already running (printed, and in a
small window of its own), and exits without touching the player's data.

pygame and the scenes are imported inside `run`, so the command line stays quick for the
other commands; the menu itself loads only the few cards it shows.
"""

from __future__ import annotations

import argparse
import contextlib
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from odin_desktop.app import instance

if TYPE_CHECKING:
    from odin_desktop.app.settings import Settings

log = logging.getLogger(__name__)
# The data folder's lock, held until the process ends: after the main loop, the autosave's
# worker thread may still be writing the last move, and no other copy may start before then.
_held: instance.Held | None = None


def run(args: argparse.Namespace | None = None) -> int:
    global _held
    from odin_desktop.app.storage import data_dir

    folder = data_dir()
    try:
        held = instance.acquire(folder)
    except OSError as error:  # a read-only folder or one without locks: play as always
        log.warning("the data folder cannot be locked (%s): running unguarded", error)
        held = None
    else:
        if held is None:
            return already_running(folder)
    _held = held
    from odin_desktop.app.app import App

    app = App()
    if held is not None:
        app.wake_requests = held.take_wake_request
    return app.run(app.nav.menu_scene())


def already_running(folder: Path) -> int:
    """Another copy plays in ``folder``: ask it to come forward, say so, and leave without
    reading or writing the player's data (the settings are only read, for the language)."""
    from odin_desktop import i18n
    from odin_desktop.app.settings import Settings
    from odin_desktop.scenes.already_running import already_running_text

    settings = Settings.peek()
    i18n.use_setting(settings.language)
    answered = instance.ask_to_come_forward(folder)
    heading, now, why = already_running_text(answered)
    with contextlib.suppress(OSError, UnicodeError):  # no console, or one without the script
        print(f"odin-desktop: {heading}. {now} {why}", flush=True)
    _show(settings, answered)
    return 0


def _show(settings: Settings, answered: bool) -> None:
    """The notice in a small window of its own; nothing when no window can open."""
    import pygame

    from odin_desktop.app.app import App
    from odin_desktop.scenes.already_running import AlreadyRunningScene

    try:
        app = App((800, 500), settings=settings, fullscreen=False)
    except pygame.error as error:  # no display: the printed line is all there is
        log.warning("the notice cannot be shown: %s", error)
        return
    app.run(AlreadyRunningScene(app, answered))
