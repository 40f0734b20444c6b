"""Statistics, for each game: games played and won per mode and bot level, points, the best
game, streaks.

Kept in ``stats.json`` in the data folder (one section per game) with the same care as every
other file: written atomically, a broken file set aside (never overwritten), a wrong value
dropped with a notice, and a file from a newer version of the game read but never overwritten.
A file of version 1 (from before there were two games) holds the figures of the game those
versions played (`games.LEGACY_GAME`).

*vs AI* is a game with one human seat: "won" means that seat won (a shared victory counts).
*Hot-seat* has two or more humans: it counts games and wins per name. Games without a human
(the demo) are not counted.

A vs-AI game where moves were taken back (Undo against bots) was still played to its end: it
counts in played, won and points like any other, and is counted again in its own tally
(`undo`), so the screen can say how many games were helped. It never becomes the best game,
and a helped win does not lengthen a winning streak (a helped loss ends one, as any loss).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeGuard

from odin_desktop import games
from odin_desktop.app.storage import data_dir, load_json_object, written
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.errors import os_reason
from odin_desktop.i18n.terms import level_name
from odin_desktop.session.saved import FinishedGame

FILE_NAME = "stats.json"
VERSION = 2  # 1: the legacy game's figures alone, at the top level
MAX_BYTES = 16 * 1024 * 1024  # some 150 bytes a game charted: 100,000 games
MAX_NAMES = 100  # hot-seat names remembered
MAX_RECENT = 20
# vs-AI games remembered one by one, for the charts: all of them, as their records are kept
# (a bound only against an edited file)
MAX_HISTORY = 100_000
VS_AI, HOT_SEAT = "vs_ai", "hot_seat"
MODES = (VS_AI, HOT_SEAT)
MAX_COUNT = 10**9  # a larger count can only come from an edited file
# What the Statistics screen calls each part of the figures, for a notice naming damaged ones
# (a bot level is named by its archetype, as its row is).
UNDO = "undo"  # the tally of vs-AI games where moves were taken back
PART_NAMES = {
    VS_AI: N_("Against the bots"),
    HOT_SEAT: N_("Hot-seat"),
    UNDO: N_("Undo against bots"),
    "mixed": N_("Mixed"),
    "external": N_("External"),
}


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    points: int = 0  # the human's points summed over the games (hot-seat: every human)
    seats: int = 0  # how many human results `points` adds up

    @property
    def average(self) -> float | None:
        return self.points / self.seats if self.seats else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def to_dict(self) -> dict[str, int]:
        return {"played": self.played, "won": self.won, "points": self.points, "seats": self.seats}

    @classmethod
    def from_dict(cls, raw: object) -> Tally:
        if not isinstance(raw, dict):
            raise ValueError("not an object")
        values = [raw.get(k, 0) for k in ("played", "won", "points", "seats")]
        if not all(_count(v) for v in values) or values[1] > values[0]:
            raise ValueError("counts out of range")
        return cls(*values)


def _count(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


@dataclass(frozen=True)
class ChartedGame:
    """One vs-AI game as the charts show it: when it ended, the bots' level, whether the
    human won, their seat, and the name of its record in the records folder (for its review),
    when it was kept."""

    when: int  # seconds since the epoch
    level: str
    won: bool
    seat: int
    record: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "when": self.when,
            "level": self.level,
            "won": self.won,
            "seat": self.seat,
            "record": self.record,
        }

    @classmethod
    def from_dict(cls, raw: object) -> ChartedGame:
        if not isinstance(raw, dict):
            raise ValueError("not an object")
        when, level, won, seat = (raw.get(k) for k in ("when", "level", "won", "seat"))
        record = raw.get("record")
        moment = isinstance(when, int) and not isinstance(when, bool) and 0 <= when < 2**40
        if not (moment and _count(seat) and isinstance(won, bool)):
            raise ValueError("not a game")
        if not isinstance(level, str) or len(level) > 40:
            raise ValueError("not a level")
        if record is not None and not (isinstance(record, str) and _plain_name(record)):
            raise ValueError("not a record's name")
        assert isinstance(when, int) and isinstance(seat, int)  # checked above, for mypy
        return cls(when, level, won, seat, record)


def _plain_name(name: str) -> bool:
    """A file name in the records folder (never a path elsewhere)."""
    return 0 < len(name) <= 200 and "/" not in name and "\\" not in name and name[0] != "."


@dataclass
class Stats:
    game: str  # the registry id these figures belong to
    modes: dict[str, Tally] = field(default_factory=lambda: {m: Tally() for m in MODES})
    levels: dict[str, Tally] = field(default_factory=dict)  # vs AI, by the bots' level
    undo: Tally = field(default_factory=Tally)  # vs-AI games where moves were taken back
    names: dict[str, int] = field(default_factory=dict)  # hot-seat wins by player name
    best: dict[str, Any] | None = None  # the vs-AI win with the fewest points
    streak: int = 0  # vs-AI wins in a row, now
    best_streak: int = 0
    recent: list[str] = field(default_factory=list)  # games already counted
    # vs-AI games one by one, oldest first (`ChartedGame`): the charts of results over time.
    history: list[ChartedGame] = field(default_factory=list)
    notices: list[str] = field(default_factory=list, compare=False, repr=False)
    read_only: bool = False  # a newer version's file: shown, never overwritten
    others: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)  # kept as read

    @classmethod
    def path(cls) -> Path:
        return data_dir() / FILE_NAME

    @classmethod
    def load(cls, game: str) -> Stats:
        """``game``'s figures from the file (the other games' are kept for `save`)."""
        loaded = load_json_object(cls.path(), MAX_BYTES)
        if loaded.unreadable is not None:
            stats = cls(game, read_only=True)
            stats.notices.append(
                _(
                    "Your statistics could not be read ({error}); they are not updated this time."
                ).format(error=os_reason(loaded.unreadable))
            )
            return stats
        if loaded.damaged is not None:
            stats = cls(game, read_only=loaded.kept_as is None)
            if loaded.kept_as is not None:
                text = _(
                    "Your statistics file was damaged ({error}); it was kept as {name} and "
                    "counting starts again."
                )
            else:
                text = _(
                    "Your statistics file was damaged ({error}); it was left as it was and "
                    "counting starts again."
                )
            stats.notices.append(text.format(error=loaded.damaged, name=loaded.kept_as))
            return stats
        return cls(game) if loaded.data is None else cls.from_file(loaded.data, game)

    @classmethod
    def from_file(cls, raw: dict[str, Any], game: str) -> Stats:
        """``game``'s figures in a whole file's content."""
        version = raw.get("version")
        newer = not _count(version) or version > VERSION
        # Version 1 held the legacy game's figures at the top level.
        legacy = {games.LEGACY_GAME: raw}
        sections = raw["games"] if isinstance(raw.get("games"), dict) else legacy
        mine = sections.get(game)
        stats = cls.from_dict(mine if isinstance(mine, dict) else {}, game)
        stats.others = {k: v for k, v in sections.items() if k != game and isinstance(k, str)}
        if newer:
            stats.read_only = True
            stats.notices.insert(
                0,
                _(
                    "Your statistics were saved by a newer version of Odin Desktop: they are "
                    "shown as far as this version understands them, and not updated."
                ),
            )
        return stats

    @classmethod
    def from_dict(cls, raw: dict[str, Any], game: str) -> Stats:
        """One game's figures; values that cannot be right are dropped with a notice."""
        stats = cls(game)
        dropped = []
        modes = raw.get("modes", {})
        for mode in MODES:
            try:
                if isinstance(modes, dict) and mode in modes:
                    stats.modes[mode] = Tally.from_dict(modes[mode])
            except ValueError:
                dropped.append(_(PART_NAMES[mode]))
        levels = raw.get("levels", {})
        for level, tally in levels.items() if isinstance(levels, dict) else ():
            try:
                if isinstance(level, str) and len(level) <= 40:
                    stats.levels[level] = Tally.from_dict(tally)
            except ValueError:
                dropped.append(_(PART_NAMES[level]) if level in PART_NAMES else level_name(level))
        if "undo" in raw:
            try:
                stats.undo = Tally.from_dict(raw["undo"])
            except ValueError:
                dropped.append(_(PART_NAMES[UNDO]))
        names = raw.get("names", {})
        if isinstance(names, dict):
            stats.names = {
                k: v for k, v in list(names.items())[:MAX_NAMES] if isinstance(k, str) and _count(v)
            }
        best = raw.get("best")
        if isinstance(best, dict) and _count(best.get("points")):
            stats.best = {k: v for k, v in best.items() if isinstance(v, (str, int))}
        for name in ("streak", "best_streak"):
            if _count(raw.get(name)):
                setattr(stats, name, raw[name])
        recent = raw.get("recent", [])
        if isinstance(recent, list):
            stats.recent = [r for r in recent if isinstance(r, str)][-MAX_RECENT:]
        history = raw.get("history", [])
        for entry in history[-MAX_HISTORY:] if isinstance(history, list) else ():
            try:
                stats.history.append(ChartedGame.from_dict(entry))
            except ValueError:
                continue  # one game fewer on the charts: not worth a notice
        if dropped:
            stats.notices.append(
                _("Some statistics were damaged and start again from zero: {parts}.").format(
                    parts=_(", ").join(dropped)
                )
            )
        return stats

    def to_file(self) -> dict[str, Any]:
        """The whole file: these figures beside the other games' as they were read."""
        return {"version": VERSION, "games": {**self.others, self.game: self.to_dict()}}

    def to_dict(self) -> dict[str, Any]:
        return {
            "modes": {m: t.to_dict() for m, t in self.modes.items()},
            "levels": {k: t.to_dict() for k, t in self.levels.items()},
            "undo": self.undo.to_dict(),
            "names": self.names,
            "best": self.best,
            "streak": self.streak,
            "best_streak": self.best_streak,
            "recent": self.recent[-MAX_RECENT:],
            "history": [played.to_dict() for played in self.history[-MAX_HISTORY:]],
        }

    def save(self) -> str | None:
        """Write the file; a message when it was refused (or must not be overwritten)."""
        if self.read_only:
            return None
        refused = _("Your statistics could not be saved ({error}).")
        return written(self.path(), self.to_file(), refused)

    # ------------------------------------------------------------------ counting

    def add(self, result: FinishedGame, record: str | None = None) -> bool:
        """Count a finished game once; False when it does not count (no human, another
        game's, or already counted). ``record``: the name of its record in the records
        folder, for the charts."""
        humans = result.humans
        if result.game != self.game or not humans or result.ident in self.recent:
            return False
        self.recent = [*self.recent, result.ident][-MAX_RECENT:]
        winners = set(result.winners)
        if len(humans) == 1:
            self._add_vs_ai(result, humans[0], humans[0] in winners)
            played = ChartedGame(
                int(time.time()), result.opponents, humans[0] in winners, humans[0]
            )
            self.history = [*self.history, replace(played, record=record)][-MAX_HISTORY:]
        else:
            tally = self.modes[HOT_SEAT]
            tally.played += 1
            tally.won += any(h in winners for h in humans)
            tally.points += sum(result.totals[h] for h in humans)
            tally.seats += len(humans)
            for seat in winners & set(humans):
                name = result.names[seat]
                if name in self.names or len(self.names) < MAX_NAMES:
                    self.names[name] = self.names.get(name, 0) + 1
        return True

    def _add_vs_ai(self, result: FinishedGame, seat: int, won: bool) -> None:
        points = result.totals[seat]
        level = result.opponents
        tallies = [self.modes[VS_AI], self.levels.setdefault(level, Tally())]
        if result.assisted:
            tallies.append(self.undo)
        for tally in tallies:
            tally.played += 1
            tally.won += won
            tally.points += points
            tally.seats += 1
        if not won:
            self.streak = 0
        elif not result.assisted:
            self.streak += 1
        self.best_streak = max(self.best_streak, self.streak)
        if won and not result.assisted:
            others = [t for s, t in enumerate(result.totals) if s != seat]
            lower_wins = games.game(self.game).lower_wins
            margin = min(others) - points if lower_wins else points - max(others)
            best = self.best
            if best is None or _better(lower_wins, points, margin, best):
                self.best = {
                    "points": points,
                    "margin": margin,
                    "players": len(result.names),
                    "hands": result.rounds,
                    "level": level,
                    "date": time.strftime("%Y-%m-%d"),
                }


