"""One running copy per data folder: a second start of the game (a double double-click) asks
the first to come forward, says so in the player's language, and exits without touching the
player's data; a copy that dies, SIGKILL included, leaves no lock behind; the command-line
tools that write nothing run beside the game."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from odin_desktop import cli
from odin_desktop.app import autosave, instance
from odin_desktop.app.app import READY_LINE, STARTUP_PROBE_ENV
from odin_desktop.app.settings import Settings
from odin_desktop.app.storage import DATA_DIR_ENV
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup
from odin_desktop.ui import fonts

POSIX_ONLY = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
ROOT = Path(__file__).resolve().parents[2]
STARTED = 60.0  # seconds a copy of the game may take to start on a busy machine


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    return tmp_path


# ---------------------------------------------------------------------- the lock


def test_the_lock_is_held_once_and_free_again_when_released(data: Path) -> None:
    held = instance.acquire(data)
    assert held is not None
    assert instance.acquire(data) is None  # a second open of the file: refused
    held.release()
    again = instance.acquire(data)
    assert again is not None
    again.release()
    assert (data / instance.LOCK_FILE).exists()  # the file stays; only its lock counts


def test_a_folder_that_cannot_hold_a_lock_raises_for_the_caller(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        instance.acquire(tmp_path / "missing")


def test_a_request_to_come_forward_is_answered_once(data: Path) -> None:
    held = instance.acquire(data)
    assert held is not None
    assert not held.take_wake_request()
    taker = threading.Timer(0.2, held.take_wake_request)
    taker.start()
    assert instance.ask_to_come_forward(data, wait=10)
    taker.join()
    assert not held.take_wake_request()  # taken: not answered twice
    started = time.monotonic()
    assert not instance.ask_to_come_forward(data, wait=0.3)  # nobody looks
    assert time.monotonic() - started < 5
    assert not (data / instance.WAKE_FILE).exists()  # the unanswered note is not left behind
    held.release()


def test_the_running_game_comes_forward_when_asked(data, monkeypatch) -> None:
    from scene_helpers import make_app

    from odin_desktop.app.app import App

    app = make_app()
    asked = iter([False, True, False])
    app.wake_requests = lambda: next(asked, False)
    came: list[bool] = []
    monkeypatch.setattr(App, "come_forward", lambda self: came.append(True))
    monkeypatch.setattr("odin_desktop.app.app.WAKE_CHECK_SECONDS", 0.0)
    app.run(app.nav.menu_scene(), max_frames=3)  # a look after each frame
    assert came == [True]


def test_coming_forward_where_the_platform_refuses_is_no_error(data) -> None:
    from scene_helpers import make_app

    make_app().come_forward()  # SDL's dummy driver refuses to restore a window


def test_the_notice_closes_by_itself_only_when_the_game_answered(data: Path) -> None:
    from scene_helpers import make_app, start, step

    from odin_desktop.scenes.already_running import CLOSES_AFTER, AlreadyRunningScene

    for answered in (True, False):
        app = make_app((800, 500))
        notice = start(app, AlreadyRunningScene(app, answered))
        step(app, int(CLOSES_AFTER) - 1, dt=1.0)
        assert app.running and app.scenes.top is notice  # read at leisure
        step(app, 2, dt=1.0)
        assert (app.scenes.top is notice) is not answered
        assert app.running is not answered  # the last scene gone, the notice's app ends


# ---------------------------------------------------------------------- real copies


def the_players_data(data: Path) -> None:
    """Settings in German, a game in progress in each game."""
    assert Settings(language="de", tutorials_offered=["odin", "ravens"]).save() is None
    saver = autosave.Autosaver(lambda message: None)
    odin = OdinController(OdinSetup.quick_start(), host_factory=None)
    ravens = RavensController(
        RavensSetup((SeatSetup("Ana"), SeatSetup("Bo", "normal")), seed=3), host_factory=None
    )
    for controller in (odin, ravens):
        controller.start_round()
        controller.play(controller.legal_actions()[0])
        saver.save(controller)
    autosave.flush()


def start_game(data: Path, probe: bool = False) -> subprocess.Popen[str]:
    """`python -m odin_desktop` in ``data`` on SDL's dummy drivers (``probe``: it leaves after
    its first frame, printing `READY_LINE`)."""
    env = {
        **os.environ,
        DATA_DIR_ENV: str(data),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "PYTHONIOENCODING": "utf-8",
    }
    env.pop(STARTUP_PROBE_ENV, None)
    if probe:
        env[STARTUP_PROBE_ENV] = "1"
    return subprocess.Popen(
        [sys.executable, "-m", "odin_desktop"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )


def running(data: Path, game: subprocess.Popen[str]) -> None:
    """Wait until ``game``'s main loop runs (it answers a request to come forward)."""
    if not instance.ask_to_come_forward(data, wait=STARTED):
        game.kill()
        raise AssertionError(f"the game never answered: {game.communicate()}")


