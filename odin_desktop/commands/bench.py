"""`odin-desktop bench engine|ai [--json]`: print performance figures.

Tests assert behaviour; speed is measured here. With --json the last line of output is one
JSON object.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys


def _run_engine(args: argparse.Namespace) -> int:
    from odin_desktop.benchmarks.engine_bench import format_table, run_engine_bench

    result = run_engine_bench(seconds=args.seconds, windows=args.windows)
    if not args.json:
        print(format_table(result))
    else:
        print(json.dumps(result))
    return 0


def _run_ui(args: argparse.Namespace) -> int:
    from odin_desktop.benchmarks.ui_bench import run_ui_bench

    width, height = (int(v) for v in args.size.lower().split("x"))
    result = run_ui_bench(args.frames, (width, height), args.runs)
    if args.json:
        print(json.dumps(result))
    else:
        for name, value in result.items():
            print(f"{name:<24}{value}")
    return 0


# Benchmarks that live with the code they measure: name -> (module, add_arguments, run).
_DELEGATED = {
    "ai": ("odin_desktop.ai.bench", "add_arguments", "bench_ai"),
}


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("bench", help="measure performance (engine, ai, ui)")
    kinds = parser.add_subparsers(dest="kind", metavar="KIND", required=True)
    engine = kinds.add_parser("engine", help="random-play hands/s and legal-move generations/s")
    engine.add_argument("--json", action="store_true", help="end with one line of JSON")
    engine.add_argument("--seconds", type=float, default=0.6, help="length of a timed window")
    engine.add_argument("--windows", type=int, default=3, help="timed windows (best counts)")
    engine.set_defaults(run=_run_engine)
    ui = kinds.add_parser("ui", help="frame times during the demo, start-up time to the menu")
    ui.add_argument("--json", action="store_true", help="end with one line of JSON")
    ui.add_argument("--frames", type=int, default=1200, help="demo frames to time")
    ui.add_argument("--size", default="1920x1080", help="window size")
    ui.add_argument("--runs", type=int, default=3, help="start-ups to time (median counts)")
    ui.set_defaults(run=_run_ui)
    for name, (module_name, add_arguments, run) in _DELEGATED.items():
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue  # that part of the program is not built yet
        sub = kinds.add_parser(name, help=f"measure the {name}")
        getattr(module, add_arguments)(sub)
        sub.set_defaults(run=getattr(module, run))


if __name__ == "__main__":  # pragma: no cover
    sys.exit("use: odin-desktop bench …")
