"""Odin's Ravens' How to play: every picture is drawable and every move shown is the engine's
(played again here on a race laid out as the picture shows), the pages page and scroll, and
ODIN's pages still lay out through the same blocks."""

from __future__ import annotations

import random
import re

import pygame
import pytest
from scene_helpers import key, make_app, start

from odin_desktop.engine.ravens import RaceSetup, RaceState, RandomDraws
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, parse_landscape
from odin_desktop.scenes.ravens import art
from odin_desktop.scenes.ravens.rules_blocks import OdinChoices, PathFigure
from odin_desktop.scenes.ravens.rules_pages import PAGES
from odin_desktop.scenes.rules import Cards, Fan, Figures, Para, RulesScene

FILLER = ("S", "S", "S", "S", "S")  # the rest of a hand, never played


def figures() -> list[object]:
    found: list[object] = []
    for page in PAGES:
        for block in page.blocks:
            if isinstance(block, Figures):
                found += block.items
            elif isinstance(block, Cards):
                found += [Fan(g, block.art) for g in block.groups]
    return found


def moves() -> list[PathFigure]:
    return [f for f in figures() if isinstance(f, PathFigure) and f.trail != (None, None)]


def test_every_card_and_piece_shown_exists():
    for figure in figures():
        if isinstance(figure, PathFigure):
            assert all(code in art.LANDSCAPE_CARDS for code in figure.cards), figure
            assert all(code in art.ALL_CARDS for code in figure.played)
            last = len(figure.cards) - 1
            spots = [p for p in (*figure.ravens, *figure.trail) if p is not None]
            assert all(-1 <= p <= last for p in spots)
            assert all(0 <= p <= last for p in (*figure.marked, *figure.crossed))
        else:
            assert all(code in art.ALL_CARDS for code in figure.group.codes)
    choices = [b for p in PAGES for b in p.blocks if isinstance(b, OdinChoices)]
    assert sorted(b.code for b in choices) == list(art.ODIN_CARDS)  # each Odin card, once


def test_the_pages_tell_every_part_of_the_rules():
    titles = [page.title for page in PAGES]
    for needed in (
        "The goal",
        "A turn",
        "Flying",
        "The joker",
        "The Odin marker",
        "Odin card I",
        "Odin card II",
        "Odin card III",
        "Odin card IV",
        "The Magic Way",
        "The end of a turn",
        "The end of a race",
        "The end of the game",
        "Playing here",
    ):
        assert needed in titles
    text = " ".join(b.text for p in PAGES for b in p.blocks if isinstance(b, Para))
    for words in ("at most 3 cards from your hand and at most 3 from your stack", "group move"):
        assert words in text
    assert "scores 3 points" in text and "12 points" in text


def race_as_shown(figure: PathFigure) -> RaceState:
    """A race whose row, ravens and marker are the picture's before the move; you (Hugin,
    seat 0) hold the cards played."""
    hand = tuple(KIND_OF[c] for c in (*figure.played, *FILLER)[:5])
    setup = RaceSetup(
        first=0,
        magic=0,
        row=tuple(parse_landscape(c) for c in figure.cards),
        under=(),
        hands=(hand, tuple(KIND_OF[c] for c in FILLER)),
    )
    race = RaceState(setup, RandomDraws(random.Random(0)))
    for seat in (0, 1):
        before = figure.trail[seat] if figure.trail[seat] is not None else figure.ravens[seat]
        race.positions[seat] = -1 if before is None else before
    if figure.marker is not None:
        position, path = figure.marker
        race.marker = 2 * position + path
    return race


def action_shown(figure: PathFigure) -> int:
    if figure.played == ("O4",):
        return A.forward() if figure.trail[0] is not None else A.back()
    return A.fly([KIND_OF[c] for c in figure.played])


@pytest.mark.parametrize("figure", moves(), ids=lambda f: f.caption)
def test_every_move_shown_is_the_engines(figure):
    race = race_as_shown(figure)
    race.apply(action_shown(figure))  # IllegalMove if the picture showed a move the rules refuse
    for seat in (0, 1):
        if figure.ravens[seat] is not None:
            assert race.positions[seat] == figure.ravens[seat], (figure.caption, seat)
    if figure.marker_gone:
        assert race.marker_space() is None
    elif figure.marker is not None:
        assert race.marker_space() == figure.marker
    if race.over:  # the race's end: the caption states the engine's points
        points = re.search(r"\d+", figure.caption)
        assert points is not None and race.points == (int(points.group()), 0)


