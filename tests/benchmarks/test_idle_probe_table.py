"""`bench ui`'s figures at the table are those of a table opened as a player opens it: New
game from the menu, then its Start, which puts the table in New game's place (the menu stays
beneath it, in memory)."""

from __future__ import annotations

from idle_probe_run import run_idle_probe


def test_the_idle_probe_measures_a_table_opened_from_new_game_over_the_menu(tmp_path) -> None:  # noqa: ANN001
    figures = run_idle_probe(
        tmp_path, "table", "--seconds", "0.5", "--size", "640x400", "--game", "ravens"
    )
    assert figures["at_rest"] and figures["still_at_rest"]
    assert figures["shown"] == ["MenuScene", "RavensNewGameScene", "RavensTableScene"]
    assert figures["scenes"] == ["MenuScene", "RavensTableScene"]
