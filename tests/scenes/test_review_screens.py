"""The game review on screen (scenes/review_*.py, the replay viewers): started from Replays
and from Game over it runs beside the window (the scene's update returns at once, a bar
shows how far it is), Cancel stops it, a kept review opens at once; the viewers show each
reviewed move's chip, the better decision's words and ghost, the card (accuracy, luck
against play, the costliest moments, the chart whose points jump); a hostile record or
review is said in words, never a crash. Both games, and every game with screens where no
game's own rules are tested."""

from __future__ import annotations

import dataclasses
import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from game_kits import kit
from records_helpers import open_replays
from review_helpers import small_budgets  # noqa: F401 - a fixture
from review_screens import costly_step, open_reviewed, reviewed, write_record
from scene_helpers import click, key, make_app, pad_press, ring_drawn, start, step

from odin_desktop.analysis import grades, runner
from odin_desktop.analysis import review as review_module
from odin_desktop.analysis.cache import cache_path
from odin_desktop.analysis.review import Review, ReviewSettings
from odin_desktop.app.autosave import records_dir
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n.odin.cards import card_name
from odin_desktop.scenes import record_viewer
from odin_desktop.scenes.base import Wake
from odin_desktop.scenes.game_over import GameOverScene
from odin_desktop.scenes.odin.game_over import OdinGameOverScene
from odin_desktop.scenes.record_viewer import RecordViewerScene
from odin_desktop.scenes.replays import RecordsScene
from odin_desktop.scenes.review_facts import ReviewFacts, points
from odin_desktop.scenes.review_progress import POLL_SECONDS, ReviewProgressScene
from odin_desktop.scenes.table_scene import TableScene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.ui import theme
from odin_desktop.ui.controls import FOCUS_GAP, FOCUS_RGB, FOCUS_WIDTH
from odin_desktop.ui.intents import Intent

pytestmark = pytest.mark.usefixtures("small_budgets")


@pytest.fixture(autouse=True)
def _one_worker(monkeypatch: pytest.MonkeyPatch, scene_data_dir: Path) -> None:
    """Reviews run their jobs in their own thread here (no worker processes)."""
    monkeypatch.setattr(runner, "default_workers", lambda: 1)


def review_button(scene: RecordsScene, path: Path) -> Any:
    index = [item.path for item in scene.list.shown()].index(path)
    return scene.reviews[index]


