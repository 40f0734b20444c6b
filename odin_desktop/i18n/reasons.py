"""The engine's reasons for refusing a move, in the player's language.

The engine words its reasons in English on purpose: they are part of the `replay` command's
JSON output. The table shows them translated: each template below is one of the engine's
phrasings with its variable parts named; a reason is matched against them and the matching
template's translation is filled with the same parts (numbers and card codes as they are).
"""

from __future__ import annotations

import re
from functools import cache

from odin_desktop.i18n import N_, _

TEMPLATES = (
    N_("the hand is over"),
    N_("it is seat {turn}'s turn, not seat {seat}'s"),
    N_("the leader of a round must play a card and cannot pass"),
    N_("a pass takes no card"),
    N_("{cards} not in the player's hand"),
    N_("{cards} do not share a number or a colour"),
    N_("the leader of a round takes no card"),
    N_(
        "the leader plays exactly one card, or the whole hand when it is all one number or "
        "all one colour"
    ),
    N_("{size} cards cannot follow a set of {table}: play {table} or {more}"),
    N_("{value} does not beat {table}"),
    N_("a player who plays their last card takes nothing"),
    N_("must take one card of the beaten set ({cards})"),
    N_("{card} is not in the beaten set ({cards})"),
)


@cache
def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    seen: set[str] = set()
    regex = ""
    for i, part in enumerate(parts):
        if i % 2 == 0:
            regex += re.escape(part)
        elif part in seen:  # a name used twice must match the same text twice
            regex += f"(?P={part})"
        else:
            seen.add(part)
            regex += f"(?P<{part}>.+?)"
    return re.compile(regex + r"\Z")


def translate_reason(reason: str) -> str:
    """`reason` in the current language, as a sentence (unknown reasons stay as they are)."""
    for template in TEMPLATES:
        match = _pattern(template).match(reason)
        if match:
            reason = _(template).format(**match.groupdict())
            break
    return reason[:1].upper() + reason[1:]
