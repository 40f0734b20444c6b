"""Learn by playing: the guided hand runs to its end by scripted input (the keyboard, following
the coach's rings) in every language, shows every step once, can be skipped at any time, and
leaves no save and no statistics behind."""

from __future__ import annotations

import pygame
import pytest
from guided import skip_asks_then_leaves
from table_driver import key, make_app, step

from devtools.drivers.local_bots import local_bots
from odin_desktop import i18n
from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.app.autosave import autosave_path
from odin_desktop.app.stats import Stats
from odin_desktop.engine.odin.moves import PASS
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin import screens
from odin_desktop.scenes.odin.lesson_panel import lesson_box
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.scenes.odin.table import OdinTableScene
from odin_desktop.scenes.odin.tutorial import (
    BY_KEY,
    DEAL,
    SCORE,
    STEPS,
    OdinCoach,
    guided_controller,
    suggestion,
)


def open_tutorial(size: tuple[int, int] = (1280, 800), language: str = "en") -> tuple:
    app = make_app(size)
    i18n.set_language(language)  # after the app, which starts in the settings' language
    app.scenes.push(MenuScene(app))
    app.scenes.push(screens.tutorial_scene(app, host_factory=local_bots(make_bot)))
    app.scenes.apply_pending()
    table = app.scenes.top
    assert isinstance(table, OdinTableScene) and table.coach is not None
    return app, table


def _cursor_to(app, table, card: int) -> None:  # noqa: ANN001
    model = table.model
    key(app, pygame.K_RIGHT)  # shows the cursor (or moves it; either way it is on the hand)
    for _ in range(20):
        order = model.hand_order()
        if model.focus.cursor_card == card:
            return
        right = order.index(card) > order.index(model.focus.cursor_card)
        key(app, pygame.K_RIGHT if right else pygame.K_LEFT)
    raise AssertionError("the cursor never reached the card")


def play_the_coachs_move(app, table) -> None:  # noqa: ANN001
    """What a beginner does: the ringed cards, picked with the keyboard, then Enter (and
    Enter again for the take the focus starts on); P when nothing is ringed."""
    ringed = table.coach.suggested(table.model)
    if not ringed:
        key(app, pygame.K_p)
        return
    for card in sorted(ringed):
        _cursor_to(app, table, card)
        key(app, pygame.K_SPACE)
    assert table.model.move.selected == ringed
    key(app, pygame.K_RETURN)
    if table.model.move.take_play is not None:
        key(app, pygame.K_RETURN)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_guided_hand_runs_to_its_end_by_the_keyboard(language):
    app, table = open_tutorial(language=language)
    coach, model = table.coach, table.model
    shown: list[tuple[str, str]] = []
    summary_seen = False
    for _ in range(6000):
        top = app.scenes.top
        if isinstance(top, MenuScene):
            break
        if isinstance(top, HandSummaryScene):
            summary_seen = True
            assert top.note == SCORE and top.button.label == "Finish"
            key(app, pygame.K_RETURN)  # the count, then Finish
            continue
        if coach.lesson is not None:
            step(app)
            history = len(table.controller.hand.history)
            shown.append((coach.lesson.key, coach.text))
            key(app, pygame.K_RETURN)  # Got it
            assert len(table.controller.hand.history) == history  # nothing moved meanwhile
            continue
        if model.human_turn and not table.view.animating:
            play_the_coachs_move(app, table)
            continue
        step(app)
    assert isinstance(app.scenes.top, MenuScene) and summary_seen
    keys = [k for k, _text in shown]  # in the order the prepared hand brings them
    assert keys == ["welcome", "lead", "value", "take", "follow", "pass", "round", "whole"] + [
        "out_you"
    ]
    state = table.controller.hand
    assert state.out_seat == 0 and state.led_out  # the whole-hand finish, as designed
    for key_, text in shown:
        if language != "en":  # every lesson in the player's language
            assert text != BY_KEY[key_].msgid, f"{key_} is not translated into {language}"
    assert not autosave_path("odin").exists()  # nothing saved...
    assert Stats.load("odin").modes["vs_ai"].played == 0  # ...nor counted


def test_it_can_be_skipped_at_a_lesson_or_in_play_asked_first():
    app, table = open_tutorial()
    step(app)
    assert table.coach.lesson is not None
    skip_asks_then_leaves(app, table, table.buttons["skip"])

    app, table = open_tutorial((1024, 640))
    for _ in range(200):  # through the first lessons, to the player's first move
        step(app)
        if table.coach.lesson is not None:
            key(app, pygame.K_RETURN)
        elif table.model.human_turn:
            break
    assert table.coach.lesson is None and table.buttons["skip"].rect.width
    skip_asks_then_leaves(app, table, table.buttons["skip"])


def test_every_step_is_taught_even_on_a_path_the_deal_did_not_plan():
    """A player who never follows the rings: whatever happens first is told first, and what
    the hand never showed is told when it ends."""

    class Model:  # what the coach reads of the table model, on a path of its own
        def __init__(self) -> None:
            self.controller = guided_controller("You", None)
            self.controller.start_round()
            self.move = PlayComposer(self.controller)

        @property
        def state(self):  # noqa: ANN202
            return self.controller.hand

        @property
        def human_turn(self) -> bool:
            return self.controller.to_move == 0

    from odin_desktop.engine.odin.outcome import describe_move
    from odin_desktop.scenes.odin.composer import PlayComposer

    model, coach = Model(), OdinCoach()
    while not model.state.over:
        coach.watch(model)
        while coach.lesson is not None:
            coach.dismiss()
        legal = model.controller.legal_actions()
        other = [a for a in legal if a != suggestion(legal, model.state.hands[model.state.turn])]
        action = (other or legal)[-1]  # never the ringed move
        outcome = describe_move(model.state, action)
        coach.moved(outcome)
    coach.ended(["You", "Astrid", "Bjorn"], model.state.out_seat)
    while coach.lesson is not None:
        coach.dismiss()
    taught = {"out" if k == "out_you" else k for k in coach.told}
    assert taught == set(STEPS)
    assert len(coach.told) == len(STEPS)  # each once
    assert PASS in model.controller.legal_actions() or model.state.over


def test_the_prepared_deal_is_a_full_deal_for_three():
    cards = [c for hand in DEAL for c in hand.split()]
    assert len(cards) == 27 and len(set(cards)) == 27


def test_the_lesson_that_names_the_ringed_card_shows_it_and_the_saga_stays_in_view():
    app, table = open_tutorial()
    coach = table.coach
    for _ in range(200):  # Got it on the welcome, to the lesson of the first lead
        step(app)
        if coach.lesson is not None and coach.lesson.key == "lead":
            break
        if coach.lesson is not None:
            key(app, pygame.K_RETURN)
    assert coach.lesson is not None and "ringed card" in coach.text
    drawn: list = []
    real = table.saga.draw
    table.saga.draw = lambda surface, box, *args: drawn.append(box) or real(surface, box, *args)
    step(app)
    ringed = coach.suggested(table.model)
    assert ringed  # the card the lesson names, ringed while the lesson is read
    assert all(table.view.sprites[card].highlight is not None for card in ringed)
    (box,) = drawn  # the Saga, drawn under the lesson panel
    assert box.y >= lesson_box(table.view.layout)[0].bottom and box.h > 0
