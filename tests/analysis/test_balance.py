"""A seat's balance (analysis/balance.py): each change of its chance goes to what came in
between, so the terms add up to the result."""

from __future__ import annotations

import pytest

from odin_desktop.ai.analyst import Estimate, Valuation
from odin_desktop.analysis.balance import adds_up, balance
from odin_desktop.analysis.plan import DEALT, RESULT, START, STEP, Link


def test_a_rule_chosen_best_valued_lower_leaves_the_chance_where_the_played_one_put_it() -> None:
    # Step 1 passed up a sure move (a missed go-out or race finish) the estimates value lower
    # (0.6) than the move played (0.7): its loss is 0, and the chance after it is 0.7, which
    # the next decision of the same turn (nobody between) starts from.
    chain = [
        Link(START, 0, value=0.5),
        Link(DEALT, 0, key="d0", lucky=True),
        Link(STEP, 0, step=1, others=True),
        Link(STEP, 0, step=2),
        Link(RESULT, 0, value=1.0, others=True),
    ]
    found = {
        1: Valuation((1, 2), {1: 0.7, 2: 0.6}, {}, 2, 1, (2,), {1: 0.01, 2: 0.01}, {2: 0.005}),
        2: Valuation((3, 4), {3: 0.7, 4: 0.65}, {}, 3, 3, (), {3: 0.01, 4: 0.01}, {4: 0.004}),
    }
    sheet = balance(chain, found, {"d0": Estimate(0.6, 0.01)})
    assert sheet.unexplained == pytest.approx(0.0)
    assert sheet.terms["own"] == 0.0 and sheet.terms["luck"] == pytest.approx(0.1)
    assert sheet.terms["others"] == pytest.approx(0.1 + 0.3)
    assert adds_up(sheet.json(4))
