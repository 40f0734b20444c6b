"""Learn by playing, Odin's Ravens, as issue 32 found it (items 3, 5 and 6): the keys' mark
starts on the card the lesson rings, so the key the lesson names plays that card; the hint
(H) and the End turn panel's default say what the lesson says; every ring comes with its
words; nothing shows through a panel (Skip is dimmed under it, and takes no click there)."""

from __future__ import annotations

from typing import Any

import pygame
from ravens_table_driver import click, key, step
from test_ravens_tutorial import open_tutorial, play_by_keys

from odin_desktop.engine.ravens import actions as A
from odin_desktop.scenes.ravens.guided_table import RING, GuidedRavensTable
from odin_desktop.scenes.ravens.hints import hint_words
from odin_desktop.scenes.ravens.model import Mode
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene


def to_lesson(app: Any, table: GuidedRavensTable, wanted: str) -> None:
    """The guided race played by the keys as the coach suggests, up to the lesson ``wanted``
    read and dismissed with Enter (the keys then in use)."""
    for _ in range(3000):
        step(app)
        lesson = table.coach.lesson
        if lesson is not None:
            key(app, pygame.K_RETURN)
            if lesson.key == wanted:
                step(app)
                return
            continue
        if isinstance(app.scenes.top, RaceSummaryScene):
            break
        if table.model.human_turn and not table.view.animating:
            play_by_keys(app, table, table.coach.suggested(table.model))
    raise AssertionError(f"the lesson {wanted} never came")


def marked_code(table: GuidedRavensTable) -> str | None:
    sprites = [*table.view.hand, table.view.stack_top]
    return next((s.code for s in sprites if s is not None and s.focus), None)


def test_the_keys_mark_starts_on_each_card_a_lesson_rings() -> None:
    """After each lesson that names a card, the card the keys act on (marked) is one the
    coach rings; the key the lesson names plays it at once (S stored another card)."""
    app, table = open_tutorial()
    for lesson in ("fly", "store", "stack", "odin_now"):
        to_lesson(app, table, lesson)
        sprite = next(
            s for s in [*table.view.hand, table.view.stack_top] if s is not None and s.focus
        )
        assert sprite.highlight == RING, (lesson, sprite.code)
        assert table.model.focus.raised() == [table.model.focus.cursor], lesson
    race = table.controller.race
    before = len(race.turn_actions)
    key(app, pygame.K_o)  # "Drag the ringed Odin card onto the paths (or press O)"
    assert table.model.mode is Mode.CHOICE and table.model.move.odin is not None
    assert table.model.move.odin.code == "O3" and len(race.turn_actions) == before


def test_nothing_shows_through_the_end_turn_panel() -> None:
    """Under the End turn panel Skip is dimmed with the table (it was drawn over the veil)
    and a click on it there is the panel's (it asked to leave)."""
    app, table = open_tutorial()
    to_lesson(app, table, "end")
    centre = table.skip.rect.center
    before = app.canvas.get_at(centre)
    table.model.ask_end()
    app.scenes.redraw_whole = True  # a whole frame
    step(app)
    after = app.canvas.get_at(centre)
    assert sum(after[:3]) < 0.8 * sum(before[:3])  # veiled
    click(app, centre)
    assert app.scenes.top is table and table.model.mode is Mode.END


def test_the_hint_and_the_end_panel_say_what_the_lesson_says() -> None:
    """Lesson 4 says to end the turn without lengthening the paths: H says so at once (it
    said "End your turn and lengthen the paths"), and the End turn panel offers it first
    (its default was Lengthen the paths); the lesson that lengthens them offers that."""
    app, table = open_tutorial()
    to_lesson(app, table, "end")
    key(app, pygame.K_h)
    assert table.model.hinted == A.END_TURN
    assert table.model.status()[0] == "Hint: End your turn"
    click(app, table.buttons["end"].rect.center)
    assert table.model.mode is Mode.END
    step(app)
    assert [b.primary for b in table.panels.end.buttons] == [False, True, False]
    key(app, pygame.K_RETURN)  # Enter takes what the panel offers first
    race = table.controller.race
    assert race.log[-1][1][-1] == A.END_TURN
    to_lesson(app, table, "lengthen")
    assert table.coach.suggested(table.model) == A.END_LENGTHEN
    table.model.ask_end()
    step(app)
    assert [b.primary for b in table.panels.end.buttons] == [True, False, False]


def test_every_ring_of_the_coach_comes_with_its_words() -> None:
    """Whenever the coach rings cards and no lesson is read, the status line says its move
    (a ring in a later turn had no words)."""
    app, table = open_tutorial()
    seen = 0
    for _ in range(3000):
        step(app)
        if table.coach.lesson is not None:
            key(app, pygame.K_RETURN)
            continue
        if not isinstance(app.scenes.top, GuidedRavensTable):
            break
        model = table.model
        if model.human_turn and not table.view.animating:
            ringed = [s for s in [*table.view.hand, table.view.stack_top] if s and s.highlight]
            if ringed and not model.notice.text:
                move = hint_words(table.coach.suggested(model), table.controller.race)
                assert model.status()[0] == f"Hint: {move}"
                seen += 1
            play_by_keys(app, table, table.coach.suggested(model))
    assert seen >= 5
