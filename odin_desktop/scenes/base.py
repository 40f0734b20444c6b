"""Scenes, the scene stack, and what a scene may ask of the application.

A scene is one screen. The stack calls its lifecycle hooks: `enter` when it arrives, `pause`
when another scene covers it, `resume` when it is uncovered, `exit` when it leaves.
Transitions take effect between frames, so no scene is swapped out in the middle of its own
event handler.

Scenes never import each other: a scene goes elsewhere through `app.nav` (a `Navigator`,
which alone knows the shell's screens and, through the registry, each game's), or through
callbacks it was given. A scene knows the application only as a `Host`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol

import pygame


class Navigator(Protocol):
    """Where a scene can go (`scenes.shell.Shell` implements it)."""

    def to_menu(self) -> None: ...
    def quit(self) -> None: ...
    def open_table(self, setup: Any, replace: bool = False) -> str | None: ...
    def continue_game(self) -> str | None: ...
    def new_game(self, game_id: str) -> None: ...
    def learn(self, game_id: str) -> None: ...
    def how_to_play(self, game_id: str) -> None: ...
    def settings(self) -> None: ...
    def statistics(self) -> None: ...
    def replays(self) -> None: ...
    def viewer_for(self, path: Path) -> Scene: ...
    def view_record(self, path: Path) -> str | None: ...
    def pause(self, game_id: str) -> None: ...
    def hand_over(self, name: str, on_ready: Callable[[], None], back: Any = None) -> None: ...
    def warn(self, message: str) -> None: ...


class Autosaver(Protocol):
    """Keeps the game on the table on disk (`app.autosave.Autosaver` implements it)."""

    def save(self, game: Any) -> str | None: ...
    def export(self, game: Any) -> str: ...


class Host(Protocol):
    """What a scene may use of the application (`app.app.App`)."""

    settings: Any  # app.settings.Settings
    scenes: SceneStack
    nav: Navigator
    autosaver: Autosaver
    notices: list[str]  # told to the player once, by the menu
    autoplay: bool  # the demo: summaries and game over move on by themselves
    running: bool
    fullscreen: bool

    @property
    def size(self) -> tuple[int, int]: ...
    def play_sound(self, name: str) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def apply_settings(self) -> None: ...


class Scene:
    #: False for overlays: the scene below is drawn first (and keeps animating underneath).
    opaque = True
    #: True while something on the scene moves by itself (cards gliding, a countdown).
    animating = False

    def __init__(self, app: Host) -> None:
        self.app = app

    # Lifecycle -------------------------------------------------------------
    def enter(self) -> None:
        """Arrived on top of the stack."""

    def exit(self) -> None:
        """Removed from the stack for good."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def resume(self) -> None:
        """The scene above was popped: this one is on top again."""

    # Every frame -------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """The drawing surface changed size (also called once before the first draw)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """Input, with positions already in canvas coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations and logic by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene."""


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.size = (0, 0)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:  # bottom to top (saves looks for the table)
        return iter(self._scenes)

    # Requests, applied by `apply_pending` between frames ---------------------
    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        self._pending.append(lambda: (self._pop(resume=False), self._push(scene)))

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start again from ``scene`` (e.g. back to the menu)."""

        def apply() -> None:
            while self._scenes:
                self._pop(resume=False)
            self._push(scene)

        self._pending.append(apply)

    def clear(self) -> None:
        """Leave every scene at once (the app is closing)."""
        self._pending.clear()
        while self._scenes:
            self._pop(resume=False)

    def apply_pending(self) -> None:
        while self._pending:
            self._pending.pop(0)()

    # ------------------------------------------------------------------------
    def _push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.resize(self.size)
        scene.enter()

    def _pop(self, resume: bool = True) -> None:
        if not self._scenes:
            return
        self._scenes.pop().exit()
        if resume and self._scenes:
            self._scenes[-1].resume()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it lets show through."""
        shown: list[Scene] = []
        for scene in reversed(self._scenes):
            shown.append(scene)
            if scene.opaque:
                break
        return list(reversed(shown))

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self._scenes:
            scene.resize(size)
