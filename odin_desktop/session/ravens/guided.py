"""Learn by playing, Odin's Ravens: the prepared race (pygame-free).

One race against Astrid, a Thrall (easy) seat, set up and drawn so that, played as the coach
suggests (`scenes/ravens/tutorial.py`), it brings every step in turn: a fly, a joker, the end
of a turn, the Odin marker put in front of the player's raven and passed, a card stored and
flown from the stack on a later turn, the paths lengthened and the drawn card laid, an Odin
card, a group move, and the end of the race, which the player wins.

Nothing here bends a rule: the set-up is checked as any race's (`engine.ravens.setup`), every
action goes through the engine's checked `apply`, Astrid plays her prepared turn only while
its next action is legal (else her Thrall bot decides), and each hand is filled with the
cards it was prepared with only while the supply holds them (`PreparedDraws`): on any path
the player takes, the race stays a legal race.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from odin_desktop.engine.ravens import PreparedDraws, RaceSetup, RaceState, RavensOutcome
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.cards import (
    KIND_COUNT,
    KIND_OF,
    MAGIC_OF,
    UNIT,
    count,
    multiset_of,
    parse_landscape,
)
from odin_desktop.i18n import N_, _
from odin_desktop.session.bot_host import BotHosting
from odin_desktop.session.ravens.controller import RavensController, spawn_bots
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup

SEED = 23  # the fallback draws' seed, and the Thrall bot's
PLAYER, OPPONENT = 0, 1  # the player flies Hugin on the top path and starts
# Astrid's name as the player's language writes it (the lessons name her).
OPPONENT_NAME = N_("Astrid")

# The row: the top halves are the player's path (L M F P L S M F S), the bottom halves
# Astrid's (P S M F M L P L M); no equal neighbours on either path, as at any set-up.
ROW = ("LP", "MS", "FM", "PF", "LM", "SL", "MP", "FL", "SM")
MAGIC = "O+M"
# Each seat's hand at the start of each of its turns (refills give what is missing).
HANDS = (
    ("L S S P O3", "P O3 F F M", "O3 M L F S", "M F S L P"),
    ("P O1 S M F", "S M F L L", "F L L P S"),
)
# The landscape card the player draws when lengthening: laid turned round (SP), its snow
# joins the snow of the last card, so the player's last two spaces are a group.
LANDSCAPES = ("PS",)


def _kinds(codes: str) -> list[int]:
    return [KIND_OF[code] for code in codes.split()]


def _fly(hand: str = "", stack: str = "") -> int:
    return A.fly(_kinds(hand), _kinds(stack))


# The turns as the coach suggests them. The player: a fly and a joker; the marker passed
# with two forests and a plains card stored, then the paths lengthened; the stored card
# flown from the stack, Odin card III turning the card after the lake ahead (a group of
# two lakes) and the lake flown; three flies home, the last a group move onto the last
# space. Astrid: a fly and Odin card I's marker on the space ahead of the player; two
# flies; one fly.
PLAYER_TURNS: tuple[tuple[int, ...], ...] = (
    (_fly("L"), _fly("S S"), A.END_TURN),
    (_fly("F F"), A.store(KIND_OF["P"]), A.END_LENGTHEN, A.lay(parse_landscape("SP"))),
    (_fly(stack="P"), A.turn(5), _fly("L"), A.END_TURN),
    (_fly("M"), _fly("F"), _fly("S")),
)
OPPONENT_TURNS: tuple[tuple[int, ...], ...] = (
    (_fly("P"), A.marker(2, PLAYER), A.END_TURN),
    (_fly("S"), _fly("M"), A.END_TURN),
    (_fly("F"), A.END_TURN),
)


def prepared_setup() -> RaceSetup:
    return RaceSetup(
        first=PLAYER,
        magic=MAGIC_OF[MAGIC],
        row=tuple(parse_landscape(code) for code in ROW),
        under=(),
        hands=tuple(tuple(_kinds(turns[0])) for turns in HANDS),
    )


def turns_played(race: RaceState, seat: int) -> int:
    """How many of its turns ``seat`` has finished in ``race``."""
    return sum(1 for turn in race.log if turn[0] == seat)


def prepared_action(race: RaceState, seat: int, turns: Sequence[Sequence[int]]) -> int | None:
    """The next action of ``seat``'s prepared turn (``turns``) not yet taken, if it is
    legal now; None when the turn has gone elsewhere (or past what was prepared)."""
    turn = turns_played(race, seat)
    if race.over or race.turn != seat or turn >= len(turns):
        return None
    done = list(race.turn_actions)
    for action in turns[turn]:
        if action in done:
            done.remove(action)
            continue
        return action if race.refusal(action, seat) is None else None
    return None


def missing(wanted: int, held: int) -> int:
    """The cards of the multiset ``wanted`` that ``held`` lacks."""
    return sum(
        max(0, count(wanted, kind) - count(held, kind)) * UNIT[kind] for kind in range(KIND_COUNT)
    )


class GuidedRavensController(RavensController):
    """The prepared race's game: the player against Astrid, one race (nothing is saved)."""

    def __init__(
        self, player_name: str, host_factory: Callable[[], BotHosting] | None = spawn_bots
    ) -> None:
        seats = (SeatSetup(player_name), SeatSetup(_(OPPONENT_NAME), "easy"))
        super().__init__(RavensSetup(seats, seed=SEED, first=PLAYER), host_factory)
        self.draws = PreparedDraws((parse_landscape(c) for c in LANDSCAPES), SEED)

    def start_round(self) -> RaceState:
        self.forget_requests()
        return self.game.start_round(prepared_setup(), self.draws)

    def _apply(self, action: int) -> RavensOutcome:
        """The engine's checked apply, the hand about to be refilled given its prepared
        cards (no reseeding: the prepared draws are the race's)."""
        seat = self.to_move
        race = self.race
        assert seat is not None and race is not None
        hands = HANDS[seat]
        turn = turns_played(race, seat)
        wanted = multiset_of(_kinds(hands[turn + 1])) if turn + 1 < len(hands) else 0
        self.draws.wanted = missing(wanted, race.hands[seat])
        return self.game.apply(action, seat)

    def request_bot_move(self) -> None:
        """Astrid plays her prepared turn while it is legal; her Thrall bot decides when it
        is not (the player took the race elsewhere)."""
        seat, race = self.to_move, self.race
        if (
            seat is not None
            and race is not None
            and not self.is_human(seat)
            and seat not in self.answers
        ):
            action = prepared_action(race, seat, OPPONENT_TURNS)
            if action is not None:
                self.answers[seat] = action
                return
        super().request_bot_move()
