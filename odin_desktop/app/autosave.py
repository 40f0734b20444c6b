"""The autosave, Continue, and the records of finished games, for every game (no pygame).

After every move the table calls `Autosaver.save`: the game's record (with seats, bot levels
and the seed) is written atomically to ``autosave.json`` in the data folder, on a worker
thread. Continue reads it back only after its game (found by the record's `format` in the
registry) has replayed it and checked it against its seed; anything else is set aside as
``autosave.json.corrupt-TIMESTAMP``, the player is told, and the menu starts clean. A
finished game leaves the autosave: it is counted in the statistics and kept in ``records/``
for the replay viewer.

A disk that refuses to write never stops the game: the player is warned once (through the
``warn`` callback the shell gives: its save-warning screen).
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from odin_desktop import __version__, games
from odin_desktop.app import stats
from odin_desktop.app.storage import data_dir, remove_stale_temps, set_aside, write_json_atomic
from odin_desktop.engine.jsonio import Unreadable, load_json
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import _
from odin_desktop.i18n.errors import os_reason
from odin_desktop.session.saved import PlayedGame, SaveInvalid

AUTOSAVE = "autosave.json"
RECORDS = "records"
MAX_ARCHIVED = 200  # finished games kept for the replay viewer; the oldest go first


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def records_dir() -> Path:
    return data_dir() / RECORDS


# ---------------------------------------------------------------------- reading the autosave

_checked: dict[tuple[str, int, int], str | None] = {}  # (path, mtime, size) -> game to resume

log = logging.getLogger(__name__)


class SaveUnreadable(Exception):
    """The disk would not give the file (permissions, I/O): not the file's fault."""


def _load_doc(path: Path) -> Any:
    try:
        return load_json(path)
    except Unreadable as error:
        if "cannot read" in str(error):  # permissions or a disk error, not a damaged file
            raise SaveUnreadable(str(error)) from None
        raise SaveInvalid(_("the file is damaged or incomplete")) from None


def _game_of(doc: Any) -> GameEntry:
    game = games.by_record_format(doc.get("format")) if isinstance(doc, dict) else None
    if game is None:
        raise SaveInvalid(_("the file is damaged or incomplete"))
    return game


def resumable_game(path: Path | None = None) -> GameEntry | None:
    """The game of the save there is to continue, or None. A save that is unreadable,
    tampered with or breaks the rules raises SaveInvalid *after* being set aside; a finished
    one is None."""
    path = path or autosave_path()
    remove_stale_temps(path)
    try:
        info = path.stat()
    except OSError:
        return None
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key not in _checked:
        try:
            doc = _load_doc(path)
            game = _game_of(doc)
            _checked[key] = game.id if game.check_save(doc) else None
        except SaveUnreadable as error:
            raise _left_alone(error) from None
        except SaveInvalid as error:
            raise _set_aside(path, error) from None
        except Exception as error:  # a fault of the game's check, not of the file: say so
            log.exception("checking the saved game failed")
            raise _left_alone(SaveUnreadable(f"{type(error).__name__}: {error}")) from None
    game_id = _checked[key]
    return None if game_id is None else games.game(game_id)


def check_autosave(path: Path | None = None) -> bool:
    """True when there is a game to continue (see `resumable_game`)."""
    return resumable_game(path) is not None


def _set_aside(path: Path, error: SaveInvalid) -> SaveInvalid:
    try:
        kept = _("The file was kept as {name}").format(name=set_aside(path).name)
    except OSError:
        kept = _("The file could not be moved aside and was left as it was")
    return SaveInvalid(
        _(
            "Your saved game could not be continued: {error}. {kept}; you can start a new game."
        ).format(error=error, kept=kept)
    )


def _left_alone(error: SaveUnreadable) -> SaveInvalid:
    return SaveInvalid(
        _(
            "Your saved game could not be opened ({error}). It was left as it is; "
            "check that the data folder can be read."
        ).format(error=error)
    )


def saved_game(notices: list[str] | None = None) -> GameEntry | None:
    """The game the menu's Continue resumes (None: nothing to continue); problems become
    ``notices`` for the player."""
    try:
        game = resumable_game()
    except SaveInvalid as error:
        if notices is not None:
            notices.append(str(error))
        return None
    return game if game is not None and game.playable else None  # else it has no table here


def has_save(notices: list[str] | None = None) -> bool:
    """Whether the menu should offer Continue (see `saved_game`)."""
    return saved_game(notices) is not None


def load_autosave() -> tuple[GameEntry, dict[str, Any]]:
    """The saved game's entry and its checked record, to resume it. SaveInvalid (the file
    set aside) when it cannot be resumed."""
    path = autosave_path()
    try:
        doc = _load_doc(path)
        game = _game_of(doc)
        resumable = game.check_save(doc)
    except SaveUnreadable as error:
        raise _left_alone(error) from None
    except SaveInvalid as error:
        raise _set_aside(path, error) from None
    if not resumable:
        raise SaveInvalid(_("that game has already finished"))
    return game, doc


# ---------------------------------------------------------------------- writing


