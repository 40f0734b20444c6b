"""Settings' Controller page: the picture's words come from the pad's bindings (every bound
button and axis has its words, a rebinding moves them, a button bound but not drawn fails)
and each registered game's (`GameEntry.pad_words`),
its faces follow the pad in use, and its words fit beside the pad without touching, at
1280 x 800 and 3840 x 2160 in every language. How to play's gamepad and touch pages name
every button in every language."""

from __future__ import annotations

import itertools

import pygame
import pytest
from scene_helpers import make_app, step

from odin_desktop import games, i18n
from odin_desktop.i18n import _
from odin_desktop.scenes.odin.rules_pages import PAGES as ODIN_PAGES
from odin_desktop.scenes.pad_layout import PadLayoutScene, game_words
from odin_desktop.scenes.ravens.rules_pages import PAGES as RAVENS_PAGES
from odin_desktop.scenes.rules import Para
from odin_desktop.ui import fonts, pad_picture, pad_prompts
from odin_desktop.ui.intents import Intent
from odin_desktop.ui.pad import BUTTONS, NINTENDO, PLAYSTATION, STICK, TRIGGERS, XBOX

STYLES = (XBOX, PLAYSTATION, NINTENDO, "deck")
SIZES = [(1280, 800), (3840, 2160)]


def bound_intents() -> set[Intent]:
    pairs = {i for pair in STICK.values() for i in pair}
    return set(BUTTONS.values()) | set(TRIGGERS.values()) | pairs


def drawn(style: str, size: tuple[int, int] = (1280, 800)) -> list[pad_picture.Drawn]:
    surface = pygame.Surface(size)
    room = surface.get_rect().inflate(-40, -200)
    return pad_picture.draw(surface, room, style, 1.0, game_words())


@pytest.mark.parametrize("style", STYLES)
def test_every_bound_button_has_its_words_in_the_picture(style: str) -> None:
    shown = drawn(style)
    assert {i for d in shown for i in d.intents} == bound_intents()
    for d in shown:
        assert d.text.strip()
        for intent in d.intents:
            if intent in pad_picture.ACTIONS:
                assert _(pad_picture.ACTIONS[intent]) in d.text
            for entry in games.playable():
                if intent.value in entry.pad_words:
                    assert f"{_(entry.title)}: {_(entry.pad_words[intent.value])}" in d.text
    # one callout per place: the D-pad's four arrows together, the stick's two axes together
    assert len(shown) == len(set(pad_picture.places(style)[p][0] for p in pad_picture.bindings()))


def test_a_rebinding_moves_the_words_and_an_undrawn_button_fails(monkeypatch) -> None:  # noqa: ANN001
    a_place = pad_picture.places(XBOX)[("button", pygame.CONTROLLER_BUTTON_A)][0]
    monkeypatch.setitem(BUTTONS, pygame.CONTROLLER_BUTTON_A, Intent.PLAY)
    at_a = next(c for c in pad_picture.callouts(XBOX) if c.anchor == a_place)
    assert at_a.words == [pad_picture.ACTIONS[Intent.PLAY]]
    monkeypatch.setitem(BUTTONS, pygame.CONTROLLER_BUTTON_LEFTSTICK, Intent.HINT)
    with pytest.raises(KeyError):
        pad_picture.callouts(XBOX)


def by_intent(style: str = XBOX) -> dict[Intent, str]:
    return {i: d.text for d in drawn(style) for i in d.intents}


def test_each_games_words_follow_what_every_screen_does_with_the_button() -> None:
    """As the page said them when it wrote the games out itself."""
    said = by_intent()
    assert said[Intent.PREV] == "Scroll back; a step back in a replay; ODIN: undo"
    assert said[Intent.ALT_PREV] == "ODIN: what you can play. Odin's Ravens: the Magic Way"
    assert said[Intent.ALT_NEXT] == "ODIN: sort your hand. Odin's Ravens: look at your stack"
    i18n.set_language("ar")
    assert by_intent()[Intent.PREV] == "تمرير للخلف؛ خطوة للخلف في التسجيل؛ ODIN: تراجع"


def test_a_game_brings_its_words_through_its_entry(monkeypatch) -> None:  # noqa: ANN001
    ravens = games.game("ravens")
    monkeypatch.setattr(ravens, "pad_words", {**ravens.pad_words, "prev": "a step back"})
    said = by_intent()[Intent.PREV]
    assert said == "Scroll back; a step back in a replay; ODIN: undo. Odin's Ravens: a step back"
    monkeypatch.setattr(ravens, "playable", False)  # a game the shell does not offer: not said
    assert "Odin's Ravens" not in by_intent()[Intent.ALT_PREV]


