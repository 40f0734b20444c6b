"""Autosave and Continue for Odin's Ravens: the exact position comes back at every kind of
point (mid-turn, while a drawn card waits to be laid, between races), the game goes on with
the same cards, and a save that was changed is refused in plain words."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame
import pytest
from ravens_table_driver import click, key, make_app, settle, step

from odin_desktop.app import autosave
from odin_desktop.engine.ravens import LAY, RavensGame
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import codes_of, turned
from odin_desktop.scenes.handover import HandoverScene
from odin_desktop.scenes.ravens import screens
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.scenes.record_viewer import RecordViewerScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.resume import check_save, controller_from_record
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.saved import SaveInvalid
from odin_desktop.session.setup import SeatSetup


class FakeApp:
    def __init__(self) -> None:
        self.notices: list[str] = []
        self.warnings: list[str] = []
        self.autosaver = autosave.Autosaver(self.warnings.append)


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:  # noqa: ANN001
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    autosave._checked.clear()
    return tmp_path


def new_controller(
    seed: int = 11, seats: tuple[SeatSetup, SeatSetup] | None = None
) -> RavensController:
    seats = seats or (SeatSetup("Ana"), SeatSetup("Bo", "normal"))
    return RavensController(RavensSetup(seats, seed=seed), host_factory=None)


def choose(controller: RavensController, rng: random.Random) -> int:
    """A random legal action, ending the turn a quarter of the time (games finish)."""
    actions = controller.legal_actions()
    if rng.random() < 0.25 and A.is_end(actions[0]):
        return actions[rng.randrange(2 if A.END_LENGTHEN in actions else 1)]
    return rng.choice(actions)


def play_until(controller: RavensController, rng: random.Random, done: Callable[[], bool]) -> None:
    for _ in range(20_000):
        if done() or controller.game.over:
            return
        if controller.needs_round:
            controller.start_round()
        controller.play(choose(controller, rng))
    raise AssertionError("the point was never reached")


def state_of(game: RavensGame) -> tuple:  # noqa: ANN401
    race = game.race
    assert race is not None
    return (
        tuple(game.totals),
        tuple(race.row),
        tuple(race.positions),
        race.marker,
        tuple(race.hands),
        tuple(race.stacks),
        tuple(race.supplies),
        tuple(race.discards),
        tuple(race.magic_rows),
        race.deck,
        tuple(race.under),
        race.turn,
        race.used_hand,
        race.used_stack,
        race.phase,
        race.pending,
        tuple(race.turn_actions),
    )


def save_and_load(controller: RavensController) -> RavensController:
    app = FakeApp()
    assert app.autosaver.save(controller) is None
    autosave.flush()
    assert autosave.has_save("ravens", app.notices), app.notices
    return controller_from_record(autosave.load_autosave("ravens"), None)


def same_future(original: RavensController, resumed: RavensController, seed: int) -> None:
    """The same actions from here give the same game: every card drawn is the same."""
    first, second = random.Random(seed), random.Random(seed)
    for _ in range(400):
        if original.game.over:
            break
        for controller, rng in ((original, first), (resumed, second)):
            if controller.needs_round:
                controller.start_round()
            controller.play(choose(controller, rng))
        assert state_of(resumed.game) == state_of(original.game)
    assert resumed.game.scores == original.game.scores


POINTS: dict[str, Callable[[RavensController], bool]] = {
    "mid-turn": lambda c: (
        c.race is not None and len(c.race.turn_actions) >= 2 and c.race.phase != LAY
    ),
    "lengthening, waiting to lay": lambda c: (
        c.race is not None and c.race.phase == LAY and c.race.lay_ends_turn
    ),
    "an extend, its first card waiting": lambda c: (
        c.race is not None
        and c.race.phase == LAY
        and A.action_type(c.race.turn_actions[-1]) == A.EXTEND
    ),
    "an extend, its second card waiting": lambda c: (
        c.race is not None
        and c.race.phase == LAY
        and A.action_type(c.race.turn_actions[-1]) == A.LAY
    ),
    "between races": lambda c: c.needs_round and bool(c.game.races),
    "a later race": lambda c: (
        len(c.game.races) >= 2 and c.race is not None and len(c.race.log) >= 3
    ),
}


@pytest.mark.parametrize("point", list(POINTS))
def test_continue_resumes_the_exact_position_and_the_cards_to_come(data, point: str) -> None:
    for seed in range(40):  # some seeds never reach some points soon: the next one does
        original = new_controller(seed)
        rng = random.Random(seed)
        try:
            play_until(original, rng, partial(POINTS[point], original))
        except AssertionError:
            continue
        if original.game.over:
            continue
        break
    else:
        raise AssertionError(f"no game reached {point}")
    resumed = save_and_load(original)
    assert resumed.setup == original.setup
    if original.needs_round:
        assert resumed.needs_round and resumed.game.totals == original.game.totals
        resumed.start_round()
        original.start_round()
    assert state_of(resumed.game) == state_of(original.game)
    assert resumed.legal_actions() == original.legal_actions()
    same_future(original, resumed, seed)


# ---------------------------------------------------------------------- changed saves


def _swap_first_hands(doc: dict) -> None:
    hands = doc["races"][0]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]


def _changed_draw(doc: dict) -> None:
    """A card drawn at the end of a turn replaced by another one of the same seat's cards."""
    for turn in doc["races"][0]["turns"]:
        draw = turn.get("end", {}).get("draw")
        if draw:
            draw[0] = "O4" if draw[0] != "O4" else "O3"
            return
    raise AssertionError("no draw to change")


