"""The replay viewer: every move forward and back, the table as it was, bad records named."""

from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest
from records_helpers import finished_odin, open_replays
from scene_helpers import click, key, make_app, start, step

from devtools.drivers.screen_check import ScreenCheck
from odin_desktop.engine.odin.cards import codes_of
from odin_desktop.scenes.odin.viewer import OdinReplayViewer, load_steps
from odin_desktop.scenes.record_error import RecordErrorScene
from odin_desktop.session.odin.controller import OdinController


def finished_game(players: int = 3, seed: int = 5) -> OdinController:
    return finished_odin(seed, players=players)


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    return tmp_path


def test_one_step_per_deal_and_per_move_ending_where_the_game_ended():
    controller = finished_game()
    game = controller.game
    steps, replayed = load_steps(controller.record(), controller.names)
    assert replayed.totals == game.totals and replayed.over
    assert len(steps) == sum(len(h.history) + 1 for h in game.hands)
    last = steps[-1]
    assert last.state.hands == game.hands[-1].hands
    assert last.state.discards == game.hands[-1].discards
    assert list(last.totals) == game.totals
    first_of_hand_2 = next(s for s in steps if s.hand == 1)
    assert first_of_hand_2.move == -1
    assert list(first_of_hand_2.totals) == game.scores[0]
    assert first_of_hand_2.state.hands == game.deals[1]


def test_keys_and_buttons_step_forward_and_back(data):
    controller = finished_game()
    app = make_app()
    viewer = start(app, OdinReplayViewer(app, controller.record()))
    assert viewer.index == 0 and not viewer.buttons["back"].enabled
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert viewer.index == 2
    key(app, pygame.K_LEFT)
    assert viewer.index == 1
    click(app, viewer.buttons["next"].rect.center)
    assert viewer.index == 2
    click(app, viewer.buttons["back"].rect.center)
    assert viewer.index == 1
    key(app, pygame.K_DOWN)
    assert viewer.current.hand == 1 and viewer.current.move == -1
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)  # mid-hand: back to this hand's deal
    assert viewer.current.hand == 1 and viewer.current.move == -1
    key(app, pygame.K_UP)
    assert viewer.current.hand == 0 and viewer.current.move == -1
    key(app, pygame.K_END)
    assert viewer.index == len(viewer.steps) - 1 and not viewer.buttons["next"].enabled
    key(app, pygame.K_RIGHT)
    assert viewer.index == len(viewer.steps) - 1
    key(app, pygame.K_HOME)
    assert viewer.index == 0
    key(app, pygame.K_ESCAPE)
    step(app)
    assert app.scenes.top is None or app.scenes.top is not viewer


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_step_draws_at_every_player_count(data, players):
    controller = finished_game(players, seed=players)
    app = make_app((1024, 640))
    viewer = start(app, OdinReplayViewer(app, controller.record()))
    # Each step's frame is what drawing it again gives, checked at every step (the frames'
    # own check looks now and then): a ring set after the pile was drawn showed a card
    # played from a hand still ringed, in the pile, until the next frame (2 players, step 14)
    screen = ScreenCheck(app)
    for index in [*range(0, len(viewer.steps), 7), len(viewer.steps) - 1]:
        viewer.go_to(index)
        step(app)
        assert screen.check(), screen.mismatches[-1]


def test_the_table_shows_every_hand_face_up(data, monkeypatch):
    from odin_desktop.scenes.odin import art

    controller = finished_game(4, seed=9)
    app = make_app()
    viewer = start(app, OdinReplayViewer(app, controller.record()))
    drawn: list[str] = []
    real_face = art.face
    monkeypatch.setattr(
        art, "face", lambda code, width: drawn.append(code) or real_face(code, width)
    )
    art.clear_cache()
    step(app)
    dealt = {code for seat in controller.game.deals[0] for code in codes_of(seat)}
    assert dealt <= set(drawn)  # all 36 dealt cards, whoever holds them
    canvas = app.canvas.get_rect()
    for sprite in viewer.view.sprites.values():  # each in its place, inside the window
        assert sprite.code != art.BACK and canvas.contains(sprite.rect()), sprite.code


def test_a_broken_record_says_why_and_only_close_works(data):
    app = make_app()
    with pytest.raises(ValueError) as refused:
        OdinReplayViewer(app, {"format": "odin-record", "version": 9})
    error = str(refused.value)
    assert "not a game record" in error and "version 9" in error
    screen = start(app, RecordErrorScene(app, error))
    assert screen.controls() == [screen.close_button]
    key(app, pygame.K_RIGHT)
    step(app)
    key(app, pygame.K_ESCAPE)
    step(app)
    assert app.scenes.top is not screen


def test_a_rule_breaking_record_names_hand_and_move(data):
    doc = finished_game().record()
    doc["hands"][0]["moves"][3]["seat"] = (doc["hands"][0]["moves"][3]["seat"] + 1) % 3
    app = make_app()
    with pytest.raises(ValueError, match="hand 1, move 4"):
        OdinReplayViewer(app, doc)


def test_the_records_screen_lists_and_opens_records(data):
    from odin_desktop.app import autosave

    path = autosave.export_record(finished_game())
    (data / "records" / "zz-broken.json").write_text("{")
    (data / "autosave-odin.json").write_text(json.dumps(finished_game(seed=8).record()))
    app = make_app()
    screen = open_replays(app)
    labels = [row.label for row in screen.rows]
    assert labels[0] == "The game of ODIN in progress (autosave)" and len(labels) == 3
    good = next(r for r in screen.rows[1:] if "cannot be opened" not in r.detail)  # type: ignore[attr-defined]
    click(app, good.rect.center)
    assert isinstance(app.scenes.top, OdinReplayViewer)
    assert app.scenes.top.title == path.name
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is screen
    broken = next(r for r in screen.rows if "cannot be opened" in r.detail)  # type: ignore[attr-defined]
    click(app, broken.rect.center)
    assert app.scenes.top is screen and screen.banner is not None


def test_the_view_command(data, tmp_path):
    # In a child process: the command ends with pygame.quit(), which this session must not.
    good = tmp_path / "good.json"
    good.write_text(json.dumps(finished_game().record()))
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00\x01")
    command = [sys.executable, "-m", "odin_desktop", "view", "--headless", "--frames", "3"]
    ok = subprocess.run([*command, str(good)], capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0, ok.stderr
    refused = subprocess.run([*command, str(bad)], capture_output=True, text=True, timeout=60)
    assert refused.returncode == 1 and "not a game record" in refused.stdout
    assert "Traceback" not in refused.stderr


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (1024, 640)])
def test_the_review_buttons_keep_clear_of_every_seat(data, players, size):
    """The Review button and the mistakes' two under it in the corner, or below the seats
    there: at six players it lay on the top left seat's plate."""
    controller = finished_game(players, seed=players)
    app = make_app(size)
    viewer = start(app, OdinReplayViewer(app, controller.record()))
    view, scale = viewer.view, viewer.view.layout.scale
    review = viewer.review_button_rect(app.canvas.get_size(), scale)
    buttons = [review, *viewer.mistake_button_rects(review, scale)]
    seats = [view.nameplate(seat) for seat in range(players)]
    seats += [view.seat_box(seat).score.to_rect() for seat in range(players)]
    cards = [sprite.rect() for sprite in view.sprites.values()]
    for button in buttons:
        assert app.canvas.get_rect().contains(button), button
        assert button.collidelist(seats) < 0, (button, seats[button.collidelist(seats)])
        assert button.collidelist(cards) < 0, (button, cards[button.collidelist(cards)])
