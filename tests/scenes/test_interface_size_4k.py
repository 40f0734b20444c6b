"""Every screen of every game on a 3840 x 2160 screen at each interface size: no two controls
overlap, none leaves the canvas, no line of text leaves its box or the canvas, and the
smallest size still keeps text at 14 px and targets at 44 x 44 px (as at 1280 x 800)."""

from __future__ import annotations

import itertools

import pygame
import pytest
from scene_helpers import make_app, step
from test_small_screen import (
    MIN_HIT_PX,
    MIN_TEXT_PX,
    SCREENS,
    _pictured,
    _shown,
    controls_of,
    prepare,
)

from odin_desktop.ui import fonts, theme
from odin_desktop.ui import text as cached_text

UHD = (3840, 2160)


@pytest.mark.parametrize("interface", theme.INTERFACE_SIZES, ids=lambda v: f"ui{round(v * 100)}")
@pytest.mark.parametrize("name", list(SCREENS))
def test_every_screen_at_3840x2160_holds_at_each_interface_size(
    name, interface, scene_data_dir, text_log, request
):
    prepare(name, request)
    app = make_app(UHD, interface)
    canvas = pygame.Rect((0, 0), app.canvas.get_size())
    for scene in _shown(name, app):
        scene.resize(canvas.size)
        text_log.clear()
        cached_text.text.cache_clear()  # every line rendered again, so recorded
        with fonts.recording_sizes() as sizes:
            step(app, 2)
        small = {(t, px) for t, px in sizes if px < MIN_TEXT_PX and not _pictured(name, t)}
        assert not small, f"text under {MIN_TEXT_PX} px: {sorted(small)}"
        for text, rect, box in text_log:
            assert rect.width <= box.width + 1, f"{text!r} is wider than its box"
            assert box.left - 1 <= rect.left and rect.right <= box.right + 1, text
            assert canvas.contains(rect), text
        shown = controls_of(scene)
        for control in shown:
            assert canvas.contains(control.rect), f"{type(control).__name__} leaves the canvas"
            assert min(control.rect.size) >= MIN_HIT_PX, f"{_named(control)} is too small"
        for a, b in itertools.combinations(shown, 2):
            assert not a.rect.colliderect(b.rect), f"{_named(a)} overlaps {_named(b)}"


def _named(control: object) -> str:
    return str(getattr(control, "label", "") or type(control).__name__)
