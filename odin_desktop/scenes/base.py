"""Scenes, the scene stack, and what a scene may ask of the application.

A scene is one screen. The stack calls its lifecycle hooks: `enter` when it arrives, `pause`
when another scene covers it (after `pointer_left`: the pointer is the new scene's, and what
it lit here goes), `resume` when it is uncovered, `exit` when it leaves.
Transitions take effect between frames, so no scene is swapped out in the middle of its own
event handler.

Scenes never import each other: a scene goes elsewhere through `app.nav` (a `Navigator`,
which alone knows the shell's screens and, through the registry, each game's), or through
callbacks it was given. A scene knows the application only as a `Host`.

Frames are drawn only when needed (the main loop sleeps in between, so a game at rest costs
next to no power). A scene says when it needs one through `next_wake()`:

- ``NEXT_FRAME`` while something on it moves by itself (the default while `animating`): the
  app draws 60 frames a second;
- ``Wake(seconds)`` for a timer (a bot's pause, a message that goes, a blinking caret): one
  frame then, with `update` given the time that really passed;
- ``Wake(seconds, area)`` for a gentle idle effect (a pulsing glow) stepped at a low rate
  (`IDLE_EFFECT_SECONDS`): that frame is drawn clipped to ``area`` when every scene shown
  says through `changed_areas` what else changed since its last frame (nothing, or only
  areas it names), else whole (every effect whose look depends on the time gives its area,
  even when another one is due first); only the top scene's effects step;
- ``None``: nothing until the player does something.

Any input (every event), another scene, a new layout or new settings bring a full frame. As a
safety net the loop also draws a frame after `REST_CHECK_SECONDS` of rest, so a timer a scene
forgot to announce comes late, never not at all; a scene must not count on it. `soonest()`
combines a scene's several wakes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import pygame

from odin_desktop.i18n import N_
from odin_desktop.i18n.devices import InUse
from odin_desktop.session.saved import PlayedGame
from odin_desktop.session.setup import GameSetup
from odin_desktop.ui.intents import DEFAULT_KEYS, Intent, key_event
from odin_desktop.ui.touch import pointer_gone

Action = Callable[[], None]  # what a button, an answer or a key does

FRAME_RATE = 60  # frames a second while something moves
IDLE_EFFECT_SECONDS = 1 / 15  # the step of gentle idle effects (a glow's pulse, a fading prompt)
REST_CHECK_SECONDS = 1.0  # the longest the loop sleeps without a frame (a safety net)
Area = tuple[int, int, int, int]  # x, y, width, height on the canvas


@dataclass(frozen=True)
class Wake:
    """When a scene wants its next frame though no input comes (see the module docstring)."""

    seconds: float  # from now; 0 is the next frame
    area: Area | None = None  # the only part that frame may change; None: anywhere
    #: Filled by `soonest`: when the soonest of the combined wakes without an area falls due
    #: (None: none has), so a late frame is never clipped past it.
    full_in: float | None = None

    def full_due(self) -> float | None:
        """When a frame of the whole canvas falls due (None: not before the next plain wake)."""
        return self.seconds if self.area is None else self.full_in


NEXT_FRAME = Wake(0.0)
TIE_SECONDS = 0.002  # wakes closer than this fall due in the same frame


def idle_effect(rect: pygame.Rect) -> Wake:
    """The next step of a gentle idle effect drawn inside ``rect``."""
    return Wake(IDLE_EFFECT_SECONDS, (rect.x, rect.y, rect.width, rect.height))


def soonest(*wakes: Wake | None) -> Wake | None:
    """The earliest of ``wakes`` (None ignored). A frame for an idle effect is drawn over the
    areas of all of them, due or not (a glow keeps changing while another effect steps), and
    over everything when a wake without an area falls due with it."""
    given = [w for w in wakes if w is not None]
    if not given:
        return None
    seconds = max(0.0, min(w.seconds for w in given))
    fulls = [f for f in (w.full_due() for w in given) if f is not None]
    full_in = max(0.0, min(fulls)) if fulls else None
    if full_in is not None and full_in <= seconds + TIE_SECONDS:
        return Wake(seconds, None, full_in)
    rects = [pygame.Rect(w.area) for w in given if w.area is not None]
    union = rects[0].unionall(rects[1:])
    return Wake(seconds, (union.x, union.y, union.width, union.height), full_in)


@dataclass(frozen=True)
class Cue:
    """What a scene asks of the music; the app reads the stack's after each frame
    (`app/audio.py`), so no screen plays music itself. ``theme``: the pieces to play ("menu",
    or a game's id for its table's); None: the scene below's. ``duck``: a question is asked,
    the music steps back while it is on top. ``stinger``: played once as the scene shows
    ("odin/win"), ``quiet`` at a round's end."""

    theme: str | None = None
    duck: bool = False
    stinger: str | None = None
    quiet: bool = False


