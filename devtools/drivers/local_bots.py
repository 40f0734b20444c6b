"""The bot process's work done at once in this process (the same bots, the same seeds): a
`host_factory` for tables whose bots must answer without a second process, in the same frame
every run (the tests of Learn by playing, the tables' screenshots)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from odin_desktop.session.bot_host import HINT_SEAT, Answer


class LocalHost:
    def __init__(self, make_bot: Callable[..., Any]) -> None:
        """``make_bot(spec, seed=…)``: the game's bot factory."""
        self.make_bot = make_bot
        self.bots: dict[int, Any] = {}
        self.answers: list[Answer] = []
        self.tickets = 0
        self.alive = True

    def add_seat(
        self, seat: int, spec: str, seed: int | str, players: int, options: object
    ) -> None:
        self.bots[seat] = self.make_bot(spec, seed=seed)
        if seat != HINT_SEAT:
            self.bots[seat].start(seat, players, options)

    def request(self, seat: int, observation: object) -> int:
        self.tickets += 1
        self.answers.append(Answer(self.tickets, self.bots[seat].choose(observation)))
        return self.tickets

    def poll(self) -> list[Answer]:
        answers, self.answers = self.answers, []
        return answers

    def finish(self, totals: list[int]) -> None: ...

    def close(self) -> None: ...


def local_bots(make_bot: Callable[..., Any]) -> Callable[[], LocalHost]:
    """A host factory whose bots think here."""
    return lambda: LocalHost(make_bot)
