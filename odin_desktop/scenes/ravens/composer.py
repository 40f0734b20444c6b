"""The move an Odin's Ravens player is putting together at the table, without pygame and without
words: the cards waiting on the next space for the rest of their fly (a joker's twin, the
second card that passes the Odin marker), the Odin card being played with its chosen action
and, for a swap, its first card, the stack's new order, and the question that ends a turn.

Each intent answers with a `MoveStep`: a move to play, a refusal, something to say, or only the
composition moved on. The table's model (`model.py`) says and plays what the step asks and
keeps the keys' focus (`focus.py`); what is legal and why not is the engine's, asked through
the controller (`RaceReferee`), never decided here. Unit tests drive it on a race alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

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
    landscape_code,
    multiset_of,
    multiset_size,
    stack_kinds,
    turned,
)
from odin_desktop.i18n import N_
from odin_desktop.i18n.devices import ByDevice
from odin_desktop.scenes.ravens.guide_words import FINISH_FLY

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
    """A card the player can play: from the hand, or the next card of the stack (the only
    one of the stack a turn can reach)."""

    from_stack: bool
    kind: int

    @property
    def code(self) -> str:
        """As the engine writes it: "F" to "S", "O1" to "O4"."""
        return KINDS[self.kind]

    @property
    def is_odin(self) -> bool:
        return self.kind in ODIN_KINDS


@dataclass(frozen=True)
class MoveStep:
    """What an intent came to. ``play``: the move to play (``at_once``: as is, where the
    tutor is not asked: a fly's last card, an Odin action with nothing to choose); ``refused``
    with the engine's ``refusal`` (None: the general reason); ``said``: why not, in English
    (a msgid) or in the words of the device in use; ``held``: cards were taken up from the
    hand (the picks are spent, the status line cleared); ``retarget``: the targets changed,
    the keys' focus on them starts again. ``taken``: the intent was accepted."""

    taken: bool = False
    play: int | None = None
    at_once: bool = False
    refused: bool = False
    refusal: Refusal | None = None
    said: str | ByDevice = ""
    held: bool = False
    retarget: bool = False


IGNORED = MoveStep()


def _refuse(refusal: Refusal | None) -> MoveStep:
    return MoveStep(refused=True, refusal=refusal)


def _say(words: str | ByDevice) -> MoveStep:
    return MoveStep(said=words)


def _play(action: int) -> MoveStep:
    return MoveStep(taken=True, play=action)


class RaceReferee(Protocol):
    """What the composer asks the engine, through the table's controller."""

    @property
    def race(self) -> RaceState | None: ...

    def legal_actions(self) -> list[int]: ...

    def refusal(self, action: int) -> Refusal | None: ...


def fly_parts(action: int) -> tuple[int, tuple[int, ...]]:
    """A fly's hand cards (a multiset) and stack cards (top first)."""
    hand, _count, stack, _k = A.fly_parts(action)
    return hand, stack_kinds(stack)


def card_action(card: Card, zone: Zone) -> int | None:
    """The one-card action of dropping ``card`` on a pile (None: the stack's card onto the
    stack, or not a pile)."""
    if zone is Zone.STACK:
        return A.store(card.kind) if not card.from_stack else None
    if zone is Zone.MAGIC:
        return A.magic(card.kind, card.from_stack)
    if zone is Zone.DISCARD:
        return A.discard(card.kind, card.from_stack)
    return None


class MoveComposer:
    """The move under way for the player at ``viewer()`` (see the module's note)."""

    def __init__(self, referee: RaceReferee, viewer: Callable[[], int]) -> None:
        self.referee = referee
        self.viewer = viewer
        self.fly: list[Card] = []  # cards put on the next space, waiting for a joker's twin
        self.odin: Card | None = None  # the Odin card being played
        self.choice: int | None = None  # its action (A.MARKER, …) once chosen
        self.swap_first: int | None = None
        self.order: list[int] | None = None  # the stack's new order, top first (O2)
        self.ending = False  # asking whether to lengthen the paths

    @property
    def race(self) -> RaceState | None:
        return self.referee.race

    def stage(self) -> Mode:
        """What the move waits for, on the player's turn (the model says when that is)."""
        race = self.race
        if race is not None and race.phase == LAY:
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

    def held(self) -> list[Card]:
        """Cards out of the hand and stack, not yet played: a fly's, the Odin card."""
        return self.fly + ([self.odin] if self.odin is not None else [])

    def stack_left(self) -> list[int]:
        """The player's stack, top first, without the cards taken off it for the move."""
        race = self.race
        if race is None:
            return []
        taken = sum(1 for card in self.held() if card.from_stack)
        return list(stack_kinds(race.stacks[self.viewer()]))[taken:]

    def clear(self) -> None:
        """Nothing under way (a move played, a new race, another player at the screen)."""
        self.fly.clear()
        self.odin = None
        self.choice = None
        self.swap_first = None
        self.order = None
        self.ending = False

    # ------------------------------------------------------------------ flying

    def marker_ahead(self) -> bool:
        race = self.race
        return race is not None and race.marker_ahead(self.viewer())

    def exact_fly(self, cards: list[Card]) -> tuple[int | None, Refusal | None]:
        """A fly with exactly ``cards``: (the action, None) when it is legal now, else
        (the action or None when no fly has so many cards, the engine's reason)."""
        race = self.race
        assert race is not None
        entry = {"act": "fly", "cards": [A.card_ref(c.kind, c.from_stack) for c in cards]}
        try:
            action = action_from_json(entry, race)
        except IllegalMove as error:  # more cards than any fly plays
            return None, error.refusal
        return action, self.referee.refusal(action)

    def fly_completion(self, cards: list[Card] | None = None) -> int | None:
        """The fewest cards of a legal fly that holds ``cards`` (default: the fly under way),
        or None when no legal fly does."""
        cards = self.fly if cards is None else cards
        hand = multiset_of(c.kind for c in cards if not c.from_stack)
        stack = tuple(c.kind for c in cards if c.from_stack)
        sizes = []
        for action in self.referee.legal_actions():
            if A.action_type(action) != A.FLY:
                continue
            legal_hand, legal_stack = fly_parts(action)
            if contains(legal_hand, hand) and legal_stack[: len(stack)] == stack:
                sizes.append(multiset_size(legal_hand) + len(legal_stack))
        return min(sizes) if sizes else None

    def fly_preview(self, cards: list[Card]) -> RavensOutcome | None:
        """What a fly with exactly ``cards`` would do (the engine's outcome on a copy), or
        None when it is not legal."""
        race = self.race
        if race is None:
            return None
        action, problem = self.exact_fly(cards)
        if action is None or problem is not None:
            return None
        return race.copy().apply(action)

    def fly_cards(self, cards: list[Card]) -> MoveStep:
        """Put ``cards`` on the next space together: the fly is made as soon as its cards
        are legal; cards that could still become part of a fly (a joker's first card, the
        first of two to pass the marker) wait there."""
        if any(card.is_odin for card in cards):
            return _say(N_("Odin cards do not fly: drop one on the paths to play it"))
        cards = [*self.fly, *cards]
        action, problem = self.exact_fly(cards)
        if action is not None and problem is None:
            self.fly.clear()
            return MoveStep(taken=True, play=action, at_once=True)
        if self.fly_completion(cards) is not None:
            self.fly = cards
            return MoveStep(taken=True, held=True)
        return _refuse(problem)

    def drop(self, card: Card, zone: Zone | None) -> MoveStep:
        """A card dropped somewhere, on the player's turn with cards to play: a fly (or its
        first cards waiting), an Odin card's choice asked, a card played to a pile."""
        if zone is None:
            return _say(_nowhere(card))
        if zone is Zone.NEXT:
            return self.play_odin(card) if card.is_odin else self.fly_cards([card])
        if zone is Zone.PATH:
            if card.is_odin:
                return self.play_odin(card)
            return _say(N_("To fly, drop the card on the space in front of your raven"))
        if self.fly:
            return _say(FINISH_FLY)
        action = card_action(card, zone)
        if action is None:  # the stack's card onto the stack
            return _say(N_("That card is on your stack already"))
        problem = self.referee.refusal(action)
        return _refuse(problem) if problem is not None else _play(action)

    def drop_cards(self, cards: list[Card], zone: Zone | None) -> MoveStep:
        """Cards dropped together (the picked ones): several fly together onto the next
        space; anywhere else one card is played at a time."""
        if len(cards) == 1:
            return self.drop(cards[0], zone)
        if not cards:
            return IGNORED
        if zone is Zone.NEXT:
            return self.fly_cards(cards)
        return _say(several(cards, zone))

    # ------------------------------------------------------------------ Odin cards

    def odin_actions(self, card: Card, choice: int) -> list[int]:
        """The legal actions of this Odin card, from its source, for one of its choices."""
        source = A.FROM_STACK if card.from_stack else 0
        return [
            a
            for a in self.referee.legal_actions()
            if A.action_type(a) == choice and a & A.FROM_STACK == source
        ]

    def choice_refusals(self, card: Card) -> list[Refusal | None]:
        """Why each of the card's two choices is refused (none listed for a choice with a
        legal action)."""
        refusals = []
        for choice in A.CHOICES_OF_CARD[card.kind]:
            if not self.odin_actions(card, choice):
                refusals.append(self.choice_refusal(card, choice))
        return refusals

    def choice_refusal(self, card: Card, choice: int) -> Refusal | None:
        """The engine's reason a choice has no legal action: asked of a representative one."""
        race = self.race
        assert race is not None
        representative = {
            A.MARKER: A.marker(0, self.viewer(), card.from_stack),
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
        return self.referee.refusal(representative)

    def open_choices(self, card: Card) -> list[bool]:
        """Whether each of the card's two choices has a legal action."""
        return [bool(self.odin_actions(card, c)) for c in A.CHOICES_OF_CARD[card.kind]]

    def odin_playable(self, card: Card) -> bool:
        return any(self.open_choices(card))

    def play_odin(self, card: Card) -> MoveStep:
        """An Odin card put on the table: its two actions are offered."""
        if not card.is_odin or self.fly:
            return IGNORED
        if not self.odin_playable(card):
            return _refuse(self.choice_refusals(card)[0])
        self.odin = card
        return MoveStep(taken=True, held=True)

    def choose(self, index: int) -> MoveStep:
        """One of the Odin card's two actions (0 or 1): played when it needs nothing more,
        else its target or the stack's order asked."""
        card = self.odin
        if card is None:
            return IGNORED
        choice = A.CHOICES_OF_CARD[card.kind][index]
        actions = self.odin_actions(card, choice)
        if not actions:
            return _refuse(self.choice_refusal(card, choice))
        if choice in (A.BACK, A.FORWARD, A.EXTEND):
            return MoveStep(taken=True, play=actions[0], at_once=True)
        self.choice = choice
        if choice == A.ARRANGE:
            self.order = self.stack_left()
            return MoveStep(taken=True)
        self.swap_first = None
        return MoveStep(taken=True, retarget=True)

    def targets(self) -> list[tuple[int, int]]:
        """What can be clicked for the chosen action: (position, path) spaces for the marker,
        (position, -1) cards otherwise (for a swap's second card, those that pair with the
        first)."""
        card, choice = self.odin, self.choice
        if card is None or choice is None:
            return []
        found: list[tuple[int, int]] = []
        for action in self.odin_actions(card, choice):
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

    def pick_space(self, position: int, path: int) -> MoveStep:
        """A space clicked while the marker waits for one."""
        if self.choice != A.MARKER or self.odin is None:
            return IGNORED
        return self.attempt(A.marker(position, path, self.odin.from_stack))

    def pick_card(self, position: int) -> MoveStep:
        """A landscape card clicked while a swap, turn or removal waits for one."""
        card, choice = self.odin, self.choice
        if card is None or choice == A.MARKER:
            return IGNORED
        if choice == A.SWAP:
            if self.swap_first is None:
                targets = self.targets()
                if (position, -1) not in targets:  # the engine says why, paired with another
                    other = next(p for p, _path in targets if p != position)
                    return _refuse(self.referee.refusal(A.swap(position, other, card.from_stack)))
                self.swap_first = position
                return MoveStep(taken=True, retarget=True)
            if position == self.swap_first:
                self.swap_first = None  # clicked again: put down
                return MoveStep(taken=True)
            return self.attempt(A.swap(self.swap_first, position, card.from_stack))
        builder = A.turn if choice == A.TURN else A.remove
        return self.attempt(builder(position, card.from_stack))

    def attempt(self, action: int) -> MoveStep:
        """``action`` played, or refused with the engine's reason."""
        problem = self.referee.refusal(action)
        return _refuse(problem) if problem is not None else _play(action)

    # ------------------------------------------------------------------ arranging (O2)

    def arrange_move(self, source: int, destination: int) -> None:
        """Move the stack's card at ``source`` to ``destination`` (0 is the top)."""
        order = self.order
        if order is None or not (0 <= source < len(order)):
            return
        destination = max(0, min(len(order) - 1, destination))
        order.insert(destination, order.pop(source))

    def arrange_done(self) -> MoveStep:
        if self.order is None or self.odin is None:
            return IGNORED
        return self.attempt(A.arrange(self.order, self.odin.from_stack))

    # ------------------------------------------------------------------ the end of a turn

    @property
    def can_lengthen(self) -> bool:
        return A.END_LENGTHEN in self.referee.legal_actions()

    def ask_end(self) -> MoveStep:
        """The End turn button: asks whether to lengthen the paths when the deck can (then
        ``taken`` with nothing to play), else ends the turn."""
        if self.fly:
            return _say(FINISH_FLY)
        if self.can_lengthen:
            self.ending = True
            return MoveStep(taken=True)
        return _play(A.END_TURN)

    def end_turn(self, lengthen: bool) -> MoveStep:
        """End the turn now, lengthening the paths first or not."""
        if self.fly:
            return _say(FINISH_FLY)
        self.ending = False
        return self.attempt(A.END_LENGTHEN if lengthen else A.END_TURN)

    def lay_options(self) -> tuple[str, str] | None:
        """The drawn landscape card as drawn and turned round (codes), while one waits."""
        race = self.race
        if race is None or race.phase != LAY:
            return None
        return landscape_code(race.pending), landscape_code(turned(race.pending))

    def lay(self, turned_round: bool) -> MoveStep:
        race = self.race
        if race is None:
            return IGNORED
        return self.attempt(A.lay(turned(race.pending) if turned_round else race.pending))

    # ------------------------------------------------------------------ a step back

    def back(self, stage: Mode) -> bool:
        """Esc: one step back (a swap's first card put down, the target or order given up,
        the Odin card back into the hand, the fly's cards home, the end-turn question
        closed). False with nothing under way."""
        if stage is Mode.TARGET and self.swap_first is not None:
            self.swap_first = None
        elif self.order is not None or self.choice is not None:
            self.order = None
            self.choice = None
        elif self.odin is not None:
            self.odin = None
        elif self.fly:
            self.fly.clear()
        elif self.ending:
            self.ending = False
        else:
            return False
        return True


def _nowhere(card: Card) -> str:
    """Why a card dropped where nothing takes it went back (an English msgid)."""
    if card.is_odin:
        return N_("Drop an Odin card on the paths to play it")
    return N_("Drop the card on the space ahead of your raven, or on a pile")


def several(cards: list[Card], zone: Zone | None) -> str:
    """Why several cards carried together cannot be dropped on ``zone`` (an English msgid)."""
    if any(card.is_odin for card in cards):
        return N_("Play one Odin card at a time: pick only that card")
    if zone is Zone.NEXT:
        return N_("These cards cannot fly together")
    return N_("One card at a time goes there: pick only that card")
