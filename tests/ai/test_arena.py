"""The arena: seat rotation, the figures it reports, the command line and its JSON line."""

from __future__ import annotations

import json
import sys

import paths
import pytest

from odin_desktop.ai.arena import (
    ArenaConfig,
    GameSummary,
    run_games,
    seating,
    summarize,
)
from odin_desktop.ai.stats import percentile
from odin_desktop.cli import main


def test_rotations_put_every_spec_in_every_seat_equally():
    seats = ("hard", "normal", "normal", "easy")
    counts: dict[tuple[str, int], int] = {}
    for rotation in range(4):
        for seat, spec in enumerate(seating(seats, rotation)):
            counts[spec, seat] = counts.get((spec, seat), 0) + 1
    assert counts == {
        **{("hard", s): 1 for s in range(4)},
        **{("normal", s): 2 for s in range(4)},
        **{("easy", s): 1 for s in range(4)},
    }


def test_rotations_replay_the_same_deals():
    config = ArenaConfig(("easy", "random", "random"), games=3, seed="x", single_round=True)
    summaries = run_games(config)
    assert [s.rotation for s in summaries] == [0, 1, 2]
    assert {s.deal for s in summaries} == {0}
    assert [s.specs.index("easy") for s in summaries] == [0, 1, 2]


def _summary(deal, rotation, specs, win, totals, hands=1):
    n = len(specs)
    return GameSummary(deal, rotation, specs, win, totals, hands, ((1.0,),) * n, (0,) * n)


def test_shared_victories_count_as_fractions_and_shares_are_per_seat():
    config = ArenaConfig(("a", "b", "b"), games=3)
    summaries = [
        _summary(0, 0, ("a", "b", "b"), (0.5, 0.5, 0.0), (1, 1, 3)),
        _summary(0, 1, ("b", "a", "b"), (1.0, 0.0, 0.0), (0, 2, 4)),
        _summary(0, 2, ("b", "b", "a"), (0.0, 0.0, 1.0), (5, 6, 0)),
    ]
    results = summarize(config, summaries)
    assert results["a"].win_share == pytest.approx((0.5 + 0 + 1) / 3)
    assert results["b"].win_share == pytest.approx((0.5 + 1 + 0) / 3 / 2)
    assert results["a"].points_per_round == pytest.approx((1 + 2 + 0) / 3)
    assert results["b"].points_per_round == pytest.approx((1 + 3 + 0 + 4 + 5 + 6) / 6)


def test_intervals_narrow_with_more_deals_and_hold_the_mean():
    config = ArenaConfig(("a", "b"), games=2)
    few = [_summary(d, 0, ("a", "b"), (float(d % 2), 1.0 - d % 2), (0, 0)) for d in range(10)]
    many = [_summary(d, 0, ("a", "b"), (float(d % 2), 1.0 - d % 2), (0, 0)) for d in range(400)]
    lo_few, hi_few = summarize(config, few)["a"].win_share_ci95
    lo_many, hi_many = summarize(config, many)["a"].win_share_ci95
    assert lo_few < lo_many < 0.5 < hi_many < hi_few


def test_percentile_is_nearest_rank():
    assert percentile(list(range(1, 101)), 95) == 95
    assert percentile([3.0], 95) == 3.0
    assert percentile([], 95) == 0.0


def test_the_command_prints_a_table_and_a_last_json_line(capsys):
    argv = ["arena", "--seats", "easy,random,random", "--games", "6", "--seed", "3", "--json"]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    payload = json.loads(lines[-1])
    assert payload["games"] == 6
    assert set(payload["results"]) == {"easy", "random"}
    for figures in payload["results"].values():
        assert set(figures) == {
            "win_share",
            "win_share_ci95",
            "points_per_hand",
            "move_ms_p95",
            "faults",
        }
        lo, hi = figures["win_share_ci95"]
        assert 0.0 <= lo <= figures["win_share"] <= hi <= 1.0
    assert any(line.startswith("easy") for line in lines)
    assert "6/6 games" in err  # the progress bar


def test_games_round_up_to_whole_rotations(capsys):
    assert main(["arena", "--seats", "easy,random", "--games", "3", "--single-hand", "--json"]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out.strip().splitlines()[-1])["games"] == 4
    assert "playing 4 games" in err


def test_results_do_not_depend_on_the_number_of_jobs():
    one = ArenaConfig(("normal", "easy", "random"), games=6, seed=5, jobs=1)
    two = ArenaConfig(("normal", "easy", "random"), games=6, seed=5, jobs=2)
    strip = lambda summaries: [(s.specs, s.win, s.totals, s.rounds) for s in summaries]  # noqa: E731
    assert strip(run_games(one)) == strip(run_games(two))


@pytest.mark.parametrize(
    "seats", ["easy", "easy,genius", "easy,easy,easy,easy,easy,easy,easy", "easy,easy@10ms"]
)
def test_bad_seats_are_refused(seats, capsys):
    assert main(["arena", "--seats", seats, "--games", "2"]) == 2
    assert "odin-desktop arena:" in capsys.readouterr().err


def test_an_external_bot_takes_a_seat(capsys):
    example = paths.ROOT / "examples" / "random_bot.py"
    seats = f"cmd:{sys.executable} {example},easy"
    assert main(["arena", "--seats", seats, "--games", "2", "--single-hand", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert payload["results"][f"cmd:{sys.executable} {example}"]["faults"] == 0
