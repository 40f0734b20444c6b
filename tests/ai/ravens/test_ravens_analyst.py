"""Odin's Ravens' analyst (ai/ravens/analyst.py) in the game review: where the answer is
certain, what is legal, what a seat could not see."""

from __future__ import annotations

from typing import Any

import pytest
from review_helpers import decision_at, review, small_budgets  # noqa: F401 - a fixture
from review_positions import ravens_missed_finish, ravens_race, ravens_twins

from odin_desktop import games
from odin_desktop.ai.ravens.analyst import WorldWorth
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.jsonform import action_from_json
from odin_desktop.engine.records import RecordStep

pytestmark = pytest.mark.usefixtures("small_budgets")


def _action(entry: dict[str, Any], step: RecordStep[Any, Any, Any]) -> int:
    """A decision's notation as the engine's action in its position."""
    if "end" in entry:
        return A.END_LENGTHEN if entry["end"] == "lengthen" else A.END_TURN
    bot_form = {k: v for k, v in entry.items() if k != "add"}  # the cards laid come after
    return action_from_json(bot_form, step.before.race)


@pytest.mark.parametrize("seed", [1, 2])
def test_a_turn_that_could_have_ended_the_race_and_did_not_holds_a_mistake_or_worse(
    seed: int,
) -> None:
    doc, where, seat = ravens_missed_finish(seed)
    result = review(doc, seats=(seat,))
    turn = [
        d for d in result["decisions"] if d["race"] == where["race"] and d["turn"] == where["turn"]
    ]
    assert turn and any(d["grade"] in ("mistake", "blunder") for d in turn), turn
    end = decision_at(result, where)
    assert end["played"] == {"end": "stop"}
    assert "end" not in end["best"]  # the turn goes on: to the last space


def test_every_best_is_legal_and_only_single_choices_are_forced() -> None:
    doc, _, _ = ravens_missed_finish(3)
    result = review(doc, seats=(0, 1))
    steps = [s for s in games.game("ravens").record_steps(doc) if isinstance(s, RecordStep)]
    firsts: dict[tuple[int, tuple[tuple[str, int | None], ...]], RecordStep] = {}
    for step in steps:  # a decision's first step: the choice made (its lays come after)
        firsts.setdefault((step.seat, tuple(step.where.items())), step)
    assert len(result["decisions"]) == len(firsts)
    for decision in result["decisions"]:
        where = {k: decision[k] for k in ("race", "turn", "action")}
        step = firsts[(decision["seat"], tuple(where.items()))]
        game = step.before
        assert game.refusal(_action(decision["best"], step), step.seat) is None
        assert _action(decision["played"], step) == step.action
        assert decision["choices"] == len(set(step.observation.legal))
        forced = decision["grade"] == "forced"
        assert forced == (len(set(step.observation.legal)) == 1 and "lays" not in decision)
        assert decision["loss"] >= 0
        assert 0 <= decision["value_played"] <= decision["value_best"] <= 1


def test_twin_records_that_differ_in_cards_a_seat_never_saw_review_alike_for_it() -> None:
    played, twin = ravens_twins(ravens_race(4), seat=0)
    assert review(twin, seats=(0,)) == review(played, seats=(0,))
    # The changed card is in the other seat's hand: its own review changes.
    assert review(twin, seats=(1,)) != review(played, seats=(1,))


def test_a_world_judged_by_the_estimate_is_worth_a_chance_even_when_sure() -> None:
    """A seat a point from the target with the race as good as won is worth 1 at most (the
    review refused a record of the arena whose worlds were worth 1.0000000001)."""
    worth = WorldWorth(0, (11, 0), 12)
    assert all(0.0 <= w <= 1.0 for w in worth.worths)
    assert worth.worths[-1] == pytest.approx(1.0)

def test_a_turns_losses_add_up_to_what_the_turn_gave_away() -> None:
    # Two actions of one turn: 1 (planned on as plan P, worth 0.50) against 2 (plan Q,
    # 0.60); then, after 1, the next decision finds plan R worth 0.58 and plays P's way
    # on (0.50). The first action lost 0.60 - 0.58 (it still reached R), the second
    # 0.58 - 0.50: together what the turn gave away, 0.10, not 0.10 + 0.08.
    from types import SimpleNamespace

    from odin_desktop.ai.analyst import Valuation
    from odin_desktop.ai.halving import Judged
    from odin_desktop.ai.ravens.analyst import carried

    plans = {"P": (1, 7), "Q": (2, 9), "R": (1, 8)}
    judged: Judged[tuple[int, ...]] = Judged()
    judged.add(list(plans.values()))
    for world, noise in enumerate((0.01, -0.01, 0.02, -0.02)):
        for name, worth in (("P", 0.50), ("Q", 0.60), ("R", 0.58)):
            judged.values[plans[name]].append(worth + noise)
            judged.worlds[plans[name]].append(world)
    first = SimpleNamespace(plans={1: plans["P"], 2: plans["Q"]})
    second = SimpleNamespace(plans={7: plans["P"], 8: plans["R"]})
    found = [
        Valuation((1, 2), {1: 0.50, 2: 0.60}, {}, 2, 1, paired={1: 0.0, 2: 0.0}),
        Valuation((7, 8), {7: 0.50, 8: 0.58}, {}, 8, 7, paired={7: 0.0, 8: 0.0}),
    ]
    one, two = carried([first, second], found, judged, 0.01)  # type: ignore[list-item]
    assert one.value_played == pytest.approx(0.58) and one.best == 2
    assert one.loss == pytest.approx(0.02) and two.loss == pytest.approx(0.08)
    best, played = found[0].value_best, found[1].value_played
    assert best is not None and played is not None
    assert one.loss + two.loss == pytest.approx(best - played)
    assert one.paired[2] == pytest.approx(0.0)  # Q and R differ by the same in every world