def _changed_lengthening(doc: dict) -> None:
    for turn in doc["races"][0]["turns"]:
        end = turn.get("end")
        if end and end["lengthen"]:
            # Another card (laying the same card turned round is a choice the rules allow).
            end["lengthen"] = "LS" if set(end["lengthen"]) != {"L", "S"} else "FM"
            return
    raise AssertionError("no lengthening to change")


def _illegal_action(doc: dict) -> None:
    doc["races"][0]["turns"][0]["actions"].insert(0, {"act": "fly", "cards": ["h:O1"]})


CHANGES: dict[str, Callable[[dict], None]] = {
    "first hands swapped": _swap_first_hands,
    "a drawn card changed": _changed_draw,
    "a laid card changed": _changed_lengthening,
    "an illegal action": _illegal_action,
    "another seed": lambda doc: doc.update(seed=doc["seed"] + 1),
    "no seed": lambda doc: doc.pop("seed"),
    "no seats": lambda doc: doc.pop("seats"),
    "an unknown bot": lambda doc: doc["seats"][1].update(kind="godlike"),
    "a renamed seat": lambda doc: doc["seats"][0].update(name="Mallory"),
    "a pending lay that was never drawn": lambda doc: doc.update(
        pending=[{"act": "end", "lengthen": True}, {"lay": "FM"}, {"lay": "MF"}]
    ),
    "pending junk": lambda doc: doc.update(pending=[{"act": "fly"}]),
}


def _lengthened_game() -> RavensController:
    """A game some turns in, with a lengthening and draws in its first race."""
    for seed in range(50):
        controller = new_controller(seed)
        enough = lambda c=controller: c.race is not None and len(c.race.log) >= 8  # noqa: E731
        play_until(controller, random.Random(seed), enough)
        race = controller.game.races[0]
        if any(A.END_LENGTHEN in actions for _s, actions, _d, _e in race.log):
            return controller
    raise AssertionError("no game lengthened its paths")


