"""What every game's controller shares: the seats, and the computer players in them.

The bots think in the bot process (`session/bot_host.py`), which is started early, restarted
when it dies, and given up after three starts (then a Normal bot thinks in this process: a
slower frame, but the game goes on). Questions are asked for the position as it is; an answer
that arrives for a position that has passed is dropped, and an answer the engine refuses is
replaced by a legal move and told to the player as a fault. A hint is a question to a Normal
bot on behalf of the human to move. Each game's controller (`session/<game>/controller.py`)
says whose turn it is, what a seat may observe and what is legal; it knows nothing of pygame.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Generic, TypeGuard

from odin_desktop.ai.base import Bot, ObsT
from odin_desktop.engine.protocol import GameState, Outcome
from odin_desktop.i18n import N_, current
from odin_desktop.i18n.terms import shown_name
from odin_desktop.session.bot_host import HINT_SEAT, BotHosting
from odin_desktop.session.saved import FinishedGame, opponents_level
from odin_desktop.session.setup import GameSetup, SeatSetup

log = logging.getLogger(__name__)

# True inside `bots_in_this_process`: every table opened there thinks without a bot process.
_IN_PROCESS: ContextVar[bool] = ContextVar("bots_in_this_process", default=False)


@contextmanager
def bots_in_this_process() -> Iterator[None]:
    """Tables of any game opened inside have no bot process: a Normal bot thinks in this
    process for every bot seat (the fallback). For the drivers, which open thousands of
    tables: one process each would make them crawl."""
    token = _IN_PROCESS.set(True)
    try:
        yield
    finally:
        _IN_PROCESS.reset(token)


MAX_HOST_STARTS = 3  # then bots think in this process (slower UI, but the game goes on)
HELPER_LEVEL = "normal"  # the hint bot's level, and the level that thinks here as a fallback


class TableController(ABC, Generic[ObsT]):
    """The seats and bots of a table whose seats observe an ``ObsT``."""

    #: The game's bot factory (`make_bot(spec, seed=…)`), for the fallback in this process.
    make_bot: Callable[..., Bot[ObsT]]
    game: GameState[ObsT, Outcome]  # the game being played (each game's own engine)

    def __init__(self, setup: GameSetup, host_factory: Callable[[], BotHosting] | None) -> None:
        self.setup = setup
        # The names as the players were set up: what records and statistics keep.
        self.seat_names = [seat.name for seat in setup.seats]
        self._names: tuple[tuple[str, tuple[str, ...]], list[str]] | None = None  # `names`
        self._host_factory = None if _IN_PROCESS.get() else host_factory
        self._host: BotHosting | None = None
        self._host_starts = 0
        self._local_bots: dict[int, Bot[ObsT]] = {}  # used only when the bot process fails
        self._waiting: dict[int, int] = {}  # ticket -> seat, for the current position only
        self._hint_ticket: int | None = None
        self.answers: dict[int, int] = {}  # seat -> action ready for the current position
        self.hint: int | None = None
        # What went wrong with the computer players, for the table to tell the player: an
        # English msgid and the facts it is filled with when shown.
        self.faults: list[tuple[str, dict[str, object]]] = []

    # ------------------------------------------------------------------ what each game says

    @property
    def to_move(self) -> int | None:
        """The seat to move now; None when nobody is (between rounds, at the end): the
        game's, unless a game says otherwise."""
        return self.game.to_move

    def observe(self, seat: int) -> ObsT:
        """What ``seat`` may know now: the bot's whole view of the game."""
        return self.game.observe(seat)

    @abstractmethod
    def is_legal(self, action: object) -> TypeGuard[int]:
        """Whether the seat to move may take ``action`` now (any value a bot sent)."""

    def legal_actions(self) -> list[int]:
        """The legal actions of the seat to move (the first stands in for a faulty answer)."""
        return self.game.legal_actions()

    @abstractmethod
    def bot_options(self) -> tuple[int, object]:
        """(players, options) as a bot is told them when it takes its seat."""

    # ------------------------------------------------------------------ seats

    @property
    def game_id(self) -> str:
        """The registry id of the game played: its setup's (the music, the pause menu and
        the statistics find the game's entry by it)."""
        return self.setup.game

    @property
    def seats(self) -> Sequence[SeatSetup]:
        return self.setup.seats

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    @property
    def humans(self) -> list[int]:
        return self.setup.humans

    @property
    def apart(self) -> bool:
        """A game played on from a moment of another (`session.play_on`): not saved for
        Continue, not counted in the statistics, its record kept marked."""
        return self.setup.play_on is not None

    # ------------------------------------------------------------------ bots

    def _bots(self) -> BotHosting | None:
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
        players, options = self.bot_options()
        for seat, config in enumerate(self.seats):
            if not config.is_human:
                self._host.add_seat(seat, config.kind, self._bot_seed(seat), players, options)
        self._host.add_seat(HINT_SEAT, HELPER_LEVEL, self.setup.seed, players, options)
        self._waiting.clear()
        return self._host

    def _bot_seed(self, seat: int) -> str:
        return f"{self.setup.seed}:{seat}"

    def start_bots(self) -> None:
        """Start the bot process early, so the first bot move does not wait for it."""
        if self._host_factory is not None and any(not s.is_human for s in self.seats):
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
        self._waiting[host.request(seat, self.observe(seat))] = seat

    def _think_here(self, seat: int) -> int:
        """The fallback when the bot process is gone: a Normal bot thinks in this process."""
        bot = self._local_bots.get(seat)
        if bot is None:
            bot = self._local_bots[seat] = self.make_bot(HELPER_LEVEL, seed=self._bot_seed(seat))
        return bot.choose(self.observe(seat))

    def request_hint(self) -> None:
        seat = self.to_move
        if seat is None or self._hint_ticket is not None:
            return
        host = self._bots()
        if host is None:
            self.hint = self._think_here(seat)
            return
        self._hint_ticket = host.request(HINT_SEAT, self.observe(seat))

    def poll(self) -> None:
        """Collect the bots' answers (never blocks)."""
        if self._host is None:
            return
        for answer in self._host.poll():
            if answer.ticket == self._hint_ticket:
                self._hint_ticket = None
                self.hint = answer.action
                if not self.is_legal(answer.action):  # a hint always comes: a legal one
                    log.warning("hint: %s", answer.error or "illegal move")
                    self.hint = self.legal_actions()[0]
                continue
            seat = self._waiting.pop(answer.ticket, None)
            if seat is None:
                continue  # an answer for a position that has passed
            if not self.is_legal(answer.action):
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
        if self._host is not None and not self._host.alive:
            self._waiting.clear()  # the process died: ask again (it restarts)
            if self._hint_ticket is not None:  # the hint too, so it still comes
                self._hint_ticket = None
                self.request_hint()

    @property
    def awaiting(self) -> bool:
        """An answer (a move or a hint) is due from the bot process, which sends no event:
        whoever waits for it polls."""
        return bool(self._waiting) or self._hint_ticket is not None

    def bot_answer(self) -> int | None:
        """The answer of the bot to move, when it has one."""
        seat = self.to_move
        return None if seat is None else self.answers.get(seat)

    def forget_requests(self) -> None:
        """The position changed: answers and hints asked for the old one no longer apply
        (those still on their way are dropped when they arrive, their tickets unknown)."""
        self.answers.clear()
        self._waiting.clear()
        self.hint = None
        self._hint_ticket = None

    def moved(self) -> None:
        """A move was applied: what was asked of the old position no longer applies, and
        once the game is over the bots hear the totals."""
        self.forget_requests()
        if self.game.over:
            self.bots_finish(list(self.game.totals))

    def bots_finish(self, totals: list[int]) -> None:
        """The game is over: the bots hear the totals (an external bot says goodbye)."""
        if self._host is not None:
            self._host.finish(totals)

    def close(self) -> None:
        if self._host is not None:
            self._host.close()
            self._host = None

    @property
    def names(self) -> list[str]:
        """The names as the screens show them: the default "You" in the current language
        (a game begun in English and resumed in German says "Du"), the others as typed."""
        said = (current(), tuple(self.seat_names))
        if self._names is None or self._names[0] != said:  # asked several times a frame
            self._names = (said, [shown_name(name) for name in self.seat_names])
        return list(self._names[1])

    # ------------------------------------------------------------------ the autosave's

    @property
    def finished(self) -> bool:
        return self.game.over

    def finished_game(
        self, winners: Sequence[int], totals: Sequence[int], rounds: int, assisted: bool = False
    ) -> FinishedGame:
        """The finished game as the statistics count it; ValueError while it is not over."""
        if not self.game.over:
            raise ValueError("the game is not finished")
        setup = self.setup
        return FinishedGame(
            game=self.game_id,
            ident=f"{setup.seed}:{'/'.join(self.seat_names)}:{'/'.join(map(str, totals))}",
            names=tuple(self.seat_names),
            humans=tuple(setup.humans),
            winners=tuple(winners),
            totals=tuple(totals),
            rounds=rounds,
            opponents=opponents_level([s.kind for s in setup.seats if not s.is_human]),
            assisted=assisted,
        )
