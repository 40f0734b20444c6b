"""The tutor and the coach's hints at every table, the tests' High Card's too
(scenes/table_model.py, table_advice.py): a move the analysis grades a mistake or worse waits
for "Play yours anyway / Take it back", a good one is played as soon as it is judged, Take it
back leaves the position as it was, and the frame never waits for the analysis (it thinks on
a worker thread)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from third_game.model import HighCardTableModel, Played
from third_game.session import HighCardController, HighCardSetup

from odin_desktop.ai.analyst import Valuation
from odin_desktop.app.settings import Settings
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take
from odin_desktop.engine.ravens import actions as A
from odin_desktop.scenes.odin.model import Moved, OdinTableModel
from odin_desktop.scenes.ravens.model import Acted, RavensTableModel
from odin_desktop.scenes.table_advice import TableAdvisor
from odin_desktop.scenes.table_model import TableModel, TutorAsks
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup

DT = 0.05
OPTIONS: dict[str, Any] = {"ai_speed": "fast", "warn_whole_hand": False, "read_only": True}


def odin_model(**settings: Any) -> TableModel[Any]:
    setup = OdinSetup((SeatSetup("You"), SeatSetup("Astrid", "easy")), seed=5, single_hand=True)
    return OdinTableModel(OdinController(setup, None), Settings(**{**OPTIONS, **settings}))


def ravens_model(**settings: Any) -> TableModel[Any]:
    seats = (SeatSetup("You"), SeatSetup("Astrid", "easy"))
    setup = RavensSetup(seats, seed=5, first=0)
    return RavensTableModel(RavensController(setup, None), Settings(**{**OPTIONS, **settings}))


def odin_move(model: Any) -> int:
    """A move of the player's through the table's intents: a pass, or the first lead."""
    legal = model.controller.legal_actions()
    if PASS in legal:
        model.pass_turn()
        return PASS
    play = next(a for a in legal if action_take(a) is None)
    model.try_play(play & PLAY_BITS)
    return play


def ravens_move(model: Any) -> int:
    model.end_turn(False)
    return A.END_TURN


def highcard_model(**settings: Any) -> TableModel[Any]:
    """High Card, the tests' third game (`third_game`): its model on the same base."""
    setup = HighCardSetup((SeatSetup("You"), SeatSetup("Astrid", "easy")), seed=5)
    controller = HighCardController(setup, None)
    return HighCardTableModel(controller, Settings(**{**OPTIONS, **settings}))


def highcard_move(model: Any) -> int:
    card = model.hand()[0]
    model.play(card)
    return int(card)


GAMES = {
    "odin": (odin_model, odin_move, Moved),
    "ravens": (ravens_model, ravens_move, Acted),
    "highcard": (highcard_model, highcard_move, Played),
}


def to_the_players_turn(model: TableModel[Any]) -> None:
    model.start()
    for _ in range(400):
        if model.human_turn:
            return
        model.update(DT, animating=False, on_top=True)
    raise AssertionError("the player never got a turn")


def judged(loss: float) -> Callable[[Any, int | None, float], Valuation]:
    """An analysis that finds the played move ``loss`` worse than another legal one."""

    def ask(obs: Any, action: int | None, _seconds: float) -> Valuation:
        assert action is not None
        other = next(a for a in obs.legal if a != action)
        best = other if loss else action
        values = {action: 0.5, other: 0.5 + loss}
        return Valuation(tuple(obs.legal), values, {}, best, action)

    return ask


def tutored(
    game: str, judge: Callable[..., Valuation]
) -> tuple[TableModel[Any], Callable[..., int]]:
    make, move, _event = GAMES[game]
    model = make(tutor=True)
    to_the_players_turn(model)
    model._advisor = TableAdvisor(None, 0.1, model._advise, judge_ask=judge)
    return model, move


def frames_until(model: TableModel[Any], done: Callable[[list[Any]], bool]) -> list[Any]:
    events: list[Any] = []
    for _ in range(200):
        model.update(DT, animating=False, on_top=True)
        events += model.take_events()
        if done(events):
            return events
        time.sleep(0.005)  # the worker thread answers
    raise AssertionError(f"nothing came: {events}")


