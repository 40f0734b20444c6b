"""The play an ODIN player is putting together at the table, without pygame and without words
of its own: the cards selected, the play waiting in the middle for its take and the beaten
card Take takes now, and a move that waits for the player to confirm it (passing or splitting
a hand that could be played out whole).

Each intent that could play answers with a `PlayStep` (a move to play, a refusal, something to
say, the play staged for its take); the table's model (`model.py`) says and plays what the
step asks. What is legal is the engine's, asked through the controller (`HandReferee`), and why
not is the engine's `refusal`. Unit tests drive it on a hand alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from odin_desktop.engine.odin.cards import card_number, of_number, reading_order
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take, make_action
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_
from odin_desktop.i18n.devices import ByDevice
from odin_desktop.scenes.odin.guide_words import NOW_TAKE, SELECT_FIRST
from odin_desktop.scenes.table_model import Tone

WHOLE_HAND_WARNING = N_("You could play your whole hand and end it! Do it again to confirm.")


@dataclass(frozen=True)
class PlayStep:
    """What an intent came to: ``play``, the move to play (the tutor may hold it); ``refused``
    with the engine's ``refusal`` (None: the general reason); ``said`` in ``tone`` (an English
    msgid, or words for the device in use); ``staged``: the play now waits in the middle for
    its take. ``taken``: the intent was accepted."""

    play: int | None = None
    refused: bool = False
    refusal: Refusal | None = None
    said: str | ByDevice = ""
    tone: Tone = Tone.PLAIN
    staged: bool = False
    taken: bool = False


class HandReferee(Protocol):
    """What the composer asks the engine, through the table's controller."""

    @property
    def hand(self) -> HandState | None: ...

    def legal_actions(self) -> list[int]: ...


def mask_of(cards: set[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


class PlayComposer:
    """The play under way (see the module's note)."""

    def __init__(self, referee: HandReferee) -> None:
        self.referee = referee
        self.selected: set[int] = set()  # changed in place: the view holds this set
        self.take_play: int | None = None  # a play waiting for the player to choose a take
        self.take_focus = 0  # the beaten card Take (Enter) takes, among `take_choices`
        self.confirm: int | None = None  # a move the player must confirm (whole-hand warning)

    @property
    def hand(self) -> HandState:
        hand = self.referee.hand
        assert hand is not None, "no hand has been dealt yet"
        return hand

    @property
    def selection(self) -> int:
        return mask_of(self.selected)

    def actions_playing(self, play: int) -> list[int]:
        """The legal actions that play exactly these cards (none for an empty selection)."""
        if not play:
            return []
        return [a for a in self.referee.legal_actions() if a & PLAY_BITS == play]

    def why_not(self, play: int) -> Refusal | None:
        """The engine's reason a play is refused (with a plausible take, so the take is not
        what it complains about)."""
        state = self.hand
        take = None
        if state.table and play != state.hands[state.turn]:
            take = reading_order(state.table)[0]
        return state.refusal(make_action(play, take))

    # ------------------------------------------------------------------ the selection

    def toggle(self, card: int) -> None:
        """A card of the hand into the selection, or out of it (not while a take is chosen)."""
        if self.take_play is not None:
            return
        self.selected ^= {card}
        self.confirm = None

    def select_number(self, cards: int, number: int) -> None:
        """Every card of ``number`` among ``cards`` (the player's hand), or none of them if
        all were selected."""
        matching = set(reading_order(of_number(cards, number)))
        if not matching:
            return
        if matching <= self.selected:
            self.selected -= matching
        else:
            self.selected |= matching

    def select(self, cards: set[int]) -> None:
        """Exactly ``cards`` selected (a drop, a hint)."""
        self.selected.clear()
        self.selected |= cards

    # ------------------------------------------------------------------ playing

    def try_play(self, play: int, warn: bool, hinted: int | None) -> PlayStep:
        """The cards of ``play`` played if the rules allow: played at once when they can
        take only one way, else staged for the take (starting on the card ``hinted`` names);
        ``warn``: first warn before splitting a hand that could be played out whole."""
        if not play:
            return PlayStep(said=SELECT_FIRST, tone=Tone.DIM)
        actions = self.actions_playing(play)
        if not actions:
            return PlayStep(refused=True, refusal=self.why_not(play))
        if self.needs_confirmation(actions[0], warn):
            return PlayStep(said=WHOLE_HAND_WARNING, tone=Tone.GOLD)
        if len(actions) == 1:
            return PlayStep(play=actions[0], taken=True)
        self.take_play = play
        self.take_focus = self._hinted_take(play, hinted)
        return PlayStep(said=NOW_TAKE, tone=Tone.GOLD, staged=True, taken=True)

    def pass_turn(self, warn: bool) -> PlayStep:
        """Pass (``warn``: first warn when the whole hand could be played out instead)."""
        if self.needs_confirmation(PASS, warn):
            return PlayStep(said=WHOLE_HAND_WARNING, tone=Tone.GOLD)
        return PlayStep(play=PASS, taken=True)

    def needs_confirmation(self, action: int, warn: bool) -> bool:
        """Whether to warn once before passing or splitting a hand that could be played out
        whole (the move is then the one to confirm)."""
        if not warn or self.confirm == action:
            return False
        hand = self.hand.hands[self.hand.turn]
        whole = any(a & PLAY_BITS == hand for a in self.referee.legal_actions())
        if not whole or action & PLAY_BITS == hand:
            return False
        self.confirm = action
        return True

    # ------------------------------------------------------------------ the take

    @property
    def take_choices(self) -> list[int]:
        """The beaten set's cards, as it reads, while the player chooses one to take."""
        return reading_order(self.hand.table) if self.take_play is not None else []

    @property
    def take_card(self) -> int | None:
        """While choosing a take, the beaten card Take (Enter) takes now."""
        choices = self.take_choices
        return choices[self.take_focus % len(choices)] if choices else None

    def _hinted_take(self, play: int, hinted: int | None) -> int:
        """Where the take's focus starts: on the card the hint named, when this is the hint's
        play; else on the first beaten card."""
        take = action_take(hinted) if hinted is not None and hinted & PLAY_BITS == play else None
        choices = self.take_choices
        return choices.index(take) if take in choices else 0

    def take(self, card: int) -> int | None:
        """The action taking ``card`` from the beaten set with the staged play, when legal."""
        if self.take_play is None:
            return None
        action = make_action(self.take_play, card)
        return action if action in self.referee.legal_actions() else None

    def focus_take(self, delta: int) -> None:
        if self.take_play is not None:
            self.take_focus += delta

    def focus_take_card(self, card: int) -> None:
        """The pointer over a beaten card: the one Take (Enter) takes."""
        choices = self.take_choices
        if card in choices:
            self.take_focus = choices.index(card)

    def focus_number(self, number: int) -> bool:
        """The next beaten card of ``number`` from the focus on; False when none has it."""
        choices = self.take_choices
        count = len(choices)
        after = self.take_focus % count if count else 0
        for step in range(1, count + 1):
            index = (after + step) % count
            if card_number(choices[index]) == number:
                self.take_focus = index
                return True
        return False

    def unstage(self) -> bool:
        """The staged play back into the hand; False when none waited for its take."""
        if self.take_play is None:
            return False
        self.take_play = None
        return True

    def clear(self) -> None:
        """A move played or taken back: nothing staged, selected or to confirm."""
        self.take_play = self.confirm = None
        self.selected.clear()
