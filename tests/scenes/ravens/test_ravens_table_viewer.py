"""Odin's Ravens' replay viewer: every action of a recorded game, forward and back, at the
smallest window."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from ravens_table_driver import click, key, make_app, step

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, kinds_of, landscape_code
from odin_desktop.scenes.ravens import screens
from odin_desktop.scenes.ravens.viewer import RavensReplayViewer
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup


def recorded_game(seed: int = 8, target: int = 6) -> dict:
    """The record the app writes of a finished game (autosave's fields included)."""
    setup = RavensSetup((SeatSetup("Ana"), SeatSetup("Bo", "normal")), target=target, seed=seed)
    controller = RavensController(setup, host_factory=None)
    rng = random.Random(seed)
    while not controller.game.over:
        if controller.needs_round:
            controller.start_round()
        actions = controller.legal_actions()
        ends = [a for a in actions if A.is_end(a)]
        controller.play(rng.choice(ends if ends and rng.random() < 0.25 else actions))
    doc = json.loads(json.dumps(controller.record()))
    doc.update(saved="2025-01-01T10:00:00", app="odin-desktop test")
    return doc


def open_viewer(doc: dict, size: tuple[int, int] = (1024, 640)) -> tuple:
    app = make_app(size)
    viewer = screens.TABLE.viewer_scene(app, doc, "a game")
    app.scenes.push(viewer)
    app.scenes.apply_pending()
    return app, viewer


def test_the_viewer_steps_through_every_action_at_the_smallest_window() -> None:
    doc = recorded_game()
    app, viewer = open_viewer(doc)
    assert isinstance(viewer, RavensReplayViewer)
    count = len(viewer.steps)
    assert count > 40 and viewer.steps[-1].state.over
    for index in range(1, count):
        key(app, pygame.K_RIGHT)
        assert viewer.index == index
        shown = viewer.current.state
        # The bottom seat's hand and the row are the recorded position's.
        assert sorted(s.code for s in viewer.view.hand) == sorted(
            KINDS[k] for k in kinds_of(shown.hands[1])
        )
        assert [c.code for c in viewer.view.path.cards] == [landscape_code(c) for c in shown.row]
    step(app, 60)
    assert viewer.index == count - 1
    assert "Game over" in app.scenes.top.current.caption or viewer.finished


def test_the_viewer_goes_back_jumps_turns_and_races_and_closes() -> None:
    doc = recorded_game(seed=5)
    app, viewer = open_viewer(doc)
    key(app, pygame.K_DOWN)  # to the next turn
    first_turn = viewer.current.turn
    assert first_turn >= 0 and viewer.current.action >= 0
    key(app, pygame.K_DOWN)
    assert viewer.current.turn > first_turn or viewer.current.race > 0
    key(app, pygame.K_LEFT)
    key(app, pygame.K_UP)
    key(app, pygame.K_END)
    assert viewer.index == len(viewer.steps) - 1
    key(app, pygame.K_PAGEUP)
    assert viewer.current.action == -1  # a race as set up
    key(app, pygame.K_HOME)
    assert viewer.index == 0
    click(app, viewer.buttons["next"].rect.center)
    assert viewer.index == 1
    click(app, viewer.buttons["close"].rect.center)
    assert app.scenes.top is not viewer


def test_a_record_that_breaks_a_rule_is_refused_in_plain_words() -> None:
    doc = recorded_game()
    doc["races"][0]["turns"][0]["actions"].insert(0, {"act": "fly", "cards": ["h:O1"]})
    with pytest.raises(ValueError, match="breaks the rules at race 1, turn 1"):
        open_viewer(doc)
    with pytest.raises(ValueError, match="not a game record"):
        open_viewer({"format": "ravens-record", "version": 1})
