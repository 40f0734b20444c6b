"""How to play: faithful examples, paging and scrolling."""

from __future__ import annotations

import re

import paths
import pygame
import pytest
from scene_helpers import click, key, make_app, start, step

from odin_desktop import games, i18n
from odin_desktop.engine.odin.cards import is_set, mask_of, parse_card, set_value
from odin_desktop.scenes.about import ABOUT, how_to_play
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin.art import ALL_CODES
from odin_desktop.scenes.odin.rules_pages import PAGES
from odin_desktop.scenes.rules import Cards, Page, Para, RulesScene


def all_text() -> str:
    parts = []
    for page in PAGES:
        parts.append(page.title)
        for block in page.blocks:
            if isinstance(block, Para):
                parts.append(block.text)
            else:
                parts += [g.caption + " " + g.note for g in block.groups]
    return "\n".join(parts)


def test_the_rulebook_examples_are_there():
    text = all_text()
    assert "82, not 28" in text and "942" in text and "three cards beat two" in text
    for name in (
        "Healer",
        "Skald",
        "Spy",
        "Seidmadr",
        "Völva",
        "Hirdman",
        "Berserker",
        "Styrimadr",
        "Jarl",
    ):
        assert name in text
    groups = [g for p in PAGES for b in p.blocks if isinstance(b, Cards) for g in b.groups]
    assert all(code in ALL_CODES for g in groups for code in g.codes)
    captions = {(g.codes, g.caption) for g in groups}
    assert (("B2", "B8"), "82, not 28") in captions
    assert (("G2", "G4", "G9"), "942") in captions


def test_examples_agree_with_the_engine():
    """Every caption that states a value states the engine's value; "not a set" is not."""
    checked = 0
    for page in PAGES:
        for block in page.blocks:
            if not isinstance(block, Cards):
                continue
            for group in block.groups:
                mask = mask_of(parse_card(c) for c in group.codes)
                digits = re.search(r"\d{2,}", group.caption)
                if group.caption == "Not a set":
                    assert not is_set(mask)
                elif digits:
                    assert is_set(mask) and set_value(mask) == int(digits.group()), group
                    checked += 1
    assert checked >= 8


def test_paging_with_keys_and_tabs(scene_data_dir):
    app = make_app()
    start(app, MenuScene(app))
    rules = start(app, RulesScene(app, PAGES))
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_PAGEDOWN)
    assert rules.page == 2
    key(app, pygame.K_LEFT)
    assert rules.page == 1
    key(app, pygame.K_END)
    assert rules.page == len(PAGES) - 1
    key(app, pygame.K_RIGHT)
    assert rules.page == len(PAGES) - 1
    assert not rules.next_button.enabled
    click(app, rules.tabs[3].rect.center)
    assert rules.page == 3
    click(app, rules.prev_button.rect.center)
    assert rules.page == 2
    click(app, rules.next_button.rect.center)
    assert rules.page == 3
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


@pytest.mark.parametrize("code", ["en", "ar"])
def test_a_click_on_a_page_named_in_the_list_turns_to_it_where_it_is_drawn(
    code, scene_data_dir, text_log
):
    """Right to left the list was drawn on the right and answered clicks where the English
    list is: a click on a page's name did nothing, a click in the page's text (where the
    English list lies) turned to another page."""
    app = make_app()
    i18n.set_language(code)
    rules = start(app, RulesScene(app, PAGES))
    for number in range(1, len(PAGES)):
        name = i18n._(PAGES[number].title)
        for _turn in range(len(PAGES)):  # a name out of the list's view: the wheel over it
            text_log.clear()
            step(app)
            # where it is drawn (a frame at rest is drawn twice: the screen check's redraw)
            drawn = [pygame.Rect(r) for r in {tuple(r) for t, r, _box in text_log if t == name}]
            if drawn:
                break
            last = text_log[-1][1].center  # the list's lowest name drawn (or the counter)
            app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=last, rel=(0, 0)))
            app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
        assert len(drawn) == 1, name  # in the list only: the page shown is another
        click(app, drawn[0].center)
        assert rules.page == number, f"{code}: {name!r} clicked where drawn"
    english_list = (app.canvas.get_width() - drawn[0].centerx, drawn[0].centery)
    if code == "ar":  # there lies the page's text, read, never a way to another page
        click(app, english_list)
        assert rules.page == len(PAGES) - 1


