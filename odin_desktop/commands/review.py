"""`odin-desktop review RECORD [--seat N ...] [--seconds S] [--seed N] [--json]`: the Expert
looks over a game (docs/REVIEW.md).

Every decision of the chosen seats is valued from what that seat knew and graded; each seat
gets an accuracy and a measure of its luck. With --json the last line of standard output is
the review's JSON document; the progress bar goes to standard error. A record `replay` would
refuse gets `replay`'s exit code and error JSON; a seat the record does not have is a usage
error (exit 2). It never loads pygame and never prints a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from odin_desktop.analysis import grades
from odin_desktop.analysis.review import (
    DEEP,
    EXIT_UNREADABLE,
    Progress,
    Review,
    ReviewError,
    ReviewSettings,
    SeatError,
    read_record,
)

EXIT_OK, EXIT_INTERRUPTED = 0, 130
BAR = 30  # characters of the progress bar


class ProgressBar:
    """The progress on standard error: a bar redrawn in place on a terminal, a line at every
    tenth elsewhere (a log keeps them all)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.live = stream.isatty()
        self.shown = -1

    def __call__(self, progress: Progress) -> None:
        fraction = progress.fraction
        if self.live:
            filled = int(BAR * fraction)
            self.stream.write(f"\rreview [{'#' * filled}{'.' * (BAR - filled)}] {fraction:4.0%}")
        else:
            tenth = int(fraction * 10)
            if tenth == self.shown:
                return
            self.shown = tenth
            self.stream.write(f"review {tenth * 10}%\n")
        self.stream.flush()

    def close(self) -> None:
        if self.live:
            self.stream.write("\n")
            self.stream.flush()


# Where a decision is, as the screens count (from 1): the document's keys, 0-based.
PLACES = (("hand", "hand"), ("move", "move"), ("race", "race"), ("turn", "turn"))
Words = Callable[[dict[str, Any]], tuple[str, str, list[str]]]


def place(decision: dict[str, Any]) -> str:
    """Where a decision is, counted from 1 as the screens count ("hand 2, move 5"; "race 1,
    turn 3, action 2", or "end of turn")."""
    parts = [f"{name} {decision[key] + 1}" for key, name in PLACES if key in decision]
    if "action" in decision:
        action = decision["action"]
        parts.append("end of turn" if action is None else f"action {action + 1}")
    return ", ".join(parts)


def points(share: float) -> str:
    """A change of the chance to win as signed percentage points ("+12", "-3")."""
    return f"{round(share * 100):+d}"


def summary(doc: dict[str, Any], words: Words | None = None) -> str:
    """The review in a few lines per seat: accuracy, the balance of its chance to win, its
    grades and its costliest moments with the better decision (in words, when ``words``
    says a decision's played and better moves)."""
    lines = []
    for seat in doc["seats"]:
        mine = [d for d in doc["decisions"] if d["seat"] == seat]
        counts = {name: sum(1 for d in mine if d["grade"] == name) for name in grades.GRADES}
        lines.append(f"seat {seat}: accuracy {doc['accuracy'][str(seat)]:.1f}")
        sheet = doc["balance"][str(seat)]
        if sheet["start"] is not None:
            end = "" if sheet["result"] is None else f"; result {round(sheet['result'] * 100)}%"
            lines.append(
                f"  chance to win {round(sheet['start'] * 100)}% at the start; "
                f"luck {points(sheet['luck'])} points, own decisions {points(sheet['own'])} "
                f"against the best, the others' decisions {points(sheet['others'])} "
                f"(each within {round(sheet['se'] * 100)}){end}"
            )
        lines.append("  " + ", ".join(f"{n} {name}" for name, n in counts.items() if n))
        costly = sorted((d for d in mine if d["loss"]), key=lambda d: -d["loss"])[:3]
        for d in costly:
            if words is None:
                played, better = json.dumps(d["played"]), json.dumps(d["best"])
                tied = [json.dumps(t) for t in d.get("tied", [])]
            else:
                played, better, tied = words(d)
            if tied:
                better += f" (a near tie with {' or '.join(tied)})"
            lines.append(
                f"  {place(d)}: {d['grade']} ({points(-d['loss'])} points): "
                f"played {played}; better {better}"
            )
    return "\n".join(lines)


