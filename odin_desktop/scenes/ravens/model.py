"""Odin's Ravens' table as a model, without pygame: the cards a player is putting together for
a fly, the Odin card being played and its choice and target, the stack being rearranged, the
end of the turn and the lay of a drawn card, hints, the pace of the bots and what went wrong
with them, and the status line.

The table scene turns input into *intents* (`drop`, `fly_with`, `choose`, `pick_space`,
`pick_card`, `ask_end`, `end_turn`, `lay`, `cancel`, keys on a cursor, …) and draws what the
model says; the model asks the engine (through the controller) what is legal and why not, and
never decides a rule itself. What happened is told to the scene as *events* (the shared
`RoundStarted`, `HandOverTo`, `RoundOver`, and `Acted`), which it turns into animations and
sounds. Setting out a race, the hot-seat hand-over and hints follow `scenes.table_model`.
Tests drive whole races through the model alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol

from odin_desktop.engine.ravens import (
    LAY,
    IllegalMove,
    RaceState,
    RavensOutcome,
    Refusal,
    action_from_json,
)
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import (
    KINDS,
    ODIN_KINDS,
    contains,
    kinds_of,
    landscape_code,
    multiset_of,
    multiset_size,
    stack_kinds,
    turned,
)
from odin_desktop.engine.ravens.phases import CARDS_PER_SOURCE
from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.devices import Device, counted
from odin_desktop.i18n.ravens.cards import card_name, odin_texts, refusal_text
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import table_model
from odin_desktop.scenes.ravens import answers
from odin_desktop.scenes.ravens.advice import advise, expert
from odin_desktop.scenes.ravens.guide_words import (
    ARRANGE_GUIDE,
    CANNOT_FLY,
    CHOICE_GUIDE,
    FINISH_FLY,
    NO_MORE,
    NO_MORE_LENGTHEN,
    REMOVE_GUIDE,
    SWAP_FIRST,
    SWAP_SECOND,
    TARGET_GUIDES,
    YOUR_TURN,
    picked_guide,
)
from odin_desktop.scenes.ravens.hints import hint_marks, hint_words
from odin_desktop.scenes.ravens.history import replay_race
from odin_desktop.scenes.ravens.saga_entries import (
    RavensSagaEntry,
    entries_for,
    race_entry,
    spaces_text,
)
from odin_desktop.scenes.table_advice import Advice
from odin_desktop.scenes.table_model import HandOverTo, RoundOver, RoundStarted, SeatFacts, Tone
from odin_desktop.session.ravens.controller import RavensController

__all__ = [
    "HandOverTo",
    "RavensNotice",
    "RavensTableModel",
    "RoundOver",
    "RoundStarted",
    "SeatFacts",
    "Tone",
]

# Seconds each bot action is held back so people can follow, by the "AI speed" setting.
BOT_PACE = {"slow": 1.3, "normal": 0.7, "fast": 0.25}
SUMMARY_DELAY = 1.2  # after the race's last movement, before the race summary
HAND, STACK = False, True  # where a card comes from


class Zone(Enum):
    """Where a card can be dropped."""

    NEXT = "next"  # the space in front of the player's raven: fly
    PATH = "path"  # anywhere else on the paths: play an Odin card
    STACK = "stack"
    MAGIC = "magic"
    DISCARD = "discard"


class Mode(Enum):
    """What the table waits for from the player whose turn it is."""

    WAIT = "wait"  # not this player's turn (or between races)
    PLAY = "play"  # cards to play, or the end of the turn
    CHOICE = "choice"  # which of the Odin card's two actions
    TARGET = "target"  # the space or card(s) an Odin action is for
    ARRANGE = "arrange"  # the stack's new order
    END = "end"  # lengthen the paths or not, as the turn ends
    LAY = "lay"  # which way round the drawn landscape card goes


@dataclass(frozen=True)
class Card:
    """A card the player can play: from the hand, or the next card of the stack."""

    from_stack: bool
    kind: int

    @property
    def code(self) -> str:
        return KINDS[self.kind]

    @property
    def is_odin(self) -> bool:
        return self.kind in ODIN_KINDS


@dataclass(frozen=True)
class RavensNotice(table_model.Notice):
    """A status line's message whose refusals are Odin's Ravens' own."""

    def refusal_text(self, refusal: Refusal) -> str:
        return refusal_text(refusal)


@dataclass(frozen=True)
class Choice:
    """One of an Odin card's two actions as offered: its text, and why not when refused."""

    kind: int  # A.MARKER, A.SWAP, …
    text: str
    refusal: str  # "" when it can be chosen


