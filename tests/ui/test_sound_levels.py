"""The sound effects sit with the music: heard over it at the default volumes, never far
above it (`devtools/art/gen_sounds.py`, `devtools/art/ravens/sounds.py` level them)."""

from __future__ import annotations

import math

import numpy as np
import paths
import soundfile

from devtools.music import loudness, ogg
from devtools.music.voices import RATE


def test_the_sounds_are_heard_over_the_music_at_the_default_volumes() -> None:
    """Every effect's loudest tenth of a second, at the default effects' volume, stands a few
    LU above the music's loudness at the default music volume (never far above it)."""
    from odin_desktop.app.settings import Settings

    defaults = Settings(read_only=True)
    # every piece is mastered to the same loudness: the menu's stands for them (checked
    # against the others in test_music_files)
    menu = paths.ROOT / "assets" / "music" / "menu" / "hall.ogg"
    music = loudness.integrated(ogg.read(menu), RATE)
    bed = music + 20 * math.log10(defaults.music_volume)
    effects = [*(paths.ROOT / "assets" / "sounds").glob("*.wav")]
    effects += (paths.ROOT / "assets" / "ravens" / "sounds").glob("*.wav")
    for path in effects:
        samples, rate = soundfile.read(path, always_2d=True)
        padded = np.concatenate((samples, np.zeros((rate // 5, samples.shape[1]))))
        short = -0.691 + 10 * math.log10(loudness.block_powers(padded, rate, 0.1, 0.01).max())
        heard = short + 20 * math.log10(defaults.volume)
        assert bed + 4 <= heard <= bed + 14, (path.name, round(heard - bed, 1))
