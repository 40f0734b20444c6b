"""What the shell promises needs no pygame, for every registered game: checking a save
(`check_save`, Continue's first step, on good and broken saves), walking a record
(`record_steps`) and the `replay` command, each in a fresh process."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import command_line
from contract_play import names, play_table, random_game
from game_kits import Kit

from odin_desktop.games.entry import GameEntry

PROBE = """
import importlib, json, sys
from odin_desktop import games
for spec in {registered!r}:
    module, _, name = spec.partition(":")
    entry = getattr(importlib.import_module(module), name)
    games.GAMES[entry.id] = entry
entry = games.game({game!r})
def load(name):
    with open(name, encoding="utf-8") as stream:
        return json.load(stream)
answers = {{}}
for name in ("save", "broken save"):
    try:
        answers[name] = entry.check_save(load({folder!r} + "/" + name + ".json"))
    except ValueError as error:  # SaveInvalid: the broken one, in plain words
        answers[name] = type(error).__name__
for doc in ({{}}, [], {{"format": entry.record_format}}):
    try:
        entry.check_save(doc)
    except ValueError as error:
        answers.setdefault("refused", []).append(type(error).__name__)
answers["steps"] = sum(1 for _ in entry.record_steps(load({folder!r} + "/record.json")))
from odin_desktop.cli import main
answers["replay"] = main(["replay", {folder!r} + "/record.json"])
print(json.dumps({{"answers": answers, "pygame": sorted(
    m for m in sys.modules if m.split(".")[0] == "pygame")}}))
"""


def saved(entry: GameEntry, kit: Kit) -> dict[str, Any]:
    """A game in progress as the autosave writes it (a record where the game has no table)."""
    if kit.session is None:
        game, _ = random_game(entry, 9, stop=lambda g: g.round_index >= 1)
        return entry.record_of(game, names(game))
    controller = kit.session.start(entry.demo_setup(entry.min_players, "easy", 9))
    play_table(controller, random.Random(9), stop=lambda c: c.game.round_index >= 1)
    return controller.record()


def test_saves_record_steps_and_replay_load_no_pygame(
    entry: GameEntry, kit: Kit, registered: list[str], tmp_path: Path
) -> None:
    save = saved(entry, kit)
    broken = json.loads(json.dumps(save))
    kit.break_record(broken)
    game, _ = random_game(entry, 10)
    for name, doc in (
        ("save", save),
        ("broken save", broken),
        ("record", entry.record_of(game, names(game))),
    ):
        (tmp_path / f"{name}.json").write_text(json.dumps(doc), encoding="utf-8")
    code = PROBE.format(registered=registered, game=entry.id, folder=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env=command_line.child_env(),
    )
    assert out.returncode == 0, out.stderr[-2000:]
    report = json.loads(out.stdout.splitlines()[-1])
    answers = report["answers"]
    assert answers["save"] is True and answers["broken save"] == "SaveInvalid"
    assert answers["refused"] == ["SaveInvalid"] * 3
    assert answers["steps"] > 0 and answers["replay"] == 0
    assert report["pygame"] == []
