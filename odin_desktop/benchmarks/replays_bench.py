"""`bench replays`: how soon Replays shows after the click on the menu, and how long a page
turn takes, with a few records and with a year of them (10 and 10,000 by default: real
games, `records_maker`).

For each count, in one window (SDL's dummy driver unless told otherwise) and a data folder of
its own:

- **cold**: the first opening after an update, with no index: the click's frame and the first
  frame of Replays, a page turn once the folder is listed (while the worker reads the
  records), the frames drawn while it reads, and how long it reads them all;
- **warm**: a new run of the app with the index written: the same two frames, a page turn,
  and how long until every game is listed;
- **again**: Replays left and opened again in the same run.

The screen's modules are imported before the clock starts, as a run that has opened Replays
before (or a frozen build) finds them compiled: the import is not the folder's cost.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

DEFAULT_COUNTS = (10, 10_000)
WAIT_SECONDS = 900.0  # the most the worker is given to read a folder
POLL = 0.1  # the screen's own pace while records are read (`scenes.replays.POLL_SECONDS`)


def run_replays_bench(counts: tuple[int, ...], size: tuple[int, int]) -> list[dict[str, Any]]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from odin_desktop.app.storage import DATA_DIR_ENV

    before = os.environ.get(DATA_DIR_ENV)
    figures = []
    try:
        for count in counts:
            data = Path(tempfile.mkdtemp(prefix="odin-replays-bench-"))
            try:
                os.environ[DATA_DIR_ENV] = str(data)
                figures.append(_measure(count, data, size))
            finally:
                shutil.rmtree(data, ignore_errors=True)
    finally:
        if before is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = before
    return figures


def _measure(count: int, data: Path, size: tuple[int, int]) -> dict[str, Any]:
    from odin_desktop.app import records
    from odin_desktop.app.app import App
    from odin_desktop.app.record_index import FILE_NAME
    from odin_desktop.app.settings import Settings
    from odin_desktop.benchmarks.records_maker import make_records
    from odin_desktop.benchmarks.ui_bench import cpu_per_frame
    from odin_desktop.games import GAMES
    from odin_desktop.scenes import replays  # noqa: F401 - compiled before the clock starts
    from odin_desktop.scenes.menu import MenuScene

    folder = make_records(data, count)
    megabytes = sum(p.stat().st_size for p in folder.iterdir()) / 1e6
    settings = Settings(read_only=True, tutorials_offered=list(GAMES))
    app = App(size, settings=settings, fullscreen=False)
    app.autosaver.enabled = False
    cpu = cpu_per_frame(app)
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.scenes.apply_pending()
    app.step(1 / 60)
    found: dict[str, Any] = {"records": count, "records_mb": round(megabytes, 1)}
    records.forget()
    found.update(_open(app, cpu, menu, "cold"))
    records.forget()  # a new run: what the last one knew is only on disk
    found["index_mb"] = round((data / FILE_NAME).stat().st_size / 1e6, 2)
    found.update(_open(app, cpu, menu, "warm"))
    found.update(_open(app, cpu, menu, "again", turn=False))
    app.shutdown()
    return found


def _open(app: Any, cpu: list[float], menu: Any, name: str, turn: bool = True) -> dict[str, Any]:
    """Click Replays on the menu; the frames that follow (``cpu``: each frame's CPU time in
    the frame thread, as it is drawn); then Back."""
    import pygame

    button = next(b for b in menu.buttons if b.label == "Replays")
    clicked = time.perf_counter()
    where = button.rect.center
    app.step(1 / 60, [_mouse(pygame.MOUSEBUTTONDOWN, where), _mouse(pygame.MOUSEBUTTONUP, where)])
    app.step(1 / 60)
    click_ms, first_ms = (t * 1000 for t in list(app.frame_times)[-2:])
    scene = app.scenes.top
    found = {
        f"{name}_first_frame_ms": round(click_ms + first_ms, 1),
        f"{name}_first_frame_cpu_ms": round(sum(cpu[-2:]) * 1000, 1),
        f"{name}_click_frame_ms": round(click_ms, 1),
    }
    frames: list[tuple[float, float]] = []
    while not scene.shelf.snapshot.listed:
        frames.append(_paced(app, cpu))
    if turn:
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0)])
        found[f"{name}_page_turn_ms"] = round(app.frame_times[-1] * 1000, 1)
        found[f"{name}_page_turn_cpu_ms"] = round(cpu[-1] * 1000, 1)
    deadline = clicked + WAIT_SECONDS
    while scene.shelf.snapshot.reading and time.perf_counter() < deadline:
        frames.append(_paced(app, cpu))
    found[f"{name}_all_listed_s"] = round(time.perf_counter() - clicked, 2)
    if frames:
        found[f"{name}_frames_while_reading"] = len(frames)
        found[f"{name}_frame_ms_max_while_reading"] = round(max(f for f, _c in frames) * 1000, 1)
        found[f"{name}_frame_cpu_ms_max_while_reading"] = round(
            max(c for _f, c in frames) * 1000, 1
        )
    app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)])
    app.step(1 / 60)
    return found


def _paced(app: Any, cpu: list[float]) -> tuple[float, float]:
    """A frame as the loop draws one while the screen waits for the worker: its time, and
    the frame thread's CPU time in it."""
    time.sleep(POLL)
    app.step(POLL)
    return float(app.frame_times[-1]), cpu[-1]


def _mouse(kind: int, pos: tuple[int, int]) -> Any:
    import pygame

    return pygame.event.Event(kind, pos=pos, button=1)


def format_table(figures: list[dict[str, Any]]) -> str:
    keys = list(dict.fromkeys(key for row in figures for key in row))
    width = max(len(key) for key in keys) + 2
    lines = []
    for key in keys:
        values = "".join(f"{str(row.get(key, '')):>12}" for row in figures)
        lines.append(f"{key:<{width}}{values}")
    return "\n".join(lines)
