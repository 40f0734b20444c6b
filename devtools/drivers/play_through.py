"""Play whole games the way a newcomer would, to check one can be finished: the real app in
this process (SDL's dummy video driver), fed synthetic pygame mouse events only.

    python -m devtools.drivers.play_through --game ravens --level easy --lang en --shots DIR

The menu (the game's tile clicked), New game (the second seat set to the level, or to a
second human for ``--level hotseat``; the points to play to, or with ``--shortest`` the
fewest its Custom length takes, the game's own where it offers none), then the table: every
human turn played by `ravens_newcomer.Newcomer` (the hand-over screen passed between the two
humans of a hot seat), each race summary read to the end and moved on from, until the game
over screen. ODIN's turns are a random legal action, preferring a play to the pass: the
play's cards clicked and dragged to the middle, its take clicked (`odin_input`), the pass
clicked. A game registered with its device moves (``--register MODULE:NAME``, `registered`)
is played by clicks where they say, a random legal action each turn; its New game screen
must offer the points asked for, or ``--target`` be its default. A screenshot of each
distinct screen goes to DIR (menu, new game, the table mid-race, a card carried with its
caption, the hand-over, a race or round summary, game over). Bots think in their own
process, as in the game.

Prints one line of JSON: ``finished``, ``races`` and ``turns`` (the whole game's, Odin's
Ravens only), ``human_turns``, ``seconds``, ``exceptions``, the totals and more; exit status
0 only for a finished game with no exception.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from devtools.drivers.registered import MOVES, add_option, register_early
from odin_desktop.ai.specs import PLAYABLE_LEVELS
from odin_desktop.games import GAMES
from odin_desktop.i18n import LANGUAGES

LEVELS = (*PLAYABLE_LEVELS, "hotseat")
SIZE = (1280, 800)
IDLE_SLEEP = 0.02  # seconds slept on a frame nothing is due on (a bot thinking)
STALL_SECONDS = 180.0  # nothing changed for this long: stuck
PATIENCE = 400  # frames a screen may take to become ready (summary counted up, …)


class Stuck(Exception):
    """The game stopped moving, or showed a screen the newcomer does not expect."""


class PlayThrough:
    def __init__(
        self, game: str, level: str, lang: str, target: int | None, shots: Path | None
    ) -> None:
        from odin_desktop.app.app import App
        from odin_desktop.app.settings import Settings

        self.game, self.level, self.target, self.shots = game, level, target, shots
        self.round_word = GAMES[game].round_word
        self.rng = random.Random(0)  # ODIN's and a registered game's moves
        self.moves = 0  # ODIN's and a registered game's human moves
        # Fast animations and bot pauses keep a game short; what happens is the same.
        settings = Settings(language=lang, ai_speed="fast", animation_speed=3.0)
        settings.tutorials_offered = list(GAMES)  # no first-start offer on the menu
        settings.read_only = True
        self.app = App(SIZE, settings=settings, fullscreen=False)
        self.taken: list[str] = []  # the screenshots, in order
        self.controller: Any = None
        self.newcomer: Any = None
        self.races_seen = 0
        self._last_change = time.monotonic()
        self._signature: object = ()

    # ------------------------------------------------------------------ the run

    def run(self) -> None:
        if self.game == "ravens":
            from devtools.drivers.ravens_newcomer import Newcomer

            self.newcomer = Newcomer(self.app, on_carry=self._carried)
        self.app.scenes.push(self.app.nav.menu_scene())
        self.app.scenes.apply_pending()
        self._menu()
        self._new_game()
        while not self._go_on():
            pass

    def _go_on(self) -> bool:
        """One step on the screen showing (a move, a click, a frame): True once the game
        over screen shows."""
        from odin_desktop.scenes.game_over import GameOverScene
        from odin_desktop.scenes.handover import HandoverScene
        from odin_desktop.scenes.table_scene import TableScene

        top = self.app.scenes.top
        if isinstance(top, GameOverScene):
            self._wait(lambda: True)
            self.shot("game-over")
            return True
        if "Summary" in type(top).__name__:  # each game's own, on no shared base
            self._summary(top)
        elif isinstance(top, HandoverScene):
            self._wait(lambda: top.clock > 0.4)  # a click sooner is taken as the table's
            self.shot("hand-over")
            self._click(self.app.canvas.get_rect().center)
        elif isinstance(top, TableScene):
            self.controller = top.controller
            if self.game == "ravens":
                self._table(top)
            elif self.game == "odin":
                self._odin(top)
            else:
                self._registered(top)
        else:
            raise Stuck(f"an unexpected screen: {type(top).__name__}")
        return False

    # ------------------------------------------------------------------ screens

    def _menu(self) -> None:
        from odin_desktop.scenes.menu import MenuScene

        menu = self._top(MenuScene)
        self._wait(lambda: True)
        self.shot("menu")
        tiles = menu.tiles
        if tiles.several:
            games = [value for value, _title in tiles.options]
            self._click(tiles.segment(games.index(self.game)).center)
        self._click(next(b for b in menu.buttons if b.label == "New game").rect.center)

    def _new_game(self) -> None:
        from odin_desktop.scenes.new_game_base import NewGameBase
        from odin_desktop.session.setup import HUMAN

        scene: Any = self._top(NewGameBase)
        kind = scene.rows[1].kind  # the second seat: who plays against the first
        wanted = HUMAN if self.level == "hotseat" else self.level
        for _ in range(len(kind.options)):
            if kind.value == wanted:
                break
            right = kind.rect.right - kind.arrow_width() // 2  # the › part: the next kind
            self._click((right, kind.rect.centery))
        if kind.value != wanted:
            raise Stuck(f"the second seat never showed {wanted}")
        if self.target is None:  # the shortest game offered
            offered = hasattr(scene, "target")
            self.target = scene.custom.low if offered else GAMES[self.game].default_target
        if not hasattr(scene, "target"):  # no game length offered: the game's own
            if self.target != GAMES[self.game].default_target:
                raise Stuck(f"New game offers no game length: {self.target} cannot be set")
        elif self.target != int(scene.target.value):
            values = [value for value, _label in scene.target.options]
            self._click(scene.target.segment(values.index("custom")).center)
            stepper = scene.custom
            for _ in range(stepper.high):
                if stepper.value == self.target:
                    break
                minus, plus = stepper.parts()
                self._click((minus if stepper.value > self.target else plus).center)
            if stepper.value != self.target:
                raise Stuck(f"the game length never showed {self.target}")
        self.shot("new-game")
        self._click(scene.start_button.rect.center)

    def _table(self, table: Any) -> None:
        from odin_desktop.scenes.ravens.model import Mode

        race = table.model.race
        at_rest = not table.animating and table.model.mode is Mode.PLAY
        # Two turns into a race, a player's turn to play (a bot may win it by its third).
        if at_rest and race is not None and len(race.log) >= 2:
            self.shot("table")
        if not self.newcomer.act(table):
            self._idle()
        self._check_progress(table)

    def _odin(self, table: Any) -> None:
        """ODIN's human turn: a random legal action (a play rather than the pass), its cards
        clicked and dragged onto the middle and its take clicked (`odin_input`), or Pass
        clicked; then waited for."""
        from devtools.drivers.odin_input import play_by_mouse
        from odin_desktop.engine.odin.moves import PASS

        model = table.model
        if table.animating or not model.human_turn:
            self._idle()
            self._check_progress(table)
            return
        self._idle()  # a frame at the turn first: its buttons follow it (Pass enabled)
        if table.animating or not model.human_turn:
            return
        if self.moves >= 2:  # a couple of plays on the table
            self.shot("table")
        legal = list(table.controller.legal_actions())
        action = self.rng.choice([a for a in legal if a != PASS] or legal)
        before = self._odin_made(table)
        if action == PASS:
            self._click(table.buttons["pass"].rect.center)
        else:
            play_by_mouse(self.app, table, action)
            if model.move.confirm is not None:  # a play asked to be confirmed
                self._click(table.buttons["play"].rect.center)
        self._wait(lambda: self._odin_made(table) != before)
        self.moves += 1

    @staticmethod
    def _odin_made(table: Any) -> tuple[int, int]:
        """What moves at ODIN's table: its hands, and the decisions of the one under way."""
        hand = table.controller.game.hand
        return table.controller.game.round_index, -1 if hand is None else len(hand.history)

    def _registered(self, table: Any) -> None:
        """A registered game's human turn: a random legal action, clicked where its device
        moves say (`registered.DeviceMoves.taps`), then waited for."""
        moves = MOVES[self.game]
        if table.animating or not table.model.human_turn:
            self._idle()
            self._check_progress(table)
            return
        if self.moves >= 2:  # a couple of cards on the table
            self.shot("table")
        action = self.rng.choice(list(table.controller.legal_actions()))
        before = moves.made(table)
        for pos in moves.taps(table, action):
            self._click(pos)
        self._wait(lambda: moves.made(table) != before)
        self.moves += 1

    def _summary(self, summary: Any) -> None:
        self._wait(lambda: counted(summary))  # every point counted
        self.shot(f"{self.round_word}-summary")
        self.races_seen += 1
        self._click(summary.button.rect.center)

    def _carried(self, table: Any) -> None:
        """A card held over where it goes: the caption shows (the first such is shot)."""
        if table.caption[0] and "drag" not in self.taken:
            self.shot("drag")

    # ------------------------------------------------------------------ frames and clicks

    def _top(self, kind: type) -> Any:
        self._wait(lambda: isinstance(self.app.scenes.top, kind))
        return self.app.scenes.top

    def _wait(self, ready: Any) -> None:
        """Frames until ``ready()`` (and at least one, so the screen is laid out)."""
        for _ in range(PATIENCE):
            self._idle()
            if ready():
                return
        raise Stuck(f"{type(self.app.scenes.top).__name__} never became ready")

    def _idle(self) -> None:
        """One frame; a short sleep first when nothing is due (a bot thinking elsewhere)."""
        from devtools.drivers.events import step

        wake = self.app.next_wake()
        if wake is None or wake.seconds > 0:
            time.sleep(IDLE_SLEEP if wake is None else min(IDLE_SLEEP, wake.seconds))
        step(self.app)

    def _click(self, pos: tuple[int, int]) -> None:
        from devtools.drivers.events import click

        click(self.app, pos)
        self._last_change = time.monotonic()

    def shot(self, name: str) -> None:
        """Save the screen as it is now (once per name)."""
        import pygame

        from devtools.drivers.events import step

        if self.shots is None or name in self.taken:
            return
        if name != "drag":  # a carried card is shot as it is held: no frame past it
            step(self.app)
        self.taken.append(name)
        self.shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.canvas, str(self.shots / f"{len(self.taken):02d}-{name}.png"))

    def _check_progress(self, table: Any) -> None:
        if self.game in MOVES:
            self._moved(MOVES[self.game].made(table))
            return
        if self.game == "odin":
            self._moved(self._odin_made(table))
            return
        race = table.model.race
        self._moved(
            (
                len(table.controller.game.races),
                len(race.log) if race else -1,
                len(race.turn_actions) if race else -1,
                race.phase if race else -1,
                table.model.mode,
            )
        )

    def _moved(self, signature: object) -> None:
        """Stuck when ``signature`` (what moves at the table) stayed the same too long."""
        if signature != self._signature:
            self._signature, self._last_change = signature, time.monotonic()
        elif time.monotonic() - self._last_change > STALL_SECONDS:
            raise Stuck(f"nothing happened for {STALL_SECONDS:.0f} s at {signature}")

    # ------------------------------------------------------------------ the result

    def result(self) -> dict[str, Any]:
        game = self.controller.game if self.controller is not None else None
        result: dict[str, Any] = {"finished": bool(game and game.over)}
        if game is not None and self.game == "ravens":
            result.update(
                races=len(game.races),
                turns=sum(len(race.log) for race in game.races),
                human_turns=self.newcomer.turns,
                winner=game.winner,
                refused_drops=self.newcomer.refused,
            )
        elif game is not None:  # ODIN or a registered game: its moves, made by clicks
            result.update(human_turns=self.moves)
        if game is not None:
            result.update(
                totals=list(game.totals),
                target=self.controller.setup.target,  # the points played to
                bot_faults=len(self.controller.faults),
                summaries_seen=self.races_seen,
            )
        result["shots"] = self.taken
        return result

    def close(self) -> None:
        self.app.scenes.clear()  # the table's exit closes its bot process


