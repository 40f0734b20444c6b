"""The records folder as the Replays screen lists it: each record briefly described by its
game (found in the registry by the record's `format`) — the players with their points, the
game, when, how far and who won — or why it cannot be opened."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from odin_desktop import games
from odin_desktop.app.autosave import UNFINISHED, is_review, records_dir
from odin_desktop.engine.jsonio import Unreadable, load_json
from odin_desktop.engine.records import RecordRuleError, RecordStep
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import _, isolate
from odin_desktop.i18n.terms import points_short
from odin_desktop.session.play_on import PLAY_ON

Result = tuple[tuple[int, ...], tuple[int, ...]]  # each seat's points, the winners' seats
# (path, mtime, size) -> the result a record ends with: a record is replayed to know it, once
# per file as it is on disk.
_results: dict[tuple[str, float, int], Result | None] = {}


@dataclass(frozen=True)
class RecordEntry:
    path: Path
    title: str  # the players, each with the points it ended with
    detail: str  # which game, when, how far and who won, or why it cannot be opened
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
    if PLAY_ON in path.stem:  # not counted in the statistics
        progress = _("{progress}, played on from a moment of another game").format(
            progress=progress
        )
    parts = [_(game.title), when, progress]
    names = [isolate(name) for name in players]
    result = _result(game, doc, path)
    if result is not None:
        totals, winners = result
        if winners:
            won = _(", ").join(names[seat] for seat in winners)
            parts.append(_("{names} won").format(names=won))
        names = [
            isolate(f"{name} {points_short(total)}")
            for name, total in zip(names, totals, strict=True)
        ]
    detail = " · ".join(isolate(part) for part in parts)
    return RecordEntry(path, _(", ").join(names), detail, True)


def _result(game: GameEntry, doc: object, path: Path) -> Result | None:
    """The points of each seat at the record's last move, and its winners (none while the
    game goes on); None when the record cannot be played through."""
    stat = path.stat()
    key = (str(path), stat.st_mtime, stat.st_size)
    if key not in _results:
        last = None
        try:
            for step in game.record_steps(doc):
                if isinstance(step, RecordStep):
                    last = step.after
        except (Unreadable, RecordRuleError):
            last = None
        _results[key] = None if last is None else (tuple(last.totals), tuple(last.winners))
    return _results[key]
