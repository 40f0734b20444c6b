"""Every scene in every language: drawn without a label cut short or leaving its box, the
buttons' labels fitting their buttons, and Arabic laid out right to left. The Arabic frames
are written to out/i18n/ar-<scene>.png to be looked at."""

from __future__ import annotations

import random
from collections.abc import Callable

import paths
import pygame
import pytest
from scene_helpers import make_app, odin_table, start, step

from devtools.drivers.local_bots import local_bots
from odin_desktop import i18n
from odin_desktop.ai.odin.levels import make_bot as make_odin_bot
from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.app import records as records_shelf
from odin_desktop.app.app import App
from odin_desktop.engine.odin.cards import card_code, cards_of
from odin_desktop.engine.odin.moves import PASS
from odin_desktop.i18n import _
from odin_desktop.scenes.already_running import AlreadyRunningScene
from odin_desktop.scenes.base import Scene
from odin_desktop.scenes.handover import HandoverScene
from odin_desktop.scenes.menu import MenuScene
from odin_desktop.scenes.odin import screens as odin_screens
from odin_desktop.scenes.odin.game_over import OdinGameOverScene
from odin_desktop.scenes.odin.new_game import OdinNewGameScene
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.scenes.odin.rules_pages import PAGES
from odin_desktop.scenes.odin.viewer import OdinReplayViewer
from odin_desktop.scenes.pause import PauseScene
from odin_desktop.scenes.ravens import screens as ravens_screens
from odin_desktop.scenes.ravens.game_over import RavensGameOverScene
from odin_desktop.scenes.ravens.new_game import RavensNewGameScene
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.scenes.ravens.rules_pages import PAGES as RAVENS_PAGES
from odin_desktop.scenes.replays import RecordsScene
from odin_desktop.scenes.rules import RulesScene
from odin_desktop.scenes.screen import Screen
from odin_desktop.scenes.settings import SettingsScene
from odin_desktop.scenes.statistics import StatisticsScene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup
from odin_desktop.ui import fonts
from odin_desktop.ui import text as cached_text
from odin_desktop.ui.widgets import Button

SHOTS = paths.ROOT / "out" / "i18n"
SIZES = [(1280, 800), (1024, 640)]


def _played(controller: OdinController, rng: random.Random, until_hand_over: bool) -> None:
    while not controller.game.over:
        if controller.game.needs_round:
            if until_hand_over and controller.game.round_index > 0:
                return
            controller.start_round()
        controller.play(rng.choice(controller.legal_actions()))


def _seats() -> tuple[SeatSetup, ...]:
    return (
        SeatSetup(_("You")),
        SeatSetup("Brynhildr", "expert"),
        SeatSetup("Astrid", "hard"),
        SeatSetup("Sigurd", "easy"),
    )


def table(app: App) -> list[Scene]:
    setup = OdinSetup(_seats(), seed=3)
    scene = start(app, odin_table(app, setup))
    model = scene.model
    for _frame in range(3000):  # bots play until the player's turn, with a Saga to show
        if model.human_turn and len(model.log) >= 6 and not scene.view.animating:
            break
        if model.human_turn:  # the player passes, or leads their first card
            state = scene.controller.hand
            model.apply(PASS if state.table else scene.controller.legal_actions()[0])
        step(app)
    assert model.human_turn
    if scene.controller.hand.table:  # a refused play says why, in the player's language
        hand = scene.controller.hand.hands[0]
        model.move.selected |= {c for c in range(54) if hand >> c & 1}
    return [scene]


def handover(app: App) -> list[Scene]:
    return [start(app, HandoverScene(app, "Brynhildr", lambda: None))]


def hand_summary(app: App) -> list[Scene]:
    setup = OdinSetup(_seats(), seed=4)
    controller = OdinController(setup, host_factory=None)
    _played(controller, random.Random(4), until_hand_over=True)
    return [start(app, HandSummaryScene(app, controller, lambda: None))]


def game_over(app: App) -> list[Scene]:
    setup = OdinSetup(_seats(), seed=5, target=10)
    controller = OdinController(setup, host_factory=None)
    _played(controller, random.Random(5), until_hand_over=False)
    return [start(app, OdinGameOverScene(app, controller))]


def _ravens_game(target: int, seed: int) -> RavensController:
    """A hot-seat game of Odin's Ravens (long names) played by random moves to its end, or
    with a target above 12 to the end of its first race."""
    seats = (SeatSetup("Ragnhild Stormborn"), SeatSetup("Thorvald Ironhand"))
    controller = RavensController(RavensSetup(seats, target=target, seed=seed), None)
    rng = random.Random(seed)
    while not controller.game.over:
        if controller.game.needs_round:
            if controller.game.races and target > 12:
                break
            controller.start_round()
        controller.play(rng.choice(controller.legal_actions()))
    return controller


