"""Learn by playing, Odin's Ravens: the coach of the guided first race (pygame-free).

The race is prepared (`session/ravens/guided.py`): played as the coach suggests, it brings
each step of the game in turn. The coach watches the table model and the moves, tells each
lesson the first time its moment comes (the table waits while one is read) and says which
move it would make: its cards are ringed in the hand and on the stack, and its target or the
way round of a drawn card is the one marked in gold. The suggestion is the prepared move
while it is legal, else the plainest one (the fly with the fewest cards, else the end of the
turn), so a player who goes elsewhere is still guided; lessons the race never reached are
told at its end, so every path teaches every step, each once.

The table scene shows the coach (`scenes/ravens/guided_table.py`); Odin's Ravens' registry
entry builds the guided table (`games/ravens.py`: `tutorial_scene`).
"""

from __future__ import annotations

from dataclasses import dataclass

from odin_desktop.engine.ravens import LAY, RaceState, RavensOutcome
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import KINDS, ODIN_KINDS
from odin_desktop.i18n import N_
from odin_desktop.i18n.ravens.cards import card_name, odin_texts
from odin_desktop.i18n.terms import is_you
from odin_desktop.scenes import coach
from odin_desktop.scenes.coach import Lazy, Lesson
from odin_desktop.scenes.ravens.model import Mode, RavensTableModel
from odin_desktop.session.ravens.guided import PLAYER, PLAYER_TURNS, prepared_action

