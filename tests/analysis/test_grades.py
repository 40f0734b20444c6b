"""The grades and accuracy of the review (analysis/grades.py): thresholds and formula."""

from __future__ import annotations

import pytest

from odin_desktop.analysis import grades


@pytest.mark.parametrize(
    ("loss", "expected"),
    [
        (0.0, "best"),
        (0.0099, "best"),
        (0.01, "good"),
        (0.0249, "good"),
        (0.025, "inaccuracy"),
        (0.0499, "inaccuracy"),
        (0.05, "mistake"),
        (0.0999, "mistake"),
        (0.10, "blunder"),
        (0.9, "blunder"),
    ],
)
def test_a_loss_falls_in_one_grade_by_the_thresholds(loss: float, expected: str) -> None:
    assert grades.grade(loss) == expected


def test_one_legal_choice_is_forced_whatever_the_loss() -> None:
    assert grades.grade(0.0, forced=True) == "forced"
    assert grades.grade(0.3, forced=True) == "forced"


def test_the_analysts_are_asked_to_tell_the_thresholds_apart() -> None:
    assert grades.BOUNDS == (grades.SAME, 0.025, 0.05, 0.10)
    assert list(grades.BOUNDS) == sorted(grades.BOUNDS)


def test_accuracy_is_100_without_loss_and_halves_at_each_tenth_lost() -> None:
    assert grades.decision_accuracy(0.0) == 100.0
    assert grades.decision_accuracy(0.10) == pytest.approx(50.0)
    assert grades.decision_accuracy(0.20) == pytest.approx(25.0)
    assert grades.accuracy([0.0, 0.10]) == pytest.approx(75.0)
    assert grades.accuracy([]) is None


def test_mistakes_and_blunders_are_the_errors() -> None:
    assert [g for g in grades.GRADES if grades.is_error(g)] == ["mistake", "blunder"]


def test_a_loss_within_twice_its_error_is_no_worse_than_good() -> None:
    assert grades.grade(0.06, loss_se=0.02) == "mistake"  # three errors: real
    assert grades.grade(0.06, loss_se=0.031) == "good"  # under two: it may be noise
    assert grades.grade(0.20, loss_se=0.11) == "good"
    assert grades.grade(0.005, loss_se=0.01) == "best"
    assert grades.grade(0.03, loss_se=0.0) == "inaccuracy"


def test_passing_up_going_out_stays_a_mistake_however_noisy_the_estimate() -> None:
    assert grades.grade(0.01, missed_sure=True, loss_se=0.05) == "mistake"
