"""`bench engine` prints figures; here only its behaviour is checked, never its speed."""

from __future__ import annotations

import json
import subprocess
import sys


def test_bench_engine_json_last_line_holds_the_figures() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "odin_desktop",
            "bench",
            "engine",
            "--json",
            "--seconds",
            "0.05",
            "--windows",
            "1",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["random_hands_per_s"] == result["random_hands_per_s_by_players"]["4"]
    for key in ("random_hands_per_s_by_players", "reference_hands_per_s_by_players"):
        assert set(result[key]) == {"2", "4", "6"} and all(v > 0 for v in result[key].values())
    assert result["legal_generations_per_s"] > 0
    assert result["reference_legal_generations_per_s"] > 0