LESSONS = (
    Lesson(
        "welcome",
        N_(
            "Welcome to Odin's Ravens! You fly Hugin on the top path, {opponent} flies Munin "
            "on the bottom one. The first raven to reach the last space of its path ends the "
            "race. Each step of the game is pointed out the first time it comes."
        ),
    ),
    Lesson(
        "fly",
        N_(
            "To fly, play a card of the landscape of the space in front of your raven: drag "
            "the ringed card onto that space, or choose it with the arrow keys and press F. "
            "Each turn you may play up to 3 cards from your hand."
        ),
        pad=N_(
            "To fly, play a card of the landscape of the space in front of your raven: move "
            "to the ringed card with the D-pad and press {select}. Each turn you may play up "
            "to 3 cards from your hand."
        ),
        touch=N_(
            "To fly, play a card of the landscape of the space in front of your raven: drag "
            "the ringed card onto that space. Each turn you may play up to 3 cards from your "
            "hand."
        ),
    ),
    Lesson(
        "joker",
        N_(
            "No card of the next space's landscape? Two equal flight cards of any landscape "
            "make a joker, which flies like the matching card: drag the two ringed cards "
            "onto the space, one after the other."
        ),
    ),
    Lesson(
        "end",
        N_(
            "When you have played what you want, end your turn (End turn, or E). You are "
            "asked whether to lengthen the paths first: not this time. Then your hand is "
            "filled up to 5 cards from your supply."
        ),
        pad=N_(
            "When you have played what you want, end your turn ({pass}). You are asked "
            "whether to lengthen the paths first: not this time. Then your hand is filled up "
            "to 5 cards from your supply."
        ),
        touch=N_(
            "When you have played what you want, end your turn (tap End turn). You are asked "
            "whether to lengthen the paths first: not this time. Then your hand is filled up "
            "to 5 cards from your supply."
        ),
    ),
    Lesson(
        "marker_ahead",
        N_(
            "{opponent} played Odin card I and put the Odin marker on the space in front of "
            "your raven. No raven may fly onto the marker's space."
        ),
    ),
    Lesson(
        "marker",
        N_(
            "The Odin marker: with Odin card I a player puts it on an empty space of either "
            "path. No raven may fly onto the marker's space."
        ),
    ),
    Lesson(
        "pass",
        N_(
            "To pass the Odin marker, pay one card more: the matching card and another "
            "matching card or a joker, or two jokers. Drag the two ringed cards onto its "
            "space: the marker is set aside and your raven flies on."
        ),
    ),
    Lesson(
        "store",
        N_(
            "Store a card: drag the ringed card onto your stack (or press S). It is one of "
            "your 3 cards from the hand; on a later turn the stack's top card can be played "
            "like a card of your hand."
        ),
        pad=N_(
            "Store a card: move to the ringed card with the D-pad and press up. It is one of "
            "your 3 cards from the hand; on a later turn the stack's top card can be played "
            "like a card of your hand."
        ),
        touch=N_(
            "Store a card: drag the ringed card onto your stack. It is one of your 3 cards "
            "from the hand; on a later turn the stack's top card can be played like a card of "
            "your hand."
        ),
    ),
    Lesson(
        "lengthen",
        N_(
            "End your turn and lengthen the paths this time: End turn, then Lengthen the "
            "paths (L). You draw a landscape card and lay it after the last one, as drawn or "
            "turned round: its top half lies on your path. Take the way marked in gold."
        ),
        pad=N_(
            "End your turn and lengthen the paths this time: {pass}, then up (Lengthen the "
            "paths). You draw a landscape card and lay it after the last one, as drawn or "
            "turned round: its top half lies on your path. Take the way marked in gold."
        ),
        touch=N_(
            "End your turn and lengthen the paths this time: tap End turn, then Lengthen the "
            "paths. You draw a landscape card and lay it after the last one, as drawn or "
            "turned round: its top half lies on your path. Take the way marked in gold."
        ),
    ),
    Lesson(
        "stack",
        N_(
            "Your stack is played from the top, up to 3 cards a turn besides the 3 from your "
            "hand. Its ringed top card matches the next space: drag it there, or choose it "
            "with the arrow keys and press F."
        ),
        pad=N_(
            "Your stack is played from the top, up to 3 cards a turn besides the 3 from your "
            "hand. Its ringed top card matches the next space: move to it with the D-pad and "
            "press {select}."
        ),
        touch=N_(
            "Your stack is played from the top, up to 3 cards a turn besides the 3 from your "
            "hand. Its ringed top card matches the next space: drag it there."
        ),
    ),
    Lesson(
        "odin_now",
        N_(
            "Odin cards: each has two actions, and you choose one. Drag the ringed {card} "
            "onto the paths (or press O), choose \u201c{choice}\u201d, then click the place "
            "marked in gold (or press Enter)."
        ),
        pad=N_(
            "Odin cards: each has two actions, and you choose one. Move to the ringed {card} "
            "with the D-pad and press {select}, choose \u201c{choice}\u201d, then press "
            "{select} again for the place marked in gold."
        ),
        touch=N_(
            "Odin cards: each has two actions, and you choose one. Drag the ringed {card} "
            "onto the paths, choose \u201c{choice}\u201d, then tap the place marked in gold."
        ),
    ),
    Lesson(
        "odin",
        N_(
            "Odin cards: each has two actions, and whoever plays one chooses which. Drag an "
            "Odin card onto the paths (or press O) and choose on the panel that opens."
        ),
        pad=N_(
            "Odin cards: each has two actions, and whoever plays one chooses which. Move to "
            "an Odin card with the D-pad, press {select} and choose on the panel that opens."
        ),
        touch=N_(
            "Odin cards: each has two actions, and whoever plays one chooses which. Drag an "
            "Odin card onto the paths and choose on the panel that opens."
        ),
    ),
    Lesson(
        "group",
        N_(
            "A group move: when the spaces after the one a raven flies to continue the same "
            "landscape, it flies on to the group's last space, all for one card (or one "
            "joker)."
        ),
    ),
    Lesson("out", N_("{name}'s raven reached the last space of its path: the race is over.")),
    Lesson("out_you", N_("Your raven reached the last space of its path: the race is over.")),
)
# Told on the race's summary: the score, and the game after the race.
SCORE = N_(
    "The winner of a race scores a point for every space ahead of the other raven, and "
    "whoever has more cards on the Magic Way scores 3 more. A game goes on race after race "
    "until someone has 12 points; then the most points win."
)
# The steps the guided race teaches, in the order the prepared race brings them.
STEPS = (
    "welcome",
    "fly",
    "joker",
    "end",
    "marker",
    "pass",
    "store",
    "lengthen",
    "stack",
    "odin",
    "group",
    "out",
)


