"""What each game brings to the contract tests (`tests/contract/`), keyed by the registry id.

The contract tests reach a game through its registry entry; a few things only the game's own
tests can build, and each game gives them in a `Kit`: ``KIT`` in its own module
``tests/support/<id>_kit.py``, found by the id (a game registered by a test, as High Card is,
puts its kit in `KITS` instead):

- ``twin(game, seat, rng)``: the same game at a decision, different only in cards ``seat``
  cannot see (None when the hidden cards admit no other arrangement);
- ``break_record(doc)``: break one rule in a written record, in place, and return the
  coordinates `replay` must name;
- ``session`` (games with screens): a table's controller for a setup (bots thinking in this
  process) and the session's resume of a save (`session/<game>/resume.py`).
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Twin = Callable[[Any, int, random.Random], Any]
Breaker = Callable[[dict[str, Any]], dict[str, int | None]]


@dataclass(frozen=True)
class Session:
    start: Callable[[Any], Any]  # a setup -> a new game's controller
    resume: Callable[[Any], Any]  # a save's document -> the controller where it stopped


@dataclass(frozen=True)
class Kit:
    twin: Twin
    break_record: Breaker
    session: Session | None = None


# Kits of games a test registered (`third_game.register`), by id.
KITS: dict[str, Kit] = {}


def kit(game_id: str) -> Kit:
    found = KITS.get(game_id)
    if found is None:
        module = importlib.import_module(f"{game_id}_kit")
        found = module.KIT
        assert isinstance(found, Kit), f"{game_id}_kit.KIT is not a Kit"
    return found
