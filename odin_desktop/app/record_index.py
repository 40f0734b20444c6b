"""What each record of the records folder ends with, kept in an index beside it
(``records-index.json`` in the data folder), so Replays lists thousands of games without
replaying them every time (no pygame).

The index is only ever a copy of what the records say. Each entry is keyed by the record's
file name, size and modification time: a record that changed, came or went is read again from
itself, and a missing, damaged, hand-edited or other version's index is rebuilt from the
records, never trusted over them. It holds plain JSON values, each checked on reading (a
wrong one makes its record be read again; nothing is evaluated or unpickled), and is written
whole or not at all (`fileio`). It also keeps a copy of the player's marks to keep
(`app.record_keeping` holds them), so that losing either file loses no mark.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from odin_desktop import games
from odin_desktop.app.record_files import RecordFile, is_record
from odin_desktop.app.storage import data_dir, load_json_object
from odin_desktop.engine.jsonio import Unreadable, load_json
from odin_desktop.engine.records import RecordEnd
from odin_desktop.fileio import write_text_atomic

FILE_NAME = "records-index.json"
FORMAT = "odin-desktop-records-index"
VERSION = 1
MAX_BYTES = 256 * 1024 * 1024  # some 300 bytes a record: far beyond a lifetime of games
MAX_ERROR = 300  # characters of a reader's error kept
MAX_PLAYERS = 8
MAX_NAME = 200


@dataclass(frozen=True)
class Summary:
    """What a readable record ends with."""

    game: str  # the registry id
    players: tuple[str, ...]
    rounds: int
    totals: tuple[int, ...] | None  # None: a rule breaks on the way
    winners: tuple[int, ...]
    finished: bool
    humans: tuple[int, ...] | None  # the seats people played, when the record says (`seats`)


@dataclass(frozen=True)
class Entry:
    """One record as the index knows it: its size and modification time when it was read,
    and what it ends with or why it cannot be opened."""

    size: int
    mtime_ns: int
    summary: Summary | None = None
    error: str | None = None  # the reader's words (English, as `replay` says them)
    kept: bool = False  # a copy of the player's mark

    def describes(self, file: RecordFile) -> bool:
        return (self.size, self.mtime_ns) == (file.size, file.mtime_ns)


def path() -> Path:
    return data_dir() / FILE_NAME


# ---------------------------------------------------------------------- a record read


def read_entry(folder: Path, file: RecordFile) -> Entry:
    """Read and replay the record ``file`` of ``folder`` (the slow part: milliseconds)."""
    try:
        doc = load_json(folder / file.name)
        game = games.by_record_format(doc.get("format") if isinstance(doc, dict) else None)
        if game is None:
            raise Unreadable("not a game record")
        end = game.record_end(doc)
    except Unreadable as error:
        return Entry(file.size, file.mtime_ns, error=str(error)[:MAX_ERROR])
    summary = Summary(
        game.id, end.players, end.rounds, end.totals, end.winners, end.over, _humans(doc, end)
    )
    return Entry(file.size, file.mtime_ns, summary)


def _humans(doc: dict[str, Any], end: RecordEnd) -> tuple[int, ...] | None:
    """The seats people played, from the ``seats`` the app writes beside a record's own
    fields where the format allows it (each seat's name and kind); None when not said."""
    seats = doc.get("seats")
    if not isinstance(seats, list) or len(seats) != len(end.players):
        return None
    if not all(isinstance(seat, dict) for seat in seats):
        return None
    return tuple(i for i, seat in enumerate(seats) if seat.get("kind") == "human")


# ---------------------------------------------------------------------- the file


def load(file: Path | None = None) -> dict[str, Entry]:
    """The entries of the index file, by record name: each one checked, a wrong one left
    out; none when the file is missing, unreadable, damaged or of another version (it is
    then rebuilt: never set aside, as it holds nothing but copies)."""
    loaded = load_json_object(file or path(), MAX_BYTES, look_only=True)
    raw = loaded.data
    if raw is None or raw.get("format") != FORMAT or raw.get("version") != VERSION:
        return {}
    records = raw.get("records")
    if not isinstance(records, dict):
        return {}
    found = {}
    for name, value in records.items():
        entry = _entry(value)
        if entry is not None and isinstance(name, str) and _record_name(name):
            found[name] = entry
    return found


def save(entries: dict[str, Entry], file: Path | None = None) -> None:
    """Write the index whole (atomically); OSError when the disk refuses."""
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "records": {name: _entry_json(entry) for name, entry in entries.items()},
    }
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    write_text_atomic(file or path(), text)


def _record_name(name: str) -> bool:
    return 0 < len(name) <= MAX_NAME and "/" not in name and "\\" not in name and is_record(name)


def _entry_json(entry: Entry) -> dict[str, Any]:
    found: dict[str, Any] = {"size": entry.size, "mtime_ns": entry.mtime_ns, "kept": entry.kept}
    if entry.error is not None:
        found["error"] = entry.error
    summary = entry.summary
    if summary is not None:
        found.update(
            game=summary.game,
            players=list(summary.players),
            rounds=summary.rounds,
            totals=None if summary.totals is None else list(summary.totals),
            winners=list(summary.winners),
            finished=summary.finished,
            humans=None if summary.humans is None else list(summary.humans),
        )
    return found


def _entry(raw: object) -> Entry | None:
    """An entry read back, or None when anything in it is not what `save` writes."""
    if not isinstance(raw, dict):
        return None
    size, mtime, kept = raw.get("size"), raw.get("mtime_ns"), raw.get("kept", False)
    if not (_whole(size) and _whole(mtime) and isinstance(kept, bool)):
        return None
    error = raw.get("error")
    if error is not None:
        if not isinstance(error, str) or len(error) > MAX_ERROR or "game" in raw:
            return None
        return Entry(size, mtime, error=error, kept=kept)
    summary = _summary(raw)
    return None if summary is None else Entry(size, mtime, summary, kept=kept)


def _summary(raw: dict[str, Any]) -> Summary | None:
    game, players, rounds = raw.get("game"), raw.get("players"), raw.get("rounds")
    if not (isinstance(game, str) and game in games.GAMES and _whole(rounds)):
        return None
    if not (isinstance(players, list) and 0 < len(players) <= MAX_PLAYERS):
        return None
    if not all(isinstance(name, str) and len(name) <= MAX_NAME for name in players):
        return None
    seats = len(players)
    totals = raw.get("totals")
    if totals is not None and not (_wholes(totals) and len(totals) == seats):
        return None
    winners, humans, finished = raw.get("winners"), raw.get("humans"), raw.get("finished")
    if not (_seats(winners, seats) and isinstance(finished, bool)):
        return None
    if humans is not None and not _seats(humans, seats):
        return None
    return Summary(
        game,
        tuple(players),
        rounds,
        None if totals is None else tuple(totals),
        tuple(winners),
        finished,
        None if humans is None else tuple(humans),
    )


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**63


def _wholes(value: object) -> TypeGuard[list[int]]:
    return isinstance(value, list) and all(
        isinstance(v, int) and not isinstance(v, bool) and -(2**31) < v < 2**31 for v in value
    )


def _seats(value: object, seats: int) -> TypeGuard[list[int]]:
    return _wholes(value) and len(value) <= seats and all(0 <= v < seats for v in value)
