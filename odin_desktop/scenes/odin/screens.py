"""ODIN's screens as the registry entry (`games/odin.py`) reaches them: the table of a new or
saved game with its flow (`scenes.table_flow`: hand summaries, game over), Learn by playing,
the table of a game played on from a moment of a record, and the replay viewer. Scenes never
import each other: this module wires them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from odin_desktop.i18n import N_, _
from odin_desktop.i18n.terms import YOU
from odin_desktop.scenes.base import Host, Scene
from odin_desktop.scenes.odin.game_over import OdinGameOverScene
from odin_desktop.scenes.odin.model import OdinTableModel
from odin_desktop.scenes.odin.round_summary import HandSummaryScene
from odin_desktop.scenes.odin.table import OdinTableScene
from odin_desktop.scenes.odin.tutorial import SCORE, OdinCoach, guided_controller
from odin_desktop.scenes.odin.viewer import OdinReplayViewer
from odin_desktop.scenes.table_flow import TableFlow
from odin_desktop.session.bot_host import BotHosting
from odin_desktop.session.odin.controller import OdinController, spawn_bots
from odin_desktop.session.odin.resume import controller_from_record, controller_playing_on
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.play_on import PlayOnStart

FLOW: TableFlow[OdinController, OdinTableModel] = TableFlow(
    OdinTableScene, HandSummaryScene, OdinGameOverScene
)


def table_scene(app: Host, setup: OdinSetup, controller: OdinController | None = None) -> Scene:
    """The table for ``setup`` (``controller``: a game already under way, e.g. resumed)."""
    return FLOW.open(app, controller or OdinController(setup))


def resume(app: Host, doc: Any) -> None:
    """Push the table of a saved game exactly where it stopped (in hot seat, the table asks
    for the screen first). ``doc`` passed `check_save`."""
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
    """Learn by playing: a guided first hand against two Thrall bots, each step pointed out
    the first time it comes; Skip (or its end) goes back to the menu. Nothing of it is saved
    or counted. ``host_factory``: the bots' process (tests give their own)."""
    controller = guided_controller(_(YOU), host_factory or spawn_bots)
    model = OdinTableModel(controller, app.settings, allow_undo=False)  # nothing saved
    model.guided = True  # the coach's move ringed, said and hinted
    return OdinTableScene(
        app, controller, lambda model: _tutorial_summary(app, model), model=model, coach=OdinCoach()
    )


def _tutorial_summary(app: Host, model: OdinTableModel) -> None:
    summary = HandSummaryScene(
        app, model.controller, app.nav.to_menu, note=SCORE, label=N_("Finish")
    )
    app.scenes.push(summary)


def viewer_scene(app: Host, doc: Any, title: str) -> Scene:
    """The replay viewer of a record; ValueError in plain words when it cannot be shown."""
    return OdinReplayViewer(app, doc, title)
