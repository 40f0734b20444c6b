"""Odin's Ravens' table drawn in parts (`scenes/ravens/table_damage.py`, `extents.py`): a move
shown and a raven's flight send only what changed, every frame shows what a full redraw gives,
and a clipped pass skips what lies outside its area."""

from __future__ import annotations

import threading

import pygame
import pytest
from sent_screen import SentScreen, partial_at_any_size  # noqa: F401 - a fixture

from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.app.pacing import Pacer
from odin_desktop.app.settings import Settings
from odin_desktop.scenes import damage
from odin_desktop.scenes.ravens import art, sprites, table_damage
from odin_desktop.scenes.ravens.path_view import PathView
from odin_desktop.scenes.ravens.sprites import RavensCardSprite, even
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
        # Per frame sent: the row's scroll, card width and window, and its length.
        self.rows: dict[int, tuple[object, ...]] = {}
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
        row = (path.scroll, path.card_w, tuple(path.inner), len(path.cards))
        self.rows[len(self.sent) - 1] = row
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


@pytest.mark.usefixtures("partial_at_any_size")
def test_a_card_laid_on_a_row_standing_still_redraws_around_it_not_all_of_the_paths() -> None:
    run = Played(700)
    assert not run.mismatches, f"frames {run.mismatches[:10]} differ from a full redraw"
    laid = [
        i
        for i in run.moves
        if i - 1 in run.rows
        and run.rows[i][:3] == run.rows[i - 1][:3]  # no scroll, no new width
        and run.rows[i][3] != run.rows[i - 1][3]  # a card more (or fewer)
    ]
    assert len(laid) >= 3
    paths = run.table.view.path.area
    sent = [run.sent[i] for i in laid]
    # Before, the row's length was part of all of the paths' panel: all of it was redrawn.
    assert all(rects is not None and not any(r.contains(paths) for r in rects) for rects in sent)


def test_the_rows_scroll_redraws_the_paths_area_not_a_band_around_it() -> None:
    table = _table_at_4k()
    path = table.view.path
    before = table_damage.path_panels(path, {}, {})
    path.scroll += 40  # the row scrolls: its start, numbers and chevrons move
    after = table_damage.path_panels(path, {}, {})
    pairs = zip(before, after, strict=True)
    moved = [was for (was, shown), (_rect, value) in pairs if shown != value]
    assert moved  # the row and a chevron shown
    # The pieces raised over the paths have panels of their own: before, the row's panel
    # reached twice a piece's size beyond the paths (at 4K 1.5 times their area).
    assert all(path.area.inflate(8, 8).contains(rect) for rect in moved)
    largest = max(rect.width * rect.height for rect in moved)
    assert largest < 1.1 * path.area.width * path.area.height


@pytest.mark.parametrize(("shift", "most"), [(5.0, 3), (-40.0, 14), (300.0, 40)])
def test_the_row_ends_a_scroll_in_a_few_frames_not_a_dozen_of_a_pixel(
    shift: float, most: int
) -> None:
    # Each frame the row scrolls redraws all of the paths; a card laid recentres the row by a
    # few pixels, which the ease took some 20 frames of a pixel or less to cover (40 px: 36
    # frames, 300 px: 52).
    path = PathView()
    path.resize(pygame.Rect(32, 437, 3198, 703), pygame.Rect(3300, 500, 248, 347), 2.7)
    path.follow = False
    path.scroll_goal = path.scroll + shift
    seen = [path.scroll]
    while path.scroll != path.scroll_goal and len(seen) < 200:
        path.update(1 / 60)
        seen.append(path.scroll)
    assert path.scroll == path.scroll_goal
    assert len(seen) - 1 <= most
    steps = [b - a for a, b in zip(seen, seen[1:], strict=False)]
    assert all(step * shift > 0 for step in steps)  # towards its goal, never past it


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


def test_the_odin_cards_texts_are_laid_out_with_the_table_not_in_a_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    art.clear_cache()
    table = _table_at_4k()
    lay = table.view.layout
    laid_out: list[str] = []
    wrapped = art.text.wrapped

    def counted(value: str, *args: object, **kwargs: object) -> list[pygame.Surface]:
        laid_out.append(value)
        return wrapped(value, *args, **kwargs)  # type: ignore[arg-type]  # wrapped's own

    monkeypatch.setattr(art.text, "wrapped", counted)
    pictures = [
        sprites.card_image(code, sprites.even(width))
        for code in art.ODIN_CARDS
        for width in (lay.hand_width, lay.small_width)
    ]
    assert len(pictures) == 8
    assert laid_out == []  # before, each card's two texts at each width, in a frame


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
    monkeypatch.setattr("odin_desktop.scenes.ravens.seat_places.card_image", counted)
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
    art.clear_cache()  # no wider picture of it at hand: its goal's is drawn from
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


