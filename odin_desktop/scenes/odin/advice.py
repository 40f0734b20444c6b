"""ODIN's words for the Expert's move (pygame-free): the move as a player says it ("Play
blue 3, red 3 and take green 5") and why, by rules read off the observation and the
analysis, first that applies:

1. it plays out the whole hand (the hand ends, the player scores nothing);
2. a pass when nothing beats the middle; else a pass that keeps the hand's sets together;
3. after the play and the take the hand is one set (all of it can go out next time);
4. it keeps the hand's highest number for later ("it keeps your 9s for the end");
5. it sheds three cards or more at once;
6. the card taken goes with the cards kept (same colour or number);
7. otherwise: the chance to win it gives, as the analysis found it.
"""

from __future__ import annotations

from odin_desktop.ai.analyst import Valuation
from odin_desktop.ai.odin.analyst import OdinAnalyst
from odin_desktop.ai.odin.levels import BUDGETS
from odin_desktop.analysis.judge import expert_seconds
from odin_desktop.engine.odin.cards import (
    card_code,
    card_colour,
    card_number,
    cards_of,
    codes_of,
    is_set,
)
from odin_desktop.engine.odin.moves import PLAY_BITS, action_take
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.i18n import _, ngettext
from odin_desktop.i18n.odin.cards import card_name, card_names
from odin_desktop.scenes.table_advice import Advice, best_advice, chance_reason


def move_words(action: int) -> str:
    """The move as a player says it."""
    play = action & PLAY_BITS
    if not play:
        return _("Pass")
    cards = card_names(codes_of(play))
    take = action_take(action)
    if take is None:
        return _("Play {cards}").format(cards=cards)
    return _("Play {cards} and take {card}").format(cards=cards, card=card_name(card_code(take)))


def reason(obs: OdinObservation, valuation: Valuation, action: int) -> str:
    """Why ``action`` is good, by the first rule of the module's list that applies."""
    hand, play = obs.hand, action & PLAY_BITS
    if play and play == hand:
        return _("it plays out your whole hand, so you score nothing this hand")
    if not play:
        if not any(a & PLAY_BITS for a in obs.legal):
            return _("nothing in your hand beats the middle")
        return _("beating the middle now would break up cards that go together")
    kept = hand & ~play
    take = action_take(action)
    after = kept | (0 if take is None else 1 << take)
    if is_set(after) and after.bit_count() > 1:
        return _("then your hand is one set, and it can all go out next time")
    highest = max(card_number(c) for c in cards_of(hand))
    if max(card_number(c) for c in cards_of(play)) < highest:
        return _("it keeps your {number}s for the end").format(number=highest)
    count = play.bit_count()
    if count >= 3:
        return ngettext(
            "it gets rid of {count} card at once", "it gets rid of {count} cards at once", count
        ).format(count=count)
    if take is not None and any(
        card_colour(c) == card_colour(take) or card_number(c) == card_number(take)
        for c in cards_of(kept)
    ):
        return _("the {card} goes with the cards you keep").format(card=card_name(card_code(take)))
    return chance_reason(valuation, action)


def advise(obs: OdinObservation, valuation: Valuation) -> Advice:
    """The best move of ``valuation`` for ``obs``'s seat, with why."""
    return best_advice(obs, valuation, move_words, reason)


def expert() -> tuple[OdinAnalyst, float]:
    """ODIN's analyst and the Expert's seconds for a move (what the table's coach asks)."""
    return OdinAnalyst(), expert_seconds(BUDGETS)
