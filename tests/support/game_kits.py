"""What each game brings to the contract tests (`tests/contract/`), keyed by the registry id.

The contract tests reach a game through its registry entry; a few things only the game's own
tests can build, and each game gives them here (a third game brings its own `Kit`):

- ``twin(game, seat, rng)``: the same game at a decision, different only in cards ``seat``
  cannot see (None when the hidden cards admit no other arrangement);
- ``break_record(doc)``: break one rule in a written record, in place, and return the
  coordinates `replay` must name;
- ``session`` (games with screens): a table's controller for a setup (bots thinking in this
  process) and the session's resume of a save (`session/<game>/resume.py`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import odin_twins
import ravens_twins

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


def _odin_session() -> Session:
    from odin_desktop.session.odin.controller import OdinController
    from odin_desktop.session.odin.resume import controller_from_record

    return Session(
        lambda setup: OdinController(setup, host_factory=None),
        lambda doc: controller_from_record(doc, None),
    )


def _ravens_session() -> Session:
    from odin_desktop.session.ravens.controller import RavensController
    from odin_desktop.session.ravens.resume import controller_from_record

    return Session(
        lambda setup: RavensController(setup, host_factory=None),
        lambda doc: controller_from_record(doc, None),
    )


KITS: dict[str, Kit] = {
    "odin": Kit(odin_twins.twin, odin_twins.break_record, _odin_session()),
    "ravens": Kit(ravens_twins.twin, ravens_twins.break_record, _ravens_session()),
}


def kit(game_id: str) -> Kit:
    return KITS[game_id]
