"""End to end in a real X window: the game under Xvfb, driven by xdotool as a player would.

It opens the game, clicks Quick start, and plays the human's moves by dragging cards onto the
middle with the real pointer, checking each move in the autosave the game writes. On a laptop
sized screen it checks the window fits, is named odin-desktop and comes back where it was. It
installs Xvfb, xdotool and the X utilities when it can (root with apt-get) and is skipped only
where it cannot.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take
from odin_desktop.engine.odin.record import parse_record, replay_record

SIZE = (1280, 800)
LAPTOP = (1366, 768)
HUMAN_MOVES = 3
TOOLS = ("Xvfb", "xdotool", "xprop", "xwininfo")


def _ensure_tools() -> None:
    if all(shutil.which(tool) for tool in TOOLS):
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        pytest.skip("Xvfb/xdotool missing and cannot be installed here")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], env=env, capture_output=True, timeout=300)
    done = subprocess.run(
        ["apt-get", "install", "-y", "-qq", "xvfb", "xdotool", "x11-utils"],
        env=env,
        capture_output=True,
        timeout=600,
    )
    if done.returncode or not all(shutil.which(tool) for tool in TOOLS):
        pytest.skip(f"could not install Xvfb and its tools: {done.stderr[-300:]!r}")


@pytest.fixture
def display():
    yield from _xvfb(SIZE)


@pytest.fixture
def laptop_display():
    yield from _xvfb(LAPTOP)


def _xvfb(screen: tuple[int, int]):
    """An X server with one screen of this size, for as long as the test runs."""
    _ensure_tools()
    for number in range(90, 110):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            break
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{screen[0]}x{screen[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            break
        time.sleep(0.05)
    yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


def _xdo(env: dict[str, str], *args: str) -> str:
    return subprocess.run(
        ["xdotool", *args], env=env, capture_output=True, text=True, timeout=30
    ).stdout


def _button_rect(label: str) -> tuple[int, int]:
    """Where the menu draws a button at this window size (asked of the menu itself)."""
    from odin_desktop.app.app import App
    from odin_desktop.app.settings import Settings
    from odin_desktop.scenes.menu import MenuScene

    app = App(SIZE, settings=Settings(read_only=True, tutorial_offered=True), fullscreen=False)
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.scenes.apply_pending()
    app.step(1 / 60)
    button = next(b for b in menu.buttons if b.label == label)
    return button.rect.center


def _targets(
    state, viewer: int, staged: int = 0
) -> tuple[dict[int, tuple[int, int]], tuple[int, int]]:
    """Where the table lays out the visible cards (hand and middle), and the middle itself;
    ``staged``: a play waiting for its take, laid in front of the beaten set."""
    from odin_desktop.scenes.odin.view import TableView

    view = TableView(state.players, SIZE)
    view.viewer = viewer
    view.sync(state, "number", animate=False, staged=staged)
    cards = {card: sprite.rect().center for card, sprite in view.sprites.items()}
    return cards, view.layout.middle.center


def _drag(env: dict[str, str], start: tuple[int, int], end: tuple[int, int]) -> None:
    _xdo(env, "mousemove", str(start[0]), str(start[1]), "mousedown", "1")
    for i in range(1, 11):
        time.sleep(0.03)
        x, y = start[0] + (end[0] - start[0]) * i // 10, start[1] + (end[1] - start[1]) * i // 10
        _xdo(env, "mousemove", str(x), str(y))
    _xdo(env, "mouseup", "1")


def _load(path: Path):
    try:
        return replay_record(parse_record(json.loads(path.read_text())))
    except (OSError, ValueError):
        return None  # not written yet, or caught between writes


def _settled(path: Path, quiet: float = 1.2):
    """The saved game once the file has not changed for ``quiet`` seconds (the last move's
    animations have finished by then), or None."""
    last, since = None, time.time()
    while time.time() - since < quiet:
        try:
            stamp = path.stat().st_mtime_ns
        except OSError:
            stamp = None
        if stamp != last:
            last, since = stamp, time.time()
        time.sleep(0.1)
    return _load(path)


def _wait_for_move(path: Path, hands: int, before: int, seconds: float = 4.0) -> int | None:
    """The action seat 0 made as move ``before`` of hand ``hands - 1``, once it is saved."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        game = _load(path)
        if game is not None and len(game.hands) >= hands:
            history = game.hands[hands - 1].history
            if len(history) > before and history[before][0] == 0:
                return history[before][1]
        time.sleep(0.1)
    return None


