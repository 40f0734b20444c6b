"""Odin's Ravens' screens as the registry entry (`games/ravens.py`) reaches them: the table of
a new or saved game with its flow (race summaries, game over), checking a save, the replay
viewer, and the set-ups of a quick game and of the demo.

``app`` is the shell's `scenes.base.Host`; scenes never import each other, so the flow from
the table to its summaries lives here, in callbacks.
"""

from __future__ import annotations

from typing import Any

from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.ravens.game_over import GameOverScene
from odin_desktop.scenes.ravens.model import TableModel
from odin_desktop.scenes.ravens.summary import RaceSummaryScene
from odin_desktop.scenes.ravens.table import TableScene
from odin_desktop.scenes.ravens.viewer import ReplayViewerScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.resume import controller_from_record, game_from_record
from odin_desktop.session.ravens.setup import RavensSetup


def table_scene(app: Host, setup: RavensSetup, controller: RavensController | None = None) -> Scene:
    """The table for ``setup`` (``controller``: a game already under way, e.g. resumed)."""
    controller = controller or RavensController(setup)
    return TableScene(app, controller, lambda model: _summary(app, model))


def _summary(app: Host, model: TableModel) -> None:
    """The end of a race: its summary, then the next race or the end of the game."""

    def go_on() -> None:
        if not model.next_race():
            app.scenes.replace(GameOverScene(app, model.controller))

    app.scenes.push(RaceSummaryScene(app, model.controller, go_on))


def resume(app: Host, doc: Any) -> None:
    """Push the table of a saved game exactly where it stopped. In hot seat the table opens
    behind the hand-over screen: the player to move takes the screen before any card shows.
    ``doc`` passed `check_save`."""
    controller = controller_from_record(doc)
    app.scenes.push(table_scene(app, controller.setup, controller))


def check_save(doc: Any) -> bool:
    """Whether a saved game can be continued (False: it is finished); raises
    `session.saved.SaveInvalid` in plain words when it is not a valid game to resume."""
    _setup, game = game_from_record(doc)
    return not game.over


def viewer_scene(app: Host, doc: Any, title: str) -> Scene:
    """The replay viewer of a record; ValueError in plain words when it cannot be shown."""
    return ReplayViewerScene(app, doc, title)


def quick_start(name: str) -> RavensSetup:
    """The player against a Warrior (the middle level)."""
    return RavensSetup.quick_start(name)


def demo_setup(level: str, seed: int) -> RavensSetup:
    """Two bots of ``level``: the demo, `bench ui`."""
    return RavensSetup.all_bots(level, seed=seed)
