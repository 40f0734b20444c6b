"""The game controller: drives the engine for the table, and the bots through the bot host.

It knows nothing of pygame. The table scene asks it what is legal, hands it the human's
moves, asks for bot moves (answered asynchronously) and turns each applied move into a
`MoveOutcome` (the engine's account of what moved where) for the animations.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from odin_desktop.ai.odin.levels import make_bot
from odin_desktop.engine.odin import Game
from odin_desktop.engine.odin.hand import HandState
from odin_desktop.engine.odin.outcome import MoveOutcome, describe_move, replay_hand
from odin_desktop.engine.odin.record import game_to_record
from odin_desktop.i18n import N_
from odin_desktop.session.bot_host import HINT_SEAT, BotHost
from odin_desktop.session.odin.setup import GameSetup
from odin_desktop.session.saved import FinishedGame, opponents_level

log = logging.getLogger(__name__)

MAX_HOST_STARTS = 3  # then bots think in this process (slower UI, but the game goes on)


def spawn_bots() -> BotHost:
    """The bot process of an ODIN table."""
    return BotHost(make_bot)


class GameController:
    def __init__(
        self, setup: GameSetup, host_factory: Callable[[], BotHost] | None = spawn_bots
    ) -> None:
        self.setup = setup
        self.names = [seat.name for seat in setup.seats]
        self.game = Game.new(
            len(setup.seats),
            setup.seed,
            target=setup.target,
            single_hand=setup.single_hand,
            two_player_variant=setup.two_player_variant,
        )
        self._host_factory = host_factory
        self._host: BotHost | None = None
        self._host_starts = 0
        self._local_bots: dict[int, Any] = {}  # used only when the bot process fails
        self._waiting: dict[int, int] = {}  # ticket -> seat, for the current position only
        self._hint_ticket: int | None = None
        self.answers: dict[int, int] = {}  # seat -> action ready for the current position
        self.hint: int | None = None
        self.undos = 0  # moves taken back this game (Undo against bots): told to the statistics
        self.prepared: list[list[int]] = []  # deals dealt before the seed's (the guided hand)
        # What went wrong with the computer players, for the table to tell the player: an
        # English msgid and the facts it is filled with when shown.
        self.faults: list[tuple[str, dict[str, object]]] = []

    # ------------------------------------------------------------------ seats

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].is_human

    @property
    def humans(self) -> list[int]:
        return self.setup.humans

    @property
    def to_move(self) -> int | None:
        return self.game.to_move

    @property
    def hand(self) -> HandState | None:
        return self.game.hand

    def legal_actions(self) -> list[int]:
        return self.game.legal_actions()

    # ------------------------------------------------------------------ bots

    def _bots(self) -> BotHost | None:
        """The bot process, (re)started when needed; None once it has failed too often."""
        if self._host is not None and self._host.alive:
            return self._host
        if self._host is not None:  # it died
            self._host.close()
            self._host = None
            if self._host_starts >= MAX_HOST_STARTS:  # said once: from now on, think here
                self.faults.append((N_("The bots stopped working; they play as Warriors now."), {}))
        if self._host_factory is None or self._host_starts >= MAX_HOST_STARTS:
            return None
        self._host_starts += 1
        try:
            self._host = self._host_factory()
        except OSError as error:
            log.warning("the bot process could not start: %s", error)
            self.faults.append((N_("The bots could not start; they play as Warriors."), {}))
            self._host_starts = MAX_HOST_STARTS
            return None
        players, options = self.game.players, self.game.options
        for seat, config in enumerate(self.setup.seats):
            if not config.is_human:
                self._host.add_seat(seat, config.kind, self._bot_seed(seat), players, options)
        self._host.add_seat(HINT_SEAT, "normal", self.setup.seed, players, options)
        self._waiting.clear()
        return self._host

    def _bot_seed(self, seat: int) -> str:
        return f"{self.setup.seed}:{seat}"

    def start_bots(self) -> None:
        """Start the bot process early, so the first bot move does not wait for it."""
        if self._host_factory is not None and any(not s.is_human for s in self.setup.seats):
            self._bots()

    def request_bot_move(self) -> None:
        """Ask the bot to move, if a bot is to move and has not been asked yet."""
        seat = self.to_move
        if seat is None or self.is_human(seat) or seat in self._waiting.values():
            return
        if seat in self.answers:
            return
        host = self._bots()
        if host is None:
            self.answers[seat] = self._think_here(seat)
            return
        self._waiting[host.request(seat, self.game.observe(seat))] = seat

    def _think_here(self, seat: int) -> int:
        """The fallback when the bot process is gone: a Normal bot thinks in this process."""
        bot = self._local_bots.get(seat)
        if bot is None:
            bot = self._local_bots[seat] = make_bot("normal", seed=self._bot_seed(seat))
        return bot.choose(self.game.observe(seat))

    def request_hint(self) -> None:
        seat = self.to_move
        if seat is None or self._hint_ticket is not None:
            return
        host = self._bots()
        if host is None:
            self.hint = self._think_here(seat)
            return
        self._hint_ticket = host.request(HINT_SEAT, self.game.observe(seat))

    def poll(self) -> None:
        """Collect the bots' answers (never blocks)."""
        if self._host is None:
            return
        for answer in self._host.poll():
            if answer.ticket == self._hint_ticket:
                self._hint_ticket = None
                self.hint = answer.action
                continue
            seat = self._waiting.pop(answer.ticket, None)
            if seat is None:
                continue  # an answer for a position that has passed
            if answer.action is None or answer.action not in self.legal_actions():
                log.warning("%s: %s", self.names[seat], answer.error or "illegal move")
                self.faults.append(
                    (
                        N_("{name} gave an invalid answer; a legal move was played for them."),
                        {"name": self.names[seat]},
                    )
                )
                self.answers[seat] = self.legal_actions()[0]
            else:
                self.answers[seat] = answer.action
        if self._host is not None and not self._host.alive and self._waiting:
            self._waiting.clear()  # the process died: ask again (it restarts)

    def bot_answer(self) -> int | None:
        """The answer of the bot to move, when it has one."""
        seat = self.to_move
        return None if seat is None else self.answers.get(seat)

    # ------------------------------------------------------------------ moves

    def _forget_requests(self) -> None:
        """The position changed: answers and hints asked for the old one no longer apply
        (those still on their way are dropped when they arrive, their tickets unknown)."""
        self.answers.clear()
        self._waiting.clear()
        self.hint = None
        self._hint_ticket = None

    def start_hand(self) -> HandState:
        self._forget_requests()
        return self.game.start_hand(self.prepared.pop(0) if self.prepared else None)

    def play(self, action: int) -> MoveOutcome:
        """Apply the move of the seat to move (checked by the engine) and describe it."""
        state = self.game.hand
        assert state is not None
        seat = state.turn
        outcome = describe_move(state, action, lambda: self.game.apply(action, seat))
        outcome = replace(outcome, game_over=self.game.over)
        self._forget_requests()
        if self.game.over and self._host is not None:
            self._host.finish(self.game.totals)
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
        self._forget_requests()

    def hand_so_far(self) -> list[MoveOutcome]:
        """The current hand's moves, replayed from its deal: what a resumed table shows."""
        hand = self.game.hand
        if hand is None:
            return []
        return replay_hand(self.game.deals[-1], hand.leader, hand.history)

    # ------------------------------------------------------------------ records

    @property
    def finished(self) -> bool:
        return self.game.over

    def result(self) -> FinishedGame:
        """The finished game, for the statistics; ValueError while it is not finished."""
        game, setup = self.game, self.setup
        if not game.over:
            raise ValueError("the game is not finished")
        return FinishedGame(
            game="odin",
            ident=f"{setup.seed}:{'/'.join(self.names)}:{'/'.join(map(str, game.totals))}",
            names=tuple(self.names),
            humans=tuple(setup.humans),
            winners=tuple(game.winners),
            totals=tuple(game.totals),
            rounds=len(game.hands),
            opponents=opponents_level([s.kind for s in setup.seats if not s.is_human]),
            lower_wins=True,
            assisted=self.undos > 0,
        )

    def record(self) -> dict[str, Any]:
        seats = [{"name": s.name, "kind": s.kind} for s in self.setup.seats]
        extra: dict[str, Any] = {"seats": seats, "seed": self.setup.seed}
        if self.undos:  # Continue must keep counting this game as helped
            extra["undos"] = self.undos
        return game_to_record(self.game, self.names, **extra)

    def close(self) -> None:
        if self._host is not None:
            self._host.close()
            self._host = None
