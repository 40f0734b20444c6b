"""Play on (`session.play_on`): who sits where in the game played on. The player takes the
seat to move; the other seats are the bots the record says sat there, else Jarl; a seat that
was "You" in the record is a bot now, under a bot's name."""

from __future__ import annotations

import json

from contract_play import random_game

from odin_desktop import games
from odin_desktop.engine.records import RecordStep
from odin_desktop.i18n.terms import YOU
from odin_desktop.session.play_on import DEFAULT_LEVEL
from odin_desktop.session.setup import HUMAN


def test_the_player_takes_the_seat_to_move_and_you_becomes_a_bot() -> None:
    entry = games.game("odin")
    game, _ = random_game(entry, 4, 3, single_round=True)
    doc = json.loads(json.dumps(entry.record_of(game, ["You", "Astrid", "Bjorn"])))
    doc["seats"] = [
        {"name": "You", "kind": "human"},
        {"name": "Astrid", "kind": "expert"},
        {"name": "Bjorn", "kind": "cmd:python3 bot.py"},
    ]
    steps = [s for s in entry.record_steps(doc) if isinstance(s, RecordStep)]
    at = next(s.number for s in steps if s.seat == 1)
    seats = entry.play_on(doc, at, seed=1).seats
    assert [(s.name, s.kind) for s in seats] == [
        ("Sigrid", DEFAULT_LEVEL),  # You, a bot now, named as none of the others
        (YOU, HUMAN),
        ("Bjorn", DEFAULT_LEVEL),  # an external program is not started again: Jarl
    ]
    at = next(s.number for s in steps if s.seat == 0)
    seats = entry.play_on(doc, at, seed=1).seats
    assert [(s.name, s.kind) for s in seats] == [
        (YOU, HUMAN),
        ("Astrid", "expert"),
        ("Bjorn", DEFAULT_LEVEL),
    ]
