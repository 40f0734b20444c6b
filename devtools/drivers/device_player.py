"""What the device drivers (`pad_play`, `touch_play`, `mouse_play`, `keys_play`) share: the
real app in whatever window SDL gives, from the menu to the game-over screen, every input put
on SDL's queue (or made through the X server) and read back by the main loop's own turns
(`App.frame`), the window checked against a full redraw each time the loop rests
(`screen_check`); the screens walked through (the summaries, an offer declined), and each
game's step at the table: a random legal action of the engine's, made by the device, waited
for, counted. A device says how it opens the game (`run`), presses a screen's button
(`press`) and makes an action (`make_odin`, `make_ravens`, and for a game registered with
its own device moves, `make_registered`: `registered`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from devtools.drivers.registered import MOVES, DeviceMoves, add_option, register_early
from devtools.drivers.screen_check import ScreenCheck
from odin_desktop.games import GAMES

SIZE = (1280, 800)
DT = 1 / 30
PATIENCE = 600  # frames a screen may take to be ready
FOREIGN = (
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
)


class Stuck(Exception):
    """The game stopped moving, or showed a screen the player does not expect."""


class DevicePlayer:
    #: The events no input of this device makes (counted: `foreign` must stay 0)
    foreign_kinds: tuple[int, ...] = FOREIGN

    def __init__(self, game: str, lang: str, shots: Path | None, seed: int) -> None:
        import tempfile

        # A data folder of its own: no save, setting or statistic of the player's is touched.
        os.environ.setdefault("ODIN_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="pad-play-"))
        from odin_desktop.app.app import App
        from odin_desktop.app.settings import Settings

        settings = Settings(
            language=lang,
            ai_speed="fast",
            animation_speed=3.0,
            tutorials_offered=list(GAMES),  # no first-start offer on the menu
        )
        settings.read_only = True
        settings.game = game
        self.app = App(SIZE, settings=settings, fullscreen=False)
        self.game, self.shots = game, shots
        self.rng = random.Random(seed)
        self.foreign = 0
        self.moves = 0
        self.taken: list[str] = []
        self.verbose = False
        self.retries = 0  # moves tried again (a gesture the table did not take)
        # What the window shows each time the loop rests, against a full redraw.
        self.screen = ScreenCheck(self.app, None if shots is None else shots / "mismatches")
        self.doing = ""  # the player's last action, said in a mismatch's report
        self.events: list[pygame.event.Event] = []  # the last frame's, as the loop read them
        self.rounds = 0  # hands or races played to their summary
        self.rounds_wanted: int | None = None  # stop at that summary (None: the whole game)
        self.moves_wanted: int | None = None  # stop once this many moves are made

    # ------------------------------------------------------------------ the device's part

    def run(self) -> None:
        """From the menu into the game, then on to its end (`go_on`)."""
        raise NotImplementedError

    def press(self, name: str, frames: int = 1) -> None:
        """The pad's button ``name`` ("a", "b"), or what the device does for it."""
        raise NotImplementedError

    def make_odin(self, table: Any, action: int) -> None:
        """ODIN's ``action`` (a play with its take, or the pass), made by the device."""
        raise NotImplementedError

    def make_ravens(self, table: Any, action: int) -> bool:
        """Odin's Ravens' ``action`` made by the device; False: not made, to be tried again."""
        raise NotImplementedError

    def make_registered(self, moves: DeviceMoves, table: Any, action: int) -> None:
        """A registered game's ``action`` made by the device, as its `DeviceMoves` say."""
        raise NotImplementedError

    def ravens_ready(self, table: Any) -> bool:
        """Whether the table takes an action now (False: the device put something right)."""
        return True

    # ------------------------------------------------------------------ frames

    def frame(self) -> None:
        """One turn of the main loop (`App.frame`: it sleeps until input or a wake, then
        draws), then the screen checked if the loop rests on it (`screen_check`)."""
        self.events = self.app.frame().events
        self.foreign += sum(1 for e in self.events if e.type in self.foreign_kinds)
        self.screen.after_frame(self.doing)

    def wait(self, ready: Any, what: str = "", patience: int = PATIENCE) -> None:
        for _ in range(patience):
            if ready():
                return
            self.frame()
        raise Stuck(f"{what or type(self.app.scenes.top).__name__} never became ready")

    def shot(self, name: str) -> None:
        if self.shots is None or name in self.taken:
            return
        self.shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.canvas, str(self.shots / f"{self.game}-{name}.png"))
        self.taken.append(name)

    # ------------------------------------------------------------------ the run

    def go_on(self) -> None:
        """Screen after screen until the game-over screen."""
        while not self._go_on():
            pass

    def _go_on(self) -> bool:
        top = self.app.scenes.top
        name = type(top).__name__
        if self.moves_wanted is not None and self.moves >= self.moves_wanted:
            self.frame()  # the last move's frame, checked once the loop rests on it
            self.wait(self.screen.resting, "the table at rest")
            return True
        if "GameOver" in name:
            self.wait(lambda: True)
            self.shot("game-over")
            return True
        if "Summary" in name:
            self.wait(lambda: getattr(top, "clock", 0) >= getattr(top, "counted_at", 0) + 0.2)
            self.shot("summary")
            self.rounds += 1
            if self.rounds == self.rounds_wanted:
                return True
            self.press("a", frames=3)
        elif name == "TutorialOffer" or "Offer" in name:
            self.press("b", frames=3)
        elif "TableScene" in name:
            self._table(top)
        else:
            self.shot(f"unexpected-{name}")
            raise Stuck(f"an unexpected screen: {name}")
        return False

    def _table(self, table: Any) -> None:
        if table.animating or table.model.current_round is None or not table.model.viewer_is_human:
            self.frame()
            return
        if self.game == "odin":
            self._odin(table)
        elif self.game == "ravens":
            self._ravens(table)
        else:
            self._registered(table)

    def _odin(self, table: Any) -> None:
        from odin_desktop.engine.odin.moves import PASS, action_to_record

        model = table.model
        if not model.human_turn or table.view.animating:
            self.frame()
            return
        legal = list(table.controller.legal_actions())
        plays = [a for a in legal if a != PASS]
        action = self.rng.choice(plays or legal)
        before = len(model.hand.history) if model.hand is not None else 0
        self.shot("table")
        self.doing = f"move {self.moves + 1}: {action_to_record(action)}"
        self.make_odin(table, action)
        try:
            self.wait(lambda: model.hand is None or len(model.hand.history) > before, "the move")
        except Stuck as stuck:  # say what was tried and what the table said (and show it)
            self.shot(f"stuck-{self.moves}")
            tried, said = action_to_record(action), model.status()[0]
            raise Stuck(f"{stuck} after {self.moves} moves: {tried}, {said!r}") from None
        self.moves += 1

    def _ravens(self, table: Any) -> None:
        from odin_desktop.engine.ravens import actions as A
        from odin_desktop.scenes.ravens.model import Mode

        model = table.model
        if model.mode is Mode.WAIT or table.controller.to_move != model.viewer:
            self.frame()
            return
        if not self.ravens_ready(table):
            return
        legal = list(table.controller.legal_actions())
        others = [a for a in legal if A.action_type(a) != A.END]
        flies = [a for a in others if A.action_type(a) == A.FLY]
        # Every kind of action, the raven flown more often than chance would, and the turn
        # ended after about four: a race of random moves still ends (and in a test's time).
        roll = self.rng.random()
        pool = flies if flies and roll < 0.3 else others if others and roll < 0.75 else legal
        action = self.rng.choice(pool)
        facts = self._ravens_facts(table)
        self.shot(f"mode-{model.mode.value}")
        if self.verbose:
            print(f"{model.mode.value}: {A.describe(action)}", file=sys.stderr)
        self.doing = f"move {self.moves + 1}: {A.describe(action)}"
        if not self.make_ravens(table, action):
            return
        # Made: the race moved on (or waits for the drawn card's way round: the next action).
        # A key first closes a pile being looked at, as on the keyboard: then once more.
        try:
            self.wait(lambda: self._ravens_facts(table) != facts, "the move", patience=90)
        except Stuck:
            self.retries += 1
            if self.retries > 20:
                raise
            return
        self.moves += 1

    def _registered(self, table: Any) -> None:
        """A game registered with its device moves (`registered`): a random legal action."""
        moves = MOVES[self.game]
        if not table.model.human_turn or table.animating:
            self.frame()
            return
        action = self.rng.choice(list(table.controller.legal_actions()))
        before = moves.made(table)
        self.shot("table")
        self.doing = f"move {self.moves + 1}: action {action}"
        self.make_registered(moves, table, action)
        try:
            self.wait(lambda: moves.made(table) != before, "the move")
        except Stuck as stuck:
            self.shot(f"stuck-{self.moves}")
            said = table.model.status()[0]
            raise Stuck(f"{stuck} after {self.moves} moves: {action}, {said!r}") from None
        self.moves += 1

    @staticmethod
    def _ravens_facts(table: Any) -> tuple[Any, ...]:
        model = table.model
        race = model.race
        return (
            id(race),
            len(race.log),
            model.mode,
            race.phase,
            len(model.cards()),
            table.controller.to_move,
            race.used_hand,
            race.used_stack,
        )

    # ------------------------------------------------------------------ the answer

    def result(self, finished: bool, error: str = "") -> dict[str, Any]:
        return {
            "game": self.game,
            "finished": finished,
            "moves": self.moves,
            "rounds": self.rounds,
            "foreign": self.foreign,
            "retries": self.retries,
            "screen_checks": self.screen.checks,
            "mismatches": self.screen.mismatches,
            "driver": os.environ.get("SDL_VIDEODRIVER", ""),
            "error": error,
        }

    def play_and_report(self) -> int:
        """The whole run, its answer printed as one line of JSON, the app closed; the exit
        code: 0 when the game finished and no foreign event came."""
        try:
            self.run()
            answer = self.result(True)
        except Exception as error:  # noqa: BLE001 - stuck, or the app raised: said, then closed
            answer = self.result(False, f"{type(error).__name__}: {error}")
        print(json.dumps(answer), flush=True)
        self.app.scenes.clear()  # the table's bot process ends with it
        pygame.quit()
        return 0 if answer["finished"] and answer["foreign"] == 0 else 1


def run_from_command_line(
    make: Callable[[str, str, Path | None, int], DevicePlayer],
    description: str,
    argv: list[str] | None,
) -> int:
    """The command line the mouse, keys and touch drivers share: the game played from the menu,
    its language, a folder for screenshots, the seed, and how many hands or races to play."""
    register_early(argv)  # games beside the shipped ones, before they are offered
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "--game", choices=[g.id for g in GAMES.values() if g.playable], required=True
    )
    add_option(parser)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--shots", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, help="stop at this hand's or race's summary")
    parser.add_argument("--moves", type=int, help="stop once this many moves are made")
    args = parser.parse_args(argv)
    player = make(args.game, args.lang, args.shots, args.seed)
    player.rounds_wanted, player.moves_wanted = args.rounds, args.moves
    return player.play_and_report()