def counted(summary: Any) -> bool:
    """Whether a round's summary has counted every point up: ODIN's says whether it is still
    counting (a click meanwhile only ends the count), the others when their count ends."""
    if hasattr(summary, "counting"):
        return not summary.counting
    return bool(summary.clock >= summary.counted_at)


def play(args: argparse.Namespace) -> dict[str, Any]:
    """One game as ``args`` says; its result (with ``seconds`` and ``exceptions``)."""
    started = time.monotonic()
    result: dict[str, Any] = {"game": args.game, "level": args.level, "lang": args.lang}
    driver: PlayThrough | None = None
    exceptions = 0
    try:
        driver = PlayThrough(args.game, args.level, args.lang, args.target, args.shots)
        driver.run()
    except Stuck as stuck:
        result["error"] = str(stuck)
    except Exception:  # the app raised: the check has found what it is for
        exceptions = 1
        result["error"] = traceback.format_exc(limit=8).strip().splitlines()[-1]
        traceback.print_exc()
    if driver is not None:
        if "error" in result:
            driver.shot("stuck")
        result.update(driver.result())
        driver.close()
    result["seconds"] = round(time.monotonic() - started, 1)
    result["exceptions"] = exceptions
    return result


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout holds the JSON alone
    register_early(argv)  # a registered game is one of --game's choices
    parser = argparse.ArgumentParser(
        prog="python -m devtools.drivers.play_through", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--game", choices=("ravens", "odin", *MOVES), default="ravens")
    add_option(parser)
    parser.add_argument("--level", choices=LEVELS, default="easy")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--target", type=int, default=12, help="points to play to (1-60)")
    length.add_argument(
        "--shortest",
        dest="target",
        action="store_const",
        const=None,
        help="the shortest game New game offers (its Custom length's least)",
    )
    parser.add_argument("--shots", type=Path, help="a folder for the screenshots")
    args = parser.parse_args(argv)
    if args.target is not None and not 1 <= args.target <= 60:
        parser.error("--target must be between 1 and 60")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="play-through-") as data:
        os.environ["ODIN_DESKTOP_DATA_DIR"] = data  # never the player's saves or statistics
        result = play(args)
    print(json.dumps(result), flush=True)
    return 0 if result.get("finished") and not result["exceptions"] else 1


if __name__ == "__main__":
    sys.exit(main())
