"""Bots think in a separate process, so the UI thread never waits on them.

A thread would not do: a searching bot holds the GIL and the frame rate would stutter. The
host process serves any game: it is given the game's bot factory, keeps one bot per seat
(built from its spec) and answers "move" requests with the game's actions; the UI polls for
answers once per frame without blocking. The host exits when the
pipe closes, so it never outlives the game, even if the game crashes.
"""

from __future__ import annotations

import contextlib
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Protocol

from odin_desktop.ai.base import Bot
from odin_desktop.child import Child
from odin_desktop.engine.protocol import Observation
from odin_desktop.priority import lower_this_process

HINT_SEAT = -1  # the Normal bot that suggests moves to humans
# make_bot(spec, seed=…): a bot of the game the process serves, whose observations come
# through the pipe (the process knows no game, so no type here names that game's).
BotFactory = Callable[..., Bot[Any]]


@dataclass(frozen=True)
class Answer:
    ticket: int
    action: int | None  # the game's action; None when the bot failed
    error: str | None = None


def _serve(conn: Connection, make_bot: BotFactory) -> None:
    lower_this_process()  # the window's frames first: a bot thinks when they leave a core
    # The game may close while a bot is still thinking: then there is nothing to answer.
    with contextlib.suppress(BrokenPipeError, EOFError, OSError):
        _answer_requests(conn, make_bot)


def _answer_requests(conn: Connection, make_bot: BotFactory) -> None:
    bots: dict[int, Bot[Any]] = {}
    try:
        _loop(conn, bots, make_bot)
    finally:
        for bot in bots.values():
            with contextlib.suppress(Exception):  # closing must not hide the real error
                bot.close()


def _loop(conn: Connection, bots: dict[int, Bot[Any]], make_bot: BotFactory) -> None:
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        kind = message[0]
        if kind == "seat":
            _, seat, spec, seed, players, options = message
            if seat in bots:
                bots[seat].close()
            bots[seat] = make_bot(spec, seed=seed)
            if seat != HINT_SEAT:
                bots[seat].start(seat, players, options)
        elif kind == "move":
            _, ticket, seat, observation = message
            try:
                answer = Answer(ticket, bots[seat].choose(observation))
            except Exception:  # a broken bot must not take the game down
                answer = Answer(ticket, None, traceback.format_exc(limit=3))
            conn.send(answer)
        elif kind == "finish":
            for seat, bot in bots.items():
                if seat != HINT_SEAT:
                    bot.finish(message[1])
        elif kind == "close":
            return


class BotHosting(Protocol):
    """What a table asks of its bots' host: `BotHost`, or a stand-in whose bots think in this
    process (devtools.drivers.local_bots, for the tests and the screenshots)."""

    @property
    def alive(self) -> bool: ...

    def add_seat(
        self, seat: int, spec: str, seed: int | str, players: int, options: object
    ) -> None: ...

    def request(self, seat: int, observation: Observation) -> int: ...

    def poll(self) -> list[Answer]: ...

    def finish(self, totals: list[int]) -> None: ...

    def close(self) -> None: ...


class BotHost:
    """The UI side: configure seats, ask for moves, poll for answers."""

    def __init__(self, make_bot: BotFactory) -> None:
        """``make_bot(spec, seed=…)``: the game's bot factory, a module-level function (the
        bot process imports it by name)."""
        self._child = Child(_serve, (make_bot,), "odin-bots", daemon=False)
        self._conn = self._child.conn
        self._next_ticket = 0

    def add_seat(
        self, seat: int, spec: str, seed: int | str, players: int, options: object
    ) -> None:
        self._conn.send(("seat", seat, spec, seed, players, options))

    def request(self, seat: int, observation: Observation) -> int:
        """Ask ``seat``'s bot for a move; returns a ticket to match the answer with."""
        self._next_ticket += 1
        self._conn.send(("move", self._next_ticket, seat, observation))
        return self._next_ticket

    def poll(self) -> list[Answer]:
        """Answers that have arrived (never blocks)."""
        answers = []
        try:
            while self._conn.poll():
                answers.append(self._conn.recv())
        except (EOFError, OSError):
            self._child.closed = True
        return answers

    @property
    def closed(self) -> bool:
        return self._child.closed

    @property
    def alive(self) -> bool:
        return not self.closed and self._child.process.is_alive()

    def finish(self, totals: list[int]) -> None:
        self._send(("finish", totals))

    def close(self) -> None:
        self._child.close()

    def _send(self, message: tuple[object, ...]) -> None:
        self._child.send(message)
