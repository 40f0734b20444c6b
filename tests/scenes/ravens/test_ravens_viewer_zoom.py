"""Odin's Ravens' replay viewer shows an Odin card of the hand large under a finger's long
press, as the table does, until the finger lifts; a tap shows nothing."""

from __future__ import annotations

from fingers import lift, long_press, tap
from ravens_table_driver import step
from test_ravens_table_viewer import open_viewer, recorded_game

from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.sprites import RavensCardSprite, card_image, even
from odin_desktop.scenes.ravens.table_overlays import zoom_rect
from odin_desktop.scenes.ravens.viewer import RavensReplayViewer

SIZE = (1280, 800)


def _at_an_odin_card(viewer: RavensReplayViewer) -> RavensCardSprite:
    """The viewer moved to the first step whose shown hand holds an Odin card: that card."""
    for index in range(len(viewer.steps)):
        viewer.go_to(index)
        odin = [s for s in viewer.view.hand if s.code in art.ODIN_CARDS]
        if odin:
            return odin[0]
    raise AssertionError("no Odin card in the shown hand in the whole record")


def _large(app, card: RavensCardSprite) -> tuple[tuple[int, int], bool]:  # noqa: ANN001
    """A point of the card's own border where the table shows it large, and whether the
    canvas shows it there now."""
    viewer = app.scenes.top
    large = zoom_rect(viewer.view.layout, card.x)
    assert large.h > 1.5 * card.rect().h  # large enough to read its two texts
    top = (large.centerx, large.y + 4)
    image = card_image(card.code, even(large.w))
    return top, app.canvas.get_at(top) == image.get_at((image.get_width() // 2, 4))


def test_a_long_press_on_an_odin_card_shows_it_large_until_the_finger_lifts() -> None:
    app, viewer = open_viewer(recorded_game(), SIZE)
    card = _at_an_odin_card(viewer)
    step(app)
    at = card.rect().center
    assert not _large(app, card)[1]
    long_press(app, at)
    assert _large(app, card)[1]
    step(app, 10)
    assert _large(app, card)[1]  # held: still shown
    lift(app, at)
    assert not _large(app, card)[1]


def test_a_tap_on_an_odin_card_shows_nothing_large() -> None:
    app, viewer = open_viewer(recorded_game(), SIZE)
    card = _at_an_odin_card(viewer)
    step(app)
    index = viewer.index
    tap(app, card.rect().center)
    step(app, 60)
    assert not _large(app, card)[1] and viewer.index == index
