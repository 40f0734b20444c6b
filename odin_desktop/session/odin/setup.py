"""What ODIN's New game screen produces and its table needs: seats, names and options."""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.odin.options import DEFAULT_TARGET
from odin_desktop.session.setup import GameSetup


@dataclass(frozen=True)
class OdinSetup(
    GameSetup, game="odin", title="ODIN", players=(2, 6), quick=4, target=DEFAULT_TARGET
):
    target: int = DEFAULT_TARGET
    single_hand: bool = False
    two_player_variant: bool = True
