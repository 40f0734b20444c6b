"""The tutor's question to the analysis (analysis/coach.judge_move): a move that could have
gone out and did not is graded a mistake at least, with going out as the better move."""

from __future__ import annotations

from review_positions import odin_missed_finish

from odin_desktop import games
from odin_desktop.analysis import grades
from odin_desktop.analysis.coach import expert_seconds, judge_move, move_grade
from odin_desktop.engine.odin.moves import PLAY_BITS
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.records import RecordStep


def test_the_tutor_holds_a_move_that_did_not_go_out_and_names_the_one_that_does() -> None:
    doc, where = odin_missed_finish(2, 1)
    steps = [s for s in games.game("odin").record_steps(doc) if isinstance(s, RecordStep)]
    step = steps[where["move"]]
    assert isinstance(step.observation, OdinObservation)
    found = judge_move("odin", step.observation, step.action, seconds=0.3)
    assert found.played == step.action
    assert move_grade(found) in (grades.MISTAKE, grades.BLUNDER)
    assert found.best & PLAY_BITS == step.observation.hand
    going_out = judge_move("odin", step.observation, found.best, seconds=0.3)
    assert move_grade(going_out) == grades.BEST


def test_the_tutor_and_the_hints_take_the_experts_time_for_a_move() -> None:
    for game in ("odin", "ravens"):
        budget = games.game(game).ladder().budgets["expert"]
        assert budget is not None
        assert expert_seconds(game) == budget.ms / 1000
