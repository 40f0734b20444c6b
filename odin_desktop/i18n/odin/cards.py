"""ODIN's cards named for players.

On screen a card is its picture or its chip (colour, rune and number); in a sentence it is its
colour and number in the player's language: "blue 7", "7 blu", "blaue 7", "7 أزرق". The codes
of the engine (``B7``) are English initials: they stay in records and on the command line and
are never shown to players.

Each colour has a template of its own, so a language can put the colour word before or after
the number and inflect it as the number's gender asks (German: "die blaue 7", "die rosa 7").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from odin_desktop.engine.odin.cards import is_card_code
from odin_desktop.i18n import N_, _

# A card by its colour and number, e.g. "blue 7" ({number} is 1 to 9). The name stands alone
# or in a list ("blue 5, red 3"), so its translation takes no article (docs/I18N.md).
TEMPLATES: dict[str, str] = {
    "R": N_("red {number}"),
    "O": N_("orange {number}"),
    "P": N_("pink {number}"),
    "G": N_("green {number}"),
    "B": N_("blue {number}"),
    "K": N_("black {number}"),
}

# The facts of ODIN's refusals and messages that hold card codes (`engine.odin.refusals`).
CARD_FACTS = frozenset({"card", "cards"})
# Between a card's colour and its number: a line never breaks inside a card's name.
NBSP = "\u00a0"


def card_name(code: str) -> str:
    """A card code ("B7") as players read it ("blue 7"), in the current language."""
    return _(TEMPLATES[code[0]]).format(number=code[1:]).replace(" ", NBSP)


def card_names(codes: Iterable[str]) -> str:
    """Several cards, in their order, as a list ("blue 5, red 3")."""
    return _(", ").join(card_name(code) for code in codes)


def show(key: str, value: Any) -> str:
    """A fact of a refusal or a message as the table shows it: the card facts (a code or a
    tuple of codes) named in the player's language, any other fact as it is."""
    if key in CARD_FACTS:
        if is_card_code(value):
            return card_name(value)
        if isinstance(value, tuple) and value and all(is_card_code(c) for c in value):
            return card_names(value)
    if isinstance(value, tuple):
        return " ".join(map(str, value))
    return str(value)


def shown_facts(facts: Mapping[str, Any]) -> dict[str, str]:
    """Every fact of a message as `show` writes it, ready for ``str.format``."""
    return {key: show(key, value) for key, value in facts.items()}
