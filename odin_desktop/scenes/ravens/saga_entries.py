"""Odin's Ravens in words, the same for the table, its summaries and the replay viewer
(pygame-free): the names of landscapes and cards, the Odin cards' two texts, the engine's
refusals in the player's terms, and the Saga's entries built from the engine's `Outcome`s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from odin_desktop.engine.ravens import RavensOutcome, Refusal
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, LANDSCAPES, landscape_code
from odin_desktop.i18n import N_, NC_, _, ngettext
from odin_desktop.i18n.refusals import translate
from odin_desktop.i18n.terms import is_you

LANDSCAPE_NAMES = {
    "F": N_("forest"),
    "M": N_("mountain"),
    "L": N_("lake"),
    "P": N_("plains"),
    "S": N_("snow"),
    # Odin's picture on a Magic Way card: "Odino" in the Italian booklet (in its context, apart
    # from the bots' level "Odin").
    "O": NC_("Odin's Ravens", "Odin"),
}
RAVEN_NAMES = ("Hugin", "Munin")  # names, the same in every language

# The two actions of each Odin card, as the card says them (and the choice offers them).
ODIN_TEXTS: dict[str, tuple[str, str]] = {
    "O1": (
        N_("Put the Odin marker on an empty space"),
        N_("Swap 2 unoccupied landscape cards"),
    ),
    "O2": (
        N_("Put your stack in any order"),
        N_("Add 2 landscape cards at the end of the path"),
    ),
    "O3": (
        N_("Turn an unoccupied landscape card 180°"),
        N_("Remove an unoccupied landscape card"),
    ),
    "O4": (
        N_("Move your opponent's raven 1 space back"),
        N_("Move your raven 1 space forward"),
    ),
}
CHOICE_INDEX = {  # which of its card's two texts an Odin action is
    A.MARKER: 0,
    A.SWAP: 1,
    A.ARRANGE: 0,
    A.EXTEND: 1,
    A.TURN: 0,
    A.REMOVE: 1,
    A.BACK: 0,
    A.FORWARD: 1,
}


def odin_texts(code: str) -> tuple[str, str]:
    """An Odin card's two texts in the current language."""
    first, second = ODIN_TEXTS[code]
    return _(first), _(second)


# The Odin cards as the printed cards number them (msgids the rules pages also use).
ODIN_CARD_NAMES = {
    "O1": N_("Odin card I"),
    "O2": N_("Odin card II"),
    "O3": N_("Odin card III"),
    "O4": N_("Odin card IV"),
}


def card_name(code: str) -> str:
    """A card as a player names it: a landscape ("forest"), an Odin card ("Odin card III"), a
    landscape card ("forest / lake": top over bottom), a Magic Way card ("Odin + lake")."""
    code = code.split(":", 1)[-1]  # a record's "h:F" or "s:F"
    if code in LANDSCAPE_NAMES:
        return _(LANDSCAPE_NAMES[code])
    if code in ODIN_CARD_NAMES:
        return _(ODIN_CARD_NAMES[code])
    if "+" in code:
        return _(" + ").join(card_name(part) for part in code.split("+"))
    if len(code) == 2 and code[0] in LANDSCAPES and code[1] in LANDSCAPES:
        return f"{card_name(code[0])} / {card_name(code[1])}"
    return code  # "-" for an empty pile


def _show_fact(key: str, value: Any) -> str:
    """A refusal's fact as the table shows it: cards by name, positions counted from 1."""
    if isinstance(value, tuple):
        return _(", ").join(card_name(str(v)) for v in value)
    if key in ("position", "left", "right", "last"):
        return str(int(value) + 1)
    if key == "path":
        return RAVEN_NAMES[value] if value in (0, 1) else str(value)
    if isinstance(value, str):
        return card_name(value)
    return str(value)


def refusal_text(refusal: Refusal) -> str:
    """An engine refusal in the player's language and terms."""
    return translate(refusal, _show_fact)


# ---------------------------------------------------------------------- the Saga


# The verbs again in the second person, for the player named "You".
SECOND_PERSON = {
    "flies": N_("fly"),
    "passes the Odin marker": N_("pass the Odin marker"),
    "stores": N_("store"),
    "plays to the Magic Way": N_("play to the Magic Way"),
    "discards": N_("discard"),
    "sets the Odin marker": N_("set the Odin marker"),
    "swaps two landscape cards": N_("swap two landscape cards"),
    "rearranges the stack": N_("rearrange your stack"),
    "adds landscape cards": N_("add landscape cards"),
    "turns a landscape card": N_("turn a landscape card"),
    "removes a landscape card": N_("remove a landscape card"),
    "sends the other raven back": N_("send the other raven back"),
    "hops forward": N_("hop forward"),
    "lengthens the paths": N_("lengthen the paths"),
    "lays": N_("lay"),
    "ends the turn": N_("end the turn"),
    "shuffles the discard pile into a new supply": N_(
        "shuffle your discard pile into a new supply"
    ),
    "wins the race": N_("win the race"),
    "starts race {number}": N_("start race {number}"),
}
GOLD, DIM, PLAIN = "gold", "dim", "plain"