@pytest.mark.parametrize("code", ["en", "ar"])
def test_the_page_count_stands_next_to_previous(code, scene_data_dir, text_log):
    """Right to left it stood 150 px away, under the pad's prompts."""
    app = make_app()
    i18n.set_language(code)
    try:
        rules = start(app, RulesScene(app, PAGES))
        rules.go(2)
        text_log.clear()
        step(app)
        drawn = next(rect for text, rect, _box in text_log if text == f"3 / {len(PAGES)}")
        previous = rules.prev_button.rect
        gap = previous.left - drawn.right if code == "en" else drawn.left - previous.right
        assert 0 < gap <= rules.px(30)
    finally:
        i18n.set_language("en")


def test_a_tall_page_scrolls(scene_data_dir):
    app = make_app((1024, 640))
    tall = Page("Tall", (PAGES[1].blocks[1],) * 3)  # three rows of nine cards
    rules = start(app, RulesScene(app, (PAGES[0], tall)))
    rules.go(1)
    assert rules.max_scroll > 0, "the page is no taller than the 1024x640 view"
    app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert rules.scroll > 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert rules.scroll == rules.max_scroll or rules.scroll > 0
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert rules.scroll == 0


def test_a_page_that_scrolls_says_so_until_its_end(scene_data_dir, text_log):
    """At 1036x648 a cut last line gave no sign that the page went on."""
    app = make_app((1036, 648))
    tall = Page("Tall", (PAGES[1].blocks[1],) * 3)
    rules = start(app, RulesScene(app, (PAGES[0], tall)))
    more = "More below: scroll with the mouse wheel or the down arrow"
    rules.go(1)
    text_log.clear()
    step(app)
    assert rules.max_scroll > 0 and more in [text for text, _rect, _box in text_log]
    for _ in range(40):
        key(app, pygame.K_DOWN)
    text_log.clear()
    step(app)
    assert rules.scroll == rules.max_scroll and more not in [t for t, _r, _b in text_log]
    rules.go(0)  # a page that fits says nothing of the kind
    text_log.clear()
    step(app)
    assert rules.max_scroll == 0 and more not in [t for t, _r, _b in text_log]


def test_the_booklets_teaching_is_there():
    """Who starts and which way play goes, Valhalla, the counts that may not follow, an equal
    value that does not beat, a round ending on passes, a hand scored, the seat kinds and
    the controls: what the printed rulebooks teach, and what a newcomer meets first."""
    text = all_text()
    for taught in (
        "chosen at random",
        "clockwise",
        "on your left",
        "Valhalla",
        "an equal value never beats",
        "One card: no",
        "Four cards: no",
        "Everyone else passes",
        "scores 3 points",
        "Thrall",
        "Warrior",
        "Human",
        "1 to 9 pick every card of that number",
        "drag",
        "Hint (H)",
        "Space",
    ):
        assert taught in text, taught
    examples = {
        (g.codes, g.caption)
        for p in PAGES
        for b in p.blocks
        if isinstance(b, Cards)
        for g in b.groups
    }
    assert (("R3",), "In the middle: 3") in examples and (("K3",), "3 does not") in examples
    assert (("O9",), "One card: no") in examples  # one card on two
    assert (("P1", "P3", "P5", "P6"), "Four cards: no") in examples  # four cards on two


