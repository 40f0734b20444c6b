"""The main loop at rest: it sleeps while nothing moves, wakes for every timer, and what it
shows after a frame drawn or sent in part is exactly what a full redraw would show.

The loop runs through simulated time here (a fake clock whose sleep only moves the clock):
frames are counted, never timed.
"""

from __future__ import annotations

import time

import pygame
import pytest
from fake_time import FakeTime
from sent_screen import SentScreen, partial_at_any_size  # noqa: F401 - a fixture

from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.app.pacing import FRAME_SECONDS, MAX_STEP, Pacer
from odin_desktop.app.present import ROWS, WHOLE
from odin_desktop.app.settings import Settings
from odin_desktop.engine.odin.dealing import first_leader
from odin_desktop.scenes.base import (
    NEXT_FRAME,
    REST_CHECK_SECONDS,
    Scene,
    Wake,
    soonest,
)
from odin_desktop.scenes.odin import art
from odin_desktop.scenes.odin.model import BOT_PACE
from odin_desktop.scenes.odin.round_summary import AUTOPLAY_SECONDS, HandSummaryScene
from odin_desktop.scenes.odin.table import OdinTableScene
from odin_desktop.scenes.table_model import (
    BOT_POLL_SECONDS,
    MESSAGE_SECONDS,
    RoundOver,
    RoundStarted,
)
from odin_desktop.scenes.table_view import MOVE_TIME
from odin_desktop.session.bot_host import Answer
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup
from odin_desktop.ui import fonts
from odin_desktop.ui.glow import GLOW_STEP_SECONDS
from odin_desktop.ui.text_field import TextInput

SIZE = (1024, 640)


class Run:
    """The app's own loop (`App.run`) on simulated time, every frame recorded."""

    def __init__(self, app: App, events: list[tuple[float, pygame.event.Event]] | None = None):
        self.app, self.time = app, FakeTime()
        self.frames: list[tuple[float, tuple[int, int, int, int] | None]] = []  # (time, area)
        self._events = sorted(events or [], key=lambda e: e[0])
        app.pacer = Pacer(self.time.clock, self.time.sleep, self._poll)
        step = app.step

        def recording_step(dt, events=(), area=None):  # noqa: ANN001, ANN202
            self.frames.append((self.time.now, area))
            step(dt, events, area)

        app.step = recording_step  # type: ignore[method-assign]

    def _poll(self) -> list[pygame.event.Event]:
        due = [e for t, e in self._events if t <= self.time.now - self.start]
        self._events = [(t, e) for t, e in self._events if t > self.time.now - self.start]
        return due

    def until(self, scene: Scene, stop, limit: float = 120.0) -> None:  # noqa: ANN001
        """Run from ``scene`` until ``stop()`` (checked after each frame) or ``limit`` seconds."""
        self.start = self.time.now

        def check(_: int) -> None:
            if stop() or self.time.now - self.start > limit:
                self.app.running = False

        try:
            self.app.run(scene, on_frame=check)
        finally:  # the app quits pygame on the way out: forget fonts and cards made before
            fonts.font.cache_clear()
            art.clear_cache()
        assert stop(), "stopped by the time limit"

    def between(self, start: float, end: float) -> list[tuple[float, object]]:
        return [(t, a) for t, a in self.frames if start <= t < end]


def _app(**settings: object) -> App:
    values: dict[str, object] = {"read_only": True, **settings}
    app = App(SIZE, settings=Settings(**values), fullscreen=False)  # type: ignore[arg-type]
    app.autosaver.enabled = False
    return app


def _human_leads() -> OdinSetup:
    seats = (SeatSetup("You"), *(SeatSetup(n, "normal") for n in ("Astrid", "Bjorn", "Sigrid")))
    seed = next(s for s in range(1, 500) if first_leader(s, 4) == 0)
    return OdinSetup(seats, seed=seed)


def _table(app: App, setup: OdinSetup, bot_process: bool = False) -> OdinTableScene:
    controller = OdinController(setup) if bot_process else OdinController(setup, host_factory=None)
    return games.game("odin").table_scene(app, setup, controller)


def _waiting_for_human(table: OdinTableScene) -> bool:
    return table.model.human_turn and not table.animating and table.app.scenes.top is table


# ---------------------------------------------------------------------------- the contract


