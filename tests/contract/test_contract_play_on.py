"""Play on from here (`GameEntry.play_on`, `session.play_on`), for every registered game: from
any moment of a record, a record of that position that follows the rules, where the seat to
move sees exactly what it saw, the cards it could not see dealt again (otherwise for another
seed, alike for the same seed), the other seats given to bots and the seat to the player."""

from __future__ import annotations

import json
from typing import Any

import pytest
from contract_play import names, player_counts, random_game

from odin_desktop.engine.records import RecordStep
from odin_desktop.games.entry import GameEntry
from odin_desktop.i18n.terms import YOU
from odin_desktop.session.play_on import DEFAULT_LEVEL, position
from odin_desktop.session.setup import HUMAN


def source(
    entry: GameEntry, seed: int, players: int, single_round: bool = False
) -> tuple[dict[str, Any], list[Any]]:
    """A record of random play: its first two rounds (or its single round, to the end)."""
    game, _ = random_game(entry, seed, players, single_round, lambda g: g.round_index > 1)
    doc = json.loads(json.dumps(entry.record_of(game, names(game))))
    return doc, [s for s in entry.record_steps(doc) if isinstance(s, RecordStep)]


def moments(count: int, every: int = 7) -> list[int]:
    """Decisions to play on after: the first, the last, and some between."""
    return sorted({0, count - 1, *range(3, count, max(1, count // every))})


def test_play_on_sets_the_position_as_the_seat_saw_it(entry: GameEntry) -> None:
    for players in player_counts(entry):
        doc, steps = source(entry, 21 + players, players)
        for decisions in moments(len(steps)):
            check(entry, doc, steps, decisions)


def check(entry: GameEntry, doc: dict[str, Any], steps: list[Any], decisions: int) -> None:
    """Play on after ``decisions`` decisions of ``doc`` (walked in ``steps``)."""
    start = entry.play_on(doc, decisions, seed=5)
    kept = start.origin.decisions
    assert kept <= decisions and steps[kept].seat == steps[decisions].seat
    walked = list(entry.record_steps(start.record))  # the rules hold all through
    made = [s for s in walked if isinstance(s, RecordStep)]
    assert len(made) == kept
    game, seat = position(walked, kept)
    assert seat == start.seat == steps[kept].seat
    assert game.observe(seat) == steps[kept].observation  # all it knew, no more
    assert tuple(game.totals) == tuple(steps[kept].before.totals)
    # The seat's own decisions are the same; the others' may name cards it never saw.
    mine = [(s.where, s.action) for s in made if s.seat == seat]
    assert mine == [(s.where, s.action) for s in steps[:kept] if s.seat == seat]
    assert start.seats[seat].kind == HUMAN and start.seats[seat].name == YOU
    assert all(
        s.kind == DEFAULT_LEVEL and s.name == n
        for i, (s, n) in enumerate(zip(start.seats, doc["players"], strict=True))
        if i != seat
    )


def test_the_unseen_cards_are_dealt_again_by_the_seed(entry: GameEntry) -> None:
    doc, steps = source(entry, 22, entry.min_players)
    middle = len(steps) // 2
    records = [json.dumps(entry.play_on(doc, middle, seed=s).record) for s in range(6)]
    assert len(set(records)) > 1  # not the source's cards: the seed deals them
    assert json.dumps(entry.play_on(doc, middle, seed=3).record) == records[3]


def test_nobody_plays_on_after_the_end(entry: GameEntry) -> None:
    doc, steps = source(entry, 23, entry.min_players, single_round=True)
    with pytest.raises(ValueError, match="nothing to play on"):
        entry.play_on(doc, len(steps), seed=1)
    with pytest.raises(ValueError, match="not in the game"):
        entry.play_on(doc, len(steps) + 1, seed=1)
