"""Every screen of both games on a 3840 x 2160 screen at each interface size: no two controls
overlap, none leaves the canvas, and no line of text leaves its box or the canvas."""

from __future__ import annotations

import itertools

import pygame
import pytest
from scene_helpers import make_app, step
from test_small_screen import SCREENS, _shown, controls_of

from odin_desktop.ui import theme

UHD = (3840, 2160)


@pytest.mark.parametrize("interface", theme.INTERFACE_SIZES, ids=lambda v: f"ui{round(v * 100)}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_at_3840x2160_holds_at_each_interface_size(
    name, interface, scene_data_dir, text_log, request
):
    if name != "ravens_table":  # the menus with Odin's Ravens' entry, as walked there
        request.getfixturevalue("ravens_playable")
    app = make_app(UHD, interface)
    canvas = pygame.Rect((0, 0), app.canvas.get_size())
    for scene in _shown(name, app):
        scene.resize(canvas.size)
        text_log.clear()
        step(app, 2)
        for text, rect, box in text_log:
            assert rect.width <= box.width + 1, f"{text!r} is wider than its box"
            assert box.left - 1 <= rect.left and rect.right <= box.right + 1, text
            assert canvas.contains(rect), text
        shown = controls_of(scene)
        for control in shown:
            assert canvas.contains(control.rect), f"{type(control).__name__} leaves the canvas"
        for a, b in itertools.combinations(shown, 2):
            assert not a.rect.colliderect(b.rect), f"{_named(a)} overlaps {_named(b)}"


def _named(control: object) -> str:
    return str(getattr(control, "label", "") or type(control).__name__)
