"""The instruments, synthesised from scratch with numpy: each turns one note (or stroke) into
a mono signal at `RATE`, starting at the note's onset.

- plucked strings (``lyre``, ``harp``): decaying partials, the higher ones dying first, a
  slightly stretched series, a soft 2 ms attack and a touch of the finger's noise;
- wavetable voices (``fiddle``, a bowed lyre; ``flute``, a wooden flute; ``horn``, a lur;
  ``drone``, a bowed drone): one period's timbre read at the note's pitch with vibrato, under a
  slow attack and release, with bow or breath noise;
- the ``drum`` (a frame drum: the skin's modes, a pitch that settles, a slap of noise), the
  ``wing`` beat (a swell of filtered air) and the ``wind`` (noise shaped in time and frequency).

Every random choice comes from the generator the caller passes (seeded by the score).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

RATE = 44100
Signal = NDArray[np.float64]
TABLE = 2048  # samples in one period of a wavetable


def hz(note: int) -> float:
    return 440.0 * 2.0 ** ((note - 69) / 12)


def seconds(n: int) -> Signal:
    return np.arange(n, dtype=np.float64) / RATE


def fast_size(n: int) -> int:
    """The smallest length at least ``n`` made of 2s, 3s and 5s (quick to transform)."""
    best = 1 << max(0, (n - 1).bit_length())
    p5 = 1
    while p5 < best:
        p35 = p5
        while p35 < best:
            size = p35
            while size < n:
                size *= 2
            best = min(best, size)
            p35 *= 3
        p5 *= 5
    return best


def band(signal: Signal, low: float, high: float, soft: float = 0.25) -> Signal:
    """``signal`` through a band-pass with gentle (raised-cosine, in octaves) skirts."""
    size = fast_size(len(signal))
    spectrum = np.fft.rfft(signal, size)
    freqs = np.fft.rfftfreq(size, 1 / RATE)
    octaves = np.log2(np.maximum(freqs, 1.0))
    lo, hi = math.log2(max(low, 1.0)), math.log2(high)
    rise = np.clip((octaves - (lo - soft)) / soft, 0, 1)
    fall = np.clip(((hi + soft) - octaves) / soft, 0, 1)
    gain = np.sin(0.5 * np.pi * rise) ** 2 * np.sin(0.5 * np.pi * fall) ** 2
    return np.fft.irfft(spectrum * gain, size)[: len(signal)]


def _release(n_note: int, n_tail: int, release: float) -> Signal:
    """1 while the note is held, then an exponential fall over ``release`` seconds."""
    env = np.ones(n_note + n_tail)
    if n_tail:
        env[n_note:] = np.exp(-seconds(n_tail) / max(release, 1e-3) * 4.6)
    return env


# ---------------------------------------------------------------------------- plucked strings


@dataclass(frozen=True)
class Pluck:
    ring: float  # seconds the fundamental takes to fall by 1/e
    brightness: float  # how slowly the partials fall away with their number
    position: float  # where the string is plucked (fraction of its length)
    stretch: float  # inharmonicity
    release: float  # seconds a damped string takes to fall silent
    noise: float  # the finger's noise, relative


LYRE = Pluck(ring=1.1, brightness=0.72, position=0.21, stretch=2.0e-4, release=0.35, noise=0.05)
HARP = Pluck(ring=2.2, brightness=0.62, position=0.3, stretch=1.0e-4, release=0.9, noise=0.025)


def pluck(kind: Pluck, note: int, held: float, rng: np.random.Generator) -> Signal:
    f0 = hz(note)
    n_note = int(held * RATE)
    n_tail = int(kind.release * RATE)
    t = seconds(n_note + n_tail)
    count = max(1, min(18, int(9000 / f0)))
    k = np.arange(1, count + 1, dtype=np.float64)
    freqs = k * f0 * np.sqrt(1 + kind.stretch * k * k)
    amps = np.abs(np.sin(np.pi * k * kind.position)) / k * kind.brightness ** (k - 1)
    taus = kind.ring * (220.0 / f0) ** 0.35 / (1 + 0.35 * (k - 1) ** 1.25)
    phases = rng.uniform(0, 2 * np.pi, count)
    out = np.zeros(len(t))
    for f, a, tau, phase in zip(freqs, amps, taus, phases, strict=True):
        if f < RATE / 2.2:
            out += a * np.exp(-t / tau) * np.sin(2 * np.pi * f * t + phase)
    burst = int(0.012 * RATE)
    out[:burst] += (
        kind.noise * band(rng.standard_normal(burst), 800, 5000) * np.linspace(1, 0, burst)
    )
    out *= 1 - np.exp(-t / 0.0022)  # a finger, not a hammer: no click at the onset
    return out * _release(n_note, n_tail, kind.release)


# ---------------------------------------------------------------------------- wavetable voices


@dataclass(frozen=True)
class Sustained:
    harmonics: Callable[[float], Signal]  # amplitude of each harmonic, for a fundamental (Hz)
    attack: float
    release: float
    vibrato: float  # depth (fraction of the pitch)
    vibrato_rate: float
    noise: float  # bow or breath, relative
    noise_band: tuple[float, float]  # multiples of the pitch the noise is filtered to


def _body(
    f0: float, formants: tuple[tuple[float, float, float], ...], count: int, tilt: float
) -> Signal:
    """Harmonic amplitudes of a sawtooth-like source through resonances (Hz, gain, width)."""
    k = np.arange(1, count + 1, dtype=np.float64)
    f = k * f0
    amps = k**-tilt
    shape = np.full(count, 0.35)
    for centre, gain, width in formants:
        shape += gain * np.exp(-0.5 * (np.log2(f / centre) / width) ** 2)
    amps *= shape
    amps[f > 9000] = 0.0
    amps *= np.clip((12000 - f) / 3000, 0, 1)
    return amps


FIDDLE = Sustained(
    harmonics=lambda f0: _body(
        f0, ((290, 1.0, 0.35), (1100, 0.7, 0.45), (2600, 0.4, 0.5)), 40, 1.0
    ),
    attack=0.09,
    release=0.22,
    vibrato=0.0028,
    vibrato_rate=5.3,
    noise=0.035,
    noise_band=(2, 9),
)
FLUTE = Sustained(
    harmonics=lambda f0: np.array([1.0, 0.22, 0.1, 0.035, 0.015]),
    attack=0.07,
    release=0.16,
    vibrato=0.0032,
    vibrato_rate=4.9,
    noise=0.06,
    noise_band=(0.8, 3.5),
)
HORN = Sustained(
    harmonics=lambda f0: _body(f0, ((500, 0.9, 0.6), (1300, 0.5, 0.5)), 24, 1.2),
    attack=0.11,
    release=0.3,
    vibrato=0.0015,
    vibrato_rate=4.6,
    noise=0.012,
    noise_band=(1, 6),
)
DRONE = Sustained(
    harmonics=lambda f0: _body(f0, ((180, 0.8, 0.5), (700, 0.6, 0.6), (1800, 0.25, 0.5)), 48, 1.05),
    attack=1.4,
    release=1.8,
    vibrato=0.0,
    vibrato_rate=0.0,
    noise=0.012,
    noise_band=(1.5, 12),
)


def _table(amps: Signal, rng: np.random.Generator) -> Signal:
    """One period holding the harmonics ``amps``, at random (fixed) phases, closed for interp."""
    phase = np.arange(TABLE) / TABLE
    period = np.zeros(TABLE)
    for k, a in enumerate(amps, start=1):
        if a > 0:
            period += a * np.sin(2 * np.pi * k * phase + rng.uniform(0, 2 * np.pi))
    return np.append(period, period[0])


def sustained(
    kind: Sustained, note: int, held: float, rng: np.random.Generator, detune: float = 0.0
) -> Signal:
    f0 = hz(note) * (1 + detune)
    n_note = max(1, int(held * RATE))
    n_tail = int(kind.release * RATE)
    n = n_note + n_tail
    t = seconds(n)
    onset = np.clip(t / 0.35, 0, 1) ** 2  # vibrato grows in once the note has spoken
    wobble = kind.vibrato * onset * np.sin(2 * np.pi * kind.vibrato_rate * t + rng.uniform(0, 6.3))
    drift = 0.0008 * np.sin(2 * np.pi * rng.uniform(0.05, 0.15) * t + rng.uniform(0, 6.3))
    phase = np.cumsum(f0 * (1 + wobble + drift) / RATE) % 1.0
    table = _table(kind.harmonics(f0), rng)
    out = np.interp(phase * TABLE, np.arange(TABLE + 1), table)
    out /= max(1e-9, float(np.max(np.abs(table))))
    if kind.noise:
        lo, hi = kind.noise_band
        breath = band(rng.standard_normal(n), f0 * lo, min(RATE / 2.3, f0 * hi))
        breath /= max(1e-9, float(np.std(breath)))
        out += kind.noise * breath
    attack = np.clip(t / kind.attack, 0, 1)
    env = np.sin(0.5 * np.pi * attack) ** 2 * _release(n_note, n_tail, kind.release)
    return out * env


def drone(note: int, held: float, rng: np.random.Generator) -> Signal:
    """Two bows a hair apart, so the drone breathes (a slow beat) rather than stands still."""
    a = sustained(DRONE, note, held, rng, detune=-0.0009)
    b = sustained(DRONE, note, held, rng, detune=+0.0011)
    t = seconds(len(a))
    swell = 1 + 0.12 * np.sin(2 * np.pi * rng.uniform(0.04, 0.08) * t + rng.uniform(0, 6.3))
    return 0.5 * (a + b) * swell


# ---------------------------------------------------------------------------- drum, wings, wind

MODES = np.array([1.0, 1.59, 2.14, 2.30, 2.65, 2.92, 3.16])


def drum(stroke: str, rng: np.random.Generator) -> Signal:
    """A frame drum: ``B`` the deep stroke, ``T`` the edge, ``k`` a ghost note."""
    deep = stroke == "B"
    n = int((0.9 if deep else 0.35) * RATE)
    t = seconds(n)
    f0 = (66.0 if deep else 150.0) * rng.uniform(0.985, 1.015)
    glide = 1 + (0.05 if deep else 0.02) * np.exp(-t / 0.035)
    amps = (
        np.array([1.0, 0.45, 0.28, 0.2, 0.12, 0.08, 0.05])
        if deep
        else np.array([0.35, 0.8, 0.6, 0.5, 0.35, 0.25, 0.2])
    )
    decays = np.array([0.42, 0.22, 0.15, 0.12, 0.09, 0.07, 0.06]) * (1.0 if deep else 0.45)
    out = np.zeros(n)
    phase = np.cumsum(glide) / RATE
    for ratio, a, d in zip(MODES, amps, decays, strict=True):
        out += a * np.exp(-t / d) * np.sin(2 * np.pi * f0 * ratio * phase + rng.uniform(0, 6.3))
    slap_n = int(0.03 * RATE)
    slap = band(rng.standard_normal(slap_n), 300 if deep else 900, 1800 if deep else 4200)
    slap *= np.exp(-seconds(slap_n) / (0.006 if deep else 0.008))
    out[:slap_n] += (0.35 if deep else 0.7) * slap / max(1e-9, float(np.max(np.abs(slap))))
    out *= 1 - np.exp(-t / 0.0025)
    return out * (0.32 if stroke == "k" else 1.0)


def wing(rng: np.random.Generator) -> Signal:
    """One wingbeat: a soft push of air that swells and falls, with a feathery flutter."""
    n = int(0.32 * RATE)
    t = seconds(n)
    air = band(rng.standard_normal(n), 220, 1700, soft=0.5)
    flutter = 0.8 + 0.2 * np.sin(2 * np.pi * rng.uniform(26, 34) * t)
    hump = np.sin(np.pi * np.clip(t / 0.32, 0, 1)) ** 3
    out = air * flutter * hump
    return out / max(1e-9, float(np.max(np.abs(out))))


def wind(note: int, held: float, rng: np.random.Generator) -> Signal:
    """Wind: noise whose band wanders about the note's pitch and whose strength gusts."""
    hop, size = 1024, 2048
    n = int(held * RATE)
    frames = n // hop + 2
    noise = rng.standard_normal((frames + 1) * hop)
    window = np.hanning(size)
    freqs = np.fft.rfftfreq(size, 1 / RATE)
    centre = hz(note)
    times = np.arange(frames) * hop / RATE
    wander = centre * 2 ** (
        0.45 * np.sin(2 * np.pi * 0.043 * times + rng.uniform(0, 6.3))
        + 0.2 * np.sin(2 * np.pi * 0.11 * times + rng.uniform(0, 6.3))
    )
    gust = (
        0.55
        + 0.3 * np.sin(2 * np.pi * 0.07 * times + rng.uniform(0, 6.3))
        + 0.15 * np.sin(2 * np.pi * 0.19 * times + rng.uniform(0, 6.3))
    )
    out = np.zeros((frames + 1) * hop)
    log_f = np.log2(np.maximum(freqs, 20.0))
    for i in range(frames):
        chunk = noise[i * hop : i * hop + size]
        if len(chunk) < size:
            break
        shape = np.exp(-0.5 * ((log_f - math.log2(wander[i])) / 0.55) ** 2) * gust[i]
        out[i * hop : i * hop + size] += (
            np.fft.irfft(np.fft.rfft(chunk * window) * shape, size) * window
        )
    out = out[:n]
    fade = min(n // 2, int(1.5 * RATE))
    if fade:
        ramp = np.sin(0.5 * np.pi * np.arange(fade) / fade) ** 2
        out[:fade] *= ramp
        out[n - fade :] *= ramp[::-1]
    return out / max(1e-9, float(np.std(out))) * 0.25
