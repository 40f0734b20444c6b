"""Sound effects, loaded once; silent (never crashing) where there is no audio device.

`pygame.mixer.init()` raises on machines without sound (CI, some VMs, remote desktops):
the game then simply plays nothing.
"""

from __future__ import annotations

import contextlib
import logging

import pygame

from odin_desktop.ui.resources import asset

log = logging.getLogger(__name__)

EFFECTS = ("deal", "slide", "play", "take", "pass", "round_won", "hand_won", "game_over")


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
        self._volume = volume
        self.muted = not enabled
        if not init_mixer():
            return
        for name in EFFECTS:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError) as exc:
                log.warning("sound %s unavailable: %s", name, exc)
        self.set_volume(volume)

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
        """Play an effect; a no-op when muted, silent, or the name is unknown."""
        if self.muted:
            return
        sound = self._sounds.get(name)
        if sound is not None:
            with contextlib.suppress(pygame.error):  # e.g. the device vanished mid-game
                sound.play()