def race_summary(app: App) -> list[Scene]:
    """Long hot-seat names on the end of a race (whose Magic Way row is whose)."""
    scene = RaceSummaryScene(app, _ravens_game(60, 4), lambda: None)
    scene.clock = scene.counted_at  # counted up
    return [start(app, scene)]


def ravens_game_over(app: App) -> list[Scene]:
    return [start(app, RavensGameOverScene(app, _ravens_game(12, 5)))]


def ravens_guided(app: App) -> list[Scene]:
    """Odin's Ravens' Learn by playing: its first lesson over the table, Skip beside Menu."""
    return [start(app, ravens_screens.tutorial_scene(app, host_factory=local_bots(make_bot)))]


def odin_guided(app: App) -> list[Scene]:
    """ODIN's Learn by playing: its first lesson in the Saga's place, Skip beside Menu."""
    guided = odin_screens.tutorial_scene(app, host_factory=local_bots(make_odin_bot))
    return [start(app, guided)]


def replay(app: App) -> list[Scene]:
    controller = OdinController(OdinSetup(_seats(), seed=6, target=10), host_factory=None)
    _played(controller, random.Random(6), until_hand_over=False)
    viewer = start(app, OdinReplayViewer(app, controller.record()))
    for _move in range(7):
        viewer.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    return [viewer]


def _review_document(viewer: OdinReplayViewer) -> dict:
    """A review of the viewer's record in the shape the review gives (every grade shown in
    turn: this is about the words fitting, not about the values)."""
    decisions = []
    grades = ("best", "good", "inaccuracy", "mistake", "blunder", "forced")
    for i, shown in enumerate(viewer.steps):
        if shown.outcome is None or shown.outcome.seat not in (0, 1):
            continue
        seat = shown.outcome.seat
        grade = grades[len(decisions) % len(grades)]
        before = viewer.steps[i - 1].state.hands[seat]
        best = {"seat": seat, "play": [card_code(next(cards_of(before)))]}
        decisions.append(
            {"hand": shown.hand, "move": shown.move, "seat": seat, "played": {"seat": seat},
             "best": best, "value_played": (i % 7) / 7, "value_best": 1.0,
             "loss": 0.0 if grade == "forced" else 0.01 * grades.index(grade) ** 2,
             "grade": grade, "choices": 3}
        )  # fmt: skip
    return {
        "ok": True, "format": "odin-record", "seats": [0, 1], "unit": "win",
        "decisions": decisions, "accuracy": {"0": 81.5, "1": 64.0},
        "luck": {"0": -0.196, "1": 0.2}, "rounds": [], "complete": True,
    }  # fmt: skip


def review_card(app: App) -> list[Scene]:
    viewer = replay(app)[0]
    assert isinstance(viewer, OdinReplayViewer)
    viewer.show_review(_review_document(viewer))
    return [viewer]


def review_banner(app: App) -> list[Scene]:
    viewer = review_card(app)[0]
    assert isinstance(viewer, OdinReplayViewer) and viewer.review is not None
    viewer.card_open = False
    worst = max(viewer.review.by_step.values(), key=lambda found: found.loss)
    viewer.go_to(worst.step)
    return [viewer]


def review_progress(app: App) -> list[Scene]:
    from odin_desktop.app import autosave
    from odin_desktop.scenes.review_progress import ReviewProgressScene

    controller = OdinController(OdinSetup(_seats(), seed=7, target=10), host_factory=None)
    _played(controller, random.Random(7), until_hand_over=False)
    path = autosave.export_record(controller)
    scene = ReviewProgressScene(app, path, lambda doc: None)
    scene.review = None  # not started: the bar at its start
    broken = ReviewProgressScene(app, path.with_name("missing.json"), lambda doc: None)
    return [start(app, scene), start(app, broken)]


def game_over_review(app: App) -> list[Scene]:
    """A finished game kept in the records folder: Game over offers its review."""
    from odin_desktop.app import autosave

    setup = OdinSetup(_seats(), seed=5, target=10)
    controller = OdinController(setup, host_factory=None)
    _played(controller, random.Random(5), until_hand_over=False)
    app.autosaver.last_record = autosave.export_record(controller)
    return [start(app, OdinGameOverScene(app, controller))]


