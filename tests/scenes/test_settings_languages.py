"""Settings' rows of choices are as wide as their labels as drawn: every label whole at the size
its control draws it, in every language, however many languages the game speaks. A sixth
language, partly translated, is made here (`i18n.SPOKEN`): Settings offers it marked as such,
saves it, and speaks it, English where its catalog lacks a string."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app, start

from odin_desktop import i18n
from odin_desktop.app.settings import Settings
from odin_desktop.i18n import _
from odin_desktop.scenes.settings import PARTLY, PARTLY_NOTE, SettingsScene
from odin_desktop.ui import fonts, theme
from odin_desktop.ui.controls import label_size
from odin_desktop.ui.option_pickers import Segmented

FRENCH = i18n.Language("fr", "Français", "french", decimal_comma=True, complete=False)
SIZES = [(1280, 800), (3840, 2160)]


@pytest.fixture
def french(monkeypatch: pytest.MonkeyPatch) -> i18n.Language:
    """A sixth language, partly translated (it has no catalog at all: every string English)."""
    monkeypatch.setattr(i18n, "SPOKEN", (*i18n.SPOKEN, FRENCH))
    return FRENCH


def squeezed(scene: SettingsScene) -> list[str]:
    """The choices whose label would be drawn smaller than its control's size, or whose part
    lies outside the control."""
    found = []
    for row in scene.rows:
        control = row.control
        if not isinstance(control, Segmented) or control.rect.width == 0:
            continue
        size = label_size(control.rect, scene.scale)
        for i, (_value, label) in enumerate(control.options):
            part = control.segment(i)
            room = part.width - theme.scaled(10, scene.scale)  # as `Segmented.draw` boxes it
            drawn = fonts.render(_(label), size, theme.TEXT, bold=True).get_width()
            if drawn > room or not control.rect.contains(part):
                found.append(f"{row.name}: {_(label)} ({drawn} px in {room})")
    return found


def every_row(scene: SettingsScene) -> list[str]:
    """`squeezed` over every window of rows the list scrolls through."""
    found = []
    while True:
        found += squeezed(scene)
        if not scene.window.scroll(scene.window.shown):
            return found
        scene.refresh()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_choice_is_drawn_whole(code: str, size: tuple[int, int], scene_data_dir) -> None:
    app = make_app(size)
    i18n.set_language(code)
    scene = start(app, SettingsScene(app))
    scene.resize(app.canvas.get_size())
    assert every_row(scene) == []
    language = next(row for row in scene.rows if row.name == "language")
    assert language.note == ""  # every language the game speaks is complete


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", [*i18n.LANGUAGES, FRENCH.code])
def test_a_sixth_language_partly_translated_is_offered_marked_and_whole(
    code: str, size: tuple[int, int], french: i18n.Language, scene_data_dir
) -> None:
    app = make_app(size)
    i18n.set_language(code)
    scene = start(app, SettingsScene(app))
    scene.resize(app.canvas.get_size())
    language = next(row for row in scene.rows if row.name == "language")
    assert isinstance(language.control, Segmented)
    assert (french.code, f"Français {PARTLY}") in language.control.options
    assert [v for v, _label in language.control.options] == ["auto", *i18n.LANGUAGES, "fr"]
    assert language.note == PARTLY_NOTE
    assert every_row(scene) == []


def test_the_sixth_language_is_chosen_saved_and_spoken_in_english_where_it_lacks_words(
    french: i18n.Language, scene_data_dir
) -> None:
    app = make_app()
    scene = start(app, SettingsScene(app))
    language = next(row for row in scene.rows if row.name == "language")
    language.control.set(french.code)
    scene.save()
    assert i18n.current() == "fr" and not i18n.is_rtl()
    assert _("Settings") == "Settings"  # no French catalog: English
    loaded = Settings.load()
    assert loaded.language == "fr" and loaded.notices == []


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_a_saved_language_is_read_back(code: str, scene_data_dir) -> None:
    """Settings read their language from the list the game speaks: a language added there
    and saved is never turned back into "auto"."""
    assert Settings(language=code).save() is None
    loaded = Settings.load()
    assert (loaded.language, loaded.notices) == (code, [])


def test_a_language_the_game_does_not_speak_is_refused_with_a_notice() -> None:
    loaded = Settings.from_dict({"language": "fr"})
    assert loaded.language == "auto" and len(loaded.notices) == 1


def test_the_languages_read_from_the_system_follow_the_list(
    french: i18n.Language, monkeypatch: pytest.MonkeyPatch
) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    assert i18n.system_language() == "fr"
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("French_France", "1252"))
    monkeypatch.delenv("LANG")
    assert i18n.system_language() == "fr"  # Windows' name
    i18n.set_language("fr")
    from odin_desktop.i18n.terms import decimal

    assert decimal(2.5) == "2,5"


def test_drawn_labels_fit_as_the_widths_say() -> None:
    """The check above measures as `Segmented` draws: a label wider than its part is shrunk."""
    pygame.font.init()
    control = Segmented([(1, "A rather long label"), (2, "B")], 1, lambda _v: None, measured=True)
    control.rect = pygame.Rect(0, 0, control.natural_width(44, 1.0), 44)
    size = label_size(control.rect, 1.0)
    widths = [fonts.render(t, size, theme.TEXT, bold=True).get_width() for _v, t in control.options]
    assert all(w <= control.segment(i).width - 10 for i, w in enumerate(widths))
    control.rect.width = sum(widths)  # no room for margins: the long label is squeezed
    assert widths[0] > control.segment(0).width - 10
