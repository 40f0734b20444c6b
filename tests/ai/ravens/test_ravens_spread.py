"""`python -m devtools.ai.ravens_spread`, the figures behind the searches' assumed spread of a
race's result about the estimate, run small: a row for each number of payments left, every
turn of the races counted once."""

from __future__ import annotations

import json

import pytest

from devtools.ai import ravens_spread


def test_the_spread_command_counts_every_turn_once(capsys: pytest.CaptureFixture[str]) -> None:
    pairs = ravens_spread.residuals(2, "t")
    assert ravens_spread.main(["--races", "2", "--seed", "t"]) == 0
    rows = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert {int(left) for left in rows} == set(pairs)
    assert sum(row["turns"] for row in rows.values()) == sum(len(p) for p in pairs.values()) > 0
    assert all(row["sd"] >= 0 for row in rows.values())
