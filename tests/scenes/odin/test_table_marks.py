"""What marks a card at ODIN's table stays whole and in sight, and off the table's words: a
card raised, ringed (the cards that can play, the coach's) or under the cursor never covers
the status line, a nameplate, a chip, a fan's count, the middle's words or Valhalla's label;
the rings of the hand are thick and two-toned, and the cursor's and the take's are drawn over
the cards beside them; a card shown large under a finger stays in the Saga's column; a pad's
prompts stand above the buttons, not over the hand."""

from __future__ import annotations

import pygame
import pytest
from fingers import lift, long_press
from table_driver import card_pos, settle, step, table_on_my_turn

from odin_desktop.scenes.damage import sprite_bounds
from odin_desktop.scenes.odin import table_pad
from odin_desktop.scenes.odin.model import Ring
from odin_desktop.scenes.odin.view import CURSOR_RING, OdinTableView
from odin_desktop.ui import pad_prompts, theme
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.pad import Pad

SIZES = [(1280, 800), (1366, 768), (1024, 640), (1920, 1080)]


def labels(view: OdinTableView, table) -> list[pygame.Rect]:  # noqa: ANN001
    """Where the table writes its words and counts (what no card may cover)."""
    model, state = table.model, table.controller.hand
    found = [view.status.rect(*model.status())]
    for seat in range(view.players):
        box = view.seat_box(seat)
        found += [box.nameplate.to_rect(), box.score.to_rect(), box.pass_marker.to_rect()]
        if box.fan is not None and seat != view.viewer:
            found.append(view.fans.badge(seat, max(1, state.sizes[seat]))[1])
    owner = model.names[state.table_seat] if state.table_seat is not None else ""
    found += [place for _words, place in view.centre.middle_words(state, owner)]
    pile = view.centre.pile_stack()  # its label: below the stack of backs
    label = cached_text.text("Valhalla", theme.scaled(18, view.layout.scale), theme.GOLD_RGB)
    found.append(pygame.Rect(pile.x, pile.bottom - label.get_height(), pile.w, label.get_height()))
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_raised_ringed_and_cursor_cards_leave_the_tables_words_clear(players, size) -> None:  # noqa: ANN001
    app, table = table_on_my_turn(players, size)
    view, model = table.view, table.model
    order = view.hand_order
    for cursor in (order[0], order[-1]):  # the cursor at either end of the fan
        model.move.selected |= set(order)  # every card raised…
        model.focus.show_legal = True  # …ringed (L) where it can play…
        model.cursor_shown, model.focus.cursor = True, cursor  # …and under the cursor
        table._refresh_lifts()
        settle(app, table)
        step(app, 30)
        for card in order:  # whether it can play or not, each as drawn ringed
            view.sprites[card].highlight = theme.GOOD
        view.sprites[cursor].focus = CURSOR_RING
        drawn = pygame.Surface(app.canvas.get_size(), pygame.SRCALPHA)
        drawn.fill((0, 0, 0, 0))
        view.draw_cards(drawn, set())  # the cards alone, marks and all
        for rect in labels(view, table):
            assert not _solid(drawn, rect), (players, size, rect, cursor)
        model.move.selected.clear()


