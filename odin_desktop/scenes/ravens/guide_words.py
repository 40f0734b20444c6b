"""What Odin's Ravens' status line asks of the player, in the words of the device in use:
"drag a card" to the mouse, "press {select}" to a pad, "tap" to a finger, and where the
mouse's words name no key, the keys' own to a player whose last input was a key
(`ByDevice.typed`). The table's model (`model.py`) chooses which is said when."""

from __future__ import annotations

from odin_desktop.engine.ravens import actions as A
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.devices import ByDevice
from odin_desktop.scenes.ravens.saga_entries import cards_phrase

# What the status line asks of the player, naming the controls of the device in use (the
# keys' own words where the mouse's name no key: `ByDevice.typed`).
YOUR_TURN = ByDevice(
    N_("Your turn: drag a card to the space ahead of your raven, or to a pile"),
    N_("Your turn: choose a card with the D-pad; {select} flies with it, up stores it"),
    N_("Your turn: drag a card to the space ahead of your raven, or to a pile"),
    typed=N_(
        "Your turn: choose a card with the arrow keys; F flies with it, S stores it, M plays "
        "it to the Magic Way, D discards it"
    ),
)
FINISH_FLY = ByDevice(
    N_("Finish the fly first, or take its cards back (Esc)"),
    N_("Finish the fly first, or take its cards back ({back})"),
    N_("Finish the fly first, or tap Take back"),
)
CANNOT_FLY = ByDevice(
    N_("These cards cannot fly: take them back (Esc)"),
    N_("These cards cannot fly: take them back ({back})"),
    N_("These cards cannot fly: tap Take back"),
)
NO_MORE = ByDevice(
    N_("No more cards this turn: end your turn (E)"),
    N_("No more cards this turn: end your turn ({pass})"),
    N_("No more cards this turn: tap End turn"),
)
NO_MORE_LENGTHEN = ByDevice(
    N_("No more cards this turn: end your turn (E), or lengthen the paths (L)"),
    N_("No more cards this turn: end your turn ({pass})"),
    N_("No more cards this turn: tap End turn (you may lengthen the paths first)"),
)
ARRANGE_GUIDE = ByDevice(
    N_("Drag the cards of your stack into their new order, then press Done"),
    N_("Move the cards of your stack into their new order (D-pad), then press {select}"),
    N_("Drag the cards of your stack into their new order, then tap Done"),
    typed=N_(
        "Move the cards of your stack into their new order (Shift and the arrow keys), then "
        "press Enter"
    ),
)
TARGET_GUIDES = {
    A.MARKER: ByDevice(
        N_("Click an empty space for the Odin marker"),
        N_("Choose an empty space for the Odin marker (D-pad) and press {select}"),
        N_("Tap an empty space for the Odin marker"),
        typed=N_("Choose an empty space for the Odin marker (arrow keys) and press Enter"),
    ),
    A.TURN: ByDevice(
        N_("Click the landscape card to turn"),
        N_("Choose the landscape card to turn (D-pad) and press {select}"),
        N_("Tap the landscape card to turn"),
        typed=N_("Choose the landscape card to turn (arrow keys) and press Enter"),
    ),
}
REMOVE_GUIDE = ByDevice(
    N_("Click the landscape card to remove"),
    N_("Choose the landscape card to remove (D-pad) and press {select}"),
    N_("Tap the landscape card to remove"),
    typed=N_("Choose the landscape card to remove (arrow keys) and press Enter"),
)
SWAP_FIRST = ByDevice(
    N_("Click the first of the two landscape cards to swap"),
    N_("Choose the first of the two landscape cards to swap (D-pad) and press {select}"),
    N_("Tap the first of the two landscape cards to swap"),
    typed=N_("Choose the first of the two landscape cards to swap (arrow keys) and press Enter"),
)
SWAP_SECOND = ByDevice(
    N_("Now click the card to swap it with"),
    N_("Now choose the card to swap it with (D-pad) and press {select}"),
    N_("Now tap the card to swap it with"),
    typed=N_("Now choose the card to swap it with (arrow keys) and press Enter"),
)
CHOICE_GUIDE = ByDevice(
    N_("Choose one of the two actions of the Odin card"),
    N_("Choose one of the two actions of the Odin card"),
    N_("Choose one of the two actions of the Odin card"),
    typed=N_("Choose one of the two actions of the Odin card: 1 or 2, or the arrow keys and Enter"),
)


def picked_guide(codes: list[str]) -> str:
    """The cards picked (art codes), which the keys play now, and by which keys (the keys'
    mark may have moved on to another card)."""
    if len(codes) == 1 and codes[0].startswith("O"):
        words = _(
            "Raised: {cards}. O plays it on the paths, S stores it, M plays it to the Magic "
            "Way, D discards it"
        )
    elif len(codes) == 1:
        words = _(
            "Raised: {cards}. F flies with it, S stores it, M plays it to the Magic Way, "
            "D discards it"
        )
    else:
        words = _("Raised: {cards}. F flies with them together; Esc puts them back")
    return words.format(cards=cards_phrase(tuple(codes)))
