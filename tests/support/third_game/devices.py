"""How each device makes High Card's moves at its table, for the drivers that play whole games
by one device (`devtools.drivers.registered`: ``--register third_game.devices:ENTRY``): a
card is clicked (a mouse, a finger), or the keys' cursor walked to it with → and played with
Enter (a pad: the D-pad's right, then A)."""

from __future__ import annotations

from typing import Any

from third_game.entry import ENTRY
from third_game.table import HighCardTableScene

__all__ = ["DEVICE_MOVES", "ENTRY"]


def _steps(table: HighCardTableScene, action: int) -> int:
    """The presses of → that bring the keys' cursor to ``action`` (the first one shows it
    where it stands)."""
    model = table.model
    hand = model.hand()
    shown = int(not model.cursor_shown)
    return shown + (hand.index(action) - model.cursor % len(hand)) % len(hand)


class HighCardMoves:
    def made(self, table: Any) -> object:
        state = table.controller.round
        return None if state is None else (table.controller.game.round_index, len(state.played))

    def keys(self, table: Any, action: int) -> list[str]:
        return ["Right"] * _steps(table, action) + ["Return"]

    def buttons(self, table: Any, action: int) -> list[str]:
        return ["right"] * _steps(table, action) + ["a"]

    def taps(self, table: Any, action: int) -> list[tuple[int, int]]:
        sprite = table.view.sprites[action]
        return [sprite.rect().center]


DEVICE_MOVES = HighCardMoves()
