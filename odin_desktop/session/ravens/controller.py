"""Odin's Ravens' game controller: drives the engine for the table, and the bots through the
bot host (a separate process, so the UI never waits on a bot).

It knows nothing of pygame. The table asks it what is legal, hands it the human's actions,
asks for bot actions (answered asynchronously) and gets back the engine's `Outcome` of each
applied action (what moved where) for the animations.

Every draw of a live game follows from the seed *and the point of the game*: before each
action the race's draws are reseeded from (seed, race, turn, action). A game read back from
its record therefore goes on exactly as it would have (`resume` rebuilds it the same way and
checks every card against the seed), even when it was saved while a drawn landscape card
waited to be laid.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from odin_desktop.ai.ravens.levels import make_bot
from odin_desktop.ai.ravens.match import options_of
from odin_desktop.engine.ravens import LAY, Game, Outcome, RaceState, RandomDraws, action_to_json
from odin_desktop.engine.ravens import actions as A
from odin_desktop.engine.ravens.record import game_to_record
from odin_desktop.engine.ravens.setup import rng_for
from odin_desktop.engine.refusal import Refusal
from odin_desktop.i18n import N_
from odin_desktop.session.bot_host import HINT_SEAT, BotHost
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.saved import FinishedGame, opponents_level

log = logging.getLogger(__name__)

MAX_HOST_STARTS = 3  # then bots think in this process (slower UI, but the game goes on)
FALLBACK_LEVEL = "normal"  # who thinks in this process when the bot process is gone
HINT_LEVEL = "normal"
SEATS = 2


def spawn_bots() -> BotHost:
    """The bot process of an Odin's Ravens table."""
    return BotHost(make_bot)


def reseed(game: Game, seed: int) -> None:
    """Make the current race's next draws those of the seed at this point of the game."""
    race = game.race
    if race is None or race.over:
        return
    purpose = f"draws:{race.index}:{len(race.log)}:{len(race.turn_actions)}"
    race.draws = RandomDraws(rng_for(seed, purpose))


def apply_seeded(game: Game, seed: int, action: int, seat: int | None = None) -> Outcome:
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


