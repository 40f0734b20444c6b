"""Reaching the Ravens engine through the shell's commands before the game's registry entry
exists in this tree.

The `replay` and `bench` commands find a game through `odin_desktop.games`. Ravens' entry
(records, bots, screens) is the shell's to add; until it is there, these tests register a
stand-in that hands the commands exactly the engine's entry points — `record.check_document`
and the engine benchmark — so the commands' own code is what the tests run. Once the real
entry exists it is used instead, and nothing here is.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from odin_desktop import games
from odin_desktop.games.entry import GameEntry

HERE = Path(__file__).resolve().parent


def _check_record(self: GameEntry, doc: Any, with_legal: bool) -> tuple[int, dict[str, object]]:
    from odin_desktop.engine.ravens.record import check_document

    return check_document(doc, with_legal)


def _bench_engine(self: GameEntry, seconds: float, windows: int) -> tuple[dict[str, object], str]:
    from odin_desktop.benchmarks.ravens_engine_bench import format_table, run_ravens_bench

    result = run_ravens_bench(seconds=seconds, windows=windows)
    return result, format_table(result)


def _not_here(self: GameEntry, *args: object, **kwargs: object) -> Any:
    raise NotImplementedError("the tests' stand-in for Ravens has only records and the engine")


def stand_in() -> GameEntry:
    """A Ravens entry with the engine's parts (every other part of the interface refuses)."""
    namespace: dict[str, Any] = {name: _not_here for name in GameEntry.__abstractmethods__}
    namespace.update(
        id="ravens",
        title="Odin's Ravens",
        record_format="ravens-record",
        min_players=2,
        max_players=2,
        round_word="race",
        default_target=12,
        check_record=_check_record,
        bench_engine=_bench_engine,
    )
    return type("RavensEngineOnly", (GameEntry,), namespace)()


def ensure_registered() -> None:
    """Ravens in the registry: the real entry when present, else the stand-in."""
    games.GAMES.setdefault("ravens", stand_in())


def register_for_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same, undone after the test (other tests see the registry as it was)."""
    if "ravens" not in games.GAMES:
        monkeypatch.setitem(games.GAMES, "ravens", stand_in())


def command(*args: str) -> tuple[list[str], dict[str, str]]:
    """(Arguments after the Python executable, environment) to run ``odin-desktop ARGS`` in a
    child process with Ravens registered."""
    code = (
        "import sys; from ravens_registry import ensure_registered; ensure_registered(); "
        "from odin_desktop.cli import main; sys.exit(main(sys.argv[1:]))"
    )
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(HERE), env.get("PYTHONPATH")) if p)
    return ["-c", code, *args], env
