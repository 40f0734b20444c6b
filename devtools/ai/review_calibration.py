"""How far the game review's grades can be trusted: the review at its own budgets against
the deep review (ten times them), on the decisions of bot games, and how the Expert fares.

`python -m devtools.ai.review_calibration play DIR --game odin|ravens --games N [--seed S]
[--levels easy,normal,hard,normal]` plays seeded games between bots of those levels (seat i
plays ``levels[i]``; ODIN 4 players to 15, Odin's Ravens 2 to 12) and writes their records.
`... review DIR [--deep] [--seats all|0]` reviews each record as the command does (no time
limit: the answers depend on the seed alone) and keeps the document beside it
(``NAME.review-default.json`` or ``NAME.review-deep.json``). `... compare DIR [DIR ...]` prints one
JSON line: over the decisions with a choice (and over all), the share graded the same by
both, and of the mistakes and blunders of each, the share whose better decision is the
same in the other (and, as near ties swap places between two samplings, the share whose
better decision is the same or names the deep review's among its near ties, and the share
whose better decision is as good as the deep review's best within its error); and per grade, how
often each review gave it. `... grades DIR` prints
the share of each seat's decisions with a choice graded worse than good (for a folder of
the Expert's games: how often the review finds fault with the Expert's own choices).

Reviews are long (the deep one about ten times the review's time): run them when the
machine is quiet, and say its load beside the figures.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from odin_desktop import games
from odin_desktop.ai.match import play_match
from odin_desktop.analysis import grades
from odin_desktop.analysis.review import Review, ReviewSettings

TABLES = {"odin": (4, 15), "ravens": (2, 12)}  # players and target of the games played
LEVELS = {"odin": "easy,normal,hard,normal", "ravens": "easy,normal"}
KINDS = ("default", "deep")


def play(folder: Path, game_id: str, count: int, seed: int, levels: list[str]) -> list[Path]:
    """``count`` seeded games between bots of ``levels``, their records written."""
    entry = games.game(game_id)
    players, target = TABLES[game_id]
    if len(levels) != players:
        raise SystemExit(f"{game_id} wants {players} levels, not {len(levels)}")
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for number in range(count):
        game_seed = f"{seed}:{number}"
        game = entry.new_game(players, game_seed, target)
        bots = [
            entry.make_bot(level, seed=f"{game_seed}:{seat}") for seat, level in enumerate(levels)
        ]
        try:
            play_match(game, bots, entry.bot_options(game))
        finally:
            for bot in bots:
                close = getattr(bot, "close", None)
                if close is not None:
                    close()
        names = [f"{level.title()} {seat}" for seat, level in enumerate(levels)]
        path = folder / f"{game_id}-{seed}-{number}.json"
        path.write_text(json.dumps(entry.record_of(game, names)), encoding="utf-8")
        written.append(path)
    return written


def records(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("*.json") if ".review-" not in p.name)


def kept(path: Path, kind: str) -> Path:
    return path.with_name(f"{path.stem}.review-{kind}.json")


def review(folder: Path, deep: bool, seats: str) -> dict[str, Any]:
    """Review every record of ``folder`` not yet reviewed so; the time each took and the
    machine's load when each started."""
    done = {}
    for path in records(folder):
        target = kept(path, "deep" if deep else "default")
        if target.exists():
            continue
        doc = json.loads(path.read_text(encoding="utf-8"))
        chosen = None if seats == "all" else tuple(int(s) for s in seats.split(","))
        if chosen is None:
            chosen = tuple(range(len(doc["players"])))
        load = os.getloadavg()[0]
        settings = ReviewSettings(seats=chosen, keep=False, deep=deep)
        started = os.times().elapsed
        result = Review(doc, settings).run()
        target.write_text(json.dumps(result), encoding="utf-8")
        done[path.name] = {
            "seconds": round(os.times().elapsed - started, 1),
            "load": round(load, 2),
            "decisions": len(result["decisions"]),
        }
    return done


def _pairs(folder: Path) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    pairs = []
    for path in records(folder):
        found = [kept(path, kind) for kind in KINDS]
        if not all(p.exists() for p in found):
            continue
        plain, deep = (json.loads(p.read_text(encoding="utf-8")) for p in found)
        key = ("seat", "hand", "move", "race", "turn", "action")
        by_place = {tuple(d.get(k) for k in key): d for d in deep["decisions"]}
        for decision in plain["decisions"]:
            other = by_place.get(tuple(decision.get(k) for k in key))
            if other is not None:  # the deep review may cover fewer seats
                pairs.append((decision, other))
    return pairs


def _share(hits: int, count: int) -> dict[str, Any]:
    return {"same": hits, "of": count, "share": round(hits / count, 3) if count else None}


