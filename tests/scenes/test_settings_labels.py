"""The settings rows' titles and the notes under them never touch: in Arabic the titles' dots
once sat on the notes (each line was centred in half of its row, and Arabic lines are tall
boxes whose dots hang low)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app, start

from odin_desktop import i18n
from odin_desktop.i18n import _
from odin_desktop.scenes.settings import SettingsScene
from odin_desktop.ui import controls
from odin_desktop.ui.text import fitted


def _inks(monkeypatch) -> dict[str, pygame.Rect]:  # noqa: ANN001
    """Where the letters of each text drawn went on the screen (its image's ink, placed)."""
    inks: dict[str, pygame.Rect] = {}
    real = controls.draw_text

    def drawing(surface, text, box, size, colour=controls.theme.TEXT, **kw):  # noqa: ANN001, ANN202
        rect = real(surface, text, box, size, colour, **kw)
        bold, role = kw.get("bold", False), kw.get("role", "ui")
        image = fitted(text, size, colour, max(1, box.width), bold, role, min_size=9)
        inks[text] = image.get_bounding_rect().move(rect.topleft)
        return rect

    monkeypatch.setattr(controls, "draw_text", drawing)
    return inks


# Arabic's tall lines no longer fit the fifteen rows (the interface size's made fifteen) of a
# 1024 x 640 window; Settings' rows are being restructured apart (issue 24), which must make
# this pass: strict, so the mark goes when they do.
CROWDED = pytest.mark.xfail(strict=True, reason="Settings' 15 rows, until they scroll or page")


@pytest.mark.parametrize(
    ("code", "size"),
    [
        pytest.param(c, s, marks=CROWDED) if (c, s) == ("ar", (1024, 640)) else (c, s)
        for s in [(1280, 800), (1024, 640)]
        for c in i18n.LANGUAGES
    ],
    ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v,
)
def test_a_rows_title_and_its_note_never_touch(code, size, scene_data_dir, monkeypatch):
    app = make_app(size)
    i18n.set_language(code)
    try:
        inks = _inks(monkeypatch)
        scene = start(app, SettingsScene(app))
        scene.resize(app.canvas.get_size())
        app.step(1 / 60)
        scene.draw(app.canvas)
        rows = zip(scene.rows, scene.label_boxes, strict=True)
        noted = [(row, box) for row, (box, _right) in rows if row.note]
        assert len(noted) >= 10
        for row, box in noted:
            title, note = inks[_(row.label)], inks[_(row.note)]
            assert title.bottom < note.top, (code, row.label, title, note)  # a row of air
            row_box = scene.mirror(box)
            assert row_box.top < title.top and note.bottom <= row_box.bottom, (code, row.label)
    finally:
        i18n.set_language("en")