class Gate:
    """Holds the review's work until opened: what the window does meanwhile is tested.
    ``passed`` says the work went on (opened, or after 20 s): a frame that waited for the work
    would return only then, so frames returned before it did not wait, however slow the
    machine."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.open, self.passed = threading.Event(), threading.Event()
        real = review_module.run_jobs

        def gated(*args: Any, **kwargs: Any) -> bool:
            opened = self.open.wait(20)
            self.passed.set()
            assert opened, "the test never opened the gate"
            return real(*args, **kwargs)

        monkeypatch.setattr(review_module, "run_jobs", gated)


def wait_for(app: Any, done: Any, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "timed out"
        step(app)
        time.sleep(0.01)


# ---------------------------------------------------------------------- running it


def test_review_from_replays_runs_beside_the_window_and_opens_the_viewer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    doc, _result, _where = reviewed("odin")
    path = write_record(doc)
    gate = Gate(monkeypatch)
    app = make_app()
    replays = open_replays(app)
    assert isinstance(replays, RecordsScene)
    click(app, review_button(replays, path).rect.center)
    app.scenes.apply_pending()
    progress = app.scenes.top
    assert isinstance(progress, ReviewProgressScene) and progress.running
    for _ in range(5):  # the work waits behind the gate: the frames do not
        app.step(1 / 60)
    assert not gate.passed.is_set(), "a frame waited for the review's work"
    assert progress.running and app.scenes.top is progress
    assert progress.next_wake() == Wake(POLL_SECONDS)  # a timer, not every frame
    gate.open.set()
    wait_for(app, lambda: isinstance(app.scenes.top, RecordViewerScene))
    viewer = app.scenes.top
    assert isinstance(viewer, RecordViewerScene) and viewer.review is not None
    assert viewer.card_open
    assert cache_path(path).exists()  # kept beside the record
    assert any(r.grade in (grades.MISTAKE, grades.BLUNDER) for r in viewer.review.by_step.values())


@pytest.mark.parametrize("names", [("P0", "P1"), ("P0", "You")])
def test_a_record_that_does_not_say_who_played_is_asked_or_the_players_seat_taken(
    names: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, _result, _where = reviewed("odin")
    path = write_record(dict(doc, players=list(names)), people=False)
    Gate(monkeypatch)
    app = make_app()
    start(app, RecordsScene(app))
    app.nav.review_record(path)
    app.scenes.apply_pending()
    progress = app.scenes.top
    assert isinstance(progress, ReviewProgressScene)
    if "You" in names:  # the player's seat: reviewed alone, nothing asked
        assert progress.review is not None and progress.review.plan.seats == [1]
        assert not progress.seat_buttons
    else:  # a button per seat and one for every seat; nothing worked out before
        assert progress.review is None and not progress.running
        labels = [b.label for b in progress.seat_buttons]
        assert labels == ["P0", "P1", "Every seat"]
        app.step(1 / 60)
        click(app, progress.seat_buttons[0].rect.center)
        assert progress.review is not None and progress.review.plan.seats == [0]
        assert progress.running
    assert progress.review is not None
    progress.review.cancel(wait=False)


def test_the_bar_shows_how_far_the_review_is(monkeypatch: pytest.MonkeyPatch) -> None:
    doc, _result, _where = reviewed("odin")
    path = write_record(doc)
    Gate(monkeypatch)  # never opened: the review stays at the start
    app = make_app()
    scene = ReviewProgressScene(app, path, lambda doc: None)
    start(app, scene)
    assert scene.review is not None
    monkeypatch.setattr(type(scene.review), "progress", property(lambda self: FakeProgress(0.5)))
    app.step(1 / 60)
    bar = scene.bar
    gold = pygame.Color(*scene_gold())
    assert app.canvas.get_at((bar.x + bar.width // 4, bar.centery)) == gold
    assert app.canvas.get_at((bar.right - bar.width // 4, bar.centery)) != gold
    scene.review.cancel(wait=False)


class FakeProgress:
    def __init__(self, fraction: float) -> None:
        self.fraction = fraction


def scene_gold() -> tuple[int, int, int]:
    from odin_desktop.ui import theme

    return theme.GOLD_RGB


def test_cancel_stops_the_review_and_goes_back(monkeypatch: pytest.MonkeyPatch) -> None:
    doc, _result, _where = reviewed("odin")
    path = write_record(doc)
    gate = Gate(monkeypatch)
    app = make_app()
    replays = open_replays(app)
    app.nav.review_record(path)
    app.scenes.apply_pending()
    progress = app.scenes.top
    assert isinstance(progress, ReviewProgressScene)
    app.step(1 / 60)
    click(app, progress.cancel_button.rect.center)
    app.scenes.apply_pending()
    assert app.scenes.top is replays
    gate.open.set()
    review = progress.review
    assert review is not None
    wait_for(app, lambda: review.finished)
    assert not review.complete and review.error is None
    assert not review.document()["complete"]


def test_a_kept_review_opens_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    doc, _result, _where = reviewed("odin")
    path = write_record(doc)
    kept = json.loads(path.read_text(encoding="utf-8"))
    Review(kept, ReviewSettings(workers=1), path).run()  # kept beside the record
    calls: list[int] = []
    real = review_module.run_jobs

    def counting(jobs: list[Any], *args: Any, **kwargs: Any) -> bool:
        calls.append(len(jobs))
        return real(jobs, *args, **kwargs)

    monkeypatch.setattr(review_module, "run_jobs", counting)
    app = make_app()
    start(app, RecordsScene(app))
    app.nav.review_record(path)
    wait_for(app, lambda: isinstance(app.scenes.top, RecordViewerScene), seconds=5)
    assert calls == [0]  # nothing was worked out again


def finished_odin_game() -> OdinController:
    """Two bots' ODIN game played by random moves to its end."""
    controller = OdinController(OdinSetup.all_bots(2, seed=3), host_factory=None)
    rng = random.Random(3)
    while not controller.game.over:
        if controller.game.needs_round:
            controller.start_round()
        controller.play(rng.choice(controller.legal_actions()))
    return controller


def test_game_over_offers_the_review_of_the_game_just_kept() -> None:
    controller = finished_odin_game()
    app = make_app()
    scene = start(app, OdinGameOverScene(app, controller))
    assert [b.label for b in scene.buttons] == ["Play again", "Menu"]  # nothing kept
    path = write_record(controller.record())
    app.autosaver.last_record = path
    scene = start(app, OdinGameOverScene(app, controller))
    assert [b.label for b in scene.buttons] == ["Play again", "Review", "Menu"]
    review = scene.buttons[1]
    click(app, review.rect.center)
    app.scenes.apply_pending()
    top = app.scenes.top
    assert isinstance(top, ReviewProgressScene) and top.path == path
    top.cancel()


