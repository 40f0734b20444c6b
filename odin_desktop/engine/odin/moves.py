"""Moves: a compact integer *action* for the hot path, a readable `Move` for everything else.

An action packs a move into one int: bits 0..53 hold the cards played (0 for a pass) and the
bits from 54 up hold ``take + 1`` (0 when nothing is taken). Actions are hashable, cheap to
build and compare, and convert losslessly to and from `Move` and the record form.
"""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.odin.cards import DECK_SIZE, card_code, cards_of, codes_of, mask_of

PLAY_BITS = (1 << DECK_SIZE) - 1
TAKE_SHIFT = DECK_SIZE
PASS = 0


def make_action(play: int, take: int | None = None) -> int:
    """The action that plays the cards of mask ``play`` and takes ``take`` (a card or None)."""
    return play if take is None else play | ((take + 1) << TAKE_SHIFT)


def action_play(action: int) -> int:
    return action & PLAY_BITS


def action_take(action: int) -> int | None:
    t = action >> TAKE_SHIFT
    return t - 1 if t else None


@dataclass(frozen=True, slots=True)
class Move:
    """A move as people read it: the cards played (none for a pass) and the card taken."""

    play: frozenset[int] = frozenset()
    take: int | None = None

    @property
    def is_pass(self) -> bool:
        return not self.play

    @classmethod
    def from_action(cls, action: int) -> Move:
        return cls(frozenset(cards_of(action & PLAY_BITS)), action_take(action))

    def to_record(self) -> dict[str, object]:
        """The move in game-record form, without its seat."""
        if self.is_pass:
            return {"pass": True}
        entry: dict[str, object] = {"play": codes_of(mask_of(self.play))}
        if self.take is not None:
            entry["take"] = card_code(self.take)
        return entry

    def __str__(self) -> str:
        if self.is_pass:
            return "pass"
        text = " ".join(codes_of(mask_of(self.play)))
        return text if self.take is None else f"{text} (take {card_code(self.take)})"


def action_to_record(action: int) -> dict[str, object]:
    return Move.from_action(action).to_record()
