"""A hint at Odin's Ravens' table, pygame-free: the helper bot's action said in the player's
words (the cards, what they do, where: the target of an Odin card, a joker, cards from the
stack) and where the table shows it (`HintMarks`: the cards to pick, the pile or button, the
spaces or cards of the paths).
"""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.ravens import RaceState
from odin_desktop.engine.ravens import actions as A
from odin_desktop.i18n import _, ngettext
from odin_desktop.scenes.ravens.saga_entries import describe

PILES = {A.STORE: "stack", A.MAGIC: "magic", A.DISCARD: "discard"}


@dataclass(frozen=True)
class HintMarks:
    """Where the table shows a hinted action."""

    hand: tuple[int, ...]  # the kinds of the hand cards it plays
    stack: int  # how many cards it plays off the stack's top
    place: str | None  # "next" (a fly), a pile ("stack", "magic", "discard"), "end" (End turn)
    spaces: tuple[tuple[int, int], ...]  # (position, path) of the paths: the marker's space
    cards: tuple[int, ...]  # positions of the row: a swap's, a turn's, a removal's


def hint_marks(action: int) -> HintMarks:
    kind, value = A.action_type(action), A.param(action)
    hand, stack = A.played_cards(action)
    place: str | None = PILES.get(kind)
    spaces: tuple[tuple[int, int], ...] = ()
    cards: tuple[int, ...] = ()
    if kind == A.FLY:
        place = "next"
    elif kind == A.END:
        place = "end"
    elif kind == A.MARKER:
        spaces = ((value & 255, value >> 8),)
    elif kind == A.SWAP:
        cards = (value & 255, value >> 8)
    elif kind in (A.TURN, A.REMOVE):
        cards = (value,)
    return HintMarks(tuple(hand), len(stack), place, spaces, cards)


def hint_words(action: int, race: RaceState | None) -> str:
    """The hinted action as a sentence: what to play, what it does and where."""
    words = describe(action)
    kind, value = A.action_type(action), A.param(action)
    if kind == A.FLY and race is not None:
        jokers = race.fly_jokers(action)
        if jokers:
            words = ngettext("{action}: {count} joker", "{action}: {count} jokers", jokers).format(
                action=words, count=jokers
            )
    elif kind == A.MARKER:
        position, path = value & 255, value >> 8
        template = (
            _("{action}: space {number} on Munin's path")
            if path
            else _("{action}: space {number} on Hugin's path")
        )
        words = template.format(action=words, number=position + 1)
    elif kind == A.SWAP:
        words = _("{action}: cards {first} and {second}").format(
            action=words, first=(value & 255) + 1, second=(value >> 8) + 1
        )
    elif kind in (A.TURN, A.REMOVE):
        words = _("{action}: card {number}").format(action=words, number=value + 1)
    if A.played_cards(action)[1]:
        words = _("{action} (from your stack)").format(action=words)
    return words
