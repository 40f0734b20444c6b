"""Odin's Ravens' screens as the registry entry (`games/ravens.py`) reaches them: the table of
a new or saved game with its flow (`scenes.table_flow`: race summaries, game over), Learn by
playing, the table of a game played on from a moment of a record, and the replay viewer.
Scenes never import each other: this module wires them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import YOU
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.ravens.game_over import RavensGameOverScene
from odin_desktop.scenes.ravens.guided_table import GuidedRavensTable
from odin_desktop.scenes.ravens.model import RavensTableModel
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.scenes.ravens.tutorial import SCORE, RavensCoach
from odin_desktop.scenes.ravens.viewer import RavensReplayViewer
from odin_desktop.scenes.table_flow import TableFlow
from odin_desktop.session.bot_host import BotHosting
from odin_desktop.session.play_on import PlayOnStart
from odin_desktop.session.ravens.controller import RavensController, spawn_bots
from odin_desktop.session.ravens.guided import OPPONENT_NAME, GuidedRavensController
from odin_desktop.session.ravens.resume import controller_from_record, controller_playing_on
from odin_desktop.session.ravens.setup import RavensSetup

FLOW: TableFlow[RavensController, RavensTableModel] = TableFlow(
    RavensTableScene, RaceSummaryScene, RavensGameOverScene
)


def table_scene(app: Host, setup: RavensSetup, controller: RavensController | None = None) -> Scene:
    """The table for ``setup`` (``controller``: a game already under way, e.g. resumed)."""
    return FLOW.open(app, controller or RavensController(setup))


def resume(app: Host, doc: Any) -> None:
    """Push the table of a saved game exactly where it stopped. In hot seat the table opens
    behind the hand-over screen: the player to move takes the screen before any card shows.
    ``doc`` passed `check_save`."""
    controller = controller_from_record(doc)
    app.scenes.push(table_scene(app, controller.setup, controller))


def play_on_scene(
    app: Host, start: PlayOnStart, host_factory: Callable[[], BotHosting] | None = None
) -> Scene:
    """The table of a game played on from a moment of a record (`session.play_on`), the
    player in the seat that was to move. ``host_factory``: the bots' process (tests give
    their own)."""
    return FLOW.open(app, controller_playing_on(start, host_factory or spawn_bots))


def tutorial_scene(app: Host, host_factory: Callable[[], BotHosting] | None = None) -> Scene:
    """Learn by playing: the prepared first race against Astrid, each step pointed out the
    first time it comes; Skip (asked first) or its end goes back to the menu. Nothing of it
    is saved or counted. ``host_factory``: the bots' process (tests give their own)."""
    controller = GuidedRavensController(_(YOU), host_factory or spawn_bots)
    coach = RavensCoach(opponent=_(OPPONENT_NAME))
    return GuidedRavensTable(app, controller, lambda model: _tutorial_summary(app, model), coach)


def _tutorial_summary(app: Host, model: RavensTableModel) -> None:
    summary = RaceSummaryScene(
        app, model.controller, app.nav.to_menu, note=SCORE, label=N_("Finish")
    )
    app.scenes.push(summary)


def viewer_scene(app: Host, doc: Any, title: str) -> Scene:
    """The replay viewer of a record; ValueError in plain words when it cannot be shown."""
    return RavensReplayViewer(app, doc, title)
