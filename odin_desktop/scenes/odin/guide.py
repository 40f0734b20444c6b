"""The guide of ODIN's table: what the status line asks of the player whose turn it is when
nothing was said lately (choose the take, the coach's ringed cards, what the selection would
beat, or why it cannot be played), in the words of the device in use. Pygame-free."""

from __future__ import annotations

from typing import Protocol

from odin_desktop.engine.odin.cards import is_set, set_value
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.i18n import _, ngettext
from odin_desktop.i18n.devices import InUse
from odin_desktop.i18n.odin.cards import show
from odin_desktop.i18n.refusals import translate
from odin_desktop.scenes.odin.composer import PlayComposer
from odin_desktop.scenes.odin.guide_words import BEATS_GUIDE, LEAD_GUIDE, TAKE_GUIDE
from odin_desktop.scenes.odin.tutorial import Guidance


class GuidedHand(Protocol):
    """What the guide reads of the table's model (`OdinTableModel`)."""

    move: PlayComposer
    in_use: InUse

    @property
    def hand(self) -> HandState: ...

    def guidance(self) -> Guidance | None: ...


def guide(table: GuidedHand) -> str:
    """What the player may do now."""
    state, move, in_use = table.hand, table.move, table.in_use
    selection = move.selection
    if move.take_play is not None:
        return TAKE_GUIDE.text(in_use)
    coached = table.guidance() if not selection else None
    if coached is not None:  # the ringed cards, said
        return coached.ring_words(in_use)
    if not selection:
        if not state.table:
            if state.can_finish_whole_hand():
                return _("Your lead: play one card — or your whole hand, to end it!")
            return _("Your lead: play one card")
        return ngettext(
            "Your turn: beat {value} with {size} card or {more}, or pass",
            "Your turn: beat {value} with {size} cards or {more}, or pass",
            state.table_size,
        ).format(value=state.table_value, size=state.table_size, more=state.table_size + 1)
    if move.actions_playing(selection):
        value = set_value(selection)
        if state.table:
            return BEATS_GUIDE.text(in_use, value=value, table=state.table_value)
        return LEAD_GUIDE.text(in_use, value=value)
    if not is_set(selection):
        return _("Those cards do not share a number or a colour")
    refusal = move.why_not(selection)
    return translate(refusal, show) if refusal else _("That cannot be played now")