def _solid(drawn: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels of ``rect`` the cards drew nearly opaque (a card, a ring; not the
    faint edge of a shadow)."""
    opaque = pygame.mask.from_surface(drawn, 100)
    return int(opaque.overlap_area(pygame.mask.Mask(rect.size, fill=True), rect.topleft))


def _changed(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounds of what differs plainly between two frames of the same size, every 2nd
    pixel (a card, not the soft shadow around it)."""
    found = [
        (x, y)
        for y in range(0, a.get_height(), 2)
        for x in range(0, a.get_width(), 2)
        if sum(abs(p - q) for p, q in zip(a.get_at((x, y)), b.get_at((x, y)), strict=True)) > 90
    ]
    if not found:
        return None
    xs, ys = [x for x, _y in found], [y for _x, y in found]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def _coverage(app, rect: pygame.Rect, colour: tuple[int, int, int]) -> float:  # noqa: ANN001
    """The share of ``rect``'s outline (2 px out from it) drawn in ``colour``, roughly."""
    canvas, hits, seen = app.canvas, 0, 0
    ring = rect.inflate(8, 8)
    for x in range(ring.left, ring.right, 3):
        for y in (ring.top, ring.bottom - 1):
            seen += 1
            found = canvas.get_at((x, y))[:3]
            hits += all(abs(a - b) < 40 for a, b in zip(found, colour, strict=True))
    return hits / seen


def test_the_cursor_is_ringed_whole_over_the_card_beside_it() -> None:
    """A pad's or the keys' card: its light ring goes round it whole, over the next card of
    the fan too (a thin pale outline under the next card was hard to find on cream cards)."""
    app, table = table_on_my_turn(3, (1280, 800))
    view, model = table.view, table.model
    card = view.hand_order[2]
    model.cursor_shown, model.focus.cursor = True, card
    table._refresh_lifts()
    settle(app, table)
    step(app, 30)
    sprite = view.sprites[card]
    assert sprite.focus == CURSOR_RING and sprite.lift > 0
    right = view.sprites[view.hand_order[3]].rect()
    edge = sprite.rect().right  # the cursor card's right edge lies on the next card
    assert right.left < edge < right.right
    found = [app.canvas.get_at((edge + d, sprite.rect().top + 40))[:3] for d in range(1, 12)]
    assert any(all(abs(a - b) < 30 for a, b in zip(f, CURSOR_RING, strict=True)) for f in found)
    dark = [f for f in found if sum(f) < 150]  # the dark lines either side of it
    assert dark, found


def test_a_card_shown_large_stays_in_the_sagas_column_clear_of_words_and_rings() -> None:
    app, table = table_on_my_turn(3, (1280, 800))
    view, model = table.view, table.model
    model.focus.show_legal = True
    table._refresh_lifts()
    settle(app, table)
    card = view.hand_order[len(view.hand_order) // 2]
    long_press(app, card_pos(table, card))
    assert table.zoom.card == card
    step(app)
    shown = app.full_redraw()
    table.zoom.close()
    large = _changed(shown, app.full_redraw())  # where the table drew the large card
    table.zoom.card = card
    assert large is not None and view.layout.log.to_rect().contains(large)
    assert large.h > 1.8 * view.sprites[card].rect().h
    ringed = [
        sprite_bounds(view.sprites[c]) for c, r in table._rings().items() if r is Ring.PLAYABLE
    ]
    assert ringed and large.collidelist(ringed) < 0
    assert large.collidelist(labels(view, table)) < 0
    lift(app, card_pos(table, card))
    assert table.zoom.card is None


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 6])
def test_the_pads_prompts_stand_above_the_buttons_clear_of_the_hand(players, size) -> None:  # noqa: ANN001
    """Along the canvas's foot the strip covered the lower edge of the hand's cards: at the
    table they stack at the foot of the Saga's column, above the buttons, the Saga shortened
    to leave them room; clear of the cards, the table's words and every button."""
    app, table = table_on_my_turn(players, size)
    app.input.pads.pads[0] = app.input.pads.last = Pad(0, "Xbox Series X Controller", "xbox")
    app.input.pad_in_use = True
    step(app, 2)
    view = table.view
    prompts = app._prompts(app.canvas.get_size())
    assert prompts is not None and len(prompts[0]) <= table_pad.ROWS
    scratch = pygame.Surface(app.canvas.get_size())
    drawn = pad_prompts.draw(scratch, *prompts)
    assert drawn is not None and view.layout.log.to_rect().contains(drawn)
    assert not drawn.colliderect(view.log_box.to_rect())  # the Saga makes room
    cards = pygame.Surface(app.canvas.get_size(), pygame.SRCALPHA)
    cards.fill((0, 0, 0, 0))
    view.draw_cards(cards, set())
    assert not _solid(cards, drawn), (players, size)
    assert drawn.collidelist(labels(view, table)) < 0
    buttons = [b.rect for b in table.buttons.named.values() if b.rect.width]
    assert drawn.collidelist(buttons) < 0
    full = pad_prompts.column_height(table_pad.ROWS, view.layout.scale)
    assert full <= view.prompts_box().height  # the most the table gives fit
    app.input.pad_in_use = False  # the mouse again: the Saga takes its place back
    app.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert view.log_box == view.layout.log and app._prompts(app.canvas.get_size()) is None
