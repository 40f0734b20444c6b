"""Hot seat by pad: the player who takes the screen with the pad's A finds the card cursor
on their first card at once (the focus is never lost across a hand-over); one who takes it
with a click does not (a mouse player never asked for a cursor). Every game with screens."""

from __future__ import annotations

import dataclasses

import pygame
from scene_helpers import make_app, pad_press, step

from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.handover import HandoverScene
from odin_desktop.session.setup import SeatSetup


def _table_after_hand_over(entry: GameEntry, by_pad: bool):  # noqa: ANN202
    app = make_app()
    two = (SeatSetup("Ann"), SeatSetup("Bo"))  # hot seat: two people at the screen
    setup = dataclasses.replace(entry.quick_start("Ann"), seats=two, seed=3)
    app.nav.open_table(setup)
    app.scenes.apply_pending()
    for _ in range(200):  # the deal, then the screen handed to the first player
        if isinstance(app.scenes.top, HandoverScene):
            break
        step(app)
    cover = app.scenes.top
    assert isinstance(cover, HandoverScene)
    step(app, 30)  # past the moment a click meant for the table is ignored
    if by_pad:
        pad_press(app, pygame.CONTROLLER_BUTTON_A)
    else:
        pos = (640, 400)
        app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.scenes.apply_pending()
    step(app, 2)
    table = app.scenes.top
    assert not isinstance(table, HandoverScene)
    return app, table


def test_a_pad_finds_its_cursor_after_a_hand_over(table_game: GameEntry, scene_data_dir) -> None:
    _app, table = _table_after_hand_over(table_game, by_pad=True)
    model, view = table.model, table.view
    assert model.cursor_shown
    if table_game.id == "odin":
        first = model.hand_order()[0]
        assert model.focus.cursor_card == first and view.hovered == first  # lifted, as hovered
    elif table_game.id == "ravens":
        assert view.cursor == 0  # ringed
    else:  # High Card: its first card ringed
        assert view.cursor == model.cursor_card() == model.hand()[0]


def test_a_click_takes_the_screen_without_a_cursor(table_game: GameEntry, scene_data_dir) -> None:
    _app, table = _table_after_hand_over(table_game, by_pad=False)
    assert not table.model.cursor_shown