@pytest.mark.parametrize("game", list(GAMES))
def test_a_blunder_waits_and_take_it_back_leaves_the_position_as_it_was(game: str) -> None:
    model, move = tutored(game, judged(0.2))
    seat = model.controller.to_move
    before = model.controller.observe(seat)
    held = move(model)
    assert model.tutor_holds and model.controller.observe(seat) == before
    events = frames_until(model, lambda e: any(isinstance(x, TutorAsks) for x in e))
    [ask] = [e for e in events if isinstance(e, TutorAsks)]
    assert "Odin's move: " in ask.question and "20%" in ask.question
    said = ask.question.split("Odin's move: ")[1]
    assert not said.lower().startswith(("play play", "odin")), ask.question
    assert model.controller.observe(seat) == before  # nothing was played
    model.tutor_answer(play_anyway=False)
    assert not model.tutor_holds and model.human_turn
    assert model.controller.observe(seat) == before
    assert "taken back" in model.status()[0]
    # Asked again, the player may play it anyway.
    assert move(model) == held
    frames_until(model, lambda e: any(isinstance(x, TutorAsks) for x in e))
    model.tutor_answer(play_anyway=True)
    assert model.controller.observe(seat) != before
    assert any(isinstance(e, GAMES[game][2]) for e in model.take_events())


@pytest.mark.parametrize("game", list(GAMES))
def test_a_good_move_is_played_as_soon_as_it_is_judged(game: str) -> None:
    model, move = tutored(game, judged(0.0))
    seat = model.controller.to_move
    before = model.controller.observe(seat)
    move(model)
    events = frames_until(model, lambda e: any(isinstance(x, GAMES[game][2]) for x in e))
    assert not any(isinstance(e, TutorAsks) for e in events)
    assert model.controller.observe(seat) != before and not model.tutor_holds


class Thinking:
    """An analysis that thinks until the test lets it answer (or ``GATE`` seconds pass): a
    frame that waited for its answer would return only once it has answered, so a frame
    returned while it still thinks did not wait for it, however slow the machine."""

    GATE = 10.0

    def __init__(self, answer: Callable[..., Valuation]) -> None:
        self.answer = answer
        self.go, self.started, self.answered = (
            threading.Event(),
            threading.Event(),
            threading.Event(),
        )

    def __call__(self, *args: Any) -> Valuation:
        self.started.set()
        try:
            self.go.wait(self.GATE)
            return self.answer(*args)
        finally:
            self.answered.set()

    def frames_return_while_it_thinks(self, model: TableModel[Any], frames: int = 20) -> None:
        assert self.started.wait(self.GATE), "the analysis was never asked"
        for _ in range(frames):
            model.update(DT, animating=False, on_top=True)
            assert not self.answered.is_set(), "the frame waited for the analysis"
            assert model.next_wake(False, True) is not None  # the loop looks again soon


@pytest.mark.parametrize("game", list(GAMES))
def test_the_frame_never_waits_for_the_analysis(game: str) -> None:
    slow = Thinking(judged(0.0))
    model, move = tutored(game, slow)
    seat = model.controller.to_move
    before = model.controller.observe(seat)
    move(model)
    slow.frames_return_while_it_thinks(model)
    assert model.controller.observe(seat) == before and model.tutor_holds
    slow.go.set()
    frames_until(model, lambda e: any(isinstance(x, GAMES[game][2]) for x in e))


@pytest.mark.parametrize("game", list(GAMES))
def test_without_the_tutor_a_move_is_played_at_once(game: str) -> None:
    make, move, event = GAMES[game]
    model = make(tutor=False)
    to_the_players_turn(model)
    model.take_events()
    move(model)
    assert any(isinstance(e, event) for e in model.take_events())


@pytest.mark.parametrize("game", list(GAMES))
def test_the_coach_hint_names_the_move_and_why_once_the_worker_answers(game: str) -> None:
    make, _move, _event = GAMES[game]
    model = make(coach_hints=True)
    to_the_players_turn(model)

    def answer(obs: Any, _action: int | None, _seconds: float) -> Valuation:
        best = obs.legal[-1]
        return Valuation(tuple(obs.legal), {best: 0.5}, {}, best)

    hint = Thinking(answer)
    model._advisor = TableAdvisor(None, 0.1, model._advise, hint_ask=hint)
    model.hint()
    hint.frames_return_while_it_thinks(model, frames=1)
    assert model.status()[0].startswith("Odin is thinking")
    hint.go.set()
    frames_until(model, lambda _e: model.status()[0].startswith("Hint: "))
    said = model.status()[0]
    assert ": " in said.removeprefix("Hint: ")  # the move, then why


@pytest.mark.parametrize("game", list(GAMES))
def test_a_held_move_is_dropped_when_the_position_moved_on(game: str) -> None:
    model, move = tutored(game, judged(0.0))
    held = move(model)
    other = next(a for a in model.controller.legal_actions() if a != held)
    model.apply(other)  # the position changes under the held move (as an undo would)
    played = len(model.take_events())
    for _ in range(100):
        model.update(DT, animating=False, on_top=False)  # covered: the bots wait
        if not model.tutor_holds:
            break
        time.sleep(0.005)
    assert not model.tutor_holds
    assert not any(isinstance(e, (GAMES[game][2], TutorAsks)) for e in model.take_events())
    assert played  # only the other move was played
