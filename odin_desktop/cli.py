"""Command line entry point: `odin-desktop [COMMAND] …`.

Each command lives in its own module under `odin_desktop/commands/` and exposes
`register(subparsers)`; the module is imported only when needed so that
`odin-desktop replay` never pays for pygame and the game starts fast.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from odin_desktop import __version__

# command name -> module under odin_desktop.commands that registers it.
COMMANDS: dict[str, str] = {
    "replay": "replay",
    "bench": "bench",
    "demo": "demo",
    "arena": "arena",
    "view": "view",
    "review": "review",
    "import": "import_records",
}


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="odin-desktop",
        description="Odin Desktop: play ODIN against AI opponents or hot-seat with friends. "
        "With no command, the game opens.",
    )
    parser.add_argument("--version", action="version", version=f"odin-desktop {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name in COMMANDS.items():
        if only is not None and name != only:
            # Still list it in --help without importing its module.
            subparsers.add_parser(name, help=f"see `odin-desktop {name} --help`")
            continue
        module = importlib.import_module(f"odin_desktop.commands.{module_name}")
        module.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    args_list = sys.argv[1:] if argv is None else argv
    first = next((a for a in args_list if not a.startswith("-")), None)
    parser = build_parser(only=first if first in COMMANDS else None)
    args = parser.parse_args(args_list)
    if args.command is None:
        play = importlib.import_module("odin_desktop.commands.play")
        return int(play.run(args) or 0)
    return int(args.run(args) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
