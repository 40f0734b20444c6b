"""Odin's Ravens' cards and facts named for players (pygame-free): the landscapes, the Odin
cards and their two texts, the landscape cards and Magic Way cards, and the engine's refusals
in the player's terms. The codes of the engine (``F``, ``O3``, ``FM``) stay in records and on
the command line and are never shown to players."""

from __future__ import annotations

from typing import Any

from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import LANDSCAPES
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_, NC_, _
from odin_desktop.i18n.refusals import translate

LANDSCAPE_NAMES = {
    "F": N_("forest"),
    "M": N_("mountain"),
    "L": N_("lake"),
    "P": N_("plains"),
    "S": N_("snow"),
    # Odin's picture on a Magic Way card: "Odino" in the Italian booklet (in its context, apart
    # from the bots' level "Odin").
    "O": NC_("Odin's Ravens", "Odin"),
}
RAVEN_NAMES = ("Hugin", "Munin")  # names, the same in every language

# The two actions of each Odin card, as the card says them (and the choice offers them).
ODIN_TEXTS: dict[str, tuple[str, str]] = {
    "O1": (
        N_("Put the Odin marker on an empty space"),
        N_("Swap 2 unoccupied landscape cards"),
    ),
    "O2": (
        N_("Put your stack in any order"),
        N_("Add 2 landscape cards at the end of the path"),
    ),
    "O3": (
        N_("Turn an unoccupied landscape card 180°"),
        N_("Remove an unoccupied landscape card"),
    ),
    "O4": (
        N_("Move your opponent's raven 1 space back"),
        N_("Move your raven 1 space forward"),
    ),
}
CHOICE_INDEX = {  # which of its card's two texts an Odin action is
    A.MARKER: 0,
    A.SWAP: 1,
    A.ARRANGE: 0,
    A.EXTEND: 1,
    A.TURN: 0,
    A.REMOVE: 1,
    A.BACK: 0,
    A.FORWARD: 1,
}


def odin_texts(code: str) -> tuple[str, str]:
    """An Odin card's two texts in the current language."""
    first, second = ODIN_TEXTS[code]
    return _(first), _(second)


# The Odin cards as the printed cards number them (msgids the rules pages also use).
ODIN_CARD_NAMES = {
    "O1": N_("Odin card I"),
    "O2": N_("Odin card II"),
    "O3": N_("Odin card III"),
    "O4": N_("Odin card IV"),
}


def card_name(code: str) -> str:
    """A card as a player names it: a landscape ("forest"), an Odin card ("Odin card III"), a
    landscape card ("forest / lake": top over bottom), a Magic Way card ("Odin + lake")."""
    code = code.split(":", 1)[-1]  # a record's "h:F" or "s:F"
    if code in LANDSCAPE_NAMES:
        return _(LANDSCAPE_NAMES[code])
    if code in ODIN_CARD_NAMES:
        return _(ODIN_CARD_NAMES[code])
    if "+" in code:
        return _(" + ").join(card_name(part) for part in code.split("+"))
    if len(code) == 2 and code[0] in LANDSCAPES and code[1] in LANDSCAPES:
        return f"{card_name(code[0])} / {card_name(code[1])}"
    return code  # "-" for an empty pile


def _show_fact(key: str, value: Any) -> str:
    """A refusal's fact as the table shows it: cards by name, positions counted from 1."""
    if isinstance(value, tuple):
        return _(", ").join(card_name(str(v)) for v in value)
    if key in ("position", "left", "right", "last"):
        return str(int(value) + 1)
    if key == "path":
        return RAVEN_NAMES[value] if value in (0, 1) else str(value)
    if isinstance(value, str):
        return card_name(value)
    return str(value)


def refusal_text(refusal: Refusal) -> str:
    """An engine refusal in the player's language and terms."""
    return translate(refusal, _show_fact)
