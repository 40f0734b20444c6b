"""Sequential halving with doubts settled (ai/halving.py), on candidates of known worth."""

from __future__ import annotations

import json
import random

from odin_desktop.ai.analyst import Valuation
from odin_desktop.ai.halving import BATCH, Contest, Precision, Verdict, race
from odin_desktop.analysis.jobs import valuation_from_json, valuation_json

WORTH = {"a": 0.50, "b": 0.58, "c": 0.30, "d": 0.10, "e": 0.575, "f": 0.56}


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


def test_every_value_carries_its_error_and_its_difference_from_the_played_a_smaller_one() -> None:
    # The worlds' shared noise (0.2) is in every value; the difference from the played one
    # sees only each candidate's own (0.01): its standard error is far smaller.
    contest = Contest(["a", "b", "c"], played="a")
    [verdict] = race([contest], sample, noisy(0.01), 600, random.Random(5), Precision(0.01))
    assert set(verdict.errors) == set(verdict.values) == set(verdict.paired)
    n = verdict.samples["a"]
    assert 0.1 / n**0.5 < verdict.errors["a"] < 0.3 / n**0.5
    assert verdict.paired["a"] == 0.0
    assert 0.0 < verdict.paired["b"] < 0.03 / n**0.5 < verdict.errors["b"]


def test_a_loss_that_would_matter_is_sampled_on_until_it_clears_its_noise() -> None:
    # b - a = 0.08 with a noisy difference (spread 0.5 each): after 50 worlds its standard
    # error is about 0.1, so the loss is within its noise; with `significance` the race
    # samples on until it is twice its error (about 4 * 0.7**2 / 0.08**2 = 300 worlds).
    contest = Contest(["a", "b"], played="a")
    plain = Precision(0.01, (0.025,), limit=10_000)
    strict = Precision(0.01, (0.025,), limit=10_000, significance=2.0)
    [few] = race([contest], sample, noisy(0.5), 100, random.Random(6), plain)
    [many] = race([contest], sample, noisy(0.5), 100, random.Random(6), strict)
    lead = many.values["b"] - many.values["a"]
    assert many.samples["a"] > few.samples["a"]
    assert lead >= 2.0 * many.paired["b"]


def _near_tie(seed: int, extra: int, played: str = "a") -> Verdict[str]:
    # b (0.58) and f (0.56) lead, 0.02 apart; a (0.50) played: an error (0.025 bound) whose
    # better decision is a near tie while the difference's error (0.14 / sqrt(worlds)) is
    # above 0.01.
    contest = Contest(["a", "b", "f", "c"], played=played)
    precision = Precision(0.01, (0.025,), limit=10_000, significance=2.0, extra=extra)
    [verdict] = race([contest], sample, noisy(0.1), 120, random.Random(seed), precision)
    return verdict


def test_an_errors_near_tied_better_decisions_are_sampled_on_until_the_best_stands_apart() -> None:
    plain = [_near_tie(seed, 0) for seed in range(6)]
    more = [_near_tie(seed, 20_000) for seed in range(6)]
    assert all(v.tied for v in plain)  # not told apart at the budget
    assert {v.best for v in plain} == {"b", "f"}  # so the better decision named varies
    assert [v.best for v in more] == ["b"] * 6
    assert all(not v.tied for v in more)
    for few, many in zip(plain, more, strict=True):
        assert many.samples["b"] == many.samples["f"] == many.samples["a"] > few.samples["a"]


def test_a_near_tie_left_when_the_extra_judgements_are_spent_is_named() -> None:
    few, some = _near_tie(0, 0), _near_tie(0, 300)
    assert some.tied == ["f"] and some.best == "b"
    # b, f and a race on: 300 judgements are 100 worlds, counted between batches.
    assert few.samples["a"] < some.samples["a"] <= few.samples["a"] + 300 // 3 + BATCH


def test_no_more_worlds_when_the_played_decision_is_no_error_or_is_the_best() -> None:
    for played in ("f", "b"):  # f: 0.02 below b, under the inaccuracy's 0.025
        assert _near_tie(1, 20_000, played).samples == _near_tie(1, 0, played).samples


def test_a_near_tie_is_kept_with_the_valuation_as_the_cache_keeps_it() -> None:
    kept = Valuation((1, 2, 3), {1: 0.5, 2: 0.58, 3: 0.56}, {}, 2, 1, tied=(3,))
    assert valuation_from_json(json.loads(json.dumps(valuation_json(kept)))).tied == (3,)
