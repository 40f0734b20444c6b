"""The application: one window, a scene stack, and a main loop that never waits on the AI.

Scenes draw onto a *canvas*. Normally that is the window itself; when the window is smaller
than the minimum the layout is designed for (1024 x 640), the canvas stays at the minimum
and is scaled down into the window, so even a 200 x 150 window shows the whole game.
Event positions are mapped from window to canvas before scenes see them.

The loop draws only when something moves, an event comes or a scene's timer falls due
(`app.pacing`); at rest it sleeps. A frame for an idle effect is drawn and sent to the screen
only over the effect's area (`app.present`). The scenes' side of this is `Scene.next_wake`
(`scenes.base`).
"""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable, Iterable

import pygame

from odin_desktop import games, i18n, memory, priority
from odin_desktop.app import window, window_place
from odin_desktop.app.audio import Audio
from odin_desktop.app.autosave import Autosaver
from odin_desktop.app.pacing import Frame, Pacer
from odin_desktop.app.present import Presenter
from odin_desktop.app.settings import Settings
from odin_desktop.app.window_place import FRAMEBUFFER_HINT, WindowPlace
from odin_desktop.scenes.base import NEXT_FRAME, Area, Scene, SceneStack, Wake, soonest
from odin_desktop.scenes.shell import Shell
from odin_desktop.ui import pad_prompts, theme
from odin_desktop.ui.input_layer import InputLayer
from odin_desktop.ui.intents import INTENT, Intent