def test_every_game_reaches_its_game_over_at_the_table_and_offers_the_review(
    table_game: GameEntry,
) -> None:
    """A game played at its table to its end (its round's summary passed with Enter) comes to
    its game over, the record kept: Review reviews it."""
    session = kit(table_game.id).session
    assert session is not None
    setup = dataclasses.replace(table_game.quick_start("You"), seed=5, target=1)
    app = make_app()
    table = start(app, table_game.table_scene(app, setup, session.start(setup)))
    assert isinstance(table, TableScene)
    for _ in range(20_000):
        top = app.scenes.top
        if isinstance(top, GameOverScene):
            break
        if top is table and table.controller.to_move in table.controller.humans:
            table.model.apply(table.controller.legal_actions()[0])
        elif top is not table:
            key(app, pygame.K_RETURN)
        step(app)
    over = app.scenes.top
    assert isinstance(over, GameOverScene) and table.controller.game.over
    assert [b.label for b in over.buttons] == ["Play again", "Review", "Menu"]
    assert over.record is not None and over.record.exists()
    click(app, over.buttons[1].rect.center)
    app.scenes.apply_pending()
    progress = app.scenes.top
    assert isinstance(progress, ReviewProgressScene) and progress.path == over.record
    progress.cancel()


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_pad_reaches_review_on_game_over(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The D-pad walks Game over's buttons with the ring in sight (the first press shows it on
    Play again, the next goes along the row as it reads) and A presses the one focused."""
    from odin_desktop import i18n

    controller = finished_odin_game()
    gate = Gate(monkeypatch)  # the review waits: its bar is on screen after A's frame
    app = make_app()
    i18n.set_language(lang)
    try:
        app.autosaver.last_record = write_record(controller.record())
        scene = start(app, OdinGameOverScene(app, controller))
        toward_review = (
            pygame.CONTROLLER_BUTTON_DPAD_RIGHT
            if lang == "en"
            else pygame.CONTROLLER_BUTTON_DPAD_LEFT
        )
        play_again, review, _menu = scene.buttons
        for focused in (play_again, review):
            pad_press(app, toward_review)
            assert scene.ring.current is focused and ring_drawn(app, scene)
        pad_press(app, pygame.CONTROLLER_BUTTON_A)
        top = app.scenes.top
        assert isinstance(top, ReviewProgressScene)
        top.cancel()
    finally:
        gate.open.set()
        i18n.set_language("en")


# ---------------------------------------------------------------------- bad input


def test_a_hostile_record_is_said_in_words() -> None:
    path = write_record({"format": "odin-record", "version": 1, "players": "x"}, "bad.json")
    app = make_app()
    scene = start(app, ReviewProgressScene(app, path, lambda doc: None))
    assert isinstance(scene, ReviewProgressScene)
    assert scene.problem and scene.problem.startswith("This game cannot be reviewed")
    assert not scene.running and scene.next_wake() is None
    not_json = records_dir() / "broken.json"
    not_json.write_text("{", encoding="utf-8")
    scene = start(app, ReviewProgressScene(app, not_json, lambda doc: None))
    assert scene.problem and scene.problem.startswith("This game cannot be reviewed")


def test_a_review_that_does_not_fit_its_record_is_said_in_words(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    doc, result, _where = reviewed("odin")
    path = write_record(doc)
    hostile = json.loads(json.dumps(result))
    hostile["decisions"][0]["hand"] = 7  # no such hand
    monkeypatch.setattr(Review, "document", lambda self: hostile)
    app = make_app()
    app.nav.review_record(path)
    app.scenes.apply_pending()
    progress = app.scenes.top
    assert isinstance(progress, ReviewProgressScene)
    wait_for(app, lambda: progress.problem is not None)
    assert progress.problem == "This review does not fit the game it is kept with."
    assert app.scenes.top is progress


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["decisions"][0].__setitem__("loss", float("nan")),
        lambda d: d["decisions"][0].__setitem__("loss", -0.5),
        lambda d: d["decisions"][0].__setitem__("grade", "brilliant"),
        lambda d: d["decisions"][0].__setitem__("seat", 9),
        lambda d: d.__setitem__("decisions", "many"),
        lambda d: d["accuracy"].__setitem__("0", "high"),
        lambda d: d.__setitem__("ok", False),
    ],
)
def test_review_facts_refuse_a_document_that_does_not_fit(change: Any) -> None:
    doc, result, _where = reviewed("odin")
    app = make_app()
    viewer = app.nav.viewer_for(write_record(doc))
    assert isinstance(viewer, RecordViewerScene)
    wheres = [viewer.step_where(s) for s in viewer.steps]
    ReviewFacts(result, wheres, 2)  # as it is, it fits
    hostile = json.loads(json.dumps(result))
    change(hostile)
    with pytest.raises(ValueError, match="does not fit"):
        ReviewFacts(hostile, wheres, 2)


# ---------------------------------------------------------------------- the viewers


def test_odin_viewer_shows_the_chip_the_words_and_the_ghost_of_the_better_move() -> None:
    app, viewer, result, where = open_reviewed("odin")
    index = costly_step(viewer, where)
    found = viewer.review.by_step[index]
    assert found.grade in (grades.MISTAKE, grades.BLUNDER)  # went on instead of going out
    entry = next(d for d in result["decisions"] if {k: d[k] for k in where} == where)
    assert dict(found.best) == entry["best"]
    viewer.card_open = False
    viewer.go_to(index)
    words = viewer.better_words(found)
    assert words.startswith("Better: play ")
    assert all(card_name(code) in words for code in entry["best"]["play"])
    step_shown = viewer.steps[index]
    marks = viewer.saga_marks(18)
    assert len(step_shown.log) - step_shown.fresh in marks
    with_ghost = app.canvas.copy()
    bare = with_ghost.copy()
    viewer.draw_ghost(with_ghost, found)
    assert pygame.image.tobytes(with_ghost, "RGB") != pygame.image.tobytes(bare, "RGB")
    drawn: list[Any] = []
    viewer.draw_ghost = lambda surface, f: drawn.append(f)  # the frame draws it
    step(app)
    assert drawn and all(f == found for f in drawn)  # the frame's (and the screen check's)


def test_ravens_viewer_names_the_better_action_found_among_the_legal_ones() -> None:
    _app, viewer, result, where = open_reviewed("ravens")
    index = costly_step(viewer, where)
    found = viewer.review.by_step[index]
    assert found.grade in (grades.MISTAKE, grades.BLUNDER)  # did not end the race
    action = viewer.best_action(found)
    assert action in viewer.steps[index - 1].state.legal_actions()
    assert viewer.better_words(found).startswith("Better: ")
    viewer.go_to(index)
    shown = viewer.steps[index]
    assert shown.fresh and len(shown.log) - shown.fresh in viewer.saga_marks(16)
    assert len(viewer.review.by_step) == len(result["decisions"])


def test_a_click_on_the_chart_jumps_to_its_move(table_game: GameEntry) -> None:
    game = table_game.id
    app, viewer, _result, where = open_reviewed(game)
    assert viewer.card_open
    index = costly_step(viewer, where)
    found = viewer.review.by_step[index]
    line = [s.seat for s in viewer.card.seats].index(found.seat)
    point = [r.step for r in viewer.review.chances(found.seat)].index(index)
    x, y = viewer.card.chart.lines[line].points[point]
    click(app, viewer.card.chart.to_screen(x, y))
    assert viewer.index == index and not viewer.card_open


def test_the_card_sums_the_review_up() -> None:
    _app, viewer, result, where = open_reviewed("odin")
    card = viewer.card
    index = costly_step(viewer, where)
    seat = viewer.review.by_step[index].seat
    moments = [r.step for s in card.seats for r in viewer.review.costliest(s.seat)]
    assert [step for _rect, step in card.links] == moments
    assert index in moments  # passing up going out is among the costliest
    assert viewer.review.accuracy[seat] == result["accuracy"][str(seat)]
    marks = {(m.line, m.point) for m in card.chart.marks}
    line = [s.seat for s in card.seats].index(seat)
    point = [r.step for r in viewer.review.chances(seat)].index(index)
    assert (line, point) in marks  # the mistake is marked on the chart


def test_a_click_on_a_costly_moment_jumps_to_it() -> None:
    app, viewer, _result, _where = open_reviewed("odin")
    rect, target = viewer.card.links[0]
    click(app, rect.center)
    assert viewer.index == target and not viewer.card_open


def test_a_costly_moment_is_lit_under_the_pointer_and_not_once_a_dialog_covers_it() -> None:
    """The moment under the pointer is lit where the pointer's events put it (the canvas's
    own coordinates: the system's pointer, read before, is elsewhere in a window scaled down,
    and never moves for events a test or a finger makes), and no longer once a dialog takes
    the pointer."""
    from odin_desktop.scenes.confirm import ConfirmScene
    from odin_desktop.ui import theme

    app, viewer, _result, _where = open_reviewed("odin")
    rect, _target = viewer.card.links[0]
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 0)))
    step(app)
    frame = app.full_redraw()
    row = [tuple(frame.get_at((x, y)))[:3] for x in range(rect.x, rect.right)
           for y in range(rect.y, rect.bottom)]  # fmt: skip
    assert theme.GOLD_RGB in row, "the moment under the pointer is not lit"
    app.scenes.push(ConfirmScene(app, "?", "Yes", "No", lambda: None))
    app.scenes.apply_pending()
    step(app)
    assert not rect.collidepoint(viewer.card.pointer), "lit under the dialog"


def test_a_pad_opens_the_card_and_goes_to_a_costly_moment(table_game: GameEntry) -> None:
    game = table_game.id
    """X closes and opens the card; on it the D-pad walks the costliest moments with the
    focus drawn, and A goes to the one focused."""
    app, viewer, _result, _where = open_reviewed(game)
    assert viewer.card_open and (Intent.BACK, "Close") in viewer.pad_prompts()
    pad_press(app, pygame.CONTROLLER_BUTTON_X)
    assert not viewer.card_open and (Intent.PLAY, "Review") in viewer.pad_prompts()
    pad_press(app, pygame.CONTROLLER_BUTTON_X)
    assert viewer.card_open
    steps = [step for _rect, step in viewer.card.links]
    assert len(steps) >= 2, "the record has too few costly moments to walk"
    pad_press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # the first shows the first moment
    pad_press(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    row = viewer.card.links[1][0]
    scale = theme.layout_scale(app.canvas.get_size())
    out = theme.scaled(FOCUS_GAP, scale) + theme.scaled(FOCUS_WIDTH, scale)
    ring = row.inflate(-2, 0).inflate(2 * out, 2 * out)  # the focus's light ring, outside
    found = [tuple(app.canvas.get_at((ring.left + d, ring.centery)))[:3] for d in range(4)]
    assert FOCUS_RGB in found
    pad_press(app, pygame.CONTROLLER_BUTTON_A)
    assert viewer.index == steps[1] and not viewer.card_open


def test_changes_of_a_chance_are_said_in_points_never_as_a_share() -> None:
    assert [points(v) for v in (0.196, -0.06, 0.004, -1.34)] == ["+20", "-6", "0", "-134"]


@pytest.mark.parametrize("lang", ["it", "de", "ar"])
def test_the_review_speaks_the_players_language(lang: str) -> None:
    from odin_desktop import i18n

    _app, viewer, _result, where = open_reviewed("odin")
    i18n.set_language(lang)
    found = viewer.review.by_step[costly_step(viewer, where)]
    words = viewer.better_words(found)
    assert not words.startswith("Better") and card_name(found.best["play"][0]) in words
    hand = {"it": "Mano", "de": "Durchgang", "ar": "المرحلة"}[lang]
    assert viewer.where_label(found.step).startswith(hand)


def test_a_hostile_cache_beside_the_record_is_worked_out_again() -> None:
    doc, result, _where = reviewed("odin")
    path = write_record(doc)
    cache_path(path).write_text('{"key": {"record": "forged"}, "answers": [1, 2', encoding="utf-8")
    app = make_app()
    app.nav.review_record(path)
    wait_for(app, lambda: isinstance(app.scenes.top, RecordViewerScene))
    viewer = app.scenes.top
    assert viewer.review is not None
    assert len(viewer.review.by_step) == len(result["decisions"])


def test_the_banner_and_the_ghost_of_odins_ravens_are_drawn() -> None:
    app, viewer, _result, where = open_reviewed("ravens")
    index = costly_step(viewer, where)
    found = viewer.review.by_step[index]
    viewer.card_open = False
    viewer.go_to(index)
    step(app)
    with_ghost = app.canvas.copy()
    bare = with_ghost.copy()
    viewer.draw_ghost(with_ghost, found)
    assert "end" not in found.best  # the better action plays cards: they are its ghost
    assert pygame.image.tobytes(with_ghost, "RGB") != pygame.image.tobytes(bare, "RGB")
    banners: list[Any] = []
    real = record_viewer.draw_banner

    def spy(surface: Any, box: Any, shown: Any, words: str, scale: float) -> None:
        banners.append((shown, words))
        real(surface, box, shown, words, scale)

    record_viewer.draw_banner = spy
    try:
        step(app)
    finally:
        record_viewer.draw_banner = real
    assert banners == [(found, viewer.better_words(found))]
