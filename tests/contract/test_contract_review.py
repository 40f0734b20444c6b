"""The game review, for every registered game: a finished single round of random play is
reviewed through the game's analyst (`GameEntry.analyst`) into the review's document, and the
document keeps its promises whatever the game — each decision of the reviewed seats graded,
the one-choice ones `forced`, every `best` legal where it was decided, no loss below zero,
values and accuracy in range, luck for each seat."""

from __future__ import annotations

import json
from typing import Any

import pytest
from contract_play import names, random_game

from odin_desktop.ai.analyst import Budgets
from odin_desktop.analysis import grades
from odin_desktop.analysis.balance import adds_up
from odin_desktop.analysis.review import Review, ReviewSettings
from odin_desktop.engine.records import decisions
from odin_desktop.games.entry import GameEntry

TINY = Budgets(samples=4, limit=8, forced=2, position=4)  # checks of shape, not of precision


@pytest.fixture
def tiny_budgets(entry: GameEntry, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(entry.analyst()), "budgets", TINY)


def step_keys(firsts: dict[tuple[tuple[str, object], ...], Any]) -> list[str]:
    """The names of a decision's place in the record (ODIN: hand, move; Ravens: race, turn,
    action)."""
    return [key for key, _ in next(iter(firsts))]


@pytest.mark.usefixtures("tiny_budgets")
def test_a_finished_round_is_reviewed_into_a_sound_document(entry: GameEntry) -> None:
    game, _ = random_game(entry, 3, entry.min_players, single_round=True)
    assert game.over
    doc = json.loads(json.dumps(entry.record_of(game, names(game))))
    result: dict[str, Any] = Review(doc, ReviewSettings(seats=(0,), workers=1, keep=False)).run()
    assert result["ok"] is True and result["complete"] is True
    assert result["format"] == entry.record_format and result["seats"] == [0]
    # A decision is the first of the seat's steps at one place of the record: the cards
    # a decision draws and lays are steps at its place too.
    firsts: dict[tuple[tuple[str, object], ...], Any] = {}
    for step in decisions(iter(entry.record_steps(doc))):
        if step.seat == 0:
            firsts.setdefault(tuple(sorted(step.where.items())), step)
    reviewed = result["decisions"]
    assert len(reviewed) == len(firsts) > 0
    analyst = entry.analyst()
    for decision in reviewed:
        step = firsts[tuple(sorted((k, decision[k]) for k in step_keys(firsts)))]
        legal = set(step.before.legal_actions())
        assert decision["grade"] in grades.GRADES
        assert decision["loss"] >= 0
        if len(legal) == 1:
            assert decision["grade"] == grades.FORCED
        named = [analyst.notation(step.observation, a) for a in legal]
        assert decision["best"] == decision["played"] or decision["best"] in named, step.where
        for key in ("value_played", "value_best"):
            assert decision[key] is None or 0.0 <= decision[key] <= 1.0
        # Version 1.1: the loss's error, the grade that respects it, the candidates.
        assert decision["loss_se"] >= 0
        if grades.GRADES.index(decision["grade"]) > grades.GRADES.index(grades.GOOD):
            assert decision["loss"] >= 2 * decision["loss_se"] or decision["grade"] == "mistake"
        candidates = decision["candidates"]
        assert 1 <= len(candidates) <= 5
        assert [c.get("played", False) for c in candidates].count(True) == 1
        played = next(c for c in candidates if c.get("played"))
        assert played["decision"] == decision["played"]
        assert candidates[0]["decision"] in (decision["best"], decision["played"])
        for candidate in candidates:
            assert candidate["decision"] in named or candidate is played
            assert 0 <= candidate["value"] <= 1 and candidate["se"] >= 0
    assert 0 <= result["accuracy"]["0"] <= 100
    assert isinstance(result["luck"]["0"], float)
    assert result["version"] == "1.1"
    sheet = result["balance"]["0"]
    assert set(sheet) == {"start", "luck", "own", "others", "result", "se"}
    assert sheet["luck"] == result["luck"]["0"]
    own = -sum(d["loss"] for d in reviewed)
    assert abs(sheet["own"] - own) < 1e-3
    assert sheet["result"] in (0.0, 1.0, 0.5)
    assert adds_up(sheet), (sheet, result["rounds"])
