"""`bench ui --pad`: the game at rest is measured with a pad SDL believes is plugged in,
opened by the game and used once, so the figure is that of a pad player waiting."""

from __future__ import annotations

from idle_probe_run import run_idle_probe


def test_the_idle_probe_plugs_in_and_uses_a_pad(tmp_path) -> None:  # noqa: ANN001
    figures = run_idle_probe(
        tmp_path, "menu", "--seconds", "0.5", "--size", "640x400", "--pad", "deck", timeout=120
    )
    assert figures["pad"] == "deck"
    assert figures["pads_open"] == 1  # the game opened SDL's pad
    assert figures["pad_in_use"] is True  # its D-pad reached the game: the prompts are shown
    assert 0 <= figures["cpu_share"] < 1