def test_quick_start_and_drag_cards_in_a_real_window(
    display: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(data))  # the same menu as the game's
    env = dict(
        os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy", ODIN_DESKTOP_DATA_DIR=str(data)
    )
    env.pop("SDL_VIDEODRIVER", None)  # a real X11 window this time
    # The window fills the screen at the size the clicks below are worked out for.
    data.mkdir()
    (data / "settings.json").write_text(
        json.dumps(
            {"window_size": list(SIZE), "window_position": [0, 0], "tutorial_offered": True}
        )
    )
    quick_start = _button_rect("Quick start")
    game = subprocess.Popen(
        [sys.executable, "-m", "odin_desktop"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    autosave = data / "autosave.json"
    dragged = 0
    try:
        # By process: SDL's title is not always matched by xdotool's --name.
        window = _xdo(env, "search", "--sync", "--pid", str(game.pid)).split()
        assert window, "the game window never appeared"
        time.sleep(1.0)
        _xdo(env, "mousemove", str(quick_start[0]), str(quick_start[1]), "click", "1")
        deadline = time.time() + 300  # generous: CI machines can be busy
        turns = misses = 0
        while dragged < HUMAN_MOVES and time.time() < deadline:
            assert game.poll() is None, "the game exited"
            played = _settled(autosave)  # saved after every deal and move; animations done
            if played is None:
                continue
            if played.to_move is None and not played.over:
                _xdo(env, "key", "Return")  # the hand summary: on to the next hand
                continue
            if played.to_move != 0:
                continue
            state, before = played.hand, len(played.hand.history)
            actions = played.legal_actions()
            plays = [a for a in actions if a != PASS]
            turns += 1
            if not plays:  # nothing beats the middle: pass with the keyboard
                _xdo(env, "key", "p")
                assert _wait_for_move(autosave, len(played.hands), before) == PASS
                continue
            action = plays[0]
            cards = list(cards_of(action & PLAY_BITS))
            positions, middle = _targets(state, 0)
            for card in cards:  # select them all, as a player clicks them
                _xdo(env, "mousemove", *map(str, positions[card]), "click", "1")
                time.sleep(0.15)
            _drag(env, positions[cards[0]], middle)  # the selection moves together
            take = action_take(action)
            choosing = (
                take is not None and sum(a & PLAY_BITS == action & PLAY_BITS for a in plays) > 1
            )
            if choosing:  # the beaten set, moved up behind the play: click the card to take
                time.sleep(0.6)
                beaten, _middle = _targets(state, 0, staged=action & PLAY_BITS)
                _xdo(env, "mousemove", *map(str, beaten[take]), "click", "1")
            made = _wait_for_move(autosave, len(played.hands), before)
            if made is None or made & PLAY_BITS != action & PLAY_BITS:
                misses += 1  # e.g. cards still gliding under the pointer: undo, and retry
                if choosing:
                    _xdo(env, "key", "Escape")  # leave the take choice
                for card in cards:  # deselect
                    _xdo(env, "mousemove", *map(str, positions[card]), "click", "1")
                    time.sleep(0.15)
                continue
            dragged += 1
        assert dragged >= HUMAN_MOVES, f"{dragged} drags in {turns} turns ({misses} missed)"
        assert misses <= turns // 2, f"{misses} of {turns} drops were not played"
        assert game.poll() is None
    finally:
        game.terminate()
        try:
            _, stderr = game.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            game.kill()
            _, stderr = game.communicate()
    assert "Traceback" not in stderr


# ------------------------------------------------------------------ the window itself


def _geometry(env: dict[str, str], window: str) -> tuple[int, int, int, int]:
    """x, y, width, height of a window on the screen, as X reports it."""
    info = subprocess.run(
        ["xwininfo", "-id", window], env=env, capture_output=True, text=True, timeout=30
    ).stdout
    fields = dict(line.strip().split(":", 1) for line in info.splitlines() if ":" in line)
    return tuple(  # type: ignore[return-value]
        int(fields[name])
        for name in ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")
    )


def _open_game(env: dict[str, str]) -> tuple[subprocess.Popen[str], str]:
    game = subprocess.Popen(
        [sys.executable, "-m", "odin_desktop"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    window = _xdo(env, "search", "--sync", "--pid", str(game.pid)).split()
    assert window, "the game window never appeared"
    time.sleep(1.0)  # its first frames
    return game, window[0]


def _close(game: subprocess.Popen[str]) -> str:
    """Close the game as the desktop does at log-out (SDL turns SIGTERM into a quit)."""
    game.terminate()
    try:
        _, stderr = game.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        game.kill()
        _, stderr = game.communicate()
    return stderr


def test_on_a_laptop_screen_the_window_fits_is_named_and_comes_back(
    laptop_display: str, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    env = dict(
        os.environ,
        DISPLAY=laptop_display,
        SDL_AUDIODRIVER="dummy",
        ODIN_DESKTOP_DATA_DIR=str(data),
    )
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("SDL_VIDEO_X11_WMCLASS", None)  # the game names its window itself
    game, window = _open_game(env)
    try:
        x, y, width, height = _geometry(env, window)
        wm_class = subprocess.run(
            ["xprop", "-id", window, "WM_CLASS"],
            env=env,
            capture_output=True,
            text=True,
            timeout=30,
        ).stdout
    finally:
        stderr = _close(game)
    print(f"first start on {LAPTOP}: {width}x{height}+{x}+{y}; {wm_class.strip()}")
    assert '"odin-desktop"' in wm_class and "__main__" not in wm_class
    assert 0 <= x <= LAPTOP[0] - width and 0 <= y <= LAPTOP[1] - height
    assert height <= LAPTOP[1] - 100  # room for a title bar and a taskbar
    assert "Traceback" not in stderr
    settings = json.loads((data / "settings.json").read_text())
    assert settings["window_size"] == [width, height]
    assert settings["window_position"] == [x, y]

    # The player moved and resized it; the next start opens it there.
    settings["window_size"], settings["window_position"] = [1100, 600], [200, 90]
    (data / "settings.json").write_text(json.dumps(settings))
    game, window = _open_game(env)
    try:
        assert _geometry(env, window) == (200, 90, 1100, 600)
    finally:
        assert "Traceback" not in _close(game)
