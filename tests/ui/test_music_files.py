"""The music under assets/music/: what the score makes (rendered again small here, the same
bytes twice), at the game's loudness, under its peak, never clipped, each table piece looping
without a click, and at least six minutes of table music for each game."""

from __future__ import annotations

import math
import subprocess
import sys
from functools import cache
from pathlib import Path

import numpy as np
import paths
import pytest
import soundfile

from devtools.music import loudness, notation, ogg, render
from devtools.music.voices import RATE
from odin_desktop import games

ASSETS = paths.ROOT / "assets" / "music"
SCORES = render.scores()
LOOPS = [s for s in SCORES if render.target(s)[1]]
BUDGET_BYTES = 8_000_000  # the one-file build stays under 30 MB


def _file(score: Path) -> Path:
    return ASSETS / f"{render.target(score)[0]}.ogg"


@cache
def decoded(score: Path) -> np.ndarray:
    return ogg.read(_file(score))


def test_every_score_has_its_file_and_nothing_else_is_there() -> None:
    made = {_file(s) for s in SCORES}
    assert made and all(path.is_file() for path in made)
    assert set(ASSETS.rglob("*.ogg")) == made


@pytest.mark.parametrize("score", SCORES, ids=lambda s: s.stem)
def test_the_file_is_what_its_score_makes_now(score: Path) -> None:
    """Rendering takes minutes, so the file carries the fingerprint of its score and of the
    code that plays it: a score or an instrument changed without rendering again fails here."""
    comment = soundfile.SoundFile(_file(score)).comment
    assert comment == f"odin-desktop score {score.name} {render.fingerprint(score)}", (
        f"{_file(score).name} is stale: python -m devtools.music.render --only {score.stem}"
    )


@pytest.mark.parametrize("score", SCORES, ids=lambda s: s.stem)
def test_loudness_and_peaks(score: Path) -> None:
    samples = decoded(score)
    info = soundfile.info(_file(score))
    assert (info.samplerate, info.channels) == (RATE, 2)
    lufs = loudness.integrated(samples, RATE)
    assert -20.0 <= lufs <= -16.0, lufs
    assert loudness.db(loudness.true_peak(samples)) <= -1.0
    assert float(np.max(np.abs(samples))) < 0.99  # nothing near clipping, let alone clipped


@pytest.mark.parametrize("score", LOOPS, ids=lambda s: s.stem)
def test_a_piece_lasts_its_score_and_loops_without_a_click(score: Path) -> None:
    samples = decoded(score)
    piece = notation.read(score)
    assert abs(len(samples) / RATE - piece.seconds) < 0.01
    mono = samples.mean(axis=1)
    # It breathes at its seam: the end has died away, so it runs on into its own start or
    # into the next piece alike ...
    tail = mono[-int(0.05 * RATE) :]
    assert loudness.db(float(np.sqrt(np.mean(tail**2)))) < -40.0
    assert abs(mono[0]) < 0.003 and abs(mono[-1]) < 0.003
    # ... and across the seam no step stands out from the steps inside the piece.
    steps = np.abs(np.diff(mono))
    seam = np.abs(np.diff(np.concatenate((mono[-441:], mono[:441]))))
    assert seam.max() <= np.percentile(steps, 99.9)


def test_each_game_has_six_minutes_of_its_own_table_music() -> None:
    for game in games.GAMES.values():
        if not game.playable:
            continue
        pieces = [ASSETS / p for p in game.music.table]
        assert len(set(pieces)) >= 2
        seconds = sum(soundfile.info(p).duration for p in pieces)
        assert seconds >= 360, (game.id, seconds)


def test_the_music_fits_the_download() -> None:
    assert sum(p.stat().st_size for p in ASSETS.rglob("*.ogg")) < BUDGET_BYTES


