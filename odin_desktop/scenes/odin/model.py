"""ODIN's table as a model, without pygame: what the player has selected, the take still to
choose, a warning waiting for confirmation, hints, the pace of the bots, what went wrong with
them, and the facts the status line and the buttons show.

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
    card_number,
    is_set,
    of_number,
    reading_order,
    set_value,
)
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take, make_action
from odin_desktop.engine.odin.observation import known_holdings
from odin_desktop.engine.odin.outcome import OdinOutcome
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.odin.cards import show, shown_facts
from odin_desktop.i18n.refusals import translate
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import table_model
from odin_desktop.scenes.coach import Lazy
from odin_desktop.scenes.odin.advice import advise, expert
from odin_desktop.scenes.odin.guide_words import (
    BEATS_GUIDE,
    LEAD_GUIDE,
    NOW_TAKE,
    SELECT_FIRST,
    TAKE_GUIDE,
)
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
    (the keyboard's cursor is marked apart: `cursor_card`)."""

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


class OdinTableModel(table_model.TableModel[OdinController]):
    NOTICE = OdinNotice
    BOT_PACE = BOT_PACE
    SUMMARY_DELAY = SUMMARY_DELAY

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
        self.selected: set[int] = set()  # changed in place: the view holds this set
        self.take_play: int | None = None  # a play waiting for the player to choose a take
        self.take_focus = 0
        self.hinted: int | None = None  # the last hint's move: its take is where the take starts
        self.cursor: int | None = None  # the hand's card under the keyboard's cursor
        self.cursor_index = 0  # its place in the hand (kept when the card is played)
        self.cursor_shown = False  # shown once the arrow keys are used; a click hides it
        self.confirm: int | None = None  # a move the player must confirm (whole-hand warning)
        self.show_legal = False  # L: ring the cards that can be played now
        self.auto_pass_wait = 0.0
        self.scores_pending = False  # the hand is scored, but its summary has not counted it
        self.log: list[OdinSagaEntry] = []  # the Saga of this hand
        self.guided = False  # Learn by playing: the coach's move is ringed, said and hinted

    # ------------------------------------------------------------------ facts

    @property
    def state(self) -> HandState | None:
        return self.controller.hand

    @property
    def current_round(self) -> HandState | None:
        return self.controller.hand

    @property
    def hand(self) -> HandState:
        """The hand on the table, once one is dealt (the table deals as it opens)."""
        hand = self.controller.hand
        assert hand is not None, "no hand has been dealt yet"
        return hand

    @property
    def selection(self) -> int:
        mask = 0
        for card in self.selected:
            mask |= 1 << card
        return mask

    def _actions_playing(self, play: int) -> list[int]:
        """The legal actions that play exactly these cards (none for an empty selection)."""
        if not play:
            return []
        return [a for a in self.controller.legal_actions() if a & PLAY_BITS == play]

    def why_not(self, play: int) -> Refusal | None:
        """The engine's reason a play is refused (with a plausible take, so the take is not
        what it complains about)."""
        state = self.hand
        take = None
        if state.table and play != state.hands[state.turn]:
            take = reading_order(state.table)[0]
        return state.refusal(make_action(play, take))

    @property
    def can_play(self) -> bool:
        return (
            self.human_turn
            and self.take_play is None
            and bool(self._actions_playing(self.selection))
        )

    @property
    def can_pass(self) -> bool:
        return (
            self.human_turn and self.take_play is None and PASS in self.controller.legal_actions()
        )

    @property
    def take_choices(self) -> list[int]:
        """The beaten set's cards, as it reads, while the player chooses one to take."""
        return reading_order(self.hand.table) if self.take_play is not None else []

    @property
    def take_card(self) -> int | None:
        """While choosing a take, the beaten card Take (Enter) takes now."""
        choices = self.take_choices
        return choices[self.take_focus % len(choices)] if choices else None

    def rings(self) -> dict[int, Ring]:
        """While choosing a take, the one card Take (Enter) takes — one highlight, as every
        beaten card may be taken; on request (L), every card of the hand that belongs to some
        legal play."""
        take = self.take_card
        if take is not None:
            return {take: Ring.FOCUS}
        playable = 0
        if self.show_legal and self.human_turn:
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
        if not self.guided or not self.human_turn or self.take_play is not None:
            return None
        return guidance(self.controller.legal_actions(), self.hand)

    def _guide(self, seat: int) -> str:
        state = self.hand
        selection = self.selection
        if self.take_play is not None:
            return TAKE_GUIDE.text(self.in_use)
        coached = self.guidance() if not selection else None
        if coached is not None:  # the ringed cards, said
            return coached.ring_words(self.in_use)
        if not selection:
            if not state.table:
                if state.can_finish_whole_hand():
                    return _("Your lead: play one card — or your whole hand, to end it!")
                return _("Your lead: play one card")
            return ngettext(
                "Your turn: beat {value} with {size} card or {more}, or pass",
                "Your turn: beat {value} with {size} cards or {more}, or pass",
                state.table_size,
            ).format(value=state.table_value, size=state.table_size, more=state.table_size + 1)
        if self._actions_playing(selection):
            value = set_value(selection)
            if state.table:
                return BEATS_GUIDE.text(self.in_use, value=value, table=state.table_value)
            return LEAD_GUIDE.text(self.in_use, value=value)
        if not is_set(selection):
            return _("Those cards do not share a number or a colour")
        refusal = self.why_not(selection)
        return translate(refusal, show) if refusal else _("That cannot be played now")

    # ------------------------------------------------------------------ dealing and moves

    def _round_due(self) -> bool:
        return self.controller.game.needs_round

    def _begin_round(self) -> None:
        self.controller.start_round()

    def _resume_round(self) -> None:
        """The hand so far, as the table opens on it: its Saga, and its moves shown at once."""
        self._replay_log()
        for outcome in self.controller.hand_so_far():
            self.events.append(Moved(outcome, resumed=True))

    def _replay_log(self) -> None:
        """The Saga of the hand so far, from its deal (a resumed table, an undo)."""
        self._new_log()
        for outcome in self.controller.hand_so_far():
            self.log += move_entries(self.names, outcome)

    def _new_log(self) -> None:
        self.log = [lead_entry(self.names[self.hand.leader], self.controller.game.round_index)]
        self.log_epoch += 1

    def _clear_intents(self, new_viewer: bool = False) -> None:
        self.selected.clear()
        self.cursor, self.cursor_index = None, 0
        if new_viewer:
            self.cursor_shown = False

    def next_round(self) -> bool:
        self.scores_pending = False  # the summary has counted them into the totals
        return super().next_round()

    def apply(self, action: int) -> OdinOutcome:
        """Play ``action`` for the seat to move; the scene animates it from the event."""
        self.take_play = None
        self.confirm = self.hinted = None
        self.bot_wait = self.auto_pass_wait = 0.0
        if not self.notice.alert:  # what was said about the last decision is done with
            self.notice = OdinNotice()
        outcome = self.controller.play(action)
        self.selected.clear()
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

    def toggle(self, card: int) -> None:
        """A click on a card of the hand: into the selection, or out of it."""
        if self.take_play is not None:
            return
        self.selected ^= {card}
        self.confirm = None

    @property
    def cursor_card(self) -> int | None:
        """The card under the keyboard's cursor, once shown (where its card was, when that
        card has left the hand); none while a take is chosen (the keys choose among the
        beaten cards)."""
        order = self.hand_order()
        if not self.cursor_shown or not order or self.take_play is not None:
            return None
        if self.cursor in order:
            return self.cursor
        return order[min(self.cursor_index, len(order) - 1)]

    def move_cursor(self, delta: int) -> None:
        """← →: along the hand (or, while choosing the take, along the beaten set); the
        first press only shows the cursor."""
        if self.take_play is not None:
            self.focus_take(delta)
            return
        order = self.hand_order()
        if not order:
            return
        card = self.cursor_card
        if card is None:
            index = min(self.cursor_index, len(order) - 1)
        else:
            index = max(0, min(len(order) - 1, order.index(card) + delta))
        self.cursor, self.cursor_index, self.cursor_shown = order[index], index, True

    def pick(self) -> None:
        """Space: the card under the cursor into the selection or out of it; while choosing
        the take, take the focused card."""
        if self.take_play is not None:
            self.take_focused()
            return
        card = self.cursor_card
        if card is None:
            self.move_cursor(0)
        else:
            self.toggle(card)

    def raise_card(self, up: bool) -> None:
        """↑ puts the card under the cursor into the selection, ↓ back into the hand."""
        if self.take_play is not None:
            return
        card = self.cursor_card
        if card is None:
            self.move_cursor(0)
        elif (card in self.selected) != up:
            self.toggle(card)

    def hide_cursor(self) -> None:
        """The mouse is back in use."""
        self.cursor_shown = False

    def select_number(self, number: int) -> None:
        """A number key: every card of that number, or none of them if all were selected;
        while choosing the take, the beaten card of that number (the next one, pressed
        again, when several have it)."""
        if self.state is None:
            return
        if self.take_play is not None:
            self._focus_number(number)
            return
        matching = set(reading_order(of_number(self.state.hands[self.viewer], number)))
        if not matching:
            return
        if matching <= self.selected:
            self.selected -= matching
        else:
            self.selected |= matching

    def play_selection(self) -> None:
        """Enter, or the Play button."""
        if self.take_play is not None:
            self.take_focused()
        elif self.human_turn:
            self.try_play(self.selection)

    def drop(self, cards: set[int], on_middle: bool) -> bool:
        """Cards of the hand dropped: on the middle they are played if the rules allow.
        True when they were (or wait for their take); the scene snaps them back otherwise."""
        if not (self.human_turn and on_middle):
            return False
        self.selected.clear()
        self.selected |= cards
        mask = 0
        for card in cards:
            mask |= 1 << card
        return self.try_play(mask)

    def try_play(self, play: int) -> bool:
        """Play the cards of ``play`` if the rules allow; otherwise say why. True if played
        (or waiting for the take)."""
        if not play:
            self.say_for(SELECT_FIRST, Tone.DIM)
            return False
        actions = self._actions_playing(play)
        if not actions:
            self.refuse(self.why_not(play))
            return False
        if self._needs_confirmation(actions[0]):
            return False
        if len(actions) == 1:
            return self._commit(actions[0])
        self.take_play = play
        self.take_focus = self._hinted_take(play)
        self.events.append(Staged())
        self.say_for(NOW_TAKE, Tone.GOLD)
        return True

    def _hinted_take(self, play: int) -> int:
        """Where the take's focus starts: on the card the hint named, when this is the hint's
        play; else on the first beaten card."""
        hinted = self.hinted
        take = action_take(hinted) if hinted is not None and hinted & PLAY_BITS == play else None
        choices = self.take_choices
        return choices.index(take) if take in choices else 0

    def take(self, card: int) -> None:
        """The card chosen from the beaten set."""
        if self.take_play is None:
            return
        action = make_action(self.take_play, card)
        legal = action in self.controller.legal_actions()
        if legal and not self._commit(action):  # held by the tutor: the play is chosen again
                self.take_play = None
                self.events.append(Staged())

    def focus_take(self, delta: int) -> None:
        if self.take_play is not None:
            self.take_focus += delta

    def focus_take_card(self, card: int) -> None:
        """The pointer over a beaten card: the one Take (Enter) takes."""
        choices = self.take_choices
        if card in choices:
            self.take_focus = choices.index(card)

    def _focus_number(self, number: int) -> None:
        choices = self.take_choices
        count = len(choices)
        after = self.take_focus % count if count else 0
        for step in range(1, count + 1):  # the next card of that number, from the focus on
            index = (after + step) % count
            if card_number(choices[index]) == number:
                self.take_focus = index
                return
        self.say(N_("No beaten card is a {number}"), Tone.DIM, number=number)

    def take_focused(self) -> None:
        choices = self.take_choices
        if choices:
            self.take(choices[self.take_focus % len(choices)])

    def cancel(self) -> bool:
        """Esc: back from choosing a take. False when there was nothing to cancel."""
        if self.take_play is None:
            return False
        self.take_play = None
        self.events.append(Staged())
        self.say(N_("Your cards are back in your hand: choose your play again"), Tone.DIM)
        return True

    def pass_turn(self) -> None:
        if not self.can_pass:
            return
        if self._needs_confirmation(PASS):
            return
        self._commit(PASS)

    def _needs_confirmation(self, action: int) -> bool:
        """Warn once before passing or splitting a hand that could be played out whole."""
        if not self.settings.warn_whole_hand or self.confirm == action:
            return False
        hand = self.hand.hands[self.hand.turn]
        whole = any(a & PLAY_BITS == hand for a in self.controller.legal_actions())
        if not whole or action & PLAY_BITS == hand:
            return False
        self.confirm = action
        self.say(
            N_("You could play your whole hand and end it! Do it again to confirm."), Tone.GOLD
        )
        return True

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

    def _undo_point(self) -> int | None:
        """How many moves of this hand stay when the player's last move is taken back."""
        state = self.state
        if state is None or state.over or not self.undo_offered:
            return None
        human = self.controller.humans[0]
        for index in range(len(state.history) - 1, -1, -1):
            if state.history[index][0] == human:
                return index
        return None

    @property
    def can_undo(self) -> bool:
        return not self.handing_over and self._undo_point() is not None

    def undo(self) -> bool:
        """Ctrl+Z: take back the player's last move of this hand and the bots' moves after
        it. False (and nothing changes) where there is none, or in hot seat."""
        keep = self._undo_point()
        if keep is None or self.handing_over:
            if self.undo_offered:
                self.say(N_("There is no move of yours to take back in this hand"), Tone.DIM)
            return False
        moves = len(self.hand.history) - keep
        self.controller.take_back(keep)
        self.take_play = self.confirm = self.hinted = None
        self.selected.clear()
        self.bot_wait = self.auto_pass_wait = 0.0
        self._replay_log()
        self.events.append(Undone(moves))
        self.say(N_("Your last move is taken back, and the bots' after it"), Tone.GOLD)
        self._save(self.controller)  # the record keeps only the moves as finally played
        return True

    def toggle_legal(self) -> None:
        self.show_legal = not self.show_legal

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
        self.selected.clear()
        self.selected |= set(reading_order(play))
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
