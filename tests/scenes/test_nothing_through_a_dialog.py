"""Nothing of where the pointer was shows under a dialog: every screen of the walks
(`test_small_screen.SCREENS`), the pointer resting on each thing it can click there (and on
each card of a table) long enough for a tip or a card shown large, then a dialog over it
and time passing: the frame is the one the screen draws with the pointer gone. Odin's
Ravens' table drew a button's tip and its lit edge under the Paused dialog."""

from __future__ import annotations

import pygame
import pytest
from drawn_places import controls_of, drawn_parts
from scene_helpers import make_app, step
from test_small_screen import SCREENS, prepare

from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.confirm import ConfirmScene
from odin_desktop.scenes.table_scene import TableScene

REST = 0.6  # s, longer than a tip's or a large card's wait
OFF = (-10_000, -10_000)


def _motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))


def _points(app, scene: Scene) -> list[tuple[int, int]]:  # noqa: ANN001
    """Where the pointer may light something: each part a click reaches, each card shown,
    and the middle of the screen (a hand-over screen has nothing else)."""
    w, h = app.canvas.get_size()
    points = [(w // 2, h // 2)] + [part.point for part in drawn_parts(app, controls_of(scene))]
    if isinstance(scene, TableScene):
        points += [sprite.rect().center for sprite in scene.view.drawn_sprites()]
    return points


def _differing(one: pygame.Surface, other: pygame.Surface) -> pygame.Rect | None:
    from drawn_places import _bounds, _changed

    return _bounds(_changed(one, other))


@pytest.mark.parametrize("name", list(SCREENS))
def test_nothing_the_pointer_lit_shows_under_a_dialog(name, scene_data_dir, request):
    prepare(name, request)
    app = make_app()
    items = SCREENS[name](app)
    scene = items[-1] if isinstance(items[-1], Scene) else items[-1]()
    while app.scenes.top is not scene:
        app.scenes.pop()
        app.scenes.apply_pending()
    step(app, 2)
    shown = []
    for point in _points(app, scene):
        app.handle_event(_motion(point))
        step(app, 2, REST)
        dialog = ConfirmScene(app, "?", "Yes", "No", lambda: None)
        app.scenes.push(dialog)
        app.scenes.apply_pending()
        step(app, 2, REST)
        under_dialog = app.full_redraw()
        scene.handle_event(_motion(OFF))  # the pointer gone from the screen, told plainly
        gone = app.full_redraw()
        differ = _differing(under_dialog, gone)
        if differ is not None:
            shown.append((point, differ))
        app.scenes.pop()
        app.scenes.apply_pending()
        step(app)
    assert not shown, f"{name}: the pointer's rest showed under a dialog (where, what): {shown}"
