"""`bench ui`'s frame times by phase: each frame timed is counted in exactly one phase, and the
demo's moves are found (the frames that show one are the whole frames a 4K table must keep
within a 60 Hz frame's time)."""

from __future__ import annotations

import pytest

from odin_desktop.benchmarks.ui_bench import PHASES, frame_times
from odin_desktop.scenes.odin import art as odin_art
from odin_desktop.scenes.ravens import art as ravens_art
from odin_desktop.ui import fonts


@pytest.fixture(autouse=True)
def _forget_fonts_and_art():  # type: ignore[no-untyped-def]
    """The demo quits pygame on the way out: fonts and pictures made in it are gone."""
    yield
    fonts.font.cache_clear()
    odin_art.clear_cache()
    ravens_art.clear_cache()


@pytest.mark.parametrize("game_id", ["odin", "ravens"])
def test_every_frame_is_in_one_phase_and_moves_are_shown(game_id: str) -> None:
    result = frame_times(400, (1024, 640), game_id=game_id)
    counts = {phase: result[f"{phase}_frames"] for phase in PHASES}
    assert sum(counts.values()) == result["frames"]
    assert counts["shown"] > 0 and counts["gliding"] > 0
    assert result["shown_frame_ms_p99"] is not None and result["shown_cpu_ms_p99"] is not None