@dataclass(frozen=True)
class RavensSagaEntry:
    seat: int
    who: str
    verb: str  # an English msgid (a key of SECOND_PERSON)
    cards: tuple[str, ...] = ()  # codes shown as chips: "F", "O2", a landscape card "FM"
    hidden: bool = False  # the cards are the seat's secret (a stored card)
    tail: str = ""  # e.g. "+3" spaces, a card's number
    tone: str = PLAIN
    facts: dict[str, object] = field(default_factory=dict, compare=False)

    def verb_text(self) -> str:
        """The verb in the current language (translated when drawn: switches follow)."""
        verb = SECOND_PERSON.get(self.verb, self.verb) if is_you(self.who) else self.verb
        return _(verb).format(**self.facts)

    def shown_cards(self, viewer: int | None) -> tuple[str, ...]:
        """The chips a viewer may see (``None``: every card, as the replay viewer shows)."""
        if self.hidden and viewer is not None and viewer != self.seat:
            return ()
        return self.cards


def race_entry(name: str, seat: int, index: int) -> RavensSagaEntry:
    return RavensSagaEntry(
        seat, name, N_("starts race {number}"), tone=DIM, facts={"number": index + 1}
    )


_ODIN_VERBS = {
    A.MARKER: N_("sets the Odin marker"),
    A.SWAP: N_("swaps two landscape cards"),
    A.ARRANGE: N_("rearranges the stack"),
    A.EXTEND: N_("adds landscape cards"),
    A.TURN: N_("turns a landscape card"),
    A.REMOVE: N_("removes a landscape card"),
    A.BACK: N_("sends the other raven back"),
    A.FORWARD: N_("hops forward"),
}


def _played(outcome: RavensOutcome) -> tuple[str, ...]:
    return outcome.hand_cards + outcome.stack_cards


def entries_for(names: list[str], outcome: RavensOutcome) -> list[RavensSagaEntry]:
    """The Saga's lines for one applied action."""
    seat, action = outcome.seat, outcome.action
    who = names[seat]
    kind = A.action_type(action)
    entries: list[RavensSagaEntry] = []
    if kind == A.FLY:
        raven = outcome.raven
        spaces = len(raven.spaces) if raven else 0
        verb = N_("passes the Odin marker") if outcome.marker_set_aside else N_("flies")
        entries.append(RavensSagaEntry(seat, who, verb, _played(outcome), tail=f"+{spaces}"))
    elif kind == A.STORE:
        entries.append(RavensSagaEntry(seat, who, N_("stores"), _played(outcome), hidden=True))
    elif kind == A.MAGIC:
        entries.append(RavensSagaEntry(seat, who, N_("plays to the Magic Way"), _played(outcome)))
    elif kind == A.DISCARD:
        entries.append(RavensSagaEntry(seat, who, N_("discards"), _played(outcome), tone=DIM))
    elif kind in _ODIN_VERBS:
        verb, where = _ODIN_VERBS[kind], _where(outcome)
        entries.append(RavensSagaEntry(seat, who, verb, _played(outcome), tail=where))
    elif kind == A.LAY and outcome.laid is not None:
        # The end of the turn's lengthening passes the turn on; an extend's cards do not.
        verb = N_("lengthens the paths") if outcome.ended_turn else N_("lays")
        entries.append(RavensSagaEntry(seat, who, verb, (outcome.laid,)))
    elif kind == A.END and not action & A.LENGTHEN:
        entries.append(RavensSagaEntry(seat, who, N_("ends the turn"), tone=DIM))
    if outcome.reshuffled:
        verb = N_("shuffles the discard pile into a new supply")
        entries.append(RavensSagaEntry(seat, who, verb, tone=DIM))
    if outcome.round_over and outcome.winner is not None and outcome.points is not None:
        points = outcome.points[outcome.winner]
        winner = names[outcome.winner]
        entries.append(
            RavensSagaEntry(
                outcome.winner, winner, N_("wins the race"), tail=f"+{points}", tone=GOLD
            )
        )
    return entries


def _where(outcome: RavensOutcome) -> str:
    if outcome.swapped is not None:
        a, b = outcome.swapped
        return f"{a + 1} / {b + 1}"
    if outcome.turned is not None:
        return f"#{outcome.turned + 1}"
    if outcome.removed is not None:
        return f"#{outcome.removed[0] + 1}"
    return ""


# ---------------------------------------------------------------------- whole sentences


def cards_phrase(codes: tuple[str, ...]) -> str:
    return _(", ").join(card_name(code) for code in codes)


def describe(action: int) -> str:
    """One action as a sentence addressed to the player ("Fly with forest, forest"), for
    hints."""
    kind = A.action_type(action)
    hand, stack = A.played_cards(action)
    cards = cards_phrase(tuple(KINDS[k] for k in hand + stack))
    if kind == A.END:
        if action & A.LENGTHEN:
            return _("End your turn and lengthen the paths")
        return _("End your turn")
    if kind == A.LAY:
        return _("Lay it as {card}").format(card=card_name(landscape_code(A.param(action))))
    if kind == A.FLY:
        return _("Fly with {cards}").format(cards=cards)
    if kind == A.STORE:
        return _("Store {card} on your stack").format(card=cards)
    if kind == A.MAGIC:
        return _("Play {card} to your Magic Way row").format(card=cards)
    if kind == A.DISCARD:
        return _("Discard {card}").format(card=cards)
    text = odin_texts(KINDS[A.ODIN_CARD[kind]])[CHOICE_INDEX[kind]]
    return _("Play {card}: {action}").format(card=cards, action=text)


def spaces_text(count: int) -> str:
    return ngettext("{count} space", "{count} spaces", count).format(count=count)
