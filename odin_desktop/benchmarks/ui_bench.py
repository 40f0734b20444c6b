"""`bench ui`: frame times while the demo plays at 1920 x 1080, and start-up time to an
interactive menu (measured from outside, as a player would wait for it)."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from odin_desktop.app.app import READY_LINE, STARTUP_PROBE_ENV


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def frame_times(
    frames: int, size: tuple[int, int], seed: int = 1, game_id: str = "odin"
) -> dict[str, float]:
    """Run the demo for ``frames`` frames; percentiles of the time spent per frame (ms)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from odin_desktop import games
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings

    app = App(size, settings=Settings(ai_speed="fast", read_only=True), fullscreen=False)
    app.autosaver.enabled = False  # a benchmark never touches the player's saved game
    app.autoplay = True
    game = games.game(game_id)
    table = game.table_scene(app, game.demo_setup(4, "normal", seed))
    animating: list[bool] = []
    app.run(table, max_frames=frames, on_frame=lambda _: animating.append(table.animating))
    times = [t * 1000 for t in list(app.frame_times)[10:]]  # the first frames render the cards
    moving = [t for t, a in zip(times, animating[10:], strict=False) if a]
    return {
        "frames": len(times),
        "frame_ms_p50": round(_percentile(times, 50), 2),
        "frame_ms_p95": round(_percentile(times, 95), 2),
        "frame_ms_p99": round(_percentile(times, 99), 2),
        "animating_frames": len(moving),
        "animating_frame_ms_p99": round(_percentile(moving, 99), 2) if moving else None,
    }


def startup_seconds(runs: int, command: list[str] | None = None) -> list[float]:
    """Seconds from launching the game to its first interactive menu frame, per run."""
    command = command or [sys.executable, "-m", "odin_desktop"]
    env = dict(os.environ, **{STARTUP_PROBE_ENV: "1"})
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    results = []
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


def run_ui_bench(frames: int, size: tuple[int, int], runs: int) -> dict[str, object]:
    starts = startup_seconds(runs)
    result: dict[str, object] = dict(frame_times(frames, size))
    result.update(
        {
            "size": f"{size[0]}x{size[1]}",
            "startup_s": round(statistics.median(starts), 3) if starts else None,
            "startup_s_runs": [round(s, 3) for s in starts],
            "video_driver": os.environ.get("SDL_VIDEODRIVER", "default"),
        }
    )
    return result
