"""A turn that let a winning race finish go is marked by the review, in every form of the
finish (`ai/ravens/finish.py`; the measurement is `devtools/ai/missed_finish.py`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from review_helpers import small_budgets  # noqa: F401 - a fixture

from devtools.ai import missed_finish
from odin_desktop.ai.ravens.finish import let_go
from odin_desktop.engine.ravens import actions as A

FLY, STORE = 1 << 20 | A.FLY, 2 << 20 | A.STORE


def test_the_decision_that_lets_the_last_finish_go_is_the_one_marked() -> None:
    # A store that keeps the finish, then the end of the turn with the finish still there.
    assert let_go([[FLY], [FLY]], [STORE, A.END_TURN]) == [False, True]
    # A store that spends the card the finish needed: the store let it go.
    assert let_go([[FLY], []], [STORE, A.END_TURN]) == [True, False]
    # The finish taken, or never there.
    assert let_go([[FLY]], [FLY]) == [False]
    assert let_go([[], []], [STORE, A.END_TURN]) == [False, False]


@pytest.mark.usefixtures("small_budgets")
def test_every_form_of_a_missed_finish_is_seen(tmp_path: Path) -> None:
    fixtures = missed_finish.build(per_form=1, seed=1)
    forms = {form for fixture in fixtures for form in fixture.forms}
    assert forms == set(missed_finish.FORMS)
    missed_finish.write(fixtures, tmp_path)
    result = missed_finish.measure(missed_finish.read(tmp_path), deep=False, seed=0)
    assert result["forms"]["all"]["share"] == 1.0, result["not_caught"]
    for fixture in fixtures:
        decisions = missed_finish.review_turn(fixture, missed_finish.budgets_of(False), 0)
        marked = [d for d in decisions if d["grade"] in ("mistake", "blunder")]
        assert marked and all(d["best"].get("act") in ("fly", "odin") for d in marked)
