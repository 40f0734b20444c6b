"""What the shell keeps of a game in play, whatever the game: the contract between a game's
controller and the autosave, the records and the statistics (pygame-free)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from odin_desktop.engine.records import RecordRuleError, RecordUnreadable
from odin_desktop.i18n import _
from odin_desktop.i18n.records import where_text

RecordT = TypeVar("RecordT")
GameT = TypeVar("GameT")


class SaveInvalid(ValueError):
    """A save that cannot be resumed; the message is in plain words for the player."""


def parsed_save(doc: Any, parse: Callable[[Any], RecordT]) -> RecordT:
    """A save's typed record (``parse``: the game's `parse_record`); SaveInvalid otherwise."""
    try:
        return parse(doc)
    except RecordUnreadable as error:
        if "not supported" in str(error):
            raise SaveInvalid(_("it was saved by a newer version of Odin Desktop")) from None
        raise SaveInvalid(_("the file is damaged or incomplete")) from None


def replayed_save(replay: Callable[[], GameT]) -> GameT:
    """A save's game replayed through the rules (``replay``: the game's `replay_record` on
    its record); SaveInvalid says in plain words where it breaks a rule."""
    try:
        return replay()
    except RecordRuleError as error:
        where = where_text(error.where)
        raise SaveInvalid(_("it does not follow the rules ({where})").format(where=where)) from None
    except (ValueError, IndexError) as error:  # defensive: the engine refused something
        raise SaveInvalid(_("the engine refused it: {error}").format(error=error)) from None


@dataclass(frozen=True)
class FinishedGame:
    """A finished game as the statistics count it."""

    game: str  # the registry id: "odin", "ravens"
    ident: str  # the same game is counted once
    names: tuple[str, ...]
    humans: tuple[int, ...]  # the seats people played
    winners: tuple[int, ...]
    totals: tuple[int, ...]
    rounds: int  # hands or races played
    opponents: str  # the bots' level ("normal"), "external", or "mixed"
    assisted: bool = False  # moves were taken back (Undo against bots)


class PlayedGame(Protocol):
    """A game on the table, as the autosave sees it (each game's controller)."""

    @property
    def names(self) -> list[str]:
        """The seats' names as shown."""
        ...

    @property
    def finished(self) -> bool: ...

    @property
    def apart(self) -> bool:
        """Played on from a moment of another game (`session.play_on`): kept apart."""
        ...

    def record(self) -> dict[str, Any]:
        """The game's record: what the autosave writes and Continue reads back."""
        ...

    def result(self) -> FinishedGame:
        """The finished game for the statistics."""
        ...


def opponents_level(kinds: list[str]) -> str:
    """The bots' level ("normal"), "external", or "mixed" when they differ, from the kinds of
    the bot seats ("normal", "hard@100ms", "cmd:…")."""
    levels = {"external" if k.startswith("cmd:") else k.split("@")[0] for k in kinds}
    return levels.pop() if len(levels) == 1 else "mixed"
