"""Learn by playing: a guided first hand of ODIN (pygame-free).

A prepared three-player deal against two Thrall (easy) bots, where a *coach* watches the table
model and points out each step of the game the first time it happens: leading, the value of a
set, following with as many cards or one more, taking a card, passing, the end of a round,
the whole-hand finish, going out and the score. While a lesson is shown the table waits; the
coach also rings the cards it would play (the plain greedy choice a beginner can follow),
says beside the ring what it rings and why (`Guidance`, in the status line), and H selects
just that (the hint follows the lesson, not the Expert). Lessons the hand never reached are
told at its end, so every path teaches everything: they say so, and show cards that would.

The table scene shows the coach (its lessons: `scenes/odin/lesson_panel.py`); ODIN's registry
entry builds the guided table (`games/odin.py`: `tutorial_scene`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from odin_desktop.engine.odin import OdinGame, Options
from odin_desktop.engine.odin.cards import (
    card_colour,
    card_number,
    cards_of,
    mask_of,
    parse_card,
    set_value,
)
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take
from odin_desktop.engine.odin.outcome import OdinOutcome
from odin_desktop.i18n import N_, _, ngettext
from odin_desktop.i18n.devices import ByDevice, InUse
from odin_desktop.i18n.terms import is_you, level_name
from odin_desktop.scenes import coach
from odin_desktop.scenes.coach import Lesson
from odin_desktop.scenes.odin.advice import move_words
from odin_desktop.scenes.odin.composer import PlayComposer
from odin_desktop.session.bot_host import BotHosting
from odin_desktop.session.odin.controller import OdinController, spawn_bots
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup

# The prepared hand: who sits where, the deal (the player leads), the seed of the bots' dice.
# Played out with the coach's suggestions the hand shows every step in turn, and the player
# goes out with a whole-hand finish (tests/scenes/odin/test_tutorial.py plays it).
SEED = 7
# The bots' names, written as the player's language writes them (the lessons name them: an
# Arabic lesson speaks of أستريد, and the table must show the same names).
NAMES = (N_("Astrid"), N_("Bjorn"))
DEAL = (
    "O9 K9 P8 P7 G7 P6 G6 P5 P4",
    "R8 K8 O7 K6 G5 B4 G3 K3 O1",
    "G8 R6 O6 K5 O4 O3 R2 G2 B2",
)


LESSONS = (
    Lesson(
        "welcome",
        N_(
            "Welcome to ODIN! Be the first to get rid of your cards: each card left in your "
            "hand at the end is a point, and the fewest points win. Astrid and Bjorn are "
            "{level} bots. Each step of the game is pointed out the first time it comes."
        ),
    ),
    Lesson(
        "lead",
        N_(
            "You are the first player: lead exactly one card. Drag it to the middle, or click "
            "it and press Enter. The ringed card is a good choice: lead low, keep high cards."
        ),
        pad=N_(
            "You are the first player: lead exactly one card. Move to it with the D-pad, pick "
            "it with {select} and play it with {play}. The ringed card is a good choice: lead "
            "low, keep high cards."
        ),
        touch=N_(
            "You are the first player: lead exactly one card. Drag it to the middle, or tap it "
            "and tap Play. The ringed card is a good choice: lead low, keep high cards."
        ),
    ),
    Lesson(
        "value",
        N_(
            "A set is one card, or cards that share a number or a colour. Its value puts the "
            "numbers together from the highest: a 5 and a 3 of one colour make 53, not 35."
        ),
    ),
    Lesson(
        "follow",
        N_(
            "To beat the middle, play as many cards as lie there, or one card more, with a "
            "higher value. One card more always beats it."
        ),
    ),
    Lesson(
        "take",
        N_(
            "Whoever beats a set takes one of its cards into their hand; the rest go to "
            "Valhalla. Everyone saw which card it was: it stays face up in that player's hand."
        ),
    ),
    Lesson(
        "pass",
        N_(
            "You may always pass instead of playing (P). Passing is not the end: you may play "
            "again on your next turn in the same round."
        ),
        pad=N_(
            "You may always pass instead of playing ({pass}). Passing is not the end: you may "
            "play again on your next turn in the same round."
        ),
        touch=N_(
            "You may always pass instead of playing (tap Pass). Passing is not the end: you "
            "may play again on your next turn in the same round."
        ),
    ),
    Lesson(
        "round",
        N_(
            "Everyone else passed: the round is over. The middle goes to Valhalla, and whoever "
            "played it leads the next round."
        ),
    ),
    Lesson(
        "whole",
        N_(
            "The whole-hand finish: when you lead and every card in your hand shares a number "
            "or a colour, you may play them all at once, and the hand ends."
        ),
    ),
    Lesson(
        "out",
        N_("{name} played their last card: the hand is over at once."),
    ),
    Lesson(
        "out_you",
        N_("You played your last card: the hand is over at once."),
    ),
)
BY_KEY = {lesson.key: lesson for lesson in LESSONS}
# Told on the summary: the score.
SCORE = N_(
    "Each card still in a hand is a point. A full game goes on hand after hand until someone "
    "reaches the target; then the fewest points win."
)
# The steps a guided hand teaches, in the order they are first expected.
STEPS = ("welcome", "lead", "value", "follow", "take", "pass", "round", "whole", "out")
# A step the hand never reached is told at its end, when the table has nothing left to show
# it: the lesson says so, and shows cards that would (drawn in the lesson's panel).
LATE = N_("This hand did not show it. {lesson}")
EXAMPLES = {"whole": ("G7", "G5", "G2"), "value": ("R5", "R3")}


def tutorial_setup(player_name: str) -> OdinSetup:
    """The guided hand's seats: the player, then two Thrall bots; one hand."""
    seats = (SeatSetup(player_name), *(SeatSetup(_(name), "easy") for name in NAMES))
    return OdinSetup(seats, single_hand=True, seed=SEED)


