"""The autosave, Continue, and the records of finished games, for every game (no pygame).

Each game in the registry keeps its own game in progress, in ``autosave-<game id>.json`` in
the data folder: starting one game never touches another's. After every move the table calls
`Autosaver.save`: the game's record (with seats, bot levels and the seed) is written
atomically to its game's file, on a worker thread. Continue reads it back only after its game
has replayed it and checked it against its seed; anything else is set aside as
``autosave-<game id>.json.corrupt-TIMESTAMP``, the player is told, and the menu starts clean.
A finished game leaves the autosave: it is counted in the statistics and kept in ``records/``
for the replay viewer, compressed (`app.record_files`), for as long as the player wants
(`app.record_keeping`: every game, unless they set a limit).

Versions before one save per game kept the game in progress, whichever it was, in
``autosave.json``: the first look for saves hands that file to its game (`adopt_legacy`).

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
from odin_desktop.app import record_keeping, stats
from odin_desktop.app.record_files import new_record_path, records_dir
from odin_desktop.app.storage import data_dir, remove_stale_temps, set_aside, write_json_atomic
from odin_desktop.engine.jsonio import Unreadable, load_json
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n import _
from odin_desktop.i18n.errors import os_reason
from odin_desktop.session.play_on import PLAY_ON
from odin_desktop.session.saved import PlayedGame, SaveInvalid

LEGACY_AUTOSAVE = "autosave.json"  # the one save of versions before one per game


def autosave_path(game_id: str) -> Path:
    """Where the game ``game_id`` (a registry id) keeps its game in progress."""
    return data_dir() / f"autosave-{game_id}.json"


# ---------------------------------------------------------------------- reading the autosave

_checked: dict[tuple[str, int, int], bool] = {}  # (path, mtime, size) -> can be continued

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


def _checked_doc(game: GameEntry, path: Path) -> tuple[Any, bool]:
    """The save of ``game`` at ``path`` and whether it can be continued (False: finished).
    SaveInvalid (a damaged file), SaveUnreadable (the disk refused, or the game's own check
    failed: the file is not to blame)."""
    doc = _load_doc(path)
    if _game_of(doc) is not game:  # another game's record under this game's name
        raise SaveInvalid(_("the file is damaged or incomplete"))
    try:
        return doc, game.check_save(doc)
    except SaveInvalid:
        raise
    except Exception as error:  # a fault of the game's check, not of the file: say so
        log.exception("checking the saved game failed")
        raise SaveUnreadable(f"{type(error).__name__}: {error}") from None


def resumable(game: GameEntry) -> bool:
    """Whether ``game`` has a saved game to continue. A save that is unreadable, tampered
    with or breaks the rules raises SaveInvalid *after* being set aside; a finished one is
    False (left where it is: the next game overwrites it)."""
    path = autosave_path(game.id)
    remove_stale_temps(path)
    try:
        info = path.stat()
    except OSError:
        return False
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key not in _checked:
        try:
            _checked[key] = _checked_doc(game, path)[1]
        except SaveUnreadable as error:
            raise _left_alone(game, error) from None
        except SaveInvalid as error:
            raise _set_aside(game, path, error) from None
    return _checked[key]


def _kept(path: Path) -> str:
    """A save that cannot be continued moved aside (`set_aside`), and where it went."""
    try:
        return _("The file was kept as {name}").format(name=set_aside(path).name)
    except OSError:
        return _("The file could not be moved aside and was left as it was")


def _set_aside(game: GameEntry, path: Path, error: SaveInvalid) -> SaveInvalid:
    kept = _kept(path)
    return SaveInvalid(
        _(
            "Your saved game of {game} could not be continued: {error}. {kept}; you can start "
            "a new game."
        ).format(game=_(game.title), error=error, kept=kept)
    )


def _left_alone(game: GameEntry, error: SaveUnreadable) -> SaveInvalid:
    return SaveInvalid(
        _(
            "Your saved game of {game} could not be opened ({error}). It was left as it is; "
            "check that the data folder can be read."
        ).format(game=_(game.title), error=error)
    )


def saved_games(notices: list[str] | None = None) -> list[GameEntry]:
    """The games the shell offers that have a game to continue, in the registry's order
    (each its own Continue). Problems become ``notices`` for the player, once each: a bad
    save is set aside, so it is not found again."""
    adopt_legacy(notices)
    waiting = []
    for game in games.playable():  # a game without screens keeps its save for a version with
        try:
            if resumable(game):
                waiting.append(game)
        except SaveInvalid as error:
            if notices is not None:
                notices.append(str(error))
    return waiting


def has_save(game_id: str, notices: list[str] | None = None) -> bool:
    """Whether the game ``game_id`` has a game to continue (see `saved_games`)."""
    return any(game.id == game_id for game in saved_games(notices))


def load_autosave(game_id: str) -> dict[str, Any]:
    """The checked record of the game in progress of ``game_id``, to resume it. SaveInvalid
    (the file set aside, or left alone when the disk refused) when it cannot be resumed."""
    game = games.game(game_id)
    path = autosave_path(game_id)
    try:
        doc, can_continue = _checked_doc(game, path)
    except SaveUnreadable as error:
        raise _left_alone(game, error) from None
    except SaveInvalid as error:
        raise _set_aside(game, path, error) from None
    if not can_continue:
        raise SaveInvalid(_("that game has already finished"))
    return doc


# ---------------------------------------------------------------------- an older version's save


def adopt_legacy(notices: list[str] | None = None) -> None:
    """Hand the single ``autosave.json`` of an older version to its game, without losing it:
    renamed to the game's own save; when the game already has one (this version ran, then an
    older one), the newer of the two is the save and the other goes to Replays, unfinished.
    A file that is not a game's record is set aside as any broken save; one the disk will not
    give is left for the next start. Problems become ``notices``."""
    path = data_dir() / LEGACY_AUTOSAVE
    remove_stale_temps(path)
    if not path.exists():
        return
    said: list[str] = [] if notices is None else notices
    try:
        game = _game_of(_load_doc(path))
    except SaveUnreadable as error:
        said.append(str(_left_alone_legacy(error)))
        return
    except SaveInvalid as error:
        said.append(str(_set_aside_legacy(path, error)))
        return
    target = autosave_path(game.id)
    try:
        if target.exists():
            older, newer = sorted((path, target), key=lambda p: p.stat().st_mtime_ns)
            keep_unfinished(older)
            if newer is path:
                os.replace(path, target)
            said.append(
                _(
                    "Two saved games of {game} were found, one from an older version: the newer "
                    "can be continued, the other is in Replays, unfinished."
                ).format(game=_(game.title))
            )
        else:
            os.replace(path, target)
    except OSError as error:
        said.append(str(_left_alone_legacy(SaveUnreadable(os_reason(error)))))
    _checked.clear()


def _set_aside_legacy(path: Path, error: SaveInvalid) -> str:
    kept = _kept(path)
    return _(
        "Your saved game could not be continued: {error}. {kept}; you can start a new game."
    ).format(error=error, kept=kept)


def _left_alone_legacy(error: SaveUnreadable) -> str:
    return _(
        "Your saved game could not be opened ({error}). It was left as it is; "
        "check that the data folder can be read."
    ).format(error=error)


# ---------------------------------------------------------------------- writing


def save_document(game: PlayedGame) -> dict[str, Any]:
    doc = game.record()
    doc["saved"] = time.strftime("%Y-%m-%dT%H:%M:%S")
    doc["app"] = f"odin-desktop {__version__}"
    return doc


class _Writer:
    """Writes the newest autosave of each game on a worker thread: a slow disk (an fsync can
    take a tenth of a second) must not stall a frame. Only the latest document of each file
    waits; older ones are skipped. The thread is not a daemon, so the last move is on disk
    before the app exits."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: dict[Path, dict[str, Any]] = {}  # by file: one game's never drops another's
        self._thread: threading.Thread | None = None
        self._error: str | None = None

    def submit(self, path: Path, doc: dict[str, Any]) -> None:
        with self._lock:
            self._pending[path] = doc
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="odin-autosave")
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._thread = None
                    return
                path = next(iter(self._pending))
                doc = self._pending.pop(path)
            try:
                write_json_atomic(path, doc)
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

    def __init__(
        self,
        warn: Callable[[str], None],
        enabled: bool = True,
        limit: Callable[[], int] = lambda: 0,
    ) -> None:
        self.warn = warn
        self.enabled = enabled  # the demo never overwrites the player's saved game
        self.limit = limit  # the records kept (`Settings.records_limit`; 0: every one)
        self.current: PlayedGame | None = None  # the game on the table, for Export
        self._counted: set[int] = set()  # finished games already counted this session
        self.last_record: Path | None = None  # the last finished game's record (Review)
        self._warned = False

    def save(self, game: PlayedGame) -> str | None:
        """Keep ``game`` on disk. Returns a message when the disk refused (the player is
        warned about that once); never raises. The file is written in the background, so a
        refusal is reported by the call after it."""
        self.current = game
        if not self.enabled:
            return None
        if game.apart:
            return self._apart(game)
        problem = _writer.take_error()
        try:
            if game.finished:
                _writer.flush()
                problem = problem or _writer.take_error() or self._finished(game)
            else:
                doc = save_document(game)
                _writer.submit(autosave_path(_game_of(doc).id), doc)
        except OSError as error:  # the data folder itself is unusable
            problem = _("Your game could not be saved ({error}).").format(
                error=os_reason(error)
            )
        if problem and not self._warned:
            self._warned = True
            self.warn(problem)
        return problem

    def _apart(self, game: PlayedGame) -> str | None:
        """A game played on from a moment of another (`session.play_on`) is a game of its
        own: the player's saved game is not touched and nothing is counted; when it ends its
        record is kept, its name marked (Review opens it)."""
        if not game.finished or id(game) in self._counted:
            return None
        self._counted.add(id(game))
        try:
            self.last_record = export_record(game, mark=PLAY_ON, compressed=True)
            record_keeping.prune_soon(self.limit())
        except OSError as error:
            problem = _("The finished game could not be kept ({error}).").format(
                error=os_reason(error)
            )
            if not self._warned:
                self._warned = True
                self.warn(problem)
            return problem
        return None

    def _finished(self, game: PlayedGame) -> str | None:
        if id(game) in self._counted:
            return None
        self._counted.add(id(game))
        result = game.result()
        kept, problem = None, None
        try:
            # The replay viewer's list of finished games; the game over's Review opens it.
            self.last_record = export_record(game, compressed=True)
            kept = self.last_record.name
            record_keeping.prune_soon(self.limit())
        except OSError as error:
            problem = _("The finished game could not be kept ({error}).").format(
                error=os_reason(error)
            )
        # Counted with its record's name: the statistics' charts find its review there.
        problem = stats.record_game(result, kept) or problem
        # Continue must not offer a finished game (one left behind is never offered either).
        with contextlib.suppress(OSError):
            autosave_path(result.game).unlink(missing_ok=True)
        return problem

    def export(self) -> str:
        """Export the game on the table; a sentence for the player."""
        if self.current is None:
            return _("There is no game to export.")
        try:
            path = export_record(self.current, mark=PLAY_ON if self.current.apart else "")
        except OSError as error:
            return _("The record could not be written: {error}.").format(
                error=os_reason(error)
            )
        # Exported on purpose: a limit on the games kept never removes it.
        with contextlib.suppress(OSError):
            record_keeping.set_marks({path.name: True})
        return _("Record saved as {name} in {folder}").format(name=path.name, folder=path.parent)


