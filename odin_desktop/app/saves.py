"""The autosave, Continue, and record files.

After every move the table calls `autosave`: the game's record (with seats, bot levels and
the seed) is written atomically to ``autosave.json`` in the data folder. Continue reads it
back only after replaying it through the engine and checking its deals against its seed
(`session.resume`); anything else is set aside as ``autosave.json.corrupt-TIMESTAMP``, the
player is told, and the menu starts clean. A finished game leaves the autosave: it is
counted in the statistics and kept in ``records/`` for the replay viewer.

A disk that refuses to write never stops the game: the player is warned once.
"""

from __future__ import annotations

import contextlib
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from odin_desktop import __version__
from odin_desktop.app.storage import data_dir, remove_stale_temps, set_aside, write_json_atomic
from odin_desktop.engine.jsonio import load_json
from odin_desktop.engine.odin.record import RecordUnreadable, parse_record
from odin_desktop.i18n import _, isolate, ngettext
from odin_desktop.scenes.screen import Screen
from odin_desktop.session.bot_host import BotHost
from odin_desktop.session.odin.controller import GameController, spawn_bots
from odin_desktop.session.odin.resume import SaveInvalid, controller_from_record, game_from_record
from odin_desktop.ui import controls

if TYPE_CHECKING:
    from odin_desktop.app.app import App
    from odin_desktop.scenes.base import Scene

AUTOSAVE = "autosave.json"
RECORDS = "records"
MAX_ARCHIVED = 200  # finished games kept for the replay viewer; the oldest go first
_FINISHED_KEY = "_odin_saves_finished"  # app attribute: games already counted this session
_WARNED_KEY = "_odin_saves_warned"


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def records_dir() -> Path:
    return data_dir() / RECORDS


# ---------------------------------------------------------------------- reading the autosave

_checked: dict[tuple[str, int, int], bool] = {}  # (path, mtime, size) -> resumable


class SaveUnreadable(Exception):
    """The disk would not give the file (permissions, I/O): not the file's fault."""


def _load_doc(path: Path) -> Any:
    try:
        return load_json(path)
    except RecordUnreadable as error:
        if "cannot read" in str(error):  # permissions or a disk error, not a damaged file
            raise SaveUnreadable(str(error)) from None
        raise SaveInvalid(_("the file is damaged or incomplete")) from None


def check_autosave(path: Path | None = None) -> bool:
    """True when there is a game to continue. A save that is unreadable, tampered with or
    breaks the rules raises SaveInvalid *after* being set aside; a finished one is False."""
    path = path or autosave_path()
    remove_stale_temps(path)
    try:
        info = path.stat()
    except OSError:
        return False
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key in _checked:
        return _checked[key]
    try:
        _setup, game = game_from_record(_load_doc(path))
    except SaveUnreadable as error:
        raise _left_alone(error) from None
    except SaveInvalid as error:
        raise _set_aside(path, error) from None
    _checked[key] = not game.over
    return _checked[key]


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


def has_save(app: App | None = None) -> bool:
    """Whether the menu should offer Continue; problems become notices for the player."""
    try:
        return check_autosave()
    except SaveInvalid as error:
        if app is not None:
            app.notices.append(str(error))
        return False


def load_autosave(host_factory: Callable[[], BotHost] | None = spawn_bots) -> GameController:
    """The controller of the saved game. SaveInvalid (file set aside) when it cannot be."""
    path = autosave_path()
    try:
        controller = controller_from_record(_load_doc(path), host_factory=host_factory)
    except SaveUnreadable as error:
        raise _left_alone(error) from None
    except SaveInvalid as error:
        raise _set_aside(path, error) from None
    if controller.game.over:
        raise SaveInvalid(_("that game has already finished"))
    return controller


def resume_scene(app: App) -> Scene:
    """The table, exactly where the saved game stopped.

    Hot-seat mid-hand: the table is pushed here and the scene returned (for the menu to push
    on top) is the hand-over screen, so the player to move takes the screen before any hand
    is shown, and the table waits for that player rather than for the first human.
    """
    from odin_desktop.scenes.handover import HandoverScene
    from odin_desktop.scenes.odin.table import TableScene

    controller = load_autosave()
    table = TableScene(app, controller.setup, controller=controller)
    humans = controller.humans
    if len(humans) < 2 or controller.game.needs_deal:
        return table  # a deal hands over by itself
    seat = controller.to_move if controller.to_move in humans else humans[0]
    table.view.viewer = seat
    table.handing_over = True

    def ready() -> None:
        table.handing_over = False

    app.scenes.push(table)
    return HandoverScene(app, controller.names[seat], ready)


# ---------------------------------------------------------------------- writing


def save_document(controller: GameController) -> dict[str, Any]:
    doc = controller.record()
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
                    error=error.strerror or error
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


