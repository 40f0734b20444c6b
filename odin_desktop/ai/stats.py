"""The two statistics the arena and the benchmarks report: percentiles of times and the 95%
interval of a win share."""

from __future__ import annotations

import math
from collections.abc import Sequence


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) by the nearest-rank method; 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100.0 * len(ordered)))
    return ordered[rank - 1]


def timing(times_ms: Sequence[float]) -> dict[str, float]:
    """p50, p95 and p99 of ``times_ms``, to a hundredth of a millisecond (`bench ai`)."""
    return {f"p{q}": round(percentile(times_ms, q), 2) for q in (50, 95, 99)}


def ci95(samples: Sequence[float], mean: float) -> tuple[float, float]:
    """The 95% interval of a mean of independent samples (normal approximation), in [0, 1]."""
    n = len(samples)
    if n < 2:
        return (0.0, 1.0)
    variance = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = 1.96 * math.sqrt(variance / n)
    return (max(0.0, mean - half), min(1.0, mean + half))
