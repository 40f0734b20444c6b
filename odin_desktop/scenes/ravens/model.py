"""Odin's Ravens' table as a model, without pygame: the player's turn, the round's life, hints,
the pace of the bots and what went wrong with them, and the status line. It composes three
parts with one job each: the move being put together (`composer.MoveComposer`: a fly, an Odin
card's choice and target, the stack being rearranged, the end of the turn), the keys' focus
(`focus.KeyFocus`) and the guide (`guide`); what a move would do, in words, is `previews`.

The table scene turns input into *intents* (`drop`, `choose`, `pick_space`, `pick_card`,
`ask_end`, `end_turn`, `lay`, `cancel`, keys on the focus, …) and draws what the model says;
the model asks the engine (through the controller) what is legal and why not, and never
decides a rule itself. What happened is told to the scene as *events* (the shared
`RoundStarted`, `HandOverTo`, `RoundOver`, and `Acted`), which it turns into animations and
sounds. Setting out a race, the hot-seat hand-over and hints follow `scenes.table_model`.
Tests drive whole races through the model alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from odin_desktop.engine.ravens import RaceState, RavensOutcome, Refusal
from odin_desktop.engine.ravens.cards import kinds_of, stack_kinds
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE
from odin_desktop.i18n import N_
from odin_desktop.i18n.ravens.cards import refusal_text
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import table_model
from odin_desktop.scenes.ravens import answers, previews
from odin_desktop.scenes.ravens.advice import advise, expert
from odin_desktop.scenes.ravens.composer import (
    HAND,
    STACK,
    Card,
    Mode,
    MoveComposer,
    MoveStep,
    Zone,
)
from odin_desktop.scenes.ravens.focus import KeyFocus
from odin_desktop.scenes.ravens.guide import guide
from odin_desktop.scenes.ravens.hints import hint_words
from odin_desktop.scenes.ravens.history import replay_race
from odin_desktop.scenes.ravens.previews import Choice
from odin_desktop.scenes.ravens.saga_entries import RavensSagaEntry, entries_for, race_entry
from odin_desktop.scenes.table_advice import Advice
from odin_desktop.scenes.table_model import HandOverTo, RoundOver, RoundStarted, SeatFacts, Tone
from odin_desktop.session.ravens.controller import RavensController

__all__ = [
    "HAND",
    "STACK",
    "Card",
    "Choice",
    "HandOverTo",
    "Mode",
    "RavensNotice",
    "RavensTableModel",
    "RoundOver",
    "RoundStarted",
    "SeatFacts",
    "Tone",
    "Zone",
]

# Seconds each bot action is held back so people can follow, by the "AI speed" setting.
BOT_PACE = {"slow": 1.3, "normal": 0.7, "fast": 0.25}
SUMMARY_DELAY = 1.2  # after the race's last movement, before the race summary


@dataclass(frozen=True)
class RavensNotice(table_model.Notice):
    """A status line's message whose refusals are Odin's Ravens' own."""

    def refusal_text(self, refusal: Refusal) -> str:
        return refusal_text(refusal)


# ---------------------------------------------------------------------- events for the scene


@dataclass(frozen=True)
class Acted:
    outcome: RavensOutcome


Event = RoundStarted | Acted | HandOverTo | RoundOver


class RavensTableSettings(Protocol):
    """The settings the table follows (the app's `Settings`)."""

    ai_speed: str


