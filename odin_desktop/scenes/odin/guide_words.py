"""What ODIN's status line asks of the player at its table, in the words of the device in use
(its controls named: `i18n.devices.ByDevice`); the table model chooses which (`_guide`)."""

from __future__ import annotations

from odin_desktop.i18n import N_
from odin_desktop.i18n.devices import ByDevice

# What the status line asks of the player, naming the controls of the device in use.
TAKE_GUIDE = ByDevice(
    N_("Click a beaten card to take it (or the arrow keys and Enter); Esc: change your play"),
    N_("Choose a beaten card with the D-pad and take it with {play}; {back}: change your play"),
    N_("Tap a beaten card to take it, or drag it into your hand; Change play: change your play"),
)
BEATS_GUIDE = ByDevice(
    N_("{value} — beats {table}: drop it on the middle or press Enter"),
    N_("{value} — beats {table}: press {play} to play it"),
    N_("{value} — beats {table}: drag it onto the middle or tap Play"),
)
LEAD_GUIDE = ByDevice(
    N_("Lead {value}: drop it on the middle or press Enter"),
    N_("Lead {value}: press {play} to play it"),
    N_("Lead {value}: drag it onto the middle or tap Play"),
)
SELECT_FIRST = ByDevice(
    N_("Select cards first: click them, or press their number keys"),
    N_("Select cards first: pick them with {select}"),
    N_("Select cards first: tap them"),
)
NOW_TAKE = ByDevice(
    N_("Now take one card of the beaten set, or press Esc to change your play"),
    N_("Now take one card of the beaten set, or press {back} to change your play"),
    N_("Now take one card of the beaten set, or tap Change play to change your play"),
)
