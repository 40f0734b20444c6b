"""A piece played and mixed: every part's notes by its instrument (`voices`), panned, into a
hall (a convolution reverb whose highs die first), then mastered to the game's loudness.

A piece that loops is rendered past its end by its ``tail`` (ringing strings, the hall) and
that tail is laid back over its start, so the end runs on into the start as it would into a
repeat; its first and last milliseconds are tapered to silence where the music breathes, so a
piece also follows another piece without a click. A stinger simply rings out.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from devtools.music import loudness, voices
from devtools.music.notation import Event, Piece
from devtools.music.voices import RATE, Signal

TARGET_LUFS = -18.0
CEILING_DBTP = -2.0  # before encoding: Vorbis adds a few tenths of a dB to the peaks
SEAM_TAPER = 0.008  # seconds at each end of a loop
END_FADE = 0.6  # seconds: a stinger's last ring fades out


@dataclass(frozen=True)
class Channel:
    gain: float = -6.0  # dB
    pan: float = 0.0  # -1 left .. 1 right
    reverb: float = 0.25  # send, linear
    jitter: float = 0.006  # seconds of human timing (standard deviation)


DEFAULTS: dict[str, Channel] = {
    "lyre": Channel(-9.0, -0.25, 0.22),
    "harp": Channel(-9.0, 0.2, 0.35),
    "fiddle": Channel(-10.0, 0.1, 0.3, 0.004),
    "flute": Channel(-11.0, -0.1, 0.38, 0.004),
    "horn": Channel(-10.0, 0.0, 0.35, 0.0),
    "drone": Channel(-17.0, 0.0, 0.2, 0.0),
    "drum": Channel(-7.0, 0.05, 0.16, 0.004),
    "wings": Channel(-18.0, 0.3, 0.3, 0.01),
    "wind": Channel(-16.0, 0.0, 0.15, 0.0),
}


def instrument_of(part: str) -> str:
    """``lyre``, ``lyre_low``, ``harp2`` -> the instrument that plays the part."""
    base = part.split("_")[0].rstrip("0123456789")
    if base not in DEFAULTS:
        raise ValueError(f"no instrument plays {part!r}")
    return base


def channel(piece: Piece, part: str) -> Channel:
    base = DEFAULTS[instrument_of(part)]
    given = piece.mix.get(part, {})
    return Channel(
        given.get("gain", base.gain),
        given.get("pan", base.pan),
        given.get("reverb", base.reverb),
        given.get("jitter", base.jitter),
    )


def _held(events: list[Event]) -> list[Event]:
    """A held voice's notes that run on into the same notes as one note (a drone's section
    boundaries are no new bow strokes)."""
    merged: list[Event] = []
    for event in sorted(events, key=lambda e: e.start):
        last = merged[-1] if merged else None
        if (
            last
            and last.pitches == event.pitches
            and abs(last.start + last.beats - event.start) < 1e-6
        ):
            merged[-1] = Event(
                last.start, last.beats + event.beats, last.pitches, "", last.velocity
            )
        else:
            merged.append(event)
    return merged


class Player:
    """Plays one part's events into a mono signal."""

    def __init__(self, instrument: str, rng: np.random.Generator) -> None:
        self.instrument = instrument
        self.rng = rng
        self._cache: dict[tuple[object, ...], Signal] = {}

    def _cached(self, key: tuple[object, ...], make: Callable[[], Signal]) -> Signal:
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def sound(self, event: Event, held: float) -> list[Signal]:
        """The signals of ``event`` (one a pitch), ``held`` seconds."""
        rng, kind = self.rng, self.instrument
        if event.stroke == "w":
            return [self._cached(("w", int(rng.integers(3))), lambda: voices.wing(rng))]
        if event.stroke:
            variant = int(rng.integers(4))
            return [self._cached((event.stroke, variant), lambda: voices.drum(event.stroke, rng))]
        out = []
        for note in event.pitches:
            if kind in ("lyre", "harp"):
                string = voices.LYRE if kind == "lyre" else voices.HARP
                bucket = round(held * 20) / 20
                out.append(
                    self._cached(
                        (note, bucket),
                        lambda s=string, n=note, h=bucket: voices.pluck(s, n, h, rng),
                    )
                )
            elif kind == "drone":
                out.append(voices.drone(note, held, rng))
            elif kind == "wind":
                out.append(voices.wind(note, held, rng))
            else:
                voice = {"fiddle": voices.FIDDLE, "flute": voices.FLUTE, "horn": voices.HORN}[kind]
                out.append(voices.sustained(voice, note, held, rng))
        return out


def _gain_at(piece: Piece, part: str, beat: float) -> float:
    db = sum(g for start, end, name, g in piece.gains if name == part and start <= beat < end)
    return 10 ** (db / 20)


