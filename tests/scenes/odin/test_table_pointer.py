"""What the pointer lights at ODIN's table goes with it: a card lifted under it is put down when
it leaves the window, when a finger lifts, when a drag starts (the card under the drag's start
stays down) and when a dialog covers the table; nothing it lit shows through the dialog."""

from __future__ import annotations

import pygame
from fingers import tap
from table_driver import card_pos, key, make_app, settle, start_table, step

from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup

SEATS = (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "easy"))


def _table():  # noqa: ANN202
    app = make_app((1280, 800))
    table = start_table(app, OdinSetup(SEATS, seed=2))
    for _ in range(2000):
        if table.model.human_turn and not table.view.animating:
            break
        step(app)
    settle(app, table)
    return app, table


def _motion(app, pos: tuple[int, int], held: bool = False) -> None:  # noqa: ANN001
    buttons = (1, 0, 0) if held else (0, 0, 0)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def _lifted(table) -> list[int]:  # noqa: ANN001
    """The hand's cards lifted or heading up though none is selected."""
    view = table.view
    return [c for c in view.hand_order if view.sprites[c].lift_target > 0]


def test_the_card_under_the_pointer_goes_down_when_the_pointer_leaves_the_window() -> None:
    app, table = _table()
    card = table.view.hand_order[2]
    _motion(app, card_pos(table, card))
    step(app)
    assert _lifted(table) == [card]
    app.handle_event(pygame.event.Event(pygame.WINDOWLEAVE))
    step(app)
    assert _lifted(table) == [] and table.view.hovered is None


def test_a_tap_leaves_no_card_lifted_once_the_finger_has_gone() -> None:
    app, table = _table()
    card = table.view.hand_order[2]
    tap(app, card_pos(table, card))  # picked: it rises as picked
    tap(app, card_pos(table, card))  # and put back: down, not left lifted by the finger
    settle(app, table)
    assert not table.model.move.selected and _lifted(table) == []


def test_the_card_under_a_drags_start_is_not_lifted_while_and_after_it_is_carried() -> None:
    """A drag whose first move carries the card: the card under that point was lifted as if
    the pointer rested there, and stayed so after the drop (nothing moved the pointer)."""
    app, table = _table()
    view = table.view
    first, second = view.hand_order[2], view.hand_order[3]
    start = card_pos(table, first)
    _motion(app, start)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    beside = view.sprites[second].rect().center  # the first move lands on the next card
    _motion(app, beside, held=True)
    step(app)
    assert view.hovered is None and table.drag.dragging
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=beside, button=1))
    settle(app, table)  # dropped on the hand: it goes back
    assert view.hovered is None and _lifted(table) == []


def test_nothing_the_pointer_lit_shows_through_the_pause_menu() -> None:
    """The Hint button and a card lit by the pointer as Esc opens the pause menu: the frame
    under the menu is the one of a table the pointer never touched."""
    shown = []
    for touched in (False, True):
        app, table = _table()
        if touched:
            _motion(app, card_pos(table, table.view.hand_order[4]))
            step(app)
            _motion(app, table.buttons["hint"].rect.center)
            _motion(app, card_pos(table, table.view.hand_order[4]))
            step(app)
            assert table.buttons["hint"].hovered is False and _lifted(table)
            _motion(app, table.buttons["hint"].rect.center)
            step(app)
            assert table.buttons["hint"].hovered
        else:
            step(app, 3)  # as many frames: the turn's glow at the same step
        key(app, pygame.K_ESCAPE)
        step(app, 40)  # the lifts ease down under the menu
        assert not any(b.hovered for b in table.buttons.named.values())
        shown.append(pygame.image.tobytes(app.canvas, "RGB"))
    assert shown[0] == shown[1]
