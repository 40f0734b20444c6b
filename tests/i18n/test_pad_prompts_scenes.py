"""Every screen with a pad in use, in every language at 1280 x 800: the pad's prompt strip is
drawn, stays on the canvas and covers no button or control the player must reach. The
English and Arabic frames are written to out/pad/<lang>-<scene>.png to be looked at."""

from __future__ import annotations

import paths
import pygame
import pytest
from scene_helpers import make_app, step
from test_i18n_scenes import SCENES, _buttons

from odin_desktop import i18n
from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.screen import Screen
from odin_desktop.ui import pad_prompts
from odin_desktop.ui.pad import Pad

SHOTS = paths.ROOT / "out" / "pad"
LOOKED_AT = ("en", "ar")
STYLES = {"en": ("xbox", "Xbox Series X Controller"), "ar": ("playstation", "PS5 Controller")}


def _reachable(scene: Scene) -> list[pygame.Rect]:
    """The rects of what the player presses on this screen (buttons and Screen controls)."""
    found = list(_buttons(scene))
    if isinstance(scene, Screen):
        found += [c for c in scene.all_controls() if c not in found]
    return [c.rect for c in found if getattr(c, "rect", None) is not None and c.rect.width > 0]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
@pytest.mark.parametrize("name", list(SCENES))
def test_the_pads_prompts_cover_nothing_on_any_screen(name, code, scene_data_dir, ravens_playable):
    app = make_app((1280, 800))
    i18n.set_language(code)
    style, pad_name = STYLES.get(code, STYLES["en"])
    for i, shown in enumerate(SCENES[name](app)):
        scene = shown if isinstance(shown, Scene) else shown()
        app.input.pads.pads[0] = app.input.pads.last = Pad(0, pad_name, style)
        app.input.pad_in_use = True
        step(app, 2)
        top = scene  # the screen shown (some frames keep a screen under it)
        if code in LOOKED_AT:
            SHOTS.mkdir(parents=True, exist_ok=True)
            suffix = f"-{i + 1}" if i else ""
            pygame.image.save(app.canvas, str(SHOTS / f"{code}-{name}{suffix}.png"))
        prompts = top.pad_prompts()
        assert prompts, f"{name}: a pad player is shown no button"
        scratch = pygame.Surface(app.canvas.get_size())
        size = scratch.get_size()
        strip = pad_prompts.draw(
            scratch, prompts, style, top.prompts_bottom(size), top.prompts_column(size)
        )
        assert strip is not None and scratch.get_rect().contains(strip), f"{name}: {strip}"
        covered = [r for r in _reachable(top) if r.colliderect(strip)]
        assert not covered, f"{name} ({code}): the prompts {strip} cover {covered}"