@pytest.mark.parametrize("change", list(CHANGES))
def test_a_changed_save_is_refused_in_plain_words_and_set_aside(data, change: str) -> None:
    doc = _lengthened_game().record()
    CHANGES[change](doc)
    with pytest.raises(SaveInvalid) as refused:
        check_save(json.loads(json.dumps(doc)))
    assert "Traceback" not in str(refused.value) and str(refused.value)
    (data / "autosave-ravens.json").write_text(json.dumps(doc))
    app = FakeApp()
    assert not autosave.has_save("ravens", app.notices)
    said = "Your saved game of Odin's Ravens could not be continued"
    assert app.notices and app.notices[0].startswith(said)
    assert list(data.glob("autosave-ravens.json.corrupt-*"))


# ---------------------------------------------------------------------- the table resumed


def test_a_table_resumed_while_a_card_waits_shows_it_and_lays_it(data) -> None:
    original = new_controller(3, (SeatSetup("You"), SeatSetup("Bo", "normal")))
    rng = random.Random(3)
    play_until(
        original,
        rng,
        lambda: (
            original.race is not None and original.race.phase == LAY and original.race.turn == 0
        ),
    )
    assert original.race is not None, "a race under way"
    drawn = original.race.pending
    app = make_app()
    original_doc = json.loads(json.dumps(original.record()))
    screens.TABLE.resume(app, original_doc)
    app.scenes.apply_pending()
    table = app.scenes.top
    assert isinstance(table, RavensTableScene)
    settle(app, table)
    assert table.model.mode is Mode.LAY
    assert table.controller.race is not None, "the race resumed"
    assert table.controller.race.pending == drawn
    # What the table shows is the position: the row, the hand, the ravens.
    codes = [sprite.code for sprite in table.view.path.cards]
    assert len(codes) == original.race.length
    hand = original.race.hands[0]
    assert sorted(s.code for s in table.view.hand) == sorted(codes_of(hand))
    assert [round(r.x) for r in table.view.path.ravens] == [
        round(table.view.path.space_point(p, seat)[0])
        for seat, p in enumerate(original.race.positions)
    ]
    key(app, pygame.K_2)  # turned round
    assert table.controller.race.row[-1] == turned(drawn)


def test_hot_seat_resume_opens_behind_the_hand_over_screen(data) -> None:
    original = new_controller(4, (SeatSetup("Ana"), SeatSetup("Bo")))
    play_until(
        original,
        random.Random(4),
        lambda: original.race is not None and len(original.race.log) >= 3,
    )
    app = make_app()
    screens.TABLE.resume(app, json.loads(json.dumps(original.record())))
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, HandoverScene)
    step(app, 12)
    click(app, (10, 10))
    table = app.scenes.top
    assert isinstance(table, RavensTableScene)
    assert original.race is not None, "a race under way"
    assert table.model.viewer == original.race.turn


def test_export_writes_a_record_the_viewer_opens(data) -> None:
    controller = new_controller(6)
    play_until(
        controller,
        random.Random(6),
        lambda: controller.race is not None and len(controller.race.log) >= 4,
    )
    app = make_app()
    app.autosaver.save(controller)
    autosave.flush()
    said = app.autosaver.export()
    assert said.startswith("Record saved as")
    (path,) = list((data / "records").glob("*.json"))
    assert app.nav.view_record(path) is None  # no complaint: the viewer opened
    app.scenes.apply_pending()
    viewer = app.scenes.top
    assert isinstance(viewer, RecordViewerScene) and controller.race is not None
    assert viewer.steps[-1].state.row == controller.race.row


def test_continue_from_the_menu_opens_the_table_where_it_stopped(data) -> None:
    original = new_controller(7, (SeatSetup("You"), SeatSetup("Bo", "normal")))
    play_until(
        original,
        random.Random(7),
        lambda: (
            original.race is not None and original.race.turn == 0 and len(original.race.log) >= 2
        ),
    )
    app = make_app()
    app.autosaver.save(original)
    autosave.flush()
    assert app.nav.continue_game("ravens") is None
    app.scenes.apply_pending()
    table = app.scenes.top
    assert isinstance(table, RavensTableScene)
    assert state_of(table.controller.game) == state_of(original.game)
    assert table.model.human_turn and table.model.mode in (Mode.PLAY, Mode.LAY)