def save_document(game: PlayedGame) -> dict[str, Any]:
    doc = game.record()
    doc["saved"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    doc["app"] = f"odin-desktop {__version__}"
    return doc


class _Writer:
    """Writes the newest autosave on a worker thread: a slow disk (an fsync can take a tenth
    of a second) must not stall a frame. Only the latest document waits; older ones are
    skipped. The thread is not a daemon, so the last move is on disk before the app exits."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: tuple[Path, dict[str, Any]] | None = None
        self._thread: threading.Thread | None = None
        self._error: str | None = None

    def submit(self, path: Path, doc: dict[str, Any]) -> None:
        with self._lock:
            self._pending = (path, doc)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="odin-autosave")
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                job, self._pending = self._pending, None
                if job is None:
                    self._thread = None
                    return
            try:
                write_json_atomic(*job)
            except OSError as error:
                self._error = _("Your game could not be saved ({error}).").format(
                    error=os_reason(error)
                )
            else:
                self._error = None

    def take_error(self) -> str | None:
        error, self._error = self._error, None
        return error

    def flush(self, timeout: float = 10.0) -> None:
        with self._lock:
            thread = self._thread
        if thread is not None:
            thread.join(timeout)


_writer = _Writer()


def flush() -> None:
    """Wait for the autosave being written, if any."""
    _writer.flush()


class Autosaver:
    """The app's autosave: `save` after every move, `export` on request. Problems go to
    ``warn`` once per session (the shell shows them over the table)."""

    def __init__(self, warn: Callable[[str], None], enabled: bool = True) -> None:
        self.warn = warn
        self.enabled = enabled  # the demo never overwrites the player's saved game
        self.current: PlayedGame | None = None  # the game on the table, for Export
        self._counted: set[int] = set()  # finished games already counted this session
        self._warned = False

    def save(self, game: PlayedGame) -> str | None:
        """Keep ``game`` on disk. Returns a message when the disk refused (the player is
        warned about that once); never raises. The file is written in the background, so a
        refusal is reported by the call after it."""
        self.current = game
        if not self.enabled:
            return None
        problem = _writer.take_error()
        try:
            if game.finished:
                _writer.flush()
                problem = problem or _writer.take_error() or self._finished(game)
            else:
                _writer.submit(autosave_path(), save_document(game))
        except OSError as error:  # the data folder itself is unusable
            problem = _("Your game could not be saved ({error}).").format(
                error=os_reason(error)
            )
        if problem and not self._warned:
            self._warned = True
            self.warn(problem)
        return problem

    def _finished(self, game: PlayedGame) -> str | None:
        if id(game) in self._counted:
            return None
        self._counted.add(id(game))
        problem = stats.record_game(game.result())
        # Continue must not offer a finished game (one left behind is never offered either).
        with contextlib.suppress(OSError):
            autosave_path().unlink(missing_ok=True)
        try:
            export_record(game)  # the replay viewer's list of finished games
            prune_records()
        except OSError as error:
            problem = problem or _("The finished game could not be kept ({error}).").format(
                error=os_reason(error)
            )
        return problem

    def export(self) -> str:
        """Export the game on the table; a sentence for the player."""
        if self.current is None:
            return _("There is no game to export.")
        try:
            path = export_record(self.current)
        except OSError as error:
            return _("The record could not be written: {error}.").format(
                error=os_reason(error)
            )
        return _("Record saved as {name} in {folder}").format(name=path.name, folder=path.parent)


def export_record(game: PlayedGame, folder: Path | None = None) -> Path:
    """Write the game's record into ``folder`` (the records folder); OSError if refused."""
    folder = folder or records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    names = "-".join(re.sub(r"[^A-Za-z0-9]+", "", n)[:12] or "seat" for n in game.names)
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{names}"
    path = folder / f"{stem}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.json"
    write_json_atomic(path, record_document(save_document(game)))
    return path


def record_document(doc: dict[str, Any]) -> Any:
    """What a record file holds: the record as its game's format has it (`replay` checks
    exports and archives against the format; a save may hold more)."""
    game = games.by_record_format(doc.get("format"))
    return doc if game is None else game.clean_record(doc)


UNFINISHED = "-unfinished"  # the end of a record's name when its game was left for another


def keep_abandoned() -> Path | None:
    """A new game is about to replace the saved one: keep the saved game in the records
    folder, marked unfinished, so Replays still shows it. The path kept, or None when there
    was nothing to keep; OSError when the disk refused."""
    path = autosave_path()
    if not path.exists():
        return None
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    kept = folder / f"{time.strftime('%Y%m%d-%H%M%S')}{UNFINISHED}.json"
    n = 1
    while kept.exists():
        n += 1
        kept = folder / f"{time.strftime('%Y%m%d-%H%M%S')}{UNFINISHED}-{n}.json"
    try:
        doc = load_json(path)
    except Unreadable:  # kept as it is: the replays list says why it cannot be opened
        os.replace(path, kept)
    else:
        write_json_atomic(kept, record_document(doc) if isinstance(doc, dict) else doc)
        path.unlink()
    _checked.clear()
    return kept


def prune_records(keep: int = MAX_ARCHIVED) -> None:
    try:
        files = sorted(records_dir().glob("*.json"), key=lambda p: p.stat().st_mtime)
        for old in files[:-keep]:
            old.unlink(missing_ok=True)
    except OSError:
        pass
