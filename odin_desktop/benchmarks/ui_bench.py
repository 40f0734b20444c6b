"""`bench ui`: frame times while the demo plays at 1920 x 1080, start-up time to an
interactive menu (measured from outside, as a player would wait for it), and the game at rest:
the share of one core it uses on the menu and at the table waiting for a human, and its memory
there (each in a child process, `benchmarks.idle_probe`).

The video driver: ``auto`` shows a real window where there is a display to open it on
(Linux: ``$DISPLAY`` is set; Windows and macOS: always), else uses SDL's dummy driver, which
draws everything but never shows a frame. A ``SDL_VIDEODRIVER`` already set is kept.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any

from odin_desktop.app.app import READY_LINE, STARTUP_PROBE_ENV
from odin_desktop.app.storage import DATA_DIR_ENV
from odin_desktop.games import DEFAULT_GAME

IDLE_PLACES = ("menu", "table")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def _percentiles(prefix: str, values: list[float]) -> dict[str, float | None]:
    return {
        f"{prefix}_p{q}": round(_percentile(values, q), 2) if values else None for q in (50, 95, 99)
    }


def resolve_driver(choice: str) -> str:
    """The SDL video driver for ``choice`` ("" is the platform's own, a real window)."""
    if choice != "auto":
        return choice
    if os.environ.get("SDL_VIDEODRIVER"):
        return os.environ["SDL_VIDEODRIVER"]
    if sys.platform in ("win32", "darwin"):
        return ""
    return "x11" if os.environ.get("DISPLAY") else "dummy"


def use_driver(driver: str) -> None:
    """Set the video driver for this process and the children it starts; never any sound."""
    if driver:
        os.environ["SDL_VIDEODRIVER"] = driver
    else:
        os.environ.pop("SDL_VIDEODRIVER", None)
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


PHASES = ("shown", "gliding", "rest")  # a move (or a deal) shown; cards moving after; neither


def frame_times(
    frames: int,
    size: tuple[int, int],
    seed: int = 1,
    game_id: str = DEFAULT_GAME,
    present: str | None = None,
) -> dict[str, Any]:
    """Run the demo for ``frames`` drawn frames; percentiles of the time spent per frame (ms),
    over all of them, over those drawn while cards moved, and by phase: the frames that showed
    a move or a deal (the model's events taken: sprites sent off, the Saga, the status line),
    the other frames while anything moved, and the frames at rest, each also in the main
    thread's CPU time; and ``rasterised_in_frames``, the card and piece pictures the frames
    rasterised themselves rather than find rendered ahead (``frames_rasterising``: in how
    many frames). The first 10 frames are left out: they render the table's first cards.
    ``present``: the presenter's strategy (`app.present`), if not its default."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from odin_desktop import games
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings
    from odin_desktop.scenes.table_scene import TableScene

    app = App(size, settings=Settings(ai_speed="fast", read_only=True), fullscreen=False)
    app.autosaver.enabled = False  # a benchmark never touches the player's saved game
    app.autoplay = True
    if present is not None:
        app.presenter.strategy = present
    driver = pygame.display.get_driver()
    game = games.game(game_id)
    table = game.table_scene(app, game.demo_setup(game.demo_players, "normal", seed))
    assert isinstance(table, TableScene)
    shown = _events_taken(table.model)
    phases: list[str] = []
    animating: list[bool] = []
    rasterised: list[int] = []  # per frame, the pictures it rasterised itself
    on_this_thread = RasterisedHere()

    def note(_frame: int) -> None:
        animating.append(table.animating)
        phases.append("shown" if shown() else "gliding" if animating[-1] else "rest")
        rasterised.append(on_this_thread.take())

    cpu = cpu_per_frame(app)
    started = time.perf_counter()
    with on_this_thread:
        app.run(table, max_frames=frames, on_frame=note)
    seconds = time.perf_counter() - started
    times = [t * 1000 for t in list(app.frame_times)[10:]]  # the first frames render the cards
    cpu_times = [t * 1000 for t in cpu[10:]]
    phases = phases[10:]
    moving = [t for t, a in zip(times, animating[10:], strict=False) if a]
    by_phase: dict[str, Any] = {}
    for phase in PHASES:
        chosen = [t for t, p in zip(times, phases, strict=False) if p == phase]
        by_phase[f"{phase}_frames"] = len(chosen)
        by_phase.update(_percentiles(f"{phase}_frame_ms", chosen))
        mine = [t for t, p in zip(cpu_times, phases, strict=False) if p == phase]
        by_phase.update(_percentiles(f"{phase}_cpu_ms", mine))
    return {
        "frames": len(times),
        **_percentiles("frame_ms", times),
        "animating_frames": len(moving),
        **_percentiles("animating_frame_ms", moving),
        **by_phase,
        "rasterised_in_frames": sum(rasterised[10:]),
        "frames_rasterising": sum(1 for count in rasterised[10:] if count),
        "demo_seconds": round(seconds, 1),
        "present": app.presenter.strategy,
        "video_driver": driver,
    }


class RasterisedHere:
    """Counts the vector pictures (cards, pieces, symbols) rasterised on the thread that
    entered it, the frames' own, while it is entered: a picture not rendered ahead on the
    art's threads costs the frame that draws it first (at 4K ~10 ms a card)."""

    def __init__(self) -> None:
        self.count = 0
        self._thread = threading.current_thread()
        self._real: Any = None

    def __enter__(self) -> RasterisedHere:
        import pygame

        real = self._real = pygame.image.load_sized_svg

        def load_sized_svg(*args: Any, **kwargs: Any) -> Any:
            if threading.current_thread() is self._thread:
                self.count += 1
            return real(*args, **kwargs)

        pygame.image.load_sized_svg = load_sized_svg
        return self

    def take(self) -> int:
        """The count since the last take (or the start), counted again from 0."""
        count, self.count = self.count, 0
        return count

    def __exit__(self, *_exc: object) -> None:
        import pygame

        pygame.image.load_sized_svg = self._real


def cpu_per_frame(app: Any) -> list[float]:
    """The main thread's CPU seconds in each frame from now on: unlike the frame's time it
    leaves out the waits for a core that other programs hold (the X server's own work on the
    frame sent is left out too)."""
    cpu: list[float] = []
    step = app.step

    def timed(*args: Any, **kwargs: Any) -> None:
        start = time.thread_time()
        step(*args, **kwargs)
        cpu.append(time.thread_time() - start)

    app.step = timed
    return cpu


def _events_taken(model: Any) -> Any:
    """Watch ``model.take_events``: the returned check says whether events were taken since
    it was last asked (a move or a deal shown in that frame)."""
    take = model.take_events
    taken = [False]

    def watched() -> list[object]:
        events: list[object] = take()
        taken[0] = taken[0] or bool(events)
        return events

    def check() -> bool:
        was, taken[0] = taken[0], False
        return was

    model.take_events = watched
    return check


def startup_seconds(runs: int, command: list[str] | None = None) -> list[float]:
    """Seconds from launching the game to its first interactive menu frame, per run. The
    game starts in a scratch data folder: never the player's settings, and never refused
    because the player's own copy of the game is running (one copy per data folder)."""
    command = command or [sys.executable, "-m", "odin_desktop"]
    results = []
    with tempfile.TemporaryDirectory(prefix="odin-startup-") as data:
        env = dict(os.environ, **{STARTUP_PROBE_ENV: "1", DATA_DIR_ENV: data})
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        for _ in range(runs):
            start = time.perf_counter()
            process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
            assert process.stdout is not None
            for line in process.stdout:
                if line.strip() == READY_LINE:
                    results.append(time.perf_counter() - start)
                    break
            process.wait(timeout=60)
    return results


def at_rest(
    where: str,
    seconds: float,
    size: tuple[int, int],
    game_id: str = DEFAULT_GAME,
    pad: str | None = None,
) -> dict[str, Any]:
    """The game at rest on the menu or the table, measured in a child process; ``pad``: a
    virtual gamepad of that look plugged in and used (`benchmarks.virtual_pad`)."""
    command = [sys.executable, "-m", "odin_desktop.benchmarks.idle_probe", where]
    command += ["--seconds", str(seconds), "--size", f"{size[0]}x{size[1]}", "--game", game_id]
    if pad is not None:
        command += ["--pad", pad]
    done = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 180)
    lines = done.stdout.strip().splitlines()
    if done.returncode or not lines:
        raise RuntimeError(f"idle probe ({where}) failed: {done.stderr[-500:]}")
    result = json.loads(lines[-1])
    if not (result["at_rest"] and result["still_at_rest"]):
        raise RuntimeError(f"idle probe ({where}): the game never came to rest: {result}")
    return result


def run_ui_bench(
    frames: int,
    size: tuple[int, int],
    runs: int,
    driver: str = "auto",
    present: str | None = None,
    idle_seconds: float = 10.0,
    game_id: str = DEFAULT_GAME,
    pad: str | None = None,
) -> dict[str, object]:
    use_driver(resolve_driver(driver))
    starts = startup_seconds(runs)
    rest = {where: at_rest(where, idle_seconds, size, game_id, pad) for where in IDLE_PLACES}
    result: dict[str, object] = dict(frame_times(frames, size, present=present, game_id=game_id))
    result.update(
        {
            "game": game_id,
            "size": f"{size[0]}x{size[1]}",
            "startup_s": round(statistics.median(starts), 3) if starts else None,
            "startup_s_runs": [round(s, 3) for s in starts],
            "idle_seconds": idle_seconds,
            "idle_pad": pad,
            "idle_cpu_menu": rest["menu"]["cpu_share"],
            "idle_cpu_table": rest["table"]["cpu_share"],
            "idle_frames_menu": rest["menu"]["frames_drawn"],
            "idle_frames_table": rest["table"]["frames_drawn"],
            "rss_mb": rest["table"]["rss_mb"],
        }
    )
    return result
