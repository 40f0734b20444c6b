"""`python -m devtools.ai.equity build`, run small: the win-chance tables the bots and the
review read are made by this command from the repository, a seed gives the same bytes, a
table says how it was made, and small tables agree with the shipped ones within their
sampling error (a table from another level's self-play does not)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from devtools.ai import equity
from devtools.ai import equity_error as error
from odin_desktop.ai.equity import read_table

ROOT = Path(__file__).resolve().parents[2]
# Small enough for CI, large enough that the tables are made of every kind of hand.
ODIN_SMALL = ["--game", "odin", "--hands", "200", "--games", "300", "--errors", "30"]
RAVENS_SMALL = ["--game", "ravens", "--races", "24", "--errors", "30"]
TINY = {
    "odin": ["--game", "odin", "--hands", "12", "--games", "20", "--errors", "2"],
    "ravens": ["--game", "ravens", "--races", "2", "--errors", "2"],
}


def _build(arguments: list[str], folder: Path) -> dict[str, object]:
    assert equity.main(["build", *arguments, "--seed", "ci", "--folder", str(folder)]) == 0
    game = arguments[1]
    document: dict[str, object] = json.loads((folder / f"equity_{game}.json").read_text("utf-8"))
    return document


def _compare(
    table: Path, capsys: pytest.CaptureFixture[str], against: Path | None = None
) -> tuple[int, dict[str, Any]]:
    extra = [] if against is None else ["--with", str(against)]
    code = equity.main(["compare", str(table), *extra])
    return code, json.loads(capsys.readouterr().out.strip().splitlines()[-1])


@pytest.mark.parametrize("game", ["odin", "ravens"])
def test_a_seed_gives_the_same_bytes_in_another_process(game: str, tmp_path: Path) -> None:
    """In process and in a process of its own with another hash seed (nothing may follow
    the order of a set of strings)."""
    here, there = tmp_path / "here", tmp_path / "there"
    _build(TINY[game], here)
    command = [sys.executable, "-m", "devtools.ai.equity", "build", *TINY[game]]
    command += ["--seed", "ci", "--folder", str(there)]
    environment = {**os.environ, "PYTHONHASHSEED": "12345"}
    subprocess.run(command, cwd=ROOT, env=environment, check=True, capture_output=True)
    name = f"equity_{game}.json"
    assert (here / name).read_bytes() == (there / name).read_bytes()
    _build(TINY[game], here)  # again, over the first
    assert (here / name).read_bytes() == (there / name).read_bytes()


def test_a_table_says_the_command_seed_and_samples_that_made_it(tmp_path: Path) -> None:
    built = _build(TINY["odin"], tmp_path)
    assert built["built_by"] == (
        "python -m devtools.ai.equity build --game odin --hands 12 --games 20 --seed ci --errors 2"
    )
    assert built["seed"] == "ci"
    assert built["samples"] == {"hands": 12, "games": 20}
    played = built["self_play"]
    assert isinstance(played, dict) and {p["hands"] for p in played.values()} == {12}


@pytest.mark.parametrize("game", ["odin", "ravens"])
def test_the_shipped_tables_were_made_by_the_command_with_its_defaults(game: str) -> None:
    shipped = read_table(game)
    sizes = (
        f"--races {equity.RAVENS_RACES}"
        if game == "ravens"
        else f"--hands {equity.ODIN_HANDS} --games {equity.LUCE_GAMES}"
    )
    assert shipped["built_by"] == f"python -m devtools.ai.equity build --game {game} {sizes} " + (
        f"--seed {equity.SEED}"
    )
    assert shipped["seed"] == equity.SEED
    if game == "ravens":
        assert shipped["samples"] == {"races": equity.RAVENS_RACES}
        assert shipped["self_play"]["races"] == equity.RAVENS_RACES
    else:
        assert shipped["samples"] == {"hands": equity.ODIN_HANDS, "games": equity.LUCE_GAMES}
        assert {p["hands"] for p in shipped["self_play"].values()} == {equity.ODIN_HANDS}


@pytest.mark.parametrize("arguments", [ODIN_SMALL, RAVENS_SMALL], ids=["odin", "ravens"])
def test_small_tables_agree_with_the_shipped_ones_within_their_sampling_error(
    arguments: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every probed chance and every self-play figure within `Z_LIMIT` standard errors. The
    Ravens table from 24 races catches a broken sum or a table of another game, not a small
    drift (`compare` on a larger build does: docs/AI.md)."""
    _build(arguments, tmp_path)
    code, found = _compare(tmp_path / f"equity_{arguments[1]}.json", capsys)
    assert found["agree"] and code == 0, found["worst"]
    assert found["figures"] > (800 if arguments[1] == "odin" else 130)


def test_a_table_from_another_level_does_not_agree(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The comparison can fail: ODIN's table from Easy's self-play is not the shipped one."""
    monkeypatch.setattr(equity, "LEVEL", "easy")
    _build(ODIN_SMALL, tmp_path)
    code, found = _compare(tmp_path / "equity_odin.json", capsys)
    assert code == 1 and not found["agree"]
    assert found["worst"]["z"] > error.Z_LIMIT


def test_compare_refuses_a_table_without_errors_or_of_another_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    built = _build(TINY["ravens"], tmp_path)
    del built["errors"]
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(built), "utf-8")
    with pytest.raises(ValueError, match="--errors"):
        equity.main(["compare", str(bare)])
    odin = tmp_path / "odin.json"
    odin.write_text(json.dumps(read_table("odin")), "utf-8")
    with pytest.raises(ValueError, match="same game"):
        equity.main(["compare", str(tmp_path / "equity_ravens.json"), "--with", str(odin)])
