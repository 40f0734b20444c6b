"""Odin's Ravens' screens as the registry entry (`games/ravens.py`) reaches them: the table of
a new or saved game with its flow (`scenes.table_flow`: race summaries, game over), Learn by
playing, the table of a game played on from a moment of a record, and the replay viewer.
Scenes never import each other: this module wires them into `TABLE` (`scenes.game_screens`).
"""

from __future__ import annotations

from collections.abc import Callable

from odin_desktop.i18n import _
from odin_desktop.i18n.terms import YOU
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.game_screens import TableScreens, last_lesson
from odin_desktop.scenes.ravens.game_over import RavensGameOverScene
from odin_desktop.scenes.ravens.guided_table import GuidedRavensTable
from odin_desktop.scenes.ravens.model import RavensTableModel
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.scenes.ravens.tutorial import SCORE, RavensCoach
from odin_desktop.scenes.ravens.viewer import RavensReplayViewer
from odin_desktop.scenes.table_flow import TableFlow
from odin_desktop.session.bot_host import BotHosting
from odin_desktop.session.ravens.controller import RavensController, spawn_bots
from odin_desktop.session.ravens.guided import OPPONENT_NAME, GuidedRavensController
from odin_desktop.session.ravens.resume import RESUME
from odin_desktop.session.ravens.setup import RavensSetup

FLOW: TableFlow[RavensController, RavensTableModel] = TableFlow(
    RavensTableScene, RaceSummaryScene, RavensGameOverScene
)


def tutorial_scene(app: Host, host_factory: Callable[[], BotHosting] | None = None) -> Scene:
    """Learn by playing: the prepared first race against Astrid, each step pointed out the
    first time it comes; Skip (asked first) or its end goes back to the menu. Nothing of it
    is saved or counted. ``host_factory``: the bots' process (tests give their own)."""
    controller = GuidedRavensController(_(YOU), host_factory or spawn_bots)
    coach = RavensCoach(opponent=_(OPPONENT_NAME))
    return GuidedRavensTable(app, controller, last_lesson(app, RaceSummaryScene, SCORE), coach)


TABLE = TableScreens(
    RavensSetup, RavensController, FLOW, RESUME, spawn_bots, tutorial_scene, RavensReplayViewer
)
