"""Small builders for engine tests: write cards as in RULES.md (``"B2 B8"``)."""

from __future__ import annotations

from odin_desktop.engine.odin.cards import mask_of, parse_card
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import make_action


def cards(text: str) -> int:
    """Mask of the cards written in ``text``, e.g. ``"B2 B8"``."""
    return mask_of(parse_card(code) for code in text.split())


def play(text: str, take: str | None = None) -> int:
    return make_action(cards(text), None if take is None else parse_card(take))


def filler(avoid: int, count: int) -> int:
    """``count`` cards not in ``avoid``, lowest first (hands nobody looks at)."""
    mask, c = 0, 0
    while count:
        if not avoid >> c & 1:
            mask |= 1 << c
            count -= 1
        c += 1
    return mask


def following(middle: str, hand: str, players: int = 3) -> HandState:
    """Seat 1 to move holding ``hand``; seat 0 has just played ``middle``; others hold 9."""
    table, own = cards(middle), cards(hand)
    hands, used = [0] * players, table | own
    for seat in range(players):
        hands[seat] = own if seat == 1 else filler(used, 5 if seat == 0 else 9)
        used |= hands[seat]
    return HandState.from_position(hands, leader=0, turn=1, table=table, table_seat=0)


def leading(hand: str, players: int = 3) -> HandState:
    """Seat 0 leads a round holding ``hand``; the others hold 9 cards each."""
    own = cards(hand)
    hands, used = [own], own
    for _ in range(players - 1):
        hands.append(filler(used, 9))
        used |= hands[-1]
    return HandState(hands, 0)