class RavensTableModel(table_model.FocusedTableModel[RavensController]):
    NOTICE, BOT_PACE, SUMMARY_DELAY = RavensNotice, BOT_PACE, SUMMARY_DELAY
    focus: KeyFocus

    def __init__(
        self,
        controller: RavensController,
        settings: RavensTableSettings,
        save: Callable[[RavensController], object] = lambda _controller: None,
    ) -> None:
        super().__init__(controller, settings, save)
        self.move = MoveComposer(controller, lambda: self.viewer)
        self.focus = KeyFocus(self)
        self.hinted: int | None = None  # the action last suggested (said, ringed, picked)
        self.hint_asked = False  # a hint asked for, its answer not come yet
        self.log: list[RavensSagaEntry] = []  # the Saga of this race

    # ------------------------------------------------------------------ facts

    @property
    def current_round(self) -> RaceState | None:
        return self.controller.race

    race = current_round  # a round of Odin's Ravens is a race

    @property
    def mode(self) -> Mode:
        if not self.human_turn or self.handing_over or self.race is None:
            return Mode.WAIT
        return self.move.stage()

    # ------------------------------------------------------------------ the player's cards

    def hand_kinds(self, seat: int | None = None) -> list[int]:
        """A seat's hand in kind order (the viewer's without the cards put on a fly or being
        played as an Odin card)."""
        race = self.race
        if race is None:
            return []
        seat = self.viewer if seat is None else seat
        kinds = list(kinds_of(race.hands[seat]))
        if seat == self.viewer:
            for card in self.move.held():
                if not card.from_stack and card.kind in kinds:
                    kinds.remove(card.kind)
        return kinds

    def stack_kinds(self, seat: int | None = None) -> list[int]:
        """A seat's stack, top first (the viewer's without the cards taken off it)."""
        race = self.race
        if race is None:
            return []
        if seat is None or seat == self.viewer:
            return self.move.stack_left()
        return list(stack_kinds(race.stacks[seat]))

    def cards(self) -> list[Card]:
        """The cards the player can pick up now: the hand, then the stack's next card."""
        cards = [Card(HAND, k) for k in self.hand_kinds()]
        stack = self.stack_kinds()
        if stack:
            cards.append(Card(STACK, stack[0]))
        return cards

    def budget(self) -> tuple[int, int]:
        """Cards still playable this turn from the hand and from the stack (the engine's
        limits), the cards waiting on a fly counted as played."""
        race = self.race
        if race is None or not self.human_turn:
            return CARDS_PER_SOURCE, CARDS_PER_SOURCE
        hand_left, stack_left = race.cards_left()
        held = self.move.held()
        hand = sum(1 for card in held if not card.from_stack)
        return hand_left - hand, stack_left - (len(held) - hand)

    def _guide(self, seat: int) -> str:
        return guide(self)

    # ------------------------------------------------------------------ intents

    def _take(self, step: MoveStep) -> bool:
        """Say and play what an intent of the move came to (`composer.MoveStep`)."""
        if step.said:
            self.say_for(step.said, Tone.BAD)
            return False
        if step.refused:
            self.refuse(step.refusal)
            return False
        if step.held:
            self.focus.picked.clear()  # they counted the cards without the ones taken up
            self.say("")
            card = self.move.odin
            if card is not None:  # an Odin card put down: the answer offered first focused
                open_ = self.move.open_choices(card)
                self.focus.answer = answers.choice_default(card.kind, self.hinted, open_)
        if step.retarget:
            self.focus.target_cursor = 0
        if step.play is not None:
            if step.at_once:
                self._apply(step.play)
                return True
            return self._commit(step.play)
        return step.taken

    def drop(self, card: Card, zone: Zone | None) -> bool:
        """A card dropped somewhere: played if the rules allow (or kept waiting on the next
        space, or its Odin choice asked). False when it goes back (the scene snaps it home),
        having said why."""
        if self.mode is not Mode.PLAY:
            return False
        return self._take(self.move.drop(card, zone))

    def drop_cards(self, cards: list[Card], zone: Zone | None) -> bool:
        """Cards dropped together (the picked ones): several fly together onto the next
        space; anywhere else one card is played at a time."""
        if self.mode is not Mode.PLAY:
            return False
        return self._take(self.move.drop_cards(cards, zone))

    def preview_cards(self, cards: list[Card], zone: Zone | None) -> tuple[str, bool]:
        """What the cards carried together would do if dropped on ``zone`` now, and whether
        they would be taken: the live caption of a drag (`previews`)."""
        if zone is None or self.mode is not Mode.PLAY:
            return "", False
        return previews.preview_cards(self.move, cards, zone, self.in_use)

    def choices(self) -> list[Choice]:
        """The Odin card's two actions, with the reason when one cannot be chosen."""
        return previews.choices(self.move)

    def choose(self, index: int) -> None:
        """One of the Odin card's two actions (0 or 1)."""
        if self.mode is Mode.CHOICE:
            self._take(self.move.choose(index))

    def targets(self) -> list[tuple[int, int]]:
        """What can be clicked for the chosen action (`MoveComposer.targets`)."""
        return self.move.targets() if self.mode is Mode.TARGET else []

    def pick_space(self, position: int, path: int) -> bool:
        """A space clicked while the marker waits for one."""
        return self.mode is Mode.TARGET and self._take(self.move.pick_space(position, path))

    def pick_card(self, position: int) -> bool:
        """A landscape card clicked while a swap, turn or removal waits for one."""
        return self.mode is Mode.TARGET and self._take(self.move.pick_card(position))

    def arrange_done(self) -> None:
        self._take(self.move.arrange_done())

    # ------------------------------------------------------------------ the end of a turn

    @property
    def can_end(self) -> bool:
        return self.mode is Mode.PLAY and not self.move.fly

    def ask_end(self) -> None:
        """The End turn button: ask whether to lengthen the paths (when the deck can)."""
        if self.mode is not Mode.PLAY and not self.move.fly:
            return
        step = self.move.ask_end()
        self._take(step)
        if self.move.ending:
            self.focus.answer = answers.end_default(self.hinted)

    def end_turn(self, lengthen: bool) -> None:
        """End the turn now, lengthening the paths first or not (E and L, or the panel)."""
        if self.mode in (Mode.PLAY, Mode.END):
            self._take(self.move.end_turn(lengthen))

    @property
    def half_made(self) -> bool:
        """Cards wait on the next space for the rest of their fly: the turn cannot end
        until they fly or are taken back (`cancel`)."""
        return self.mode is Mode.PLAY and bool(self.move.fly)

    def lay(self, turned_round: bool) -> None:
        if self.mode is Mode.LAY:
            self._take(self.move.lay(turned_round))

    def cancel(self) -> bool:
        """Esc: one step back (the fly's cards home, the Odin card back into the hand, the
        target or order given up, the end-turn question closed, the picks put back). False
        with nothing to cancel."""
        flying = bool(self.move.fly)
        if self.move.back(self.mode):
            if flying:
                self.focus.picked.clear()  # they counted the cards without the fly's
        elif self.focus.picked and not self.focus.hint_picked:  # the hint's picks are not
            self.focus.picked.clear()  # taken back: Esc then pauses, as with nothing picked
        else:
            return False
        self.say("")
        return True

    def _clear_intents(self, new_viewer: bool = False) -> None:
        self.move.clear()
        self.focus.clear(new_viewer)
        self.hint_asked = False

    # ------------------------------------------------------------------ races and actions

    def _round_due(self) -> bool:
        return self.controller.needs_round

    def _begin_round(self) -> None:
        self.controller.start_round()

    def _resume_round(self) -> None:
        """The race so far, as the table opens on it: its Saga."""
        race = self.race
        assert race is not None
        self._new_log()
        for played in replay_race(race):
            self.log += entries_for(self.names, played.outcome)

    def _new_log(self) -> None:
        race = self.race
        assert race is not None
        self.log = [race_entry(self.names[race.setup.first], race.setup.first, race.index)]
        self.log_epoch += 1

    def apply(self, action: int) -> RavensOutcome:
        """Play ``action`` for the seat to move; the scene animates it from the event."""
        return self._apply(action)

    def _apply(self, action: int) -> RavensOutcome:
        self.bot_wait = 0.0
        outcome = self.controller.play(action)
        self._clear_intents()
        if self.hinted is not None:  # the hint said is past: it leaves the status line
            self.hinted = None
            self.say("")
        self.log += entries_for(self.names, outcome)
        self.events.append(Acted(outcome))
        if outcome.round_over:
            self._announce_end(outcome)
            self.summary_wait = 0.0
        elif outcome.ended_turn:
            self._hand_over()
        self._save(self.controller)  # every action; at the game's end: stats, records
        return outcome

    def _announce_end(self, outcome: RavensOutcome) -> None:
        assert outcome.winner is not None
        who = self.names[outcome.winner]
        if is_you(who):
            self.say(N_("You win the race!"), Tone.GOLD)
        else:
            self.say(N_("{name} wins the race!"), Tone.GOLD, name=who)

    # ------------------------------------------------------------------ hints

    @property
    def can_hint(self) -> bool:
        return self.mode is Mode.PLAY or self.mode is Mode.LAY

    def hint(self) -> None:
        """Ask for a hint; "Thinking of a hint…" stays until it comes."""
        if self.can_hint:
            self.hinted = None
            self.hint_asked = True
        super().hint()

    def _expert(self) -> tuple[Any, float]:
        return expert()

    def _advise(self, obs: Any, valuation: Any) -> Advice:
        return advise(obs, valuation)

    def _show_hint(self, action: int) -> None:
        """The hint said (gold, then in the status line while it stands), its cards picked
        for the player and what it does ringed (`hints.hint_marks`)."""
        self.hint_asked = False
        self.hinted = action
        self.say(N_("Hint: {action}"), Tone.GOLD, action=_LazyHint(action, self.race))
        race = self.race
        pending = race.pending if race is not None else None
        self.focus.show_hint(action, pending, self.stack_kinds(), self.in_use)


class _LazyHint:
    """A hinted action that says itself in the language of the moment it is shown."""

    def __init__(self, action: int, race: RaceState | None) -> None:
        self.action = action
        self.race = race

    def __format__(self, spec: str) -> str:
        return hint_words(self.action, self.race)

    def __str__(self) -> str:
        return hint_words(self.action, self.race)
