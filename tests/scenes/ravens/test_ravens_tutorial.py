"""Learn by playing, Odin's Ravens: the guided race runs to its end by the keyboard alone and
by the mouse alone in every language, shows every lesson once with the cards it names ringed
while it is read, can be skipped (asked first), and leaves no save and no statistics."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest
from guided import skip_asks_then_leaves
from ravens_table_driver import click, hold_over, key, make_app, step

from devtools.drivers import ravens_input, ravens_keys
from devtools.drivers.local_bots import local_bots
from odin_desktop import i18n
from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.app.autosave import autosave_path
from odin_desktop.app.settings import Settings
from odin_desktop.app.stats import Stats
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, ODIN_KINDS
from odin_desktop.i18n.ravens.cards import card_name, odin_texts
from odin_desktop.scenes.lesson_panel import draw_lesson
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.ravens import screens
from odin_desktop.scenes.ravens.guided_table import RING, GuidedRavensTable
from odin_desktop.scenes.ravens.model import Card, Mode, RavensTableModel
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.scenes.ravens.tutorial import (
    LESSONS,
    SCORE,
    STEPS,
    RavensCoach,
    suggestion,
    target_of,
)
from odin_desktop.session.ravens.guided import OPPONENT_NAME, GuidedRavensController
from odin_desktop.ui import theme

# The lessons in the order the prepared race brings them, when the coach is followed.
DESIGNED = [
    "welcome",
    "fly",
    "joker",
    "end",
    "marker_ahead",
    "pass",
    "store",
    "lengthen",
    "stack",
    "odin_now",
    "group",
    "out_you",
]
NAMES_CARDS = {"fly", "joker", "pass", "store", "stack", "odin_now"}  # "the ringed card(s)"
FRAMES = 4000


def open_tutorial(language: str = "en", size: tuple[int, int] = (1280, 800)) -> tuple:
    app = make_app(size)
    i18n.set_language(language)  # after the app, which starts in the settings' language
    app.scenes.push(MenuScene(app))
    app.scenes.push(screens.tutorial_scene(app, host_factory=local_bots(make_bot)))
    app.scenes.apply_pending()
    table = app.scenes.top
    assert isinstance(table, GuidedRavensTable)
    return app, table


def ringed(table: GuidedRavensTable) -> tuple[list[str], bool]:
    """The hand's cards ringed as the coach's, and whether the stack's top is."""
    hand = sorted(s.code for s in table.view.hand if s.highlight == RING)
    top = table.view.stack_top
    return hand, top is not None and top.highlight == RING


def expected_rings(table: GuidedRavensTable) -> tuple[list[str], bool]:
    """The cards of the coach's move still to be played (a fly's first card may wait)."""
    hand, stack = (list(cards) for cards in A.played_cards(table.coach.suggested(table.model)))
    for card in table.model.move.fly:
        (stack if card.from_stack else hand).remove(card.kind)
    return sorted(KINDS[k] for k in hand), bool(stack)


# ---------------------------------------------------------------------- the keyboard


def pick(app: Any, table: GuidedRavensTable, card: Card) -> None:
    """The keyboard's card moved onto ``card`` with the arrow keys (shown as it moves)."""
    for _ in range(12):
        if table.model.cursor_shown and table.model.focus.cursor_card() == card:
            return
        key(app, pygame.K_RIGHT)
    raise AssertionError(f"the arrow keys never reached {card}")


def play_by_keys(app: Any, table: GuidedRavensTable, action: int) -> None:
    """The coach's move made with keys alone: arrows, ↑ and F, S or O, 1 or 2 for an Odin
    card's action, Enter on the target the coach focused, E or L to end, Enter for
    the way round of a drawn card the coach focused."""
    kind = A.action_type(action)
    if kind == A.LAY:
        turned = A.param(action) != table.controller.race.pending
        assert table.model.focus.lay_cursor == int(turned)  # the coach's way round is focused
        key(app, pygame.K_RETURN)
    elif kind == A.END:  # E ends the turn, L lengthens the paths and ends it
        key(app, pygame.K_l if action == A.END_LENGTHEN else pygame.K_e)
    elif kind == A.FLY:  # the cards picked with ↑, then F flies them together
        for name in ravens_keys.keys(table, action):
            ravens_keys.press(app, name)
    elif kind == A.STORE:
        pick(app, table, Card(False, A.card_of(action)))
        key(app, pygame.K_s)
    else:
        card = Card(A.from_stack(action), A.card_of(action))
        assert card.kind in ODIN_KINDS
        pick(app, table, card)
        key(app, pygame.K_o)
        assert table.model.mode is Mode.CHOICE
        choice = A.CHOICES_OF_CARD[card.kind].index(kind)
        key(app, pygame.K_2 if choice else pygame.K_1)
        if table.model.mode is Mode.TARGET:
            assert table.model.focus.focused_target() == target_of(action)  # the coach's, focused
            key(app, pygame.K_RETURN)


