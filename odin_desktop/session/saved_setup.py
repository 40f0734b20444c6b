"""The parts of a save every game reads the same way before it resumes: who sits at each seat
and the seed of the cards still to come, each checked and refused in plain words
(`SaveInvalid`). Pygame-free."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeGuard

from odin_desktop.ai.specs import PLAYABLE_LEVELS
from odin_desktop.i18n import _
from odin_desktop.session.saved import SaveInvalid
from odin_desktop.session.setup import HUMAN, SeatSetup

MAX_SEED = 2**63
MAX_NAME = 64


def known_kind(kind: object) -> TypeGuard[str]:
    """A seat kind this version can sit at a table: a human, a level (with a budget), or an
    external bot. External bots ("cmd:…") resume too: the autosave lives in the player's own
    data folder, written by the game from what the player typed on the New game screen."""
    if not isinstance(kind, str):
        return False
    if kind == HUMAN or kind.startswith("cmd:"):
        return True
    level, _sep, budget = kind.partition("@")
    return level in PLAYABLE_LEVELS and (not budget or budget.removesuffix("ms").isdigit())


def saved_seats(raw: object, players: Sequence[str]) -> tuple[SeatSetup, ...]:
    """The seats a save describes (``raw``, its ``seats`` field), one per player's name."""
    if not isinstance(raw, list) or len(raw) != len(players):
        raise SaveInvalid(_("it does not say who sits at each seat"))
    seats = []
    for i, (entry, name) in enumerate(zip(raw, players, strict=True)):
        if not isinstance(entry, dict):
            raise SaveInvalid(_("seat {number} is not described properly").format(number=i + 1))
        if entry.get("name") != name or len(name) > MAX_NAME:
            raise SaveInvalid(_("seat {number} has two different names").format(number=i + 1))
        kind = entry.get("kind")
        if not known_kind(kind):
            raise SaveInvalid(
                _("seat {number} has an unknown kind of player ({kind})").format(
                    number=i + 1, kind=repr(kind)
                )
            )
        seats.append(SeatSetup(name, kind))
    return tuple(seats)


def saved_seed(seed: object) -> int:
    """The seed a save gives for the cards still to come."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
        raise SaveInvalid(_("it has no valid seed for the deals still to come"))
    return seed