# ---------------------------------------------------------------------- events for the scene


@dataclass(frozen=True)
class Acted:
    outcome: RavensOutcome


Event = RoundStarted | Acted | HandOverTo | RoundOver


class RavensTableSettings(Protocol):
    """The settings the table follows (the app's `Settings`)."""

    ai_speed: str


def _fly_parts(action: int) -> tuple[int, tuple[int, ...]]:
    """A fly's hand cards (a multiset) and stack cards (top first)."""
    hand, _count, stack, _k = A.fly_parts(action)
    return hand, stack_kinds(stack)


class RavensTableModel(table_model.TableModel[RavensController]):
    NOTICE = RavensNotice
    BOT_PACE = BOT_PACE
    SUMMARY_DELAY = SUMMARY_DELAY

    def __init__(
        self,
        controller: RavensController,
        settings: RavensTableSettings,
        save: Callable[[RavensController], object] = lambda _controller: None,
    ) -> None:
        super().__init__(controller, settings, save)
        self.fly: list[Card] = []  # cards put on the next space, waiting for a joker's twin
        self.odin: Card | None = None  # the Odin card being played
        self.choice: int | None = None  # its action (A.MARKER, …) once chosen
        self.swap_first: int | None = None
        self.order: list[int] | None = None  # the stack's new order, top first (O2)
        self.ending = False  # asking whether to lengthen the paths
        self.picked: list[int] = []  # cards picked (raised) by a click or Space: `cards()`
        self.cursor = 0  # the keyboard's card among `cards()`
        self.cursor_shown = False  # the keyboard's card is shown (a key or a click moved it)
        self.target_cursor = 0  # the keyboard's space or card among `targets()`
        self.lay_cursor = 0  # 0: as drawn, 1: turned
        # The keys' focus on the answers of the panel asking: an Odin card's action (0, 1),
        # the end of a turn (`answers.END_ANSWERS`); Enter takes it.
        self.answer = 0
        self.hinted: int | None = None  # the action last suggested (said, ringed, picked)
        self.hint_asked = False  # a hint asked for, its answer not come yet
        self.hint_picked = False  # the cards picked are the hint's (Esc leaves them to pause)
        self.log: list[RavensSagaEntry] = []  # the Saga of this race

    # ------------------------------------------------------------------ facts

    @property
    def race(self) -> RaceState | None:
        return self.controller.race

    @property
    def current_round(self) -> RaceState | None:
        return self.controller.race

    @property
    def mode(self) -> Mode:
        race = self.race
        if not self.human_turn or self.handing_over or race is None:
            return Mode.WAIT
        if race.phase == LAY:
            return Mode.LAY
        if self.order is not None:
            return Mode.ARRANGE
        if self.choice is not None:
            return Mode.TARGET
        if self.odin is not None:
            return Mode.CHOICE
        if self.ending:
            return Mode.END
        return Mode.PLAY

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
            for card in self._held():
                if not card.from_stack and card.kind in kinds:
                    kinds.remove(card.kind)
        return kinds

    def stack_kinds(self, seat: int | None = None) -> list[int]:
        """A seat's stack, top first (the viewer's without the cards taken off it)."""
        race = self.race
        if race is None:
            return []
        seat = self.viewer if seat is None else seat
        kinds = list(stack_kinds(race.stacks[seat]))
        if seat == self.viewer:
            taken = sum(1 for card in self._held() if card.from_stack)
            kinds = kinds[taken:]
        return kinds

    def _held(self) -> list[Card]:
        """Cards out of the hand and stack, not yet played: a fly's, the Odin card."""
        return self.fly + ([self.odin] if self.odin is not None else [])

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
        hand = sum(1 for card in self._held() if not card.from_stack)
        stack = len(self._held()) - hand
        return hand_left - hand, stack_left - stack

    # ------------------------------------------------------------------ the status line

    def _guide(self, seat: int) -> str:
        mode = self.mode
        if mode is Mode.LAY:
            return _("Lay the drawn card: choose which way round it goes")
        if mode is Mode.END:
            return _("End of your turn: lengthen the paths first?")
        if mode is Mode.CHOICE:
            return CHOICE_GUIDE.text(self.in_use)
        if mode is Mode.ARRANGE:
            return ARRANGE_GUIDE.text(self.in_use)
        if mode is Mode.TARGET:
            return self._target_guide()
        if self.fly:
            return self._fly_guide()
        if self.hinted is not None:
            return _("Hint: {action}").format(action=hint_words(self.hinted, self.race))
        if self.hint_asked:
            return _("Thinking of a hint…")
        if self.picked and self.in_use.typed:  # what the keys play now, apart from the mark
            return picked_guide([card.code for card in self.picked_cards()])
        hand, stack = self.budget()
        stacked = stack > 0 and bool(self.stack_kinds())
        if hand <= 0 and not stacked:
            words = NO_MORE_LENGTHEN if self.can_lengthen else NO_MORE
            return words.text(self.in_use)
        if hand <= 0:
            # What the stack can still give: its budget, or fewer when it holds fewer (the
            # count shown and the plural chosen are this one number: "1 more card").
            more = min(stack, len(self.stack_kinds()))
            return counted(
                self.in_use,
                ngettext(
                    "The {limit} cards from your hand are played: {count} more card may come "
                    "from your stack, or end your turn (E)",
                    "The {limit} cards from your hand are played: {count} more cards may come "
                    "from your stack, or end your turn (E)",
                    more,
                ),
                ngettext(
                    "The {limit} cards from your hand are played: {count} more card may come "
                    "from your stack, or end your turn ({pass})",
                    "The {limit} cards from your hand are played: {count} more cards may come "
                    "from your stack, or end your turn ({pass})",
                    more,
                ),
                ngettext(
                    "The {limit} cards from your hand are played: {count} more card may come "
                    "from your stack, or tap End turn",
                    "The {limit} cards from your hand are played: {count} more cards may come "
                    "from your stack, or tap End turn",
                    more,
                ),
                count=more,
                limit=CARDS_PER_SOURCE,
            )
        return YOUR_TURN.text(self.in_use)

    def _target_guide(self) -> str:
        if self.choice == A.SWAP:
            first = self.swap_first is None
            return (SWAP_FIRST if first else SWAP_SECOND).text(self.in_use)
        choice = self.choice
        words = REMOVE_GUIDE if choice is None else TARGET_GUIDES.get(choice, REMOVE_GUIDE)
        return words.text(self.in_use)

    def _fly_guide(self) -> str:
        more = self.fly_completion()
        if more is None:
            return CANNOT_FLY.text(self.in_use)
        count = more - len(self.fly)
        if self._marker_ahead():
            return counted(
                self.in_use,
                ngettext(
                    "The Odin marker stands there: add {count} more card to pass it, or take "
                    "back (Esc)",
                    "The Odin marker stands there: add {count} more cards to pass it, or take "
                    "back (Esc)",
                    count,
                ),
                ngettext(
                    "The Odin marker stands there: add {count} more card to pass it, or take "
                    "back ({back})",
                    "The Odin marker stands there: add {count} more cards to pass it, or take "
                    "back ({back})",
                    count,
                ),
                ngettext(
                    "The Odin marker stands there: add {count} more card to pass it, or tap "
                    "Take back",
                    "The Odin marker stands there: add {count} more cards to pass it, or tap "
                    "Take back",
                    count,
                ),
                count=count,
            )
        return counted(
            self.in_use,
            ngettext(
                "Joker: add {count} more equal card, or take back (Esc)",
                "Joker: add {count} more equal cards, or take back (Esc)",
                count,
            ),
            ngettext(
                "Joker: add {count} more equal card, or take back ({back})",
                "Joker: add {count} more equal cards, or take back ({back})",
                count,
            ),
            ngettext(
                "Joker: add {count} more equal card, or tap Take back",
                "Joker: add {count} more equal cards, or tap Take back",
                count,
            ),
            count=count,
        )

    # ------------------------------------------------------------------ flying

    def _marker_ahead(self) -> bool:
        race = self.race
        return race is not None and race.marker_ahead(self.viewer)

    def _fly(self, cards: list[Card]) -> tuple[int | None, Refusal | None]:
        """A fly with exactly ``cards``: (the action, None) when it is legal now, else
        (the action or None when no fly has so many cards, the engine's reason)."""
        race = self.race
        assert race is not None
        entry = {"act": "fly", "cards": [A.card_ref(c.kind, c.from_stack) for c in cards]}
        try:
            action = action_from_json(entry, race)
        except IllegalMove as error:  # more cards than any fly plays
            return None, error.refusal
        return action, self.controller.refusal(action)

    def fly_completion(self, cards: list[Card] | None = None) -> int | None:
        """The fewest cards of a legal fly that holds ``cards`` (default: the fly under way),
        or None when no legal fly does."""
        cards = self.fly if cards is None else cards
        hand = multiset_of(c.kind for c in cards if not c.from_stack)
        stack = tuple(c.kind for c in cards if c.from_stack)
        sizes = []
        for action in self.controller.legal_actions():
            if A.action_type(action) != A.FLY:
                continue
            legal_hand, legal_stack = _fly_parts(action)
            if contains(legal_hand, hand) and legal_stack[: len(stack)] == stack:
                sizes.append(multiset_size(legal_hand) + len(legal_stack))
        return min(sizes) if sizes else None

    def fly_preview(self, cards: list[Card]) -> RavensOutcome | None:
        """What a fly with exactly ``cards`` would do (the engine's outcome on a copy), or
        None when it is not legal."""
        race = self.race
        if race is None:
            return None
        action, problem = self._fly(cards)
        if action is None or problem is not None:
            return None
        return race.copy().apply(action)

    def fly_with(self, card: Card) -> bool:
        """Put ``card`` on the next space (see `fly_cards`)."""
        if card.is_odin:
            return self.play_odin(card)
        return self.fly_cards([card])

    def fly_cards(self, cards: list[Card]) -> bool:
        """Put ``cards`` on the next space together: the fly is made as soon as its cards
        are legal; cards that could still become part of a fly (a joker's first card, the
        first of two to pass the marker) wait there. False (and why) when they cannot fly."""
        if any(card.is_odin for card in cards):
            self.say(N_("Odin cards do not fly: drop one on the paths to play it"), Tone.BAD)
            return False
        cards = [*self.fly, *cards]
        action, problem = self._fly(cards)
        if action is not None and problem is None:
            self.fly.clear()
            self._apply(action)
            return True
        if self.fly_completion(cards) is not None:
            self.fly = cards
            self.picked.clear()
            self.say("")
            return True
        self.refuse(problem)
        return False

    # ------------------------------------------------------------------ one-card actions

    def _card_action(self, card: Card, zone: Zone) -> int | None:
        if zone is Zone.STACK:
            return A.store(card.kind) if not card.from_stack else None
        if zone is Zone.MAGIC:
            return A.magic(card.kind, card.from_stack)
        if zone is Zone.DISCARD:
            return A.discard(card.kind, card.from_stack)
        return None

    def drop(self, card: Card, zone: Zone | None) -> bool:
        """A card dropped somewhere: played if the rules allow (or kept waiting on the next
        space, or its Odin choice asked). False when it goes back (the scene snaps it home),
        having said why."""
        if self.mode is not Mode.PLAY:
            return False
        if zone is None:
            self.say(_nowhere(card), Tone.BAD)
            return False
        if zone is Zone.NEXT:
            return self.fly_with(card)
        if zone is Zone.PATH:
            if card.is_odin:
                return self.play_odin(card)
            self.say(N_("To fly, drop the card on the space in front of your raven"), Tone.BAD)
            return False
        if self.fly:
            self.say_for(FINISH_FLY, Tone.BAD)
            return False
        action = self._card_action(card, zone)
        if action is None:  # the stack's card onto the stack
            self.say(N_("That card is on your stack already"), Tone.BAD)
            return False
        problem = self.controller.refusal(action)
        if problem is not None:
            self.refuse(problem)
            return False
        return self._commit(action)

    def drop_cards(self, cards: list[Card], zone: Zone | None) -> bool:
        """Cards dropped together (the picked ones): several fly together onto the next
        space; anywhere else one card is played at a time."""
        if len(cards) == 1:
            return self.drop(cards[0], zone)
        if self.mode is not Mode.PLAY or not cards:
            return False
        if zone is Zone.NEXT:
            return self.fly_cards(cards)
        self.say(_several(cards, zone), Tone.BAD)
        return False

    def preview_cards(self, cards: list[Card], zone: Zone | None) -> tuple[str, bool]:
        """`preview` for the cards carried together."""
        if len(cards) == 1:
            return self.preview(cards[0], zone)
        if zone is None or self.mode is not Mode.PLAY:
            return "", False
        if zone is Zone.NEXT and not any(card.is_odin for card in cards):
            return self._fly_preview_text([*self.fly, *cards])
        return _(_several(cards, zone)), False

    def preview(self, card: Card, zone: Zone | None) -> tuple[str, bool]:
        """What ``card`` would do if dropped on ``zone`` now, and whether it would be taken:
        the live caption of a drag."""
        if zone is None or self.mode is not Mode.PLAY:
            return "", False
        if zone is Zone.NEXT and not card.is_odin:
            return self._fly_preview_text([*self.fly, card])
        if zone in (Zone.NEXT, Zone.PATH):
            if not card.is_odin:
                return _("To fly, drop the card on the space in front of your raven"), False
            if not self._odin_playable(card):
                return _said(self._choice_refusals(card)[0]), False
            play = _("Play {card}: choose one of its two actions")
            return play.format(card=card_name(card.code)), True
        if self.fly:
            return FINISH_FLY.text(self.in_use), False
        action = self._card_action(card, zone)
        if action is None:
            return "", False
        problem = self.controller.refusal(action)
        if problem is not None:
            return refusal_text(problem), False
        if zone is Zone.STACK:
            return _("Store it on your stack"), True
        if zone is Zone.MAGIC:
            return _("Play it to your Magic Way row"), True
        return _("Discard it (no effect)"), True

    def _fly_preview_text(self, cards: list[Card]) -> tuple[str, bool]:
        outcome = self.fly_preview(cards)
        if outcome is not None:
            spaces = len(outcome.raven.spaces) if outcome.raven else 0
            flown = spaces_text(spaces)
            if outcome.marker_set_aside:
                return _("Pass the Odin marker: fly {spaces}").format(spaces=flown), True
            race = self.race
            assert race is not None
            if race.fly_jokers(outcome.action):
                return _("Joker: fly {spaces}").format(spaces=flown), True
            return _("Fly {spaces}").format(spaces=flown), True
        total = self.fly_completion(cards)
        if total is not None:
            if self._marker_ahead():
                text = ngettext(
                    "Pass the Odin marker: {count} card in all",
                    "Pass the Odin marker: {count} cards in all",
                    total,
                )
            else:
                text = ngettext("Joker: {count} card in all", "Joker: {count} cards in all", total)
            return text.format(count=total), True
        _action, problem = self._fly(cards)
        return (refusal_text(problem) if problem else ""), False

    # ------------------------------------------------------------------ Odin cards

    def _odin_actions(self, card: Card, choice: int) -> list[int]:
        """The legal actions of this Odin card, from its source, for one of its choices."""
        source = A.FROM_STACK if card.from_stack else 0
        return [
            a
            for a in self.controller.legal_actions()
            if A.action_type(a) == choice and a & A.FROM_STACK == source
        ]

    def _choice_refusals(self, card: Card) -> list[Refusal | None]:
        """Why each of the card's two choices is refused (none listed for a choice with a
        legal action)."""
        refusals = []
        for choice in A.CHOICES_OF_CARD[card.kind]:
            if not self._odin_actions(card, choice):
                refusals.append(self._choice_refusal(card, choice))
        return refusals

    def _choice_refusal(self, card: Card, choice: int) -> Refusal | None:
        """The engine's reason a choice has no legal action: asked of a representative one."""
        race = self.race
        assert race is not None
        representative = {
            A.MARKER: A.marker(0, self.viewer, card.from_stack),
            A.SWAP: A.swap(0, max(1, race.length - 1), card.from_stack),
            A.ARRANGE: A.ARRANGE | (A.FROM_STACK if card.from_stack else 0),
            A.EXTEND: A.extend(card.from_stack),
            A.TURN: A.turn(0, card.from_stack),
            A.REMOVE: A.remove(0, card.from_stack),
            A.BACK: A.back(card.from_stack),
            A.FORWARD: A.forward(card.from_stack),
        }[choice]
        # Asked only when no action of the choice is legal: the cards it plays are checked
        # first, and its target is one the others share the fate of, so it is refused too.
        return self.controller.refusal(representative)

    def _odin_playable(self, card: Card) -> bool:
        return any(self._odin_actions(card, c) for c in A.CHOICES_OF_CARD[card.kind])

    def play_odin(self, card: Card) -> bool:
        """An Odin card put on the table: its two actions are offered (`choices`)."""
        if not card.is_odin or self.mode is not Mode.PLAY or self.fly:
            return False
        if not self._odin_playable(card):
            self.refuse(self._choice_refusals(card)[0])
            return False
        self.odin = card
        self.picked.clear()
        open_ = [bool(self._odin_actions(card, c)) for c in A.CHOICES_OF_CARD[card.kind]]
        self.answer = answers.choice_default(card.kind, self.hinted, open_)
        self.say("")
        return True

    def choices(self) -> list[Choice]:
        """The Odin card's two actions, with the reason when one cannot be chosen."""
        card = self.odin
        if card is None:
            return []
        texts = odin_texts(card.code)
        offered = []
        for text, choice in zip(texts, A.CHOICES_OF_CARD[card.kind], strict=True):
            why = ""
            if not self._odin_actions(card, choice):
                why = _said(self._choice_refusal(card, choice))
            offered.append(Choice(choice, text, why))
        return offered

    def choose(self, index: int) -> None:
        """One of the Odin card's two actions (0 or 1)."""
        card = self.odin
        if card is None or self.mode is not Mode.CHOICE:
            return
        choice = A.CHOICES_OF_CARD[card.kind][index]
        actions = self._odin_actions(card, choice)
        if not actions:
            self.refuse(self._choice_refusal(card, choice))
            return
        if choice in (A.BACK, A.FORWARD, A.EXTEND):
            self._apply(actions[0])
        elif choice == A.ARRANGE:
            self.choice = choice
            self.order = list(self.stack_kinds())
        else:
            self.choice = choice
            self.swap_first = None
            self.target_cursor = 0

    def targets(self) -> list[tuple[int, int]]:
        """What can be clicked for the chosen action: (position, path) spaces for the marker,
        (position, -1) cards otherwise (for a swap's second card, those that pair with the
        first)."""
        card, choice = self.odin, self.choice
        if card is None or choice is None or self.mode is not Mode.TARGET:
            return []
        found: list[tuple[int, int]] = []
        for action in self._odin_actions(card, choice):
            value = A.param(action)
            if choice == A.MARKER:
                found.append((value & 255, value >> 8))
            elif choice == A.SWAP:
                i, j = value & 255, value >> 8
                if self.swap_first is None:
                    found += [(i, -1), (j, -1)]
                elif self.swap_first in (i, j):
                    found.append((j if i == self.swap_first else i, -1))
            else:
                found.append((value, -1))
        return sorted(set(found))

    def pick_space(self, position: int, path: int) -> bool:
        """A space clicked while the marker waits for one."""
        if self.choice != A.MARKER or self.odin is None or self.mode is not Mode.TARGET:
            return False
        return self._try(A.marker(position, path, self.odin.from_stack))

    def pick_card(self, position: int) -> bool:
        """A landscape card clicked while a swap, turn or removal waits for one."""
        card, choice = self.odin, self.choice
        if card is None or self.mode is not Mode.TARGET or choice == A.MARKER:
            return False
        if choice == A.SWAP:
            if self.swap_first is None:
                targets = self.targets()
                if (position, -1) not in targets:  # the engine says why, paired with another
                    other = next(p for p, _path in targets if p != position)
                    self.refuse(self.controller.refusal(A.swap(position, other, card.from_stack)))
                    return False
                self.swap_first = position
                self.target_cursor = 0
                return True
            if position == self.swap_first:
                self.swap_first = None  # clicked again: put down
                return True
            return self._try(A.swap(self.swap_first, position, card.from_stack))
        builder = A.turn if choice == A.TURN else A.remove
        return self._try(builder(position, card.from_stack))

    def _try(self, action: int) -> bool:
        problem = self.controller.refusal(action)
        if problem is not None:
            self.refuse(problem)
            return False
        return self._commit(action)

    # ------------------------------------------------------------------ arranging (O2)

    def arrange_move(self, source: int, destination: int) -> None:
        """Move the stack's card at ``source`` to ``destination`` (0 is the top)."""
        order = self.order
        if order is None or not (0 <= source < len(order)):
            return
        destination = max(0, min(len(order) - 1, destination))
        order.insert(destination, order.pop(source))

    def arrange_done(self) -> None:
        if self.order is None or self.odin is None:
            return
        self._try(A.arrange(self.order, self.odin.from_stack))

    # ------------------------------------------------------------------ the end of a turn

    @property
    def can_lengthen(self) -> bool:
        return A.END_LENGTHEN in self.controller.legal_actions()

    @property
    def can_end(self) -> bool:
        return self.mode is Mode.PLAY and not self.fly

    def ask_end(self) -> None:
        """The End turn button: ask whether to lengthen the paths (when the deck can)."""
        if not self.can_end:
            if self.fly:
                self.say_for(FINISH_FLY, Tone.BAD)
            return
        if self.can_lengthen:
            self.ending = True
            self.answer = answers.end_default(self.hinted)
        else:
            self._commit(A.END_TURN)

    def end_turn(self, lengthen: bool) -> None:
        """End the turn now, lengthening the paths first or not (E and L, or the panel)."""
        if self.mode not in (Mode.PLAY, Mode.END):
            return
        if self.fly:
            self.say_for(FINISH_FLY, Tone.BAD)
            return
        self.ending = False
        self._try(A.END_LENGTHEN if lengthen else A.END_TURN)

    @property
    def half_made(self) -> bool:
        """Cards wait on the next space for the rest of their fly: the turn cannot end
        until they fly or are taken back (`cancel`)."""
        return self.mode is Mode.PLAY and bool(self.fly)

    def lay_options(self) -> tuple[str, str] | None:
        """The drawn landscape card as drawn and turned round (codes), while one waits."""
        race = self.race
        if race is None or race.phase != LAY:
            return None
        return landscape_code(race.pending), landscape_code(turned(race.pending))

    def lay(self, turned_round: bool) -> None:
        race = self.race
        if self.mode is not Mode.LAY or race is None:
            return
        card = turned(race.pending) if turned_round else race.pending
        self._try(A.lay(card))

    # ------------------------------------------------------------------ cancelling

    def cancel(self) -> bool:
        """Esc: one step back (the fly's cards home, the Odin card back into the hand, the
        target or order given up, the end-turn question closed). False with nothing to
        cancel."""
        if self.mode is Mode.TARGET and self.swap_first is not None:
            self.swap_first = None
        elif self.order is not None or self.choice is not None:
            self.order = None
            self.choice = None
        elif self.odin is not None:
            self.odin = None
        elif self.fly:
            self.fly.clear()
            self.picked.clear()  # they counted the cards without the fly's
        elif self.ending:
            self.ending = False
        elif self.picked and not self.hint_picked:  # the hint's picks are not taken back:
            self.picked.clear()  # Esc then pauses, as with nothing picked
        else:
            return False
        self.say("")
        return True

    def _clear_intents(self, new_viewer: bool = False) -> None:
        self.fly.clear()
        self.odin = None
        self.choice = None
        self.swap_first = None
        self.order = None
        self.ending = False
        self.picked.clear()
        self.hint_picked = False
        self.hint_asked = False
        self.lay_cursor = 0  # each drawn card is first offered as drawn
        if new_viewer:
            self.cursor = 0
            self.cursor_shown = False

    # ------------------------------------------------------------------ picking and the keyboard

    def toggle(self, index: int) -> None:
        """A click (or Space) on the card at ``index`` of `cards()`: picked, or put back.
        The keyboard's cursor follows it."""
        cards = self.cards()
        if self.mode is not Mode.PLAY or not 0 <= index < len(cards):
            return
        if index in self.picked:
            self.picked.remove(index)
        else:
            self.picked.append(index)
        self.cursor = index
        self.hint_picked = False  # the player's picks now

    def picked_cards(self) -> list[Card]:
        cards = self.cards()
        return [cards[i] for i in self.picked if i < len(cards)]

    def raised(self, hovered: int | None = None) -> list[int]:
        """The cards shown raised, which the keys act on: those picked, else the keyboard's
        card while it is shown, else the card under the pointer (``hovered``)."""
        if self.mode is not Mode.PLAY:
            return []
        count = len(self.cards())
        if self.picked:
            return [i for i in self.picked if i < count]
        if self.cursor_shown and count:
            return [self.cursor % count]
        return [hovered] if hovered is not None and hovered < count else []

    def cursor_card(self) -> Card | None:
        cards = self.cards()
        if not cards:
            return None
        self.cursor %= len(cards)
        return cards[self.cursor]

    def move_cursor(self, delta: int) -> None:
        """← →: the keyboard's card (shown from now on), a target, a way to lay, or an answer
        of the panel asking (an Odin card's action, the end of the turn)."""
        mode = self.mode
        if mode is Mode.TARGET:
            self.target_cursor += delta
        elif mode is Mode.LAY:
            self.lay_cursor = (self.lay_cursor + delta) % 2
        elif mode is Mode.CHOICE:
            self.answer = answers.step(self.answer, delta, 2)
        elif mode is Mode.END:
            self.answer = answers.step(self.answer, delta, len(answers.END_ANSWERS))
        elif self.cursor_shown:
            self.cursor += delta
        self.cursor_shown = True

    def cursor_to_end(self, last: bool) -> None:
        """Home (the first card) or End (the last: the stack's next card when there is one)."""
        if self.mode is Mode.PLAY:
            self.cursor = len(self.cards()) - 1 if last else 0
            self.cursor_shown = True

    def pick_key(self, pick: bool | None = None) -> None:
        """Space (``None``: pick or put back), ↑ (pick) or ↓ (put back) the keyboard's
        card; the first such key only shows the cursor."""
        if self.mode is not Mode.PLAY:
            return
        if not self.cursor_shown:
            self.cursor_shown = True
            return
        card = self.cursor_card()
        if card is None:
            return
        if pick is None or pick != (self.cursor in self.picked):
            self.toggle(self.cursor)

    def key_play(self, zone: Zone, hovered: int | None = None) -> bool:
        """A key that plays the raised cards to ``zone`` (F: fly, S: store, M: Magic Way,
        D: discard, O: an Odin card on the paths). With nothing raised, it only shows the
        keyboard's card: no card is played unseen."""
        if self.mode is not Mode.PLAY:
            return False
        raised = self.raised(hovered)
        if not raised:
            self.cursor_shown = True
            return False
        cards = self.cards()
        played = [cards[i] for i in raised]
        if zone is Zone.PATH and not all(card.is_odin for card in played):
            self.say(N_("O plays an Odin card: pick one first"), Tone.BAD)
            return False
        return self.drop_cards(played, zone)

    def focused_target(self) -> tuple[int, int] | None:
        targets = self.targets()
        if not targets:
            return None
        return targets[self.target_cursor % len(targets)]

    def confirm(self, hovered: int | None = None) -> None:
        """Enter: the focused choice (a target, a lay, the order, an Odin card's action, the
        end of the turn), or the raised cards played (a fly, an Odin card)."""
        mode = self.mode
        if mode is Mode.CHOICE:
            self.choose(self.answer % 2)
        elif mode is Mode.TARGET:
            target = self.focused_target()
            if target is not None:
                position, path = target
                if path >= 0:
                    self.pick_space(position, path)
                else:
                    self.pick_card(position)
        elif mode is Mode.LAY:
            self.lay(self.lay_cursor == 1)
        elif mode is Mode.ARRANGE:
            self.arrange_done()
        elif mode is Mode.END:
            answer = answers.END_ANSWERS[self.answer % len(answers.END_ANSWERS)]
            if answer is None:  # Keep playing
                self.cancel()
            else:
                self.end_turn(answer == A.END_LENGTHEN)
        elif mode is Mode.PLAY:
            raised = self.raised(hovered)
            cards = self.cards()
            odin = len(raised) == 1 and cards[raised[0]].is_odin
            self.key_play(Zone.PATH if odin else Zone.NEXT, hovered)

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
        marks = hint_marks(action)
        if self.mode is Mode.LAY:
            race = self.race
            self.lay_cursor = int(race is not None and A.param(action) != race.pending)
            return
        cards, wanted = self.cards(), [Card(HAND, k) for k in marks.hand]
        wanted += [Card(STACK, k) for k in self.stack_kinds()[: min(1, marks.stack)]]
        self.picked = []
        for card in wanted:
            index = next(
                (i for i, c in enumerate(cards) if c == card and i not in self.picked), None
            )
            if index is not None:
                self.picked.append(index)
        self.hint_picked = bool(self.picked)
        if self.picked:
            self.cursor = self.picked[0]  # the keys' mark on the hinted card, shown to the
            self.cursor_shown |= self.in_use.typed or self.in_use.device is Device.PAD  # keys


class _LazyHint:
    """A hinted action that says itself in the language of the moment it is shown."""

    def __init__(self, action: int, race: RaceState | None) -> None:
        self.action = action
        self.race = race

    def __format__(self, spec: str) -> str:
        return hint_words(self.action, self.race)

    def __str__(self) -> str:
        return hint_words(self.action, self.race)


def _nowhere(card: Card) -> str:
    """Why a card dropped where nothing takes it went back (an English msgid)."""
    if card.is_odin:
        return N_("Drop an Odin card on the paths to play it")
    return N_("Drop the card on the space ahead of your raven, or on a pile")


def _several(cards: list[Card], zone: Zone | None) -> str:
    """Why several cards carried together cannot be dropped on ``zone`` (an English msgid)."""
    if any(card.is_odin for card in cards):
        return N_("Play one Odin card at a time: pick only that card")
    if zone is Zone.NEXT:
        return N_("These cards cannot fly together")
    return N_("One card at a time goes there: pick only that card")


def _said(refusal: Refusal | None) -> str:
    """A refusal in words (the general one when the engine named no reason)."""
    return refusal_text(refusal) if refusal is not None else _("That cannot be played now")
