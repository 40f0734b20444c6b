"""Odin's Ravens' words for the Expert's move (pygame-free): the action as the hints say it
("Store forest on your stack") and why, by rules read off the observation and the analysis,
one per kind of action:

- a fly: how far the raven goes (the group move counted), or that it ends the race;
- a store: the card fits the space after the group ahead ("the next space after the
  mountain is a forest"), or a space further on, or it is an Odin card kept for later;
- a Magic Way card: the row with more cards scores 3 points (both rows counted);
- a discard: room for new cards; the Odin cards: what each changes for the race;
- the end of the turn: the cards kept, or (lengthening) a longer path to catch up on;
- a drawn card's lay: the landscape it puts on the seat's path, and whether the hand holds it;
- otherwise: the chance to win it gives, as the analysis found it.
"""

from __future__ import annotations

from odin_desktop.ai.analyst import Valuation
from odin_desktop.ai.ravens.analyst import RavensAnalyst
from odin_desktop.ai.ravens.levels import BUDGETS
from odin_desktop.analysis.judge import expert_seconds
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import (
    KINDS,
    LANDSCAPES,
    bottom_of,
    count,
    multiset_size,
    top_of,
)
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.ravens.cards import card_name
from odin_desktop.scenes.ravens.saga_entries import describe
from odin_desktop.scenes.table_advice import Advice, best_advice, chance_reason


def space(obs: RavensObservation, position: int) -> int:
    """The landscape of ``position`` on the seat's own path."""
    card = obs.row[position]
    return top_of(card) if obs.seat == 0 else bottom_of(card)


def group_end(obs: RavensObservation, position: int) -> int:
    """The last space of the group of equal landscapes ``position`` starts."""
    last = len(obs.row) - 1
    while position < last and space(obs, position + 1) == space(obs, position):
        position += 1
    return position


def landscape(kind: int) -> str:
    return card_name(LANDSCAPES[kind])


def reason(obs: RavensObservation, valuation: Valuation, action: int) -> str:
    """Why ``action`` is good, by the rule for its kind (the module's list)."""
    kind = A.action_type(action)
    seat, last = obs.seat, len(obs.row) - 1
    here = obs.positions[seat]
    if kind == A.FLY and here < last:
        end = group_end(obs, here + 1)
        if end == last:
            return _("your raven reaches the last space and ends the race")
        moved = end - here
        return ngettext(
            "your raven moves {count} space", "your raven moves {count} spaces", moved
        ).format(count=moved)
    if kind == A.STORE:
        return _store_reason(obs, A.played_cards(action)[0][0])
    if kind == A.MAGIC:
        mine, theirs = (
            multiset_size(row) for row in (obs.magic_rows[seat], obs.magic_rows[1 - seat])
        )
        return _(
            "the longer Magic Way row scores 3 points (yours has {mine}, your opponent's {theirs})"
        ).format(mine=mine, theirs=theirs)
    if kind == A.DISCARD:
        return _("it makes room for new cards at the end of your turn")
    if kind == A.END:
        if action & A.LENGTHEN:
            if here < obs.positions[1 - seat]:
                return _("you are behind, and a longer path gives you time to catch up")
            return _("the new landscape card goes where it suits you best")
        return _("the cards you keep are worth more on your next turn")
    if kind == A.LAY:
        laid = A.param(action)
        mine = top_of(laid) if seat == 0 else bottom_of(laid)
        if count(obs.hand, mine):
            return _("it puts a {landscape} on your path, and you hold one").format(
                landscape=landscape(mine)
            )
        return _("it puts a {landscape} at the end of your path").format(landscape=landscape(mine))
    changed = _next_space_after(obs, action)
    if changed is not None and count(obs.hand, changed):
        return _("your next space becomes a {landscape}, and you hold one").format(
            landscape=landscape(changed)
        )
    odin = _ODIN_REASONS.get(kind)
    if odin is not None:
        if kind == A.FORWARD and here + 1 == last:
            return _("your raven reaches the last space and ends the race")
        return _(odin)
    return chance_reason(valuation, action)


def advise(obs: RavensObservation, valuation: Valuation) -> Advice:
    """The best action of ``valuation`` for ``obs``'s seat, with why."""
    return best_advice(obs, valuation, describe, reason)


def _next_space_after(obs: RavensObservation, action: int) -> int | None:
    """The landscape of the seat's next space once a turn, a swap or a removal of the card
    it lies on is made (None: the action leaves the next space as it is)."""
    kind, param = A.action_type(action), A.param(action)
    upcoming = obs.positions[obs.seat] + 1
    if upcoming >= len(obs.row):
        return None
    card = obs.row[upcoming]
    if kind == A.TURN and param == upcoming:
        return bottom_of(card) if obs.seat == 0 else top_of(card)  # the other half
    if kind == A.REMOVE and param == upcoming and upcoming + 1 < len(obs.row):
        return space(obs, upcoming + 1)
    if kind == A.SWAP and upcoming in (param & 255, param >> 8):
        other = (param >> 8) if param & 255 == upcoming else param & 255
        return space(obs, other)
    return None


def _store_reason(obs: RavensObservation, stored: int) -> str:
    if KINDS[stored].startswith("O"):
        return _("an Odin card is worth keeping until it helps most")
    here, last = obs.positions[obs.seat], len(obs.row) - 1
    if here + 1 <= last:
        end = group_end(obs, here + 1)
        if end < last and space(obs, end + 1) == stored:
            return _("the next space after the {first} is a {second}").format(
                first=landscape(space(obs, here + 1)), second=landscape(stored)
            )
    ahead = [p for p in range(here + 1, last + 1) if space(obs, p) == stored]
    if ahead:
        return _("you will need it for the {landscape} further along your path").format(
            landscape=landscape(stored)
        )
    return _("it keeps your hand free for the cards you draw")


# msgids of the Odin cards' reasons (translated when said).
_ODIN_REASONS = {
    A.MARKER: N_("the Odin marker stands in your opponent's way"),
    A.SWAP: N_("it puts landscapes your cards can fly on ahead of your raven"),
    A.TURN: N_("it puts landscapes your cards can fly on ahead of your raven"),
    A.REMOVE: N_("it takes a landscape you cannot fly on out of your way"),
    A.ARRANGE: N_("it puts the cards you need on top of your stack"),
    A.EXTEND: N_("more landscape cards give your cards more spaces to fly"),
    A.BACK: N_("it sets your opponent's raven back a space"),
    A.FORWARD: N_("it moves your raven a space forward"),
}


def expert() -> tuple[RavensAnalyst, float]:
    """Odin's Ravens' analyst and the Expert's seconds for a move (what the table's coach
    asks)."""
    return RavensAnalyst(), expert_seconds(BUDGETS)
