"""Play on from here, end to end, every game with screens: a record opened from Replays,
stepped to a move, Play on (its button, its key, the pad's Y): the table shows that position
with that seat's hand in the player's seat, the bots play, and the game over keeps the
record marked and counts nothing. On a reviewed decision it starts before the decision, to
try the better."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from contract_play import names
from records_helpers import listed, row_words
from scene_helpers import click, key, make_app, pad_press, start, step

from odin_desktop import games
from odin_desktop.ai.specs import PLAYABLE_LEVELS
from odin_desktop.app import records
from odin_desktop.app.autosave import autosave_path, records_dir
from odin_desktop.app.stats import Stats
from odin_desktop.engine.records import RecordStep
from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.game_over import GameOverScene
from odin_desktop.scenes.record_viewer import RecordViewerScene
from odin_desktop.scenes.replays_list import ReplaysList
from odin_desktop.scenes.table_scene import TableScene
from odin_desktop.session.play_on import PLAY_ON
from odin_desktop.session.table_controller import bots_in_this_process

pytestmark = pytest.mark.usefixtures("scene_data_dir")
FRAMES = 20_000  # far beyond the end of a single round played on


def bot_record(game_id: str) -> tuple[Path, dict[str, Any], list[Any]]:
    """A single round between Easy bots, kept in the records folder as Replays lists it."""
    entry = games.game(game_id)
    bots = [entry.make_bot("easy", seed=f"po:{s}") for s in range(entry.min_players)]
    game = entry.new_game(entry.min_players, "po", single_round=True)
    from odin_desktop.ai.match import play_match

    play_match(game, bots, entry.bot_options(game))
    doc = json.loads(json.dumps(entry.record_of(game, names(game))))
    records_dir().mkdir(parents=True, exist_ok=True)
    path = records_dir() / f"bots-{game_id}.json"
    path.write_text(json.dumps(doc), "utf-8")
    steps = [s for s in entry.record_steps(doc) if isinstance(s, RecordStep)]
    return path, doc, steps


def play_to_the_end(app: Any, table: TableScene) -> None:
    """The player's seat plays its first legal action each time; the bots play theirs; the
    round's summary is passed with Enter."""
    controller = table.controller
    for _ in range(FRAMES):
        top = app.scenes.top
        if isinstance(top, GameOverScene):
            return
        if top is table and controller.to_move in controller.humans:
            table.model.apply(controller.legal_actions()[0])
        elif top is not table:
            key(app, pygame.K_RETURN)
        step(app)
    raise AssertionError("the game played on never ended")


@pytest.mark.parametrize("how", ["button", "key", "pad"])
def test_play_on_from_a_moment_of_a_replay(table_game: GameEntry, how: str) -> None:
    game_id = table_game.id
    path, doc, steps = bot_record(game_id)
    app = make_app()
    viewer = start(app, app.nav.viewer_for(path))
    assert isinstance(viewer, RecordViewerScene)
    for _ in range(len(steps) // 2):
        key(app, pygame.K_RIGHT)
    decisions = viewer.play_on_after()
    seat = steps[decisions].seat
    with bots_in_this_process():
        if how == "button":
            assert viewer.play_on_button.enabled
            click(app, viewer.play_on_button.rect.center)
        elif how == "key":
            key(app, pygame.K_p)
        else:
            pad_press(app, pygame.CONTROLLER_BUTTON_Y)
        app.scenes.apply_pending()
    table = app.scenes.top
    assert isinstance(table, TableScene), type(table)
    controller = table.controller
    assert controller.apart and controller.setup.play_on.decisions == decisions
    assert controller.humans == [seat] and table.model.viewer == seat == table.view.viewer
    assert controller.game.observe(seat) == steps[decisions].observation  # that seat's hand
    others = [s for s in range(len(controller.seats)) if s != seat]
    assert all(controller.seats[s].kind.split("@")[0] in PLAYABLE_LEVELS for s in others)
    if how != "button":
        return
    made = len([s for s in steps if isinstance(s, RecordStep)])
    play_to_the_end(app, table)
    assert controller.game.over
    # The bots played on from the moment.
    played = [s for s in games.game(game_id).record_steps(controller.record())]
    after = [s for s in played if isinstance(s, RecordStep) and s.number >= decisions]
    assert any(s.seat != seat for s in after) and any(s.seat == seat for s in after)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    assert [b.label for b in over.buttons] == ["Play on again", "Review", "Menu"]
    kept = [p for p in records_dir().glob("*.json.gz") if PLAY_ON in p.name]  # compressed
    assert len(kept) == 1 and kept[0].name.endswith(f"{PLAY_ON}.json.gz")
    rows = {row.path.name: row for row in listed()}
    assert "played on" in row_words(rows[kept[0].name])[1]
    # Replays' filters find it by its game and by how it ended for the player's seat
    # (Odin's Ravens' record keeps no seats and the statistics do not name it: "You" does).
    result = "won" if seat in controller.game.winners else "lost"
    snapshot = records.shelf().snapshot
    assert snapshot.kinds[kept[0].name] == (game_id, result)
    found = ReplaysList(per_page=10_000)
    found.take(snapshot)
    found.set_filters(game=game_id, result=result)
    assert [row.name for row in found.items] == [kept[0].name]
    assert not Stats.path().exists()  # nothing counted
    assert not autosave_path(game_id).exists()  # the player's saved game is not touched
    assert made == len(steps)


def test_on_a_reviewed_decision_play_on_starts_before_it() -> None:
    path, doc, steps = bot_record("odin")
    app = make_app()
    viewer = start(app, app.nav.viewer_for(path))
    assert isinstance(viewer, RecordViewerScene)
    chosen = next(s for s in steps[3:] if len(s.before.legal_actions()) > 1)
    entry = {
        **chosen.where,
        "seat": chosen.seat,
        "grade": "mistake",
        "loss": 0.1,
        "value_played": 0.3,
        "played": {"pass": True},
        "best": {"pass": True},
    }
    seats = [chosen.seat]
    review = {"ok": True, "decisions": [entry], "seats": seats, "accuracy": {}, "luck": {}}
    review["accuracy"][str(chosen.seat)], review["luck"][str(chosen.seat)] = 50.0, 0.0
    viewer.show_review(review)
    viewer.card_open = False
    [shown] = viewer.review.by_step
    viewer.go_to(shown)
    assert viewer.reviewed() is not None
    assert viewer.play_on_after() == chosen.number  # before the decision, to try another
    viewer.go_to(shown + 1)
    assert viewer.play_on_after() == chosen.number + 2  # the moment shown: after the next


def test_play_on_is_not_offered_where_nobody_plays(table_game: GameEntry) -> None:
    path, _, _ = bot_record(table_game.id)
    app = make_app()
    viewer = start(app, app.nav.viewer_for(path))
    key(app, pygame.K_END)
    assert isinstance(viewer, RecordViewerScene)
    assert not viewer.can_play_on() and not viewer.play_on_button.enabled
    key(app, pygame.K_p)
    assert app.scenes.top is viewer
