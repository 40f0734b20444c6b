"""ODIN's table as a model, without pygame: the player's turn, the hand's life, undo, hints,
the pace of the bots and what went wrong with them, and the facts the status line and the
buttons show. It composes the play being put together (`composer.PlayComposer`: the cards
selected, the take still to choose, a warning waiting for confirmation), the keys' cursor on
the hand (`focus.HandFocus`) and the status line's guide (`guide`).

The table scene turns input into *intents* (`toggle`, `drop`, `play_selection`, `take`,
`pass_turn`, `hint`, …) and draws what the model says; the model asks the engine (through the
controller) what is legal and never decides a rule itself. What happened is told to the scene
as *events* (the shared `RoundStarted`, `HandOverTo`, `RoundOver`, and ODIN's `Moved`,
`Undone`, `Resorted`, `Staged`), which it turns into animations and sounds. Dealing, the
hot-seat hand-over and hints follow `scenes.table_model`. Tests drive a whole hand through
the model alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from odin_desktop.engine.odin.cards import (
    by_colour,
    by_number,
    card_code,
    reading_order,
    set_value,
)
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take
from odin_desktop.engine.odin.observation import known_holdings
from odin_desktop.engine.odin.outcome import OdinOutcome
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_
from odin_desktop.i18n.odin.cards import show, shown_facts
from odin_desktop.i18n.refusals import translate
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import table_model
from odin_desktop.scenes.coach import Lazy
from odin_desktop.scenes.odin.advice import advise, expert
from odin_desktop.scenes.odin.composer import PlayComposer, PlayStep, mask_of
from odin_desktop.scenes.odin.focus import HandFocus
from odin_desktop.scenes.odin.guide import guide
from odin_desktop.scenes.odin.saga_entries import OdinSagaEntry, lead_entry, move_entries
from odin_desktop.scenes.odin.tutorial import Guidance, guidance
from odin_desktop.scenes.table_advice import Advice
from odin_desktop.scenes.table_model import HandOverTo, RoundOver, RoundStarted, SeatFacts, Tone
from odin_desktop.session.odin.controller import OdinController

__all__ = [
    "HandOverTo",
    "OdinNotice",
    "OdinTableModel",
    "RoundOver",
    "RoundStarted",
    "SeatFacts",
    "Tone",
]

# Seconds a bot's move is held back so people can follow, by the "AI speed" setting.
BOT_PACE = {"slow": 1.4, "normal": 0.75, "fast": 0.25}
AUTO_PASS_DELAY = 0.7
SUMMARY_DELAY = 1.1  # after the last card lands, before the hand summary


class Ring(Enum):
    """A ring around a card: the card a take takes (Take, Enter), or a card that can play
    (the keyboard's cursor is marked apart: `HandFocus.cursor_card`)."""

    FOCUS = "focus"
    PLAYABLE = "playable"


@dataclass(frozen=True)
class OdinNotice(table_model.Notice):
    """A status line's message whose facts and refusals name ODIN's cards."""

    def refusal_text(self, refusal: Refusal) -> str:
        return translate(refusal, show)

    def shown(self, facts: Mapping[str, object]) -> Mapping[str, object]:
        return shown_facts(facts)


# ---------------------------------------------------------------------- events for the scene


@dataclass(frozen=True)
class Moved:
    outcome: OdinOutcome
    resumed: bool = False  # replayed from a saved game: shown at once, without a sound


@dataclass(frozen=True)
class Undone:
    """Moves were taken back: the hand stands as it was before the player's last move."""

    moves: int  # how many moves (the player's and the bots' after it)


@dataclass(frozen=True)
class Resorted:
    """The hand's order changed (the sort setting)."""


@dataclass(frozen=True)
class Staged:
    """A play now waits for its take in the middle, or went back into the hand."""


Event = RoundStarted | Moved | Undone | HandOverTo | RoundOver | Resorted | Staged


class OdinTableSettings(Protocol):
    """The settings the table follows (the app's `Settings`)."""

    auto_pass: bool
    warn_whole_hand: bool
    ai_speed: str
    sort: str
    undo: bool
    memory_aid: bool

    def save(self) -> Any: ...


class OdinTableModel(table_model.FocusedTableModel[OdinController]):
    NOTICE, BOT_PACE, SUMMARY_DELAY = OdinNotice, BOT_PACE, SUMMARY_DELAY
    focus: HandFocus

    def __init__(
        self,
        controller: OdinController,
        settings: OdinTableSettings,
        save: Callable[[OdinController], object] = lambda _controller: None,
        allow_undo: bool = True,
    ) -> None:
        """``allow_undo``: False where Undo is never offered (the guided hand)."""
        super().__init__(controller, settings, save)
        self.allow_undo = allow_undo
        self.move = PlayComposer(controller)
        self.focus = HandFocus(self)
        self.hinted: int | None = None  # the last hint's move: its take is where the take starts
        self.auto_pass_wait = 0.0
        self.scores_pending = False  # the hand is scored, but its summary has not counted it
        self.log: list[OdinSagaEntry] = []  # the Saga of this hand
        self.guided = False  # Learn by playing: the coach's move is ringed, said and hinted

    # ------------------------------------------------------------------ facts

    @property
    def current_round(self) -> HandState | None:
        return self.controller.hand

    state = current_round  # a round of ODIN is a hand

    @property
    def hand(self) -> HandState:
        """The hand on the table, once one is dealt (the table deals as it opens)."""
        return self.move.hand

    @property
    def can_play(self) -> bool:
        move = self.move
        return (
            self.human_turn
            and move.take_play is None
            and bool(move.actions_playing(move.selection))
        )

    @property
    def can_pass(self) -> bool:
        return (
            self.human_turn
            and self.move.take_play is None
            and PASS in self.controller.legal_actions()
        )

    def rings(self) -> dict[int, Ring]:
        """While choosing a take, the one card Take (Enter) takes — one highlight, as every
        beaten card may be taken; on request (L), every card of the hand that belongs to some
        legal play."""
        take = self.move.take_card
        if take is not None:
            return {take: Ring.FOCUS}
        playable = 0
        if self.focus.show_legal and self.human_turn:
            for action in self.controller.legal_actions():
                playable |= action & PLAY_BITS
        return {c: Ring.PLAYABLE for c in reading_order(playable)}

    def shown_totals(self) -> list[int]:
        """The totals on the seats: a finished hand's points join them only once its summary
        has counted them out."""
        game = self.controller.game
        if self.scores_pending and game.scores:
            return [t - p for t, p in zip(game.totals, game.scores[-1], strict=True)]
        return list(game.totals)

    def known_cards(self) -> tuple[int, ...]:
        """Per seat, the cards everyone saw it take and it still holds (the memory aid; the
        viewer's own hand shows itself): public facts only, from the engine."""
        state = self.state
        if state is None or not self.settings.memory_aid:
            return (0,) * len(self.names)
        known = list(known_holdings(state.players, state.history))
        known[self.viewer] = 0
        return tuple(known)

    def hand_order(self) -> list[int]:
        """The viewer's hand as it lies, left to right (the sort setting)."""
        state = self.state
        if state is None:
            return []
        hand = state.hands[self.viewer]
        return by_colour(hand) if self.settings.sort == "colour" else by_number(hand)

    def guidance(self) -> Guidance | None:
        """Learn by playing: the coach's move on the player's turn (None elsewhere, and
        while a take is chosen)."""
        if not self.guided or not self.human_turn or self.move.take_play is not None:
            return None
        return guidance(self.controller.legal_actions(), self.hand)

    def _guide(self, seat: int) -> str:
        return guide(self)

    # ------------------------------------------------------------------ dealing and moves

    def _round_due(self) -> bool:
        return self.controller.game.needs_round

    def _begin_round(self) -> None:
        self.controller.start_round()

    def _resume_round(self) -> None:
        """The hand so far, as the table opens on it: its Saga, and its moves shown at once."""
        self._new_log()
        for outcome in self.controller.hand_so_far():
            self.events.append(Moved(outcome, resumed=True))

    def _new_log(self) -> None:
        """The Saga of the hand so far, from its deal (a hand just dealt, a resumed table, an
        undo)."""
        self.log = [lead_entry(self.names[self.hand.leader], self.controller.game.round_index)]
        for outcome in self.controller.hand_so_far():
            self.log += move_entries(self.names, outcome)
        self.log_epoch += 1

    def _clear_intents(self, new_viewer: bool = False) -> None:
        self.move.selected.clear()
        self.focus.clear(new_viewer)

    def next_round(self) -> bool:
        self.scores_pending = False  # the summary has counted them into the totals
        return super().next_round()

    def apply(self, action: int) -> OdinOutcome:
        """Play ``action`` for the seat to move; the scene animates it from the event."""
        self.hinted = None
        self.bot_wait = self.auto_pass_wait = 0.0
        if not self.notice.alert:  # what was said about the last decision is done with
            self.notice = OdinNotice()
        outcome = self.controller.play(action)
        self.move.clear()
        self.log += move_entries(self.names, outcome)
        self.events.append(Moved(outcome))
        if outcome.round_over:
            self._announce_end(outcome)
            self.summary_wait = 0.0
            self.scores_pending = True
        else:
            self._hand_over()
        self._save(self.controller)  # every move; at the game's end: stats, records
        return outcome

    def _announce_end(self, outcome: OdinOutcome) -> None:
        who = self.names[outcome.seat]
        if is_you(who):
            said = N_("You play out the whole hand!") if outcome.whole_hand else N_("You go out!")
        elif outcome.whole_hand:
            said = N_("{name} plays out the whole hand!")
        else:
            said = N_("{name} goes out!")
        self.say(said, Tone.GOLD, name=who)

    # ------------------------------------------------------------------ intents

    def _take(self, step: PlayStep) -> bool:
        """Say and play what an intent of the play came to (`composer.PlayStep`)."""
        if step.said:
            self.say_for(step.said, step.tone)
        if step.refused:
            self.refuse(step.refusal)
        if step.staged:
            self.events.append(Staged())
        if step.play is not None:
            return self._commit(step.play)
        return step.taken

    def play_selection(self) -> None:
        """Enter, or the Play button."""
        if self.move.take_play is not None:
            self.focus.take_focused()
        elif self.human_turn:
            self.try_play(self.move.selection)

    def drop(self, cards: set[int], on_middle: bool) -> bool:
        """Cards of the hand dropped: on the middle they are played if the rules allow.
        True when they were (or wait for their take); the scene snaps them back otherwise."""
        if not (self.human_turn and on_middle):
            return False
        self.move.select(cards)
        return self.try_play(mask_of(cards))

    def try_play(self, play: int) -> bool:
        """Play the cards of ``play`` if the rules allow; otherwise say why. True if played
        (or waiting for the take)."""
        return self._take(self.move.try_play(play, self.settings.warn_whole_hand, self.hinted))

    def take(self, card: int) -> None:
        """The card chosen from the beaten set."""
        action = self.move.take(card)
        if action is not None and not self._commit(action):  # held by the tutor: the play
            self.move.take_play = None  # is chosen again
            self.events.append(Staged())

    def cancel(self) -> bool:
        """Esc: back from choosing a take. False when there was nothing to cancel."""
        if not self.move.unstage():
            return False
        self.events.append(Staged())
        self.say(N_("Your cards are back in your hand: choose your play again"), Tone.DIM)
        return True

    def pass_turn(self) -> None:
        if self.can_pass:
            self._take(self.move.pass_turn(self.settings.warn_whole_hand))

    # ------------------------------------------------------------------ undo

    @property
    def undo_offered(self) -> bool:
        """Undo exists at this table: one human against bots only, and the setting on."""
        controller = self.controller
        return (
            self.allow_undo
            and self.settings.undo
            and len(controller.humans) == 1
            and len(self.names) > 1
        )

    @property
    def can_undo(self) -> bool:
        if self.handing_over or not self.undo_offered:
            return False
        return undo_point(self.state, self.controller.humans[0]) is not None

    def undo(self) -> bool:
        """Ctrl+Z: take back the player's last move of this hand and the bots' moves after
        it. False (and nothing changes) where there is none, or in hot seat."""
        offered = self.undo_offered
        keep = undo_point(self.state, self.controller.humans[0]) if offered else None
        if keep is None or self.handing_over:
            if offered:
                self.say(N_("There is no move of yours to take back in this hand"), Tone.DIM)
            return False
        moves = len(self.hand.history) - keep
        self.controller.take_back(keep)
        self.hinted = None
        self.move.clear()
        self.bot_wait = self.auto_pass_wait = 0.0
        self._new_log()
        self.events.append(Undone(moves))
        self.say(N_("Your last move is taken back, and the bots' after it"), Tone.GOLD)
        self._save(self.controller)  # the record keeps only the moves as finally played
        return True

    def toggle_sort(self) -> None:
        settings = self.settings
        settings.sort = "colour" if settings.sort == "number" else "number"
        settings.save()
        self.events.append(Resorted())

    # ------------------------------------------------------------------ time

    def _own_turn(self, dt: float) -> None:
        """Pass for the player when nothing else is possible (if the setting asks)."""
        if not self._auto_pass_due():
            return
        self.auto_pass_wait += dt
        if self.auto_pass_wait >= AUTO_PASS_DELAY:
            self.apply(PASS)
            self.say(N_("Nothing in your hand beats the middle: passed for you"), Tone.DIM)

    def _own_turn_wait(self) -> float | None:
        return AUTO_PASS_DELAY - self.auto_pass_wait if self._auto_pass_due() else None

    def _auto_pass_due(self) -> bool:
        return self.settings.auto_pass and self.controller.legal_actions() == [PASS]

    @property
    def tutor_on(self) -> bool:
        """Not in the guided hand, whose lessons say what to play: the tutor judged the
        coach's own moves by the Expert's and held them ("Take it back" at step 5's 8765)."""
        return not self.guided and super().tutor_on

    def hint(self) -> None:
        """H: in the guided hand the coach's move, ringed already, selected and said (the
        hint follows the lesson); else the Expert's or the helper bot's (`TableModel.hint`)."""
        coached = self.guidance()
        if coached is None:
            super().hint()
            return
        self._show_hint(coached.action)
        self.say(N_("Hint: {advice}"), Tone.GOLD, advice=Lazy(coached.hint))

    def _expert(self) -> tuple[Any, float]:
        return expert()

    def _advise(self, obs: Any, valuation: Any) -> Advice:
        return advise(obs, valuation)

    def _show_hint(self, action: int) -> None:
        play = action & PLAY_BITS
        if not play:
            self.say(N_("Hint: pass this time"), Tone.GOLD)
            return
        self.move.select(set(reading_order(play)))
        self.hinted = action
        take = action_take(action)
        value = set_value(play)
        if take is None:
            self.say(N_("Hint: play {value} (selected for you)"), Tone.GOLD, value=value)
        else:
            self.say(
                N_("Hint: play {value}, then take {card} (selected for you)"),
                Tone.GOLD,
                value=value,
                card=card_code(take),
            )


def undo_point(state: HandState | None, human: int) -> int | None:
    """How many moves of ``state`` stay when ``human``'s last move is taken back (None:
    no move of theirs in it, or the hand is over)."""
    if state is None or state.over:
        return None
    for index in range(len(state.history) - 1, -1, -1):
        if state.history[index][0] == human:
            return index
    return None
