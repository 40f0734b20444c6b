"""ODIN's screens as the registry entry (`games/odin.py`) reaches them: the table of a new or
saved game with its flow (`scenes.table_flow`: hand summaries, game over), Learn by playing,
the table of a game played on from a moment of a record, and the replay viewer. Scenes never
import each other: this module wires them into `TABLE` (`scenes.game_screens`).
"""

from __future__ import annotations

from collections.abc import Callable

from odin_desktop.i18n import _
from odin_desktop.i18n.terms import YOU
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.game_screens import TableScreens, last_lesson
from odin_desktop.scenes.odin.game_over import OdinGameOverScene
from odin_desktop.scenes.odin.model import OdinTableModel
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.scenes.odin.table import OdinTableScene
from odin_desktop.scenes.odin.tutorial import SCORE, OdinCoach, guided_controller
from odin_desktop.scenes.odin.viewer import OdinReplayViewer
from odin_desktop.scenes.table_flow import TableFlow
from odin_desktop.session.bot_host import BotHosting
from odin_desktop.session.odin.controller import OdinController, spawn_bots
from odin_desktop.session.odin.resume import RESUME
from odin_desktop.session.odin.setup import OdinSetup

FLOW: TableFlow[OdinController, OdinTableModel] = TableFlow(
    OdinTableScene, HandSummaryScene, OdinGameOverScene
)


def tutorial_scene(app: Host, host_factory: Callable[[], BotHosting] | None = None) -> Scene:
    """Learn by playing: a guided first hand against two Thrall bots, each step pointed out
    the first time it comes; Skip (or its end) goes back to the menu. Nothing of it is saved
    or counted. ``host_factory``: the bots' process (tests give their own)."""
    controller = guided_controller(_(YOU), host_factory or spawn_bots)
    model = OdinTableModel(controller, app.settings, allow_undo=False)  # nothing saved
    model.guided = True  # the coach's move ringed, said and hinted
    return OdinTableScene(
        app, controller, last_lesson(app, HandSummaryScene, SCORE), model=model, coach=OdinCoach()
    )


TABLE = TableScreens(
    OdinSetup, OdinController, FLOW, RESUME, spawn_bots, tutorial_scene, OdinReplayViewer
)
