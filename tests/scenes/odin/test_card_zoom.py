"""ODIN's cards shown large under a finger's long press (hand, middle, the replay viewer),
until the finger lifts; a tap, the mouse and the pad show none (`scenes/odin/card_zoom`)."""

from __future__ import annotations

import pygame
import pytest
from fingers import lift, long_press, tap
from scene_helpers import start
from table_driver import card_pos, make_app, settle, start_table, step
from test_replay_viewer import finished_game
from test_table import _human_first

from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.card_zoom import column_rect, zoom_rect
from odin_desktop.scenes.odin.viewer import OdinReplayViewer
from odin_desktop.ui.touch import LONG_PRESS


def drawn_large(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every large face the art renders from now on, with its width."""
    asked: list[tuple[str, int]] = []
    real = art.large
    monkeypatch.setattr(art, "large", lambda code, w: asked.append((code, w)) or real(code, w))
    return asked


def test_a_long_press_on_a_hand_card_shows_it_large_until_the_finger_lifts(monkeypatch) -> None:  # noqa: ANN001
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    card = next(cards_of(table.controller.hand.hands[0]))
    code = table.view.sprites[card].code
    at = card_pos(table, card)
    asked = drawn_large(monkeypatch)
    long_press(app, at)
    assert table.zoom.card == card
    column = table.view.log_box.to_rect()  # at the table: in the Saga's column
    large = column_rect(app.size, column, at)
    assert asked == [(code, large.w)]  # drawn from the art at its own size
    step(app, 5)
    assert asked == [(code, large.w)]  # … once: kept while it is shown
    assert large.h > 1.8 * table.view.sprites[card].rect().h
    assert column.contains(large) and not large.collidepoint(at)  # the finger's point clear
    assert not table.model.move.selected  # looking is not picking
    top = (large.centerx, large.y + 4)  # the card's own border, drawn over the table
    shown = app.canvas.get_at(top)
    assert shown == art.large(code, large.w).get_at((large.w // 2, 4))
    lift(app, at)
    assert table.zoom.card is None and not table.model.move.selected  # lifting plays nothing
    assert app.canvas.get_at(top) != shown  # off the screen with the finger


def test_a_tap_picks_the_card_and_shows_nothing_large() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    card = next(cards_of(table.controller.hand.hands[0]))
    tap(app, card_pos(table, card))
    step(app, round(2 * LONG_PRESS * 30))
    assert table.zoom.card is None and card in table.model.move.selected


def test_the_mouse_resting_on_a_card_shows_nothing_large() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    card = next(cards_of(table.controller.hand.hands[0]))
    pos = card_pos(table, card)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app, 60)
    assert table.view.hovered == card and table.zoom.card is None


def test_a_long_press_on_the_middle_shows_its_card() -> None:
    app = make_app()
    table = start_table(app, _human_first())
    settle(app, table)
    card = next(cards_of(table.controller.hand.hands[0]))
    tap(app, card_pos(table, card))
    tap(app, table.buttons["play"].rect.center)
    settle(app, table)
    assert table.controller.hand.history[0] == (0, 1 << card)
    middle = table.view.sprites[card].rect()
    # Where no hand card covers it (the bots may have played over it meanwhile).
    shown = table.view.face_at(middle.center)
    assert shown is not None and shown not in table.view.hand_order
    long_press(app, middle.center)
    assert table.zoom.card == shown
    lift(app, middle.center)
    assert table.zoom.card is None


def test_the_replay_viewer_zooms_any_hand_under_a_long_press(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    app = make_app()
    viewer = start(app, OdinReplayViewer(app, finished_game(3).record()))
    step(app)
    card = min(  # the leftmost card off the viewer's hand: an opponent's, face up here
        (c for c in viewer.view.sprites if c not in viewer.view.hand_order),
        key=lambda c: viewer.view.sprites[c].rect().centerx,
    )
    at = viewer.view.sprites[card].rect().center
    long_press(app, at)
    assert viewer.zoom.card == viewer.view.face_at(at) is not None
    lift(app, at)
    assert viewer.zoom.card is None


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (3840, 2160)])
def test_the_large_card_stays_in_the_window_and_off_the_finger(size) -> None:  # noqa: ANN001
    w, h = size
    window = pygame.Rect(0, 0, w, h)
    for at in [(10, 10), (w // 2, h // 2), (w - 5, h - 5), (w // 2, h - 40), (5, h // 2)]:
        rect = zoom_rect(size, h / 800, at)
        assert window.contains(rect), (size, at)
        assert not rect.collidepoint(at), (size, at)
