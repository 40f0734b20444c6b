"""Screenshots of the game's screens in fixed positions, to compare a change pixel by pixel."""

import os
import tempfile


def headless(name: str) -> None:
    """No window, no sound, and a scratch data folder (``odin-<name>-shots-…``): a shot
    never reads or writes the player's settings, saves or records."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["ODIN_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix=f"odin-{name}-shots-")