def snapshot(data: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of the data folder, its bytes and when it was last written, but the lock
    and the note asking to come forward (the game's own, not the player's data)."""
    skip = {instance.LOCK_FILE, instance.WAKE_FILE}
    return {
        str(p.relative_to(data)): (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(data.rglob("*"))
        if p.is_file() and p.name not in skip
    }


def test_a_second_start_says_so_and_leaves_the_first_copys_data_alone(data: Path) -> None:
    the_players_data(data)
    first = start_game(data)
    try:
        running(data, first)
        before = snapshot(data)
        assert {"autosave-odin.json", "autosave-ravens.json", "settings.json"} <= set(before)
        second = start_game(data, probe=True)  # its notice leaves after one frame
        out, err = second.communicate(timeout=STARTED)
        assert second.returncode == 0, err
        assert "Odin Desktop läuft bereits" in out, out  # in the player's language
        assert "nach vorn" in out  # the first copy answered: its window was asked forward
        assert READY_LINE in out  # the notice was drawn in a window of its own
        assert first.poll() is None  # the first copy plays on…
        assert snapshot(data) == before  # …and nothing of the player's was touched
        assert instance.acquire(data) is None  # the lock is still the first copy's
    finally:
        first.terminate()
        first.communicate(timeout=STARTED)


@POSIX_ONLY
def test_a_killed_copy_leaves_no_lock_behind(data: Path) -> None:
    first = start_game(data)
    running(data, first)
    os.kill(first.pid, signal.SIGKILL)
    first.communicate(timeout=STARTED)
    assert (data / instance.LOCK_FILE).exists()
    again = start_game(data, probe=True)
    out, err = again.communicate(timeout=STARTED)
    assert again.returncode == 0, err
    assert READY_LINE in out and "already running" not in out, out  # it opened the menu


CHILD = """
import subprocess, sys, time
from pathlib import Path
from odin_desktop.app import instance

held = instance.acquire(Path(sys.argv[1]))
# A process the game starts (a bot, an external bot program), given every descriptor it may
# inherit: the lock's is not one of them.
bots = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], close_fds=False)
print(bots.pid, flush=True)
time.sleep(60)
"""


@POSIX_ONLY
def test_a_process_that_outlives_a_killed_game_does_not_keep_the_lock(data: Path) -> None:
    game = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(data)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    assert game.stdout is not None
    bots = int(game.stdout.readline())
    try:
        assert instance.acquire(data) is None
        os.kill(game.pid, signal.SIGKILL)
        game.wait(timeout=STARTED)
        os.kill(bots, 0)  # the game's child still runs…
        held = instance.acquire(data)
        assert held is not None  # …and the lock went with the game
        held.release()
    finally:
        os.kill(bots, signal.SIGKILL)


# ---------------------------------------------------------------------- the tools beside it


@pytest.fixture
def game_running(data: Path):  # noqa: ANN201
    """The data folder's lock held, as the game holds it while it runs."""
    held = instance.acquire(data)
    assert held is not None
    yield data
    held.release()


def tool(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m odin_desktop ARGS` in ``data`` on SDL's dummy drivers."""
    env = {**os.environ, DATA_DIR_ENV: str(data), "SDL_VIDEODRIVER": "dummy"}
    env["SDL_AUDIODRIVER"] = "dummy"
    return subprocess.run(
        [sys.executable, "-m", "odin_desktop", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=STARTED,
    )


def test_the_tools_that_write_nothing_run_beside_the_game(game_running: Path) -> None:
    record = game_running / "game.json"
    controller = OdinController(OdinSetup.all_bots(3, seed=2), host_factory=None)
    controller.start_round()
    controller.play(controller.legal_actions()[0])
    record.write_text(json.dumps(controller.record()))
    (game_running / "settings.json").write_text("{not json")  # the game sets it aside, not a tool
    before = snapshot(game_running)
    replay = tool(game_running, "replay", str(record))
    assert replay.returncode == 0 and json.loads(replay.stdout)["ok"], replay
    demo = tool(game_running, "demo", "--headless", "--frames", "3", "--size", "1024x640")
    assert demo.returncode == 0 and "demo: 3 frames drawn" in demo.stdout, demo
    view = tool(game_running, "view", str(record), "--headless", "--frames", "3")
    assert view.returncode == 0, view
    assert all("already running" not in run.stdout for run in (replay, demo, view))
    assert snapshot(game_running) == before


def test_the_game_itself_does_not_start_beside_it(game_running, capsys, monkeypatch) -> None:
    monkeypatch.setattr(instance, "ANSWER_SECONDS", 0.2)  # nobody answers here
    monkeypatch.setenv(STARTUP_PROBE_ENV, "1")  # the notice leaves after one frame
    before = snapshot(game_running)
    try:
        assert cli.main([]) == 0
    finally:  # the notice's window quits pygame on the way out: forget fonts made before
        fonts.font.cache_clear()
    out = capsys.readouterr().out
    assert "Odin Desktop is already running" in out and "does not answer" in out
    assert snapshot(game_running) == before