def words_of(review: Review) -> Words:
    """A decision of ``review``'s document as (played, better, the decisions the better one
    is a near tie with) in its game's words."""
    found = review.valuations()
    steps = {(d.seat, tuple(sorted(d.where.items()))): d.steps for d in review.plan.decisions}
    say = review.game.action_words

    def words(entry: dict[str, Any]) -> tuple[str, str, list[str]]:
        where = tuple(sorted((k, entry[k]) for k in WHERE if k in entry))
        first, *lays = steps[(entry["seat"], where)]
        valued = [found[step.number] for step in (first, *lays)]
        played = [say(step.observation, step.action) for step in (first, *lays)]
        if valued[0].best != first.action:
            tied = [say(first.observation, action) for action in valued[0].tied]
            return ", ".join(played), say(first.observation, valued[0].best), tied
        better = [say(first.observation, first.action)]
        better += [say(step.observation, v.best) for step, v in zip(lays, valued[1:], strict=True)]
        return ", ".join(played), ", ".join(better), []

    return words


WHERE = ("hand", "move", "race", "turn", "action")


def run(args: argparse.Namespace) -> int:
    settings = ReviewSettings(
        seats=None if args.seat is None else tuple(args.seat),
        seed=args.seed,
        seconds=args.seconds,
        workers=args.jobs,
        keep=not args.no_keep,
        deep=args.deep,
    )
    bar = ProgressBar(sys.stderr)
    words: Words | None = None
    try:
        review = Review(read_record(args.record), settings, Path(args.record))
        if args.deep:  # said before it starts, with the progress (standard error)
            minutes = review.estimate_seconds() / 60.0
            sys.stderr.write(f"a deep review: about {max(1, round(minutes))} min on this machine\n")
        doc = review.run(bar)
        words = words_of(review)
        code = EXIT_OK
    except ReviewError as error:
        doc, code = error.answer, error.code
    except SeatError as error:
        sys.stderr.write(f"odin-desktop review: error: {error}\n")
        doc, code = {"ok": False, "error": str(error)}, EXIT_UNREADABLE
    except KeyboardInterrupt:
        bar.close()
        sys.stderr.write("review cancelled; what was finished is kept beside the record\n")
        return EXIT_INTERRUPTED
    except Exception as error:  # the contract: an answer, never a traceback
        doc, code = {"ok": False, "error": f"internal error: {error!r}"}, EXIT_UNREADABLE
    bar.close()
    if args.json:
        sys.stdout.write(json.dumps(doc) + "\n")
    elif code == EXIT_OK:
        sys.stdout.write(summary(doc, words) + "\n")
    else:
        sys.stdout.write(f"odin-desktop review: {doc.get('error')}\n")
    sys.stdout.flush()
    return code


def _seconds(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError("must be a number of seconds above 0")
    return value


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "review",
        help="grade the decisions of a game record (--json: the last line is JSON)",
        description="The Expert looks over a game record: every decision of the chosen "
        "seats graded, accuracy and luck per seat (docs/REVIEW.md).",
    )
    parser.add_argument("record", metavar="RECORD", help="the game record to review")
    parser.add_argument(
        "--seat",
        type=int,
        nargs="+",
        action="extend",
        metavar="N",
        help="the seats to review (default: the human seats, or every seat)",
    )
    parser.add_argument(
        "--seconds",
        type=_seconds,
        metavar="S",
        help="a wall-clock limit for the whole review (default: the analysts' own budgets, "
        "so the answers depend only on the seed)",
    )
    parser.add_argument("--seed", type=int, default=0, help="the seed of the sampled worlds")
    parser.add_argument(
        "--deep",
        action="store_true",
        help=f"a deep review: {DEEP}x the analysts' budgets (steadier grades; it says how long "
        "it will take)",
    )
    parser.add_argument("--json", action="store_true", help="end with one line of JSON")
    parser.add_argument(
        "--jobs", type=int, metavar="N", help="worker processes (default: one per core)"
    )
    parser.add_argument(
        "--no-keep",
        action="store_true",
        help="neither read nor write the review kept beside the record",
    )
    parser.set_defaults(run=run)
