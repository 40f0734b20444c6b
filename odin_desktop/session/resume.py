"""Continue and Play on, the same in every game: a controller placed exactly where a save
stops, or at a moment of a record played on, and whether a save can be continued.

Each game's `session/<game>/resume.py` says what is its own: how a save is checked against
its seed (`game_from_record`, which raises `SaveInvalid` in plain words) and how a record
played on is set up (`played_on`). Nothing here touches pygame.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from odin_desktop.engine.protocol import GameState
from odin_desktop.session.bot_host import BotHosting
from odin_desktop.session.play_on import PlayOnStart
from odin_desktop.session.setup import GameSetup
from odin_desktop.session.table_controller import TableController

S = TypeVar("S", bound=GameSetup)
G = TypeVar("G", bound=GameState[Any, Any])
C = TypeVar("C", bound=TableController[Any])

HostFactory = Callable[[], BotHosting]


class Resume(ABC, Generic[S, G, C]):
    def __init__(self, controller: Callable[[S, HostFactory | None], C]) -> None:
        """``controller(setup, host_factory)``: the game's controller for a setup."""
        self.controller = controller

    @abstractmethod
    def game_from_record(self, doc: Any) -> tuple[S, G]:
        """A save document validated completely: its setup and its game, where it stopped;
        SaveInvalid says why it cannot be resumed."""

    @abstractmethod
    def played_on(self, start: PlayOnStart) -> tuple[S, G]:
        """The setup and the game of a game played on from a moment of another
        (`session.play_on`): its record replayed, what is to come drawn from its own seed."""

    def restore(self, controller: C, doc: Any) -> None:  # noqa: B027 - most games keep nothing
        """What a save keeps beyond the game, put back on its controller."""

    def controller_from_record(self, doc: Any, host_factory: HostFactory | None) -> C:
        """A controller positioned exactly where the save stops (bots start when the table
        opens). Raises SaveInvalid for anything that is not a valid game of its seed."""
        setup, game = self.game_from_record(doc)
        controller = self.controller(setup, host_factory)
        controller.game = game
        self.restore(controller, doc)
        return controller

    def controller_playing_on(self, start: PlayOnStart, host_factory: HostFactory | None) -> C:
        """A controller at the position of a game played on (`played_on`)."""
        setup, game = self.played_on(start)
        controller = self.controller(setup, host_factory)
        controller.game = game
        return controller

    def check_save(self, doc: Any) -> bool:
        """Whether a saved game can be continued (False: it is finished); raises SaveInvalid
        in plain words when it is not a valid game to resume."""
        _setup, game = self.game_from_record(doc)
        return not game.over
