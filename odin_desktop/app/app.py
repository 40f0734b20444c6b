"""The application: one window, a scene stack, and a main loop that never waits on the AI.

Scenes draw onto a *canvas*. Normally that is the window itself; when the window is smaller
than the minimum the layout is designed for (1024 x 640), the canvas stays at the minimum
and is scaled down into the window, so even a 200 x 150 window shows the whole game.
Event positions are mapped from window to canvas before scenes see them.
"""

from __future__ import annotations

import contextlib
import os
import time
import warnings
from collections import deque
from collections.abc import Callable

import pygame

from odin_desktop import games, i18n
from odin_desktop.app import window
from odin_desktop.app.autosave import Autosaver
from odin_desktop.app.settings import Settings
from odin_desktop.scenes.base import Scene, SceneStack
from odin_desktop.scenes.shell import Shell
from odin_desktop.ui.resources import asset

MIN_SIZE = (1024, 640)
FPS = 60
FRAME_TIMES_KEPT = 10_000  # `bench ui` reads the newest; older frames are forgotten
TITLE = "Odin Desktop"
# With this variable set, the app prints READY_LINE after its first frame and exits.
STARTUP_PROBE_ENV = "ODIN_DESKTOP_STARTUP_PROBE"
READY_LINE = "odin-desktop: interactive"
_POSITIONAL = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


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
        pygame.display.init()
        pygame.font.init()
        # Notices about an unreadable settings file can only speak the system's language.
        i18n.use_setting("auto")
        self.settings = settings or Settings.load()
        i18n.use_setting(self.settings.language)
        self.notices: list[str] = list(self.settings.notices)  # told to the player once
        pygame.display.set_caption(TITLE)
        self._set_icon()
        full = self.settings.fullscreen if fullscreen is None else fullscreen
        # --- window placement (odin_desktop/app/window.py) ---
        self._remember_window = size is None
        placement = window.Placement(size) if size is not None else self._opening_placement()
        self._windowed_size = placement.size  # where F11 returns to, and remembered at exit
        self._windowed_position = placement.position
        with window.placing(placement.position):
            # Full screen at the desktop's own size, as F11 gives: no video mode change.
            opening = (0, 0) if full else placement.size
            self.window = pygame.display.set_mode(opening, self._flags(full))
        self.fullscreen = full
        # Where the window manager ignores this, the canvas scaling below still copes.
        sdl_window = self._sdl_window()
        if sdl_window is not None:
            sdl_window.minimum_size = window.minimum_size(MIN_SIZE, placement.size)
            if placement.position is not None and not full:
                # SDL places only a window it creates; pygame reuses one that already exists.
                sdl_window.position = placement.position
        # --- end window placement ---
        self.scenes = SceneStack()
        self.nav = Shell(self)  # where scenes go: the shell's screens and each game's
        self.autosaver = Autosaver(self.nav.warn)
        self.clock = pygame.time.Clock()
        self.running = True
        self.autoplay = False  # the demo: summary screens continue on their own
        # Seconds spent producing each frame (the newest ones: `bench ui` times the demo).
        self.frame_times: deque[float] = deque(maxlen=FRAME_TIMES_KEPT)
        self.frames = 0  # frames drawn since the start
        self._sounds = None  # odin_desktop.ui.sounds.Sounds, made on first use
        self.apply_settings()
        self._sounds_volume = self.settings.volume
        self._canvas: pygame.Surface | None = None
        self._fit_canvas()

    # ------------------------------------------------------------------ window

    @staticmethod
    def _flags(fullscreen: bool) -> int:
        return pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE

    # --- window placement (odin_desktop/app/window.py) ---
    def _opening_placement(self) -> window.Placement:
        try:
            screens = pygame.display.get_desktop_sizes()
        except pygame.error:
            screens = []
        saved_size, saved_position = self.settings.window_size, self.settings.window_position
        return window.opening_placement(
            screens[0] if screens else None,
            (saved_size[0], saved_size[1]) if saved_size else None,
            (saved_position[0], saved_position[1]) if saved_position else None,
        )

    @staticmethod
    def _sdl_window() -> pygame.Window | None:
        with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
            # pygame-ce 2.5 marks this deprecated for surface rendering, which we do not use
            # through the Window object; it is the only way to reach the size limits and
            # the position.
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
        return None

    def _note_windowed_place(self) -> None:
        """The window's size and place now; call while it is not full screen."""
        self._windowed_size = self.window.get_size()
        sdl_window = self._sdl_window()
        if sdl_window is not None:
            self._windowed_position = sdl_window.position

    def _remember_window_place(self) -> None:
        """Keep the window's size and place (not a full screen's) for the next start."""
        if not self.fullscreen:
            self._note_windowed_place()
        if self._remember_window:
            self.settings.window_size = list(self._windowed_size)
            position = self._windowed_position
            self.settings.window_position = [] if position is None else list(position)

    # --- end window placement ---

    @staticmethod
    def _set_icon() -> None:
        with contextlib.suppress(FileNotFoundError, pygame.error):  # a missing icon is cosmetic
            pygame.display.set_icon(pygame.image.load(str(asset("icon", "icon_128.png"))))

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self._note_windowed_place()  # to come back to (window placement)
        self.fullscreen = not self.fullscreen
        size = (0, 0) if self.fullscreen else self._windowed_size
        self.window = pygame.display.set_mode(size, self._flags(self.fullscreen))
        self.settings.fullscreen = self.fullscreen
        self._fit_canvas()

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

    def apply_settings(self) -> None:
        """Let every game follow the settings as they are now (e.g. its card art)."""
        for game in games.GAMES.values():
            game.apply_settings(self.settings)

    # ------------------------------------------------------------------ audio

    def play_sound(self, name: str) -> None:
        """Play an effect, following the volume and mute settings as they are now."""
        if self._sounds is None:
            from odin_desktop.ui.sounds import Sounds  # the mixer starts on first use

            self._sounds = Sounds(self.settings.volume)
        self._sounds.muted = self.settings.muted
        if self._sounds_volume != self.settings.volume:
            self._sounds.set_volume(self.settings.volume)
            self._sounds_volume = self.settings.volume
        self._sounds.play(name)

    # ------------------------------------------------------------------ loop

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window = pygame.display.get_surface()
            self._fit_canvas()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.scenes.top
        if top is not None:
            top.handle_event(self._to_canvas(event))

    def step(self, dt: float) -> None:
        """One frame: update the visible scenes, draw them, show the result."""
        started = time.perf_counter()
        for scene in self.scenes.visible():
            scene.update(dt)
        canvas = self.canvas
        for scene in self.scenes.visible():
            scene.draw(canvas)
        if self._canvas is not None:
            pygame.transform.smoothscale(self._canvas, self.window.get_size(), self.window)
        pygame.display.flip()
        self.scenes.apply_pending()
        if not len(self.scenes):
            self.running = False
        self.frame_times.append(time.perf_counter() - started)
        self.frames += 1

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
            dt = min(self.clock.tick(FPS) / 1000.0, 0.1)  # a stall never teleports animations
            for event in pygame.event.get():
                self.handle_event(event)
            self.step(dt)
            if on_frame is not None:
                on_frame(frame)
            if probe and frame == 0:  # `bench ui` times start-up to this line
                print(READY_LINE, flush=True)
                self.running = False
            frame += 1
        self.shutdown()
        return 0

    def shutdown(self) -> None:
        self.scenes.clear()
        self._remember_window_place()
        self.settings.save()
        pygame.quit()