def play_part(piece: Piece, part: str, length: int, until: float) -> Signal:
    """``part`` of ``piece`` as a mono signal of ``length`` samples (notes from ``until``
    beats on are left out)."""
    instrument = instrument_of(part)
    rng = np.random.default_rng([piece.seed, zlib.crc32(part.encode())])
    player = Player(instrument, rng)
    spb = 60.0 / piece.tempo
    events = piece.parts[part]
    if instrument in ("drone", "wind"):
        events = _held(events)
    out = np.zeros(length)
    jitter = channel(piece, part).jitter
    for event in events:
        if event.start >= until:
            continue
        held = min(event.beats, until - event.start) * spb
        at = max(
            0,
            int(
                (event.start * spb + rng.normal(0, jitter) if jitter else event.start * spb) * RATE
            ),
        )
        level = event.velocity * rng.uniform(0.94, 1.06) * _gain_at(piece, part, event.start)
        for signal in player.sound(event, held):
            end = min(length, at + len(signal))
            if end > at:
                out[at:end] += level * signal[: end - at]
    return out


def hall(rng: np.random.Generator, length: float = 2.8) -> Signal:
    """A stereo impulse response: a few early reflections, then a dense tail whose low
    frequencies last longest."""
    n = int(length * RATE)
    t = voices.seconds(n)
    bands = ((30, 350, 2.4), (350, 1500, 2.0), (1500, 4500, 1.4), (4500, 15000, 0.7))
    out = np.zeros((n, 2))
    for c in range(2):
        tail = np.zeros(n)
        for low, high, rt60 in bands:
            tail += voices.band(rng.standard_normal(n), low, high, soft=0.3) * np.exp(
                -6.91 * t / rt60
            )
        tail *= np.clip((t - 0.02) / 0.06, 0, 1)  # the tail builds up after the first echoes
        for _ in range(7):
            at = int(rng.uniform(0.008, 0.06) * RATE)
            tail[at] += rng.uniform(0.4, 1.0) * rng.choice((-1, 1)) * 6
        out[:, c] = tail
    return out / math.sqrt(float(np.sum(out**2)) / 2)


def convolve(dry: Signal, response: Signal) -> Signal:
    n = len(dry) + len(response) - 1
    size = 1 << math.ceil(math.log2(n))
    out = np.empty((len(dry), 2))
    for c in range(2):
        wet = np.fft.irfft(np.fft.rfft(dry[:, c], size) * np.fft.rfft(response[:, c], size), size)
        out[:, c] = wet[: len(dry)]
    return out


def pan(mono: Signal, position: float) -> Signal:
    angle = (position + 1) * math.pi / 4  # constant power
    return np.stack((mono * math.cos(angle), mono * math.sin(angle)), axis=1)


def limit(signal: Signal, ceiling: float, block: int = 64) -> Signal:
    """Gentle peak control: the gain each block of samples needs, taken a few blocks early
    and eased, so no peak passes ``ceiling`` (linear) and nothing pumps audibly."""
    blocks = math.ceil(len(signal) / block)
    padded = np.zeros((blocks * block, signal.shape[1]))
    padded[: len(signal)] = signal
    peaks = np.abs(padded).reshape(blocks, block, -1).max(axis=(1, 2)) * 1.12
    need = np.minimum(1.0, ceiling / np.maximum(peaks, 1e-12))
    reach = 8
    ahead = np.concatenate((need, np.ones(reach)))
    held = np.min([np.roll(ahead, -k)[:blocks] for k in range(-reach, reach + 1)], axis=0)
    kernel = np.hanning(2 * reach + 3)
    eased = np.convolve(
        np.concatenate((np.ones(reach + 1), held, np.ones(reach + 1))),
        kernel / kernel.sum(),
        mode="same",
    )[reach + 1 : reach + 1 + blocks]
    gain = np.minimum(held, eased)
    per_sample = np.interp(np.arange(blocks * block), np.arange(blocks) * block + block / 2, gain)
    return signal * per_sample[: len(signal), None]


def master(signal: Signal) -> Signal:
    """At the game's loudness, with its true peaks under the ceiling."""
    ceiling = 10 ** (CEILING_DBTP / 20)
    for _ in range(3):
        signal = signal * 10 ** ((TARGET_LUFS - loudness.integrated(signal, RATE)) / 20)
        if loudness.true_peak(signal) <= ceiling:
            break
        signal = limit(signal, ceiling)
    return signal


def render(piece: Piece, loop: bool, bars: int | None = None) -> Signal:
    """``piece`` mixed and mastered (its first ``bars`` bars only, when given)."""
    until = float(piece.bars if bars is None else min(bars, piece.bars)) * piece.beats
    n = int(round(until * 60.0 / piece.tempo * RATE))
    total = n + int(piece.tail * RATE)
    dry = np.zeros((total, 2))
    send = np.zeros((total, 2))
    for part in sorted(piece.parts):
        mix = channel(piece, part)
        stereo = pan(play_part(piece, part, total, until), mix.pan) * 10 ** (mix.gain / 20)
        dry += stereo
        send += stereo * mix.reverb
    mixed = dry + convolve(send, hall(np.random.default_rng(piece.seed)))
    if loop:
        mixed[: total - n] += mixed[n:]
        mixed = mixed[:n]
        taper = int(SEAM_TAPER * RATE)
        ramp = np.sin(0.5 * np.pi * np.arange(taper) / taper) ** 2
        mixed[:taper] *= ramp[:, None]
        mixed[n - taper :] *= ramp[::-1, None]
    else:
        fade = int(END_FADE * RATE)
        mixed[-fade:] *= np.cos(0.5 * np.pi * np.arange(fade) / fade)[:, None] ** 2
    return master(mixed)
