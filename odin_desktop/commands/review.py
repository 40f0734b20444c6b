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
from typing import Any, TextIO

from odin_desktop.analysis import grades
from odin_desktop.analysis.review import (
    EXIT_UNREADABLE,
    Progress,
    ReviewError,
    ReviewSettings,
    SeatError,
    review_file,
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


def summary(doc: dict[str, Any]) -> str:
    """The review in a few lines: each seat's accuracy, luck, grades and costliest moments."""
    lines = []
    for seat in doc["seats"]:
        mine = [d for d in doc["decisions"] if d["seat"] == seat]
        counts = {name: sum(1 for d in mine if d["grade"] == name) for name in grades.GRADES}
        lines.append(
            f"seat {seat}: accuracy {doc['accuracy'][str(seat)]:.1f}, "
            f"luck {doc['luck'][str(seat)]:+.3f} (chance to win)"
        )
        lines.append("  " + ", ".join(f"{n} {name}" for name, n in counts.items() if n))
        costly = sorted((d for d in mine if d["loss"]), key=lambda d: -d["loss"])[:3]
        for d in costly:
            place = ", ".join(
                f"{k} {d[k]}"
                for k in ("hand", "move", "race", "turn", "action")
                if k in d and d[k] is not None
            )
            lines.append(
                f"  {d['grade']} at {place}: played {json.dumps(d['played'])}, "
                f"better {json.dumps(d['best'])} (-{d['loss']:.3f})"
            )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    settings = ReviewSettings(
        seats=None if args.seat is None else tuple(args.seat),
        seed=args.seed,
        seconds=args.seconds,
        workers=args.jobs,
        keep=not args.no_keep,
    )
    bar = ProgressBar(sys.stderr)
    try:
        doc = review_file(args.record, settings, bar)
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
        sys.stdout.write(summary(doc) + "\n")
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
