"""Every clickable thing of every screen answers a click where it is drawn, in Arabic as in
English: the screens of the walks (`test_small_screen.SCREENS`: the language test's, each
game's table added), every button and control each holds, each found from the pixels it
draws (`drawn_places`), never from the rectangle it hit-tests with. How to play drew its list
of pages on the right in Arabic and answered clicks where the English list is: a click on the
list did nothing, a click in the page's text turned to another page."""

from __future__ import annotations

import pytest
from drawn_places import controls_of, drawn_parts, reached
from scene_helpers import make_app, step
from test_small_screen import SCREENS, prepare

from odin_desktop import i18n
from odin_desktop.scenes.base import Scene

#: Screens that take a click anywhere, with no control to find.
ANYWHERE = {"handover"}  # the next player is ready


@pytest.mark.parametrize("code", ["en", "ar"])
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_control_takes_a_click_where_it_is_drawn(name, code, scene_data_dir, request):
    prepare(name, request)
    app = make_app()
    i18n.set_language(code)
    missed, clicked = [], 0
    done: set[tuple[int, tuple[int, int]]] = set()  # a page turned leaves the list as it was
    items = SCREENS[name](app)
    lazy = not all(isinstance(item, Scene) for item in items)
    for item in items if lazy else reversed(items):
        scene = item() if lazy and not isinstance(item, Scene) else item
        while scene in app.scenes and app.scenes.top is not scene:  # a dialog the walk
            app.scenes.pop()  # showed over it leaves first
            app.scenes.apply_pending()
        if app.scenes.top is not scene:
            continue
        scene.resize(app.canvas.get_size())
        step(app, 2)
        targets = controls_of(scene)
        for part in drawn_parts(app, targets):
            if not getattr(part.control, "enabled", True) or (id(part.control), part.point) in done:
                continue
            done.add((id(part.control), part.point))
            took = reached(app, targets, part.point)
            clicked += 1
            first = took[0] if took else None
            if first is None or first[0] is not part.control:
                got = None if first is None else type(first[0]).__name__
                missed.append((type(scene).__name__, part.name, part.point, got))
            elif part.value is not None and part.value != first[1]:
                missed.append((type(scene).__name__, part.name, part.point, first[1]))
    assert clicked or name in ANYWHERE, f"{name}: nothing clickable found drawn"
    assert not missed, f"{name} ({code}): drawn there, not reached by a click there: {missed}"
