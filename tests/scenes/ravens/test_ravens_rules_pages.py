"""Odin's Ravens' How to play: every picture is drawable and every move shown is the engine's
(played again here on a race laid out as the picture shows), the pages page and scroll, and
ODIN's pages still lay out through the same blocks."""

from __future__ import annotations

import random
import re

import paths
import pygame
import pytest
from scene_helpers import key, make_app, start

from odin_desktop.engine.ravens import RaceSetup, RaceState, RandomDraws, RavensGame
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KIND_OF, parse_landscape, stack_kinds
from odin_desktop.engine.ravens.game import TIE_LAST_WINNER
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


# ----------------------------------------------------------------------------- issue 32
# What the pages say that RAVENS.md settles, each against what the engine does.


def test_passed_cards_stay_on_the_path_as_the_decision_says():
    """The path scrolls: no card the ravens passed goes back under the deck. In random play
    the row shrinks only by Odin card III's removal, and only a removal puts a card under."""
    assert "no card goes back under the landscape deck to make room" in page_text(
        "The end of a turn"
    )
    docs = " ".join((paths.ROOT / "docs" / "RAVENS_RULES.md").read_text("utf-8").split())
    assert "passed cards stay on them and none is ever put back under the deck" in docs
    assert "The stack has no size limit and keeps the order its cards were stored in" in docs
    assert "The Odin marker lies beside the paths, on no space" in docs
    rng = random.Random(32)
    game = RavensGame.new(seed=32)
    for _ in range(3):
        if game.over:
            break
        race = game.start_round()
        while game.to_move is not None:
            action = rng.choice(game.legal_actions())
            length, under = race.length, len(race.under)
            game.apply_action(action)
            removed = A.action_type(action) == A.REMOVE
            laid = A.action_type(action) == A.LAY
            assert race.length == length + laid - removed
            assert len(race.under) in ((under + 1,) if removed else (under, under - 1))


def test_the_odin_marker_stands_on_no_space_at_set_up():
    text = page_text("Setting up")
    assert "The Odin marker waits beside the paths, on no space, until an Odin card I" in text
    race = RavensGame.new(seed=5).start_round()
    assert race.marker_space() is None


def _store_turns(race: RaceState, stores: int) -> list[int]:
    """Seat 0 stores its hand's first card, 3 a turn, seat 1 passes: the kinds stored."""
    stored: list[int] = []
    while len(stored) < stores:
        for _ in range(3):
            kind = next(k for k in range(9) if race.hands[0] >> 3 * k & 7)
            race.apply(A.store(kind))
            stored.append(kind)
        race.apply(A.end_turn(False))
        race.apply(A.end_turn(False))
    return stored


def test_the_stack_has_no_size_limit_and_keeps_its_order_but_by_odin_card_ii():
    text = page_text("A turn")
    assert "holds as many cards as you store" in text
    assert "in the order they were stored: only Odin card II changes it" in text
    race = RavensGame.new(seed=7, first=0).start_round()
    stored = _store_turns(race, 12)
    assert race.stack_sizes[0] == 12
    assert stack_kinds(race.stacks[0]) == tuple(reversed(stored))  # the last stored on top
    if not race.hands[0] >> 3 * KIND_OF["O2"] & 7:  # the reorder needs an Odin card II
        race.hands[0] += 1 << 3 * KIND_OF["O2"]
        race.hand_sizes[0] += 1
    new_order = sorted(stored)
    race.apply(A.arrange(new_order))
    assert stack_kinds(race.stacks[0]) == tuple(new_order)


def test_a_stored_card_may_be_played_from_the_stack_later_in_the_same_turn():
    assert "A card you store may be played from your stack later in the same turn" in (
        page_text("A turn")
    )
    figure = PathFigure(("FM", "LS"), "")
    race = race_as_shown(figure)
    forest = KIND_OF["F"]
    race.hands[0] += 1 << 3 * forest
    race.hand_sizes[0] += 1
    race.apply(A.store(forest))
    race.apply(A.fly([], [forest]))  # the same card, off the stack's top
    assert race.positions[0] == 0
    assert (race.used_hand, race.used_stack) == (1, 1)  # once each: the stack's 3 too


def test_odin_card_iii_puts_the_removed_card_face_down_under_the_deck():
    page = next(p for p in PAGES if p.title == "Odin card III")
    choices = next(b for b in page.blocks if isinstance(b, OdinChoices))
    assert "the card goes face down under the landscape deck" in choices.second
    figure = PathFigure(("FM", "LP", "SF", "MS"), "")
    race = race_as_shown(figure)
    three = KIND_OF["O3"]
    race.hands[0] += 1 << 3 * three
    race.hand_sizes[0] += 1
    removed = race.row[2]
    race.apply(A.remove(2))
    assert race.under[-1] == removed and removed not in race.row
    race.deck_size = 0  # the shuffled part used up: the cards under it come out in turn
    race.apply(A.end_turn(True))
    assert race.pending == removed