class Navigator(Protocol):
    """Where a scene can go (`scenes.shell.Shell` implements it)."""

    def to_menu(self) -> None: ...
    def quit(self) -> None: ...
    def open_table(self, setup: GameSetup, replace: bool = False) -> str | None: ...
    def continue_game(self, game_id: str) -> str | None: ...
    def play_on(self, doc: Any, decisions: int, replace: bool = False) -> str | None: ...
    def new_game(self, game_id: str) -> None: ...
    def learn(self, game_id: str) -> None: ...
    def leave_tutorial(self) -> None: ...
    def how_to_play(self, game_id: str) -> None: ...
    def settings(self) -> None: ...
    def controller_layout(self) -> None: ...
    def statistics(self) -> None: ...
    def replays(self) -> None: ...
    def viewer_for(self, path: Path) -> Scene: ...
    def view_record(self, path: Path) -> str | None: ...
    def review_record(self, path: Path) -> None: ...
    def pause(self, game_id: str, notice: str = "") -> None: ...
    def hand_over(
        self,
        name: str,
        on_ready: Callable[[], None],
        back: Callable[[int], pygame.Surface] | None = None,
    ) -> None: ...
    def ask(self, question: str, yes: str, no: str, on_yes: Action, on_no: Action) -> None: ...
    def warn(self, message: str) -> None: ...


class Autosaving(Protocol):
    """Keeps the game on the table on disk (`app.autosave.Autosaver` implements it)."""

    def save(self, game: PlayedGame) -> str | None: ...
    def export(self) -> str:
        """Export the game last saved (the one on the table); a sentence for the player."""
        ...

    @property
    def last_record(self) -> Path | None:
        """The record of the last game that finished here (None: none was kept)."""
        ...


class Host(Protocol):
    """What a scene may use of the application (`app.app.App`)."""

    # app.settings.Settings, which cannot be named here: the settings import the registry,
    # whose games import the scenes.
    settings: Any
    notices: list[str]  # told to the player once, by the menu
    autoplay: bool  # the demo: summaries and game over move on by themselves
    running: bool
    fullscreen: bool

    # Read-only: the app's own (a `Shell`, an `Autosaver`) keep these promises.
    @property
    def scenes(self) -> SceneStack: ...
    @property
    def nav(self) -> Navigator: ...
    @property
    def autosaver(self) -> Autosaving: ...
    @property
    def size(self) -> tuple[int, int]: ...
    def play_sound(self, name: str) -> None: ...
    def audio_problem(self) -> str | None:
        """Why the game is silent (no sound device, in the player's words); None if not."""
        ...

    def toggle_fullscreen(self) -> None: ...
    def apply_settings(self) -> None: ...
    def pad_shown(self) -> tuple[str, str] | None:
        """The pad to picture, as (its name, its buttons' style): the one used last, else
        one plugged in; None when there is none."""
        ...