def test_the_keys_the_controls_page_names_are_the_tables():
    """The controls page tells the keys the table really answers to: its key map
    (`scenes/odin/table_keys.py`; Ctrl+Z with Ctrl held), and Esc (`OdinTableScene._keyed`,
    the tables' shared key routing)."""
    import inspect

    from odin_desktop.scenes.odin import table_keys
    from odin_desktop.scenes.odin.table import OdinTableScene

    controls = next(p for p in PAGES if p.title == "Controls")
    words = " ".join(b.text for b in controls.blocks if isinstance(b, Para))
    assert "K_ESCAPE" in inspect.getsource(OdinTableScene._keyed) and "Esc" in words
    assert table_keys.intent_for(pygame.K_z) is None  # Z alone does nothing
    for constant, mod, name in (
        ("K_RETURN", 0, "Enter"),
        ("K_p", 0, "(P)"),
        ("K_SPACE", 0, "Space"),
        ("K_UP", 0, "up arrow"),
        ("K_DOWN", 0, "down arrow"),
        ("K_z", pygame.KMOD_LCTRL, "Ctrl+Z"),
        ("K_h", 0, "(H)"),
        ("K_l", 0, "L "),
        ("K_s", 0, "(S)"),
        ("K_LEFT", 0, "arrow keys"),
        ("K_RIGHT", 0, "arrow keys"),
        ("K_1", 0, "1 to 9"),
        ("K_9", 0, "1 to 9"),
    ):
        intent = table_keys.intent_for(getattr(pygame, constant), mod)
        assert intent is not None and name in words, (constant, name)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_page_shows_its_last_row_whole(code, size, scene_data_dir):
    """A playtest found a page's last row of cards behind the panel's edge. Every page fits
    its view at 1280x800 in every language; at 1024x640 a taller page scrolls, and scrolled
    to its end shows everything painted on it."""
    app = make_app(size)
    i18n.set_language(code)
    pages = how_to_play(games.game("odin"))  # About too
    rules = start(app, RulesScene(app, pages))
    for page in range(len(pages)):
        rules.go(page)
        rules.resize(app.canvas.get_size())
        content = rules.content()
        painted = content.get_bounding_rect()
        if size == (1280, 800):
            assert rules.max_scroll == 0, (code, pages[page].title, rules.max_scroll)
        assert painted.bottom <= rules.max_scroll + rules.view.height, (code, page)
        for _ in range(40):  # the keys reach the end
            key(app, pygame.K_DOWN)
        assert rules.scroll == rules.max_scroll
    rules.go(0)


def test_the_pages_say_what_the_rulebooks_say_and_no_more():
    """Only the English and Arabic rulebooks have the two-player variant; "the previous hand's
    first player" read like the German rule the game does not follow; and the pages, not only
    the tutorial, say that one card more always beats."""
    text = all_text()
    assert "the rulebook recommends" not in text
    assert "the English and Arabic rulebooks recommend removing two colours" in text
    assert "previous hand's first player" not in text
    assert "the player to the left of whoever led the first round of the previous hand" in text
    assert "One card more always beats" in text


def test_the_docs_say_it_as_the_pages_do():

    rules = (paths.ROOT / "docs" / "RULES.md").read_text("utf-8")
    assert "the rulebook recommends" not in rules and "previous hand's first player" not in rules
    assert "the English and Arabic rulebooks recommend" in rules
    assert "English and Arabic recommend removing two colours; the Italian and German" in rules
    assert rules.count("whoever led the first round of the previous hand") == 3
    assert "one card more always is" in rules


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", [g.id for g in games.playable()])
def test_every_pages_name_fits_its_tab_at_the_lists_type_size(game_id, code, size):
    """Issue 32: German "Das Ende eines Rennens" was shrunk to fit its tab. Each page's name,
    bold as the current page's, fits its tab at the list's own size."""
    from odin_desktop.ui import fonts

    app = make_app(size)
    i18n.set_language(code)
    try:
        rules = start(app, RulesScene(app, how_to_play(games.game(game_id))))
        room = rules.tabs[0].rect.inflate(-rules.px(28), 0).width
        for page in rules.pages:
            drawn = fonts.render(i18n._(page.title), rules.px(19), (0, 0, 0), bold=True)
            assert drawn.get_width() <= room, (i18n._(page.title), drawn.get_width(), room)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", [g.id for g in games.playable()])
def test_how_to_play_ends_on_about_for_every_game(game_id, scene_data_dir):
    """The score, the art and the fonts are credited on screen (issue 35): How to play, as the
    menu opens it, ends on About, after the game's own pages."""
    app = make_app()
    start(app, MenuScene(app))
    app.nav.how_to_play(game_id)  # as the menu's button asks
    step(app)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    assert list(rules.pages) == [*games.game(game_id).rules_pages(), ABOUT]


NAMES = (
    "Gary Kim",
    "Hope S. Hwang",
    "Yohan Goh",
    "Helvetiq",
    "Thorsten Gimmler",
    "Kosmos",
    "Noto Sans Arabic",
    "Natanael Gama",
    "SIL Open Font License 1.1",
)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_about_keeps_every_name_in_every_language(code):
    """A translation may reword the credits but never drop whom they name."""
    i18n.set_language(code)
    try:
        said = " ".join(i18n._(block.text) for block in ABOUT.blocks if isinstance(block, Para))
    finally:
        i18n.set_language("en")
    for name in NAMES:
        assert name in said, (code, name)
