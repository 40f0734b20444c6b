"""`odin-desktop replay FILE [--legal]`: check a game record against the rules of its game.

The game is chosen by the record's `format` (the registry, `odin_desktop.games`). Prints
exactly one line of JSON and exits 0 (the record follows the rules), 1 (its content breaks a
rule) or 2 (not a readable record), as docs/RECORDS.md says. It never prints a traceback,
whatever the file holds.
"""

from __future__ import annotations

import argparse
import json
import sys

from odin_desktop import games
from odin_desktop.engine.jsonio import Unreadable, load_json

EXIT_OK, EXIT_RULE, EXIT_UNREADABLE = 0, 1, 2


def check_file(path: str, with_legal: bool = False) -> tuple[int, dict[str, object]]:
    """The exit code and JSON object that `replay` answers for the file at ``path``."""
    try:
        doc = load_json(path)
    except Unreadable as error:
        return EXIT_UNREADABLE, {"ok": False, "error": str(error)}
    if not isinstance(doc, dict):
        return EXIT_UNREADABLE, {"ok": False, "error": "a record is a JSON object"}
    game = games.by_record_format(doc.get("format"))
    if game is None:
        known = " or ".join(f'"{g.record_format}"' for g in games.GAMES.values())
        return EXIT_UNREADABLE, {"ok": False, "error": f"format must be {known}"}
    return game.check_record(doc, with_legal)


def run(args: argparse.Namespace) -> int:
    try:
        code, result = check_file(args.file, args.legal)
    except Exception as error:  # the contract: one line of JSON, never a traceback
        code, result = EXIT_UNREADABLE, {"ok": False, "error": f"internal error: {error!r}"}
    sys.stdout.write(json.dumps(result) + "\n")
    sys.stdout.flush()
    return code


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="check a game record against the rules (one line of JSON; exit 0, 1 or 2)",
        description="Check a game record (docs/RECORDS.md) against the rules of its game.",
    )
    parser.add_argument("file", metavar="FILE", help="the record to check")
    parser.add_argument(
        "--legal", action="store_true", help="also list the legal moves of the seat to move"
    )
    parser.set_defaults(run=run)
