"""Learn by playing, Odin's Ravens, as issue 32 found it (items 3 and 5): the keys' mark
starts on the card the lesson rings, so the key the lesson names plays that card; nothing
shows through a panel (Skip is dimmed under it, and takes no click there)."""

from __future__ import annotations

from typing import Any

import pygame
from ravens_table_driver import click, key, step
from test_ravens_tutorial import open_tutorial, play_by_keys

from odin_desktop.scenes.ravens.guided_table import RING, GuidedRavensTable
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
        assert table.model.raised() == [table.model.cursor], lesson
    race = table.controller.race
    before = len(race.turn_actions)
    key(app, pygame.K_o)  # "Drag the ringed Odin card onto the paths (or press O)"
    assert table.model.mode is Mode.CHOICE and table.model.odin is not None
    assert table.model.odin.code == "O3" and len(race.turn_actions) == before


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