def by_keys(app: Any, table: GuidedRavensTable) -> None:
    key(app, pygame.K_RETURN)


def by_mouse(app: Any, table: GuidedRavensTable) -> None:
    click(app, table.got_it.rect.center)


def play_by_mouse(app: Any, table: GuidedRavensTable, action: int) -> None:
    ravens_input.play(app, table, action)


def finish_by_keys(app: Any, summary: RaceSummaryScene) -> None:
    key(app, pygame.K_RETURN)


def finish_by_mouse(app: Any, summary: RaceSummaryScene) -> None:
    click(app, summary.button.rect.center)


# ---------------------------------------------------------------------- the whole race


def run_guided_race(
    app: Any,
    table: GuidedRavensTable,
    got_it: Callable[[Any, GuidedRavensTable], None],
    play: Callable[[Any, GuidedRavensTable, int], None],
    finish: Callable[[Any, RaceSummaryScene], None],
) -> list[tuple[str, str]]:
    """Play the guided race as the coach suggests to the menu; the lessons shown (key, text)
    with the cards each names checked ringed while it is read."""
    coach, model = table.coach, table.model
    shown: list[tuple[str, str]] = []
    summaries = 0
    for _ in range(FRAMES):
        top = app.scenes.top
        if isinstance(top, MenuScene):
            break
        if isinstance(top, RaceSummaryScene):
            assert top.note == SCORE and top.button.label == "Finish"
            while top.clock < top.counted_at:
                step(app)
            summaries += 1
            finish(app, top)
            continue
        step(app)  # the coach looks at the table
        lesson = coach.lesson
        if lesson is not None:
            if lesson.key in NAMES_CARDS:  # what it names is ringed while it is read
                assert ringed(table) == expected_rings(table), lesson.key
                assert ringed(table) != ([], False), lesson.key
            log = len(table.controller.race.log), len(table.controller.race.turn_actions)
            shown.append((lesson.key, coach.text))
            got_it(app, table)
            race = table.controller.race
            assert (len(race.log), len(race.turn_actions)) == log  # the table waited
            continue
        if model.human_turn and not table.view.animating:
            play(app, table, coach.suggested(model))
    assert isinstance(app.scenes.top, MenuScene) and summaries == 1
    return shown


def check_the_race(table: GuidedRavensTable, shown: list[tuple[str, str]], language: str) -> None:
    assert [k for k, _text in shown] == DESIGNED  # each lesson once, in the prepared order
    assert table.coach.told == DESIGNED
    race = table.controller.race
    assert race.winner == 0 and race.positions == [9, 3] and race.points == (6, 0)
    english = {lesson.key: lesson.msgid for lesson in LESSONS}
    i18n.set_language(language)
    for key_, text in shown:
        if language != "en":  # every lesson in the player's language
            assert i18n._(english[key_]) != english[key_], f"{key_}: not in {language}"
            assert not text.startswith(english[key_][:12]), f"{key_} was shown in English"
    assert not autosave_path("ravens").exists()  # nothing saved...
    assert Stats.load("ravens").modes["vs_ai"].played == 0  # ...nor counted


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_guided_race_runs_to_its_end_by_the_keyboard(language):
    app, table = open_tutorial(language)
    shown = run_guided_race(app, table, by_keys, play_by_keys, finish_by_keys)
    check_the_race(table, shown, language)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_guided_race_runs_to_its_end_by_the_mouse(language):
    size = (1024, 640) if language == "de" else (1280, 800)  # the longest words, smallest
    app, table = open_tutorial(language, size)
    shown = run_guided_race(app, table, by_mouse, play_by_mouse, finish_by_mouse)
    check_the_race(table, shown, language)


