"""Odin's Ravens' table as a player's hand finds it: where each card, pile, space, button and
panel answer is on screen (asked of the table scene itself, so at any window size and in
any language), and `play`, which makes any legal action with the mouse alone: cards dragged
onto the next space, a pile or the paths, an Odin card's action clicked on its panel and its
space or card clicked, the stack reordered by dragging, End turn and the drawn card's way
round clicked. Shared by the tests' table driver, the play-through check and the Xvfb test.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from devtools.drivers.events import Point, click, drag, hold_over, let_go
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import stack_kinds
from odin_desktop.scenes.ravens.model import Card, Mode

if TYPE_CHECKING:  # for the type checker only: the table's users import it
    from odin_desktop.scenes.ravens.table import RavensTableScene as Table

SCROLL_TRIES = 40


class Unplayable(Exception):
    """The table offers no way to make this action with the mouse now."""


# ---------------------------------------------------------------------- where things are


def settle(app: Any, table: Table, limit: int = 600) -> None:
    """Run frames until nothing on the table moves."""
    for _ in range(limit):
        if not table.view.animating:
            return
        app.step(1 / 30)


def hand_pos(table: Table, code: str) -> Point:
    """Where a card of the viewer's hand is (the first one of that kind)."""
    for sprite in table.view.hand:
        if sprite.code == code:
            return sprite.rect().center
    raise AssertionError(f"no {code} in the hand")


def stack_pos(table: Table) -> Point:
    top = table.view.stack_top
    assert top is not None, "the stack is empty"
    return top.rect().center


def next_space(table: Table) -> Point:
    """The space in front of the viewer's raven."""
    seat = table.model.viewer
    position = table.view.path.positions[seat] + 1
    return table.view.path.space_rect(position, seat).center


def space(table: Table, position: int, path: int) -> Point:
    return table.view.path.space_rect(position, path).center


def card_on_path(table: Table, position: int) -> Point:
    return table.view.path.card_rect(position).center


def pile(table: Table, name: str) -> Point:
    """The viewer's "stack", "magic" (Magic Way row) or "discard" pile."""
    lay = table.view.layout
    return {"stack": lay.me.stack, "magic": lay.me.magic, "discard": lay.me.discard}[name].center


def end_button(table: Table) -> Point:
    return table.buttons["end"].rect.center


def panel_button(table: Table, index: int) -> Point:
    """A button of the panel open now (laid out by the last frame drawn): the Odin card's
    choices (0, 1; 2 takes it back), the end of the turn (0 lengthen, 1 end without, 2
    keep playing) or the stack's order (0 Done, 1 take it back)."""
    buttons = {
        Mode.CHOICE: table.panels.choice.buttons,
        Mode.END: table.panels.end.buttons,
        Mode.ARRANGE: table.panels.arrange.buttons,
    }[table.model.mode]
    return buttons[index].rect.center


def end_answer(table: Table, lengthen: bool) -> Point:
    """The answer to "lengthen the paths first?" as the end-of-turn panel shows it (laid
    out here as the table lays it out, so it can be asked before the panel opens)."""
    table.panels.end.layout(table.view.layout)
    return table.panels.end.buttons[0 if lengthen else 1].rect.center


def lay_option(table: Table, turned_round: bool) -> Point:
    """The drawn landscape card as drawn (False) or turned round (True) on the lay panel
    (laid out here as the table lays it out)."""
    table.panels.laying.layout(table.view.layout)
    return table.panels.laying.options[1 if turned_round else 0].center


# ---------------------------------------------------------------------- the paths


def _clear(table: Table, point: Point) -> bool:
    """Whether ``point`` of the paths can be clicked: on screen (at least half of a card
    round it showing), not under a chevron."""
    path = table.view.path
    margin = path.slot_w / 4
    inside = path.area.x + margin <= point[0] <= path.area.right - margin
    return inside and path.arrow_at(point) is None


def reveal(app: Any, table: Table, where: Callable[[], Point]) -> Point:
    """Scroll the paths with the mouse wheel until ``where()`` (a point of them) can be
    clicked; the point then."""
    point = where()
    path = table.view.path
    for _ in range(SCROLL_TRIES):
        if _clear(table, point):
            return point
        before = path.scroll_goal
        app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=path.area.center, rel=(0, 0)))
        towards = 1 if point[0] > path.area.centerx else -1
        app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-towards))
        settle(app, table)
        point = where()
        if path.scroll_goal == before:
            break  # as far as it goes
    if not _clear(table, point):
        raise Unplayable(f"{point} cannot be reached on the paths")
    return point


# ---------------------------------------------------------------------- cards to play


def card_pos(table: Table, card: Card) -> Point:
    """Where a card to play is: in the hand, or the stack's top."""
    return stack_pos(table) if card.from_stack else hand_pos(table, card.code)


