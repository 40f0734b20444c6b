"""Loudness and true peak after ITU-R BS.1770-4 (EBU R 128's measures), written here with numpy.

- Integrated loudness (LUFS): each channel K-weighted (the standard's high-shelf and high-pass,
  their coefficients worked out for the signal's rate from the analogue prototypes, as
  libebur128 does), mean squares over 400 ms blocks every 100 ms, gated at -70 LUFS and then
  10 LU under the loudness of the blocks that passed.
- True peak (dBTP): the signal 4 times oversampled (a Kaiser-windowed sinc, 24 taps each
  side of a phase) and its largest magnitude.

The filters are applied in the frequency domain over the whole signal (zero-padded, so the
result is the recursive filters' own up to rounding): numpy has no recursive filter, and a loop
over millions of samples in Python would take minutes.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray

Signal = NDArray[np.float64]
ABSOLUTE_GATE = -70.0
RELATIVE_GATE = -10.0
OVERSAMPLE = 4
HALF_TAPS = 24  # per phase, each side


def _biquad_response(
    b: tuple[float, float, float], a: tuple[float, float, float], w: Signal
) -> NDArray[np.complex128]:
    z1 = np.exp(-1j * w)
    z2 = z1 * z1
    numerator, denominator = b[0] + b[1] * z1 + b[2] * z2, a[0] + a[1] * z1 + a[2] * z2
    response: NDArray[np.complex128] = numerator / denominator
    return response


def k_weighting(rate: int, w: Signal) -> NDArray[np.complex128]:
    """The K-weighting's response at the angular frequencies ``w`` (radians a sample)."""
    # stage 1: the head's high shelf (+4 dB above ~1.7 kHz)
    f0, gain, q = 1681.974450955533, 3.999843853973347, 0.7071752369554196
    k = math.tan(math.pi * f0 / rate)
    vh = 10 ** (gain / 20)
    vb = vh**0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf = _biquad_response(
        ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0),
        (1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0),
        w,
    )
    # stage 2: the RLB high-pass (~38 Hz)
    f0, q = 38.13547087602444, 0.5003270373238773
    k = math.tan(math.pi * f0 / rate)
    a0 = 1 + k / q + k * k
    high = _biquad_response(
        (1.0, -2.0, 1.0), (1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0), w
    )
    return shelf * high


def _channels(signal: Signal) -> Signal:
    return signal[:, None] if signal.ndim == 1 else signal


def weighted(signal: Signal, rate: int) -> Signal:
    """Each channel of ``signal`` (samples, or samples x channels) K-weighted."""
    x = _channels(signal)
    n = len(x)
    size = 1 << math.ceil(math.log2(n + rate))  # a second of zeros: the filters' tails fit
    w = 2 * np.pi * np.fft.rfftfreq(size).astype(np.float64, copy=False)
    response = k_weighting(rate, w)
    out = np.empty_like(x, dtype=np.float64)
    for c in range(x.shape[1]):
        out[:, c] = np.fft.irfft(np.fft.rfft(x[:, c], size) * response, size)[:n]
    return out


def block_powers(signal: Signal, rate: int, block: float = 0.4, step: float = 0.1) -> Signal:
    """The K-weighted mean square of every ``block`` seconds, one every ``step``, summed over
    the channels (front left and right weigh 1)."""
    z = weighted(signal, rate) ** 2
    summed = z.sum(axis=1)
    size, hop = int(round(block * rate)), int(round(step * rate))
    if len(summed) < size:
        return np.array([summed.mean()]) if len(summed) else np.array([0.0])
    cumulative = np.concatenate(([0.0], np.cumsum(summed)))
    starts = np.arange(0, len(summed) - size + 1, hop)
    return (cumulative[starts + size] - cumulative[starts]) / size


def _lufs(power: float) -> float:
    return -0.691 + 10 * math.log10(power) if power > 0 else -math.inf


def integrated(signal: Signal, rate: int) -> float:
    """Integrated loudness in LUFS (gated, BS.1770-4); -inf for silence."""
    powers = block_powers(signal, rate)
    loud = np.array([_lufs(p) for p in powers])
    kept = powers[loud > ABSOLUTE_GATE]
    if not len(kept):
        return -math.inf
    gate = _lufs(float(kept.mean())) + RELATIVE_GATE
    kept = powers[(loud > ABSOLUTE_GATE) & (loud > gate)]
    return _lufs(float(kept.mean()))


def momentary_max(signal: Signal, rate: int) -> float:
    """The loudest 400 ms (LUFS): how loud a short sound is heard."""
    return _lufs(float(block_powers(signal, rate).max()))


def _interpolators() -> Signal:
    """The polyphase filters of the 4x oversampler: one row per phase (phase 0 is the samples
    themselves)."""
    taps = np.arange(-HALF_TAPS, HALF_TAPS, dtype=np.float64)
    rows = []
    for phase in range(OVERSAMPLE):
        x = taps + phase / OVERSAMPLE
        window = np.kaiser(2 * HALF_TAPS + 1, 8.0)
        # the window read at the same fractional places as the sinc
        places = np.interp(x, np.arange(-HALF_TAPS, HALF_TAPS + 1), window)
        row = np.sinc(x * 0.98) * places
        rows.append(row / row.sum())  # unity gain for a steady signal
    return np.array(rows)


def true_peak(signal: Signal) -> float:
    """The largest magnitude of the signal oversampled 4 times (linear, full scale 1.0)."""
    x = _channels(signal)
    filters = _interpolators()
    top = float(np.max(np.abs(x))) if len(x) else 0.0
    for c in range(x.shape[1]):
        padded = np.concatenate((np.zeros(HALF_TAPS), x[:, c], np.zeros(HALF_TAPS)))
        for phase in range(1, OVERSAMPLE):
            # y[n] = sum_j x[n + j] h[j]: the value between sample n and n + 1
            y = np.convolve(padded, filters[phase][::-1], mode="valid")
            top = max(top, float(np.max(np.abs(y))))
    return top


def db(value: float) -> float:
    return 20 * math.log10(value) if value > 0 else -math.inf
