"""devtools/ai/strength: every claim's seats are SPECs of its game (the `today-` ones the
levels of then), a run appends each game and goes on where it stopped, and the report counts
whole deals, with their interval, the CPU time and the load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from devtools.ai import strength
from devtools.ai.versus_today import _Entry
from odin_desktop import games
from odin_desktop.ai import arena


def test_every_claim_seats_specs_of_its_game() -> None:
    for claim in strength.CLAIMS.values():
        entry = _Entry(claim.game)
        for spec in claim.seats:
            entry.parse_spec(spec)
        assert len(claim.seats) in (2, 4) and 0 < claim.goal < 1


def test_a_run_goes_on_where_it_stopped_and_reports_whole_deals(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    tiny = strength.Claim("odin", ("expert@3it", "today-expert@3it"), 0.55, "tiny")
    monkeypatch.setitem(strength.CLAIMS, "tiny", tiny)
    out = tmp_path / "tiny.jsonl"
    said: list[str] = []
    assert strength.run("tiny", 2, "s", out, said.append) == 0
    rows = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    assert [(r["deal"], r["rotation"]) for r in rows] == [(0, 0), (0, 1)]
    assert rows[0]["specs"] == ["expert@3it", "today-expert@3it"]
    assert rows[1]["specs"] == ["today-expert@3it", "expert@3it"]
    assert all(r["cpu_seconds"] >= 0 and r["load"] >= 0 for r in rows)
    assert strength.run("tiny", 4, "s", out, said.append) == 0  # two more, not four
    # The arena finds the games in the registry again: left patched, every later arena in the
    # process played ODIN whatever game it asked for (the contract tests' records, in CI).
    assert arena.game_entry is games.game  # type: ignore[attr-defined]  # the arena's own import
    assert len(out.read_text("utf-8").splitlines()) == 4 and len(said) == 4
    with out.open("a", encoding="utf-8") as stream:  # half a deal: left out of the figures
        stream.write(json.dumps({**rows[0], "deal": 7}) + "\n")
    [figure] = strength.report([out])
    # The command as run from the shell: `run` has nothing left to play, `report` prints it.
    assert strength.main(["run", "tiny", "--games", "4", "--seed", "s", "--out", str(out)]) == 0
    capsys.readouterr()
    assert strength.main(["report", str(out)]) == 0
    assert json.loads(capsys.readouterr().out) == json.loads(json.dumps(figure))
    assert figure["games"] == 4 and figure["deals"] == 2
    low, high = figure["win_share_ci95"]
    assert 0.0 <= low <= figure["win_share"] <= high <= 1.0
    assert figure["command"] == "python -m devtools.ai.strength run tiny --games 4 --seed s"
