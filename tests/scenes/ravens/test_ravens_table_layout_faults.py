"""The layout faults a newcomer saw at Odin's Ravens' table (issue 23, item 6), each checked by
geometry at several window sizes: the hover zoom covers neither the paths nor the prompt and
never shows over a panel; a raised stack card leaves its "Stack" label clear; the scroll
arrows cover no card; the paths at rest show the start boxes and the Odin marker whole; no
count badge is cut by the window's edge."""

from __future__ import annotations

import pygame
import pytest
from ravens_table_driver import (
    controller_at,
    drag,
    hand_pos,
    key,
    make_app,
    open_table,
    pile,
    position,
    settle,
    step,
)

from devtools.drivers.events import point_at
from odin_desktop import i18n
from odin_desktop.engine.ravens import actions as A
from odin_desktop.scenes.ravens import captions, seat_places
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.sprites import mark_reach
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
    table.model.move.odin = table.model.cards()[0]  # the choice panel opens
    assert table.model.mode is Mode.CHOICE
    assert table.zoom.rect(table.view, table._zoomable()) is None


def test_a_raised_stack_card_leaves_its_label_clear(monkeypatch) -> None:  # noqa: ANN001
    app, table = table_at(position(stacks=("P L", "")), (1280, 800))
    captions: list[tuple[str, tuple[int, int]]] = []
    real = seat_places.draw_caption

    def record(surface, label, pips, point, anchor, lay):  # noqa: ANN001, ANN202
        captions.append((label, point))
        return real(surface, label, pips, point, anchor, lay)

    monkeypatch.setattr(seat_places, "draw_caption", record)
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
    real = seat_places.draw_badge

    def record(surface, label, centre, lay):  # noqa: ANN001, ANN202
        oval = real(surface, label, centre, lay)
        ovals.append(oval)
        return oval

    monkeypatch.setattr(seat_places, "draw_badge", record)
    step(app, 2)
    assert len(ovals) >= 3
    window = pygame.Rect((0, 0), size)
    for oval in ovals:
        assert window.contains(oval), (size, oval)


# ---------------------------------------------------------------------- issue 32, item 4


def drawn_captions(app, table, monkeypatch) -> dict[str, pygame.Rect]:  # noqa: ANN001
    """The viewer's captions as the next frame draws them, pips and all (by the view's own
    `caption_rect`), by their words."""
    found: dict[str, pygame.Rect] = {}
    real = seat_places.draw_caption
    lay = table.view.layout

    def record(surface, label, pips, point, anchor, lay_):  # noqa: ANN001, ANN202
        if point[1] > lay.status.bottom:  # the viewer's places, at the bottom
            found[label] = captions.caption_rect(label, pips, point, anchor, lay_)
        return real(surface, label, pips, point, anchor, lay_)

    monkeypatch.setattr(seat_places, "draw_caption", record)
    app.scenes.redraw_whole = True  # a whole frame
    step(app)
    monkeypatch.setattr(seat_places, "draw_caption", real)
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ar"])
def test_raised_and_marked_cards_leave_the_captions_clear(  # noqa: ANN001
    size, language, monkeypatch
) -> None:
    """Each card of the hand and the stack's top, raised and marked by the keys, stays clear
    of the Hand, Stack and Discards captions and their pips (the mark and the lift rose over
    the Hand's)."""
    i18n.set_language(language)
    try:
        app, table = table_at(position(stacks=("P L", "")), size)
        key(app, pygame.K_HOME)
        for _ in range(len(table.model.cards())):
            settle(app, table)
            step(app, 30)  # the lift eased all the way
            sprite = table.view.sprite_at(table.model.focus.cursor)
            assert sprite is not None and sprite.focus and sprite.lift == sprite.lift_target > 0
            reach = mark_reach(sprite.size()[0])
            covered = sprite.rect().inflate(2 * reach, 2 * reach)
            captions = drawn_captions(app, table, monkeypatch)
            assert {"Hand", "Stack", "Discards"} <= set(captions) or language != "en"
            for label, rect in captions.items():
                assert not covered.colliderect(rect), (size, sprite.code, label)
            key(app, pygame.K_RIGHT)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de", "ar"])
def test_the_zoom_leaves_the_captions_and_a_ringed_card_in_sight(  # noqa: ANN001
    size, language, monkeypatch
) -> None:
    """An Odin card shown large, on any card of the hand, a hint ringing any other: it
    covers neither the ringed card nor a caption of the viewer's places nor their nameplate
    (it lay over the Hand's caption and over the card needed next)."""
    i18n.set_language(language)
    try:
        app, table = table_at(position(hands=("O1 O2 F O3 O4", "F M L P S")), size)
        for ringed in table.model.cards():
            table.model._show_hint(A.discard(ringed.kind, False))  # rings that card
            for sprite in list(table.view.hand):
                if not sprite.code.startswith("O"):
                    continue
                point_at(app, sprite.rect().center)
                step(app, round(ZOOM_DELAY * 30) + 4)
                captions = drawn_captions(app, table, monkeypatch)
                rect = table.zoom.rect(table.view, table._zoomable(), table._zoom_avoids())
                assert rect is not None, (size, sprite.code, ringed.code)  # shown, at rest
                ring = next(s for s in table.view.hand if s.highlight is not None)
                assert not rect.colliderect(ring.rect()), (size, sprite.code, ring.code)
                for label, caption in captions.items():
                    assert not rect.colliderect(caption), (size, sprite.code, label)
                lay = table.view.layout  # nor the paths, the status line, the player's points
                assert not rect.collidelistall([lay.path, lay.status, lay.me.plate])
    finally:
        i18n.set_language("en")


def test_the_lift_and_the_zoom_go_with_the_pointer() -> None:
    """After a drag the card under its start point is not left raised, nor shown large; a
    card that slides from under a still pointer (the hand changed) takes its zoom with it."""
    app, table = table_at(position(hands=("F M O1 O2 O3", "F M L P S")), (1280, 800))
    drag(app, hand_pos(table, "F"), pile(table, "stack"))  # stored
    settle(app, table)
    assert table.view.raised == set() and table.view.hovered is None
    odin = next(s for s in table.view.hand if s.code == "O2")
    x, y = odin.rect().center
    point_at(app, (x - odin.rect().w // 5, y))  # on O2, left of its middle
    step(app, round(ZOOM_DELAY * 30) + 4)
    assert table.zoom.rect(table.view, table._zoomable(), table._zoom_avoids()) is not None
    assert table.zoom._card(table.view, True) is odin
    key(app, pygame.K_HOME)
    key(app, pygame.K_d)  # the first card discarded: the hand closes up under the pointer
    settle(app, table)
    under = table.view.hand_index_at(table.pointer)
    assert under is not None and table.zoom.rest.on == under  # the zoom follows the pointer
    shown = table.zoom.rect(table.view, table._zoomable(), table._zoom_avoids())
    assert shown is None or table.zoom._card(table.view, True) is table.view.hand[under]


def test_no_tip_shows_through_a_panel() -> None:
    """A button's tip was drawn over the panel open above it (the pointer resting on Menu
    while the End turn panel opens, by a key): nothing shows through a panel."""
    app, table = table_at(position(), (1280, 800))
    point_at(app, table.buttons["menu"].rect.center)
    step(app, 40)  # the pointer rests on it: its tip
    assert table.tip_shown() is not None
    table.model.ask_end()
    step(app)
    assert table.model.mode is Mode.END and table.tip_shown() is None
