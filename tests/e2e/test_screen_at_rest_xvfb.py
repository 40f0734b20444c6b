"""What the window shows is what the game holds, in a real X window under Xvfb: a round of
every game with screens (a hand of ODIN, a race of Odin's Ravens, a round of the tests' High
Card) played from the menu by the mouse (the pointer moved and pressed through the X server
with xdotool), and by the keys alone (xdotool keys, the pointer parked off the window); the
pad and touch games are `test_pad_touch_xvfb.py`'s. After every input, whenever the main
loop rests (no further input, no frame due at once) and every half second while it stays at
rest, the window as the X server holds it (read with xwd) must equal a full redraw of the
state (`devtools/drivers/screen_check.py`). Once more, part of a race, with two busy
processes beside the game, as on an old laptop: a slow frame must never leave a stale one."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator

import pytest
import table_games
from test_e2e_xvfb import _xvfb
from test_pad_touch_xvfb import _run

# Wider than the window: the keys' pointer is parked off it, so no card is ever under it.
SCREEN = (1400, 800)
# The moves played beside two busy processes (or the race, if it ends first): the test above
# plays whole races; here, the stretch that shows what a starved loop does (about half a
# race), without starving the rest of the suite running beside it for a whole race.
BUSY_MOVES = 30


@pytest.fixture
def display() -> Iterator[str]:
    yield from _xvfb(SCREEN)


@pytest.fixture
def busy() -> Iterator[None]:
    """Two processes that each keep a core busy for as long as the test runs."""
    spin = [sys.executable, "-c", "while True: pass"]
    hogs = [subprocess.Popen(spin) for _ in range(2)]
    yield
    for hog in hogs:
        hog.kill()
        hog.wait(timeout=10)


@pytest.mark.parametrize("device", ["mouse", "keys"])
@pytest.mark.parametrize("game", table_games.PLAYABLE)
def test_a_round_by_mouse_or_keys_never_rests_on_a_stale_frame(
    display: str,
    tmp_path,
    game: str,
    device: str,  # noqa: ANN001
) -> None:
    module = f"devtools.drivers.{device}_play"
    result = _run(display, tmp_path, module, *table_games.driver_args(game), "--rounds", "1")
    assert result["rounds"] == 1 and result["moves"] >= 3


@pytest.mark.usefixtures("busy")
def test_with_two_busy_processes_beside_it_the_window_is_never_stale(
    display: str,
    tmp_path,  # noqa: ANN001
) -> None:
    module = "devtools.drivers.mouse_play"
    args = ["--game", "ravens", "--rounds", "1", "--moves", str(BUSY_MOVES)]
    result = _run(display, tmp_path, module, *args)
    assert result["moves"] == BUSY_MOVES or result["rounds"] == 1  # whichever came first
