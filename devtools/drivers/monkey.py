"""The monkey test: seeded random clicks, drags, key presses, typing, wheel turns, a pad's
buttons and stick, fingers (taps, drags, two-finger slides) and window
resizes across every screen of the game, headless, until something raises (a failure) or
the events run out.

    python -m devtools.drivers.monkey --events 20000 --seed 1

Events go through `App.handle_event` and `App.step`, exactly as the main loop sends them.
Half the clicks aim at a control or a card of the screen on top, so the monkey gets deep
into the game; every so often it is carried to the next screen of a tour that includes
every scene, so none is left unvisited. Saves go to a temporary data folder. Prints one
JSON line: events, frames, scenes visited, failures (with tracebacks).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import random
import sys
import tempfile
import traceback
import types
from collections import Counter
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any
from unittest import mock

if TYPE_CHECKING:  # for the type checker only: the games are imported once SDL is set up
    from odin_desktop.games.entry import GameEntry

SIZES = ((1024, 640), (1280, 800), (800, 500), (1920, 1080), (640, 400), (1600, 900))
KEYS = (
    "left",
    "right",
    "up",
    "down",
    "return",
    "space",
    "escape",
    "tab",
    "backspace",
    "delete",
    "home",
    "end",
    "pageup",
    "pagedown",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "a",
    "h",
    "s",
    "p",
    "n",
)


class Monkey:
    def __init__(self, seed: int, size: tuple[int, int] = (1024, 640)) -> None:
        import pygame

        from odin_desktop.app.app import App
        from odin_desktop.app.settings import Settings

        self.pg = pygame
        self.rng = random.Random(seed)
        settings = Settings(ai_speed="fast", animation_speed=3.0)
        settings.read_only = True  # the monkey's slider games are not the player's settings
        self.app = App(size, settings=settings, fullscreen=False)
        self.app.scenes.push(self.app.nav.menu_scene())
        self.app.scenes.apply_pending()
        self.keys = [pygame.key.key_code(name) for name in KEYS]
        self.visits: Counter[str] = Counter()
        self.opened: dict[str, str] = {}  # tour stop -> the scene it opened
        self.failures: list[str] = []
        self.frames = 0
        self.held = False
        self.tour = self._tour()

    # ------------------------------------------------------------------ the tour
    def _tour(self) -> list[tuple[str, Callable[[], Any]]]:
        """The shell's screens, then every playable game of the registry: its new game, its
        tables (against bots, hot seat, the fewest and the most players, paused), its rules,
        its replay viewer, and the screens only its table's flow opens (a round's summary,
        the game over)."""
        from odin_desktop import games
        from odin_desktop.app import autosave
        from odin_desktop.scenes.replays import RecordsScene
        from odin_desktop.scenes.settings import SettingsScene
        from odin_desktop.scenes.statistics import StatisticsScene

        app = self.app

        def resume() -> None:
            waiting = autosave.saved_games(app.notices)
            if waiting:  # the first game with one (each game keeps its own)
                app.scenes.reset(app.nav.menu_scene())
                app.nav.continue_game(waiting[0].id)

        def screen(make: Callable[[Any], Any]) -> Callable[[], Any]:
            return lambda: app.scenes.reset(make(app))

        stops: list[tuple[str, Callable[[], Any]]] = [
            ("menu", screen(lambda app: app.nav.menu_scene())),
            ("hand-over", lambda: app.nav.hand_over("Bo", lambda: None)),
            ("settings", screen(SettingsScene)),
            ("statistics", screen(StatisticsScene)),
            ("replays", screen(RecordsScene)),
            ("continue", resume),
        ]
        for game in games.playable():
            stops += self._game_stops(game) + self._flow_stops(game)
        return stops

    def _game_stops(self, game: Any) -> list[tuple[str, Callable[[], Any]]]:
        """What the shell can open of any game, through its registry entry."""
        from odin_desktop.scenes.about import how_to_play
        from odin_desktop.scenes.rules import RulesScene
        from odin_desktop.session.setup import SeatSetup

        app = self.app
        quick = game.quick_start("You")
        hot_seat = dataclasses.replace(
            quick,
            seats=tuple(SeatSetup(s.name) if i < 2 else s for i, s in enumerate(quick.seats)),
        )

        def table(setup: Any) -> Callable[[], Any]:
            return lambda: app.scenes.reset(game.table_scene(app, setup))

        def bots(players: int) -> Callable[[], Any]:
            return table(game.demo_setup(players, "easy", self.rng.randrange(99)))

        def paused() -> None:
            app.scenes.reset(game.table_scene(app, game.quick_start("You")))
            app.nav.pause(game.id)

        def viewer() -> None:
            app.scenes.reset(game.viewer_scene(app, self._record(game), ""))

        counts = sorted({game.min_players, game.max_players})
        return [
            (f"{game.id} new game", lambda: app.scenes.reset(game.new_game_scene(app))),
            (f"{game.id} table", table(quick)),
            (f"{game.id} hot-seat", table(hot_seat)),
            (f"{game.id} pause", paused),
            (f"{game.id} rules", lambda: app.scenes.reset(RulesScene(app, how_to_play(game)))),
            (f"{game.id} replay viewer", viewer),
            *((f"{game.id} {n} players", bots(n)) for n in counts),
        ]

    def _record(self, game: GameEntry) -> dict[str, Any]:
        """The record of a whole game of ``game`` played by random moves."""
        players = self.rng.randint(game.min_players, game.max_players)
        state = game.new_game(players, self.rng.randrange(999))
        while not state.over:
            if state.needs_round:
                state.start_round()
            state.apply(self.rng.choice(state.legal_actions()))
        return game.record_of(state, [f"Player {s + 1}" for s in range(players)])

    def _flow_stops(self, game: GameEntry) -> list[tuple[str, Callable[[], Any]]]:
        """The screens the game's flow opens (`scenes.table_flow`, through its registry
        entry): its round's summary ("odin hand summary") and its game over."""
        app = self.app

        def end(over: bool) -> Callable[[], Any]:
            def open_it() -> None:
                flow = game.screens().table().flow
                controller = self._played(game, over)
                if over:
                    app.scenes.reset(flow.game_over(app, controller))
                else:
                    app.scenes.reset(flow.summary(app, controller, lambda: None))

            return open_it

        return [
            (f"{game.id} {game.round_word} summary", end(False)),
            (f"{game.id} game over", end(True)),
        ]

    def _played(self, game: GameEntry, to_the_end: bool) -> Any:
        """A controller of ``game`` (bots at each seat, none thinking) with a round, or the
        whole game, played out by random moves."""
        players = self.rng.randint(game.min_players, game.max_players)
        setup = game.demo_setup(players, "easy", self.rng.randrange(999))
        controller = game.screens().table().saves.controller(setup, None)
        controller.start_round()
        while not controller.game.over:
            if controller.game.needs_round:
                if not to_the_end:
                    break
                controller.start_round()
            controller.play(self.rng.choice(controller.legal_actions()))
        return controller

    # ------------------------------------------------------------------ events
    def _targets(self) -> list[tuple[int, int]]:
        """Centres of what can be clicked on the top screen: controls, buttons, cards."""
        top = self.app.scenes.top
        points = []
        for name in ("controls", "all_controls"):
            method = getattr(top, name, None)
            if callable(method):
                points += [c.rect.center for c in method() if hasattr(c, "rect")]
        buttons = getattr(top, "buttons", None)
        if isinstance(buttons, dict):
            buttons = list(buttons.values())
        if isinstance(buttons, list):
            points += [b.rect.center for b in buttons if hasattr(b, "rect")]
        view = getattr(top, "view", None)
        if view is not None and getattr(view, "sprites", None):
            points += [(int(s.x), int(s.y)) for s in view.sprites.values()]
        return points

    def _point(self) -> tuple[int, int]:
        targets = self._targets()
        if targets and self.rng.random() < 0.6:
            x, y = self.rng.choice(targets)
            return x + self.rng.randint(-6, 6), y + self.rng.randint(-6, 6)
        w, h = self.app.window.get_size()
        return self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h))

    def _pad(self) -> list[Any]:
        """A pad's button (now and then plugged in or pulled out), or its stick or trigger."""
        pg, rng = self.pg, self.rng
        roll = rng.random()
        if roll < 0.03:
            return [pg.event.Event(pg.CONTROLLERDEVICEADDED, device_index=-1, instance_id=0)]
        if roll < 0.05:
            return [pg.event.Event(pg.CONTROLLERDEVICEREMOVED, instance_id=0)]
        if roll < 0.25:
            axis = rng.choice(
                (
                    pg.CONTROLLER_AXIS_LEFTX,
                    pg.CONTROLLER_AXIS_LEFTY,
                    pg.CONTROLLER_AXIS_TRIGGERLEFT,
                    pg.CONTROLLER_AXIS_TRIGGERRIGHT,
                )
            )
            return [
                pg.event.Event(pg.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value)
                for value in (rng.choice((-32768, 32767, 20000)), rng.randint(-3000, 3000))
            ]
        button = rng.randrange(pg.CONTROLLER_BUTTON_MAX)
        return [
            pg.event.Event(kind, instance_id=0, button=button)
            for kind in (pg.CONTROLLERBUTTONDOWN, pg.CONTROLLERBUTTONUP)
        ]

    def _touch(self) -> list[Any]:
        """A tap, a drag, a long press or a two-finger slide (window fractions)."""
        pg, rng = self.pg, self.rng
        w, h = self.app.window.get_size()

        def finger(kind: int, pos: tuple[int, int], fid: int = 1) -> Any:
            x, y = pos[0] / max(1, w), pos[1] / max(1, h)
            return pg.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=fid, touch_id=1)

        start, end = self._point(), self._point()
        events = [finger(pg.FINGERDOWN, start)]
        if rng.random() < 0.3:
            events.append(finger(pg.FINGERDOWN, (start[0] + 60, start[1]), fid=2))
        for i in range(1, rng.randint(1, 6) + 1):
            pos = (start[0] + (end[0] - start[0]) * i // 6, start[1] + (end[1] - start[1]) * i // 6)
            events.append(finger(pg.FINGERMOTION, pos))
        events.append(finger(pg.FINGERUP, end))
        if len([e for e in events if e.type == pg.FINGERDOWN]) > 1:
            events.append(finger(pg.FINGERUP, end, fid=2))
        return events

    def _events(self) -> list[Any]:
        pg, rng = self.pg, self.rng
        device = rng.random()
        if device < 0.12:
            return self._pad()
        if device < 0.2:
            return self._touch()
        kind = rng.random()
        if kind < 0.30:
            pos = self._point()
            button = 1 if rng.random() < 0.9 else rng.choice((2, 3))
            return [
                pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=button),
                pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=button),
            ]
        if kind < 0.42:  # a drag, often from a card to the middle of the window
            start, end = self._point(), self._point()
            if rng.random() < 0.5:
                w, h = self.app.size
                end = (w * 2 // 5 + rng.randint(-80, 80), h * 2 // 5 + rng.randint(-60, 60))
            events = [pg.event.Event(pg.MOUSEBUTTONDOWN, pos=start, button=1)]
            steps = rng.randint(2, 8)
            for i in range(1, steps + 1):
                x = start[0] + (end[0] - start[0]) * i // steps
                y = start[1] + (end[1] - start[1]) * i // steps
                events.append(
                    pg.event.Event(pg.MOUSEMOTION, pos=(x, y), rel=(5, 3), buttons=(1, 0, 0))
                )
            events.append(pg.event.Event(pg.MOUSEBUTTONUP, pos=end, button=1))
            return events
        if kind < 0.55:
            pos = self._point()
            return [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
        if kind < 0.80:
            key = rng.choice(self.keys)
            mod = pg.KMOD_SHIFT if rng.random() < 0.1 else 0
            name = pg.key.name(key)
            uni = name if len(name) == 1 else ""
            return [
                pg.event.Event(pg.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0),
                pg.event.Event(pg.KEYUP, key=key, mod=mod, unicode=uni, scancode=0),
            ]
        if kind < 0.86:
            text = rng.choice(("a", "Ø", "Björn", "  ", "ᚱ", "1", "ا", "x" * 40))
            return [pg.event.Event(pg.TEXTINPUT, text=text)]
        if kind < 0.93:
            dy = rng.choice((-3, -1, 1, 2))
            return [
                pg.event.Event(
                    pg.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy)
                )
            ]
        if kind < 0.97:
            size = rng.choice(SIZES)
            self.app.window = pg.display.set_mode(size, pg.RESIZABLE)
            return [pg.event.Event(pg.VIDEORESIZE, size=size, w=size[0], h=size[1])]
        return []  # a frame with no input: animations and bots go on

    # ------------------------------------------------------------------ running
    def run(self, events: int) -> dict[str, Any]:
        # Every stop of the tour at least twice, however few the events.
        tour_every = max(20, min(150, events // (2 * len(self.tour))))
        sent = 0
        stop = 0
        toured = -1  # the last stretch of `tour_every` events that moved the tour on
        while sent < events:
            if sent // tour_every != toured:  # a batch may step over a multiple: not a stop
                toured = sent // tour_every
                name, go = self.tour[stop % len(self.tour)]
                stop += 1
                self._safely(partial(self._tour_to, go), f"tour to {name}")
                self.opened[name] = type(self.app.scenes.top).__name__
            batch = self._events()
            # The scene the batch goes to (a pad's A may leave it before the frame ends).
            self.visits[type(self.app.scenes.top).__name__] += 1
            for event in batch:
                self._safely(partial(self.app.handle_event, event), event)
            sent += max(1, len(batch))
            self._safely(lambda: self.app.step(self.rng.choice((0.016, 0.05, 0.1))), "step")
            self.frames += 1
            if not self.app.running or not len(self.app.scenes):
                self.app.running = True  # Quit was clicked: carry on from the menu
                self.app.scenes.reset(self.app.nav.menu_scene())
                self.app.scenes.apply_pending()
            self.visits[type(self.app.scenes.top).__name__] += 1
            if len(self.failures) >= 10:
                break
        self.app.scenes.clear()
        return {
            "events": sent,
            "frames": self.frames,
            "scenes": dict(sorted(self.visits.items())),
            "stops": [name for name, _go in self.tour],
            "tour": self.opened,
            "failures": self.failures,
        }

    def _tour_to(self, go: Callable[[], object]) -> None:
        go()
        self.app.scenes.apply_pending()

    def _safely(self, action: Callable[[], Any], what: Any) -> None:
        try:
            action()
        except Exception:  # noqa: BLE001 - every exception is a finding, reported in full
            scene = type(self.app.scenes.top).__name__
            self.failures.append(f"{what} on {scene}:\n{traceback.format_exc()}")
            self.app.scenes.reset(self.app.nav.menu_scene())  # start again from a known place
            try:
                self.app.scenes.apply_pending()
            except Exception:  # noqa: BLE001
                self.app.scenes.clear()


def run(events: int, seed: int) -> dict[str, Any]:
    """Same seed, same run: even the seeds of the games the monkey starts come from it."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from odin_desktop.session import setup
    from odin_desktop.session.table_controller import bots_in_this_process

    seeds = random.Random(f"monkey-games:{seed}")
    seeded = types.SimpleNamespace(SystemRandom=lambda: seeds)
    with (
        mock.patch.object(setup, "random", seeded),
        tempfile.TemporaryDirectory(prefix="odin-monkey-") as folder,
    ):
        previous = os.environ.get("ODIN_DESKTOP_DATA_DIR")
        os.environ["ODIN_DESKTOP_DATA_DIR"] = folder  # never the player's saves
        try:
            with bots_in_this_process():  # thousands of tables must not each start a process
                return Monkey(seed).run(events)
        finally:
            from odin_desktop.app import autosave

            autosave.flush()  # the autosave thread must be done with the folder before it goes
            if previous is None:
                os.environ.pop("ODIN_DESKTOP_DATA_DIR", None)
            else:
                os.environ["ODIN_DESKTOP_DATA_DIR"] = previous


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="random input across every screen")
    parser.add_argument("--events", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    result = run(args.events, args.seed)
    print(json.dumps(result))
    return 1 if result["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