MIN_SIZE = (1024, 640)
FRAME_TIMES_KEPT = 10_000  # `bench ui` reads the newest; older frames are forgotten
TITLE = "Odin Desktop"
# With this variable set, the app prints READY_LINE after its first frame and exits.
STARTUP_PROBE_ENV = "ODIN_DESKTOP_STARTUP_PROBE"
READY_LINE = "odin-desktop: interactive"
WAKE_CHECK_SECONDS = 0.5  # how often the game looks whether another start asked for it
_POSITIONAL = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
# After these the screen may have lost what it showed: the next frame is sent whole.
_SCREEN_LOST = (
    pygame.VIDEOEXPOSE,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
    pygame.WINDOWMAXIMIZED,
    pygame.WINDOWDISPLAYCHANGED,
)
# The window coming in front of the others or leaving (the music may pause behind them).
_IN_FRONT = {
    pygame.WINDOWFOCUSGAINED: True,
    pygame.WINDOWFOCUSLOST: False,
    pygame.WINDOWMINIMIZED: False,
}
# The pad's prompts as `pad_prompts.draw` takes them: what, the pad's style, the strip's
# bottom, or the column they stack in.
Prompts = tuple[list[tuple[Intent, str]], str, int | None, pygame.Rect | None]


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings: Settings | None = None,
        fullscreen: bool | None = None,
    ) -> None:
        """`size` None: the player's window, fitted to the screen or as they left it (and
        remembered at exit); a given size is a one-off (demo, tests, benchmarks)."""
        window.name_the_window()  # the X11 class is read when the display starts
        os.environ.setdefault(FRAMEBUFFER_HINT, "0")  # before the display starts (window_place)
        pygame.display.init()
        pygame.font.init()
        # Notices about an unreadable settings file can only speak the system's language.
        i18n.use_setting("auto")
        self.settings = settings or Settings.load()
        i18n.use_setting(self.settings.language)
        self.notices: list[str] = list(self.settings.notices)  # told to the player once
        pygame.display.set_caption(TITLE)
        window_place.set_icon()
        # Where the window opens, returns to from full screen, and is remembered at exit.
        self._place = WindowPlace(self.settings, size)
        full = self.settings.fullscreen if fullscreen is None else fullscreen
        if size is None and fullscreen is None:  # the player's window: full on a small screen
            full = window.starts_full_screen(window_place.screen_size(), full)
        self.window = self._place.open(full, MIN_SIZE)
        self.fullscreen = full
        self.scenes = SceneStack()
        self.nav = Shell(self)  # where scenes go: the shell's screens and each game's
        self.autosaver = Autosaver(self.nav.warn, limit=lambda: self.settings.records_limit)
        # The effects and the music; the mixer opens after the first frame (`run`).
        self.audio = Audio(self.settings)
        # When the next frame is drawn, and the sleep until then (the music's fades and
        # ramps step between its slices).
        self.pacer = Pacer(poll=self._poll)
        self.freed = memory.FreedAtRest()  # given back to the system as the screen comes to rest
        self.presenter = Presenter()  # sends the frames to the screen
        self.input = InputLayer()  # pads and touch read for every screen (`ui/input_layer`)
        # Since the last frame the scenes changed, input came, or the size or the settings
        # did: the next frame is drawn at once, and whole.
        self._shown_stale = True
        self._prompts_shown: Prompts | None = None  # the pad's strip in the last frame
        self.running = True
        self.autoplay = False  # the demo: summary screens continue on their own
        # Whether another start asked this copy to come forward (`app.instance`): the game
        # sets it; a tool's window (demo, view) leaves it None.
        self.wake_requests: Callable[[], bool] | None = None
        self._wake_checked = 0.0
        # Seconds spent producing each frame (the newest ones: `bench ui` times the demo).
        self.frame_times: deque[float] = deque(maxlen=FRAME_TIMES_KEPT)
        self.frames = 0  # frames drawn since the start
        self.apply_settings()
        self._canvas: pygame.Surface | None = None
        self._fit_canvas()

    # ------------------------------------------------------------------ window

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self._place.note(self.window)  # to come back to
        self.fullscreen = not self.fullscreen
        self.window = self._place.switch(self.fullscreen)
        self.settings.fullscreen = self.fullscreen
        self._fit_canvas()
        self.presenter.invalidate()

    def _fit_canvas(self) -> None:
        w, h = self.window.get_size()
        size = (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1]))
        self._canvas = None if size == (w, h) else pygame.Surface(size)
        self.scenes.resize(size)

    @property
    def canvas(self) -> pygame.Surface:
        return self._canvas if self._canvas is not None else self.window

    @property
    def size(self) -> tuple[int, int]:
        return self.canvas.get_size()

    def _to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        if self._canvas is None or event.type not in _POSITIONAL:
            return event
        ww, wh = self.window.get_size()
        cw, ch = self._canvas.get_size()
        attrs = dict(event.dict)
        attrs["pos"] = (int(event.pos[0] * cw / max(1, ww)), int(event.pos[1] * ch / max(1, wh)))
        return pygame.event.Event(event.type, attrs)

    def pad_shown(self) -> tuple[str, str] | None:
        pads = self.input.pads
        pad = pads.last or next(iter(pads.pads.values()), None)
        return None if pad is None else (pad.name, pad.style)

    def apply_settings(self) -> None:
        """Let every game follow the settings as they are now (e.g. its card art), and the
        sound its volumes; the next frame is drawn whole."""
        self._shown_stale = True
        for game in games.GAMES.values():
            game.apply_settings(self.settings)
        self.audio.apply()
        if theme.interface_size() != self.settings.interface_size:
            theme.set_interface_size(self.settings.interface_size)
            self.scenes.resize(self.scenes.size)  # every screen laid out again, at once

    # ------------------------------------------------------------------ audio

    def play_sound(self, name: str) -> None:
        """Play an effect, following the volume and mute settings as they are now."""
        self.audio.play_sound(name)

    def audio_problem(self) -> str | None:
        """Why the game is silent (no sound device), for Settings; None when it is not."""
        self.audio.start()
        return self.audio.problem

    def _poll(self) -> list[pygame.event.Event]:
        self.audio.tick()  # a few comparisons, unless a fade or a ramp is under way
        return pygame.event.get()

    # ------------------------------------------------------------------ loop

    def handle_event(self, event: pygame.event.Event) -> None:
        """One event as it came: through the input layer (pads, touch) to the scenes. Any
        input brings a whole frame, however it came (a frame's events, a long press come due,
        a test's own)."""
        self._shown_stale = True
        for translated in self.input.translate(event, self.window.get_size()):
            self._handle(translated)
        if self.input.lost_pad:  # the pad in use was pulled out
            self.input.lost_pad = False
            top = self.scenes.top
            if top is not None:
                top.pad_lost()

    def _handle(self, event: pygame.event.Event) -> None:
        self._shown_stale = True
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            surface = pygame.display.get_surface()
            if surface is not None:  # None only once the display is gone
                self.window = surface
            self._fit_canvas()
            self.presenter.invalidate()
            return
        if event.type in _SCREEN_LOST:
            self.presenter.invalidate()
        if event.type in _IN_FRONT:
            self.audio.window_in_front(_IN_FRONT[event.type])
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.scenes.top
        if top is None:
            return
        top.use(self.input.in_use())  # the words for the device this event came from
        if event.type == INTENT:
            top.handle_intent(event.intent)
        else:
            top.handle_event(self._to_canvas(event))

    def step(
        self,
        dt: float,
        events: Iterable[pygame.event.Event] = (),
        area: Area | None = None,
    ) -> None:
        """One frame: advance the visible scenes by ``dt`` seconds (the time that passed, so
        their timers count true), hand them the ``events`` that came meanwhile, draw them and
        show what changed. ``area``: an idle effect's frame, drawn clipped to it."""
        started = time.perf_counter()
        if self.scenes.redraw_whole:  # laid out anew (a new size, the interface size), or a
            # scene came or went since the last frame
            self.scenes.redraw_whole, self._shown_stale = False, True
        if self.scenes.top is not None:  # a screen just opened speaks to the device in use
            self.scenes.top.use(self.input.in_use())
        for scene in self.scenes.visible():
            scene.update(dt)
        for event in events:
            self.handle_event(event)
        for event in self.input.tick():  # a long press fell due
            self._handle(event)
        if area is not None and self._moving():
            area = None  # a timer set something moving: all of it is drawn
        areas: list[Area] | None = None
        if not self._shown_stale and self._canvas is None:
            # What changed since the last frame, as the scenes shown say: cards gliding, only
            # around them; an effect at rest, its area. A scene that cannot say (None) is
            # drawn whole, even for an effect's frame: what its `update` changed may lie
            # anywhere (a card raised, a hint come in), and the screen must show it.
            changed = self._changed_areas()
            if area is None or changed is None:
                areas = changed
            else:  # an effect's frame may show a bot's move too (its timer fell due in the
                # same sleep): all of it, the effect's area once
                inside = any(pygame.Rect(rect).contains(area) for rect in changed)
                areas = changed if inside else [*changed, area]
        canvas = self.canvas
        prompts = self._prompts(canvas.get_size())
        if prompts != self._prompts_shown:
            areas = None  # the pad's prompts changed: their strip is redrawn with all
        self._prompts_shown = prompts
        for clip in [None] if areas is None else areas:
            canvas.set_clip(clip)
            self._draw(canvas, prompts)
        canvas.set_clip(None)
        if self._canvas is not None:  # scaled down into the window, all of it
            pygame.transform.smoothscale(self._canvas, self.window.get_size(), self.window)
            areas = None
        self.presenter.present(self.window, areas)
        self._shown_stale = False
        self.scenes.apply_pending()  # a scene come or gone: drawn whole next (redraw_whole)
        self.audio.follow(self.scenes)  # the music the screens ask for now
        if not len(self.scenes):
            self.running = False
        self.frame_times.append(time.perf_counter() - started)
        self.frames += 1

    def _draw(self, canvas: pygame.Surface, prompts: Prompts | None) -> None:
        """Every scene shown, bottom first, and the pad's prompts over them (within the
        canvas's clip)."""
        for scene in self.scenes.visible():
            scene.draw(canvas)
        if prompts is not None:
            pad_prompts.draw(canvas, *prompts)

    def full_redraw(self) -> pygame.Surface:
        """The whole frame as the scenes would draw it now, on a surface of its own the
        window's size (nothing is advanced or shown): what the window must hold once the loop
        rests."""
        canvas = pygame.Surface(self.canvas.get_size(), 0, self.canvas)
        self._draw(canvas, self._prompts(canvas.get_size()))
        if self._canvas is None:
            return canvas
        return pygame.transform.smoothscale(canvas, self.window.get_size())  # as `step` shows it

    def _prompts(self, size: tuple[int, int]) -> Prompts | None:
        """The pad's buttons for what the top screen offers, while a pad is in use: what
        `pad_prompts.draw` is given (None: no strip)."""
        style, top = self.input.prompt_style, self.scenes.top
        if style is None or top is None:
            return None
        return top.pad_prompts(), style, top.prompts_bottom(size), top.prompts_column(size)

    def _changed_areas(self) -> list[Area] | None:
        """What changed since the last frame, when every scene shown knows
        (`Scene.changed_areas`: cards gliding on a table, a summary's count over it); None:
        the whole canvas. Each area is drawn with every scene shown, so they compose."""
        found: list[Area] = []
        for scene in self.scenes.visible():
            areas = scene.changed_areas()
            if areas is None:
                return None
            found += areas
        return found

    def next_wake(self) -> Wake | None:
        """When the scenes on screen next need a frame without input (`Scene.next_wake`);
        at once when they are not those the last frame showed; a long press when due. The
        effects at rest of a scene another covers (a table's glow under the pause menu) wait
        until it is on top again: a frame over a dialog that cannot say what changed is drawn
        whole, and a dimmed glow is not worth that."""
        if self._shown_stale or self.scenes.redraw_whole:
            return NEXT_FRAME
        touch = self.input.wake_in()
        shown, top = self.scenes.visible(), self.scenes.top
        wakes = [(scene, scene.next_wake()) for scene in shown]
        return soonest(
            None if touch is None else Wake(touch),
            *(w for scene, w in wakes if scene is top or w is None or w.area is None),
        )

    def _moving(self) -> bool:
        wake = self.next_wake()
        return wake is not None and wake.seconds <= 0

    def run(
        self,
        first: Scene,
        max_frames: int | None = None,
        on_frame: Callable[[int], None] | None = None,
    ) -> int:
        """Run until the player quits (or ``max_frames`` frames): returns an exit code."""
        self.scenes.push(first)
        self.scenes.apply_pending()
        probe = os.environ.get(STARTUP_PROBE_ENV)
        frame = 0
        while self.running and (max_frames is None or frame < max_frames):
            self.frame()
            if on_frame is not None:
                on_frame(frame)
            if probe and frame == 0:  # `bench ui` times start-up to this line
                print(READY_LINE, flush=True)
                self.running = False
            elif frame == 0:  # the menu is on screen: only now the music starts
                self.audio.start_music()
            frame += 1
        self.shutdown()
        return 0

    def frame(self) -> Frame:
        """One turn of the main loop: sleep until something is due (input, a scene's wake),
        then draw and show it; what the frame was given. The drivers of the end-to-end tests
        turn the loop with this too."""
        upcoming = self.pacer.next_frame(self.next_wake())  # sleeps while nothing is due
        priority.frame_started()  # art threads start their jobs between frames
        try:
            self.step(upcoming.dt, upcoming.events, upcoming.area)
        finally:
            priority.frame_ended()
        self.freed.after_frame(moving=self._moving())
        self._answer_wake_request()
        return upcoming

    def _answer_wake_request(self) -> None:
        """Come forward when another start asked (looked at twice a second at most; the loop
        wakes at least once a second at rest)."""
        now = time.monotonic()
        if self.wake_requests is None or now < self._wake_checked + WAKE_CHECK_SECONDS:
            return
        self._wake_checked = now
        if self.wake_requests():
            self.come_forward()

    def come_forward(self) -> None:
        """Bring the window in front of the others, as the platform lets it
        (`window_place.come_forward`)."""
        window_place.come_forward()

    def shutdown(self) -> None:
        self.audio.stop()
        self.scenes.clear()
        self._place.remember(self.window, self.fullscreen)
        self.settings.save()
        pygame.quit()