def test_the_examples_cover_the_moves_of_the_rules():
    kinds = {(f.played, f.marker_gone, f.marker is not None) for f in moves()}
    assert (("L",), False, False) in kinds  # one space
    assert (("F", "F"), False, False) in kinds  # a joker
    assert (("M", "M"), True, True) in kinds  # passing the marker
    assert (("M",), False, True) in kinds  # a group move stopping before the marker
    groups = [f for f in moves() if f.ravens[0] is not None and f.played == ("M",)]
    assert any(f.ravens[0] - f.trail[0] >= 3 for f in groups)  # a group move
    assert sum(f.played == ("O4",) for f in moves()) == 2  # Odin card IV, both ways
    assert any(f.ravens[0] == len(f.cards) - 1 for f in moves())  # a race won


def test_paging_through_every_page_and_scrolling(scene_data_dir):
    app = make_app((1024, 640))
    rules = start(app, RulesScene(app, PAGES))
    tall = 0
    for number in range(len(PAGES)):
        assert rules.page == number
        assert rules.content().get_width() == rules.view.width
        tall += rules.max_scroll > 0
        key(app, pygame.K_RIGHT)
    assert rules.page == len(PAGES) - 1 and tall > 0
    key(app, pygame.K_HOME)
    assert rules.page == 0


# ----------------------------------------------------------------------------- the words
# What the pages teach, item by item, as RAVENS.md settles it (issue 23's reading of the
# pages against the printed rulebook).


def page_text(title: str) -> str:
    page = next(p for p in PAGES if p.title == title)
    parts = []
    for block in page.blocks:
        if isinstance(block, Para):
            parts.append(block.text)
        elif isinstance(block, OdinChoices):
            parts += [block.first, block.second]
    return " ".join(parts)


def all_text() -> str:
    return " ".join(page_text(p.title) for p in PAGES)


def test_odin_card_ii_adds_what_the_deck_holds_with_no_cap_of_three():
    text = page_text("Odin card II")
    assert "up to 3 new cards" not in all_text()
    assert "only as many as the landscape deck still holds, and none when it is empty" in text
    assert "Each Odin card II you play adds its cards" in text


def test_the_joker_is_offered_in_the_decisions_words():
    text = page_text("The joker")
    assert "Without the right card" not in all_text()
    assert "You may choose a joker at any time" in text and "it only costs one card more" in text


def test_the_goal_and_the_end_of_the_game_name_the_same_winner():
    goal, end = page_text("The goal"), page_text("The end of the game")
    assert "The first to 12" not in goal
    for text in (goal, end):
        assert "the player with more points wins" in text.lower()
    assert "both of you passed 12" in end  # the Decision: race points and the Magic Way's 3


def test_the_set_up_page_lays_the_face_down_deck_and_says_who_starts():
    setup = next(p for p in PAGES if p.title == "Setting up")
    assert PAGES.index(setup) == 1  # right after the goal
    text = page_text("Setting up")
    assert "wait face down beside the path: the landscape deck" in text
    groups = [g for b in setup.blocks if isinstance(b, Cards) for g in b.groups]
    assert any(set(g.codes) == {"back-landscape"} for g in groups)
    # A card that still clashes goes under the deck, not aside.
    assert "face down under the landscape deck" in text and "set aside for" not in all_text()
    assert "Who starts the first race" in text
    assert "Who starts" not in page_text("The end of the game")


def test_storing_counts_against_the_hand_and_a_replayed_card_against_the_stack():
    text = page_text("A turn")
    assert "Storing is a play too: it is one of your hand's 3 cards" in text
    assert "once against your hand's 3, once against your stack's 3" in text


def test_the_marker_stands_on_either_path_and_two_jokers_cost_four_cards():
    text = page_text("The Odin marker")
    assert "on either path, ahead of the ravens or behind them" in text
    assert "Two jokers are 4 cards, within your limits" in text


def test_odin_card_iv_sends_a_raven_back_from_the_first_space():
    text = page_text("Odin card IV")
    assert "forward from the last space" not in text  # which never happens: the race is over
    assert "A raven on the first space can be sent back before the path" in text
    shown = [f for f in moves() if f.played == ("O4",) and f.trail[1] is not None]
    assert [(f.trail[1], f.ravens[1]) for f in shown] == [(0, -1)]  # played by the engine above


def test_the_headings_the_booklets_word_differently_carry_the_games_context():
    """ "The goal", "Setting up" and "The end of the game" are ODIN's headings too; Italian
    words them differently for each game ("Fine del gioco", "Fine della partita")."""
    from odin_desktop import i18n

    contexts = {p.title: getattr(p.title, "context", None) for p in PAGES}
    for title in ("The goal", "Setting up", "The end of the game"):
        assert contexts[title] == "Odin's Ravens"
    i18n.set_language("it")
    try:
        assert i18n._(next(p.title for p in PAGES if p.title == "The end of the game")) == (
            "Fine della partita"
        )
        assert i18n._("The end of the game") == "Fine del gioco"  # ODIN's page
    finally:
        i18n.set_language("en")
