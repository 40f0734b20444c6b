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