def test_a_card_narrowing_slowly_is_scaled_a_few_times_not_every_frame(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pygame.init()
    art.clear_cache()  # no wider picture of it at hand: its goal's is drawn from
    scaled: list[tuple[tuple[int, int], float]] = []
    scale = pygame.transform.scale
    sprite = RavensCardSprite("FM", 600.0, 400.0, 298.0)

    def counted(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        if image.get_width() == 276:  # the card's (its shadow in flight is scaled once too)
            scaled.append((size, sprite.width))
        return scale(image, size)

    monkeypatch.setattr(sprites.pygame.transform, "scale", counted)
    # A card laid narrows the row (at 3840 x 2160 from 298 px to 276): each card of it
    # glides to its new width over half a second.
    sprite.move_to((640.0, 400.0, 0.0, 276.0), 0.45)
    canvas = pygame.Surface((1200, 800))
    frames = 0
    while sprite.moving:
        sprite.update(1 / 60)
        sprite.draw(canvas)
        frames += 1
    assert frames >= 25
    assert 1 <= len(scaled) <= 4  # before, once a frame while more than 3 px off: 13 times
    assert all(abs(size[0] - width) <= sprites.FLIGHT_SLACK for size, width in scaled)


def test_a_card_in_flight_whose_own_width_is_at_hand_is_drawn_from_it_unscaled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    pygame.init()
    scaled: list[tuple[int, int]] = []
    scale = pygame.transform.scale

    def counted(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        scaled.append(size)
        return scale(image, size)

    monkeypatch.setattr(sprites.pygame.transform, "scale", counted)
    art.clear_cache()
    canvas = pygame.Surface((1200, 800))
    sprite = RavensCardSprite("MF", 600.0, 400.0, 298.0)
    sprite.draw(canvas)  # at rest: its picture at 298 px
    rendered = art._render.cache_info().misses
    # The row narrowed: its first frame, still 298 px wide, is the picture it had.
    sprite.move_to((600.0, 400.0, 0.0, 276.0), 0.45)
    flying = pygame.Surface((1200, 800))
    sprite.draw(flying, with_shadow=False)
    assert scaled == []
    assert art._render.cache_info().misses == rendered  # nothing rendered either
    resting = pygame.Surface((1200, 800))
    RavensCardSprite("MF", 600.0, 400.0, 298.0).draw(resting, with_shadow=False)
    assert flying.get_view("2").raw == resting.get_view("2").raw
    sprite.update(0.1)  # on its way, a width not at hand: a picture at hand scaled
    sprite.draw(canvas)
    assert len(scaled) == 1


def test_a_card_in_flight_whose_goal_is_still_being_rendered_is_drawn_from_a_width_at_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A row narrowed by two cards at once (298 px to 270 at 4K): the new width was not asked
    for ahead, and its pictures are being rendered on the art's thread. The frames meanwhile
    scale the picture at hand; they render nothing (~10 ms a card at 4K)."""
    pygame.init()
    art.clear_cache()
    sources: list[tuple[int, int, float]] = []  # the picture's width, the size, the card's
    scale = pygame.transform.scale
    sprite = RavensCardSprite("MP", 600.0, 400.0, 298.0)

    def counted(image: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        if image.get_width() in (298, 270):  # the card's (not its shadow)
            sources.append((image.get_width(), size[0], sprite.width))
        return scale(image, size)

    monkeypatch.setattr(sprites.pygame.transform, "scale", counted)
    rendered: list[tuple[str, tuple[int, int]]] = []  # by this thread (not another test's)
    render = art._render._render

    def logged(name: str, size: tuple[int, int]) -> pygame.Surface:
        if threading.current_thread() is threading.main_thread():
            rendered.append((name, size))
        return render(name, size)

    monkeypatch.setattr(art._render, "_render", logged)
    canvas = pygame.Surface((1200, 800))
    sprite.draw(canvas)  # at rest: its picture at 298 px
    assert rendered == [("card:MP", (298, 417))]
    sprite.move_to((600.0, 400.0, 0.0, 270.0), 0.45)
    sprite.update(0.1)
    assert not art.is_rendered("MP", 270) and not art.is_rendered("MP", even(sprite.width))
    sprite.draw(canvas)
    assert len(rendered) == 1  # nothing rendered in the frame
    assert [source for source, _size, _width in sources] == [298]
    assert _drawn_outside(sprite, damage.sprite_bounds(sprite)) == 0
    art.card("MP", 270)  # the art's thread is done: the flight goes on as it began, so
    sprite.update(0.05)  # every area of a frame, and a frame after, draws it alike
    sprite.draw(canvas)
    assert {source for source, _size, _width in sources} == {298}
    assert all(abs(size - width) <= sprites.FLIGHT_SLACK for _s, size, width in sources)
    art.forget_cards([("MP", 298)])  # the row let its old width go: never rendered again
    sprite.update(0.05)
    sprite.draw(canvas)
    assert ("card:MP", (298, 417)) not in rendered[1:]
    while sprite.moving:
        sprite.update(0.1)
    landed = pygame.Surface((1200, 800))
    sprite.draw(landed, with_shadow=False)  # landed: its own picture, unscaled
    resting = pygame.Surface((1200, 800))
    RavensCardSprite("MP", 600.0, 400.0, 270.0).draw(resting, with_shadow=False)
    assert landed.get_view("2").raw == resting.get_view("2").raw
    assert rendered[1:] == [("card:MP", (270, 378))]  # the goal's, rendered once (above)


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
