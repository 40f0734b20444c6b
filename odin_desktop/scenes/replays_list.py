"""What Replays lists, pygame-free: each game's game in progress, then every record, newest
first, filtered by game and by result, in pages, with the months the games fall in (to jump
to one), and each row's words.

It reads the records folder only through a `Snapshot` of `app.records.Shelf` (what the
worker knows so far): a record not read yet has its place (its name says when it was kept)
but no game nor result, so it is listed only while neither filter is set.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from odin_desktop import games
from odin_desktop.app.autosave import UNFINISHED
from odin_desktop.app.record_files import COMPRESSED, PLAIN, RecordFile, month_of
from odin_desktop.app.record_index import Entry, Summary
from odin_desktop.app.records import LOST, WON, Kind, Snapshot
from odin_desktop.app.records import UNFINISHED as UNFINISHED_GAMES
from odin_desktop.i18n import N_, NC_, _, isolate
from odin_desktop.i18n.terms import date_time, month_year, points_short, shown_name
from odin_desktop.session.play_on import PLAY_ON

ALL = "all"
KEPT = "kept"
# The result filter: how the games ended for the player ("result": the words of a filter,
# not of a sentence), or the games marked to keep.
RESULTS = [
    (ALL, N_("All results")),
    (WON, NC_("result", "Won")),
    (LOST, NC_("result", "Lost")),
    (UNFINISHED_GAMES, NC_("result", "Unfinished")),
    (KEPT, NC_("result", "Kept")),
]


def game_choices() -> list[tuple[str, str]]:
    """The game filter's options: every game, then each game the shell offers."""
    return [(ALL, N_("All games")), *((game.id, game.title) for game in games.playable())]


@dataclass(frozen=True)
class Save:
    """A game's game in progress (its autosave), listed before the records."""

    game: str  # the registry id
    path: Path
    month: int  # now's: it is being played

    @property
    def name(self) -> str:
        return self.path.name


Listed = Save | RecordFile  # a row of the list, before it is shown


@dataclass(frozen=True)
class Item:
    """A row as the page shows it: a record (``entry`` None until it is read), or a game's
    game in progress (``save``, its game's id in ``game``)."""

    path: Path
    when: float
    entry: Entry | None = None
    save: bool = False
    game: str | None = None

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def summary(self) -> Summary | None:
        return None if self.entry is None else self.entry.summary


