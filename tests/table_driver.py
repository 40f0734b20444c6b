"""Drive the real app headless by feeding it events, as a player's mouse and keyboard would."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from odin_desktop import games
from odin_desktop.app.app import App
from odin_desktop.app.settings import Settings
from odin_desktop.engine.odin.cards import cards_of
from odin_desktop.engine.odin.moves import PLAY_BITS, action_take
from odin_desktop.scenes.odin.table import TableScene
from odin_desktop.session.odin.controller import GameController
from odin_desktop.session.odin.setup import GameSetup

DT = 1 / 30


def make_app(size: tuple[int, int] = (1280, 800)) -> App:
    # Fast animations and bots keep tests short; the behaviour is the same.
    settings = Settings(animation_speed=3.0, ai_speed="fast", warn_whole_hand=False)
    return App(size, settings=settings, fullscreen=False)


def start_table(app: App, setup: GameSetup, in_process_bots: bool = True) -> TableScene:
    """A table on top of the app. In-process bots (no bot process) keep unit tests quick."""
    controller = (
        GameController(setup, host_factory=None) if in_process_bots else GameController(setup)
    )
    scene = games.game("odin").table_scene(app, setup, controller)
    app.scenes.push(scene)
    app.scenes.apply_pending()
    return scene


def step(app: App, frames: int = 1) -> None:
    for _ in range(frames):
        app.step(DT)


def settle(app: App, table: TableScene, limit: int = 400) -> None:
    """Run frames until nothing moves."""
    for _ in range(limit):
        if not table.view.animating:
            return
        app.step(DT)


def click(app: App, pos: tuple[int, int]) -> None:
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(DT)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        pos = (
            start[0] + (end[0] - start[0]) * i // steps,
            start[1] + (end[1] - start[1]) * i // steps,
        )
        rel = ((end[0] - start[0]) // steps, (end[1] - start[1]) // steps)
        app.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
        )
        app.step(DT)
    app.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(DT)


def key(app: App, code: int) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode=""))
    app.step(DT)


def card_pos(table: TableScene, card: int) -> tuple[int, int]:
    sprite = table.view.sprites[card]
    return sprite.rect().center


def play_by_mouse(app: App, table: TableScene, action: int) -> None:
    """Select the cards of ``action`` by clicking, drag them onto the middle, pick the take."""
    play = action & PLAY_BITS
    if not play:
        key(app, pygame.K_p)
        return
    cards = list(cards_of(play))
    for card in cards[1:]:
        click(app, card_pos(table, card))
    first = card_pos(table, cards[0])
    if len(cards) > 1:
        click(app, first)  # select it too, then drag the whole selection by it
        first = card_pos(table, cards[0])
    drag(app, first, table.view.layout.middle.center)
    take = action_take(action)
    if table.model.take_play is not None and take is not None:
        settle(app, table)  # the play lies in front of the beaten set: click what shows
        click(app, card_pos(table, take))


def run_until(app: App, done: Callable[[], bool], limit: int = 20000) -> None:
    for _ in range(limit):
        if done():
            return
        app.step(DT)
    raise AssertionError("the condition was never met")
