"""Entry point of the frozen (PyInstaller) executables: `odin-desktop [COMMAND] …`.

Bots think in child processes started with the *spawn* method. A spawned child of a frozen
app is this same executable run with multiprocessing's own arguments, so
`multiprocessing.freeze_support()` must run first, before the game parses any argument:
in a child it runs the child's work and exits; in the parent it returns at once.
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def main() -> int:
    # pygame's "Hello from the pygame community" banner is for developers, not players; it
    # would also be the first line of every CLI answer. Set before any child is spawned.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    multiprocessing.freeze_support()
    # Imported only after freeze_support: a bot child never needs the command line.
    from odin_desktop.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