# ---------------------------------------------------------------------- skipping, carrying


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_lesson_is_read_at_the_panels_size(language):
    """At 1280 x 800 no lesson's words shrink more than one step below the panel's size to
    fit it: a translation too long for the panel is shortened, not drawn small."""
    app, table = open_tutorial(language)
    step(app)
    scale = table.view.layout.scale
    largest = theme.scaled(19, scale)
    facts = {  # what the coach names, as the table gives it
        "odin_now": {"card": card_name("O3"), "choice": odin_texts("O3")[0]},
        "out": {"name": "Astrid"},
    }
    sizes = {}
    for lesson in LESSONS:
        coach = RavensCoach(opponent=i18n._(OPPONENT_NAME))
        coach.queue.append((lesson, facts.get(lesson.key, {})))
        surface = pygame.Surface(app.canvas.get_size())
        room = table.lesson_room
        sizes[lesson.key] = draw_lesson(surface, table.lesson_box, room, scale, coach)
    assert {key_: size for key_, size in sizes.items() if size < largest - 1} == {}


def test_it_can_be_skipped_at_a_lesson_or_in_play_asked_first():
    app, table = open_tutorial()
    step(app)
    assert table.coach.lesson is not None and table.skip.rect.width
    assert table.buttons["hint"].rect.width == 0  # Skip has the Hint button's place
    skip_asks_then_leaves(app, table, table.skip)

    app, table = open_tutorial("ar", (1024, 640))
    for _ in range(200):  # through the first lessons, to the player's first move
        step(app)
        if table.coach.lesson is not None:
            key(app, pygame.K_RETURN)
        elif table.model.human_turn:
            break
    assert table.coach.lesson is None
    skip_asks_then_leaves(app, table, table.skip)


def test_a_lesson_that_comes_up_sends_a_carried_card_home():
    """A lesson comes at the start of a turn, maybe while a card is being carried: the card
    goes home (the table waits, and the lesson takes the mouse)."""
    app, table = open_tutorial()
    for _ in range(200):
        step(app)
        if table.coach.lesson is not None:
            key(app, pygame.K_RETURN)
        elif table.model.human_turn and not table.view.animating:
            break
    sprite = table.view.hand[0]
    home = sprite.rect().center
    hold_over(app, home, ravens_input.next_space(table))
    assert table.dragged == [sprite]
    table.coach.tell("group")  # any lesson coming up now
    step(app)
    assert not table.dragged and not table.drag.dragging
    ravens_input.settle(app, table)
    place = sprite.rect().center  # home in the hand (lifted a little: the pointer is on it)
    assert place[0] == home[0] and table.view.layout.me.hand.collidepoint(place)
    assert sprite not in table.view.held
    assert table.controller.race.turn_actions == []  # nothing was played


# ---------------------------------------------------------------------- any path


def test_every_step_is_taught_once_even_on_a_path_the_race_did_not_plan():
    """A player who never makes the coach's move: whatever comes first is told first, and
    what the race never showed is told at its end; each step once."""
    controller = GuidedRavensController("You", local_bots(make_bot))
    model = RavensTableModel(controller, Settings())
    controller.start_round()
    coach, rng = RavensCoach(opponent="Astrid"), random.Random(5)
    race = controller.race
    for _ in range(2000):
        if race.over:
            break
        coach.watch(model)
        while coach.lesson is not None:
            coach.dismiss()
        if controller.to_move == 0:
            legal = [a for a in controller.legal_actions() if a != suggestion(race)]
            legal = [a for a in legal if a != A.END_LENGTHEN] or controller.legal_actions()
            action = rng.choice(legal)
        else:
            controller.request_bot_move()
            controller.poll()
            action = controller.bot_answer()
        coach.moved(controller.play(action), race, controller.names)
    assert race.over
    while coach.lesson is not None:
        coach.dismiss()
    steps = [RavensCoach.SAME_STEP.get(key_, key_) for key_ in coach.told]
    assert sorted(steps) == sorted(STEPS)  # every step, each once