def test_every_games_words_are_for_an_intent() -> None:
    values = {intent.value for intent in Intent}
    assert all(set(entry.pad_words) <= values for entry in games.GAMES.values())


def test_nintendo_pads_have_a_on_the_right() -> None:
    a = ("button", pygame.CONTROLLER_BUTTON_A)
    b = ("button", pygame.CONTROLLER_BUTTON_B)
    xbox, nintendo = pad_picture.places(XBOX), pad_picture.places(NINTENDO)
    assert xbox[a][0][1] > xbox[b][0][1]  # A at the bottom, B to its right and higher
    assert nintendo[a][0][0] > nintendo[b][0][0]  # A right of B, which is at the bottom
    assert nintendo[b][0][1] > nintendo[a][0][1]


def test_every_buttons_word_has_its_letters_in_the_font() -> None:
    """A word on a pill (View, Options, Nintendo's − …) is drawn, not a missing glyph's box."""
    words = "".join(w for names in pad_prompts.NAMES.values() for w in names.values())
    assert fonts.missing_glyphs(fonts.font("ui_bold", 24), words) == ""


def test_the_page_shows_the_pad_in_use_or_says_none_is(scene_data_dir) -> None:  # noqa: ANN001
    app = make_app()
    app.nav.controller_layout()
    app.scenes.apply_pending()
    scene = app.scenes.top
    assert isinstance(scene, PadLayoutScene)
    step(app)
    assert scene.style == XBOX and "No controller" in scene.caption()
    name = "Nintendo Switch Pro Controller"
    app.handle_event(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, instance_id=4, name=name))
    step(app)
    assert scene.style == NINTENDO and name in scene.caption()
    app.handle_event(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=4))
    step(app)
    assert scene.style == XBOX


def test_settings_opens_the_controller_page(scene_data_dir) -> None:  # noqa: ANN001
    app = make_app()
    app.nav.settings()
    app.scenes.apply_pending()
    step(app)
    settings = app.scenes.top
    button = settings.pad_button  # type: ignore[union-attr]
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.scenes.apply_pending()
    assert isinstance(app.scenes.top, PadLayoutScene)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
@pytest.mark.parametrize("style", (XBOX, PLAYSTATION))
def test_the_words_fit_beside_the_pad(code, size, style, scene_data_dir) -> None:  # noqa: ANN001
    app = make_app(size)
    i18n.set_language(code)
    try:
        if style != XBOX:
            name = "DualSense Wireless Controller"
            event = pygame.event.Event(pygame.CONTROLLERDEVICEADDED, instance_id=5, name=name)
            app.handle_event(event)
        app.nav.controller_layout()
        app.scenes.apply_pending()
        scene = app.scenes.top
        assert isinstance(scene, PadLayoutScene)
        step(app)
        canvas = app.canvas.get_rect()
        body = pad_picture.pad_rect(scene.room, 17)
        assert len(scene.drawn) >= 10
        for d in scene.drawn:
            assert canvas.contains(d.box), (code, d.text)
            assert not d.box.colliderect(body), (code, d.text)  # beside the pad
            assert d.box.bottom <= scene.back_button.rect.top, (code, d.text)
            assert d.box.top >= scene.px(122), (code, d.text)  # under the caption
        for one, other in itertools.combinations(scene.drawn, 2):
            assert not one.box.colliderect(other.box), (code, one.text, other.text)
        # Back stays clear of the pad's prompts along the foot
        strip = pad_prompts.strip_rect(size, 200, scene.scale)
        assert scene.back_button.rect.bottom <= strip.top
    finally:
        i18n.set_language("en")


PAD_WORDS = ("A ", "B ", "X ", "Y ", "View", "Menu", "shoulder", "trigger", "D-pad")
TOUCH_WORDS = ("tap", "drag", "two fingers")


def _page(pages, title: str) -> list[str]:  # noqa: ANN001
    page = next(p for p in pages if p.title == title)
    return [b.text for b in page.blocks if isinstance(b, Para)]


@pytest.mark.parametrize("pages", [ODIN_PAGES, RAVENS_PAGES], ids=["odin", "ravens"])
def test_how_to_play_names_every_button_and_touch_in_every_language(pages) -> None:  # noqa: ANN001
    english = " ".join(_page(pages, "Gamepad and touch"))
    missing = [w for w in PAD_WORDS + TOUCH_WORDS if w not in english]
    assert not missing, missing
    for code in i18n.COMPLETE:
        i18n.set_language(code)
        try:
            for text in _page(pages, "Gamepad and touch"):
                assert _(text) != text, (code, text[:40])  # translated, not left in English
        finally:
            i18n.set_language("en")
