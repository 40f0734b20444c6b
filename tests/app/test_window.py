"""The window opens at a size that fits the screen, comes back as the player left it, and is
known by its name (tests/e2e/test_e2e_xvfb.py checks the same in a real X window)."""

from __future__ import annotations

import json

import paths
import pygame
import pytest

from odin_desktop.app import window, window_place
from odin_desktop.app.app import MIN_SIZE, App
from odin_desktop.app.settings import Settings
from odin_desktop.app.window import DEFAULT_SIZE, SCREEN_MARGIN, Placement

LAPTOP = (1366, 768)


def _usable(screen: tuple[int, int]) -> tuple[int, int]:
    return (screen[0] - SCREEN_MARGIN[0], screen[1] - SCREEN_MARGIN[1])


@pytest.mark.parametrize("screen", [LAPTOP, (1280, 720), (1280, 800), (1024, 600), (800, 480)])
def test_a_first_window_fits_the_usable_screen_in_the_designed_shape(screen) -> None:  # type: ignore[no-untyped-def]
    width, height = window.fitted_size(screen)
    usable = _usable(screen)
    assert width <= usable[0] and height <= usable[1]
    assert abs(width / height - DEFAULT_SIZE[0] / DEFAULT_SIZE[1]) < 0.01
    # It uses the room there is: one side touches the usable area (within rounding).
    assert usable[0] - width <= 1 or usable[1] - height <= 1


def test_a_laptop_screen_still_gets_the_whole_layout_unscaled() -> None:
    width, height = window.fitted_size(LAPTOP)
    assert height < LAPTOP[1] - 100  # room for a title bar and a taskbar
    assert (width, height) >= MIN_SIZE and height >= MIN_SIZE[1]


@pytest.mark.parametrize("screen", [(1920, 1080), (2560, 1440), (3840, 2160), None])
def test_a_big_or_unknown_screen_gets_the_designed_size(screen) -> None:  # type: ignore[no-untyped-def]
    assert window.fitted_size(screen) == DEFAULT_SIZE


def test_the_remembered_window_comes_back_where_it_was() -> None:
    assert window.opening_placement((1920, 1080), (1500, 1000), (200, 40)) == Placement(
        (1500, 1000), (200, 40)
    )


def test_a_remembered_place_off_the_screen_opens_centred_at_the_remembered_size() -> None:
    # e.g. it was last on a second monitor, to the right or left of this one
    for position in [(1900, 40), (-700, 40), (200, 900)]:
        assert window.opening_placement((1920, 1080), (1000, 700), position) == Placement(
            (1000, 700)
        )


def test_a_remembered_size_too_big_for_this_screen_is_fitted_again() -> None:
    # left at 1800 x 1000 on a big monitor; now the laptop's own screen
    placement = window.opening_placement(LAPTOP, (1800, 1000), (40, 40))
    assert placement == Placement(window.fitted_size(LAPTOP))


def test_nothing_remembered_opens_fitted_and_centred() -> None:
    assert window.opening_placement(LAPTOP, None, None) == Placement(window.fitted_size(LAPTOP))
    assert window.opening_placement(None, (900, 600), (10, 10)) == Placement(DEFAULT_SIZE)


def test_a_tiny_remembered_window_is_not_restored() -> None:
    assert window.opening_placement(LAPTOP, (40, 30), (10, 10)).size == window.fitted_size(LAPTOP)


def test_the_minimum_size_never_exceeds_the_opening_window() -> None:
    assert window.minimum_size(MIN_SIZE, (1280, 800)) == MIN_SIZE
    assert window.minimum_size(MIN_SIZE, (900, 560)) == (900, 560)


def test_placing_sets_sdl_position_for_one_window_only() -> None:
    environ = {"SDL_VIDEO_CENTERED": "0", "OTHER": "x"}
    with window.placing((30, 40), environ):
        assert environ["SDL_VIDEO_WINDOW_POS"] == "30,40"
    assert environ == {"SDL_VIDEO_CENTERED": "0", "OTHER": "x"}
    with window.placing(None, environ):
        assert environ["SDL_VIDEO_CENTERED"] == "1" and "SDL_VIDEO_WINDOW_POS" not in environ
    assert environ == {"SDL_VIDEO_CENTERED": "0", "OTHER": "x"}


def test_the_window_class_is_odin_desktop_unless_someone_chose_another() -> None:
    environ: dict[str, str] = {}
    window.name_the_window(environ, "/usr/lib/python3/site-packages/odin_desktop/__main__.py")
    assert environ == {"SDL_VIDEO_X11_WMCLASS": "odin-desktop"}
    # `import pygame` names it after the script when a display is set: that is replaced.
    named_by_pygame = {"SDL_VIDEO_X11_WMCLASS": "__main__.py"}
    window.name_the_window(named_by_pygame, "/x/odin_desktop/__main__.py")
    assert named_by_pygame == {"SDL_VIDEO_X11_WMCLASS": "odin-desktop"}
    chosen = {"SDL_VIDEO_X11_WMCLASS": "my-class"}
    window.name_the_window(chosen, "/x/odin_desktop/__main__.py")
    assert chosen == {"SDL_VIDEO_X11_WMCLASS": "my-class"}