def test_the_render_command_runs_small_and_gives_the_same_bytes_twice(tmp_path: Path) -> None:
    """The tool itself, as a developer runs it (a bar of every score), twice: a rotting
    renderer fails here, and so does one that is not reproducible."""
    outs = [tmp_path / "a", tmp_path / "b"]
    for out in outs:
        done = subprocess.run(
            [sys.executable, "-m", "devtools.music.render", str(out), "--bars", "1"],
            cwd=paths.ROOT,
            capture_output=True,
            text=True,
            timeout=600,
        )
        assert done.returncode == 0, done.stderr[-2000:]
    made = sorted(p.relative_to(outs[0]) for p in outs[0].rglob("*.ogg"))
    assert made == sorted(_file(s).relative_to(ASSETS) for s in SCORES)
    for name in made:
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes(), name


# The measures themselves --------------------------------------------------------------------


def test_loudness_of_a_known_tone() -> None:
    """EBU Tech 3341's first case: a 1 kHz sine at -23 dBFS in both channels is -23 LUFS."""
    t = np.arange(20 * RATE) / RATE
    tone = 10 ** (-23 / 20) * np.sin(2 * np.pi * 1000 * t)
    assert loudness.integrated(np.stack((tone, tone), axis=1), RATE) == pytest.approx(-23, abs=0.1)
    assert loudness.integrated(np.zeros((RATE, 2)), RATE) == -math.inf


def test_true_peak_finds_the_peak_between_samples() -> None:
    """A sine at a quarter of the rate, sampled 45 degrees off its crests: the samples read
    3 dB under the wave's true peak."""
    n = np.arange(RATE)
    wave = 0.5 * np.sin(np.pi / 2 * n + np.pi / 4)
    assert loudness.db(float(np.max(np.abs(wave)))) == pytest.approx(-9.03, abs=0.01)
    assert loudness.db(loudness.true_peak(wave)) == pytest.approx(-6.02, abs=0.2)


def test_a_score_with_a_bar_too_long_is_refused(tmp_path: Path) -> None:
    score = tmp_path / "bad.toml"
    score.write_text(
        'title = "x"\nfile = "x"\ntempo = 60\nbeats = 4\nseed = 1\nform = ["a"]\n'
        '[sections.a]\nbars = 1\nflute = "e5/3 | d5/2"\n'
    )
    with pytest.raises(notation.ScoreError, match="bar 1: 3 beats, not 4"):
        notation.read(score)


def test_phrases_patterns_and_chord_steps_read_as_written(tmp_path: Path) -> None:
    score = tmp_path / "ok.toml"
    score.write_text(
        'title = "x"\nfile = "x"\ntempo = 60\nbeats = 2\nseed = 1\nform = ["a"]\n'
        '[phrases]\ntune = "d4/1 f#4/.5, a4/.5\'"\n[patterns]\nup = "1/1 5+8/1"\n'
        '[sections.a]\nbars = 2\nchords = "Dm | G"\nflute = "$tune+12 r/1 ~/1"\n'
        'harp = "@up 3"\n'
    )
    piece = notation.read(score)
    flute = piece.parts["flute"]
    assert [e.pitches for e in flute] == [(74,), (78,), (81,)]
    assert flute[1].velocity < flute[0].velocity < flute[2].velocity
    assert flute[2].beats == 0.5  # ~ held only what it follows: the rest was a rest
    harp = piece.parts["harp"]
    assert [e.pitches for e in harp] == [(50,), (57, 62), (55,), (62, 67)]
    assert piece.seconds == 4.0


def test_ogg_pages_keep_their_checksums_with_a_fixed_serial(tmp_path: Path) -> None:
    path = tmp_path / "x.ogg"
    ogg.write(path, np.zeros((RATE, 2)), "t", "c")
    data = path.read_bytes()
    assert ogg.fixed_serial(data, 7) != data
    assert (
        ogg.fixed_serial(ogg.fixed_serial(data, 7), int.from_bytes(data[14:18], "little")) == data
    )
    assert soundfile.info(path).frames == RATE