class RavensController:
    def __init__(
        self, setup: RavensSetup, host_factory: Callable[[], BotHost] | None = spawn_bots
    ) -> None:
        self.setup = setup
        self.names = [seat.name for seat in setup.seats]
        self.game = Game.new(setup.seed, target=setup.target, first=setup.first)
        self._host_factory = host_factory
        self._host: BotHost | None = None
        self._host_starts = 0
        self._local_bots: dict[int, Any] = {}  # used only when the bot process fails
        self._waiting: dict[int, int] = {}  # ticket -> seat, for the current position only
        self._hint_ticket: int | None = None
        self.answers: dict[int, int] = {}  # seat -> action ready for the current position
        self.hint: int | None = None
        # What went wrong with the computer players, for the table to tell the player: an
        # English msgid and the facts it is filled with when shown.
        self.faults: list[tuple[str, dict[str, object]]] = []

    # ------------------------------------------------------------------ seats and state

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].is_human

    @property
    def humans(self) -> list[int]:
        return self.setup.humans

    @property
    def to_move(self) -> int | None:
        """The seat to act in the race being played; None between races and at the end."""
        race = self.game.race
        return None if race is None or race.over else race.turn

    @property
    def race(self) -> RaceState | None:
        return self.game.race

    def legal_actions(self) -> list[int]:
        return self.game.legal_actions()

    def refusal(self, action: int) -> Refusal | None:
        """Why the seat to move may not take ``action`` now (None: it may)."""
        return self.game.refusal(action, self.to_move)

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
        options = options_of(self.game)
        for seat, config in enumerate(self.setup.seats):
            if not config.is_human:
                self._host.add_seat(seat, config.kind, self._bot_seed(seat), SEATS, options)
        self._host.add_seat(HINT_SEAT, HINT_LEVEL, self.setup.seed, SEATS, options)
        self._waiting.clear()
        return self._host

    def _bot_seed(self, seat: int) -> str:
        return f"{self.setup.seed}:{seat}"

    def start_bots(self) -> None:
        """Start the bot process early, so the first bot action does not wait for it."""
        if self._host_factory is not None and any(not s.is_human for s in self.setup.seats):
            self._bots()

    def request_bot_move(self) -> None:
        """Ask the bot to act, if a bot is to act and has not been asked yet."""
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
            bot = self._local_bots[seat] = make_bot(FALLBACK_LEVEL, seed=self._bot_seed(seat))
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
                self.hint = answer.action if self._is_legal(answer.action) else None
                continue
            seat = self._waiting.pop(answer.ticket, None)
            if seat is None:
                continue  # an answer for a position that has passed
            if not self._is_legal(answer.action):
                log.warning("%s: %s", self.names[seat], answer.error or "illegal action")
                self.faults.append(
                    (
                        N_("{name} gave an invalid answer; a legal move was played for them."),
                        {"name": self.names[seat]},
                    )
                )
                self.answers[seat] = self.legal_actions()[0]  # ends the turn, or lays as drawn
            else:
                self.answers[seat] = answer.action
        if self._host is not None and not self._host.alive and self._waiting:
            self._waiting.clear()  # the process died: ask again (it restarts)

    def _is_legal(self, action: object) -> bool:
        # Not "in legal_actions()": an arrange is listed once, but any order of the stack is
        # legal, so the engine's own check decides.
        return isinstance(action, int) and self.refusal(action) is None

    def bot_answer(self) -> int | None:
        """The answer of the bot to act, when it has one."""
        seat = self.to_move
        return None if seat is None else self.answers.get(seat)

    # ------------------------------------------------------------------ actions

    @property
    def needs_race(self) -> bool:
        return self.game.needs_race

    def start_race(self) -> RaceState:
        self._forget_answers()
        return self.game.start_race()

    def play(self, action: int) -> Outcome:
        """Apply the action of the seat to move (checked by the engine: IllegalMove) and
        return what it did."""
        outcome = apply_seeded(self.game, self.setup.seed, action, self.to_move)
        self._forget_answers()
        if self.game.over and self._host is not None:
            self._host.finish(list(self.game.totals))
        return outcome

    def _forget_answers(self) -> None:
        self.answers.clear()
        self._waiting.clear()
        self.hint = None
        self._hint_ticket = None

    # ------------------------------------------------------------------ records

    @property
    def finished(self) -> bool:
        return self.game.over

    def result(self) -> FinishedGame:
        """The finished game, for the statistics; ValueError while it is not finished."""
        game, setup = self.game, self.setup
        if not game.over or game.winner is None:
            raise ValueError("the game is not finished")
        return FinishedGame(
            game="ravens",
            ident=f"{setup.seed}:{'/'.join(self.names)}:{'/'.join(map(str, game.totals))}",
            names=tuple(self.names),
            humans=tuple(setup.humans),
            winners=(game.winner,),
            totals=tuple(game.totals),
            rounds=len(game.scores),
            opponents=opponents_level([s.kind for s in setup.seats if not s.is_human]),
            lower_wins=False,
        )

    def record(self) -> dict[str, Any]:
        """The game's record, with what resuming needs besides: the seats, the seed, the
        choice of who starts, and the actions waiting for a drawn card to be laid."""
        doc = game_to_record(self.game, self.names)
        doc["seats"] = [{"name": s.name, "kind": s.kind} for s in self.setup.seats]
        doc["seed"] = self.setup.seed
        doc["first"] = self.setup.first
        race = self.game.race
        if race is not None:
            doc["pending"] = [action_to_json(a) for a in pending_actions(race)]
        return doc

    def close(self) -> None:
        if self._host is not None:
            self._host.close()
            self._host = None
