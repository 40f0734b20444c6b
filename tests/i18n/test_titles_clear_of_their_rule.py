"""A screen's heading keeps clear of the ornament under it in every language, measured on the
pixels each draws: Arabic's dots hang below the line (جديدة, التحكم) and touched the
diamond under "New game" and "Controller"."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import paths
import pygame
import pytest
from drawn_places import _bounds, _changed
from scene_helpers import make_app, step
from test_i18n_scenes import SCENES

from odin_desktop import i18n
from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.screen import RULE_AIR, Screen

#: The walk's screens with a heading over an ornament (the first of each), and the module
#: that draws it.
MODULES = {
    "new_game": "new_game_base",
    "ravens_new_game": "new_game_base",
    "settings": "settings",
    "controller": "pad_layout",
    "rules": "rules",
    "pause": "pause",
    "statistics": "statistics",
    "records": "replays",
    "review_progress": "review_progress",
}


@contextmanager
def _inked(method: str) -> Iterator[list[pygame.Rect]]:
    """Where each call of a `Screen` drawing method put its pixels, on the canvas."""
    found: list[pygame.Rect] = []
    real: Callable[..., Any] = getattr(Screen, method)

    def watched(self: Screen, surface: pygame.Surface, *args: Any, **kwargs: Any) -> None:
        before = surface.copy()
        real(self, surface, *args, **kwargs)
        box = _bounds(_changed(before, surface))
        if box is not None:
            found.append(box.move(surface.get_abs_offset()))

    setattr(Screen, method, watched)
    try:
        yield found
    finally:
        setattr(Screen, method, real)


def test_the_list_holds_every_screen_with_a_heading_and_a_rule() -> None:
    """A module that draws a heading over a rule (`Screen.titled`) has its screen walked
    here (or this fails)."""
    titled = {
        path.stem
        for path in (paths.ROOT / "odin_desktop").rglob("*.py")
        if ".titled(" in path.read_text(encoding="utf-8") and path.stem != "screen"
    }
    assert titled == set(MODULES.values())


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 640)], ids=str)
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_heading_ends_above_its_ornament(code, size, scene_data_dir, ravens_playable):
    app = make_app(size)
    i18n.set_language(code)
    touching = []
    for name in MODULES:
        first = SCENES[name](app)[0]
        scene: Scene = first if isinstance(first, Scene) else first()
        while app.scenes.top is not scene:
            app.scenes.pop()
            app.scenes.apply_pending()
        scene.resize(app.canvas.get_size())
        step(app)
        with _inked("heading") as heading, _inked("ornament") as rule:
            app.full_redraw()
        assert heading and rule, f"{name}: no heading over a rule drawn"
        air = rule[-1].top - heading[-1].bottom
        if air < scene.px(RULE_AIR) - 1:  # a pixel for rounding
            touching.append((name, i18n._(getattr(scene, "title", "") or name), air))
        app.scenes.reset(Scene(app))
        app.scenes.apply_pending()
    assert not touching, f"{code} {size}: a heading's marks on its ornament (air in px): {touching}"
