"""Twin Odin's Ravens games for the contract tests (`game_kits`): identical for one seat,
different in the opponent's hidden cards; and a record broken on purpose."""

from __future__ import annotations

import random

from odin_desktop.engine.ravens.draws import RandomDraws
from odin_desktop.engine.ravens.game import RavensGame
from odin_desktop.engine.ravens.sampling import race_from_observation, sample_opponent


def twin(game: RavensGame, seat: int, rng: random.Random) -> RavensGame | None:
    """``game`` with the other seat's unseen cards dealt anew (its hand, the order and cards
    of its stack, its supply) and other future draws, the earlier races kept: a game ``seat``
    cannot tell from the real one. None when the opponent's cards admit no other split."""
    obs = game.observe(seat)
    race = game.race
    assert race is not None
    other = 1 - seat
    for _ in range(50):
        hand, stack = sample_opponent(obs, rng)
        if (hand, stack) != (race.hands[other], race.stacks[other]):
            break
    else:
        return None
    twin_game = game.copy()
    draws = RandomDraws(random.Random(rng.random()))
    twin_game.races[-1] = race_from_observation(obs, hand, stack, draws)
    return twin_game


def break_record(doc: dict) -> dict[str, int | None]:
    """Break a rule in the middle of the last race played in a written record (a turn taken by the
    seat that did not have it); the coordinates `replay` must name."""
    race = max(i for i, r in enumerate(doc["races"]) if r["turns"])
    turns = doc["races"][race]["turns"]
    turn = len(turns) // 2
    turns[turn]["seat"] = 1 - turns[turn]["seat"]
    return {"race": race, "turn": turn, "action": None}
