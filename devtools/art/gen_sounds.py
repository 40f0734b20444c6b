"""Synthesise the game's sound effects into assets/sounds/*.wav.

    python -m devtools.art.gen_sounds

Pure Python (math, random, array, wave), deterministic (fixed seeds). Card sounds are
filtered noise bursts shaped like paper on felt; wins are bell chimes built from inharmonic
partials; every sound starts and ends on a fade so nothing clicks. The card sounds are
levelled to be heard over the music (`devtools/music`) at the default volumes (a few LU above
it), the bells above them.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[2] / "assets" / "sounds"
Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def noise(seconds: float, seed: int) -> Signal:
    rng = random.Random(seed)
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def lowpass(sig: Signal, cutoff: float | Callable[[float], float]) -> Signal:
    """One-pole low-pass; cutoff may vary with time t (seconds) for sweeps."""
    out, y = [], 0.0
    for i, x in enumerate(sig):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        a = 1 - math.exp(-2 * math.pi * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low, strict=True)]


def bandpass(sig: Signal, lo: float, hi: float, passes: int = 2) -> Signal:
    for _ in range(passes):
        sig = lowpass(highpass(sig, lo), hi)
    return sig


def envelope(sig: Signal, attack: float, decay: float, shape: float = 1.0) -> Signal:
    """Linear attack then exponential decay (time constant `decay` seconds)."""
    out = []
    for i, x in enumerate(sig):
        t = i / RATE
        env = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(x * env**shape)
    return out


def swell(sig: Signal, peak_at: float) -> Signal:
    """A soft hump (sin^2) peaking at `peak_at` of the length: a swish."""
    n = len(sig)
    return [x * math.sin(math.pi * min(1.0, (i / n) / (2 * peak_at) if i / n < peak_at
                                       else 0.5 + (i / n - peak_at) / (2 * (1 - peak_at)))) ** 2
            for i, x in enumerate(sig)]


def tone(freq: float, seconds: float, partials: Sequence[tuple[float, float, float]],
         vibrato: float = 0.0) -> Signal:
    """Additive synthesis: partials are (frequency ratio, amplitude, decay seconds)."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        vib = 1 + vibrato * math.sin(2 * math.pi * 5.2 * t) * min(1.0, t / 0.3)
        out.append(sum(a * math.exp(-t / d) * math.sin(2 * math.pi * freq * r * vib * t)
                       for r, a, d in partials))
    return out


# A bell: slightly inharmonic partials, the higher ones dying first.
BELL = [(1.0, 1.0, 0.9), (2.01, 0.45, 0.45), (3.0, 0.22, 0.3), (4.17, 0.12, 0.18),
        (5.43, 0.06, 0.12)]


def chime(freq: float, seconds: float) -> Signal:
    """One bell strike that rings out and fades smoothly to silence by `seconds`."""
    sig = envelope(tone(freq, seconds, BELL), 0.004, 10.0)
    n, tail = len(sig), int(len(sig) * 0.4)
    return [x * (0.5 + 0.5 * math.cos(math.pi * max(0, i - (n - tail)) / tail))
            for i, x in enumerate(sig)]


def mix(*tracks: tuple[float, Signal]) -> Signal:
    """Overlay signals, each starting at its offset in seconds."""
    length = max(int(off * RATE) + len(s) for off, s in tracks)
    out = [0.0] * length
    for off, s in tracks:
        start = int(off * RATE)
        for i, x in enumerate(s):
            out[start + i] += x
    return out


def finish(sig: Signal, peak: float, fade: float = 0.01) -> Signal:
    """Normalise to `peak` and fade both ends so the sound never clicks."""
    top = max(1e-9, max(abs(x) for x in sig))
    n, k = len(sig), max(1, int(fade * RATE))
    out = []
    for i, x in enumerate(sig):
        g = min(1.0, i / k, (n - 1 - i) / k)
        out.append(x / top * peak * g)
    return out