def export_record(
    game: PlayedGame, folder: Path | None = None, mark: str = "", compressed: bool = False
) -> Path:
    """Write the game's record into ``folder`` (the records folder), its name ending in
    ``mark`` (`session.play_on.PLAY_ON`), gzip-compressed when asked (the finished games
    kept); OSError if refused."""
    folder = folder or records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    names = "-".join(re.sub(r"[^A-Za-z0-9]+", "", n)[:12] or "seat" for n in game.names)
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{names}{mark}"
    path = new_record_path(folder, stem, compressed)
    write_json_atomic(path, record_document(save_document(game)), compress=compressed)
    return path


def record_document(doc: dict[str, Any]) -> Any:
    """What a record file holds: the record as its game's format has it (`replay` checks
    exports and archives against the format; a save may hold more)."""
    game = games.by_record_format(doc.get("format"))
    return doc if game is None else game.clean_record(doc)


UNFINISHED = "-unfinished"  # the end of a record's name when its game was left for another


def keep_abandoned(game_id: str) -> Path | None:
    """A new game of ``game_id`` is about to replace its saved one: keep the saved game in the
    records folder, marked unfinished, so Replays still shows it. The path kept, or None when
    there was nothing to keep; OSError when the disk refused."""
    path = autosave_path(game_id)
    if not path.exists():
        return None
    return keep_unfinished(path)


def keep_unfinished(path: Path) -> Path:
    """Move the save at ``path`` into the records folder, marked unfinished and compressed
    (a damaged one as it is: the replays list says why it cannot be opened). Where it went;
    OSError when the disk refused."""
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}{UNFINISHED}"
    try:
        doc = load_json(path)
    except Unreadable:
        kept = new_record_path(folder, stem, compressed=False)
        os.replace(path, kept)
    else:
        kept = new_record_path(folder, stem, compressed=True)
        document = record_document(doc) if isinstance(doc, dict) else doc
        write_json_atomic(kept, document, compress=True)
        path.unlink()
    _checked.clear()
    return kept