def test_the_linux_desktop_entry_matches_the_window_class() -> None:

    entry = paths.ROOT / "build" / "linux" / "odin-desktop.desktop"
    assert f"StartupWMClass={window.WM_CLASS}\n" in entry.read_text(encoding="utf-8")


# ------------------------------------------------------------------ settings


def test_window_geometry_round_trips_through_the_settings() -> None:
    settings = Settings(window_size=[1037, 648], window_position=[164, 60])
    loaded = Settings.from_dict(json.loads(json.dumps(settings.to_dict())))
    assert (loaded.window_size, loaded.window_position) == ([1037, 648], [164, 60])
    assert not loaded.notices


@pytest.mark.parametrize(
    "value", ["1280x800", [1280], [1280, 800, 1], [True, 800], [1280.0, 800], [0, 800], [1, 10**9]]
)
def test_a_bad_window_size_is_replaced_with_a_notice(value) -> None:  # type: ignore[no-untyped-def]
    loaded = Settings.from_dict({"window_size": value, "window_position": [-20, 30]})
    assert loaded.window_size == [] and loaded.window_position == [-20, 30]
    assert len(loaded.notices) == 1 and "window_size" in loaded.notices[0]


# ------------------------------------------------------------------ the app (dummy video)


def _saved(scene_data_dir) -> dict:  # type: ignore[no-untyped-def]
    return json.loads((scene_data_dir / "settings.json").read_text())


def test_the_game_window_reopens_at_the_remembered_size_and_place(scene_data_dir) -> None:  # type: ignore[no-untyped-def]
    Settings(window_size=[900, 600], window_position=[30, 40]).save()
    app = App(fullscreen=False)
    assert app.window.get_size() == (900, 600)
    sdl = window_place.sdl_window()
    assert sdl is not None and sdl.position == (30, 40)
    app.shutdown()
    assert (_saved(scene_data_dir)["window_size"], _saved(scene_data_dir)["window_position"]) == (
        [900, 600],
        [30, 40],
    )


def test_a_first_start_fits_the_screen_and_remembers_it(scene_data_dir) -> None:  # type: ignore[no-untyped-def]
    app = App(fullscreen=False)
    screen = pygame.display.get_desktop_sizes()[0]  # the dummy driver's 1024 x 768
    assert app.window.get_size() == window.fitted_size(screen)
    app.shutdown()
    assert _saved(scene_data_dir)["window_size"] == list(window.fitted_size(screen))


def test_leaving_full_screen_returns_to_the_window_as_it_was(scene_data_dir) -> None:  # type: ignore[no-untyped-def]
    Settings(window_size=[900, 600], window_position=[30, 40]).save()
    app = App(fullscreen=False)
    app.toggle_fullscreen()
    assert app.fullscreen and app.window.get_size() == pygame.display.get_desktop_sizes()[0]
    app.shutdown()  # closed in full screen: the window's place is what is kept
    saved = _saved(scene_data_dir)
    assert (saved["window_size"], saved["window_position"], saved["fullscreen"]) == (
        [900, 600],
        [30, 40],
        True,
    )
    app = App()
    assert app.fullscreen
    app.toggle_fullscreen()
    assert app.window.get_size() == (900, 600)
    app.shutdown()


def test_a_window_of_a_given_size_is_a_one_off(scene_data_dir) -> None:  # type: ignore[no-untyped-def]
    app = App((1100, 700), fullscreen=False)  # the demo, the benchmarks, tests
    assert app.window.get_size() == (1100, 700)
    app.shutdown()
    assert _saved(scene_data_dir)["window_size"] == []


@pytest.mark.parametrize(
    ("screen", "chosen", "full"),
    [
        ((1280, 800), False, True),  # a Steam Deck
        ((1024, 600), False, True),
        ((1366, 768), False, False),  # wider than the design: a window still fits beside
        ((1920, 1080), False, False),
        ((1920, 1080), True, True),
        (None, False, False),  # unknown: as chosen
    ],
)
def test_the_game_starts_full_screen_on_a_screen_no_larger_than_the_design(
    screen, chosen, full
) -> None:  # type: ignore[no-untyped-def]
    assert window.starts_full_screen(screen, chosen) is full


def test_on_a_small_screen_the_game_window_opens_full_screen(scene_data_dir) -> None:  # type: ignore[no-untyped-def]
    app = App()  # the player's window, full screen not chosen
    screen = pygame.display.get_desktop_sizes()[0]  # the dummy driver's 1024 x 768
    assert screen[0] <= DEFAULT_SIZE[0] and screen[1] <= DEFAULT_SIZE[1]
    assert app.fullscreen and app.window.get_size() == screen
    app.shutdown()
    one_off = App((1100, 700))  # the demo's, a benchmark's: never
    assert not one_off.fullscreen
    one_off.shutdown()
