"""Why a move is illegal, as data: a `Refusal` is a `Reason` (a code with its English wording)
and the facts that fill it.

The engines return refusals instead of sentences. The command line prints `english()`; the
UI translates by code (`i18n.refusals`), so nothing ever parses an English sentence back. A
`Reason` with a ``count`` names the fact that picks its singular or plural form, in English
here and in every language of the UI.

Facts are plain values: numbers, seats, card codes (str) and tuples of card codes. English
writes a tuple of codes with spaces between them ("R5 B5").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True, slots=True)
class Reason:
    """One kind of refusal: ``code`` (stable, e.g. "odin.size") and its English wording."""

    code: str
    singular: str
    plural: str | None = None  # with ``count``: the wording for a count other than 1
    count: str | None = None  # the fact that chooses between the two

    def wording(self, facts: Mapping[str, Any]) -> str:
        """The English template that agrees with the facts."""
        if self.plural is not None and self.count is not None and facts.get(self.count) != 1:
            return self.plural
        return self.singular

    def __call__(self, **facts: Any) -> Refusal:
        return Refusal(self, MappingProxyType(dict(facts)))


def plural_reason(code: str, singular: str, plural: str, count: str) -> Reason:
    """A reason whose wording agrees with the fact ``count`` ("1 card" / "2 cards").

    (A function of its own, with positional arguments, so the catalog extractor knows the
    second and third arguments as a singular/plural pair: `devtools.i18n`.)"""
    return Reason(code, singular, plural, count)


@dataclass(frozen=True, slots=True)
class Refusal:
    reason: Reason
    facts: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def code(self) -> str:
        return self.reason.code

    def english(self) -> str:
        """The refusal as an English sentence fragment (the `replay` command's wording)."""
        return self.reason.wording(self.facts).format(**english_facts(self.facts))

    def __str__(self) -> str:
        return self.english()


def english_facts(facts: Mapping[str, Any]) -> dict[str, Any]:
    """Facts as English prints them: tuples of card codes joined with spaces."""
    return {k: " ".join(map(str, v)) if isinstance(v, tuple) else v for k, v in facts.items()}


class IllegalMove(ValueError):
    """A move the rules do not allow; ``refusal`` says why (the message is its English)."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.english())
        self.refusal = refusal
