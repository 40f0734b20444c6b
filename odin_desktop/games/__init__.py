"""The registry of games: one `GameEntry` per game (`games.entry`), found by id or by the
`format` of a record. Adding a game adds its packages and one line here; no shell module
changes."""

from __future__ import annotations

from odin_desktop.games import odin, ravens
from odin_desktop.games.entry import GameEntry

GAMES: dict[str, GameEntry] = {entry.id: entry for entry in (odin.ENTRY, ravens.ENTRY)}
# The game chosen at the first start (the menu, the command line's --game): the first listed.
DEFAULT_GAME = next(iter(GAMES))
# The game the versions before the registry played, alone: the files they wrote without a
# game's name (statistics of version 1, the settings' `tutorial_offered`) are its.
LEGACY_GAME = next(entry.id for entry in GAMES.values() if entry.legacy)


def game(game_id: str) -> GameEntry:
    """The entry of ``game_id``; KeyError when no such game exists."""
    return GAMES[game_id]


def playable() -> list[GameEntry]:
    """The games the shell offers (menu, statistics), in the registry's order."""
    return [g for g in GAMES.values() if g.playable]


def by_record_format(record_format: object) -> GameEntry | None:
    """The game whose records carry this `format`, if any."""
    return next((g for g in GAMES.values() if g.record_format == record_format), None)
