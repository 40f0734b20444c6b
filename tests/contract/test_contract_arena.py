"""`odin-desktop arena`, for every registered game: seats rotated over the same
deals, one line of JSON in the game's own words, and the same figures for the same seeds."""

from __future__ import annotations

import json

import pytest

from odin_desktop.cli import main
from odin_desktop.games.entry import GameEntry


def arena(capsys: pytest.CaptureFixture[str], entry: GameEntry, *options: str) -> dict:
    seats = ",".join(["easy", *["random"] * (entry.min_players - 1)])
    argv = ["arena", "--game", entry.id, "--seats", seats, "--seed", "c", "--json", *options]
    assert main(argv) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert entry.title in out[0]
    return json.loads(out[-1])


def test_the_arena_plays_every_game_and_answers_in_its_words(
    entry: GameEntry, capsys: pytest.CaptureFixture[str]
) -> None:
    games_played = 2 * entry.min_players
    payload = arena(capsys, entry, "--games", str(games_played), f"--single-{entry.round_word}")
    assert payload["game"] == entry.id and payload["games"] == games_played
    assert set(payload["results"]) == {"easy", "random"}
    for figures in payload["results"].values():
        assert set(figures) == {
            "win_share",
            "win_share_ci95",
            f"points_per_{entry.round_word}",
            "move_ms_p95",
            "faults",
        }
        lo, hi = figures["win_share_ci95"]
        assert 0.0 <= lo <= figures["win_share"] <= hi <= 1.0 and figures["faults"] == 0
    easy, chance = payload["results"]["easy"], payload["results"]["random"]
    # Per seat: the shares of all seats add up to one victory per game.
    assert easy["win_share"] + (entry.min_players - 1) * chance["win_share"] == pytest.approx(1)


def test_the_same_seed_gives_the_same_figures(
    entry: GameEntry, capsys: pytest.CaptureFixture[str]
) -> None:
    options = ("--games", str(entry.min_players), "--target", "3")
    first, second = arena(capsys, entry, *options), arena(capsys, entry, *options)
    for result in (first, second):
        for figures in result["results"].values():
            figures.pop("move_ms_p95")  # time, not play
    assert first == second
