"""Odin's Ravens' Saga, the same for the table, its summaries and the replay viewer
(pygame-free): the entries built from the engine's `RavensOutcome`s, in the player's words
(cards named by `i18n.ravens.cards`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from odin_desktop.engine.ravens import RavensOutcome
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, landscape_code
from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.ravens.cards import CHOICE_INDEX, card_name, odin_texts
from odin_desktop.i18n.terms import YOU, is_you

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


# A decision not played, by its kind: the Saga's verb it would write.
_PLANNED_VERBS = {
    A.FLY: N_("flies"),
    A.STORE: N_("stores"),
    A.MAGIC: N_("plays to the Magic Way"),
    A.DISCARD: N_("discards"),
    **_ODIN_VERBS,
}


def planned_entry(seat: int, action: int) -> RavensSagaEntry:
    """A decision as the Saga would write it, addressed to the player ("fly" with its cards,
    "swap two landscape cards" with "4 / 7"), without playing it: a candidate of the game
    review. The end of a turn says whether it lengthens."""
    kind = A.action_type(action)
    if kind == A.END:
        verb = N_("lengthens the paths") if action & A.LENGTHEN else N_("ends the turn")
        return RavensSagaEntry(seat, YOU, verb)
    hand, stack = A.played_cards(action)
    cards = tuple(KINDS[k] for k in hand + stack)
    value = A.param(action)
    tail = ""
    if kind == A.SWAP:
        tail = f"{(value & 255) + 1} / {(value >> 8) + 1}"
    elif kind in (A.TURN, A.REMOVE):
        tail = f"#{value + 1}"
    elif kind == A.MARKER:
        tail = f"#{(value & 255) + 1}"
    return RavensSagaEntry(
        seat, YOU, _PLANNED_VERBS.get(kind, N_("ends the turn")), cards, tail=tail
    )


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
