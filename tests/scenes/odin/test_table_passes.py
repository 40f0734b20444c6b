"""A frame drawn in parts runs the table's drawing once for each part, clipped to it: each
pass skips the cards, seats, pile, middle, Saga, status line and buttons that lie wholly
outside its clip, so many small parts cost little more than their pixels (a pass over
everything, clipped, cost ~1 ms at 4K)."""

from __future__ import annotations

import pygame
import pytest
from table_driver import make_app, start_table, step

from odin_desktop.scenes.odin import saga, sprites, view
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.ui import widgets


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the table's drawing drew: each card, seat plate, Saga and button."""
    seen: list[str] = []
    for owner, name in (
        (sprites.OdinCardSprite, "draw"),
        (saga.MoveLog, "draw"),
        (widgets.Button, "draw"),
    ):
        real = getattr(owner, name)

        def spy(*args, _real=real, _name=owner.__name__, **kwargs):  # noqa: ANN002, ANN003, ANN202
            seen.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(owner, name, spy)
    real_plate = view.plate
    monkeypatch.setattr(view, "plate", lambda *a: seen.append("plate") or real_plate(*a))
    return seen


def test_a_pass_clipped_where_nothing_lies_draws_only_the_backdrop(drawn: list[str]) -> None:
    app = make_app((1280, 800))
    table = start_table(app, OdinSetup.all_bots(4, "easy", seed=2))
    step(app, 30)
    canvas = app.canvas
    drawn.clear()
    table.draw(canvas)  # whole: every part of the table
    assert {"OdinCardSprite", "MoveLog", "Button", "plate"} <= set(drawn)
    drawn.clear()
    canvas.set_clip(pygame.Rect(2, 2, 3, 3))  # the top left corner: none of the table is there
    table.draw(canvas)
    canvas.set_clip(None)
    assert drawn == []


def test_a_pass_clipped_to_one_card_draws_that_card_and_not_the_others(drawn: list[str]) -> None:
    app = make_app((1280, 800))
    table = start_table(app, OdinSetup.all_bots(4, "easy", seed=2))
    step(app, 120)
    canvas = app.canvas
    hand = [table.view.sprites[c] for c in table.view.hand_order]
    assert len(hand) > 3
    drawn.clear()
    canvas.set_clip(hand[0].rect().inflate(-hand[0].rect().w // 2, -hand[0].rect().h // 2))
    table.draw(canvas)
    canvas.set_clip(None)
    cards = drawn.count("OdinCardSprite")
    assert 1 <= cards < len(hand)  # that card and its near neighbours in the fan


def test_odins_changes_far_apart_are_drawn_in_up_to_six_parts() -> None:
    """Cheap passes let a move be drawn in parts apart (a seat, the Saga, the middle, the
    status line), not in their union: ODIN's table allows 6, a table whose passes draw
    everything keeps 3."""
    from odin_desktop.scenes import damage
    from odin_desktop.scenes.odin.table import OdinTableScene
    from odin_desktop.scenes.table_scene import TableScene

    cards = [sprites.OdinCardSprite("R1", 300 + 700 * i, 300, width=60) for i in range(5)]
    noted = damage.Damage()
    noted.note(cards, None, [])
    for card in cards:
        card.x += 5
    most = OdinTableScene.MAX_AREAS
    assert len(noted.since(cards, None, [], None, most) or []) == 5
    assert len(noted.since(cards, None, [], None, TableScene.MAX_AREAS) or []) == 3


def test_odins_neighbouring_parts_stay_apart_unless_their_union_adds_little() -> None:
    """A re-fanned hand, the status line above it and the middle above that were gathered
    into one part, most of the canvas: ODIN's parts merge only when their union adds at most
    a tenth of them."""
    from odin_desktop.scenes import damage
    from odin_desktop.scenes.odin.table import OdinTableScene

    hand, status = pygame.Rect(600, 1500, 2000, 700), pygame.Rect(700, 1080, 1800, 250)
    assert len(damage.clusters([hand, status])) == 1  # the shared default: one part
    apart = damage.clusters([hand, status], OdinTableScene.MAX_AREAS, OdinTableScene.MERGE_SLACK)
    assert sorted(map(tuple, apart)) == sorted(map(tuple, [hand, status]))


def test_the_piles_panel_covers_its_top_faces_turned() -> None:
    """A card joining the pile redraws its top faces in a new order: their turned corners
    reach beyond the stack, and were left as they were (seen at 4K as a strip above it)."""
    from odin_desktop.scenes.damage import sprite_bounds
    from odin_desktop.scenes.odin import table_damage
    from odin_desktop.scenes.odin.middle_view import PILE_SHOWN

    app = make_app((1280, 800))
    table = start_table(app, OdinSetup.all_bots(4, "easy", seed=2))
    view = table.view
    for _ in range(3000):
        step(app)
        if len(view.discard_order) >= 3 and not table.animating:
            break
    top = [view.sprites[c] for c in view.discard_order[-PILE_SHOWN:] if c in view.sprites]
    assert len(top) >= 3
    panel = table_damage._pile(view)
    assert all(panel.contains(sprite_bounds(s)) for s in top)
