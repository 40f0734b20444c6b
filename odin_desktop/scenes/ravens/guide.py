"""The guide of Odin's Ravens' table: what the status line asks of the player whose turn it
is when nothing was said lately (the table's mode, the fly under way, a hint, the cards the
turn may still play), in the words of the device in use (`guide_words`). Pygame-free."""

from __future__ import annotations

from typing import Protocol

from odin_desktop.engine.ravens import RaceState
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE
from odin_desktop.i18n import _, ngettext
from odin_desktop.i18n.devices import InUse, counted
from odin_desktop.scenes.ravens.composer import Mode, MoveComposer
from odin_desktop.scenes.ravens.focus import KeyFocus
from odin_desktop.scenes.ravens.guide_words import (
    ARRANGE_GUIDE,
    CANNOT_FLY,
    CHOICE_GUIDE,
    NO_MORE,
    NO_MORE_LENGTHEN,
    REMOVE_GUIDE,
    SWAP_FIRST,
    SWAP_SECOND,
    TARGET_GUIDES,
    YOUR_TURN,
    picked_guide,
)
from odin_desktop.scenes.ravens.hints import hint_words


class GuidedRace(Protocol):
    """What the guide reads of the table's model (`RavensTableModel`)."""

    move: MoveComposer
    focus: KeyFocus
    in_use: InUse
    hinted: int | None
    hint_asked: bool

    @property
    def mode(self) -> Mode: ...

    @property
    def race(self) -> RaceState | None: ...

    def budget(self) -> tuple[int, int]: ...

    def stack_kinds(self, seat: int | None = None) -> list[int]: ...


def guide(table: GuidedRace) -> str:
    """What the player may do now."""
    mode, in_use = table.mode, table.in_use
    if mode is Mode.LAY:
        return _("Lay the drawn card: choose which way round it goes")
    if mode is Mode.END:
        return _("End of your turn: lengthen the paths first?")
    if mode is Mode.CHOICE:
        return CHOICE_GUIDE.text(in_use)
    if mode is Mode.ARRANGE:
        return ARRANGE_GUIDE.text(in_use)
    if mode is Mode.TARGET:
        return _target_guide(table.move, in_use)
    if table.move.fly:
        return _fly_guide(table.move, in_use)
    if table.hinted is not None:
        return _("Hint: {action}").format(action=hint_words(table.hinted, table.race))
    if table.hint_asked:
        return _("Thinking of a hint…")
    if table.focus.picked and in_use.typed:  # what the keys play now, apart from the mark
        return picked_guide([card.code for card in table.focus.picked_cards()])
    hand, stack = table.budget()
    stacked = stack > 0 and bool(table.stack_kinds())
    if hand <= 0 and not stacked:
        words = NO_MORE_LENGTHEN if table.move.can_lengthen else NO_MORE
        return words.text(in_use)
    if hand <= 0:
        # What the stack can still give: its budget, or fewer when it holds fewer (the
        # count shown and the plural chosen are this one number: "1 more card").
        more = min(stack, len(table.stack_kinds()))
        return counted(
            in_use,
            ngettext(
                "The {limit} cards from your hand are played: {count} more card may come "
                "from your stack, or end your turn (E)",
                "The {limit} cards from your hand are played: {count} more cards may come "
                "from your stack, or end your turn (E)",
                more,
            ),
            ngettext(
                "The {limit} cards from your hand are played: {count} more card may come "
                "from your stack, or end your turn ({pass})",
                "The {limit} cards from your hand are played: {count} more cards may come "
                "from your stack, or end your turn ({pass})",
                more,
            ),
            ngettext(
                "The {limit} cards from your hand are played: {count} more card may come "
                "from your stack, or tap End turn",
                "The {limit} cards from your hand are played: {count} more cards may come "
                "from your stack, or tap End turn",
                more,
            ),
            count=more,
            limit=CARDS_PER_SOURCE,
        )
    return YOUR_TURN.text(in_use)


def _target_guide(move: MoveComposer, in_use: InUse) -> str:
    if move.choice == A.SWAP:
        first = move.swap_first is None
        return (SWAP_FIRST if first else SWAP_SECOND).text(in_use)
    choice = move.choice
    words = REMOVE_GUIDE if choice is None else TARGET_GUIDES.get(choice, REMOVE_GUIDE)
    return words.text(in_use)


def _fly_guide(move: MoveComposer, in_use: InUse) -> str:
    more = move.fly_completion()
    if more is None:
        return CANNOT_FLY.text(in_use)
    count = more - len(move.fly)
    if move.marker_ahead():
        return counted(
            in_use,
            ngettext(
                "The Odin marker stands there: add {count} more card to pass it, or take "
                "back (Esc)",
                "The Odin marker stands there: add {count} more cards to pass it, or take "
                "back (Esc)",
                count,
            ),
            ngettext(
                "The Odin marker stands there: add {count} more card to pass it, or take "
                "back ({back})",
                "The Odin marker stands there: add {count} more cards to pass it, or take "
                "back ({back})",
                count,
            ),
            ngettext(
                "The Odin marker stands there: add {count} more card to pass it, or tap Take back",
                "The Odin marker stands there: add {count} more cards to pass it, or tap Take back",
                count,
            ),
            count=count,
        )
    return counted(
        in_use,
        ngettext(
            "Joker: add {count} more equal card, or take back (Esc)",
            "Joker: add {count} more equal cards, or take back (Esc)",
            count,
        ),
        ngettext(
            "Joker: add {count} more equal card, or take back ({back})",
            "Joker: add {count} more equal cards, or take back ({back})",
            count,
        ),
        ngettext(
            "Joker: add {count} more equal card, or tap Take back",
            "Joker: add {count} more equal cards, or tap Take back",
            count,
        ),
        count=count,
    )
