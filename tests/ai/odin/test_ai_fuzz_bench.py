"""The fuzzer (a small run here; a million decisions from the command line) and `bench ai`."""

from __future__ import annotations

import json
from typing import Any

import pytest

from devtools.ai import fuzz as fuzz_module
from devtools.ai.fuzz import SEAT_MIX, FuzzFailure, fuzz
from odin_desktop.ai.odin import bench as bench_module
from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.ai.odin.random_bot import OdinRandomBot
from odin_desktop.cli import main


def test_a_few_thousand_fuzzed_decisions_are_all_legal():
    counts = fuzz(3000, seed=1)
    assert counts.total() == 3000
    assert set(counts) == set(SEAT_MIX)  # every level took part


def test_the_fuzz_command_says_how_many_decisions_it_checked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert fuzz_module.main(["--decisions", "200", "--seed", "4"]) == 0
    assert capsys.readouterr().out.startswith("200 decisions, no illegal move (")


def test_the_fuzzer_catches_an_illegal_move(monkeypatch):
    class Cheater(OdinRandomBot):
        def choose(self, obs):
            return obs.hand  # the whole hand at once: rarely legal

    monkeypatch.setattr(fuzz_module, "make_bot", lambda spec, seed, workers: Cheater(seed))
    with pytest.raises(FuzzFailure, match="illegal move"):
        fuzz(500, seed=2)


def test_bench_ai_reports_percentiles_per_level_and_player_count(capsys):
    code = main(["bench", "ai", "--json", "--levels", "random,normal", "--scale", "0.02"])
    payload = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    # Whether the times are within the limits is a benchmark's figure, not a test's: a busy
    # machine may be over. The exit code says what the figures say.
    assert code == (0 if payload["within_limits"] else 1)
    assert set(payload["levels"]) == {"random", "normal"}
    for rows in payload["levels"].values():
        assert set(rows) == {"2", "4", "6"}
        for row in rows.values():
            assert row["moves"] >= 5
            assert 0 <= row["p50"] <= row["p95"] <= row["p99"]


def test_bench_ai_reports_playouts_of_searching_levels_only(capsys, monkeypatch):
    # A tiny iteration budget instead of the shipping 250 ms, so the test stays quick.
    def small_budgets(spec: str, seed: str, **kwargs: Any):
        return make_bot("hard@7it" if spec == "hard" else spec, seed=seed, **kwargs)

    monkeypatch.setattr(bench_module, "make_bot", small_budgets)
    main(["bench", "ai", "--json", "--levels", "normal,hard", "--scale", "0.02"])
    payload = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for row in payload["levels"]["hard"].values():
        # Hard runs whole deals over its candidates, so it stops at the first multiple >= 7.
        assert 7 <= row["playouts_p50"] <= 7 + 7
    for row in payload["levels"]["normal"].values():
        assert "playouts_p50" not in row


@pytest.mark.parametrize("game", ["odin", "ravens"])
def test_bench_ai_refuses_an_unknown_level_for_every_game(capsys, game: str) -> None:
    assert main(["bench", "ai", "--game", game, "--levels", "normal,godlike"]) == 2
    assert "unknown level(s) godlike" in capsys.readouterr().out