def records(app: App) -> list[Scene]:
    """A finished game's record, and a game in progress in each game (their own rows)."""
    from odin_desktop.app import autosave
    from odin_desktop.session.ravens.controller import RavensController
    from odin_desktop.session.ravens.setup import RavensSetup

    controller = OdinController(OdinSetup(_seats(), seed=7, target=10), host_factory=None)
    _played(controller, random.Random(7), until_hand_over=False)
    autosave.export_record(controller)
    saver = autosave.Autosaver(lambda message: None)
    odin = OdinController(OdinSetup(_seats(), seed=8), host_factory=None)
    ravens = RavensController(RavensSetup(_seats()[:2], seed=7), host_factory=None)
    for game in (odin, ravens):
        game.start_round()
        saver.save(game)
    autosave.flush()
    records_shelf.forget()
    scene = RecordsScene(app)
    assert scene.shelf.wait()  # every record read: the rows as they stay
    return [start(app, scene)]


def already_running(app: App) -> list[Scene]:
    """What a second start says, when the running copy answered and when it did not."""
    return [start(app, AlreadyRunningScene(app, True)), start(app, AlreadyRunningScene(app, False))]


def menu(app: App) -> list[Scene]:
    app.notices.append(_("Your settings file could not be read; defaults used."))
    return [start(app, MenuScene(app))]


def menu_ravens(app: App) -> list[Scene]:
    """Odin's Ravens chosen, and a game in progress in each game: Continue, and the tiles'
    marks ("In progress")."""
    scene = start(app, MenuScene(app))
    scene.tiles.set("ravens")
    scene.waiting = list(scene.tiles.entries.values())
    scene.tiles.waiting = set(scene.tiles.entries)
    scene._light()
    scene.refresh()
    return [scene]


def new_game(app: App) -> list[Scene]:
    scene = start(app, OdinNewGameScene(app))
    scene.players.set(6)
    for row, kind in zip(
        scene.rows, ("human", "easy", "cmd", "hard", "expert", "human"), strict=True
    ):
        row.kind.set(kind)
    scene.target.set("custom")
    return [scene]


def new_game_two(app: App) -> list[Scene]:
    scene = start(app, OdinNewGameScene(app))
    scene.players.set(2)
    return [scene]


def ravens_new_game(app: App) -> list[Scene]:
    scene = start(app, RavensNewGameScene(app))

    def external() -> Scene:
        scene.rows[1].kind.set("cmd")
        scene.target.set("custom")
        scene.first.set(1)
        scene.show_message(_("Seat {number} needs the command of its bot.").format(number=2))
        return scene

    return [scene, external]


def settings(app: App) -> list[Scene]:
    scene = start(app, SettingsScene(app))
    scene.show_message(_("Settings could not be saved: {error}").format(error="No space left"))
    return [scene]


def controller(app: App) -> list[Callable[[], Scene]]:
    """Settings' Controller page: no pad (the plain one, said so), then a PlayStation pad."""
    app.nav.controller_layout()
    app.scenes.apply_pending()
    scene = app.scenes.top
    assert scene is not None

    def playstation() -> Scene:
        name = "DualSense Wireless Controller"
        app.handle_event(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, instance_id=3, name=name))
        return scene

    return [lambda: scene, playstation]


def rules(app: App) -> list[Callable[[], Scene]]:
    scene = start(app, RulesScene(app, PAGES))

    def page(number: int) -> Scene:
        scene.go(number)
        return scene

    return [lambda n=n: page(n) for n in range(len(PAGES))]  # one page after another


def ravens_rules(app: App) -> list[Callable[[], Scene]]:
    scene = start(app, RulesScene(app, RAVENS_PAGES))

    def page(number: int) -> Scene:
        scene.go(number)
        return scene

    return [lambda n=n: page(n) for n in range(len(RAVENS_PAGES))]


def pause(app: App) -> list[Scene]:
    start(app, Scene(app))
    return [start(app, PauseScene(app, "odin"))]


def statistics(app: App) -> list[Scene]:
    return [start(app, StatisticsScene(app))]


def statistics_ravens(app: App) -> list[Scene]:
    """Odin's Ravens' figures: every level played, a best game, hot-seat winners."""
    from odin_desktop.app.stats import Stats
    from odin_desktop.session.saved import FinishedGame

    stats = Stats.load("ravens")
    levels = ("easy", "normal", "hard", "expert", "mixed", "external")
    for i, level in enumerate(levels):
        names = (_("You"), "Astrid")
        won = (0,) if i % 2 == 0 else (1,)
        stats.add(FinishedGame("ravens", f"v{i}", names, (0,), won, (13 + i, 7), 3, level))
    for i, name in enumerate(("Brynhildr", "Sigurd", "Gudrun")):
        names = (name, "Ragnhild")
        stats.add(FinishedGame("ravens", f"h{i}", names, (0, 1), (0,), (12, 4), 2, ""))
    stats.save()
    scene = start(app, StatisticsScene(app))
    scene.tiles.set("ravens")
    return [scene]


