"""The games played against the bots, one by one: what the Statistics screen's charts show
(results over time, accuracy over the reviewed games), per game and per level played against.

The statistics keep each vs-AI game (`app.stats.ChartedGame`: when, the level, won or lost, the
human's seat and the name of its record); a game's accuracy is its review's, when one was
kept complete beside the record in the records folder (`analysis.kept`). Reading a review
walks the record through the rules, so the screen asks for this on a worker thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from odin_desktop.analysis.cache import SUFFIX
from odin_desktop.analysis.kept import kept_accuracy
from odin_desktop.app.autosave import records_dir
from odin_desktop.app.stats import ChartedGame, Stats
from odin_desktop.engine.jsonio import Unreadable, load_json


@dataclass(frozen=True)
class GamePlayed:
    """One finished game of one human against bots, with its accuracy when reviewed."""

    when: int  # seconds since the epoch
    level: str  # the bots' level ("normal"), "mixed" or "external"
    won: bool
    accuracy: float | None  # 0 to 100; None for a game not reviewed (or its record gone)


def games_played(stats: Stats, folder: Path | None = None) -> list[GamePlayed]:
    """The games of ``stats`` one by one, oldest first, each with its review's accuracy."""
    folder = records_dir() if folder is None else folder
    return [GamePlayed(p.when, p.level, p.won, _accuracy(p, folder)) for p in stats.history]


def _accuracy(played: ChartedGame, folder: Path) -> float | None:
    if played.record is None:
        return None
    path = folder / played.record
    try:
        doc = load_json(path)
    except Unreadable:
        return None  # pruned, moved or damaged: the game stays on the results chart
    return kept_accuracy(doc, path, played.seat)


def reviewed_elsewhere(stats: Stats, folder: Path | None = None) -> int:
    """How many reviews the records folder keeps of games the statistics do not count
    (games between bots, a record imported, a hot-seat game): why the accuracy chart can be
    empty after reviews."""
    folder = records_dir() if folder is None else folder
    counted = {p.record for p in stats.history if p.record is not None}
    try:
        reviews = [p.name[: -len(SUFFIX)] for p in folder.glob(f"*{SUFFIX}")]
    except OSError:
        return 0
    return sum(1 for name in reviews if name not in counted)


Points = dict[str, list[tuple[int, float]]]  # per level: (the game's place from 1, a value)


def win_rates(played: list[GamePlayed]) -> Points:
    """Per level, after each of its games: the share of them won so far (0 to 100), at the
    game's place among all the games (1 the oldest)."""
    found: Points = {}
    won: dict[str, int] = {}
    for place, game in enumerate(played, 1):
        line = found.setdefault(game.level, [])
        won[game.level] = won.get(game.level, 0) + game.won
        line.append((place, 100.0 * won[game.level] / (len(line) + 1)))
    return found


def accuracies(played: list[GamePlayed]) -> Points:
    """Per level, each reviewed game's accuracy at its place among all the games."""
    found: Points = {}
    for place, game in enumerate(played, 1):
        if game.accuracy is not None:
            found.setdefault(game.level, []).append((place, game.accuracy))
    return found
