"""The game's sound: the effects (`ui/sounds.py`) and the music (`ui/music.py`), each with
the player's volume and mute, and what the screens ask of the music.

The one place the music follows the screens is `follow`, which the app calls after every
frame: it reads the stack's `Cue`s (`scenes/base.py`) from the top down (the theme of the
highest scene that names one, the duck and the stinger of the top one), so no screen plays
music itself and a game brings only its pieces, through its registry entry
(`games.entry.GameMusic`).

The mixer starts after the first frame (`start`), so the menu never waits for it, and a
machine without a sound device plays silently; `problem` then says why, for Settings.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from odin_desktop import games
from odin_desktop.i18n import _
from odin_desktop.scenes.base import Cue, Scene
from odin_desktop.ui import sounds
from odin_desktop.ui.music import MusicPlayer
from odin_desktop.ui.resources import asset

MENU_THEME = ("menu", "hall.ogg")
DIALOG_DUCK = 0.5  # the music under a question (-6 dB)
STINGER_DUCK = 0.25  # under a game's stinger (-12 dB)
ROUND_DUCK = 0.5  # under a round's, which is itself played at this level
HOLD_AFTER_STINGER = 0.4  # seconds the duck lasts past the stinger's end


def music_file(path: str) -> Path:
    return asset("music", *path.split("/"))


def themes() -> dict[str, tuple[Path, ...]]:
    """Every theme's pieces: the menu's, and each game's table's from its registry entry."""
    found: dict[str, tuple[Path, ...]] = {"menu": (asset("music", *MENU_THEME),)}
    for game in games.GAMES.values():
        if game.music.table:
            found[game.id] = tuple(music_file(p) for p in game.music.table)
    return found


def stingers() -> dict[str, Path]:
    """ "<game>/win" and "<game>/loss" -> the file, for every game that has them."""
    found: dict[str, Path] = {}
    for game in games.GAMES.values():
        for outcome, path in (("win", game.music.win), ("loss", game.music.loss)):
            if path is not None:
                found[f"{game.id}/{outcome}"] = music_file(path)
    return found


def cue_of(scenes: Iterable[Scene]) -> tuple[str | None, Cue | None, Scene | None]:
    """(the theme, the top scene's cue, the top scene) for a stack given bottom to top."""
    stack = list(scenes)
    theme = next((s.music.theme for s in reversed(stack) if s.music and s.music.theme), None)
    top = stack[-1] if stack else None
    return theme, (top.music if top is not None else None), top


class Audio:
    def __init__(self, settings: Any, clock: Any = None) -> None:
        self.settings = settings
        self._clock = clock
        self.started = False
        self.problem: str | None = None  # why the game is silent (None: it is not)
        self.music: MusicPlayer | None = None
        self._sounds: sounds.Sounds | None = None
        self._sounds_level: tuple[float, bool] | None = None
        self._stingers: Mapping[str, Path] = stingers()
        self._stung: Scene | None = None  # the scene whose stinger was played
        self._stinger_ends = 0.0  # the clock when the stinger's duck ends (0: none)
        self._stinger_duck = 1.0
        self._cue_duck = 1.0  # what the top scene asks

    # ------------------------------------------------------------------ the mixer

    def start(self) -> bool:
        """Open the mixer (once); False without a sound device."""
        if self.started:
            return self.problem is None
        self.started = True
        if not sounds.init_mixer():
            self.problem = _("No sound device could be opened, so the game is silent.")
            return False
        return True

    def start_music(self) -> None:
        """The music from now on (the app calls it once the menu is on screen)."""
        if self.music is None and self.start():
            kwargs = {} if self._clock is None else {"clock": self._clock}
            self.music = MusicPlayer(themes(), sounds.music_stream(), **kwargs)
            self.apply()

    def now(self) -> float:
        return self.music.clock() if self.music is not None else 0.0

    def apply(self) -> None:
        """Follow the volumes, mutes and the background setting as they are now."""
        s = self.settings
        if self.music is not None:
            self.music.set_levels(s.music_volume, s.music_muted, s.music_pauses_behind)
        if self._sounds is not None and self._sounds_level != (s.volume, s.muted):
            self._sounds.set_volume(s.volume)
            self._sounds.muted = s.muted
            self._sounds_level = (s.volume, s.muted)

    # ------------------------------------------------------------------ effects

    def play_sound(self, name: str) -> None:
        """An effect at the effects' volume; the mixer is opened for it if it is not yet."""
        if self._sounds is None:
            self.start()
            self._sounds = sounds.Sounds(self.settings.volume, enabled=not self.settings.muted)
            self._sounds_level = (self.settings.volume, self.settings.muted)
        self.apply()
        self._sounds.play(name)

    # ------------------------------------------------------------------ music

    def follow(self, scenes: Iterable[Scene]) -> None:
        """What the stack asks of the music now (after every frame; cheap when nothing
        changed)."""
        music = self.music
        if music is None:
            return
        theme, cue, top = cue_of(scenes)
        music.want(theme)
        if cue is not None and cue.stinger and top is not self._stung:
            self._stung = top
            self._sting(cue.stinger, cue.quiet)
        self._cue_duck = DIALOG_DUCK if cue is not None and cue.duck else 1.0
        self._duck(music)

    def _duck(self, music: MusicPlayer) -> None:
        duck = self._cue_duck
        if self._stinger_ends and music.clock() < self._stinger_ends:
            duck = min(duck, self._stinger_duck)
        else:
            self._stinger_ends = 0.0
        music.duck = duck

    def _sting(self, name: str, quiet: bool) -> None:
        music = self.music
        path = self._stingers.get(name)
        if music is None or path is None or music.target == 0.0:
            return
        length = sounds.play_stinger(path, music.volume * (ROUND_DUCK if quiet else 1.0))
        if length is None:
            return
        self._stinger_ends = music.clock() + length + HOLD_AFTER_STINGER
        self._stinger_duck = ROUND_DUCK if quiet else STINGER_DUCK

    def tick(self) -> None:
        """Between the loop's sleeps: the music's fades and ramps, and a stinger's duck
        ending."""
        music = self.music
        if music is None:
            return
        if self._stinger_ends:
            self._duck(music)
        music.tick()

    def window_in_front(self, in_front: bool) -> None:
        if self.music is not None:
            self.music.set_in_front(in_front)

    def stop(self) -> None:
        if self.music is not None:
            self.music.stop()
