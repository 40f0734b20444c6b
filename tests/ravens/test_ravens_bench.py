"""`bench engine --game ravens` prints figures; here only its behaviour is checked, never its
speed."""

from __future__ import annotations

import json
import subprocess
import sys


def test_bench_engine_ravens_json_last_line_holds_the_figures() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "odin_desktop",
            "bench",
            "engine",
            "--game",
            "ravens",
            "--json",
            "--seconds",
            "0.05",
            "--windows",
            "1",
        ],
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
    assert result["speedup"] == round(
        result["random_turns_per_s"] / result["reference_turns_per_s"], 1
    )


def test_bench_engine_without_a_game_is_odins() -> None:
    from odin_desktop.cli import build_parser

    args = build_parser().parse_args(["bench", "engine"])
    assert args.game == "odin"
