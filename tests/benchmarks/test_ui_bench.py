"""`bench ui`'s frame times by phase: each frame timed is counted in exactly one phase, and the
demo's moves are found (the frames that show one are the whole frames a 4K table must keep
within a 60 Hz frame's time); the pictures the frames rasterised themselves are counted, on
their thread only."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pygame
import pytest

from odin_desktop.benchmarks.ui_bench import PHASES, RasterisedHere, frame_times
from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.odin import art as odin_art
from odin_desktop.scenes.ravens import art as ravens_art
from odin_desktop.ui import fonts
from odin_desktop.ui.resources import asset


@pytest.fixture(autouse=True)
def _forget_fonts_and_art() -> Iterator[None]:
    """The demo quits pygame on the way out: fonts and pictures made in it are gone."""
    yield
    fonts.font.cache_clear()
    odin_art.clear_cache()
    ravens_art.clear_cache()


def test_every_frame_is_in_one_phase_and_moves_are_shown(table_game: GameEntry) -> None:
    """Each game's demo (`table_game`: every game with screens, High Card's too)."""
    result = frame_times(400, (1024, 640), game_id=table_game.id)
    counts = {phase: result[f"{phase}_frames"] for phase in PHASES}
    assert sum(counts.values()) == result["frames"]
    assert counts["shown"] > 0 and counts["gliding"] > 0
    assert result["shown_frame_ms_p99"] is not None and result["shown_cpu_ms_p99"] is not None


def test_a_frame_that_rasterises_its_own_pictures_is_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from odin_desktop.app.app import App

    step = App.step
    frames = [0]

    def forgetting(self: App, *args: object, **kwargs: object) -> None:
        frames[0] += 1
        if frames[0] == 60:  # the pictures rendered ahead are gone: the next frame renders
            ravens_art.clear_cache()
        step(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(App, "step", forgetting)
    result = frame_times(90, (1024, 640), game_id="ravens")
    assert result["frames_rasterising"] >= 1
    assert result["rasterised_in_frames"] >= result["frames_rasterising"]


def test_only_the_pictures_rasterised_on_the_frames_thread_are_counted() -> None:
    svg = str(asset("ravens", "symbols", "M.svg"))
    real = pygame.image.load_sized_svg
    with RasterisedHere() as here:
        pygame.image.load_sized_svg(svg, (40, 40))
        elsewhere = threading.Thread(target=pygame.image.load_sized_svg, args=(svg, (40, 40)))
        elsewhere.start()
        elsewhere.join()
        pygame.image.load_sized_svg(svg, (20, 20))
    assert here.count == 2  # not the other thread's
    assert here.take() == 2 and here.take() == 0  # each frame's count, then from 0 again
    assert pygame.image.load_sized_svg is real  # as it was, once left