def guided_controller(
    player_name: str, host_factory: Callable[[], BotHosting] | None = spawn_bots
) -> OdinController:
    """The guided hand's game: the prepared deal, the player leading."""
    controller = OdinController(tutorial_setup(player_name), host_factory)
    controller.game = OdinGame(len(DEAL), Options(single_hand=True), first_leader=0, seed=SEED)
    controller.prepared = [[mask_of(parse_card(c) for c in hand.split()) for hand in DEAL]]
    return controller


# The coach's move in words: beside its ring, in the status line, and as the reason of a hint
# (H follows the lesson: the guided hand's hint is the coach's move, not the Expert's).
RING_LEAD = N_("The ringed card is a good lead: lead low, keep high cards")
RING_PASS = ByDevice(
    N_("Nothing in your hand beats {table}: pass (P)"),
    N_("Nothing in your hand beats {table}: pass ({pass})"),
    N_("Nothing in your hand beats {table}: tap Pass"),
)
REASONS = {
    "lead": N_("lead low, keep high cards"),
    "beat": N_("as many cards as you can, as low as you can"),
    "whole": N_("it plays out your whole hand, so you score nothing this hand"),
    "pass": N_("nothing in your hand beats the middle"),
}


@dataclass(frozen=True)
class Guidance:
    """The move the coach rings on the player's turn, and its words (said in the language
    of the moment they are shown)."""

    action: int
    kind: str  # "lead", "beat", "whole" or "pass"
    table: int  # the value in the middle (0 when leading)

    def ring_words(self, in_use: InUse) -> str:
        """The sentence beside the ring, naming what it rings and why."""
        count = (self.action & PLAY_BITS).bit_count()
        if self.kind == "lead":
            return _(RING_LEAD)
        if self.kind == "whole":
            return ngettext(
                "The ringed card is your whole hand: play it, and the hand ends",
                "The ringed cards are your whole hand: play them all, and the hand ends",
                count,
            )
        if self.kind == "beat":
            return ngettext(
                "The ringed card beats {table}: as many cards as you can, as low as you can",
                "The ringed cards beat {table}: as many cards as you can, as low as you can",
                count,
            ).format(table=self.table)
        return RING_PASS.text(in_use, table=self.table)

    def hint(self) -> str:
        """The move and why, as a hint says it ("Play pink 4: lead low, keep high cards")."""
        return _("{move}: {reason}").format(
            move=move_words(self.action), reason=_(REASONS[self.kind])
        )


