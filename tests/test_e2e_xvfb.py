"""End to end in a real X window: the game under Xvfb, driven by xdotool as a player would.

It opens the game, clicks Quick start, and plays the human's moves by dragging cards onto the
middle with the real pointer, checking each move in the autosave the game writes. It installs
Xvfb and xdotool when it can (root with apt-get) and is skipped only where it cannot.
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
HUMAN_MOVES = 3


def _ensure_tools() -> None:
    if shutil.which("Xvfb") and shutil.which("xdotool"):
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        pytest.skip("Xvfb/xdotool missing and cannot be installed here")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(["apt-get", "update", "-qq"], env=env, capture_output=True, timeout=300)
    done = subprocess.run(
        ["apt-get", "install", "-y", "-qq", "xvfb", "xdotool"],
        env=env,
        capture_output=True,
        timeout=600,
    )
    if done.returncode or not shutil.which("Xvfb"):
        pytest.skip(f"could not install Xvfb: {done.stderr[-300:]!r}")


@pytest.fixture
def display():
    _ensure_tools()
    for number in range(90, 110):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            break
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24", "-nolisten", "tcp"],
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

    app = App(SIZE, settings=Settings(), fullscreen=False)
    menu = MenuScene(app)
    app.scenes.push(menu)
    app.scenes.apply_pending()
    app.step(1 / 60)
    button = next(b for b in menu.buttons if b.label == label)
    return button.rect.center


def _targets(state, viewer: int) -> tuple[dict[int, tuple[int, int]], tuple[int, int]]:
    """Where the table lays out the visible cards (hand and middle), and the middle itself."""
    from odin_desktop.scenes.odin.view import TableView

    view = TableView(state.players, SIZE)
    view.viewer = viewer
    view.sync(state, "number", animate=False)
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
                _xdo(env, "key", "space")
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
            if choosing:
                time.sleep(0.6)
                _xdo(env, "mousemove", *map(str, positions[take]), "click", "1")
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
