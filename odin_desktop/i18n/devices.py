"""The player's controls named in the words of the device in use: a status line or a lesson
says "press Enter" to the keyboard, "press A" (or "press Cross", by the pad's faces) to a
pad, "tap Play" to a finger.

The input layer (`ui/input_layer.py`) says which device came last, whether of the keyboard
and the mouse it was a key, and what the pad in use calls its buttons (`InUse`); a table's
model and a guided game's coach keep the one the scene gives them. A sentence that names
controls is a `ByDevice`: three msgids, the pad's with the button names as placeholders
(``{select}``, ``{back}``, ``{play}``, ``{pass}``: the pad's A, B, X and Y by position),
filled when the sentence is shown, and where the mouse's words name no key, a fourth for a
player on the keys (`ByDevice.typed`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from odin_desktop.i18n import _


class Device(Enum):
    KEYS = "keys"  # the keyboard and the mouse
    PAD = "pad"
    TOUCH = "touch"


#: The pad's buttons a sentence may name (the face buttons by what they do: `ui/intents`).
BUTTONS = ("select", "back", "play", "pass")


@dataclass(frozen=True)
class InUse:
    device: Device = Device.KEYS
    #: the pad's names for its buttons ("select": "A" or "Cross"); only for a pad
    buttons: Mapping[str, str] = field(default_factory=dict)
    #: of the keyboard and the mouse, a key came last (the player plays by the keys)
    typed: bool = False

    def names(self) -> dict[str, str]:
        """The placeholders a pad's sentence fills, in the current language."""
        return {name: _(self.buttons.get(name, "")) for name in BUTTONS}


KEYS = InUse()
TYPED = InUse(typed=True)


@dataclass(frozen=True)
class ByDevice:
    """One sentence, as each device needs it (English msgids, marked with `N_`)."""

    keys: str
    pad: str
    touch: str
    #: the keys' words, where ``keys`` names only the mouse ("": ``keys`` for both)
    typed: str = ""

    def msgid(self, in_use: InUse) -> str:
        if in_use.typed and self.typed:
            return self.typed
        return {Device.KEYS: self.keys, Device.PAD: self.pad, Device.TOUCH: self.touch}[
            in_use.device
        ]

    def facts(self, in_use: InUse) -> dict[str, str]:
        """What its msgid for ``in_use`` is filled with: the pad's button names."""
        return in_use.names() if in_use.device is Device.PAD else {}

    def text(self, in_use: InUse, **facts: object) -> str:
        """Translated and filled, for ``in_use``."""
        return _(self.msgid(in_use)).format(**facts, **self.facts(in_use))


def counted(in_use: InUse, keys: str, pad: str, touch: str, **facts: object) -> str:
    """A sentence with a count, as each device needs it: the three already translated (each
    by its own `ngettext`, so the extractor sees its plural), the one for ``in_use`` filled."""
    chosen = {Device.KEYS: keys, Device.PAD: pad, Device.TOUCH: touch}[in_use.device]
    names = in_use.names() if in_use.device is Device.PAD else {}
    return chosen.format(**facts, **names)
