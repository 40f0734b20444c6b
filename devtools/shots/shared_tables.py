"""The tables' shots every game shares (`devtools.shots.tables`): the camera (one app and the
shots taken of it), a game resumed as Continue opens it, steps of the replay viewer, and the
whole set of a game registered with its device moves (`devtools.drivers.registered`): its
round dealt and at rest, a card played and the round played out by clicks where its moves
say, the round's end and its summary, the hot-seat hand-over and the table after it, its games
resumed mid-round."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from devtools.drivers.registered import MOVES
from odin_desktop.games import GAMES as REGISTRY

SIZE = (1280, 800)
FRAME_LIMIT = 6000  # frames any wait may take before the run is called stuck


class Camera:
    """One app, and the shots taken of it: ``OUT/<game>-<lang>-<nn>-<name>.png``."""

    def __init__(self, out: Path, game: str, lang: str, **settings: Any) -> None:
        from odin_desktop.app.app import App
        from odin_desktop.app.settings import Settings

        offered = list(REGISTRY)  # no first-start offer on the menu
        # The coach thinks against the clock: its hints would make the shots differ.
        options = {"ai_speed": "fast", "tutorials_offered": offered, "coach_hints": False}
        config = Settings(language=lang, **{**options, **settings})
        config.read_only = True
        self.app = App(SIZE, settings=config, fullscreen=False)
        self.out, self.prefix = out, f"{game}-{lang}"
        self.taken = 0

    def step(self, frames: int = 1) -> None:
        from devtools.drivers.events import step

        step(self.app, frames)

    def until(self, done: Callable[[], bool]) -> None:
        for _ in range(FRAME_LIMIT):
            if done():
                return
            self.step()
        raise RuntimeError(f"{self.prefix}: stuck at shot {self.taken}")

    def shot(self, name: str) -> None:
        """The canvas as the last frame drew it."""
        import pygame

        self.taken += 1
        self.out.mkdir(parents=True, exist_ok=True)
        path = self.out / f"{self.prefix}-{self.taken:02d}-{name}.png"
        pygame.image.save(self.app.canvas, str(path))

    def push(self, scene: Any) -> Any:
        self.app.scenes.push(scene)
        self.app.scenes.apply_pending()
        return scene

    def ready(self) -> None:
        """Past the hand-over screen: a click once it takes clicks."""
        from devtools.drivers.events import click
        from odin_desktop.scenes.handover import HandoverScene

        self.until(lambda: isinstance(self.app.scenes.top, HandoverScene))
        self.step(12)
        self.shot("hand-over")
        click(self.app, self.app.canvas.get_rect().center)

    def close(self) -> None:
        self.app.scenes.clear()


def press_key(app: Any, code: int, mod: int = 0) -> None:
    import pygame

    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    app.step(1 / 30)



# ---------------------------------------------------------------------- a registered game


def by_device_moves(out: Path, game: str, lang: str) -> list[Any]:
    """The shots of a game registered with its device moves (`registered.DeviceMoves`), by
    what every game's table shares; returns the records of the games played, for the viewer."""
    import dataclasses

    from devtools.drivers.events import click
    from odin_desktop.session.setup import SeatSetup

    entry, moves = REGISTRY[game], MOVES[game]
    screens = entry.screens().table()

    def play(cam: Camera, table: Any, rng: random.Random) -> None:
        """A random legal action of the seat to move, made by clicks where its moves say."""
        before = moves.made(table)
        for pos in moves.taps(table, rng.choice(table.controller.legal_actions())):
            click(cam.app, pos)
        cam.until(lambda: moves.made(table) != before)

    def opened(cam: Camera, setup: Any) -> Any:
        controller = screens.saves.controller(setup, None)  # bots in this process
        return cam.push(entry.table_scene(cam.app, setup, controller))

    quick = entry.quick_start("You")
    cam = Camera(out, game, lang)
    table = opened(cam, dataclasses.replace(quick, seed=21))
    cam.step(4)
    cam.shot("dealing")
    model, rng = table.model, random.Random(21)

    def my_turn() -> bool:
        return bool(model.human_turn and not table.animating)

    cam.until(my_turn)
    cam.step(3)
    cam.shot("start")
    play(cam, table, rng)
    cam.until(lambda: not table.animating)
    cam.step(3)
    cam.shot("played")
    saved = [table.controller.record()]  # mid-round, for Continue
    while model.summary_wait is None:
        if my_turn():
            play(cam, table, rng)
        else:
            cam.step()
    cam.step(8)
    cam.shot("round-end")
    cam.until(lambda: cam.app.scenes.top is not table)  # the flow's summary, over the table
    cam.step(30)
    cam.shot("summary")
    records = [table.controller.record()]
    cam.close()

    # Hot seat: the first two seats human; the screen is handed over before each plays.
    cam = Camera(out, f"{game}-hotseat", lang)
    names = ("Ana", "Bo")
    seats = tuple(SeatSetup(names[i]) if i < 2 else s for i, s in enumerate(quick.seats))
    table = opened(cam, dataclasses.replace(quick, seats=seats, seed=5))
    model, rng = table.model, random.Random(5)
    for turn in range(2):
        if turn == 0 or model.handing_over:  # the table opens behind the hand-over screen
            cam.ready()
        cam.until(my_turn)
        cam.step(3)
        cam.shot("table")
        play(cam, table, rng)
        # The next player takes the screen, or the same one plays again (a trick won).
        cam.until(lambda: model.handing_over or my_turn())
    saved.append(table.controller.record())
    cam.close()
    resumed(out, game, lang, saved)
    return records


# ---------------------------------------------------------------------- Continue


def resumed(out: Path, game: str, lang: str, records: list[Any]) -> None:
    """Each record opened as Continue opens it (the entry's `TableScreens.resume`, but with
    the bots in this process): the table where it stopped (in hot seat, behind the hand-over
    screen first)."""
    import json

    from odin_desktop.scenes.base import Scene
    from odin_desktop.scenes.handover import HandoverScene

    screens = REGISTRY[game].screens().table()
    for number, record in enumerate(records):
        cam = Camera(out, f"{game}-resumed{number}", lang, warn_whole_hand=False)
        controller = screens.saves.controller_from_record(json.loads(json.dumps(record)), None)
        cam.push(screens.table_scene(cam.app, controller.setup, controller))
        if isinstance(cam.app.scenes.top, HandoverScene):
            cam.ready()
        table = cam.app.scenes.top
        assert table is not None, "the table is open"
        cam.step(1)
        cam.shot("opened")

        def at_rest(table: Scene = table) -> bool:
            return not table.animating

        cam.until(at_rest)
        cam.step(3)
        cam.shot("at-rest")
        cam.close()


# ---------------------------------------------------------------------- the viewers


def viewers(out: Path, game: str, lang: str, records: list[Any]) -> None:
    import json

    import pygame

    from odin_desktop import games

    entry = games.game(game)
    for number, record in enumerate(records):
        cam = Camera(out, f"{game}-viewer{number}", lang)
        doc = json.loads(json.dumps(record))
        doc.update(saved="2025-01-01T10:00:00", app="odin-desktop shots")
        viewer = cam.push(entry.viewer_scene(cam.app, doc, "A game"))
        cam.step(10)
        cam.shot("first")
        for _ in range(7):
            press_key(cam.app, pygame.K_RIGHT)
        cam.step(30)
        cam.shot("step")
        press_key(cam.app, pygame.K_DOWN)
        cam.step(30)
        cam.shot("later")
        del viewer
        cam.close()
