"""The replay viewers' status line (the shared `RecordViewerScene.draw_status`, each game's
words): where the step shown is in its round and what it did, and who won at the end."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import make_app

from odin_desktop import games
from odin_desktop.ai.match import play_match
from odin_desktop.scenes.record_viewer import RecordViewerScene

NAMES = ["Ana", "Bo"]


@pytest.mark.parametrize(
    ("game_id", "where", "before"),
    [
        ("odin", "Hand {round} · move {step} of {steps}", "as dealt"),
        ("ravens", "Race {round} · action {step} of {steps}", "as set up"),
    ],
)
def test_the_status_line_says_where_each_step_is_and_who_won_at_the_end(
    game_id: str, where: str, before: str
) -> None:
    entry = games.game(game_id)
    game = entry.new_game(2, "status", single_round=True)
    play_match(game, [entry.make_bot("random", seed=s) for s in (1, 2)], entry.bot_options(game))
    assert len(game.winners) == 1  # one name, as each game says it
    viewer = entry.viewer_scene(make_app(), entry.record_of(game, NAMES), "a game")
    assert isinstance(viewer, RecordViewerScene)
    steps = len(viewer.steps) - 1  # one round: the deal and every decision
    first, third, last = viewer.steps[0], viewer.steps[2], viewer.steps[-1]
    said = where.format(round=1, step=0, steps=steps)
    assert viewer.status_words(first, steps, False) == f"{said} — {before}"
    said = where.format(round=1, step=2, steps=steps)
    assert viewer.status_words(third, steps, False) == f"{said} — {third.caption}"
    said = where.format(round=1, step=steps, steps=steps)
    assert viewer.status_words(last, steps, False) == f"{said} — {last.caption}"
    # The end of a finished game's last round says who won instead.
    won = f"Game over — {NAMES[game.winners[0]]} wins"
    assert viewer.status_words(last, steps, True) == won
    # What the viewer draws asks for those words of the step shown, its round's decisions
    # counted, and the end said only in the last round of a finished game.
    asked: list[tuple[object, int, bool]] = []

    def status_words(step: object, decisions: int, last_round: bool) -> str:
        asked.append((step, decisions, last_round))
        return "status"

    viewer.status_words = status_words  # type: ignore[method-assign]
    for index in (0, len(viewer.steps) - 1):
        viewer.go_to(index)
        viewer.draw(pygame.Surface((1280, 800)))
    assert asked == [(first, steps, True), (last, steps, True)]
