"""Synthesise Odin's Ravens' sound effects into assets/ravens/sounds/*.wav.

    python -m devtools.art.ravens.sounds [OUTDIR]

Pure Python and deterministic, built from the same primitives as ODIN's effects
(devtools.art.gen_sounds: filtered noise, additive tones, bells) and levelled like them: heard
over the music at the default volumes, so both games sound like one family at one setting.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from pathlib import Path

from devtools.art.gen_sounds import (
    RATE,
    Signal,
    bandpass,
    chime,
    envelope,
    finish,
    lowpass,
    mix,
    noise,
    swell,
    tone,
    write,
)

OUT = Path(__file__).resolve().parents[3] / "assets" / "ravens" / "sounds"


def scaled(sig: Signal, gain: float) -> Signal:
    return [x * gain for x in sig]


def wing() -> Signal:
    """One wing beat: a soft push of air with a feathery flutter and a low 'whump'."""
    n = int(0.2 * RATE)
    air = lowpass(bandpass(noise(0.2, 11), 180, 1400), lambda t: 2200 - 7000 * t)
    flutter = [x * (0.75 + 0.25 * math.sin(2 * math.pi * 34 * i / RATE)) for i, x in enumerate(air)]
    push = swell(flutter, 0.28)
    whump = envelope(tone(78, 0.16, [(1, 1, 0.06), (1.9, 0.25, 0.03)]), 0.012, 1.0)
    return finish(mix((0, push[:n]), (0.02, scaled(whump, 0.5))), 0.78)


def marker() -> Signal:
    """The Odin marker set down: a wooden knock, a small bounce, a faint silver shimmer."""
    wood = [(1, 1, 0.05), (2.4, 0.45, 0.025), (3.9, 0.2, 0.015)]
    knock = mix(
        (0, envelope(tone(360, 0.14, wood), 0.002, 1.0)),
        (0, scaled(envelope(bandpass(noise(0.03, 12), 500, 3000), 0.001, 0.008), 0.3)),
    )
    shimmer = scaled(chime(1568, 0.5), 0.12)
    return finish(mix((0.004, knock), (0.08, scaled(knock, 0.35)), (0.014, shimmer)), 0.79, 0.003)


def swap() -> Signal:
    """Two landscape cards change places: two swishes crossing, then a light tap."""
    first = swell(lowpass(bandpass(noise(0.24, 13), 400, 3200), lambda t: 1500 + 9000 * t), 0.5)
    second = swell(lowpass(bandpass(noise(0.24, 14), 300, 2400), lambda t: 4000 - 9000 * t), 0.5)
    tap = envelope(bandpass(noise(0.05, 15), 900, 4200), 0.001, 0.01)
    return finish(mix((0, first), (0.08, scaled(second, 0.9)), (0.3, scaled(tap, 0.5))), 0.61)


def turn() -> Signal:
    """A landscape card turned end for end: a whirl of paper that rises and falls, a tick."""

    def cutoff(t: float) -> float:
        return 900 + 5200 * math.sin(math.pi * min(1.0, t / 0.22))

    whirl = swell(lowpass(bandpass(noise(0.22, 16), 500, 4500), cutoff), 0.45)
    tick = envelope(bandpass(noise(0.04, 17), 1600, 5000), 0.001, 0.006)
    return finish(mix((0, whirl), (0.21, scaled(tick, 0.6))), 0.42)


def extend() -> Signal:
    """A landscape card slides in at the end of the path and settles against its neighbour."""
    glide = swell(lowpass(bandpass(noise(0.3, 18), 300, 2800), lambda t: 3200 - 8000 * t), 0.3)
    settle = envelope(tone(140, 0.12, [(1, 1, 0.04), (2.3, 0.3, 0.02)]), 0.002, 1.0)
    snap = envelope(bandpass(noise(0.05, 19), 800, 3500), 0.001, 0.012)
    return finish(mix((0, glide), (0.27, scaled(settle, 0.6)), (0.27, scaled(snap, 0.45))), 0.77)


def store() -> Signal:
    """A card laid face down on the stack: a soft, muffled pat."""
    pat = envelope(lowpass(bandpass(noise(0.1, 20), 200, 1800), 1400), 0.002, 0.022)
    thud = envelope(tone(110, 0.1, [(1, 1, 0.03)]), 0.002, 1.0)
    return finish(mix((0.003, pat), (0.006, scaled(thud, 0.5))), 0.88, 0.003)


def horn(freq: float, seconds: float) -> Signal:
    """A mellow horn note that swells in and out (harmonics through a gentle low-pass)."""
    partials = [(1, 1.0, 9), (2, 0.45, 9), (3, 0.22, 9), (4, 0.1, 9)]
    raw = lowpass(tone(freq, seconds, partials, vibrato=0.003), 1800)
    n = len(raw)
    rise, fall = int(0.06 * RATE), int(0.2 * RATE)
    return [x * min(1.0, i / rise, (n - i) / fall) for i, x in enumerate(raw)]


def race_end() -> Signal:
    """A raven reaches the last space: a horn call (A3, E4) and a rising ring of bells."""
    bells = [
        (0.55 + i * 0.1, chime(f, 1.6 - i * 0.1))
        for i, f in enumerate((659.25, 783.99, 880.0, 1174.66))
    ]
    return finish(mix((0, horn(220.0, 0.35)), (0.3, horn(329.63, 0.7)), *bells), 0.52, 0.04)


def score() -> Signal:
    """One point counted: a small bright bell tick, pleasant when it repeats."""
    ping = chime(1318.5, 0.2)
    click = envelope(bandpass(noise(0.02, 21), 2000, 6000), 0.0005, 0.003)
    return finish(mix((0.002, ping), (0.002, scaled(click, 0.4))), 0.32, 0.002)


EFFECTS: dict[str, Callable[[], Signal]] = {
    "wing": wing,
    "marker": marker,
    "swap": swap,
    "turn": turn,
    "extend": extend,
    "store": store,
    "race_end": race_end,
    "score": score,
}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        target = out / f"{name}.wav"
        write(target, make())
        print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())
