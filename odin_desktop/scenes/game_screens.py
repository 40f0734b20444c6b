"""A game's screens as its registry entry reaches them, the same for every game: the entry
names one `GameScreens` (`GameEntry.screens`) and the shell's every way into the game goes
through it.

`GameScreens` is what the menu needs (the New game screen, How to play, the menu's picture,
the setups of a quick game and the demo) and stays cheap; `TableScreens`, loaded when a table
first opens, wires the game's table, flow (`scenes.table_flow`), Continue and Play on
(`session.resume`), Learn by playing and the replay viewer. Scenes never import each other:
each game's `screens` module fills these with its own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from odin_desktop.i18n import N_

if TYPE_CHECKING:  # the menu imports this: the table's modules stay unloaded
    import pygame

    from odin_desktop.scenes.base import Host, Scene
    from odin_desktop.scenes.rules import Page
    from odin_desktop.scenes.table_flow import TableFlow
    from odin_desktop.scenes.table_model import TableModel
    from odin_desktop.session.bot_host import BotHosting
    from odin_desktop.session.play_on import PlayOnStart
    from odin_desktop.session.resume import Resume
    from odin_desktop.session.setup import GameSetup
    from odin_desktop.session.table_controller import TableController

    HostFactory = Callable[[], BotHosting]

S = TypeVar("S", bound="GameSetup")
C = TypeVar("C", bound="TableController[Any]")
M = TypeVar("M", bound="TableModel[Any]")


@dataclass(frozen=True)
class TableScreens(Generic[S, C, M]):
    setup: type[S]  # its `title` names the game in the errors
    controller: type[C]
    flow: TableFlow[C, M]
    saves: Resume[S, Any, C]
    spawn_bots: HostFactory  # the bots' process of a real game
    # Learn by playing (app, the bots' process or None for the game's own) -> its scene;
    # None: the game has none
    tutorial: Callable[[Host, HostFactory | None], Scene] | None
    viewer: Callable[[Host, Any, str], Scene]  # (app, record, title): the replay viewer

    def table_scene(
        self, app: Host, setup: GameSetup, controller: TableController[Any] | None = None
    ) -> Scene:
        """The table for ``setup`` (``controller``: a game already under way, e.g. resumed);
        TypeError for another game's setup or controller."""
        if not isinstance(setup, self.setup):
            raise TypeError(f"not a setup of {self.setup.title}: {setup!r}")
        if controller is not None and not isinstance(controller, self.controller):
            raise TypeError(f"not a controller of {self.setup.title}: {controller!r}")
        return self.flow.open(app, controller or self.saves.controller(setup, self.spawn_bots))

    def resume(self, app: Host, doc: Any) -> None:
        """Push the table of a saved game exactly where it stopped. In hot seat the table
        opens behind the hand-over screen: the player to move takes the screen before any
        card shows. ``doc`` passed `check_save`."""
        controller = self.saves.controller_from_record(doc, self.spawn_bots)
        app.scenes.push(self.table_scene(app, controller.setup, controller))

    def play_on_scene(
        self, app: Host, start: PlayOnStart, host_factory: HostFactory | None = None
    ) -> Scene:
        """The table of a game played on from a moment of a record (`session.play_on`), the
        player in the seat that was to move. ``host_factory``: the bots' process (tests give
        their own)."""
        controller = self.saves.controller_playing_on(start, host_factory or self.spawn_bots)
        return self.flow.open(app, controller)

    def tutorial_scene(self, app: Host) -> Scene | None:
        """Learn by playing (it leaves for the menu by itself; nothing of it is saved or
        counted), or None when the game has none."""
        return None if self.tutorial is None else self.tutorial(app, None)

    def viewer_scene(self, app: Host, doc: Any, title: str) -> Scene:
        """The replay viewer of a record; ValueError in plain words when it cannot be shown."""
        return self.viewer(app, doc, title)


def last_lesson(
    app: Host, summary: Callable[..., Scene], note: str
) -> Callable[[TableModel[Any]], None]:
    """The round's end of Learn by playing: its summary (the game's, as the flow's) with the
    last lesson ``note`` (an English msgid) under the scores and Finish, back to the menu."""

    def show(model: TableModel[Any]) -> None:
        finish = N_("Finish")
        app.scenes.push(summary(app, model.controller, app.nav.to_menu, note=note, label=finish))

    return show


@dataclass(frozen=True)
class GameScreens:
    setup: type[GameSetup]  # its `quick_start` and `all_bots` (the demo, `bench ui`)
    new_game: Callable[[Host], Scene]  # the New game screen
    pages: Sequence[Page]  # How to play
    picture: Callable[[float], pygame.Surface]  # the menu's picture at a scale
    table: Callable[[], TableScreens[Any, Any, Any]]  # imports the table's modules when asked
