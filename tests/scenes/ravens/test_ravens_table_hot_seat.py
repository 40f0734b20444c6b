"""Hot seat at Odin's Ravens' table: the screen is handed over between turns, and no frame
ever draws a card of the other human's hand or stack."""

from __future__ import annotations

import random
import threading

import pygame
import pytest
from ravens_table_driver import click, key, make_app, step

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, codes_of, stack_kinds
from odin_desktop.scenes.handover import HandoverScene
from odin_desktop.scenes.ravens import art, saga, screens
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup

FACES = ("card", "flight_card", "odin_card", "rotated")


@pytest.fixture
def drawn(monkeypatch) -> list[str]:  # noqa: ANN001
    """Every card face the frame draws (by code), whichever way it is drawn. (Pictures
    rendered ahead of need on the prefetch thread are not drawn: only the main thread's
    calls count.)"""
    codes: list[str] = []
    for name in FACES:
        real = getattr(art, name)

        def record(code: str, *args, _real=real, **kwargs):  # noqa: ANN002, ANN003, ANN202
            if threading.current_thread() is threading.main_thread():
                codes.append(code)
            return _real(code, *args, **kwargs)

        monkeypatch.setattr(art, name, record)
    real_chip = saga.chip

    def chip(code: str, height: int):  # noqa: ANN202
        codes.append(code)
        return real_chip(code, height)

    monkeypatch.setattr(saga, "chip", chip)
    return codes


def seen_by(race, viewer: int) -> set[str]:  # noqa: ANN001
    """Every kind of card the viewer has seen in this race: their own hand and stack, and
    every card played by either seat (the Saga keeps them, and they stay public when a
    discard pile goes back into a supply) but the other seat's stored cards."""
    seen = set(codes_of(race.hands[viewer])) | {KINDS[k] for k in stack_kinds(race.stacks[viewer])}
    turns = [(seat, actions) for seat, actions, _draws, _ended in race.log]
    turns.append((race.turn, race.turn_actions))
    for seat, actions in turns:
        for action in actions:
            if seat != viewer and A.action_type(action) == A.STORE:
                continue
            hand, stack = A.played_cards(action)
            seen |= {KINDS[k] for k in hand + stack}
    return seen


def test_hot_seat_never_draws_another_humans_hidden_card(drawn: list[str]) -> None:
    app = make_app()
    setup = RavensSetup((SeatSetup("Ann"), SeatSetup("Bo")), seed=21, first=0)
    controller = RavensController(setup, host_factory=None)
    app_table = None
    handovers = checked = 0
    rng = random.Random(21)
    for _ in range(8000):
        top = app.scenes.top
        if app_table is None:
            app_table = open_table_behind_handover(app, controller)
            continue
        if isinstance(top, RaceSummaryScene):
            break  # the race is over
        if isinstance(top, HandoverScene):
            handovers += 1
            step(app, 12)
            click(app, (10, 10))
            continue
        race = controller.race
        viewer = app_table.view.viewer
        other = 1 - viewer
        hidden = set(codes_of(race.hands[other])) | {
            KINDS[k] for k in stack_kinds(race.stacks[other])
        }
        hidden -= seen_by(race, viewer)
        drawn.clear()
        step(app)
        shown = set(drawn) & hidden
        assert not shown, f"{sorted(shown)} of the other human's hidden cards were drawn"
        checked += bool(hidden)
        model = app_table.model
        if model.human_turn and not app_table.view.animating:
            actions = controller.legal_actions()
            ends = [a for a in actions if A.is_end(a)]
            choice = rng.choice(ends if ends and rng.random() < 0.3 else actions)
            model.apply(choice)
    assert handovers >= 6  # the screen really was passed round
    assert checked >= 100  # and many frames had a hidden kind to give away


def open_table_behind_handover(app, controller):  # noqa: ANN001, ANN201
    """The table opens behind the hand-over screen when two humans sit."""
    table = screens.TABLE.table_scene(app, controller.setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, HandoverScene)  # before the first turn, too
    return table


def test_no_card_face_is_drawn_in_the_frame_the_screen_is_handed_over(
    drawn: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a race starts and whenever the turn passes to the other human, the frame drawn
    before the hand-over screen covers the table shows the backdrop only, as ODIN's does."""
    app = make_app()
    setup = RavensSetup((SeatSetup("Ann"), SeatSetup("Bo")), seed=21, first=0, target=60)
    controller = RavensController(setup, host_factory=None)
    table = screens.TABLE.table_scene(app, controller.setup, controller)
    shown: list[str] = []  # faces the table drew while its screen was being handed over
    frames = 0
    real_draw = table.draw

    def draw(surface) -> None:  # noqa: ANN001
        nonlocal frames
        before = len(drawn)
        real_draw(surface)
        if table.model.handing_over:
            frames += 1
            shown.extend(code for code in drawn[before:] if not code.startswith("back"))

    monkeypatch.setattr(table, "draw", draw)
    app.scenes.push(table)
    app.scenes.apply_pending()
    handovers = races = 0
    rng = random.Random(21)  # the play of the first hot-seat test, which ends its race
    for _ in range(20000):
        top = app.scenes.top
        if isinstance(top, RaceSummaryScene):  # on to the next race: handed over at its start
            races += 1
            key(app, pygame.K_RETURN)
            continue
        if isinstance(top, HandoverScene):
            handovers += 1
            if races:
                break  # the next race's first hand-over has been drawn
            step(app, 12)
            click(app, (10, 10))
            continue
        model = table.model
        if model.human_turn and not table.view.animating:
            actions = controller.legal_actions()
            ends = [a for a in actions if A.is_end(a)]
            model.apply(rng.choice(ends if ends and rng.random() < 0.3 else actions))
        step(app)
    assert races == 1 and handovers >= 6
    assert frames >= 6  # the table was drawn in the frame its screen began to be handed over
    assert shown == [], f"card faces drawn while the screen was handed over: {sorted(set(shown))}"
