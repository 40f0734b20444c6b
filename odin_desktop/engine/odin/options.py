"""The options of a game: when it ends and which colours are in the deck."""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.odin.cards import COLOURS, colour_mask

DEFAULT_TARGET = 15


@dataclass(frozen=True, slots=True)
class Options:
    target: int = DEFAULT_TARGET
    single_hand: bool = False
    colours: str = COLOURS  # colour letters in the deck, in the order of docs/RULES.md

    def __post_init__(self) -> None:
        if self.target < 1:
            raise ValueError("the target must be at least 1 point")
        if not self.colours or len(set(self.colours)) != len(self.colours):
            raise ValueError("the deck needs one or more distinct colours")
        if any(letter not in COLOURS for letter in self.colours):
            raise ValueError(f"colours are letters among {COLOURS}")

    @property
    def deck(self) -> int:
        """Mask of the cards in the deck."""
        return colour_mask(self.colours)

    def to_record(self) -> dict[str, object]:
        return {
            "target": self.target,
            "single_hand": self.single_hand,
            "colours": list(self.colours),
        }
