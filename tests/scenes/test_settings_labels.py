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
from odin_desktop.ui import labels, theme
from odin_desktop.ui.text import fitted


def _inks(monkeypatch) -> dict[str, pygame.Rect]:  # noqa: ANN001
    """Where the letters of each text drawn went on the screen (its image's ink, placed)."""
    inks: dict[str, pygame.Rect] = {}
    real = labels.draw_text

    def drawing(surface, text, box, size, colour=theme.TEXT, **kw):  # noqa: ANN001, ANN202
        rect = real(surface, text, box, size, colour, **kw)
        bold, role = kw.get("bold", False), kw.get("role", "ui")
        image = fitted(text, size, colour, max(1, box.width), bold, role, min_size=9)
        inks[text] = image.get_bounding_rect().move(rect.topleft)
        return rect

    monkeypatch.setattr(labels, "draw_text", drawing)
    return inks


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_a_rows_title_and_its_note_never_touch(code, size, scene_data_dir, monkeypatch):
    app = make_app(size)
    i18n.set_language(code)
    try:
        inks = _inks(monkeypatch)
        scene = start(app, SettingsScene(app))
        scene.resize(app.canvas.get_size())
        app.step(1 / 60)
        checked: set[str] = set()
        while True:  # every window of rows the list scrolls through
            inks.clear()
            scene.draw(app.canvas)
            rows = zip(scene.rows, scene.label_boxes, strict=True)
            shown = [(i, row, box) for i, (row, (box, _right)) in enumerate(rows)]
            noted = [(row, box) for i, row, box in shown if row.note and scene.window.visible(i)]
            for row, box in noted:
                title, note = inks[_(row.label)], inks[_(row.note)]
                assert title.bottom < note.top, (code, row.label, title, note)  # a row of air
                row_box = scene.mirror(box)
                assert row_box.top < title.top and note.bottom <= row_box.bottom, (code, row.label)
                checked.add(row.label)
            if not scene.window.scroll(scene.window.shown):
                break
            scene.refresh()
        assert checked == {row.label for row in scene.rows if row.note}
        assert len(checked) >= 10
    finally:
        i18n.set_language("en")
