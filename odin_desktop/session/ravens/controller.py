"""Odin's Ravens' game controller: drives the engine for the table (the bots in their seats
are the shared `TableController`'s: a separate process, so the UI never waits on a bot).

It knows nothing of pygame. The table asks it what is legal, hands it the human's actions,
asks for bot actions (answered asynchronously) and gets back the engine's `RavensOutcome` of each
applied action (what moved where) for the animations.

Every draw of a live game follows from the seed *and the point of the game*: before each
action the race's draws are reseeded from (seed, race, turn, action). A game read back from
its record therefore goes on exactly as it would have (`resume` rebuilds it the same way and
checks every card against the seed), even when it was saved while a drawn landscape card
waited to be laid.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard

from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.ai.ravens.match import options_of
from odin_desktop.engine.ravens import (
    LAY,
    RaceState,
    RandomDraws,
    RavensGame,
    RavensOutcome,
    action_to_json,
)
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.observation import RavensObservation
from odin_desktop.engine.ravens.record import game_to_record
from odin_desktop.engine.ravens.setup import rng_for
from odin_desktop.engine.refusal import Refusal
from odin_desktop.session.bot_host import BotHost, BotHosting
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.saved import FinishedGame
from odin_desktop.session.table_controller import TableController

SEATS = 2


def spawn_bots() -> BotHost:
    """The bot process of an Odin's Ravens table."""
    return BotHost(make_bot)


def reseed(game: RavensGame, seed: int) -> None:
    """Make the current race's next draws those of the seed at this point of the game."""
    race = game.race
    if race is None or race.over:
        return
    purpose = f"draws:{race.index}:{len(race.log)}:{len(race.turn_actions)}"
    race.draws = RandomDraws(rng_for(seed, purpose))


def apply_seeded(
    game: RavensGame, seed: int, action: int, seat: int | None = None
) -> RavensOutcome:
    """Apply ``action`` (checked: IllegalMove with a `Refusal`) with the seed's draws."""
    reseed(game, seed)
    return game.apply(action, seat)


def pending_actions(race: RaceState) -> list[int]:
    """The actions of the turn in progress that a record cannot hold yet: a drawing action
    (an extend or a lengthening) and the lays after it, while a drawn card waits."""
    actions = race.turn_actions
    if race.phase != LAY:
        return []
    for n in range(len(actions) - 1, -1, -1):
        if A.action_type(actions[n]) in (A.EXTEND, A.END):
            return actions[n:]
    return []


class RavensController(TableController[RavensObservation]):
    setup: RavensSetup
    game: RavensGame

    make_bot = staticmethod(make_bot)

    def __init__(
        self, setup: RavensSetup, host_factory: Callable[[], BotHosting] | None = spawn_bots
    ) -> None:
        super().__init__(setup, host_factory)
        self.game = RavensGame.new(setup.seed, target=setup.target, first=setup.first)

    # ------------------------------------------------------------------ the game

    @property
    def to_move(self) -> int | None:
        """The seat to act in the race being played; None between races and at the end."""
        race = self.game.race
        return None if race is None or race.over else race.turn

    @property
    def race(self) -> RaceState | None:
        return self.game.race

    def refusal(self, action: int) -> Refusal | None:
        """Why the seat to move may not take ``action`` now (None: it may)."""
        return self.game.refusal(action, self.to_move)

    def is_legal(self, action: object) -> TypeGuard[int]:
        # Not "in legal_actions()": an arrange is listed once, but any order of the stack is
        # legal, so the engine's own check decides.
        return isinstance(action, int) and self.refusal(action) is None

    def bot_options(self) -> tuple[int, dict[str, int]]:
        return SEATS, options_of(self.game)

    # ------------------------------------------------------------------ actions

    @property
    def needs_round(self) -> bool:
        return self.game.needs_round

    def start_round(self) -> RaceState:
        self.forget_requests()
        return self.game.start_round()

    def play(self, action: int) -> RavensOutcome:
        """Apply the action of the seat to move (checked by the engine: IllegalMove) and
        return what it did."""
        outcome = self._apply(action)
        self.moved()
        return outcome

    def _apply(self, action: int) -> RavensOutcome:
        """The engine's checked apply, with the draws the seed gives at this point."""
        return apply_seeded(self.game, self.setup.seed, action, self.to_move)

    # ------------------------------------------------------------------ records

    def result(self) -> FinishedGame:
        """The finished game, for the statistics; ValueError while it is not finished."""
        game = self.game
        if not game.over or game.winner is None:
            raise ValueError("the game is not finished")
        return self.finished_game((game.winner,), game.totals, len(game.scores))

    def record(self) -> dict[str, Any]:
        """The game's record, with what resuming needs besides: the seats, the seed, the
        choice of who starts, and the actions waiting for a drawn card to be laid."""
        doc = game_to_record(self.game, self.seat_names)
        doc["seats"] = [{"name": s.name, "kind": s.kind} for s in self.setup.seats]
        doc["seed"] = self.setup.seed
        doc["first"] = self.setup.first
        race = self.game.race
        if race is not None:
            doc["pending"] = [action_to_json(a) for a in pending_actions(race)]
        return doc
