"""A whole game of Odin's Ravens played with the mouse against a bot, to the game over."""

from __future__ import annotations

import random

import pygame
from ravens_table_driver import (
    card_on_path,
    click,
    drag,
    hand_pos,
    key,
    make_app,
    next_space,
    pile,
    settle,
    step,
)

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS
from odin_desktop.scenes.ravens import screens
from odin_desktop.scenes.ravens.game_over import RavensGameOverScene
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup


def one_turn_by_mouse(app, table: RavensTableScene, rng: random.Random) -> None:  # noqa: ANN001
    """A plain player: flies with one card from the hand when it can, stores or discards a
    card now and then, plays O4 forward, then ends the turn (lengthening half the time)."""
    model, controller = table.model, table.controller
    for _ in range(3):
        legal = controller.legal_actions()
        flies = [a for a in legal if A.action_type(a) == A.FLY and A.fly_parts(a)[1] == 1]
        flies = [a for a in flies if not A.fly_parts(a)[3]]  # from the hand alone
        forward = [a for a in legal if A.action_type(a) == A.FORWARD and not A.from_stack(a)]
        if flies:
            code = KINDS[A.played_cards(flies[0])[0][0]]
            drag(app, hand_pos(table, code), next_space(table))
        elif forward:
            drag(app, hand_pos(table, "O4"), card_on_path(table, 2))
            click(app, table.panels.choice.buttons[1].rect.center)
        elif model.hand_kinds() and rng.random() < 0.5:
            code = KINDS[model.hand_kinds()[0]]
            drag(app, hand_pos(table, code), pile(table, rng.choice(("stack", "discard"))))
        settle(app, table)
        if controller.race is None or controller.race.over or not model.human_turn:
            return
    click(app, table.buttons["end"].rect.center)
    if model.mode is Mode.END:
        lengthen = rng.random() < 0.5
        click(app, table.panels.end.buttons[0 if lengthen else 1].rect.center)
    if model.mode is Mode.LAY:
        click(app, table.panels.laying.options[rng.randrange(2)].center)


def test_a_whole_game_against_a_bot_by_mouse_to_the_game_over() -> None:
    app = make_app((1024, 640))
    setup = RavensSetup((SeatSetup("You"), SeatSetup("Astrid", "easy")), target=5, seed=30)
    controller = RavensController(setup, host_factory=None)
    table = screens.TABLE.table_scene(app, setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    assert isinstance(table, RavensTableScene)
    rng = random.Random(30)
    summaries = turns = 0
    for _ in range(40_000):
        top = app.scenes.top
        if isinstance(top, RavensGameOverScene):
            break
        if isinstance(top, RaceSummaryScene):
            summaries += 1
            step(app, 10)
            key(app, pygame.K_RETURN)
            continue
        if table.model.human_turn and not table.view.animating:
            before = len(controller.race.log)
            one_turn_by_mouse(app, table, rng)
            turns += 1
            race = controller.race
            assert race.over or len(race.log) > before or table.model.mode is Mode.LAY
            continue
        step(app)
    assert isinstance(app.scenes.top, RavensGameOverScene)
    assert controller.game.over and max(controller.game.totals) >= 5
    assert summaries == len(controller.game.scores) and turns >= 3
