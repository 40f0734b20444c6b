"""The Saga's entries, as data: who did what, with which cards. Built from the engine's
`OdinOutcome`s, the same for the table and the replay viewer (pygame-free; `saga` draws them).
"""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.odin.cards import set_value
from odin_desktop.engine.odin.outcome import OdinOutcome
from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import is_you
from odin_desktop.ui import theme

# The verbs again in the second person, for the player named "You" ("You play", "Du spielst").
SECOND_PERSON = {
    "passes": N_("pass"),
    "plays": N_("play"),
    "takes": N_("take"),
    "wins the round": N_("win the round"),
    "leads hand {number}": N_("lead hand {number}"),
    "goes out!": N_("go out!"),
    "plays out the whole hand!": N_("play out the whole hand!"),
}


@dataclass(frozen=True)
class OdinSagaEntry:
    who: str
    verb: str  # an English msgid: "plays", "passes", "leads hand {number}", …
    cards: int = 0  # mask of cards shown as icons
    tail: str = ""  # e.g. the value "(82)"
    colour: tuple[int, int, int] = theme.TEXT
    number: int = 0  # fills "{number}" in the verb

    @property
    def verb_text(self) -> str:
        """The verb in the current language (translated when drawn: switches follow)."""
        verb = SECOND_PERSON.get(self.verb, self.verb) if is_you(self.who) else self.verb
        return _(verb).format(number=self.number)


def lead_entry(name: str, hand_index: int) -> OdinSagaEntry:
    """The first line of a hand: who leads it."""
    return OdinSagaEntry(name, N_("leads hand {number}"), number=hand_index + 1)


def move_entries(names: list[str], outcome: OdinOutcome) -> list[OdinSagaEntry]:
    """The Saga's lines for one move: a pass or a play, the take, a round won, a hand ended."""
    who = names[outcome.seat]
    if outcome.is_pass:
        entries = [OdinSagaEntry(who, N_("passes"), colour=theme.TEXT_DIM)]
    else:
        value = set_value(outcome.played)
        entries = [OdinSagaEntry(who, N_("plays"), outcome.played, f"({value})")]
    if outcome.taken is not None:
        entries.append(OdinSagaEntry(who, N_("takes"), 1 << outcome.taken))
    if outcome.round_won_by is not None:
        winner = names[outcome.round_won_by]
        entries.append(OdinSagaEntry(winner, N_("wins the round"), colour=theme.GOLD_RGB))
    if outcome.round_over:
        how = N_("plays out the whole hand!") if outcome.whole_hand else N_("goes out!")
        entries.append(OdinSagaEntry(who, how, colour=theme.GOLD_RGB))
    return entries
