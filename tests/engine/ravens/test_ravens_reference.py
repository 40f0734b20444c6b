"""The engine and the independent reference implementation agree on every legal list."""

from __future__ import annotations

import json
import random

import pytest
from ravens_helpers import random_action

from odin_desktop.benchmarks.ravens.engine_bench import as_reference
from odin_desktop.benchmarks.ravens.reference import RefGame
from odin_desktop.engine.ravens import RavensGame, legal_json


def keys(entries: list[dict[str, object]]) -> set[str]:
    """Entries as comparable strings; hand cards may come in any order, stack cards may not."""
    found = set()
    for entry in entries:
        cards = entry.get("cards")
        if isinstance(cards, list):
            hand = sorted(c for c in cards if c.startswith("h:"))
            entry = {**entry, "cards": hand + [c for c in cards if c.startswith("s:")]}
        found.add(json.dumps(entry, sort_keys=True))
    return found


@pytest.mark.parametrize("seed", range(12))
def test_engine_and_reference_list_the_same_actions(seed: int) -> None:
    game = RavensGame.new(seed)
    rng = random.Random(seed)
    checked = 0
    while not game.over and checked < 1500:
        if game.needs_round:
            game.start_round()
        race = game.race
        assert race is not None
        actions = race.legal_actions()
        engine = legal_json(actions)
        assert len(keys(engine)) == len(engine), "the engine lists an action twice"
        assert keys(engine) == keys(as_reference(race).legal())
        checked += 1
        game.apply_action(random_action(actions, rng, race))


def test_the_reference_plays_whole_games() -> None:
    game = RefGame(random.Random(3))
    game.play_random(random.Random(4))
    assert game.winner in (0, 1) and max(game.totals) >= game.target and game.turns > 0
