"""The flight table by touch alone: an Odin action waiting for its target taken back, the
buttons' tips under a long press (the same words hover shows), an Odin card shown large under
a long press and not after a tap; and the pad's card shown large as the pointer's is."""

from __future__ import annotations

import pygame
from fingers import finger, held_clock, lift, long_press, tap
from ravens_table_driver import (
    controller_at,
    hand_pos,
    make_app,
    open_table,
    position,
    step,
)

from devtools.drivers.events import point_at
from odin_desktop.scenes.ravens import table_keys
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.table_overlays import ZOOM_DELAY
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.tooltip import TIP_DELAY

FRAMES_TO_REST = round(max(TIP_DELAY, ZOOM_DELAY) * 30) + 5


def table_for(race):  # noqa: ANN001, ANN201 - (app, table)
    app = make_app()
    table = open_table(app, controller_at(race))
    assert table.model.human_turn
    return app, table


def finger_drag(app, start, end, steps: int = 8) -> None:  # noqa: ANN001
    held_clock(app)
    finger(app, pygame.FINGERDOWN, start)
    for i in range(1, steps + 1):
        at = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        finger(app, pygame.FINGERMOTION, at)
        app.step(1 / 30)
    finger(app, pygame.FINGERUP, end)
    app.step(1 / 30)


def test_an_odin_action_waiting_for_its_target_is_taken_back_by_touch() -> None:
    app, table = table_for(position(hands=("O1 M L P S", "F M L P S")))
    area = table.view.layout.path
    finger_drag(app, hand_pos(table, "O1"), (area.centerx, area.bottom - 8))
    assert table.model.mode is Mode.CHOICE
    tap(app, table.panels.choice.buttons[0].rect.center)
    assert table.model.mode is Mode.TARGET
    back = table.buttons["end"]  # where End turn is, the way back
    assert back.enabled and back.label == "Take back"
    tap(app, back.rect.center)
    assert table.model.mode is Mode.CHOICE  # one step back: the two actions again
    tap(app, table.panels.choice.buttons[-1].rect.center)  # Take it back
    assert table.model.mode is Mode.PLAY and table.model.move.odin is None
    assert "O1" in [s.code for s in table.view.hand]
    assert table.buttons["end"].label == "End turn"


def test_a_long_press_on_each_button_shows_the_tip_hover_shows_and_presses_nothing() -> None:
    app, table = table_for(position(hands=("O1 M L P S", "F M L P S")))
    pressed: list[str] = []
    for name, button in table.buttons.items():
        button.on_click = lambda name=name: pressed.append(name)
    for name, button in table.buttons.items():
        point_at(app, button.rect.center)
        step(app, FRAMES_TO_REST)
        hovered = table.tip_shown()
        point_at(app, (2, 2))
        step(app)
        assert table.tip_shown() is None
        long_press(app, button.rect.center)
        touched = table.tip_shown()
        assert hovered is not None and touched == hovered, name
        assert touched[0] == table_keys.TIPS[name]
        lift(app, button.rect.center)
        assert table.tip_shown() is None, name  # the tip goes with the finger
    assert pressed == []
    tap(app, table.buttons["hint"].rect.center)  # a tap presses, as a click
    step(app, FRAMES_TO_REST)
    assert pressed == ["hint"] and table.tip_shown() is None


def test_the_take_back_tip_says_the_odin_action_is_taken_back() -> None:
    app, table = table_for(position(hands=("O1 M L P S", "F M L P S")))
    area = table.view.layout.path
    finger_drag(app, hand_pos(table, "O1"), (area.centerx, area.bottom - 8))
    tap(app, table.panels.choice.buttons[0].rect.center)
    long_press(app, table.buttons["end"].rect.center)
    assert table.tip_shown() == (
        table_keys.TIPS["take_back_odin"],
        table.buttons["end"].rect,
    )
    assert table.model.mode is Mode.TARGET  # looking took nothing back


def test_an_odin_card_shows_large_under_a_long_press_not_after_a_tap() -> None:
    app, table = table_for(position(hands=("O1 O2 M L P", "F M L P S")))
    at = hand_pos(table, "O2")
    tap(app, at)
    step(app, FRAMES_TO_REST)
    assert not table.zoom.shown  # a tap picks the card, and that is all
    tap(app, at)  # put back
    long_press(app, at)
    assert table.zoom.rect(table.view, table._zoomable()) is not None
    lift(app, at)
    assert table.zoom.rect(table.view, table._zoomable()) is None
    assert table.model.focus.picked == []


def test_the_pads_card_resting_on_an_odin_card_shows_it_large() -> None:
    app, table = table_for(position(hands=("F O1 M L P", "F M L P S")))
    point_at(app, (2, 2))
    step(app)
    for _ in range(len(table.view.hand)):  # the pad's → until its card is the Odin card
        table.handle_intent(Intent.RIGHT)
        step(app)
        if table.view.cursor is not None and table.view.hand[table.view.cursor].code == "O1":
            break
    else:
        raise AssertionError("the pad's card never reached O1")
    assert table.zoom.rect(table.view, table._zoomable()) is None  # not yet rested
    step(app, FRAMES_TO_REST)
    assert table.zoom.rect(table.view, table._zoomable()) is not None
    table.handle_intent(Intent.RIGHT)  # on to a landscape card: shown large no more
    step(app, FRAMES_TO_REST)
    assert table.zoom.rect(table.view, table._zoomable()) is None


def test_the_pads_y_asks_about_lengthening_the_paths_as_end_turn_does() -> None:
    app, table = table_for(position())
    model = table.model
    assert model.move.can_lengthen and model.mode is Mode.PLAY
    length = len(table.controller.race.row)
    table.handle_intent(Intent.PASS)  # Y
    step(app)
    assert model.mode is Mode.END  # the question, as the End turn button asks it
    table.handle_intent(Intent.UP)  # ↑: lengthen the paths
    step(app)
    assert model.mode is Mode.LAY or len(table.controller.race.row) > length
