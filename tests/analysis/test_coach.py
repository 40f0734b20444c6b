"""The coach's question (analysis/coach.py): candidates valued from an observation."""

from __future__ import annotations

from odin_desktop import games
from odin_desktop.ai.ravens.planned import is_legal
from odin_desktop.analysis.coach import value_candidates
from odin_desktop.engine.odin.moves import PLAY_BITS
from odin_desktop.engine.ravens.observation import RavensObservation


def test_the_coach_values_the_candidates_asked_and_names_the_best() -> None:
    game = games.game("odin").new_game(2, seed=3, single_round=True)
    game.start_round()
    seat = game.to_move
    assert seat is not None, "a round under way has a seat to move"
    obs = game.observe(seat)
    asked = list(obs.legal[:3])
    found = value_candidates("odin", obs, asked, seconds=0.3)
    assert set(found.values) == set(asked)
    assert found.best in asked
    assert found.played is None
    assert all(0 <= v <= 1 for v in found.values.values())
    everything = value_candidates("odin", obs, None, seconds=0.3)
    assert set(everything.values) == {a for a in obs.legal}
    assert all(a & PLAY_BITS for a in everything.values)  # a leader cannot pass


def test_the_coach_answers_for_odins_ravens_too() -> None:
    game = games.game("ravens").new_game(2, seed=3, single_round=True)
    game.start_round()
    seat = game.to_move
    assert seat is not None, "a round under way has a seat to move"
    obs = game.observe(seat)
    assert isinstance(obs, RavensObservation)
    found = value_candidates("ravens", obs, None, seconds=0.5)
    assert found.best in found.values
    assert all(is_legal(action, obs) for action in found.values)
