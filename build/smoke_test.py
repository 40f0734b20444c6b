"""Smoke-test the frozen Odin Desktop: build it if needed, run it headless, check the answers.

    python build/smoke_test.py                   # dist/onefile/odin-desktop, built if missing
    python build/smoke_test.py --build           # rebuild first
    python build/smoke_test.py --layout onedir   # the one-folder build (and the .app on macOS)
    python build/smoke_test.py --binary PATH     # any frozen executable

Every run happens in an empty temporary folder with fresh config/data folders, so the binary
can only find its assets inside itself. Exit status 0 when every check passed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

BUILD = Path(__file__).resolve().parent
ROOT = BUILD.parent


def _load_builder() -> (
    ModuleType
):  # build/build.py by path: "build" is also the folder's (and a PyPI) name
    spec = importlib.util.spec_from_file_location("odin_build", BUILD / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


builder = _load_builder()

RECORD = BUILD / "smoke" / "record-3p.json"
RAVENS_RECORD = BUILD / "smoke" / "ravens-record.json"  # a finished game of Odin's Ravens
# odin_desktop/app/app.py: with this variable set the game prints READY_LINE once its first
# interactive frame (the main menu) is drawn, then exits.
STARTUP_PROBE_ENV, READY_LINE = "ODIN_DESKTOP_STARTUP_PROBE", "odin-desktop: interactive"
TIMEOUT_S = 180.0
IS_WIN, IS_MAC = sys.platform == "win32", sys.platform == "darwin"


def source_version() -> str:
    """The version the source tree declares, read without importing the package."""
    text = (ROOT / "odin_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("no __version__ in odin_desktop/__init__.py")
    return match.group(1)


@dataclass
class Result:
    name: str
    status: str  # "ok", "FAIL" or "skip"
    detail: str
    seconds: float = 0.0


class Runner:
    """Runs a frozen executable headless, in a scratch folder, with a private environment."""

    def __init__(self, scratch: Path) -> None:
        self.scratch = scratch
        env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        # Never touch the player's settings and saves (odin_desktop/app/storage.py).
        env["ODIN_DESKTOP_DATA_DIR"] = str(scratch / "data")
        for name in ("CONFIG", "DATA", "CACHE", "STATE"):  # and whatever else uses XDG dirs
            env[f"XDG_{name}_HOME"] = str(scratch / name.lower())
        self.env = env

    def run(self, exe: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], float]:
        start = time.perf_counter()
        done = subprocess.run(
            [str(exe), *args],
            cwd=self.scratch,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
        )
        return done, time.perf_counter() - start

    def time_to_line(self, exe: Path, line: str, **env: str) -> tuple[float | None, int]:
        """Seconds from launch until ``exe`` prints ``line`` (None: it never did), exit code."""
        start = time.perf_counter()
        process = subprocess.Popen(
            [str(exe)],
            cwd=self.scratch,
            env={**self.env, **env},
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        watchdog = threading.Timer(TIMEOUT_S, process.kill)  # a hung game must not hang CI
        watchdog.start()
        seen: float | None = None
        try:
            assert process.stdout is not None
            for output in process.stdout:
                if seen is None and output.strip() == line:
                    seen = time.perf_counter() - start
            return seen, process.wait()
        finally:
            watchdog.cancel()


def last_json(stdout: str) -> dict[str, object]:
    lines = [line for line in stdout.splitlines() if line.strip()]
    if not lines:
        raise ValueError("no output")
    value = json.loads(lines[-1])
    if not isinstance(value, dict):
        raise ValueError("the last line is not a JSON object")
    return value


def failure(done: subprocess.CompletedProcess[str]) -> str:
    tail = (done.stderr or done.stdout or "").strip().splitlines()[-6:]
    return f"exit {done.returncode}: " + " | ".join(tail)


def bundled_names(layout: str, exe: Path) -> set[str] | None:
    """Files inside the build, as paths relative to the bundle root; None if unknowable."""
    if layout == "onedir":
        root = exe.parent / "_internal"
        return {p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()}
    try:  # the one-file archive can be read with PyInstaller, when it is installed
        from PyInstaller.archive.readers import CArchiveReader
    except ImportError:
        return None
    return set(CArchiveReader(str(exe)).toc)


def expected_assets() -> set[str]:
    """Every asset and compiled translation the game reads at run time, by its name in the
    bundle: the assets under odin_desktop/assets/ (as in a wheel), the catalogs beside i18n."""
    assets = ROOT / "assets"
    locales = ROOT / "odin_desktop" / "i18n" / "locales"
    wanted = [p for p in assets.rglob("*") if p.is_file() and p.suffix not in {".ico", ".icns"}]
    return {f"odin_desktop/assets/{p.relative_to(assets).as_posix()}" for p in wanted} | {
        p.relative_to(ROOT).as_posix() for p in locales.rglob("*.mo")
    }


def smoke(
    layout: str,
    exe: Path,
    gui: Path | None,
    runner: Runner,
    max_startup: float | None,
    report: Callable[[Result], None],
) -> None:
    version = source_version()
    # A windowed Windows executable has no stdout at all: only its exit codes can be checked.
    silent = IS_WIN and layout == "onefile"

    done, took = runner.run(exe, "--version")
    if done.returncode != 0:
        report(Result("--version", "FAIL", failure(done), took))
    elif not silent and done.stdout.strip() != f"odin-desktop {version}":
        report(Result("--version", "FAIL", f"printed {done.stdout.strip()!r}", took))
    else:
        report(Result("--version", "ok", done.stdout.strip() or "exit 0 (windowed)", took))

    names = bundled_names(layout, exe)
    if names is None:
        report(Result("assets bundled", "skip", "PyInstaller not installed to read the archive"))
    else:
        missing = sorted(expected_assets() - names)
        status = "FAIL" if missing else "ok"
        detail = (
            f"missing {missing[:5]}"
            if missing
            else f"{len(expected_assets())} asset and catalog files"
        )
        report(Result("assets bundled", status, detail))

    if silent:
        report(Result("CLI output", "skip", "windowed one-file exe; see the one-folder -cli.exe"))
    else:
        for name, record in (("replay", RECORD), ("replay (Ravens)", RAVENS_RECORD)):
            done, took = runner.run(exe, "replay", str(record))
            try:
                answer = last_json(done.stdout)
                ok = done.returncode == 0 and answer.get("ok") is True and answer.get("finished")
            except ValueError:
                ok = False
            detail = done.stdout.strip()[:90] or failure(done)
            report(Result(name, "ok" if ok else "FAIL", detail, took))

        # The game review, in spawned worker processes too, with the win-chance tables the
        # build carries; the review is kept beside the record, in the scratch folder.
        for name, record in (("review", RECORD), ("review (Ravens)", RAVENS_RECORD)):
            copy = runner.scratch / record.name
            copy.write_bytes(record.read_bytes())
            done, took = runner.run(exe, "review", str(copy), "--json", "--seconds", "15")
            detail = failure(done)
            try:
                answer = last_json(done.stdout)
                decisions = answer.get("decisions")
                ok = (
                    done.returncode == 0
                    and answer.get("complete") is True
                    and isinstance(decisions, list)
                    and bool(decisions)
                    and copy.with_name(copy.name + ".review.json").exists()
                )
                if ok:
                    detail = f"{len(decisions)} decisions, accuracy {answer.get('accuracy')}"
            except ValueError:
                ok = False
            report(Result(name, "ok" if ok else "FAIL", detail, took))

        done, took = runner.run(
            exe, "bench", "engine", "--json", "--seconds", "0.05", "--windows", "1"
        )
        try:
            rate = float(last_json(done.stdout).get("random_hands_per_s", 0))  # type: ignore[arg-type]
        except (ValueError, TypeError):
            rate = 0.0
        ok = done.returncode == 0 and rate > 0
        report(
            Result(
                "bench engine",
                "ok" if ok else "FAIL",
                f"{rate:.0f} random hands/s" if ok else failure(done),
                took,
            )
        )

        # Expert searches in spawned worker processes (one per extra core): this proves
        # freeze_support() in build/entry.py lets the frozen app start its own children.
        cores = os.cpu_count() or 1
        note = "spawned workers" if cores > 1 else "one core: no worker was spawned"
        for game, seats, single in (
            ("odin", "expert@200it,random", "--single-hand"),
            ("ravens", "expert@100it,random", "--single-race"),
        ):
            done, took = runner.run(
                exe, "arena", "--game", game, "--seats", seats, "--games", "2", single, "--json"
            )
            try:
                results = last_json(done.stdout)["results"]
                faults = sum(r["faults"] for r in results.values())  # type: ignore[union-attr]
            except (ValueError, KeyError, TypeError, AttributeError):
                faults = -1
            ok = done.returncode == 0 and faults == 0
            report(
                Result(
                    f"arena {game} (spawn)",
                    "ok" if ok else "FAIL",
                    f"2 games, 0 faults, {note}" if ok else failure(done),
                    took,
                )
            )

    help_done, _ = runner.run(exe, "demo", "--help")
    if help_done.returncode != 0:
        report(Result("demo", "skip", "demo not available in this build"))
    else:
        for game in ("odin", "ravens"):
            done, took = runner.run(exe, "demo", "--game", game, "--headless", "--frames", "300")
            ok = done.returncode == 0 and "Traceback" not in done.stderr
            report(
                Result(
                    f"demo {game} 300 frames",
                    "ok" if ok else "FAIL",
                    done.stdout.strip().splitlines()[-1]
                    if ok and done.stdout.strip()
                    else ("exit 0" if ok else failure(done)),
                    took,
                )
            )
        if gui is not None:
            done, took = runner.run(gui, "demo", "--headless", "--frames", "60")
            report(
                Result(
                    f"{gui.name} demo",
                    "ok" if done.returncode == 0 else "FAIL",
                    f"exit {done.returncode}",
                    took,
                )
            )

    if not silent:
        startup(exe, runner, demo=help_done.returncode == 0, limit=max_startup, report=report)


def startup(
    exe: Path, runner: Runner, demo: bool, limit: float | None, report: Callable[[Result], None]
) -> None:
    """Wall-clock start-up, median of 3 runs: to the interactive menu (what a player waits
    for) and, as an upper bound that also starts the bot process, to a first table frame."""
    menu: list[float] = []
    for _ in range(3):
        seconds, code = runner.time_to_line(exe, READY_LINE, **{STARTUP_PROBE_ENV: "1"})
        if seconds is None or code != 0:
            break
        menu.append(seconds)
    if len(menu) == 3:
        median = statistics.median(menu)
        slow = limit is not None and median > limit
        runs = ", ".join(f"{t:.2f}" for t in menu)
        report(
            Result(
                "start-up to menu",
                "FAIL" if slow else "ok",
                f"median {median:.2f} s of {runs}",
                median,
            )
        )
    else:
        report(Result("start-up to menu", "skip", "this build has no start-up probe"))
    if demo:
        table: list[float] = []
        for _ in range(3):
            done, took = runner.run(exe, "demo", "--headless", "--frames", "1")
            table.append(took if done.returncode == 0 else float("inf"))
        median = statistics.median(table)
        runs = ", ".join(f"{t:.2f}" for t in table)
        report(
            Result(
                "start-up to table",
                "ok" if median < float("inf") else "FAIL",
                f"demo --headless --frames 1: median {median:.2f} s of {runs}",
                median,
            )
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--layout", choices=("onefile", "onedir"), default="onefile")
    parser.add_argument("--build", action="store_true", help="rebuild even if a build exists")
    parser.add_argument("--binary", type=Path, help="test this executable instead")
    parser.add_argument(
        "--max-startup",
        type=float,
        metavar="S",
        help="fail if the median start-up to the menu takes longer than S seconds",
    )
    args = parser.parse_args(argv)

    gui: Path | None = None
    if args.binary is not None:
        exe = args.binary.resolve()
    else:
        exe = builder.onefile_path() if args.layout == "onefile" else builder.onedir_exe()
        if args.build or not exe.exists():
            code = builder.main([f"--{args.layout}"])
            if code:
                return code
        if args.layout == "onedir" and IS_WIN:
            gui = builder.onedir_path() / f"{builder.NAME}.exe"  # the windowed twin
        if args.layout == "onedir" and IS_MAC:
            gui = builder.DIST / "onedir" / builder.APP / "Contents" / "MacOS" / builder.NAME
    if not exe.exists():
        print(f"no executable at {exe}", file=sys.stderr)
        return 1

    size = builder.size_mb(exe if args.layout == "onefile" else exe.parent)
    print(f"smoke test of {exe} ({args.layout}, {size:.1f} MB)", flush=True)
    results: list[Result] = []

    def report(result: Result) -> None:
        results.append(result)
        took = f"{result.seconds:6.2f} s" if result.seconds else " " * 8
        print(f"  {result.status:4} {took}  {result.name}: {result.detail}", flush=True)

    with tempfile.TemporaryDirectory(prefix="odin-smoke-") as scratch:
        try:
            smoke(args.layout, exe, gui, Runner(Path(scratch)), args.max_startup, report)
        except subprocess.TimeoutExpired as error:
            report(Result("timeout", "FAIL", f"{error.cmd} ran over {TIMEOUT_S:.0f} s"))
    failed = [r.name for r in results if r.status == "FAIL"]
    print("smoke test " + (f"FAILED: {', '.join(failed)}" if failed else "passed"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