def compare(*folders: Path) -> dict[str, Any]:
    """How the review at its budgets and the deep review agree on the same decisions (of
    the records in all ``folders``)."""
    pairs = [pair for folder in folders for pair in _pairs(folder)]
    choice = [(a, b) for a, b in pairs if a["grade"] != grades.FORCED]
    same = sum(a["grade"] == b["grade"] for a, b in choice)
    errors = [(a, b) for a, b in choice if grades.is_error(a["grade"])]
    deep_errors = [(a, b) for a, b in choice if grades.is_error(b["grade"])]
    return {
        "decisions": len(pairs),
        "with_choice": len(choice),
        "same_grade": _share(same, len(choice)),
        "same_grade_all": _share(sum(a["grade"] == b["grade"] for a, b in pairs), len(pairs)),
        "errors_same_best": _share(sum(a["best"] == b["best"] for a, b in errors), len(errors)),
        "deep_errors_same_best": _share(
            sum(a["best"] == b["best"] for a, b in deep_errors), len(deep_errors)
        ),
        # The review says when its better decision is a near tie (`tied`): the deep review's
        # best named as one of those the review's cannot be told from.
        "errors_same_best_or_tied": _share(
            sum(a["best"] == b["best"] or b["best"] in a.get("tied", []) for a, b in errors),
            len(errors),
        ),
        # Near-tied candidates swap places between two samplings: the better decision one
        # review names is as good as the other's by the deep review's own figures and errors.
        "errors_best_as_good": _share(sum(as_good(a["best"], b) for a, b in errors), len(errors)),
        "grades_default": dict(Counter(a["grade"] for a, _ in choice)),
        "grades_deep": dict(Counter(b["grade"] for _, b in choice)),
    }


def as_good(decision: dict[str, Any], deep: dict[str, Any]) -> bool:
    """Whether ``decision`` is as good as the deep review's best at that place (``deep``: its
    decision there): among its candidates, short of its best by no more than twice the error
    of the difference (a decision it did not list is not)."""
    values = {json.dumps(c["decision"], sort_keys=True): c for c in deep.get("candidates") or []}
    found = values.get(json.dumps(decision, sort_keys=True))
    if found is None:
        return False
    best = values.get(json.dumps(deep.get("best"), sort_keys=True))
    if best is None:  # a review that names no best among its candidates: the highest
        best = max(values.values(), key=lambda c: c["value"])
    return bool(best["value"] - found["value"] <= 2 * math.hypot(best["se"], found["se"]))


def worse_than_good(folder: Path, kind: str = "default") -> dict[str, Any]:
    """Per seat name, the share of its decisions with a choice graded worse than good."""
    tally: dict[str, list[int]] = {}
    for path in records(folder):
        target = kept(path, kind)
        if not target.exists():
            continue
        doc = json.loads(path.read_text(encoding="utf-8"))
        result = json.loads(target.read_text(encoding="utf-8"))
        for decision in result["decisions"]:
            if decision["grade"] == grades.FORCED:
                continue
            name = doc["players"][decision["seat"]].rsplit(" ", 1)[0]
            bad = grades.GRADES.index(decision["grade"]) > grades.GRADES.index(grades.GOOD)
            counts = tally.setdefault(name, [0, 0])
            counts[0] += bad
            counts[1] += 1
    return {name: _share(bad, count) for name, (bad, count) in sorted(tally.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m devtools.ai.review_calibration")
    commands = parser.add_subparsers(dest="command", required=True)
    playing = commands.add_parser("play", help="play bot games and write their records")
    playing.add_argument("folder", type=Path)
    playing.add_argument("--game", choices=sorted(TABLES), required=True)
    playing.add_argument("--games", type=int, default=2)
    playing.add_argument("--seed", type=int, default=1)
    playing.add_argument("--levels", help="each seat's level, by commas")
    reviewing = commands.add_parser("review", help="review the records of a folder")
    reviewing.add_argument("folder", type=Path)
    reviewing.add_argument("--deep", action="store_true")
    reviewing.add_argument("--seats", default="all", help="all, or seats by commas")
    comparing = commands.add_parser("compare", help="the review against the deep review")
    comparing.add_argument("folder", type=Path, nargs="+")
    grading = commands.add_parser("grades", help="each seat's share worse than good")
    grading.add_argument("folder", type=Path)
    grading.add_argument("--deep", action="store_true")
    args = parser.parse_args(argv)
    if args.command == "play":
        levels = (args.levels or LEVELS[args.game]).split(",")
        written = play(args.folder, args.game, args.games, args.seed, levels)
        print(json.dumps({"records": [p.name for p in written]}))
    elif args.command == "review":
        print(json.dumps(review(args.folder, args.deep, args.seats)))
    elif args.command == "compare":
        print(json.dumps(compare(*args.folder)))
    else:
        print(json.dumps(worse_than_good(args.folder, "deep" if args.deep else "default")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