def fly_order(table: Table, action: int) -> list[Card]:
    """The fly's cards in an order the table takes them one by one (`drop_order`)."""
    hand, stack = A.played_cards(action)
    cards = [Card(False, k) for k in hand] + [Card(True, k) for k in stack]
    order = drop_order(table, cards)
    if order is None:
        raise Unplayable(f"no order of the cards of {A.describe(action)} can be dropped")
    return order


def drop_order(table: Table, cards: list[Card]) -> list[Card] | None:
    """``cards`` (a fly's) in an order the table takes them one by one, or None: each card
    dropped waits on the next space until the last completes the fly, so every card before
    the last must be one that can still become part of a fly and none may already make a
    legal fly (a matching card before its joker twin would fly alone); stack cards come off
    the stack top first, in their order."""
    model = table.model
    hand = [card for card in cards if not card.from_stack]
    stack = [card for card in cards if card.from_stack]
    for hand_order in itertools.permutations(hand):
        for slots in itertools.combinations(range(len(cards)), len(stack)):
            rest, rest_stack = list(hand_order), list(stack)
            order = [rest_stack.pop(0) if i in slots else rest.pop(0) for i in range(len(cards))]
            prefixes = [order[:n] for n in range(1, len(order))]
            if all(
                model.move.fly_preview(p) is None and model.move.fly_completion(p) is not None
                for p in prefixes
            ):
                return order
    return None


def _drop_fly(app: Any, table: Table, action: int) -> None:
    for card in fly_order(table, action):
        target = reveal(app, table, lambda: next_space(table))
        drag(app, card_pos(table, card), target)
        settle(app, table)


def _odin_card_on_path(app: Any, table: Table, action: int) -> None:
    """The Odin card dragged onto the paths (away from the next space), then its choice."""
    card = Card(A.from_stack(action), A.card_of(action))
    area = table.view.layout.path
    target = (area.centerx, area.y + area.h // 8)  # above the cards: "the paths", not a space
    drag(app, card_pos(table, card), target)
    settle(app, table)
    if table.model.mode is not Mode.CHOICE:
        raise Unplayable(f"{card.code} dropped on the paths asked no choice")
    choice = A.CHOICES_OF_CARD[card.kind].index(A.action_type(action))
    click(app, panel_button(table, choice))
    settle(app, table)


def _pick_targets(app: Any, table: Table, action: int) -> None:
    kind, value = A.action_type(action), A.param(action)
    if kind == A.MARKER:
        position, path = value & 255, value >> 8
        click(app, reveal(app, table, lambda: space(table, position, path)))
        return
    positions = [value & 255, value >> 8] if kind == A.SWAP else [value]
    for position in positions:
        click(app, reveal(app, table, partial(card_on_path, table, position)))
        settle(app, table)


def _arrange(app: Any, table: Table, action: int) -> None:
    """Drag the stack's cards on the panel into the action's order, then Done."""
    wanted = list(stack_kinds(A.param(action)))
    panel = table.panels.arrange
    for place, kind in enumerate(wanted):
        order = table.model.move.order
        assert order is not None
        source = order.index(kind, place)
        if source != place:
            slots = panel.slots
            drop = (slots[place].centerx - 1, slots[place].centery)
            hold_over(app, slots[source].center, drop, steps=4)
            let_go(app, drop)
    click(app, panel_button(table, 0))


def _end_turn(app: Any, table: Table, lengthen: bool) -> None:
    click(app, end_button(table))
    if table.model.mode is Mode.END:
        click(app, end_answer(table, lengthen))


def play(app: Any, table: Table, action: int) -> None:
    """Make ``action`` (legal now, for the viewer, whose turn it is) with the mouse, as a
    player would; `Unplayable` when the table offers no way to."""
    kind = A.action_type(action)
    race = table.controller.race
    assert race is not None, "an action is played in a race"
    if kind == A.LAY:
        click(app, lay_option(table, turned_round=A.param(action) != race.pending))
    elif kind == A.END:
        _end_turn(app, table, lengthen=action == A.END_LENGTHEN)
    elif kind == A.FLY:
        _drop_fly(app, table, action)
    elif kind in (A.STORE, A.MAGIC, A.DISCARD):
        card = Card(A.from_stack(action), A.card_of(action))
        name = {A.STORE: "stack", A.MAGIC: "magic", A.DISCARD: "discard"}[kind]
        drag(app, card_pos(table, card), pile(table, name))
    else:
        _odin_card_on_path(app, table, action)
        if kind == A.ARRANGE:
            _arrange(app, table, action)
        elif kind in (A.MARKER, A.SWAP, A.TURN, A.REMOVE):
            _pick_targets(app, table, action)
    settle(app, table)
