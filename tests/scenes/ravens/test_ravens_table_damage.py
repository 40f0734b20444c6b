"""Odin's Ravens' table drawn in parts (`scenes/ravens/table_damage.py`, `extents.py`): a move
shown and a raven's flight send only what changed, every frame shows what a full redraw gives,
and a clipped pass skips what lies outside its area."""

from __future__ import annotations

import pygame
import pytest
from sent_screen import SentScreen, partial_at_any_size  # noqa: F401 - a fixture

from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.app.pacing import Pacer
from odin_desktop.app.settings import Settings
from odin_desktop.scenes import damage
from odin_desktop.scenes.ravens import art, sprites
from odin_desktop.scenes.ravens.sprites import RavensCardSprite
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.scenes.table_model import RoundOver, RoundStarted
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.ui import fonts

SIZE = (1024, 640)


class Played:
    """A demo race on simulated time (the app's own loop): per frame, the rectangles sent
    (None: the whole window), whether it showed a move, whether a raven flew without the row
    scrolling; and the frames whose screen differs from a full redraw of the same scene."""

    def __init__(self, frames: int, seed: int = 4) -> None:
        self.app = App(
            SIZE,
            settings=Settings(read_only=True, ai_speed="normal", animation_speed=2.0),
            fullscreen=False,
        )
        self.app.autosaver.enabled = False
        self.app.autoplay = True
        setup = RavensSetup.all_bots(2, "easy", seed=seed)
        controller = RavensController(setup, host_factory=None)
        table = games.game("ravens").table_scene(self.app, setup, controller)
        assert isinstance(table, RavensTableScene)
        self.table = table
        self.screen = SentScreen(self.app)
        self.sent = self.screen.sent
        self.mismatches = self.screen.mismatches
        self.moves: list[int] = []  # frames that showed a move (no race begun or ended)
        self.flights: list[int] = []  # frames of a raven flying while the row stood still
        now = [100.0]

        def sleep(seconds: float) -> None:
            now[0] += seconds

        self.app.pacer = Pacer(lambda: now[0], sleep, list)
        self.app.presenter.show = self.screen.show
        take = table.model.take_events

        def watched() -> list[object]:
            events: list[object] = take()
            shell = (RoundStarted, RoundOver)
            if events and not any(isinstance(e, shell) for e in events):
                self.moves.append(len(self.sent))
            return events

        table.model.take_events = watched  # type: ignore[method-assign]
        self.app.run(table, max_frames=frames, on_frame=self._frame)
        fonts.font.cache_clear()  # the app quit pygame: forget what was rendered before
        art.clear_cache()

    def _frame(self, _index: int) -> None:
        path = self.table.view.path
        flying = any(raven.moving for raven in path.ravens)
        if flying and path.scroll == path.scroll_goal and len(self.sent) - 1 not in self.moves:
            self.flights.append(len(self.sent) - 1)


def _area(rects: list[pygame.Rect]) -> int:
    """The pixels sent (overlaps counted twice)."""
    return sum(r.width * r.height for r in rects)


@pytest.mark.usefixtures("partial_at_any_size")
def test_a_move_shown_is_drawn_and_sent_in_parts_that_match_a_full_redraw() -> None:
    run = Played(700)
    assert not run.mismatches, f"frames {run.mismatches[:10]} differ from a full redraw"
    assert len(run.moves) > 10
    in_parts = [run.sent[i] for i in run.moves if run.sent[i] is not None]
    assert len(in_parts) >= 0.9 * len(run.moves)  # not the whole window, as before
    # Most moves change a few places: a turn's end changes both plates, the hand and more.
    half = SIZE[0] * SIZE[1] / 2
    small = [rects for rects in in_parts if rects is not None and _area(rects) < half]
    assert len(small) >= 0.6 * len(run.moves)


@pytest.mark.usefixtures("partial_at_any_size")
def test_a_raven_flying_redraws_around_it_not_all_of_the_paths() -> None:
    run = Played(700)
    assert not run.mismatches, f"frames {run.mismatches[:10]} differ from a full redraw"
    assert len(run.flights) > 10
    paths = run.table.view.path.area
    sent = [run.sent[i] for i in run.flights]
    assert all(rects is not None for rects in sent)
    # Before, all of the paths (and more) was drawn and sent while a raven flew.
    around = [rects for rects in sent if rects and not any(r.contains(paths) for r in rects)]
    assert len(around) >= 0.8 * len(sent)


def _table_at_4k() -> RavensTableScene:
    app = App((3840, 2160), settings=Settings(read_only=True), fullscreen=False)
    app.autosaver.enabled = False
    setup = RavensSetup.all_bots(2, "easy", seed=4)
    table = games.game("ravens").table_scene(app, setup, RavensController(setup, host_factory=None))
    assert isinstance(table, RavensTableScene)
    table.enter()
    for _ in range(200):  # the deal lands
        table.update(1 / 30)
    return table


