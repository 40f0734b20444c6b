"""The table from the keyboard alone, the take step as the table shows it (and chosen by a
number key or the pointer), and the status line kept clear of the raised cards."""

from __future__ import annotations

import pygame
import pytest
from engine_helpers import cards, play
from table_driver import click, key, make_app, settle, step, table_on_my_turn

from odin_desktop import games
from odin_desktop.engine.odin import OdinGame, Options
from odin_desktop.engine.odin.cards import parse_card
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup
from odin_desktop.ui import theme
from odin_desktop.ui.text import balanced_lines

SEATS = (SeatSetup("You"), SeatSetup("Astrid", "easy"), SeatSetup("Bjorn", "easy"))
DEAL = [
    cards("R1 G1 G2 G3 G4 G5 G6 R8 P8"),
    cards("B2 K1 K2 K4 K5 K6 K7 O1 B4"),
    cards("O2 O3 B3 O5 O6 O7 O8 O9 P9"),
]


def _table_after(moves: list[int], size: tuple[int, int] = (1280, 800)):  # noqa: ANN202
    """Astrid leads; the given moves are made; the player (seat 0) is to move."""
    app = make_app(size)
    setup = OdinSetup(SEATS, seed=1)
    controller = OdinController(setup, host_factory=None)
    controller.game = OdinGame(3, Options(single_hand=True), first_leader=1)
    controller.start_round = lambda: controller.game.start_round(DEAL)
    table = games.game("odin").table_scene(app, setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    for move in moves:
        table.model.apply(move)
    settle(app, table)
    assert table.model.human_turn
    return app, table


def _cursor_to(app, table, code: str) -> None:  # noqa: ANN001
    """→ until the cursor is on ``code`` (it starts at the left)."""
    for _ in range(12):
        if table.model.focus.cursor_card == parse_card(code):
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"the cursor never reached {code}")


def test_a_colour_set_is_built_and_played_with_the_keyboard_alone():
    app, table = _table_after([play("B2"), play("O2 O3", "B2")])
    model, view = table.model, table.view
    key(app, pygame.K_1)  # the number key picks every 1: not the colour set wanted
    assert model.move.selected == {parse_card("R1"), parse_card("G1")}
    key(app, pygame.K_1)  # and again: none of them
    assert not model.move.selected
    key(app, pygame.K_RIGHT)  # the first press shows the cursor, on the left
    assert model.focus.cursor_card == view.hand_order[0]
    assert view.sprites[model.focus.cursor_card].focus is not None
    _cursor_to(app, table, "G1")
    key(app, pygame.K_SPACE)
    _cursor_to(app, table, "G2")
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)  # ↑ again: it stays picked
    _cursor_to(app, table, "G3")
    key(app, pygame.K_SPACE)
    _cursor_to(app, table, "G4")
    key(app, pygame.K_UP)
    key(app, pygame.K_DOWN)  # ↓ puts it back
    assert model.move.selected == {parse_card(c) for c in ("G1", "G2", "G3")}
    key(app, pygame.K_LEFT)
    assert model.focus.cursor_card == parse_card("G3")
    key(app, pygame.K_RETURN)  # 321 beats 32: now the take
    assert model.move.take_play == cards("G1 G2 G3")
    key(app, pygame.K_ESCAPE)  # changing the play: back in the hand, still picked
    assert model.move.take_play is None and len(model.move.selected) == 3
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RIGHT)  # along the beaten set: O3 reads first, then O2
    key(app, pygame.K_RETURN)
    assert table.controller.hand.history[-1] == (0, play("G1 G2 G3", "O2"))


def _beat_with_the_8s(app, table) -> None:  # noqa: ANN001
    """88 clicked and played on 32: it waits for its take."""
    for code in ("R8", "P8"):
        click(app, table.view.sprites[parse_card(code)].rect().center)
    key(app, pygame.K_RETURN)
    settle(app, table)


