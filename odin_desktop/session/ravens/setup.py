"""What Odin's Ravens' New game screen produces and its table needs: the two seats (Hugin's
player, seat 0, flies the top path; Munin's, seat 1, the bottom one), the target and who
takes the first turn."""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.ravens.game import DEFAULT_TARGET
from odin_desktop.session.setup import GameSetup


@dataclass(frozen=True)
class RavensSetup(
    GameSetup, game="ravens", title="Odin's Ravens", players=(2, 2), quick=2, target=DEFAULT_TARGET
):
    target: int = DEFAULT_TARGET
    first: int | None = None  # the seat that starts the first race; None: drawn by lot

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.first not in (None, 0, 1):
            raise ValueError(f"seat {self.first} cannot start: there are seats 0 and 1")