def test_a_pass_clipped_to_the_saga_looks_up_no_card_picture(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = _table_at_4k()
    looked: list[str] = []
    card_image = sprites.card_image

    def counted(code: str, width: int) -> pygame.Surface:
        looked.append(code)
        return card_image(code, width)

    canvas = pygame.Surface((3840, 2160))
    table.draw(canvas)
    monkeypatch.setattr(sprites, "card_image", counted)
    monkeypatch.setattr("odin_desktop.scenes.ravens.view.card_image", counted)
    canvas.set_clip(table.view.layout.saga)
    table.draw(canvas)
    assert looked == []  # the hand, the stack, the row and the piles: all outside
    canvas.set_clip(None)
    table.draw(canvas)
    assert len(looked) > 10  # drawn whole, they are all looked up


def test_a_card_in_flight_is_scaled_once_for_all_the_areas_of_a_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scaled: list[tuple[int, int]] = []
    scale = pygame.transform.scale

    def counted(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        if image.get_width() == 240:  # the card's (its shadow in flight is scaled once too)
            scaled.append(size)
        return scale(image, size)

    monkeypatch.setattr(sprites.pygame.transform, "scale", counted)
    sprite = RavensCardSprite("F", 400.0, 300.0, 40.0)
    sprite.move_to((400.0, 300.0, 0.0, 240.0), 1.0)
    sprite.update(0.2)  # on its way: drawn from its goal's picture, scaled
    canvas = pygame.Surface((800, 600))
    for clip in (pygame.Rect(0, 0, 400, 600), pygame.Rect(400, 0, 400, 600)):
        canvas.set_clip(clip)
        sprite.draw(canvas)
    assert len(scaled) == 1
    sprite.update(0.2)
    sprite.draw(canvas)
    assert len(scaled) == 2  # a new size, a new scaling


CANVAS = pygame.Rect(0, 0, 1200, 1000)
MAGENTA = (255, 0, 255)


def _drawn_outside(sprite: RavensCardSprite, bounds: pygame.Rect) -> int:
    """How many pixels ``sprite`` changes outside ``bounds`` on a plain canvas."""
    canvas = pygame.Surface(CANVAS.size)
    canvas.fill(MAGENTA)
    sprite.draw(canvas)
    canvas.fill(MAGENTA, bounds)
    untouched = pygame.mask.from_threshold(canvas, MAGENTA, (1, 1, 1, 255)).count()
    return CANVAS.width * CANVAS.height - untouched


@pytest.mark.parametrize(
    "state",
    [
        {},
        {"lift": 40.0, "highlight": (200, 160, 40), "focus": True},
        {"dragged": True, "lift": 20.0},
        {"alpha": 128},
        {"angle": 12.0},
    ],
)
def test_a_card_draws_nothing_outside_its_bounds(state: dict[str, object]) -> None:
    pygame.init()
    sprite = RavensCardSprite("F", 600.0, 500.0, 330.0)
    for name, value in state.items():
        setattr(sprite, name, value)
    bounds = damage.sprite_bounds(sprite)
    drawn = _drawn_outside(sprite, pygame.Rect(0, 0, 0, 0))
    assert drawn > 330 * 400  # it was drawn
    assert _drawn_outside(sprite, bounds) == 0
    if "angle" not in state:  # upright: far less than the square that holds any angle
        square = damage.square_bounds(sprite)
        assert bounds.width * bounds.height < 0.7 * square.width * square.height


def test_a_card_in_flight_scaled_draws_nothing_outside_its_bounds() -> None:
    pygame.init()
    sprite = RavensCardSprite("F", 300.0, 300.0, 80.0)
    sprite.move_to((900.0, 700.0, 0.0, 330.0), 1.0)
    for _ in range(4):
        sprite.update(0.15)  # growing on its way, drawn from its goal's picture scaled
        assert _drawn_outside(sprite, damage.sprite_bounds(sprite)) == 0


def test_the_table_gathers_far_apart_changes_into_more_areas_merged_less() -> None:
    # A wide band (the paths) and two places above and below it, apart: at the shared
    # defaults (3 areas, merged while the union grows by at most half) one area spans them
    # all; the flight table, whose passes skip what lies outside them, keeps them apart.
    band = pygame.Rect(0, 300, 3400, 900)
    places = [pygame.Rect(0, 0, 600, 200), pygame.Rect(2000, 1300, 600, 500)]
    extra = [pygame.Rect(x, 2000, 100, 100) for x in (0, 1000, 2000)]
    rects = [band, *places, *extra]
    assert len(damage.clusters(rects)) <= 3
    table_areas = damage.clusters(rects, RavensTableScene.MAX_AREAS, RavensTableScene.MERGE_SLACK)
    assert len(table_areas) == 6
    assert sum(r.width * r.height for r in table_areas) < sum(
        r.width * r.height for r in damage.clusters(rects)
    )
