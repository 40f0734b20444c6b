"""`odin-desktop import FILE|DIR …`: bring game records into the records folder, where the
Replays screen lists them (`app/imports.py`: each checked by its game first).

One line per file refused (with the reason), then a count, in English as every command. Exit 0
when every file was imported (or was there already), 1 when some were refused or found no
room, 2 when nothing was given to import or the records folder cannot be written. It writes
only new files into the records folder, so it may run beside the game. Never loads pygame.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import TextIO

from odin_desktop.app import imports
from odin_desktop.app.record_files import records_dir
from odin_desktop.app.settings import Settings

EXIT_OK, EXIT_SOME, EXIT_NONE = 0, 1, 2


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "import",
        help="copy game records (files, or the .json files of folders) into the records "
        "folder, for Replays",
        description="Copy game records into the records folder, where Replays lists them: "
        "each is checked against its game's rules first, and a file that is not a record is "
        "refused with the reason. The games `arena --records DIR` kept can be imported so.",
    )
    parser.add_argument("paths", metavar="FILE|DIR", nargs="+", type=Path)
    parser.set_defaults(run=run)


def _count(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def _say(text: str, stream: TextIO | None = None) -> None:
    with contextlib.suppress(OSError, UnicodeError):  # a console that cannot show a name
        print(text, file=stream or sys.stdout, flush=True)


def run(args: argparse.Namespace) -> int:
    limit = Settings.peek().records_limit  # the games kept; read only, as beside the game
    try:
        results = imports.import_records(args.paths, limit=limit)
    except OSError as error:
        _say(f"odin-desktop import: the records folder cannot be written ({error})", sys.stderr)
        return EXIT_NONE
    for result in results:
        if result.status == imports.REFUSED:
            _say(f"{result.source}: {result.reason}", sys.stderr)
    counted = imports.counts(results)
    imported = _count(counted[imports.IMPORTED], "record", "records")
    _say(f"{imported} imported into {records_dir()}.")
    if counted[imports.ALREADY]:
        already = counted[imports.ALREADY]
        _say(f"{_count(already, 'record was', 'records were')} there already.")
    if counted[imports.REFUSED]:
        refused = _count(counted[imports.REFUSED], "file", "files")
        _say(f"{refused} refused: not a record that follows the rules (said above).")
    if counted[imports.NO_ROOM]:
        left = _count(counted[imports.NO_ROOM], "record", "records")
        kept = f"the records folder keeps {limit} games beside those starred"
        _say(f"{left} not imported: {kept} (Settings, Games kept).")
    if not results:
        return EXIT_NONE
    return EXIT_OK if counted[imports.REFUSED] + counted[imports.NO_ROOM] == 0 else EXIT_SOME
