"""Drive Odin's Ravens' table in the real app, headless, with a player's mouse and keys (the
events and the places on screen are the dev tools', `devtools/drivers`)."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pygame

from devtools.drivers.events import DT, click, drag, hold_over, key, let_go, step  # noqa: F401
from devtools.drivers.ravens_input import (  # noqa: F401 - re-exported for the tests
    card_on_path,
    hand_pos,
    next_space,
    pile,
    settle,
    space,
    stack_pos,
)
from odin_desktop.app.app import App
from odin_desktop.app.settings import Settings
from odin_desktop.engine.ravens import RaceState, RavensGame, ScriptedDraws
from odin_desktop.engine.ravens.cards import (
    KIND_OF,
    MAGIC_OF,
    multiset_of,
    parse_landscape,
    stack_of,
)
from odin_desktop.engine.ravens.setup import RaceSetup
from odin_desktop.scenes.ravens import screens
from odin_desktop.scenes.ravens.table import RavensTableScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup

ROW = ("FM", "LS", "MF", "SP", "FL", "PM", "LF", "SM", "PL")
YOU_VS_BOT = (SeatSetup("You"), SeatSetup("Astrid", "normal"))


def make_app(size: tuple[int, int] = (1280, 800)) -> App:
    # Fast animations and bots keep tests short; the behaviour is the same.
    settings = Settings(animation_speed=3.0, ai_speed="fast")
    return App(size, settings=settings, fullscreen=False)


def kinds(codes: str) -> list[int]:
    return [KIND_OF[c] for c in codes.split()]


def position(
    row: Sequence[str] = ROW,
    hands: Sequence[str] = ("F M L P S", "F M L P S"),
    stacks: Sequence[str] = ("", ""),
    positions: Sequence[int] = (-1, -1),
    marker: tuple[int, int] | None = None,
    magic: str = "O+M",
    turn: int = 0,
) -> RaceState:
    """A race in a chosen position (stacks top first); every card named comes out of its
    seat's supply, so the cards stay conserved."""
    setup = RaceSetup(
        first=turn,
        magic=MAGIC_OF[magic],
        row=tuple(parse_landscape(c) for c in row),
        under=(),
        hands=tuple(tuple(kinds(h)) for h in hands),
    )
    race = RaceState(setup, ScriptedDraws())
    for seat in (0, 1):
        taken = kinds(stacks[seat])
        race.supplies[seat] -= multiset_of(taken)
        race.supply_sizes[seat] -= len(taken)
        race.stacks[seat] = stack_of(taken)
        race.stack_sizes[seat] = len(taken)
    race.positions = list(positions)
    race.marker = -1 if marker is None else 2 * marker[0] + marker[1]
    assert race.conserved()
    return race


def controller_at(race: RaceState, seats: Sequence[SeatSetup] = YOU_VS_BOT) -> RavensController:
    """A controller whose game plays on from ``race`` (bots thinking in this process)."""
    setup = RavensSetup((seats[0], seats[1]), seed=3, first=race.turn)
    controller = RavensController(setup, host_factory=None)
    game: RavensGame = controller.game
    game.start_round()
    game.races[-1] = race
    return controller


def open_table(app: App, controller: RavensController) -> RavensTableScene:
    table = screens.TABLE.table_scene(app, controller.setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    assert isinstance(table, RavensTableScene)
    settle(app, table)
    return table


def hint_of(app: App, table: RavensTableScene, seconds: float = 30.0) -> int:
    """Ask for a hint (H) and wait for it: the coach's hint thinks on a worker thread for
    up to the Expert's time of a move (the Warrior's in this process, at once)."""
    key(app, pygame.K_h)
    deadline = time.monotonic() + seconds
    while table.model.hinted is None and time.monotonic() < deadline:
        step(app)
        time.sleep(0.01)  # the frames here are faster than the clock the coach thinks by
    assert table.model.hinted is not None, "no hint came"
    return table.model.hinted
