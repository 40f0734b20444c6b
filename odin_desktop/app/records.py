"""The records folder as the Replays screen lists it: each record briefly described by its
game (found in the registry by the record's `format`), or why it cannot be opened."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from odin_desktop import games
from odin_desktop.app.autosave import UNFINISHED, is_review, records_dir
from odin_desktop.engine.jsonio import Unreadable, load_json
from odin_desktop.i18n import _, isolate


@dataclass(frozen=True)
class RecordEntry:
    path: Path
    title: str  # the players
    detail: str  # when, which game and how far, or why it cannot be opened
    ok: bool


def list_records(limit: int = 60) -> list[RecordEntry]:
    """The records in the records folder, newest first, each briefly described."""
    try:
        files = sorted(
            (p for p in records_dir().glob("*.json") if not is_review(p)),
            key=lambda p: -p.stat().st_mtime,
        )
    except OSError:
        return []
    return [describe(path) for path in files[:limit]]


def describe(path: Path) -> RecordEntry:
    try:
        doc = load_json(path)
        game = games.by_record_format(doc.get("format") if isinstance(doc, dict) else None)
        if game is None:
            raise Unreadable("not a game record")
        players, progress = game.describe_record(doc)
    except Unreadable as error:
        return RecordEntry(
            path, path.name, _("cannot be opened: {error}").format(error=error), False
        )
    when = time.strftime("%d %b %Y %H:%M", time.localtime(path.stat().st_mtime))
    # Isolated parts keep their order in a right-to-left line (see i18n.isolate).
    if UNFINISHED in path.stem:
        progress = _("{progress}, unfinished").format(progress=progress)
    detail = f"{isolate(when)} · {progress}"
    return RecordEntry(path, _(", ").join(isolate(p) for p in players), detail, True)