class ReplaysList:
    """The rows a filter leaves, a page of ``per_page`` at a time from the row ``start`` (a
    multiple of ``per_page`` but after a jump to a month, whose first game then heads the
    page). Only the page's rows are made into `Item`s: the list itself is the snapshot's own
    files, filtered, so following a folder of ten thousand games costs a frame little."""

    def __init__(self, per_page: int = 7) -> None:
        self.per_page = max(1, per_page)
        self.game = ALL
        self.result = ALL
        self.start = 0
        self.snapshot = Snapshot()
        self.items: list[Listed] = []  # what the filters leave, in order
        self._months: list[int] | None = None  # of the rows listed, newest first

    # ------------------------------------------------------------------ what is known

    def take(self, snapshot: Snapshot) -> bool:
        """Follow a newer snapshot of the folder; whether anything shown may have changed."""
        if snapshot.version == self.snapshot.version:
            return False
        self.snapshot = snapshot
        self._filter()
        return True

    def set_filters(self, game: str | None = None, result: str | None = None) -> None:
        self.game = self.game if game is None else game
        self.result = self.result if result is None else result
        self.start = 0
        self._filter()

    @property
    def filtered(self) -> bool:
        return self.game != ALL or self.result != ALL

    def _filter(self) -> None:
        listed = self.listed()
        first = listed[0].name if listed else None
        snapshot, game, wanted = self.snapshot, self.game, self.result
        month = month_of(time.time())
        saves: list[Listed] = [Save(g, path, month) for g, path in snapshot.saves]
        files: list[Listed] = list(snapshot.files)
        kinds = snapshot.kinds
        if game != ALL:
            saves = [save for save in saves if isinstance(save, Save) and save.game == game]
            files = [f for f in files if kinds.get(f.name, _UNKNOWN)[0] == game]
        if wanted == KEPT:
            kept = snapshot.kept
            saves, files = [], [f for f in files if f.name in kept]
        elif wanted != ALL:
            saves = saves if wanted == UNFINISHED_GAMES else []
            files = [f for f in files if kinds.get(f.name, _UNKNOWN)[1] == wanted]
        self.items = saves + files
        self._months = None
        # The page keeps the row it began with, when the list grew or shrank around it.
        at = self.start
        if first is not None and not (at < len(self.items) and self.items[at].name == first):
            where = next((i for i, item in enumerate(self.items) if item.name == first), None)
            at = at if where is None else where
        self.start = self._clamp(at)

    # ------------------------------------------------------------------ pages and months

    # After a jump the pages are counted from the row shown first: the rows before it make
    # a short first page.

    @property
    def pages(self) -> int:
        head = self.start % self.per_page
        rest = -(-(len(self.items) - head) // self.per_page)
        return (1 if head else 0) + max(1, rest)

    @property
    def page(self) -> int:
        """The page shown, from 0."""
        head = self.start % self.per_page
        return (1 if head else 0) + self.start // self.per_page

    def _clamp(self, start: int) -> int:
        return max(0, min(start, len(self.items) - 1))

    def turn(self, delta: int) -> bool:
        """A page on (``delta`` 1) or back (-1); whether it moved."""
        start = self.start + delta * self.per_page
        if start >= len(self.items):
            return False
        return self._move(max(0, start))

    def to_end(self, last: bool) -> bool:
        """To the first page, or the last."""
        end = (len(self.items) - 1) // self.per_page * self.per_page if last else 0
        return self._move(max(0, end))

    def _move(self, start: int) -> bool:
        moved, self.start = start != self.start, start
        return moved

    def listed(self) -> list[Listed]:
        return self.items[self.start : self.start + self.per_page]

    def shown(self) -> list[Item]:
        """The page's rows, with what is known of each."""
        entries, folder = self.snapshot.entries, self.snapshot.folder
        return [
            Item(row.path, time.time(), save=True, game=row.game)
            if isinstance(row, Save)
            else Item(folder / row.name, row.when, entries.get(row.name))
            for row in self.listed()
        ]

    def months(self) -> list[int]:
        """The months of the rows listed, newest first (each once)."""
        if self._months is None:
            self._months = list(dict.fromkeys(row.month for row in self.items))
        return self._months

    def month_shown(self) -> int | None:
        """The month of the first row of the page."""
        listed = self.listed()
        return listed[0].month if listed else None

    def jump(self, month: int) -> bool:
        """To the first game of ``month``, at the head of the page; whether it moved."""
        first = next((i for i, row in enumerate(self.items) if row.month == month), None)
        return first is not None and self._move(first)

    def resize(self, per_page: int) -> None:
        """Another number of rows a page (the first row shown stays first)."""
        self.per_page = max(1, per_page)


_UNKNOWN: Kind = (None, None)


def month_name(month: int) -> str:
    return month_year(month // 12, month % 12 + 1)


# ---------------------------------------------------------------------- words


def words(item: Item) -> tuple[str, str]:
    """A row's two lines: the players with their points, and the game, when, how far and
    who won (or what is known yet, or why it cannot be opened). Parts are isolated, so they
    keep their order in a right-to-left line (`i18n.isolate`)."""
    if item.save:
        game = games.game(item.game) if item.game in games.GAMES else None
        title = _("The game of {game} in progress (autosave)")
        return title.format(game=_(game.title) if game else ""), ""
    when = date_time(item.when)
    entry = item.entry
    if entry is None:
        return isolate(_shown_name(item.name)), isolate(_("{when} · reading…").format(when=when))
    summary = entry.summary
    if summary is None:
        error = _("cannot be opened: {error}").format(error=isolate(entry.error or ""))
        return isolate(_shown_name(item.name)), isolate(error)
    game = games.GAMES.get(summary.game)
    progress = game.rounds_text(summary.rounds) if game else ""
    if not summary.finished or UNFINISHED in item.name:
        progress = _("{progress}, unfinished").format(progress=progress)
    if PLAY_ON in item.name:  # not counted in the statistics
        progress = _("{progress}, played on from a moment of another game").format(
            progress=progress
        )
    parts = [_(game.title) if game else summary.game, when, progress]
    names = [isolate(shown_name(name)) for name in summary.players]
    if summary.totals is not None:
        if summary.winners:
            won = _(", ").join(names[seat] for seat in summary.winners)
            parts.append(_("{names} won").format(names=won))
        names = [
            isolate(f"{name} {points_short(total)}")
            for name, total in zip(names, summary.totals, strict=True)
        ]
    detail = " · ".join(isolate(part) for part in parts)
    return isolate(_(", ").join(names)), isolate(detail)


def _shown_name(name: str) -> str:
    """A record's file name without its form's ending."""
    for ending in (COMPRESSED, PLAIN):
        if name.endswith(ending):
            return name[: -len(ending)]
    return name