def autosave(app: App, controller: GameController) -> str | None:
    """Called by the table after every move. Returns a message when the disk refused a
    save (the player is warned about that once); never raises. The file is written in the
    background, so a refusal is reported by the call after it."""
    if not getattr(app, "autosave_enabled", True):
        return None
    problem = _writer.take_error()
    try:
        if controller.game.over:
            _writer.flush()
            problem = problem or _writer.take_error()
            _game_finished(app, controller)
        else:
            _writer.submit(autosave_path(), save_document(controller))
    except OSError as error:  # the data folder itself is unusable
        problem = _("Your game could not be saved ({error}).").format(error=error.strerror or error)
    return _warn(app, problem) if problem else None


def _game_finished(app: App, controller: GameController) -> None:
    done: set[int] = getattr(app, _FINISHED_KEY, set())
    setattr(app, _FINISHED_KEY, done)
    if id(controller) in done:
        return
    done.add(id(controller))
    from odin_desktop.app import stats

    problem = stats.record_game(controller)
    # Continue must not offer a finished game (one left behind is never offered either).
    with contextlib.suppress(OSError):
        autosave_path().unlink(missing_ok=True)
    try:
        export_record(controller)  # the replay viewer's list of finished games
        prune_records()
    except OSError as error:
        problem = problem or _("The finished game could not be kept ({error}).").format(
            error=error.strerror or error
        )
    if problem:
        _warn(app, problem)


def export_record(controller: GameController, folder: Path | None = None) -> Path:
    """Write the game's record into ``folder`` (the records folder); OSError if refused."""
    folder = folder or records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    names = "-".join(re.sub(r"[^A-Za-z0-9]+", "", n)[:12] or "seat" for n in controller.names)
    stem = f"{time.strftime('%Y%m%d-%H%M%S')}-{names}"
    path = folder / f"{stem}.json"
    n = 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.json"
    write_json_atomic(path, save_document(controller))
    return path


def export_current(app: App) -> str:
    """Export the game on the table below the current screen; a sentence for the player."""
    controller = next(
        (s.controller for s in reversed(list(app.scenes)) if hasattr(s, "controller")), None
    )
    if not isinstance(controller, GameController):
        return _("There is no game to export.")
    try:
        path = export_record(controller)
    except OSError as error:
        return _("The record could not be written: {error}.").format(error=error.strerror or error)
    return _("Record saved as {name} in {folder}").format(name=path.name, folder=path.parent)


def prune_records(keep: int = MAX_ARCHIVED) -> None:
    try:
        files = sorted(records_dir().glob("*.json"), key=lambda p: p.stat().st_mtime)
        for old in files[:-keep]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


# ---------------------------------------------------------------------- the records folder


@dataclass(frozen=True)
class RecordEntry:
    path: Path
    title: str  # the players
    detail: str  # when, how far, or why it cannot be opened
    ok: bool


def list_records(limit: int = 60) -> list[RecordEntry]:
    """The records in the records folder, newest first, each briefly described."""
    try:
        files = sorted(records_dir().glob("*.json"), key=lambda p: -p.stat().st_mtime)
    except OSError:
        return []
    return [describe(path) for path in files[:limit]]


def describe(path: Path) -> RecordEntry:
    try:
        record = parse_record(load_json(path))
    except RecordUnreadable as error:
        return RecordEntry(
            path, path.name, _("cannot be opened: {error}").format(error=error), False
        )
    when = time.strftime("%d %b %Y %H:%M", time.localtime(path.stat().st_mtime))
    hands = len(record.hands)
    count = ngettext("{count} hand", "{count} hands", hands).format(count=hands)
    # Isolated parts keep their order in a right-to-left line (see i18n.isolate).
    detail = f"{isolate(when)} · {count}"
    return RecordEntry(path, _(", ").join(isolate(p) for p in record.players), detail, True)


# ---------------------------------------------------------------------- the warning


def _warn(app: App, message: str) -> str:
    """Show a saving problem once per session, over whatever is on screen."""
    if not getattr(app, _WARNED_KEY, False):
        setattr(app, _WARNED_KEY, True)
        try:
            app.scenes.push(SaveWarning(app, message))
        except (AttributeError, pygame.error):
            app.notices.append(message)
    return message


class SaveWarning(Screen):
    """A banner over the table: the game goes on when the player has read it."""

    opaque = False

    def __init__(self, app: App, message: str) -> None:
        super().__init__(app)
        text = (
            message
            + " "
            + _("You can keep playing; until saving works again, closing loses the game.")
        )
        self.banner = controls.Banner(text, self.back, error=True)

    def banner_rect(self) -> pygame.Rect:
        rect = super().banner_rect()
        rect.centery = self.size[1] // 2
        return rect

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
            return
        super().handle_event(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((6, 14, 18, 120))
        surface.blit(shade, (0, 0))
