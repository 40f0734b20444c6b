"""`bench engine --game ravens` prints figures; here only its behaviour is checked, never its
speed."""

from __future__ import annotations

import json
import subprocess
import sys


def test_bench_engine_ravens_json_last_line_holds_the_figures() -> None:
    args = ["bench", "engine", "--game", "ravens", "--json", "--seconds", "0.05", "--windows", "1"]
    out = subprocess.run(
        [sys.executable, "-m", "odin_desktop", *args],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["game"] == "ravens"
    for key in (
        "random_turns_per_s",
        "reference_turns_per_s",
        "legal_generations_per_s",
        "reference_legal_generations_per_s",
    ):
        assert isinstance(result[key], int) and result[key] > 0, key
    ratio = result["random_turns_per_s"] / result["reference_turns_per_s"]
    assert abs(result["speedup"] - ratio) < 0.1  # the figures are rounded, the ratio is not
