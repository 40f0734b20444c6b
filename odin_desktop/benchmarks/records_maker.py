"""A records folder of any size made of real games, for `bench replays` and its tests: a few
games of every game the shell offers, played to their end between bots (seat 0 under the
name a human plays under, "You"; ODIN's record says so in its seats, as the app writes them;
the statistics say it of Odin's Ravens'), each written as the app keeps a finished game
(gzip-compressed JSON), then copied under the names and times of games kept over the past
year, newest first, so that every month has its games. One in twenty is a game left
unfinished (cut short), one in fifteen a game played on from a moment of another (marked so,
and not counted in the statistics), and one record is damaged (the list says why it cannot
be opened).

`python -m odin_desktop.benchmarks.records_maker DIR COUNT` fills DIR (the data folder).
"""

from __future__ import annotations

import gzip
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from odin_desktop import games
from odin_desktop.ai.match import play_match
from odin_desktop.app import stats
from odin_desktop.app.record_files import COMPRESSED, RECORDS
from odin_desktop.app.stats import ChartedGame, Stats
from odin_desktop.app.storage import write_json_atomic
from odin_desktop.session.play_on import PLAY_ON

SOURCES = 6  # games played of each game; the records are copies of them
YEAR = 365 * 24 * 3600
LEVEL = "easy"  # quick bots: the records' content is what matters
NAMES = ("You", "Astrid", "Bjorn", "Sigrid")


def played(seed: int) -> list[tuple[str, dict[str, Any], bool]]:
    """Real games of every playable game: (its id, its record, whether seat 0 won)."""
    found = []
    for n in range(SOURCES):
        for entry in games.playable():
            players = min(3, entry.max_players)
            game = entry.new_game(players, f"records-{seed}-{n}")
            bots = [entry.make_bot(LEVEL, seed=seed * 100 + n * 10 + s) for s in range(players)]
            play_match(game, bots, entry.bot_options(game))
            doc = entry.record_of(game, NAMES[:players])
            seats = [{"name": NAMES[0], "kind": "human"}]
            seats += [{"name": name, "kind": LEVEL} for name in NAMES[1:players]]
            kept = entry.clean_record({**doc, "seats": seats, "seed": n})
            assert isinstance(kept, dict), "a game's record is a JSON object"
            found.append((entry.id, kept, 0 in game.winners))
    return found


def unfinished(doc: dict[str, Any]) -> dict[str, Any]:
    """The record cut after its first round's first decisions (a game left for another)."""
    cut = json.loads(json.dumps(doc))
    for rounds in ("hands", "races"):
        if rounds in cut:
            cut[rounds] = cut[rounds][:1]
            first = cut[rounds][0]
            for moves in ("moves", "turns"):
                if moves in first:
                    first[moves] = first[moves][:2]
                    if moves == "turns" and first[moves]:
                        first[moves][-1].pop("end", None)
    return cut


def make_records(data: Path, count: int, seed: int = 1, now: float | None = None) -> Path:
    """Fill the records folder of the data folder ``data`` with ``count`` records; the
    statistics name each game against the bots (its record and the player's seat), as
    the app counts them. The records folder."""
    folder = data / RECORDS
    folder.mkdir(parents=True, exist_ok=True)
    sources = played(seed)
    blobs = [
        (game, gzip.compress(json.dumps(doc, indent=1).encode(), mtime=0), won)
        for game, doc, won in sources
    ]
    cut = [gzip.compress(json.dumps(unfinished(doc)).encode(), mtime=0) for _g, doc, _w in sources]
    now = time.time() if now is None else now
    step = YEAR / max(1, count)
    history: dict[str, list[ChartedGame]] = {}
    for i in range(count):
        when = now - i * step
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
        source = i % len(blobs)
        game, blob, won = blobs[source]
        if i == count // 2 and count > 2:
            name, blob = f"{stamp}-damaged.json", b'{"format": "odin-record", "players": ['
        elif i % 20 == 19:
            name, blob = f"{stamp}-unfinished{COMPRESSED}", cut[source]
        elif i % 15 == 7:  # the sources in turn, so every game has its games played on
            game, blob, won = blobs[(i // 15) % len(blobs)]
            name = f"{stamp}-{i:05d}-You-Astrid{PLAY_ON}{COMPRESSED}"
        else:
            name = f"{stamp}-{i:05d}-You-Astrid{COMPRESSED}"
            history.setdefault(game, []).append(ChartedGame(int(when), LEVEL, won, 0, name))
        path = folder / name
        path.write_bytes(blob)  # no fsync: thousands of files, for a benchmark
        os.utime(path, (when, when))
    figures = {}
    for game, charted in history.items():
        figures[game] = Stats(game, history=sorted(charted, key=lambda c: c.when)).to_dict()
    write_json_atomic(data / stats.FILE_NAME, {"version": stats.VERSION, "games": figures})
    return folder


if __name__ == "__main__":  # pragma: no cover
    os.environ.setdefault("ODIN_DESKTOP_DATA_DIR", sys.argv[1])
    made = make_records(Path(sys.argv[1]), int(sys.argv[2]))
    print(f"{int(sys.argv[2])} records in {made}")
