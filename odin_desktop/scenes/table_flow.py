"""How a game's table leads on, the same in every game: the table of a new or resumed game;
at each round's end its summary, then the next round or, once the game is over, the game over
screen. Each game's `screens` module fills it with its own scenes, so no scene imports another
and the shell never knows the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from odin_desktop.scenes.base import Cue, Host, Scene
from odin_desktop.scenes.table_model import TableModel
from odin_desktop.session.table_controller import TableController

C = TypeVar("C", bound=TableController)
M = TypeVar("M", bound=TableModel[Any])


class TableFlow(Generic[C, M]):
    def __init__(
        self,
        table: Callable[[Host, C, Callable[[M], None]], Scene],
        summary: Callable[[Host, C, Callable[[], None]], Scene],
        game_over: Callable[[Host, C], Scene],
    ) -> None:
        """``table(app, controller, round_over)``, ``summary(app, controller, go_on)`` and
        ``game_over(app, controller)``: the game's scenes."""
        self.table = table
        self.summary = summary
        self.game_over = game_over

    def open(self, app: Host, controller: C) -> Scene:
        """The table of ``controller``'s game (new, or resumed where it stopped)."""
        return self.table(app, controller, lambda model: self.round_over(app, model))

    def round_over(self, app: Host, model: M) -> None:
        """The round's summary, then the next round or the end of the game."""

        controller = model.controller

        def go_on() -> None:
            if not model.next_round():
                over = self.game_over(app, controller)
                over.music = stinger(controller, controller.game.winners, quiet=False)
                app.scenes.replace(over)

        summary = self.summary(app, controller, go_on)
        rounds = controller.game.round_winners
        summary.music = stinger(controller, rounds[-1] if rounds else [], quiet=True)
        app.scenes.push(summary)


def stinger(controller: TableController[Any], winners: Sequence[int], quiet: bool) -> Cue:
    """The music's word on a round's (``quiet``) or a game's end, as the players at the
    screen hear it: the win when one of them is among ``winners`` (or when only bots play)."""
    humans = controller.humans
    won = not humans or any(seat in winners for seat in humans)
    return Cue(stinger=f"{controller.game_id}/{'win' if won else 'loss'}", quiet=quiet)
