"""Hot seat: whenever more than one human sits at the table, the hand-over screen comes before
any hand is shown — at a new game, at each new hand and on Continue — not only between turns."""

from __future__ import annotations

import pytest
from table_driver import click, make_app, settle, start_table, step

from odin_desktop import games
from odin_desktop.engine.odin.cards import card_code, cards_of
from odin_desktop.scenes.handover import HandoverScene
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup

SEATS = (SeatSetup("Ann"), SeatSetup("Bo"), SeatSetup("Cy", "easy"))


@pytest.fixture
def drawn(monkeypatch) -> list[str]:
    """Every card face drawn from now on."""
    faces: list[str] = []
    real_face, real_rotated = art.face, art.rotated

    def face(code: str, width: int):  # noqa: ANN202
        faces.append(code)
        return real_face(code, width)

    def rotated(code: str, width: int, angle: float):  # noqa: ANN202
        faces.append(code)
        return real_rotated(code, width, angle)

    monkeypatch.setattr(art, "face", face)
    monkeypatch.setattr(art, "rotated", rotated)
    return faces


def _hands(controller: OdinController) -> set[str]:
    cards = 0
    for hand in controller.hand.hands:
        cards |= hand
    return {card_code(c) for c in cards_of(cards)}


def _first_human_to_play(controller: OdinController) -> int:
    seat = controller.to_move
    while not controller.is_human(seat):
        seat = (seat + 1) % len(controller.names)
    return seat


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])  # every seat leads in some of them
def test_a_new_game_hands_over_before_any_hand_shows(seed, drawn):
    app = make_app()
    table = start_table(app, OdinSetup(SEATS, seed=seed, single_hand=True))
    controller = table.controller
    cover = app.scenes.top
    assert isinstance(cover, HandoverScene)  # before the first frame is drawn
    first = _first_human_to_play(controller)
    assert cover.name == controller.names[first]
    step(app, 15)
    assert not set(drawn) & _hands(controller)  # only backs were drawn
    click(app, (640, 400))
    assert app.scenes.top is table and table.view.viewer == first
    settle(app, table)
    shown = set(drawn) & _hands(controller)
    assert shown and shown <= {card_code(c) for c in cards_of(controller.hand.hands[first])}


def _finish_the_hand(app, table) -> None:  # noqa: ANN001
    """Play on (passing the screen around) until the hand summary is up."""
    for _ in range(5000):
        top = app.scenes.top
        if isinstance(top, HandSummaryScene):
            return
        if isinstance(top, HandoverScene):
            step(app, 12)
            click(app, (640, 400))
            continue
        if table.model.human_turn and not table.view.animating:
            table.model.apply(table.controller.legal_actions()[0])
        step(app)
    raise AssertionError("the hand never ended")


def test_each_new_hand_hands_over_before_it_is_shown(drawn):
    app = make_app()
    table = start_table(app, OdinSetup(SEATS, seed=7, target=50))
    controller = table.controller
    for _hand in range(2):
        _finish_the_hand(app, table)
        summary = app.scenes.top
        summary.clock = summary.count.done_at  # the count is done
        summary._press()  # Next hand: dealt at once
        app.scenes.apply_pending()  # the summary (which shows the last hand's cards) leaves
        drawn.clear()
        step(app)  # the table shows the deal, and asks for the screen
        cover = app.scenes.top
        assert isinstance(cover, HandoverScene)
        assert cover.name == controller.names[_first_human_to_play(controller)]
        step(app, 10)
        assert not set(drawn) & _hands(controller)  # the new hands stayed hidden


@pytest.mark.parametrize("moves", [0, 1, 4])
def test_continue_hands_over_first_even_to_the_player_last_seen(moves, drawn, tmp_path):
    setup = OdinSetup(SEATS, seed=13, single_hand=True)
    controller = OdinController(setup, host_factory=None)
    controller.start_round()
    for _ in range(moves):
        controller.play(controller.legal_actions()[0])
    app = make_app()
    games.game("odin").resume(app, controller.record())
    app.scenes.apply_pending()
    cover = app.scenes.top
    assert isinstance(cover, HandoverScene)
    table = app.scenes._scenes[-2]
    assert cover.name == setup.seats[_first_human_to_play(table.controller)].name
    step(app, 10)
    assert not set(drawn) & _hands(table.controller)
    table.controller.close()
