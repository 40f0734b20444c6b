"""ODIN's controller: drives the engine for the table (the bots in their seats are the
shared `TableController`'s).

It knows nothing of pygame. The table asks it what is legal, hands it the human's moves,
asks for bot moves (answered asynchronously) and turns each applied move into a
`OdinOutcome` (the engine's account of what moved where) for the animations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard

from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.engine.odin import OdinGame
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.observation import OdinObservation
from odin_desktop.engine.odin.options import Options
from odin_desktop.engine.odin.outcome import OdinOutcome, replay_hand
from odin_desktop.engine.odin.record import game_to_record
from odin_desktop.session.bot_host import BotHost, BotHosting
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.saved import FinishedGame
from odin_desktop.session.table_controller import TableController


def spawn_bots() -> BotHost:
    """The bot process of an ODIN table."""
    return BotHost(make_bot)


class OdinController(TableController[OdinObservation]):
    setup: OdinSetup
    game: OdinGame

    make_bot = staticmethod(make_bot)

    def __init__(
        self, setup: OdinSetup, host_factory: Callable[[], BotHosting] | None = spawn_bots
    ) -> None:
        super().__init__(setup, host_factory)
        self.game = OdinGame.new(
            len(setup.seats),
            setup.seed,
            target=setup.target,
            single_hand=setup.single_hand,
            two_player_variant=setup.two_player_variant,
        )
        self.undos = 0  # moves taken back this game (Undo against bots): told to the statistics
        self.prepared: list[list[int]] = []  # deals dealt before the seed's (the guided hand)

    # ------------------------------------------------------------------ the game

    @property
    def hand(self) -> HandState | None:
        return self.game.hand

    def is_legal(self, action: object) -> TypeGuard[int]:
        return isinstance(action, int) and action in self.legal_actions()

    def bot_options(self) -> tuple[int, Options]:
        return self.game.players, self.game.options

    # ------------------------------------------------------------------ moves

    def start_round(self) -> HandState:
        self.forget_requests()
        return self.game.start_round(self.prepared.pop(0) if self.prepared else None)

    def play(self, action: int) -> OdinOutcome:
        """Apply the move of the seat to move (checked by the engine) and describe it."""
        outcome = self.game.apply(action, self.to_move)
        self.moved()
        return outcome

    def take_back(self, keep: int) -> None:
        """Undo: the hand in play as it stood after its first ``keep`` moves, rebuilt from its
        deal through the engine's checked apply, so it is exactly that position and the
        record holds only the moves kept. Bots asked about a later position never play
        into this one: their answers are dropped."""
        game = self.game
        hand = game.hand
        if hand is None or hand.over or not 0 <= keep < len(hand.history):
            raise ValueError(f"no move {keep} to go back to in this hand")
        rebuilt = HandState(game.deals[-1], hand.leader)
        for seat, action in hand.history[:keep]:
            rebuilt.apply(action, seat)
        game.hands[-1] = rebuilt
        self.undos += 1
        self.forget_requests()

    def hand_so_far(self) -> list[OdinOutcome]:
        """The current hand's moves, replayed from its deal: what a resumed table shows."""
        hand = self.game.hand
        if hand is None:
            return []
        return replay_hand(self.game.deals[-1], hand.leader, hand.history)

    # ------------------------------------------------------------------ records

    def result(self) -> FinishedGame:
        """The finished game, for the statistics; ValueError while it is not finished."""
        game = self.game
        return self.finished_game(game.winners, game.totals, len(game.hands), self.undos > 0)

    def record(self) -> dict[str, Any]:
        seats = [{"name": s.name, "kind": s.kind} for s in self.setup.seats]
        extra: dict[str, Any] = {"seats": seats, "seed": self.setup.seed}
        if self.undos:  # Continue must keep counting this game as helped
            extra["undos"] = self.undos
        return game_to_record(self.game, self.seat_names, **extra)