def test_soonest_is_the_earliest_wake_drawn_over_every_idle_effect() -> None:
    glow, dots = Wake(0.05, (10, 10, 20, 20)), Wake(0.3, (100, 0, 10, 10))
    assert soonest(None, None) is None
    assert soonest(Wake(2.0), glow, None) == Wake(0.05, (10, 10, 20, 20), full_in=2.0)
    assert soonest(glow, dots).area == (10, 0, 100, 30)  # the glow changes meanwhile
    assert soonest(glow, Wake(0.05)).area is None  # due together with a full frame: full
    assert soonest(Wake(-1.0)).seconds == 0.0


def test_a_scene_that_animates_asks_for_every_frame_and_one_at_rest_for_none() -> None:
    class Gliding(Scene):
        moving = False

        @property
        def animating(self) -> bool:
            return self.moving

    scene = Gliding(None)  # type: ignore[arg-type]  # never asks the app anything
    assert scene.next_wake() is None
    scene.moving = True
    assert scene.next_wake() == NEXT_FRAME


def test_a_focused_text_field_wakes_when_its_caret_blinks() -> None:
    field = TextInput("Astrid", lambda _: None)
    assert field.next_wake() is None
    field.focused = True
    field.update(0.1)
    assert field.next_wake() == pytest.approx(0.5)  # shown until 0.6 s
    field.update(0.6)
    assert field.next_wake() == pytest.approx(0.3)  # hidden until the second ends


# ---------------------------------------------------------------------------- the pacer


def _pacer(events: dict[float, list] | None = None) -> tuple[Pacer, FakeTime]:
    fake = FakeTime()
    pending = dict(events or {})

    def poll() -> list:
        due = [t for t in pending if t <= fake.now]
        return [e for t in sorted(due) for e in pending.pop(t)]

    return Pacer(fake.clock, fake.sleep, poll), fake


def test_the_pacer_runs_at_the_frame_rate_while_something_moves() -> None:
    pacer, fake = _pacer()
    pacer.next_frame(NEXT_FRAME)
    start = fake.now
    dts = [pacer.next_frame(NEXT_FRAME).dt for _ in range(60)]
    assert dts == pytest.approx([FRAME_SECONDS] * 60)
    assert fake.now - start == pytest.approx(1.0)


def test_at_rest_the_pacer_sleeps_until_the_wake_or_the_rest_check() -> None:
    pacer, fake = _pacer()
    pacer.next_frame(None)
    start = fake.now
    frame = pacer.next_frame(Wake(0.7))  # a timer: one frame, with all the time that passed
    assert fake.now - start == pytest.approx(0.7) and frame.dt == pytest.approx(0.7)
    frame = pacer.next_frame(None)  # nothing asked: the safety net's rest check only
    assert frame.dt == pytest.approx(REST_CHECK_SECONDS) and frame.area is None


def test_an_event_ends_the_sleep_and_brings_a_full_frame() -> None:
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    pacer, fake = _pacer({100.3: [click]})
    pacer.next_frame(NEXT_FRAME)  # the first frame, at once
    frame = pacer.next_frame(Wake(0.5, (0, 0, 10, 10)))
    assert frame.events == [click] and frame.area is None
    assert fake.now == pytest.approx(100.3, abs=0.01)


def test_a_stall_never_teleports_what_moves_but_a_rest_counts_all_its_time() -> None:
    pacer, fake = _pacer()
    pacer.next_frame(NEXT_FRAME)
    fake.now += 3.0  # the machine stalled
    assert pacer.next_frame(NEXT_FRAME).dt == MAX_STEP
    fake.now += 3.0
    assert pacer.next_frame(Wake(0.5)).dt == pytest.approx(3.5)  # at rest timers count true


def test_an_idle_effect_frame_is_clipped_unless_a_full_wake_fell_due_during_a_late_sleep() -> None:
    pacer, fake = _pacer()
    pacer.next_frame(None)
    glow = Wake(0.05, (1, 2, 3, 4), full_in=0.06)
    assert pacer.next_frame(glow).area == (1, 2, 3, 4)
    late = Pacer(fake.clock, lambda s: fake.sleep(0.07), lambda: [])  # a busy machine
    late.next_frame(None)
    assert late.next_frame(glow).area is None


