"""Seats, the same in every game: who sits there (a human, a bot level, an external bot) and
under which name. Each game's own setup (`session/<game>/setup.py`) adds its options."""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"
BOT_NAMES = ("Astrid", "Bjorn", "Sigrid", "Leif", "Ingrid", "Ragnar", "Freya", "Ulf")


@dataclass(frozen=True)
class SeatSetup:
    name: str
    kind: str = HUMAN  # "human", a bot level, a level with budget ("hard@100ms"), or "cmd:…"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN
