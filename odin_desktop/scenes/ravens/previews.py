"""What a move on Odin's Ravens' table would do, in words, before it is made: the live caption
of a drag (and whether the place under it would take the cards), and an Odin card's two
actions as its panel offers them, with why one cannot be chosen. The engine says what is
legal, through the move being composed (`composer.MoveComposer`). Pygame-free."""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.ravens import Refusal
from odin_desktop.engine.ravens import actions as A
from odin_desktop.i18n import _, ngettext
from odin_desktop.i18n.devices import InUse
from odin_desktop.i18n.ravens.cards import card_name, odin_texts, refusal_text
from odin_desktop.scenes.ravens.composer import Card, MoveComposer, Zone, card_action, several
from odin_desktop.scenes.ravens.guide_words import FINISH_FLY
from odin_desktop.scenes.ravens.saga_entries import spaces_text


@dataclass(frozen=True)
class Choice:
    """One of an Odin card's two actions as offered: its text, and why not when refused."""

    kind: int  # A.MARKER, A.SWAP, …
    text: str
    refusal: str  # "" when it can be chosen


def choices(move: MoveComposer) -> list[Choice]:
    """The Odin card's two actions, with the reason when one cannot be chosen."""
    card = move.odin
    if card is None:
        return []
    texts = odin_texts(card.code)
    offered = []
    for text, choice in zip(texts, A.CHOICES_OF_CARD[card.kind], strict=True):
        why = ""
        if not move.odin_actions(card, choice):
            why = said(move.choice_refusal(card, choice))
        offered.append(Choice(choice, text, why))
    return offered


def preview_cards(
    move: MoveComposer, cards: list[Card], zone: Zone, in_use: InUse
) -> tuple[str, bool]:
    """`preview` for the cards carried together."""
    if len(cards) == 1:
        return preview(move, cards[0], zone, in_use)
    if zone is Zone.NEXT and not any(card.is_odin for card in cards):
        return _fly_text(move, [*move.fly, *cards])
    return _(several(cards, zone)), False


def preview(move: MoveComposer, card: Card, zone: Zone, in_use: InUse) -> tuple[str, bool]:
    """What ``card`` would do if dropped on ``zone`` now, and whether it would be taken."""
    if zone is Zone.NEXT and not card.is_odin:
        return _fly_text(move, [*move.fly, card])
    if zone in (Zone.NEXT, Zone.PATH):
        if not card.is_odin:
            return _("To fly, drop the card on the space in front of your raven"), False
        if not move.odin_playable(card):
            return said(move.choice_refusals(card)[0]), False
        play = _("Play {card}: choose one of its two actions")
        return play.format(card=card_name(card.code)), True
    if move.fly:
        return FINISH_FLY.text(in_use), False
    action = card_action(card, zone)
    if action is None:
        return "", False
    problem = move.referee.refusal(action)
    if problem is not None:
        return refusal_text(problem), False
    if zone is Zone.STACK:
        return _("Store it on your stack"), True
    if zone is Zone.MAGIC:
        return _("Play it to your Magic Way row"), True
    return _("Discard it (no effect)"), True


def _fly_text(move: MoveComposer, cards: list[Card]) -> tuple[str, bool]:
    outcome = move.fly_preview(cards)
    if outcome is not None:
        spaces = len(outcome.raven.spaces) if outcome.raven else 0
        flown = spaces_text(spaces)
        if outcome.marker_set_aside:
            return _("Pass the Odin marker: fly {spaces}").format(spaces=flown), True
        race = move.race
        assert race is not None
        if race.fly_jokers(outcome.action):
            return _("Joker: fly {spaces}").format(spaces=flown), True
        return _("Fly {spaces}").format(spaces=flown), True
    total = move.fly_completion(cards)
    if total is not None:
        if move.marker_ahead():
            text = ngettext(
                "Pass the Odin marker: {count} card in all",
                "Pass the Odin marker: {count} cards in all",
                total,
            )
        else:
            text = ngettext("Joker: {count} card in all", "Joker: {count} cards in all", total)
        return text.format(count=total), True
    _action, problem = move.exact_fly(cards)
    return (refusal_text(problem) if problem else ""), False


def said(refusal: Refusal | None) -> str:
    """A refusal in words (the general one when the engine named no reason)."""
    return refusal_text(refusal) if refusal is not None else _("That cannot be played now")
