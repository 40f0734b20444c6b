"""The interface size (Settings): how much smaller than the window's fit every screen is drawn,
clamped to what a screen holds, and applied to every screen at once from its Settings row."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import click, key, make_app, start, step

from odin_desktop import games, i18n
from odin_desktop.i18n import _
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin import layout as odin_layout
from odin_desktop.scenes.ravens import layout as ravens_layout
from odin_desktop.scenes.settings import SettingsScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup
from odin_desktop.ui import text as cached_text
from odin_desktop.ui import theme
from odin_desktop.ui.interface_size import InterfaceSizes

DECK, UHD, FULL_HD = (1280, 800), (3840, 2160), (1920, 1080)


@pytest.mark.parametrize(
    ("size", "smallest"),
    [(DECK, 1.0), ((1024, 640), 1.0), (FULL_HD, 800 / 1080), (UHD, 0.5)],
)
def test_a_screen_holds_sizes_down_to_the_designs_own_pixels(size, smallest):
    assert theme.smallest_interface(size) == pytest.approx(smallest)
    assert theme.interface_held(size, 0.5) == pytest.approx(smallest)
    assert theme.interface_held(size, 1.0) == 1.0
    # Never below the design's pixels: 14 px text stays 14 px where the window allows it.
    assert theme.layout_scale(size) >= min(1.0, theme.window_scale(size))


def test_the_chosen_size_scales_the_layouts_of_both_tables():
    theme.set_interface_size(0.5)
    small_ravens = ravens_layout.load(UHD)
    small_odin = odin_layout.load(4, UHD)
    theme.set_interface_size(1.0)
    ravens, odin = ravens_layout.load(UHD), odin_layout.load(4, UHD)
    assert small_ravens.buttons["end"].height * 2 == pytest.approx(ravens.buttons["end"].height, 2)
    assert small_ravens.hand_width * 2 == pytest.approx(ravens.hand_width, abs=2)
    # the room the panels gave up goes to the paths
    assert small_ravens.path.height > ravens.path.height
    assert small_odin.buttons["play"].h * 2 == pytest.approx(odin.buttons["play"].h, abs=2)
    assert small_odin.scale == pytest.approx(odin.scale / 2)
    # Objects draw apart and stay in the window: none overlaps another more than at 100 %.
    inside = odin_layout.Box(0, 0, *UHD)
    for box in small_odin.regions.values():
        assert inside.contains((box.x, box.y)) and inside.contains((box.right - 1, box.bottom - 1))


def _overlaps(boxes: list[odin_layout.Box]) -> set[tuple[int, int]]:
    return {
        (i, j)
        for i, a in enumerate(boxes)
        for j, b in enumerate(boxes[i + 1 :], i + 1)
        if a.w and b.w and a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom
    }


@pytest.mark.parametrize("players", odin_layout.PLAYERS)
@pytest.mark.parametrize("size", [UHD, FULL_HD, (2560, 1080)], ids=str)
def test_odins_maps_objects_overlap_no_more_at_any_size(players, size):
    boxes = list(odin_layout.load(players, size).regions.values())
    at_full = _overlaps(boxes)
    for value in theme.INTERFACE_SIZES:
        theme.set_interface_size(value)
        assert _overlaps(list(odin_layout.load(players, size).regions.values())) <= at_full


def _interface_row(app, settings: SettingsScene):  # noqa: ANN001, ANN202
    """The interface size's row, scrolled into view (it is the last; Settings scrolls)."""
    index = next(i for i, r in enumerate(settings.rows) if r.name == "interface_size")
    for _page in range(len(settings.rows)):
        if settings.window.visible(index):
            break
        key(app, pygame.K_PAGEDOWN)
        step(app)
    assert settings.window.visible(index)
    return settings.rows[index]


def test_the_settings_row_applies_the_size_to_every_screen_at_once(scene_data_dir):
    app = make_app(UHD)
    menu = start(app, MenuScene(app))
    tall = menu.buttons[0].rect.height
    settings = start(app, SettingsScene(app))
    row = _interface_row(app, settings)
    assert isinstance(row.control, InterfaceSizes) and row.control.value == 1.0
    back = settings.back_button.rect.height
    click(app, row.control.segment(row.control.values.index(0.5)).center)
    step(app, 2)
    assert app.settings.interface_size == 0.5
    assert settings.back_button.rect.height == pytest.approx(back / 2, abs=1)
    assert menu.buttons[0].rect.height < tall * 0.7  # the screen beneath, laid out again
    assert settings._note(row) == row.note  # 50 % is held on a 4K screen: nothing to say
    settings.save()
    assert type(app.settings).load().interface_size == 0.5


def test_a_size_the_screen_cannot_hold_is_clamped_and_the_row_says_so(scene_data_dir):
    app = make_app(DECK)
    settings = start(app, SettingsScene(app))
    row = next(r for r in settings.rows if r.name == "interface_size")
    back = settings.back_button.rect.copy()
    row.control.set(0.5)
    step(app, 2)
    assert settings.back_button.rect == back  # 1280 x 800 is the design: 100 % is the floor
    assert settings._note(row) == "This screen cannot hold 50%: 100% is used."
    row.control.set(1.0)
    assert settings._note(row) == row.note


def test_a_table_open_under_settings_is_laid_out_again(scene_data_dir):
    app = make_app(UHD)
    setup = RavensSetup((SeatSetup("You"), SeatSetup("Astrid", "easy")), seed=5)
    controller = RavensController(setup, host_factory=None)
    table = start(app, games.game("ravens").table_scene(app, setup, controller))
    end = table.view.layout.buttons["end"].height  # type: ignore[attr-defined]
    app.settings.interface_size = 0.6
    app.apply_settings()
    assert table.view.layout.buttons["end"].height == pytest.approx(end * 0.6, abs=2)  # type: ignore[attr-defined]


@pytest.mark.parametrize("code", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [DECK, FULL_HD], ids=str)
def test_the_rows_clamp_note_fits_in_every_language(code, size, scene_data_dir, text_log):
    app = make_app(size)
    i18n.set_language(code)
    settings = start(app, SettingsScene(app))
    row = _interface_row(app, settings)
    row.control.set(0.5)
    with cached_text.recording_cuts() as cuts:
        cached_text.text.cache_clear()
        text_log.clear()
        step(app, 2)
    note = settings._note(row)
    assert note != _(row.note) and "50%" in note  # it says so, in the player's language
    drawn = [(rect, box) for text, rect, box in text_log if text == note]
    assert drawn and not cuts, cuts
    for rect, box in drawn:
        assert (
            rect.width <= box.width + 1 and box.left - 1 <= rect.left <= rect.right <= box.right + 1
        )