SCENES = {
    "menu": menu,
    "menu_ravens": menu_ravens,
    "new_game": new_game,
    "new_game_two": new_game_two,
    "ravens_new_game": ravens_new_game,
    "settings": settings,
    "controller": controller,
    "rules": rules,
    "ravens_rules": ravens_rules,
    "pause": pause,
    "statistics": statistics,
    "statistics_ravens": statistics_ravens,
    "records": records,
    "already_running": already_running,
    "replay": replay,
    "table": table,
    "handover": handover,
    "hand_summary": hand_summary,
    "game_over": game_over,
    "game_over_review": game_over_review,
    "review_card": review_card,
    "review_banner": review_banner,
    "review_progress": review_progress,
    "race_summary": race_summary,
    "ravens_game_over": ravens_game_over,
    "ravens_guided": ravens_guided,
    "odin_guided": odin_guided,
}


@pytest.fixture
def cuts():
    with cached_text.recording_cuts() as log:
        yield log


def _buttons(scene: Scene) -> list[Button]:
    found = scene.all_controls() if isinstance(scene, Screen) else []
    for attr in ("buttons", "button", "rows", "skip", "got_it"):
        value = getattr(scene, attr, None)
        if isinstance(value, Button):
            found.append(value)
        elif isinstance(value, dict):
            found += list(value.values())
        elif isinstance(value, list):
            found += value
        elif isinstance(getattr(value, "named", None), dict):  # ODIN's table's buttons
            found += list(value.named.values())
    return [b for b in found if isinstance(b, Button) and b.rect.width > 0]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("code", i18n.LANGUAGES)
@pytest.mark.parametrize("name", list(SCENES))
def test_scene_renders_and_fits_in_every_language(
    name, code, size, scene_data_dir, text_log, cuts, ravens_playable
):
    app = make_app(size)
    i18n.set_language(code)
    canvas_w = app.canvas.get_width()
    for i, shown in enumerate(SCENES[name](app)):
        scene = shown if isinstance(shown, Scene) else shown()
        scene.resize(app.canvas.get_size())  # as a language switch does
        text_log.clear()
        cuts.clear()
        step(app, 2)
        assert not cuts, f"{code}: cut to fit: {cuts}"
        for text, rect, box in text_log:
            assert rect.width <= box.width + 1, f"{code}: {text!r} is wider than its box"
            assert box.left - 1 <= rect.left and rect.right <= box.right + 1, text
            assert rect.left >= 0 and rect.right <= canvas_w, text
        for button in _buttons(scene):
            label = _(button.label)
            natural = fonts.render(label, button.label_size(scene_scale(app)), (0, 0, 0))
            # A label may shrink a little to fit its button, never to a squint.
            assert natural.get_width() * 0.8 <= button.rect.width - 8, f"{code}: {label!r}"
        if code == "ar" and size == SIZES[0]:
            SHOTS.mkdir(parents=True, exist_ok=True)
            suffix = f"-{i + 1}" if i else ""
            pygame.image.save(app.canvas, str(SHOTS / f"ar-{name}{suffix}.png"))


def scene_scale(app: App) -> float:
    w, h = app.canvas.get_size()
    return min(w / 1280, h / 800)


def test_choosing_arabic_in_settings_mirrors_every_screen_at_once(scene_data_dir):
    app = make_app()
    menu_scene = start(app, MenuScene(app))
    quit_x = menu_scene.buttons[-1].rect.centerx
    settings_scene = start(app, SettingsScene(app))
    english_back = settings_scene.back_button.rect.copy()
    language = next(r.control for r in settings_scene.rows if r.name == "language")
    arabic = language.values.index("ar")
    language.set(language.values[arabic])
    step(app, 2)
    assert i18n.current() == "ar" and i18n.is_rtl()
    # The settings screen mirrored: Back moved to the right; the menu below it too.
    back = settings_scene.back_button.rect
    assert back.right == app.canvas.get_width() - english_back.left
    assert (menu_scene.buttons[-1].rect.centerx > app.canvas.get_width() // 2) != (
        quit_x > app.canvas.get_width() // 2
    )
    # The first option (System) now sits at the right end of its control.
    assert language.segment(0).right == language.rect.right
    language.set("en")
    step(app, 2)
    assert i18n.current() == "en" and settings_scene.back_button.rect == english_back
    settings_scene.save()
    assert app.settings.language == "en"


def test_arrow_keys_follow_a_mirrored_choice(scene_data_dir):
    app = make_app()
    i18n.set_language("ar")
    scene = start(app, OdinNewGameScene(app))
    scene.players.focused = True
    before = scene.players.value
    scene.players.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0))
    assert scene.players.value == before + 1  # the next option lies to the left
    assert scene.players.segment(scene.players.index).right < scene.players.segment(0).left
