"""`bench ui`'s figures at the table are those of a table opened as a player opens it: over
the menu and New game, which stay beneath it (and in memory)."""

from __future__ import annotations

from idle_probe_run import run_idle_probe


def test_the_idle_probe_measures_a_table_opened_over_the_menu_and_new_game(tmp_path) -> None:  # noqa: ANN001
    figures = run_idle_probe(
        tmp_path, "table", "--seconds", "0.5", "--size", "640x400", "--game", "ravens"
    )
    assert figures["at_rest"] and figures["still_at_rest"]
    assert figures["scenes"] == ["MenuScene", "RavensNewGameScene", "RavensTableScene"]
