"""A record that cannot be shown or resumed, said in the player's language, for every game:
where it breaks a rule ("hand 2, move 5"; "race 1, turn 3, action 2") and the engine's reason
translated (each game names its cards its own way: ``refusal_text``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from odin_desktop.engine.records import RecordRuleError, RecordUnreadable, Where
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_, _

T = TypeVar("T")

# A record's coordinates, each counted from 1 for players (the record counts from 0). A game
# whose records count something else adds its words here; until then they read as the
# record names them ("round 2"), so a new game's broken record is still said, not a crash.
UNITS = {
    "hand": N_("hand {number}"),
    "move": N_("move {number}"),
    "race": N_("race {number}"),
    "turn": N_("turn {number}"),
    "action": N_("action {number}"),
}


def where_text(where: Where) -> str:
    """The place in a record as players count: "hand 2, move 5"."""
    return _(", ").join(
        _unit(unit).format(number=index + 1) for unit, index in where.items() if index is not None
    )


def _unit(unit: str) -> str:
    words = UNITS.get(unit)
    return f"{unit} {{number}}" if words is None else _(words)


def broken_record(error: ValueError, refusal_text: Callable[[Refusal], str]) -> str:
    """Why a record cannot be shown: the rule it breaks and where, or why it is unreadable."""
    if isinstance(error, RecordRuleError):
        return _("This record breaks the rules at {where}: {error}.").format(
            where=where_text(error.where), error=refusal_text(error.refusal)
        )
    return _("This is not a game record: {error}.").format(error=error)


def read_or_explain(read: Callable[[], T], refusal_text: Callable[[Refusal], str]) -> T:
    """What ``read`` reads of a record; a ValueError in the player's words when the record is
    unreadable or breaks a rule (the replay viewers show it instead)."""
    try:
        return read()
    except (RecordUnreadable, RecordRuleError) as error:
        raise ValueError(broken_record(error, refusal_text)) from None