def deal() -> Signal:
    """A card flicked off the deck: a short bright whisper of paper."""
    s = bandpass(noise(0.09, 1), 1200, 4500)
    return finish(envelope(s, 0.003, 0.018), 0.88, 0.003)


def slide() -> Signal:
    """A card sliding across felt: a longer, darker swish that swells and fades."""
    s = bandpass(noise(0.26, 2), 350, 2600)
    return finish(swell(lowpass(s, lambda t: 3000 - 7000 * t), 0.35), 0.46)


def play() -> Signal:
    """Cards laid down firmly: a papery snap over a soft thump on the table."""
    snap = envelope(bandpass(noise(0.12, 3), 700, 4000), 0.002, 0.025)
    thump = envelope(tone(95, 0.16, [(1, 1, 0.05), (2.1, 0.3, 0.03)]), 0.003, 1.0)
    return finish(mix((0, snap), (0.004, [x * 0.8 for x in thump])), 0.74)


def take() -> Signal:
    """A card picked up from the middle: a rising swish and a light tick into the hand."""
    s = bandpass(noise(0.2, 4), 500, 3500)
    swish = swell(lowpass(s, lambda t: 1000 + 9000 * t), 0.7)
    tick = envelope(bandpass(noise(0.04, 5), 1800, 5000), 0.001, 0.006)
    return finish(mix((0, swish), (0.17, [x * 0.5 for x in tick])), 0.55)


def pass_() -> Signal:
    """A knuckle knock on the wooden table: two soft, low taps."""
    knock = envelope(
        mix((0, tone(180, 0.14, [(1, 1, 0.04), (2.7, 0.35, 0.02), (4.1, 0.15, 0.012)])),
            (0, [x * 0.25 for x in bandpass(noise(0.03, 6), 300, 2000)])),
        0.002, 1.0)
    return finish(mix((0, knock), (0.13, [x * 0.75 for x in knock])), 0.69)


def round_won() -> Signal:
    """Two bell notes, a fourth apart (G5, C6)."""
    return finish(mix((0, chime(784, 1.2)), (0.11, chime(1047, 1.4))), 0.5, 0.03)


def hand_won() -> Signal:
    """A rising C major arpeggio of bells."""
    notes = [523.25, 659.25, 783.99, 1046.5]
    return finish(mix(*((i * 0.11, chime(f, 1.9 - i * 0.1)) for i, f in enumerate(notes))), 0.5,
                  0.04)


def game_over() -> Signal:
    """A horn call (D4 rising to A4) that opens onto a bell chord."""
    horn_partials = [(1, 1.0, 9), (2, 0.5, 9), (3, 0.28, 9), (4, 0.12, 9), (5, 0.06, 9)]

    def horn(freq: float, seconds: float) -> Signal:
        raw = lowpass(tone(freq, seconds, horn_partials, vibrato=0.004), 2200)
        n = len(raw)
        fade_in, fade_out = int(0.08 * RATE), int(0.25 * RATE)
        return [x * min(1.0, i / fade_in, (n - i) / fade_out) for i, x in enumerate(raw)]

    bells = [(0.95 + i * 0.06, chime(f, 2.0)) for i, f in enumerate((587.33, 739.99, 880.0))]
    return finish(mix((0, horn(293.66, 0.55)), (0.5, horn(440.0, 0.75)), *bells), 0.55, 0.05)


EFFECTS: dict[str, Callable[[], Signal]] = {
    "deal": deal,
    "slide": slide,
    "play": play,
    "take": take,
    "pass": pass_,
    "round_won": round_won,
    "hand_won": hand_won,
    "game_over": game_over,
}


def write(path: Path, sig: Signal) -> None:
    data = array("h", (max(-32767, min(32767, round(x * 32767))) for x in sig))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0]) if args else OUT
    out.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        path = out / f"{name}.wav"
        write(path, make())
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
