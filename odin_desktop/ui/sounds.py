"""Sound effects, loaded once; silent (never crashing) where there is no audio device.

`pygame.mixer.init()` raises on machines without sound (CI, some VMs, remote desktops):
the game then simply plays nothing.

The shell's effects (`EFFECTS`, in ``assets/sounds/``) load at once. A game's own effects are
named ``game/effect`` (``"ravens/wing"``) and load from ``assets/<game>/sounds/<effect>.wav``
the first time they are played.
"""

from __future__ import annotations

import contextlib
import logging
import re
from pathlib import Path
from typing import Any

import pygame

from odin_desktop.ui.resources import asset

log = logging.getLogger(__name__)

EFFECTS = ("deal", "slide", "play", "take", "pass", "round_won", "hand_won", "game_over")
STINGER_CHANNEL = 0  # kept for the music's stingers: the effects never take it
GAME_EFFECT = re.compile(r"^([a-z0-9_]+)/([a-z0-9_]+)$")  # "ravens/wing"


def init_mixer() -> bool:
    """Start the mixer if it is not running; False when there is no usable audio device."""
    try:
        if pygame.mixer.get_init() is None:
            pygame.mixer.init()
        return pygame.mixer.get_init() is not None
    except (pygame.error, NotImplementedError, OSError) as exc:
        log.info("no audio, running silently: %s", exc)
        return False


class Sounds:
    """The game's effects by name: `sounds.play("deal")`."""

    def __init__(self, volume: float = 0.8, enabled: bool = True) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._missing: set[str] = set()  # game effects that failed to load (said once)
        self._volume = volume
        self.muted = not enabled
        self._mixer = init_mixer()
        if not self._mixer:
            return
        for name in EFFECTS:
            self._load(name, ("sounds", f"{name}.wav"))
        self.set_volume(volume)

    def _load(self, name: str, parts: tuple[str, ...]) -> pygame.mixer.Sound | None:
        try:
            sound = pygame.mixer.Sound(str(asset(*parts)))
        except (pygame.error, FileNotFoundError) as exc:
            log.warning("sound %s unavailable: %s", name, exc)
            self._missing.add(name)
            return None
        sound.set_volume(self._volume)
        self._sounds[name] = sound
        return sound

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """A loaded effect; a game's effect is loaded on first use."""
        sound = self._sounds.get(name)
        if sound is not None or not self._mixer or name in self._missing:
            return sound
        found = GAME_EFFECT.match(name)
        if found is None:
            return None
        game, effect = found.groups()
        return self._load(name, (game, "sounds", f"{effect}.wav"))

    @property
    def available(self) -> bool:
        """True when effects can actually be heard (a mixer and at least one sound)."""
        return bool(self._sounds)

    def loaded(self) -> tuple[str, ...]:
        return tuple(self._sounds)

    def set_volume(self, volume: float) -> None:
        """Master effects volume, 0.0 to 1.0."""
        self._volume = min(1.0, max(0.0, volume))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def play(self, name: str) -> None:
        """Play an effect ("deal", "ravens/wing"); a no-op when muted, silent, or the name is
        unknown."""
        if self.muted:
            return
        sound = self._sound(name)
        if sound is not None:
            with contextlib.suppress(pygame.error):  # e.g. the device vanished mid-game
                sound.play()


# The music's side of the mixer (`app/audio.py` drives it; `ui/music.py` streams).


def music_stream() -> Any:
    """`pygame.mixer.music`, the one stream the music plays through (a `ui.music.Stream`)."""
    with contextlib.suppress(pygame.error):
        pygame.mixer.set_reserved(STINGER_CHANNEL + 1)
    return pygame.mixer.music


def play_stinger(path: Path, volume: float) -> float | None:
    """Play a short piece of music whole on its own channel; its length in seconds (None when
    it cannot be played). A stinger is a few seconds: decoded at once, unlike the music."""
    try:
        sound = pygame.mixer.Sound(str(path))
        sound.set_volume(volume)
        pygame.mixer.Channel(STINGER_CHANNEL).play(sound)
    except (pygame.error, FileNotFoundError) as exc:
        log.warning("stinger %s unavailable: %s", path.name, exc)
        return None
    return float(sound.get_length())