def test_both_tie_breaks_are_the_engines():
    """Equal points: the winner of the race just played starts the next one, and at the end
    of the game wins it (the race summary and the game over screen say so)."""
    assert "on a tie, the winner of the last race" in page_text("The end of a race")
    assert "On a tie, the winner of the last race wins." in page_text("The end of the game")
    for target, over in ((12, False), (3, True)):
        game = RavensGame(target=target, first=1, seed=3)
        game.totals = [3, 0]  # before the race
        race = game.start_round()
        race.positions[1] = race.length - 2  # Munin one space from the end, Hugin before it
        race.positions[0] = race.length - 4  # 3 spaces behind at the end
        landscape = race.paths[1][-1]
        race.hands[1] += 1 << 3 * landscape
        race.hand_sizes[1] += 1
        game.apply(A.fly([landscape]))
        assert game.totals == [3, 3] and game.over is over
        if over:
            assert game.winner == 1
        else:
            assert game.next_starter() == (1, TIE_LAST_WINNER)


# ----------------------------------------------------------------------------- the keys

KEY_NAMES = {
    "Left": (pygame.K_LEFT,),
    "right": (pygame.K_RIGHT,),
    "Home": (pygame.K_HOME,),
    "End": (pygame.K_END,),
    "Space": (pygame.K_SPACE,),
    "up arrow": (pygame.K_UP,),
    "down arrow": (pygame.K_DOWN,),
    "Enter": (pygame.K_RETURN, pygame.K_KP_ENTER),
    "Shift": (pygame.K_LEFT, pygame.K_RIGHT),  # with Shift: carrying a card
    "Tab": (pygame.K_TAB,),
    "Page Up": (pygame.K_PAGEUP,),
    "Page Down": (pygame.K_PAGEDOWN,),
    "[": (pygame.K_LEFTBRACKET,),
    "]": (pygame.K_RIGHTBRACKET,),
    "Esc": (pygame.K_ESCAPE,),
    "F11": (pygame.K_F11,),  # the window's, in every screen (`app.App`)
}


def _bound() -> set[int]:
    """Every key the table answers (`RavensTableScene._key`, Esc the tables' shared routing)."""
    from odin_desktop.scenes.ravens import table_keys

    return {
        *table_keys.KEYS,
        *table_keys.ZONE_KEYS,
        *table_keys.PICK_KEYS,
        *table_keys.ENDS_KEYS,
        *table_keys.SCROLL_KEYS,
        *table_keys.CONFIRM_KEYS,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_TAB,
        pygame.K_ESCAPE,
        pygame.K_F11,
    }


def test_the_keys_page_names_every_key_the_table_answers_and_no_other():
    """Issue 32: How to play named none of the README's keys. Each key named on the Keys
    page is bound, and each key bound (its keypad twin apart) is named."""
    import inspect

    from odin_desktop.app.app import App
    from odin_desktop.scenes.ravens.table import RavensTableScene

    assert "K_F11" in inspect.getsource(App) and "K_TAB" in inspect.getsource(RavensTableScene._key)
    text = page_text("Keys")
    named: set[int] = set()
    for name, keys in KEY_NAMES.items():
        if re.search(rf"(?<![\w\[]){re.escape(name)}(?![\w\]])", text):
            named.update(keys)
    for letter in re.findall(r"(?<![\w'])([A-Z0-9])(?![\w'])", text):
        named.add(pygame.key.key_code(letter.lower()))
    bound = _bound()
    assert named - bound == set()
    keypad = {pygame.K_KP1, pygame.K_KP2, pygame.K_KP_ENTER}
    assert bound - keypad - named == set()
    pages = [p.title for p in PAGES]
    assert pages.index("Keys") == pages.index("Playing here") + 1


def test_the_keys_page_and_the_readme_name_the_same_keys():
    readme = (paths.ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Playing Odin's Ravens") :]
    bullet = section[section.index("- Keys") : section.index("- Saves")]
    listed = {k for group in re.findall(r"\*\*(.+?)\*\*", bullet) for k in group.split("/")}
    text = page_text("Keys")
    spoken = {"←": "Left", "→": "right", "↑": "up arrow", "↓": "down arrow", "Down": "Page Down"}
    spoken |= {"Shift+←": "Shift", "Shift+→": "Shift"}
    for name in listed:
        assert spoken.get(name, name) in text, name
    assert "How to play" in bullet and "Keys" in bullet  # the README points to the page


def test_the_bracket_keys_read_as_themselves_right_to_left():
    """In Arabic a bracket is drawn mirrored: the keys [ and ] are isolated so that, read from
    the right, the reader meets [ first and then ], each the key it names."""
    from odin_desktop import i18n
    from odin_desktop.ui import fonts

    page = next(p for p in PAGES if p.title == "Keys")
    said = next(b.text for b in page.blocks if isinstance(b, Para) and "[ and ]" in b.text)
    i18n.set_language("ar")
    try:
        shown = "".join(piece for piece, _arabic in fonts.visual_pieces(i18n._(said), True))
    finally:
        i18n.set_language("en")
    read = shown[::-1]  # from the right, as the line is read
    assert read.index("[") < read.index("]")