# ---------------------------------------------------------------------------- the loop


def test_the_menu_at_rest_draws_a_frame_a_second_not_sixty() -> None:
    app = _app()
    run = Run(app)
    run.until(app.nav.menu_scene(), lambda: run.time.now - run.start >= 10.0)
    assert 5 <= len(run.frames) <= 10 / REST_CHECK_SECONDS + 2  # 600 at 60 frames a second


class Still(Scene):
    """A scene with nothing moving; any key opens ``then`` (if given)."""

    def __init__(self, app: App, drawn: list[tuple[str, float]], name: str, then=None) -> None:  # noqa: ANN001
        super().__init__(app)
        self.drawn, self.name, self.then = drawn, name, then
        self.clock = 0.0

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.then is not None:
            self.app.scenes.push(self.then)

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        self.drawn.append((self.name, self.clock))


def test_a_new_screen_is_drawn_at_once_not_at_the_next_event() -> None:
    app = _app()
    drawn: list[tuple[str, float]] = []
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    run = Run(app, events=[(0.5, key)])
    second = Still(app, drawn, "second")
    first = Still(app, drawn, "first", then=second)
    run.until(first, lambda: run.time.now - run.start >= 3.0)
    times = [t - run.start for t, _ in run.frames]
    assert times[0] == 0.0 and drawn[0][0] == "first"  # the first frame at once
    pressed = next(i for i, t in enumerate(times) if t >= 0.5)
    assert times[pressed] == pytest.approx(0.5, abs=0.01)
    assert drawn[pressed + 1][0] == "second"
    assert times[pressed + 1] - times[pressed] == pytest.approx(FRAME_SECONDS)