class Scene:
    #: False for overlays: the scene below is drawn first (and keeps animating underneath).
    opaque = True
    #: What it asks of the music (None: whatever the scene below asks).
    music: Cue | None = None

    @property
    def animating(self) -> bool:
        """Whether something on the scene moves by itself now (cards gliding, a countdown):
        then it is drawn every frame."""
        return False

    def __init__(self, app: Host) -> None:
        self.app = app

    # Lifecycle -------------------------------------------------------------
    def enter(self) -> None:
        """Arrived on top of the stack."""

    def exit(self) -> None:
        """Removed from the stack for good."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def pointer_left(self) -> None:
        """The pointer went to a scene pushed over this one (told before `pause`): what it
        lit here (a hover, a tip, a card shown large) goes, or it would show under (or
        through) a dialog with nothing there to take it away. By default the scene is told
        the pointer moved off the window (`touch.pointer_gone`), as every scene that lights
        something under the pointer already understands."""
        self.handle_event(pointer_gone())

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

    def next_wake(self) -> Wake | None:
        """When this scene next needs a frame though no input comes (asked after every
        frame; see the module docstring). By default: every frame while `animating`."""
        return NEXT_FRAME if self.animating else None

    # A pad (`ui/intents.py`) -----------------------------------------------------
    #: The keys this screen answers a pad's intents with, over `intents.DEFAULT_KEYS`
    #: (None: the intent does nothing here).
    pad_keys: dict[Intent, int | None] = {}
    #: What the pad's buttons do here, shown along the bottom while a pad is in use.
    prompts: tuple[tuple[Intent, str], ...] = (
        (Intent.SELECT, N_("Select")),
        (Intent.BACK, N_("Back")),
    )

    def pad_key(self, intent: Intent) -> tuple[int, int] | None:
        """The key (and modifiers) that does here what ``intent`` asks; None: nothing."""
        key = self.pad_keys[intent] if intent in self.pad_keys else DEFAULT_KEYS.get(intent)
        return None if key is None else (key, 0)

    def handle_intent(self, intent: Intent) -> None:
        """A pad's intent: by default the screen's own key for it, so a screen played by
        keys is played by pad through the same intents."""
        key = self.pad_key(intent)
        if key is not None:
            self.handle_event(key_event(*key))

    def use(self, in_use: InUse) -> None:
        """The device the player's input comes from (told before each event and frame): a
        screen that names its controls in words says them for it."""

    def pad_prompts(self) -> list[tuple[Intent, str]]:
        """The buttons worth showing now, each with what it does (untranslated)."""
        return list(self.prompts)

    def prompts_bottom(self, size: tuple[int, int]) -> int | None:
        """Where the pad's prompts end, from the top (None: the bottom of the canvas)."""
        return None

    def prompts_column(self, size: tuple[int, int]) -> pygame.Rect | None:
        """A column the pad's prompts stack in, at its foot, instead of a strip along the
        canvas (None: the strip)."""
        return None

    def pad_lost(self) -> None:
        """The pad in use was pulled out."""

    def changed_areas(self) -> list[Area] | None:
        """Asked before a frame that no input brought, once `update` ran, of every scene
        shown: the only areas that changed since its last frame (each drawn, with every scene
        shown, in a pass of its own, and sent alone), or None for the whole canvas (the
        default; one scene's None draws the whole frame)."""
        return None


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.size = (0, 0)
        # Every scene laid out anew, or a scene come or gone, since the last frame: it is drawn
        # whole, however the change was applied (the loop's apply_pending or anyone's).
        self.redraw_whole = False

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

        def apply() -> None:
            self._pop(resume=False)
            self._push(scene)

        self._pending.append(apply)

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

    def apply_pending(self) -> bool:
        """Apply the requested transitions; True if there were any."""
        applied = bool(self._pending)
        while self._pending:
            self._pending.pop(0)()
        return applied

    # ------------------------------------------------------------------------
    def _push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pointer_left()  # the pointer is the new scene's now
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.resize(self.size)
        scene.enter()
        self.redraw_whole = True

    def _pop(self, resume: bool = True) -> None:
        if not self._scenes:
            return
        self._scenes.pop().exit()
        if resume and self._scenes:
            self._scenes[-1].resume()
        self.redraw_whole = True

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
        self.redraw_whole = True
        for scene in self._scenes:
            scene.resize(size)