def plainest(race: RaceState) -> int:
    """The move a beginner can follow when the prepared one is not legal: the drawn card as
    drawn, the fly with the fewest cards, else the end of the turn."""
    legal = race.legal_actions()
    if race.phase == LAY:
        return legal[0]
    flies = [a for a in legal if A.action_type(a) == A.FLY]
    if flies:
        return min(flies, key=lambda a: (sum(map(len, A.played_cards(a))), a))
    return A.END_TURN


def suggestion(race: RaceState) -> int:
    """The coach's move for the player: the prepared one while it is legal."""
    prepared = prepared_action(race, PLAYER, PLAYER_TURNS)
    return plainest(race) if prepared is None else prepared


def target_of(action: int) -> tuple[int, int] | None:
    """Where an Odin action acts, as the table's targets name it: (position, path) for a
    space, (position, -1) for a landscape card (a swap: its first card)."""
    kind, value = A.action_type(action), A.param(action)
    if kind == A.MARKER:
        return value & 255, value >> 8
    if kind == A.SWAP:
        return value & 255, -1
    if kind in (A.TURN, A.REMOVE):
        return value, -1
    return None


def _choice(action: int) -> Lazy:
    """The text of the Odin card's action ``action`` chooses, as the card says it."""
    kind = A.card_of(action)
    index = A.CHOICES_OF_CARD[kind].index(A.action_type(action))
    return Lazy(lambda: odin_texts(KINDS[kind])[index])


@dataclass
class RavensCoach(coach.Coach):
    """Odin's Ravens' coach: which lesson to show from what the table does, and the move it
    would make."""

    LESSONS = LESSONS
    STEPS = STEPS
    SAME_STEP = {"out_you": "out", "marker_ahead": "marker", "odin_now": "odin"}

    opponent: str = ""
    race_over: bool = False

    def facts(self) -> dict[str, object]:
        return {"opponent": self.opponent}

    def suggested(self, model: RavensTableModel) -> int | None:
        """The move the coach would make now, on the player's turn (lessons shown or not)."""
        race = model.race
        if race is None or race.over or not model.human_turn:
            return None
        return suggestion(race)

    def watch(self, model: RavensTableModel) -> None:
        """What the table shows now: the first of each kind of move the coach suggests."""
        race = model.race
        if race is None or self.race_over:
            return
        self.tell("welcome")
        if model.mode is not Mode.PLAY:
            return
        action = self.suggested(model)
        if action is None:
            return
        kind = action & A.TYPE_MASK
        if kind == A.FLY:
            self.tell(self._fly_lesson(race, action))
        elif kind == A.STORE:
            self.tell("store")
        elif kind == A.END:
            self.tell("lengthen" if action == A.END_LENGTHEN else "end")
        elif A.card_of(action) in ODIN_KINDS and kind not in (A.MAGIC, A.DISCARD):
            card = A.card_of(action)
            name = Lazy(lambda: card_name(KINDS[card]))
            self.tell("odin_now", card=name, choice=_choice(action))

    @staticmethod
    def _fly_lesson(race: RaceState, action: int) -> str:
        hand, stack = A.played_cards(action)
        position = race.positions[PLAYER] + 1
        if race.marker == 2 * position + PLAYER:
            return "pass"
        if stack:
            return "stack"
        return "joker" if len(hand) == 2 else "fly"

    def moved(self, outcome: RavensOutcome, race: RaceState, names: list[str]) -> None:
        """An action was taken: the marker put in front of the player's raven, a group
        move, the end of the race (then every step the race never reached)."""
        ahead = (race.positions[PLAYER] + 1, PLAYER)
        if outcome.seat != PLAYER and outcome.marker_after == ahead != outcome.marker_before:
            self.tell("marker_ahead")
        raven = outcome.raven
        flew = A.action_type(outcome.action) == A.FLY
        if flew and raven is not None and raven.end - raven.start > 1:  # on along a group
            self.tell("group")
        if outcome.round_over and outcome.winner is not None:
            self.race_over = True
            name = names[outcome.winner]
            if is_you(name):
                self.tell("out_you")
            else:
                self.tell("out", name=name)
            self.tell_the_rest()
