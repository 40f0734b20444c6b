"""Sequential halving with doubts settled (ai/halving.py), on candidates of known worth."""

from __future__ import annotations

import random

from odin_desktop.ai.halving import Contest, Precision, race

WORTH = {"a": 0.50, "b": 0.58, "c": 0.30, "d": 0.10, "e": 0.575}


def noisy(spread: float):
    """Judge a candidate in a world: its worth plus the world's noise (the same for all
    candidates in one world, as common random numbers give) and a little of its own."""

    def judge(key: str, world: tuple[float, random.Random]) -> float:
        shared, rng = world
        return WORTH[key] + shared + rng.gauss(0.0, spread)

    return judge


def sample(rng: random.Random) -> tuple[float, random.Random]:
    return rng.gauss(0.0, 0.2), random.Random(rng.getrandbits(32))


def test_the_best_found_is_the_best_and_the_played_one_is_kept_to_the_end() -> None:
    contest = Contest(["a", "b", "c", "d"], played="d")
    [verdict] = race([contest], sample, noisy(0.01), 400, random.Random(1), Precision(0.01))
    assert verdict.best == "b"
    most = max(verdict.samples.values())
    assert verdict.samples["d"] == most == verdict.samples["b"]  # both raced to the end
    assert verdict.samples["c"] < most  # dropped on the way
    assert verdict.values["b"] - verdict.values["d"] > 0.4


def test_values_within_the_margin_go_to_the_played_then_to_the_preferred() -> None:
    # e is worth 0.005 less than b: within a 0.01 margin they are the same.
    contest = Contest(["e", "b", "a"], played=None)
    [verdict] = race([contest], sample, noisy(0.0), 300, random.Random(2), Precision(0.01))
    assert verdict.best == "e"  # the preferred of the two
    contest = Contest(["b", "e", "a"], played="e")
    [verdict] = race([contest], sample, noisy(0.0), 300, random.Random(2), Precision(0.01))
    assert verdict.best == "e"  # the played one, as good as the best


def test_a_loss_near_a_bound_is_sampled_on_until_its_side_is_clear() -> None:
    # b - a = 0.08, near a bound at 0.075: noisy judgements leave it in doubt at first.
    contest = Contest(["a", "b"], played="a")
    loose = Precision(0.01, (0.075,), limit=0)
    strict = Precision(0.01, (0.075,), limit=40_000)
    [few] = race([contest], sample, noisy(0.05), 100, random.Random(3), loose)
    [many] = race([contest], sample, noisy(0.05), 100, random.Random(3), strict)
    assert few.samples["a"] == 50
    # One standard error of the difference (0.07 / sqrt(n)) fits within 0.005 of the bound
    # from n = 200 on.
    assert many.samples["a"] >= 200
    assert abs(many.values["b"] - many.values["a"] - 0.08) < 0.015


def test_decisions_sharing_a_candidate_share_its_worlds() -> None:
    first = Contest(["a", "b"], played="a")
    second = Contest(["b", "c", "d"], played="b")
    verdicts = race([first, second], sample, noisy(0.0), 300, random.Random(4), Precision(0.01))
    assert [v.best for v in verdicts] == ["b", "b"]
    assert verdicts[0].values["b"] == verdicts[1].values["b"]
