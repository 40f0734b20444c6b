"""The engines' refusals in the player's language.

A `Refusal` is a code with its English wording and facts (`engine.refusal`). The wording is
the catalog's msgid (extracted from the engines by `devtools.i18n`), so translating is a
lookup, never a parse: the singular or plural form that agrees with the counted fact, filled
with the facts as the game shows them (``show``: e.g. card codes as the player reads cards).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from odin_desktop.engine.refusal import Refusal, english_facts
from odin_desktop.i18n import _, ngettext

FactFormatter = Callable[[str, Any], str]


def translate(refusal: Refusal, show: FactFormatter | None = None) -> str:
    """``refusal`` as a sentence in the current language (first letter capitalised)."""
    reason, facts = refusal.reason, refusal.facts
    if reason.plural is not None and reason.count is not None:
        template = ngettext(reason.singular, reason.plural, int(facts[reason.count]))
    else:
        template = _(reason.singular)
    shown = english_facts(facts) if show is None else {k: show(k, v) for k, v in facts.items()}
    sentence = template.format(**shown)
    return sentence[:1].upper() + sentence[1:]
