"""Helpers for driving the menu screens headless: an app with its own data folder, and
events fed through `App.handle_event` exactly as the main loop would."""

from __future__ import annotations

import warnings

import pygame

from devtools.drivers.events import frame
from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import GameSetup


def make_app(size: tuple[int, int] = (1280, 800), interface_size: float | None = None) -> App:
    """The app in a window of `size`, at the saved interface size unless one is given."""
    app = App(size, fullscreen=False)
    if interface_size is not None:
        app.settings.interface_size = interface_size
        app.apply_settings()
    if app.window.get_size() != size:
        # The window manager (here SDL's dummy driver) holds the window at the minimum size;
        # lift that, as a user with a tiny screen would, so the canvas is scaled down.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = (1, 1)
        window.size = size
        app.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    return app


def odin_table(app: App, setup: OdinSetup, controller: OdinController | None = None) -> Scene:
    """ODIN's table for ``setup``, from the registry; bots think in this process unless a
    controller is given."""
    controller = controller or OdinController(setup, host_factory=None)
    return games.game("odin").table_scene(app, setup, controller)


def start(app: App, scene: Scene) -> Scene:
    app.scenes.push(scene)
    app.scenes.apply_pending()
    frame(app, 1 / 60)
    return scene


def step(app: App, frames: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        frame(app, dt)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    frame(app, 1 / 60)


def key(app: App, code: int, mod: int = 0, unicode: str = "") -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode))
    frame(app, 1 / 60)


def type_text(app: App, text: str) -> None:
    for ch in text:
        app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch))
        app.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frame(app, 1 / 60)


class StubTable(Scene):
    """Stands in for the table: records the setup it was opened with."""

    opened: list = []

    def __init__(self, app: Host, setup: GameSetup) -> None:
        super().__init__(app)
        self.setup = setup
        StubTable.opened.append(setup)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 40, 48))  # opaque, as every screen: all of it painted


def pad_press(app: App, button: int) -> None:
    """A pad's button, as SDL's controller event, then a frame."""
    app.handle_event(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button))
    app.scenes.apply_pending()
    frame(app, 1 / 60)


def ring_drawn(app: App, scene: Scene) -> bool:
    """A focus ring's light is on the canvas just outside the control ``scene.ring``
    focuses, past its dark band, and that focus is real (shown, on a control that has a
    place)."""
    from odin_desktop.ui import theme
    from odin_desktop.ui.controls import FOCUS_GAP, FOCUS_RGB, FOCUS_WIDTH

    ring = scene.ring  # type: ignore[attr-defined]  # a screen with a focus ring
    current = ring.current
    if not (ring.visible and current is not None and current.rect.width > 0):
        return False
    frame(app, 0)
    scale = theme.layout_scale(app.canvas.get_size())
    out = theme.scaled(FOCUS_GAP, scale) + theme.scaled(FOCUS_WIDTH, scale)
    edge = current.rect.inflate(out * 2, out * 2)
    y = edge.centery
    return any(
        tuple(app.canvas.get_at((x, y)))[:3] == FOCUS_RGB
        for x in range(edge.left - 1, edge.left + 4)
    )