def test_the_take_step_shows_the_play_in_the_middle_and_offers_to_change_it():
    app, table = _table_after([play("B2"), play("O2 O3", "B2")])
    model, view = table.model, table.view
    _beat_with_the_8s(app, table)
    step(app, 20)  # the lift eases down too
    staged = {parse_card("R8"), parse_card("P8")}
    middle = view.layout.middle.to_rect().inflate(0, view.layout.middle.h)
    for card in staged:  # in the middle as played, not raised in the hand
        sprite = view.sprites[card]
        assert card not in view.hand_order and sprite.lift < 2  # a picked card rises 34
        assert middle.collidepoint(sprite.rect().center)
    beaten = (parse_card("O2"), parse_card("O3"))
    for card in beaten:  # the beaten set still to be chosen
        assert view.sprites[card].y < view.sprites[parse_card("R8")].y
    # One mark: the card Take (Enter) takes, the first that reads.
    ringed = [card for card in beaten if view.sprites[card].focus is not None]
    assert ringed == [model.move.take_choices[0]] == [parse_card("O3")]
    assert table.buttons["play"].label == "Take"
    assert table.buttons["pass"].label == "Change play" and table.buttons["pass"].enabled
    assert "Esc" in model.status()[0]
    click(app, table.buttons["pass"].rect.center)  # Change play
    settle(app, table)
    assert model.move.take_play is None and table.buttons["pass"].label == "Pass"
    assert staged <= set(view.hand_order) and model.move.selected == staged
    assert "choose your play again" in model.status()[0]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_status_line_stays_above_the_raised_cards(players, size):
    app, table = table_on_my_turn(players, size)
    table.model.move.selected |= set(table.view.hand_order)  # every card raised
    table._refresh_lifts()
    settle(app, table)
    step(app, 30)
    top = min(table.view.sprites[c].rect().top for c in table.view.hand_order)
    assert table.view.status.box().bottom <= top
    assert table.view.status.box(2).bottom == table.view.status.box().bottom  # more lines grow up


def test_two_lines_are_balanced_never_one_word_alone():
    def width(row: str) -> int:
        return 10 * len(row)

    message = "Those cards do not share a number or a colour"
    rows = balanced_lines(message, 400, width)
    assert len(rows) == 2 and " ".join(rows) == message
    assert all(" " in row for row in rows)
    assert abs(width(rows[0]) - width(rows[1])) <= 10 * len("colour")
    assert balanced_lines("Your lead: play one card", 400, width) == ["Your lead: play one card"]


def test_the_beaten_set_lies_in_front_of_the_play_and_the_take_is_raised_and_marked():
    """Beating 32 with 88: the beaten cards, which the player chooses from, are drawn over
    the play waiting for its take (it covered 60% of them), each readable; the card the take
    takes rises above the others, its gold ring drawn whole over the card beside it."""
    app, table = _table_after([play("B2"), play("O2 O3", "B2")])
    model, view = table.model, table.view
    _beat_with_the_8s(app, table)
    step(app, 20)
    order = view._under_hand()
    beaten = [parse_card("O3"), parse_card("O2")]
    for card in beaten:  # nothing of the play is drawn over a beaten card
        later = order[order.index(card) + 1 :]
        rect = view.sprites[card].rect()
        covered = [view.sprites[c].rect().clip(rect) for c in later if c not in beaten]
        assert not any(r.width and r.height for r in covered)
    take = model.move.take_card
    assert take == parse_card("O3") and view.sprites[take].focus == theme.GOLD_RGB
    assert view.sprites[take].rect().top < view.sprites[parse_card("O2")].rect().top - 10
    sprite = view.sprites[take]
    edge = sprite.rect().right  # under the next beaten card: the ring is drawn over it
    found = [app.canvas.get_at((edge + d, sprite.rect().top + 30))[:3] for d in range(1, 12)]
    assert any(all(abs(a - b) < 30 for a, b in zip(f, theme.GOLD_RGB, strict=True)) for f in found)


def test_a_number_key_chooses_the_beaten_card_to_take_on_the_row_or_the_number_pad():
    """The README's 1-9 pick the cards of a number: while taking, the beaten card of that
    number (5 then Enter did nothing)."""
    app, table = _table_after([play("B2"), play("O2 O3", "B2")])
    model = table.model
    key(app, pygame.K_KP_8)  # the number pad's 8: both 8s
    assert model.move.selected == {parse_card("R8"), parse_card("P8")}
    key(app, pygame.K_RETURN)
    assert model.move.take_card == parse_card("O3")  # the focus starts on the first that reads
    key(app, pygame.K_2)
    assert model.move.take_card == parse_card("O2")
    key(app, pygame.K_7)  # no beaten 7: it says so, and the focus stays
    assert model.move.take_card == parse_card("O2") and "7" in model.status()[0]
    key(app, pygame.K_KP_ENTER)
    assert table.controller.hand.history[-1] == (0, play("R8 P8", "O2"))


def test_the_pointer_over_a_beaten_card_marks_it_as_the_one_a_click_takes():
    app, table = _table_after([play("B2"), play("O2 O3", "B2")])
    model, view = table.model, table.view
    _beat_with_the_8s(app, table)
    o2 = view.sprites[parse_card("O2")].rect()
    pos = (o2.right - 10, o2.centery)
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app)
    assert model.move.take_card == parse_card("O2") and view.sprites[parse_card("O2")].focus
    click(app, pos)
    assert table.controller.hand.history[-1] == (0, play("R8 P8", "O2"))
