"""The layout faults a newcomer saw at Odin's Ravens' table (issue 23, item 6), each checked by
geometry at several window sizes: the hover zoom covers neither the paths nor the prompt and
never shows over a panel; a raised stack card leaves its "Stack" label clear; the scroll
arrows cover no card; the paths at rest show the start boxes and the Odin marker whole; no
count badge is cut by the window's edge."""

from __future__ import annotations

import pygame
import pytest
from ravens_table_driver import controller_at, key, make_app, open_table, position, step

from devtools.drivers.events import point_at
from odin_desktop.scenes.ravens import view as view_module
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.table_overlays import ZOOM_DELAY, zoom_rect

SIZES = [(1280, 800), (1036, 648), (1920, 1080)]
LONG_ROW = ("FM", "LS", "MF", "SP", "FL", "PM", "LF", "SM", "PL", "ML", "SF", "LP", "MS", "PF")
LONG_ROW += ("FS", "LM", "SL", "MP", "PS", "FP")


def table_at(race, size):  # noqa: ANN001, ANN201 - (app, table)
    app = make_app(size)
    table = open_table(app, controller_at(race))
    return app, table


@pytest.mark.parametrize("size", SIZES)
def test_the_hover_zoom_covers_neither_the_paths_nor_the_prompt(size) -> None:  # noqa: ANN001
    app, table = table_at(position(hands=("O1 O2 O3 O4 F", "F M L P S")), size)
    lay = table.view.layout
    for sprite in table.view.hand:
        rect = zoom_rect(lay, sprite.x)
        assert not rect.colliderect(lay.path), (size, sprite.code)
        assert not rect.colliderect(lay.status), (size, sprite.code)
        assert pygame.Rect((0, 0), size).contains(rect)
        for button in table.buttons.values():
            assert not rect.colliderect(button.rect), (size, sprite.code)


def test_the_hover_zoom_never_shows_over_a_panel() -> None:
    app, table = table_at(position(hands=("O1 O2 O3 O4 F", "F M L P S")), (1280, 800))
    odin = next(s for s in table.view.hand if s.code.startswith("O"))
    point_at(app, odin.rect().center)
    step(app, round(ZOOM_DELAY * 60) + 10)
    assert table.zoom.rect(table.view, table._zoomable()) is not None  # shown, at rest
    table.model.odin = table.model.cards()[0]  # the choice panel opens
    assert table.model.mode is Mode.CHOICE
    assert table.zoom.rect(table.view, table._zoomable()) is None


def test_a_raised_stack_card_leaves_its_label_clear(monkeypatch) -> None:  # noqa: ANN001
    app, table = table_at(position(stacks=("P L", "")), (1280, 800))
    captions: list[tuple[str, tuple[int, int]]] = []
    real = view_module.draw_caption

    def record(surface, label, pips, point, anchor, lay):  # noqa: ANN001, ANN202
        captions.append((label, point))
        return real(surface, label, pips, point, anchor, lay)

    monkeypatch.setattr(view_module, "draw_caption", record)
    key(app, pygame.K_END)  # the stack's card: raised
    step(app, 30)
    top = table.view.stack_top
    assert top is not None and top.lift_target > 0
    point = [p for label, p in captions if label == "Stack"][-1]
    assert point[1] <= top.rect().y  # the label's bottom is above the raised card


@pytest.mark.parametrize("size", SIZES)
def test_the_scroll_arrows_cover_no_card_and_the_start_is_whole(size) -> None:  # noqa: ANN001
    race = position(row=LONG_ROW, positions=(-1, 2), marker=(4, 1))
    app, table = table_at(race, size)
    path = table.view.path
    arrows = path.arrows()
    assert arrows, "the long row scrolls"
    for position_ in range(len(LONG_ROW)):
        shown = path.card_rect(position_).clip(path.inner)  # the cards are drawn clipped to it
        if shown.w and shown.h:
            for _direction, arrow in arrows:
                assert not arrow.colliderect(shown), (size, position_)
    # At rest, the start (where Hugin still stands) and the marker are whole on screen.
    start = path.space_rect(-1, 0)
    assert path.inner.contains(start), (size, start, path.inner)
    marker = path.space_rect(4, 1)
    assert path.inner.contains(marker), (size, marker, path.inner)


def test_the_paths_after_the_bots_turn_keep_the_start_and_marker_whole() -> None:
    race = position(row=LONG_ROW, positions=(-1, -1), marker=(3, 0), turn=1)
    app = make_app((1036, 648))
    controller = controller_at(race)
    table = open_table(app, controller)
    for _ in range(3000):  # the bot's turn, animations and all
        step(app)
        if table.model.human_turn and not table.view.animating:
            break
    assert table.model.human_turn
    path, race = table.view.path, controller.race
    if race.positions[0] == -1:
        assert path.inner.contains(path.space_rect(-1, 0))
    if race.marker >= 0:
        assert path.inner.contains(path.space_rect(race.marker // 2, race.marker % 2))


@pytest.mark.parametrize("size", SIZES)
def test_no_count_badge_is_cut_by_the_windows_edge(size, monkeypatch) -> None:  # noqa: ANN001
    race = position(stacks=("P L F", "M S"))
    race.discard_sizes = [4, 7]
    app, table = table_at(race, size)
    ovals: list[pygame.Rect] = []
    real = view_module.draw_badge

    def record(surface, label, centre, lay):  # noqa: ANN001, ANN202
        oval = real(surface, label, centre, lay)
        ovals.append(oval)
        return oval

    monkeypatch.setattr(view_module, "draw_badge", record)
    step(app, 2)
    assert len(ovals) >= 3
    window = pygame.Rect((0, 0), size)
    for oval in ovals:
        assert window.contains(oval), (size, oval)
