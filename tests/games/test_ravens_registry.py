"""Odin's Ravens through the registry: `replay`, `arena --game ravens`, `bench ai --game
ravens`, and what the shell asks of a saved game (resumable, described)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import paths
import pytest

from odin_desktop import games
from odin_desktop.ai.arena import ArenaConfig, run_games, summarize
from odin_desktop.ai.ravens import bench as bench_module
from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.ai.specs import LEVELS
from odin_desktop.cli import main
from odin_desktop.engine.jsonio import Unreadable
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.record import game_to_record, write_record
from odin_desktop.games.ravens import ENTRY
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.saved import SaveInvalid
from odin_desktop.session.setup import SeatSetup


def _played(seed: str, target: int, stop_after: int | None = None) -> RavensGame:
    """A game of Normal against Easy, whole or stopped after ``stop_after`` actions."""
    bots = [make_bot("normal", seed=1), make_bot("easy", seed=2)]
    game = RavensGame.new(seed, target=target)
    played = 0
    while not game.over and (stop_after is None or played < stop_after):
        if game.needs_round:
            game.start_round()
        seat = game.to_move
        assert seat is not None, "a round under way has a seat to move"
        game.apply(bots[seat].choose(game.observe(seat)), seat)
        played += 1
    return game


def test_the_entry_is_registered_and_offered_by_the_shell() -> None:
    entry = games.game("ravens")
    assert games.by_record_format("ravens-record") is entry
    assert (entry.min_players, entry.max_players, entry.round_word) == (2, 2, "race")
    assert entry.default_target == 12 and entry in games.playable()


def test_replay_checks_a_ravens_record(tmp_path: Path) -> None:
    game = _played("replay", target=6)
    path = tmp_path / "game.json"
    write_record(path, game_to_record(game, ("Ana", "Bo")))
    out = subprocess.run(
        [sys.executable, "-m", "odin_desktop", "replay", str(path), "--legal"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stdout
    (line,) = out.stdout.splitlines()
    result = json.loads(line)
    assert result["ok"] and result["finished"] and result["totals"] == game.totals
    assert result["winner"] == game.winner and result["legal"] == []


def test_arena_plays_each_deal_from_both_seats_and_reports_per_race() -> None:
    config = ArenaConfig(("normal", "easy"), games=4, seed="s", single_round=True, game="ravens")
    summaries = run_games(config)
    assert [(s.deal, s.rotation) for s in summaries] == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert [s.specs for s in summaries[:2]] == [("normal", "easy"), ("easy", "normal")]
    assert all(s.rounds == 1 for s in summaries)  # a single race each
    results = summarize(config, summaries)
    assert results["normal"].win_share + results["easy"].win_share == pytest.approx(1.0)


def test_the_arena_command_prints_the_same_json_as_for_odin(capsys) -> None:
    argv = ["arena", "--game", "ravens", "--seats", "easy,random", "--games", "2", "--json"]
    assert main(argv) == 0
    out = capsys.readouterr().out.strip().splitlines()
    payload = json.loads(out[-1])
    assert payload["game"] == "ravens" and payload["games"] == 2
    assert set(payload["results"]) == {"easy", "random"}
    for figures in payload["results"].values():
        assert set(figures) == {
            "win_share",
            "win_share_ci95",
            "points_per_race",
            "move_ms_p95",
            "faults",
        }
        lo, hi = figures["win_share_ci95"]
        assert 0.0 <= lo <= figures["win_share"] <= hi <= 1.0
    assert "Odin's Ravens" in out[0]


def test_the_arena_command_takes_an_external_ravens_bot(capsys) -> None:
    example = paths.ROOT / "examples" / "ravens_random_bot.py"
    seats = f"cmd:{sys.executable} {example},easy"
    argv = ["arena", "--game", "ravens", "--seats", seats, "--games", "2", "--single-race"]
    assert main([*argv, "--json"]) == 0
    payload = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert payload["results"][f"cmd:{sys.executable} {example}"]["faults"] == 0


def test_bench_ai_times_whole_turns_of_every_level(capsys, monkeypatch) -> None:
    # Tiny iteration budgets instead of the shipping time budgets, so the test stays quick.
    budgets = {"hard": "hard@6it", "expert": "expert@8it"}

    def small(spec: str, seed: str, **kwargs: object):
        return make_bot(budgets.get(spec, spec), seed=seed, workers=1)

    monkeypatch.setattr(bench_module, "make_bot", small)
    argv = ["bench", "ai", "--game", "ravens", "--json", "--scale", "0.02"]
    code = main(argv)
    payload = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    # Within the limits or not is a benchmark's figure (a busy machine may be over), not a
    # test's: the exit code says what the figures say.
    assert code == (0 if payload["within_limits"] else 1)
    assert payload["game"] == "ravens" and payload["unit"] == "whole turn"
    assert set(payload["levels"]) == set(LEVELS)
    for level, row in payload["levels"].items():
        assert row["turns"] >= 5
        assert 0 <= row["p50"] <= row["p95"] <= row["p99"]
        assert ("simulations_p50" in row) == (level in ("hard", "expert"))
    assert payload["levels"]["hard"]["simulations_p50"] > 0


def _saved(seed: int, target: int, stop_after: int | None = None) -> dict[str, Any]:
    """The app's save of a game of Normal against Easy (the record with its seats and seed)."""
    seats = (SeatSetup("Ana", "normal"), SeatSetup("Bo", "easy"))
    setup = RavensSetup(seats, target=target, seed=seed)
    controller = RavensController(setup, host_factory=None)
    bots = [make_bot("normal", seed=1), make_bot("easy", seed=2)]
    played = 0
    while not controller.finished and (stop_after is None or played < stop_after):
        if controller.needs_round:
            controller.start_round()
        seat = controller.to_move
        assert seat is not None, "a round under way has a seat to move"
        controller.play(bots[seat].choose(controller.observe(seat)))
        played += 1
    return controller.record()


def test_a_running_game_can_be_continued_and_a_finished_one_cannot() -> None:
    entry = games.game("ravens")
    assert entry.check_save(_saved(5, target=12, stop_after=40)) is True
    assert entry.check_save(_saved(5, target=3)) is False


def test_a_save_that_breaks_a_rule_says_where_in_plain_words() -> None:
    entry = games.game("ravens")
    doc = _saved(6, target=12, stop_after=30)
    doc["races"][0]["turns"][1]["seat"] = doc["races"][0]["turns"][0]["seat"]
    with pytest.raises(SaveInvalid, match=r"race 1, turn 2"):
        entry.check_save(doc)
    with pytest.raises(SaveInvalid, match="damaged"):
        entry.check_save({"format": "ravens-record", "version": 1})
    with pytest.raises(SaveInvalid, match="newer version"):
        entry.check_save({**doc, "version": 2})


def test_records_are_described_by_players_and_races() -> None:
    entry = games.game("ravens")
    game = _played("describe", target=30)
    assert len(game.races) > 1
    players, progress = entry.describe_record(game_to_record(game, ("Ana", "Bo")))
    assert players == ("Ana", "Bo") and progress == f"{len(game.races)} races"
    game.races = game.races[:1]
    assert entry.describe_record(game_to_record(game, ("Ana", "Bo")))[1] == "1 race"
    with pytest.raises(Unreadable):
        entry.describe_record({"format": "ravens-record"})


def test_a_single_race_game_is_won_by_the_race() -> None:
    bots = [make_bot("normal", seed=1), make_bot("random", seed=2)]
    result = ENTRY.play_match(bots, seed="one", single_round=True)
    assert result.rounds == 1 and result.winners == [0]
