"""The records folder as Replays lists it, for the tests: every row, read to the end on the
worker (`app.records.Shelf`), as a fresh start of the app finds it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from odin_desktop.app import records
from odin_desktop.scenes.replays_list import Item, ReplaysList, words

if TYPE_CHECKING:
    from odin_desktop.app.app import App
    from odin_desktop.scenes.replays import RecordsScene
    from odin_desktop.session.odin.controller import OdinController


def listed() -> list[Item]:
    """Every row of Replays, games in progress first, then the records, newest first."""
    records.forget()
    shelf = records.shelf()
    assert shelf.wait(), "the records were not read in time"
    rows = ReplaysList(per_page=10_000)
    rows.take(shelf.snapshot)
    return rows.shown()


def plain(text: str) -> str:
    """Text without the isolates that keep its parts whole right to left."""
    return text.replace("\u2068", "").replace("\u2069", "")


def row_words(item: Item) -> tuple[str, str]:
    """A row's title and detail, without isolates."""
    title, detail = words(item)
    return plain(title), plain(detail)


def open_replays(app: App) -> RecordsScene:
    """Replays opened on ``app``, once the worker has read every record (drawn once)."""
    from scene_helpers import start

    from odin_desktop.scenes.replays import RecordsScene

    records.forget()
    scene = RecordsScene(app)
    assert scene.shelf.wait(), "the records were not read in time"
    started = start(app, scene)
    assert isinstance(started, RecordsScene)
    return started


def finished_odin(seed: int = 1, human: bool = False, players: int = 2) -> OdinController:
    """A game of ODIN (an OdinController) played by random moves to its end: seat 0 "You",
    a human against an easy bot, when ``human``; else ``players`` bots."""
    import random

    from odin_desktop.session.odin.controller import OdinController
    from odin_desktop.session.odin.setup import OdinSetup
    from odin_desktop.session.setup import SeatSetup

    seats = (SeatSetup("You"), SeatSetup("Astrid", "easy"))
    if human:
        setup = OdinSetup(seats, target=10, seed=seed)
    else:
        setup = OdinSetup.all_bots(players, seed=seed)
    controller = OdinController(setup, host_factory=None)
    rng = random.Random(seed)
    while not controller.game.over:
        if controller.game.needs_round:
            controller.start_round()
        controller.play(rng.choice(controller.legal_actions()))
    return controller
