"""`odin-desktop replay FILE [--legal]`: check a game record against the rules.

Prints exactly one line of JSON and exits 0 (the record follows the rules), 1 (its content
breaks a rule) or 2 (not a readable record), as shared/spec/game-record.md says. It never
prints a traceback, whatever the file holds.
"""

from __future__ import annotations

import argparse
import json
import sys

from odin_desktop.engine.jsonio import load_json
from odin_desktop.engine.odin.record import (
    RecordRuleError,
    RecordUnreadable,
    parse_record,
    replay_record,
    summary,
)

EXIT_OK, EXIT_RULE, EXIT_UNREADABLE = 0, 1, 2


def check_file(path: str, with_legal: bool = False) -> tuple[int, dict[str, object]]:
    """The exit code and JSON object that `replay` answers for the file at ``path``."""
    try:
        game = replay_record(parse_record(load_json(path)))
    except RecordUnreadable as error:
        return EXIT_UNREADABLE, {"ok": False, "error": str(error)}
    except RecordRuleError as error:
        return EXIT_RULE, {"ok": False, "error": str(error), "hand": error.hand, "move": error.move}
    except (RecursionError, MemoryError):
        return EXIT_UNREADABLE, {"ok": False, "error": "the record is too large or too deep"}
    return EXIT_OK, summary(game, with_legal)


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
        description="Check a game record (shared/spec/game-record.md) against the rules of ODIN.",
    )
    parser.add_argument("file", metavar="FILE", help="the record to check")
    parser.add_argument(
        "--legal", action="store_true", help="also list the legal moves of the seat to move"
    )
    parser.set_defaults(run=run)
