"""How to play: faithful examples, paging and scrolling."""

from __future__ import annotations

import re

import pygame
from scene_helpers import click, key, make_app, start

from odin_desktop.engine.odin.cards import is_set, mask_of, parse_card, set_value
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin.card_art import ALL_CODES
from odin_desktop.scenes.odin.rules_pages import PAGES
from odin_desktop.scenes.rules import Cards, Para, RulesScene


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
    click(app, rules.tabs[3].center)
    assert rules.page == 3
    click(app, rules.prev_button.rect.center)
    assert rules.page == 2
    click(app, rules.next_button.rect.center)
    assert rules.page == 3
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, MenuScene)


def test_a_tall_page_scrolls(scene_data_dir):
    app = make_app((1024, 640))
    rules = start(app, RulesScene(app, PAGES))
    for page in range(len(PAGES)):
        rules.go(page)
        if rules.max_scroll > 0:
            break
    assert rules.max_scroll > 0, "no page is taller than the 1024x640 view"
    app.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert rules.scroll > 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert rules.scroll == rules.max_scroll or rules.scroll > 0
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert rules.scroll == 0
