"""ODIN's analyst (ai/odin/analyst.py) in the game review: where the answer is certain."""

from __future__ import annotations

from typing import Any

import pytest
from review_helpers import decision_at, review, small_budgets  # noqa: F401 - a fixture
from review_positions import odin_missed_finish, odin_twin

from odin_desktop import games
from odin_desktop.engine.odin.cards import parse_card
from odin_desktop.engine.odin.moves import make_action
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.records import RecordStep

pytestmark = pytest.mark.usefixtures("small_budgets")


def _action(entry: dict[str, Any]) -> int:
    if entry.get("pass"):
        return 0
    mask = 0
    for code in entry["play"]:
        mask |= 1 << parse_card(code)
    take = entry.get("take")
    return make_action(mask, None if take is None else parse_card(take))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2)])
def test_a_move_that_did_not_go_out_when_it_could_is_a_mistake_or_worse(
    players: int, seed: int
) -> None:
    doc, where = odin_missed_finish(players, seed)
    seat = doc["hands"][0]["moves"][where["move"]]["seat"]
    result = review(doc, seats=(seat,))
    decision = decision_at(result, where)
    assert decision["grade"] in ("mistake", "blunder"), decision
    steps = [s for s in games.game("odin").record_steps(doc) if isinstance(s, RecordStep)]
    observation = steps[where["move"]].observation
    assert isinstance(observation, OdinObservation)
    hand = observation.hand
    assert _action(decision["best"]) == hand  # the better move plays the whole hand: out


def test_a_move_without_a_choice_is_forced_and_every_best_is_legal() -> None:
    doc, _ = odin_missed_finish(4, 2)
    result = review(doc, seats=(0, 1, 2, 3))
    steps = [s for s in games.game("odin").record_steps(doc) if isinstance(s, RecordStep)]
    assert len(result["decisions"]) == len(steps)
    for step, decision in zip(steps, result["decisions"], strict=True):
        legal = set(step.observation.legal)
        assert decision["choices"] == len(legal)
        assert (decision["grade"] == "forced") == (len(legal) == 1)
        assert _action(decision["best"]) in legal
        assert _action(decision["played"]) == step.action
        assert decision["loss"] >= 0
        assert decision["loss"] == 0 or decision["best"] != decision["played"]
        assert 0 <= decision["value_played"] <= decision["value_best"] <= 1


def test_twin_records_that_differ_in_cards_a_seat_never_saw_review_alike_for_it() -> None:
    doc, _ = odin_missed_finish(4, 2)
    twin = odin_twin(doc, seat=0)
    assert review(twin, seats=(0,)) == review(doc, seats=(0,))
    # The swap is seen by the seat that held the card: its review changes.
    deals = zip(doc["hands"][0]["deal"], twin["hands"][0]["deal"], strict=True)
    holder = next(seat for seat, (a, b) in enumerate(deals) if a != b)
    assert review(twin, seats=(holder,)) != review(doc, seats=(holder,))
