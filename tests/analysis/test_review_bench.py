"""`odin-desktop bench review`, run small: one race of Odin's Ravens reviewed twice in this
process at the screenshots' small budgets (the figures are the command's, not the review's
real ones: docs/REVIEW.md has those)."""

from __future__ import annotations

import json

import pytest

from odin_desktop import games
from odin_desktop.ai.analyst import Budgets
from odin_desktop.ai.ravens.analyst import RavensAnalyst
from odin_desktop.cli import main


def test_bench_review_says_the_grades_of_every_decision_and_their_steadiness(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(games.game("ravens"), "default_target", 1)  # a game of one race
    small = Budgets(samples=8, limit=24, forced=4, position=8)
    monkeypatch.setattr(RavensAnalyst, "budgets", small)
    code = main(["bench", "review", "--games", "ravens", "--jobs", "1", "--twice", "--json"])
    assert code == 0
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["ravens"]
    assert figures["seats"] == [0]
    assert figures["decisions"] == sum(figures["grades"].values()) > 0
    assert figures["with_choice"] == figures["decisions"] - figures["grades"]["forced"]
    assert 0 <= figures["stability"]["same_grade"] <= 1