def _better(lower_wins: bool, points: int, margin: int, best: dict[str, Any]) -> bool:
    """Whether a win beats the best game so far: where the fewest points win (ODIN), fewer
    points then a wider margin; a game where points are good, a wider margin then more
    points."""
    old = (best["points"], best.get("margin", 0))
    if lower_wins:
        return (points, -margin) < (old[0], -old[1])
    return (-margin, -points) < (-old[1], -old[0])


def record_game(result: FinishedGame, record: str | None = None) -> str | None:
    """Count a finished game in the saved statistics (``record``: the name of its record in
    the records folder); a message if they could not be saved."""
    stats = Stats.load(result.game)
    if not stats.add(result, record):
        return None
    return stats.save()


def charted_seats() -> dict[str, int]:
    """The player's seat in each game against the bots whose record the statistics name, in
    every game's figures, read without writing anything: who "you" were in a record that
    does not say it itself (Odin's Ravens' format keeps no seats)."""
    raw = load_json_object(Stats.path(), MAX_BYTES, look_only=True).data
    if raw is None:
        return {}
    legacy = {games.LEGACY_GAME: raw}  # version 1: the legacy game's figures alone
    sections = raw["games"] if isinstance(raw.get("games"), dict) else legacy
    seats = {}
    for game, section in sections.items():
        if isinstance(game, str) and isinstance(section, dict):
            for played in Stats.from_dict(section, game).history:
                if played.record is not None:
                    seats[played.record] = played.seat
    return seats
