"""Settings on a Steam Deck's 1280 x 800: every row is reached by the pad and by the keys and
shown when focused (the ring never leaves the panel), the shoulders, the wheel, two fingers
and a drag of the list scroll it, every control is a finger's 44 px, and nothing overlaps
there or at 3840 x 2160 in any language, with the rows as they are or one more."""

from __future__ import annotations

import itertools

import pygame
import pytest
from scene_helpers import click, make_app, start, step

from odin_desktop import i18n
from odin_desktop.i18n import N_, _
from odin_desktop.scenes import settings as settings_module
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.settings import SettingsScene
from odin_desktop.ui import fonts, pad_prompts
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.switch import Toggle

DECK = (1280, 800)
SIZES = [DECK, (3840, 2160)]


ROWS_NOW = len(settings_module.ROWS)


@pytest.fixture(params=[ROWS_NOW, ROWS_NOW + 1], ids=["the rows", "one row more"])
def rows(request, monkeypatch) -> int:  # noqa: ANN001
    """The rows as they are, and with one more (as the next setting will add)."""
    if request.param > ROWS_NOW:
        extra = (
            "tutor",
            N_("Tutor"),
            N_("Against bots, Odin stops a mistake before it is played."),
            Toggle,
        )
        monkeypatch.setattr(settings_module, "ROWS", [*settings_module.ROWS, extra])
    assert len(settings_module.ROWS) == request.param
    return request.param


def open_settings(size: tuple[int, int] = DECK):  # noqa: ANN201
    app = make_app(size)
    start(app, MenuScene(app))
    return app, start(app, SettingsScene(app))


def press(app, button: int) -> None:  # noqa: ANN001
    app.handle_event(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
    app.scenes.apply_pending()
    step(app)


def focused_row(scene: SettingsScene) -> int | None:
    return next((i for i, r in enumerate(scene.rows) if r.control is scene.ring.current), None)


def in_view(scene: SettingsScene) -> bool:
    """The focused control is drawn whole inside the panel (or is a button under it)."""
    rect = scene.ring.current.rect  # type: ignore[union-attr]
    row = focused_row(scene)
    if row is None:  # Back or Controller, under the panel
        return rect.width > 0
    return rect.width > 0 and scene.panel.contains(rect) and scene.window.visible(row)


def test_the_pad_reaches_and_shows_every_row(scene_data_dir, rows) -> None:  # noqa: ANN001
    app, scene = open_settings()
    assert scene.window.scrolls  # the point: not every row fits at 1280 x 800
    seen = []
    for _press in range(rows + 3):
        press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
        assert scene.ring.visible and in_view(scene)
        seen.append(focused_row(scene))
    assert set(range(rows)) <= set(seen)
    for _press in range(rows + 3):  # and back up to the first
        press(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
        assert in_view(scene)
        if focused_row(scene) == 0:
            break
    assert focused_row(scene) == 0 and scene.window.first == 0


def test_the_keys_reach_every_row_and_change_the_last(scene_data_dir, rows) -> None:  # noqa: ANN001
    app, scene = open_settings()
    for _press in range(rows):
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        step(app)
        assert in_view(scene)
    assert focused_row(scene) == rows - 1
    last = scene.rows[-1]
    before = getattr(app.settings, last.name)
    # a switch flips with Space; a choice (the interface size, at its largest) steps left
    change = pygame.K_SPACE if isinstance(last.control, Toggle) else pygame.K_LEFT
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=change, mod=0, unicode=""))
    assert getattr(app.settings, last.name) != before


def test_the_shoulders_page_through_the_rows(scene_data_dir, rows) -> None:  # noqa: ANN001
    app, scene = open_settings()
    press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # the focus on the first row
    assert focused_row(scene) == 0
    press(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert focused_row(scene) == scene.window.shown and in_view(scene)
    press(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert focused_row(scene) == rows - 1 and in_view(scene)
    press(app, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert focused_row(scene) == rows - 1 - scene.window.shown and in_view(scene)


def test_the_wheel_and_a_drag_scroll_and_the_last_row_answers_a_tap(scene_data_dir) -> None:  # noqa: ANN001
    app, scene = open_settings()
    first = scene.rows[0].control
    click(app, first.rect.center)  # the first row has the focus
    app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    step(app)
    assert scene.window.first == 1
    assert focused_row(scene) == 1  # the focus left behind comes into the window
    # a finger dragging the list upwards where no control is (on a row's title)
    box = scene.mirror(scene.label_boxes[scene.window.first + 3][0])
    start_at, end_at = box.center, (box.centerx, box.centery - 3 * scene.pitch)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_at, button=1))
    app.handle_event(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end_at, rel=(0, 0), buttons=(1, 0, 0))
    )
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end_at, button=1))
    step(app)
    assert scene.window.first == min(4, scene.window.count - scene.window.shown)
    for _notch in range(len(scene.rows)):  # two fingers are the wheel (`ui/touch.py`)
        event = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, finger=True)
        app.handle_event(event)
    step(app)
    last = scene.rows[-1]
    assert scene.window.visible(len(scene.rows) - 1) and last.control.rect.width > 0
    before = getattr(app.settings, last.name)
    click(app, last.control.rect.center)
    assert getattr(app.settings, last.name) is not before


def test_a_hidden_row_cannot_be_hit_through_the_buttons(scene_data_dir) -> None:  # noqa: ANN001
    app, scene = open_settings()
    hidden = [r.control for i, r in enumerate(scene.rows) if not scene.window.visible(i)]
    assert hidden and all(c.rect.width == 0 for c in hidden)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_nothing_overlaps_in_any_window_of_rows(code, size, scene_data_dir, rows) -> None:  # noqa: ANN001
    app = make_app(size)
    i18n.set_language(code)
    try:
        scene = start(app, SettingsScene(app))
        px = scene.px
        buttons = [scene.back_button.rect, scene.pad_button.rect]
        strip = pad_prompts.strip_rect(size, px(600), scene.scale)
        while True:
            shown = [
                (scene.rows[i].control.rect, scene.mirror(scene.label_boxes[i][0]))
                for i in scene.window.rows
            ]
            for control, label in shown:
                assert scene.panel.contains(control), code
                assert control.height >= (44 if size == DECK else px(44)), code
                assert not control.colliderect(label), code
            places = [c for c, _label in shown] + [lb for _c, lb in shown] + buttons
            for one, other in itertools.combinations(places, 2):
                assert not one.colliderect(other), (code, one, other)
            for button in buttons:
                assert not button.colliderect(scene.panel) and not button.colliderect(strip)
            if not scene.window.scroll(scene.window.shown):
                break
            scene.refresh()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_rows_words_read_at_14_px_at_1280x800(code, scene_data_dir) -> None:  # noqa: ANN001
    """No title or note is shrunk under 14 px to fit its row (Italian's long notes were)."""
    app = make_app(DECK)
    i18n.set_language(code)
    try:
        scene = start(app, SettingsScene(app))
        words = {_(r.label) for r in scene.rows} | {_(r.note) for r in scene.rows if r.note}
        smallest: dict[str, int] = {}
        while True:
            cached_text.text.cache_clear()  # every line rendered again, so recorded
            with fonts.recording_sizes() as sizes:
                scene.draw(app.canvas)
            for text, size in sizes:
                smallest[text] = min(size, smallest.get(text, size))
            if not scene.window.scroll(scene.window.shown):
                break
            scene.refresh()
        assert words <= set(smallest), words - set(smallest)  # every row drawn
        small = {t: s for t, s in smallest.items() if t in words and s < 14}
        assert not small, (code, small)
    finally:
        i18n.set_language("en")
