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


def bench_row(
    unit: str, times_ms: Sequence[float], work: str, counts: Sequence[int]
) -> dict[str, float]:
    """A level's row of `bench ai`: how many ``unit``s were timed ("moves", "turns") and
    their `timing`, and when it searched, the median of ``counts`` as ``work``_p50."""
    row: dict[str, float] = {unit: len(times_ms), **timing(times_ms)}
    if counts:
        row[f"{work}_p50"] = percentile([float(n) for n in counts], 50)
    return row


def over_limit(row: dict[str, float], limit: float | None) -> bool:
    """Whether a `bench_row` is over its 95th percentile ``limit`` (None: none stated)."""
    return limit is not None and row["p95"] > limit


def row_text(row: dict[str, float], work: str, width: int, limit: float | None) -> str:
    """A `bench_row`'s times, its ``work`` median in a column ``width`` wide (blank when it
    did not search) and, with a ``limit``, "ok" or "OVER": the readable table's columns."""
    searched = f"{row[work]:>{width}.0f}" if work in row else " " * width
    flag = "" if limit is None else "  OVER" if over_limit(row, limit) else "  ok"
    return f" {row['p50']:>8.2f} {row['p95']:>8.2f} {row['p99']:>8.2f} {searched}{flag}"


def ci95(samples: Sequence[float], mean: float) -> tuple[float, float]:
    """The 95% interval of a mean of independent samples (normal approximation), in [0, 1]."""
    n = len(samples)
    if n < 2:
        return (0.0, 1.0)
    variance = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = 1.96 * math.sqrt(variance / n)
    return (max(0.0, mean - half), min(1.0, mean + half))