def guidance(legal: list[int], state: HandState) -> Guidance:
    """The coach's move for the player to move in ``state`` (`suggestion`), and its kind."""
    hand = state.hands[state.turn]
    action = suggestion(legal, hand)
    play = action & PLAY_BITS
    if not play:
        kind = "pass"
    elif play == hand:
        kind = "whole"
    else:
        kind = "beat" if state.table else "lead"
    return Guidance(action, kind, state.table_value if state.table else 0)


def suggestion(legal: list[int], hand: int) -> int:
    """The move the coach rings: the whole hand when it may go, else the greedy choice —
    as many cards as possible with the lowest value, the highest card taken; leading, the
    lowest card; passing only when nothing can be played."""
    plays = [a for a in legal if a & PLAY_BITS]
    if not plays:
        return PASS
    for action in plays:
        if action & PLAY_BITS == hand:
            return action

    def greedy(action: int) -> tuple[int, int, tuple[int, int]]:
        play, take = action & PLAY_BITS, action_take(action)
        # Of the cards to take, the one that reads first: where the take step's focus starts.
        taken = (-1, 0) if take is None else (card_number(take), -card_colour(take))
        return play.bit_count(), -set_value(play), taken

    return max(plays, key=greedy)


class CoachedTable(Protocol):
    """What the coach reads of ODIN's table model (which imports the coach, so it is not
    named here)."""

    @property
    def state(self) -> HandState | None: ...
    @property
    def human_turn(self) -> bool: ...
    @property
    def move(self) -> PlayComposer: ...
    @property
    def controller(self) -> OdinController: ...


@dataclass
class OdinCoach(coach.Coach):
    """ODIN's coach: which lesson to show, from what the table model does; the table waits
    while one is shown."""

    LESSONS = LESSONS
    STEPS = STEPS
    SAME_STEP = {"out_you": "out"}

    seat: int = 0  # the player's seat
    hand_over: bool = False

    def facts(self) -> dict[str, object]:
        return {"level": level_name("easy")}

    def watch(self, model: CoachedTable) -> None:
        """What the table shows now: the player's first lead and first turn to follow, a set
        being picked, whole-hand finishes within reach."""
        state = model.state
        if state is None or self.hand_over:
            return
        self.tell("welcome")
        if model.human_turn:
            if not state.table:
                self.tell("lead")
                if state.can_finish_whole_hand():
                    self.tell("whole")
            else:
                self.tell("follow")
        if len(model.move.selected) >= 2 or model.move.take_play is not None:
            self.tell("value")

    def moved(self, outcome: OdinOutcome) -> None:
        """A move was made: a set, a take, a pass, the end of a round."""
        if outcome.played.bit_count() >= 2:
            self.tell("value")
        if outcome.taken is not None:
            self.tell("take")
        if outcome.is_pass:
            self.tell("pass")
        if outcome.round_won_by is not None:
            self.tell("round")

    def ended(self, names: list[str], out_seat: int) -> None:
        """The hand is over: how, then every step the hand never reached."""
        self.hand_over = True
        name = names[out_seat]
        if is_you(name):
            self.tell("out_you")
        else:
            self.tell("out", name=name)
        self.tell_the_rest()

    def tell_the_rest(self) -> None:
        """The hand is over: every step it never reached, in order, each saying so."""
        for key in self.STEPS:
            self.tell(key, late=True)

    @property
    def late(self) -> bool:
        """Whether the lesson shown is of a step the hand never reached."""
        return bool(self.queue) and bool(self.queue[0][1].get("late"))

    @property
    def text(self) -> str:
        told = super().text
        return _(LATE).format(lesson=told) if self.late else told

    def example(self) -> tuple[str, ...]:
        """Cards that show the lesson shown, when the table cannot (a step never reached)."""
        lesson = self.lesson
        return EXAMPLES.get(lesson.key, ()) if lesson is not None and self.late else ()

    def suggested(self, model: CoachedTable) -> set[int]:
        """The cards to ring on the player's turn, shown while the lesson that names "the
        ringed card" is up, too."""
        if not model.human_turn or model.move.take_play is not None:
            return set()
        state = model.state
        if state is None:
            return set()
        action = guidance(model.controller.legal_actions(), state).action
        return set(cards_of(action & PLAY_BITS))
