"""Drive the real app headless by feeding it events, as a player's mouse and keyboard would.
The events and the player's way of making each move are the dev tools' (`devtools/drivers`),
shared with the play-through check."""

from __future__ import annotations

from devtools.drivers.events import DT, click, drag, key, run_until, step  # noqa: F401
from devtools.drivers.odin_input import card_pos, play_by_mouse, settle  # noqa: F401
from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.app.settings import Settings
from odin_desktop.scenes.odin.table import OdinTableScene
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.setup import SeatSetup


def make_app(size: tuple[int, int] = (1280, 800)) -> App:
    # Fast animations and bots keep tests short; the behaviour is the same.
    settings = Settings(animation_speed=3.0, ai_speed="fast", warn_whole_hand=False)
    return App(size, settings=settings, fullscreen=False)


def start_table(app: App, setup: OdinSetup, in_process_bots: bool = True) -> OdinTableScene:
    """A table on top of the app. In-process bots (no bot process) keep unit tests quick."""
    controller = (
        OdinController(setup, host_factory=None) if in_process_bots else OdinController(setup)
    )
    scene = games.game("odin").table_scene(app, setup, controller)
    assert isinstance(scene, OdinTableScene)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return scene


def table_on_my_turn(
    players: int, size: tuple[int, int], seed: int = 2
) -> tuple[App, OdinTableScene]:
    """A table of ``players`` (the player, then easy bots) at ``size``, at the player's first
    turn with nothing moving."""
    app = make_app(size)
    seats = (SeatSetup("You"), *(SeatSetup(f"Bot{i}", "easy") for i in range(players - 1)))
    table = start_table(app, OdinSetup(seats, seed=seed))
    run_until(app, lambda: table.model.human_turn and not table.view.animating, limit=2000)
    return app, table