def test_the_table_waiting_for_the_human_draws_only_the_turn_glow() -> None:
    app = _app()
    table = _table(app, _human_leads())
    run = Run(app)
    rested: list[float] = []

    def ten_seconds_at_rest() -> bool:
        if not rested and _waiting_for_human(table):
            rested.append(run.time.now)
        return bool(rested) and run.time.now - rested[0] >= 10.0

    run.until(table, ten_seconds_at_rest)
    frames = run.between(rested[0] + 1e-9, rested[0] + 10.0)
    full = [t for t, area in frames if area is None]
    glow = [area for _, area in frames if area is not None]
    assert len(full) <= 10 / REST_CHECK_SECONDS + 2  # the rest check, a message going
    assert len(glow) <= 10 / GLOW_STEP_SECONDS + 2  # a small area, 8 times a second
    plate = table.view.seat_box(0).nameplate.to_rect()
    assert glow and all(pygame.Rect(area).contains(plate) for area in glow)
    assert all(pygame.Rect(area).width < SIZE[0] // 3 for area in glow)


def test_a_message_still_goes_at_its_time_while_the_table_rests() -> None:
    app = _app()
    table = _table(app, _human_leads())
    run = Run(app)
    said: list[float] = []

    def message_gone() -> bool:
        if not said and _waiting_for_human(table):
            table.model.refuse(None)  # "That cannot be played now"
            said.append(run.time.now)
        return bool(said) and not table.model.status()[0].startswith("That cannot")

    run.until(table, message_gone)
    gone_at = run.frames[-1][0]
    assert said[0] + MESSAGE_SECONDS <= gone_at <= said[0] + MESSAGE_SECONDS + 2 * FRAME_SECONDS
    assert run.frames[-1][1] is None  # drawn whole: the status line changed


def test_bot_moves_still_arrive_from_the_bot_process_at_their_pace() -> None:
    app = _app(ai_speed="fast", animation_speed=3.0)
    table = _table(app, OdinSetup.all_bots(4, "easy", seed=7), bot_process=True)
    run = Run(app)
    real = run.time.sleep

    def sleep(seconds: float) -> None:  # the bot process thinks in real time
        real(seconds)
        time.sleep(0.002)

    app.pacer.sleep = sleep
    moved: list[float] = []  # when each move was played

    def five_moves() -> bool:
        hand = table.controller.hand
        if hand is not None and len(hand.history) > len(moved):
            moved.append(run.time.now)
        return len(moved) >= 5

    run.until(table, five_moves, limit=60.0)
    gaps = [later - earlier for earlier, later in zip(moved, moved[1:], strict=False)]
    pace, landing = BOT_PACE["fast"], MOVE_TIME / 3.0
    # Each bot waits for the cards to land and its pause, then is seen within a poll.
    assert all(pace <= gap <= landing + pace + BOT_POLL_SECONDS + 0.1 for gap in gaps), gaps


class SlowBots:
    """A bot process that answers only when told to (it never sends an event either)."""

    def __init__(self) -> None:
        self.asked: list[tuple[int, int]] = []  # (ticket, seat)
        self.ready: list[Answer] = []
        self.alive, self.closed = True, False

    def add_seat(self, *args: object) -> None:
        pass

    def request(self, seat: int, observation: object) -> int:
        self.asked.append((len(self.asked) + 1, seat))
        return len(self.asked)

    def poll(self) -> list[Answer]:
        ready, self.ready = self.ready, []
        return ready

    def finish(self, totals: object) -> None:
        pass

    def close(self) -> None:
        self.closed = True


def test_while_a_bot_thinks_the_table_polls_then_waits_out_its_pause() -> None:
    app = _app(ai_speed="normal")
    setup = OdinSetup.all_bots(4, "easy", seed=7)
    bots = SlowBots()
    controller = OdinController(setup, host_factory=lambda: bots)
    table = games.game("odin").table_scene(app, setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    while table.animating or not bots.asked:  # the deal lands; the first bot is asked
        app.step(1 / 60)
    model = table.model
    assert model.next_wake(False, True) == BOT_POLL_SECONDS  # no event will come: look again
    ticket, seat = bots.asked[-1]
    bots.ready.append(Answer(ticket, table.controller.legal_actions()[0]))
    app.step(0.05)  # the answer is collected; the bot's pause is not over
    assert not table.controller.awaiting and table.controller.hand.history == []
    assert model.next_wake(False, True) == pytest.approx(BOT_PACE["normal"] - model.bot_wait)
    app.step(BOT_PACE["normal"])
    assert len(table.controller.hand.history) == 1


def test_the_demo_summary_moves_on_by_itself_with_the_loop_asleep() -> None:
    app = _app(ai_speed="fast", animation_speed=3.0)
    app.autoplay = True
    table = _table(app, OdinSetup.all_bots(3, "easy", seed=3))
    run = Run(app)
    shown: list[tuple[float, HandSummaryScene]] = []

    def summary_gone() -> bool:
        top = app.scenes.top
        if not shown and isinstance(top, HandSummaryScene):
            shown.append((run.time.now, top))
        return bool(shown) and top is not shown[0][1]

    run.until(table, summary_gone)
    opened, summary = shown[0]
    closed = run.frames[-1][0]
    counted = summary.count.done_at  # the points count up, then the summary rests
    assert counted + AUTOPLAY_SECONDS <= closed - opened <= counted + AUTOPLAY_SECONDS + 0.1
    revealed = opened + counted + 0.1  # cards and points move at the frame rate, then it rests
    assert len(run.between(revealed, closed)) <= 4


# ---------------------------------------------------------------------------- what is shown


def _ravens_table(app: App, seed: int) -> Scene:
    from odin_desktop.session.ravens.controller import RavensController
    from odin_desktop.session.ravens.setup import RavensSetup

    setup = RavensSetup.all_bots(2, "easy", seed=seed)
    return games.game("ravens").table_scene(app, setup, RavensController(setup, host_factory=None))


@pytest.mark.usefixtures("partial_at_any_size")
@pytest.mark.parametrize("strategy", [WHOLE, ROWS])
def test_the_screen_shows_exactly_a_full_redraw_across_a_played_demo(strategy: str) -> None:
    app = _app(ai_speed="normal", animation_speed=2.0)
    app.autoplay = True
    app.presenter.strategy = strategy
    screen = SentScreen(app)
    app.presenter.show = screen.show
    table = _table(app, OdinSetup.all_bots(4, "easy", seed=5))
    run = Run(app)
    run.until(table, lambda: len(run.frames) >= 700)
    clipped = sum(area is not None for _, area in run.frames)
    assert not screen.mismatches, f"frames {screen.mismatches[:10]} differ from a full redraw"
    assert clipped > 50 and screen.partial > 50  # the partial paths were exercised
    if strategy == WHOLE:  # cards gliding: only the areas around them drawn and sent
        assert screen.partial - clipped > 200


def _moves_sent(app: App, table: Scene, run: Run, screen: SentScreen) -> tuple[list[int], list]:
    """Watch a table's model and the presenter: the frames that showed a move (the model's
    events taken, none of them a round's start or end) and what each frame sent."""
    sent: list = []  # per frame: the rectangles sent, None for the whole window
    show = screen.show

    def recorded(rects) -> None:  # noqa: ANN001
        sent.append(None if rects is None else list(rects))
        show(rects)

    app.presenter.show = recorded
    model = table.model  # type: ignore[attr-defined]
    take, moves = model.take_events, []

    def watched() -> list[object]:
        events = take()
        if events and not any(isinstance(e, RoundStarted | RoundOver) for e in events):
            moves.append(len(run.frames) - 1)
        return events

    model.take_events = watched
    return moves, sent


@pytest.mark.usefixtures("partial_at_any_size")
def test_a_move_shown_is_drawn_and_sent_in_parts_that_match_a_full_redraw() -> None:
    app = _app(ai_speed="normal", animation_speed=2.0)
    app.autoplay = True
    screen = SentScreen(app)
    run = Run(app)
    table = _table(app, OdinSetup.all_bots(4, "easy", seed=5))
    moves, sent = _moves_sent(app, table, run, screen)
    run.until(table, lambda: len(run.frames) >= 500)
    assert not screen.mismatches, f"frames {screen.mismatches[:10]} differ from a full redraw"
    assert len(moves) > 10
    whole = SIZE[0] * SIZE[1]
    in_parts = [i for i in moves if sent[i] is not None]
    assert len(in_parts) >= 0.9 * len(moves)  # not the whole window, as before
    assert all(sum(r.width * r.height for r in sent[i]) < whole for i in in_parts)


@pytest.mark.usefixtures("partial_at_any_size")
def test_ravens_screen_shows_exactly_a_full_redraw_across_a_played_demo() -> None:
    app = _app(ai_speed="normal", animation_speed=2.0)
    app.autoplay = True
    screen = SentScreen(app)
    app.presenter.show = screen.show
    run = Run(app)
    run.until(_ravens_table(app, seed=4), lambda: len(run.frames) >= 900)
    clipped = sum(area is not None for _, area in run.frames)
    assert not screen.mismatches, f"frames {screen.mismatches[:10]} differ from a full redraw"
    assert screen.partial - clipped > 200  # cards and pieces moving, drawn and sent in part


def test_below_2560x1440_a_gliding_card_brings_whole_frames() -> None:
    app = _app(ai_speed="normal", animation_speed=2.0)
    app.autoplay = True
    screen = SentScreen(app)
    app.presenter.show = screen.show
    table = _table(app, OdinSetup.all_bots(4, "easy", seed=5))
    gliding: list[bool] = []  # at each frame: whether a card was on its way
    step = app.step

    def noting_step(dt, events=(), area=None):  # noqa: ANN001, ANN202
        gliding.append(any(sprite.moving for sprite in table.view.drawn_sprites()))
        step(dt, events, area)

    app.step = noting_step  # type: ignore[method-assign]
    run = Run(app)
    run.until(table, lambda: len(run.frames) >= 300)
    assert not screen.mismatches
    assert sum(gliding) > 50 and all(screen.sent[i] is None for i, g in enumerate(gliding) if g)
    # In part: the effects at rest alone (the turn's glow), and the fans as a hand is dealt.
    assert sum(rects is not None for rects in screen.sent) > 100


def test_ravens_race_summary_moves_on_by_itself_with_the_loop_asleep() -> None:
    from odin_desktop.scenes.ravens.round_summary import AUTOPLAY_SECONDS as RACE_AUTOPLAY
    from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
    from odin_desktop.session.ravens.controller import RavensController
    from odin_desktop.session.ravens.setup import RavensSetup

    app = _app(ai_speed="fast", animation_speed=3.0)
    app.autoplay = True
    setup = RavensSetup.all_bots(2, "easy", seed=3)
    table = games.game("ravens").table_scene(app, setup, RavensController(setup, host_factory=None))
    run = Run(app)
    shown: list[tuple[float, RaceSummaryScene]] = []

    def summary_gone() -> bool:
        top = app.scenes.top
        if not shown and isinstance(top, RaceSummaryScene):
            shown.append((run.time.now, top))
        return bool(shown) and top is not shown[0][1]

    run.until(table, summary_gone, limit=600.0)
    opened, summary = shown[0]
    closed = run.frames[-1][0]
    # Woken on time, not by the one-second rest check: the summary leaves when it says.
    assert RACE_AUTOPLAY <= closed - opened <= RACE_AUTOPLAY + 0.1
    counted = opened + summary.counted_at + 0.1  # the points count at the frame rate, then rest
    assert len(run.between(opened, counted)) >= 30
    assert len(run.between(counted, closed)) <= 4


@pytest.mark.usefixtures("partial_at_any_size")
def test_a_hand_summary_counting_over_the_table_redraws_only_its_rows_when_they_change() -> None:
    """The count turns a card or moves a number a few times a second, yet asks for every
    frame: a frame where nothing changed draws and sends nothing, one where the rows changed
    only the rows (at 4K each whole frame cost 15-25 ms), and the screen always shows what a
    full redraw gives."""
    app = _app(ai_speed="fast", animation_speed=3.0)
    app.autoplay = True
    screen = SentScreen(app)
    table = _table(app, OdinSetup.all_bots(3, "easy", seed=3))
    run = Run(app)
    sent: list = []
    show = screen.show

    def recorded(rects) -> None:  # noqa: ANN001
        top = app.scenes.top
        counting = isinstance(top, HandSummaryScene) and top.counting
        sent.append((counting, None if rects is None else [pygame.Rect(r) for r in rects]))
        show(rects)

    app.presenter.show = recorded
    run.until(table, lambda: any(c for c, _ in sent) and not sent[-1][0])
    counting = [rects for c, rects in sent if c][1:]  # after the frame that opened it
    assert not screen.mismatches, f"frames {screen.mismatches[:10]} differ from a full redraw"
    assert len(counting) > 20
    nothing = [r for r in counting if r == []]
    assert None not in counting  # never the whole window: the rows, and cards still landing
    assert len(nothing) > len(counting) // 2  # most frames of the count change nothing
    assert all(sum(a.width * a.height for a in r) < SIZE[0] * SIZE[1] for r in counting)


@pytest.mark.usefixtures("partial_at_any_size")
def test_an_effects_frame_also_draws_what_else_changed_in_it() -> None:
    """A frame woken for the turn's glow alone was drawn and sent only around the glow, though
    more may have changed in it (a bot's timer fell due in the same sleep: its move; here a
    word on the status line): at 4K a played demo showed 60-odd such frames that differed
    from a full redraw."""
    app = _app()
    table = _table(app, _human_leads())
    app.scenes.push(table)
    app.scenes.apply_pending()
    screen = SentScreen(app)
    app.presenter.show = screen.show
    for _ in range(1200):
        app.step(FRAME_SECONDS)
        if _waiting_for_human(table) and app.next_wake() != NEXT_FRAME:
            break
    assert _waiting_for_human(table)
    before = table.model.status()
    table.model.say("That cannot be played now")  # as a timer that fell due might have
    glow = table.view.idle_wake(table.controller.to_move).area  # type: ignore[union-attr]
    app.step(FRAME_SECONDS, (), glow)
    assert table.model.status() != before
    assert not screen.mismatches, f"frames {screen.mismatches} differ from a full redraw"


@pytest.mark.usefixtures("partial_at_any_size")
def test_a_glow_frame_at_rest_is_drawn_in_one_pass() -> None:
    """The glow's area is also among what the table says changed: drawn once, not twice."""
    app = _app()
    table = _table(app, _human_leads())
    app.scenes.push(table)
    app.scenes.apply_pending()
    for _ in range(1200):
        app.step(FRAME_SECONDS)
        if _waiting_for_human(table) and app.next_wake() != NEXT_FRAME:
            break
    app.step(FRAME_SECONDS)  # at rest, noted
    passes: list[object] = []
    draw = table.draw
    table.draw = lambda surface: passes.append(surface.get_clip()) or draw(surface)  # type: ignore[method-assign]
    glow = table.view.idle_wake(table.controller.to_move).area  # type: ignore[union-attr]
    app.step(GLOW_STEP_SECONDS, (), glow)
    assert len(passes) == 1
