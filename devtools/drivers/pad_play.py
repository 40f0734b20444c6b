"""A whole game played with a gamepad only: ``python -m devtools.drivers.pad_play --game
odin|ravens [--lang en] [--pad xbox|playstation|nintendo|deck] [--shots DIR]``.

The real app, in whatever window SDL gives (a real X window under Xvfb), from the menu to the
game-over screen: every input is a controller event put on SDL's queue (`pygame.event.post`)
and read back by the frame as the main loop reads it, through the input layer. No mouse or
key event is sent; the run counts those that reached the screens anyway (``foreign``, which
must be 0). Prints one line of JSON: ``finished``, ``moves`` (the human's, each checked in the
game's record), ``presses`` and ``foreign``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

import pygame

SIZE = (1280, 800)
DT = 1 / 30
PATIENCE = 600  # frames a screen may take to be ready
PAD_NAMES = {
    "xbox": "Xbox Series X Controller",
    "playstation": "PS5 Controller",
    "nintendo": "Nintendo Switch Pro Controller",
    "deck": "Steam Deck",
}
B = {
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    "a": pygame.CONTROLLER_BUTTON_A,
    "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y,
    "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "view": pygame.CONTROLLER_BUTTON_BACK,
    "menu": pygame.CONTROLLER_BUTTON_START,
}
FOREIGN = (
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.MOUSEWHEEL,
)


class Stuck(Exception):
    """The game stopped moving, or showed a screen the player does not expect."""


class PadPlayer:
    def __init__(self, game: str, lang: str, pad: str, shots: Path | None, seed: int) -> None:
        import tempfile

        # A data folder of its own: no save, setting or statistic of the player's is touched.
        os.environ.setdefault("ODIN_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="pad-play-"))
        from odin_desktop.app.app import App
        from odin_desktop.app.settings import Settings

        settings = Settings(
            language=lang,
            ai_speed="fast",
            animation_speed=3.0,
            tutorials_offered=["odin", "ravens"],  # no first-start offer on the menu
        )
        settings.read_only = True
        settings.game = game
        self.app = App(SIZE, settings=settings, fullscreen=False)
        self.game, self.shots, self.pad = game, shots, pad
        self.rng = random.Random(seed)
        self.presses = 0
        self.foreign = 0
        self.moves = 0
        self.taken: list[str] = []
        self.verbose = False
        self.retries = 0  # moves tried again (a key that only closed a look at a pile)

    # ------------------------------------------------------------------ input

    def frame(self) -> None:
        """One frame with what SDL's queue holds, as the main loop gives it."""
        events = pygame.event.get()
        self.foreign += sum(1 for e in events if e.type in FOREIGN)
        self.app.step(DT, events)

    def press(self, name: str, frames: int = 1) -> None:
        pygame.event.post(
            pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=B[name])
        )
        pygame.event.post(
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=B[name])
        )
        self.presses += 1
        for _ in range(frames):
            self.frame()

    def plug_in(self) -> None:
        pygame.event.post(
            pygame.event.Event(
                pygame.CONTROLLERDEVICEADDED,
                device_index=-1,
                instance_id=0,
                name=PAD_NAMES[self.pad],
            )
        )
        self.frame()

    def wait(self, ready: Any, what: str = "", patience: int = PATIENCE) -> None:
        for _ in range(patience):
            if ready():
                return
            wake = self.app.next_wake()
            if wake is None or wake.seconds > 0:
                time.sleep(0.005)
            self.frame()
        raise Stuck(f"{what or type(self.app.scenes.top).__name__} never became ready")

    def shot(self, name: str) -> None:
        if self.shots is None or name in self.taken:
            return
        self.shots.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.app.canvas, str(self.shots / f"{self.game}-{name}.png"))
        self.taken.append(name)

    # ------------------------------------------------------------------ the run

    def run(self) -> None:
        from odin_desktop.scenes.menu import MenuScene

        self.app.scenes.push(self.app.nav.menu_scene())
        self.app.scenes.apply_pending()
        self.plug_in()
        self.wait(lambda: isinstance(self.app.scenes.top, MenuScene))
        menu = self.app.scenes.top
        # The focus: down from the tiles to Quick start, A.
        for _ in range(12):
            if getattr(menu.ring.current, "label", "") == "Quick start":
                break
            self.press("down")
        if getattr(menu.ring.current, "label", "") != "Quick start":
            raise Stuck("the focus never reached Quick start")
        self.shot("menu")
        self.press("a", frames=3)
        while not self._go_on():
            pass

    def _go_on(self) -> bool:
        top = self.app.scenes.top
        name = type(top).__name__
        if "GameOver" in name:
            self.wait(lambda: True)
            self.shot("game-over")
            return True
        if "Summary" in name:
            self.wait(lambda: top.clock >= getattr(top, "counted_at", 0) + 0.2, "the summary")
            self.shot("summary")
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
        else:
            self._ravens(table)

    # ------------------------------------------------------------------ ODIN

    def _odin(self, table: Any) -> None:
        from odin_desktop.engine.odin.cards import cards_of
        from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take

        model = table.model
        if not model.human_turn or table.view.animating:
            self.frame()
            return
        legal = list(table.controller.legal_actions())
        plays = [a for a in legal if a != PASS]
        action = self.rng.choice(plays or legal)
        before = len(model.hand.history) if model.hand is not None else 0
        self.shot("table")
        if action == PASS:
            self.press("y")
        else:
            for card in cards_of(action & PLAY_BITS):
                self._odin_cursor_to(model, card)
                self.press("up")
            self.shot("picked")
            self.press("x")
            if model.confirm is not None:
                self.press("x")
            take = action_take(action)
            if model.take_play is not None and take is not None:
                choices = model.take_choices
                for _ in range(len(choices)):
                    if choices[model.take_focus % len(choices)] == take:
                        break
                    self.press("right")
                self.shot("take")
                self.press("x")
        self.wait(
            lambda: (
                model.hand is None
                or len(model.hand.history) > before
                or model.current_round is not model.current_round
            ),
            "the move",
        )
        self.moves += 1

    def _odin_cursor_to(self, model: Any, card: int) -> None:
        if model.cursor_card is None:
            self.press("right")  # the first press shows the cursor
        order = model.hand_order()
        for _ in range(2 * len(order)):
            here = order.index(model.cursor_card)
            there = order.index(card)
            if here == there:
                return
            self.press("right" if there > here else "left")
        raise Stuck(f"the cursor never reached card {card}")

    # ------------------------------------------------------------------ Odin's Ravens

    def _ravens(self, table: Any) -> None:
        """A legal action of the engine's, made with the pad's buttons only."""
        from odin_desktop.engine.ravens import actions as A
        from odin_desktop.scenes.ravens.model import Mode

        model = table.model
        race = model.race
        if model.mode is Mode.WAIT or table.controller.to_move != model.viewer:
            self.frame()
            return
        legal = list(table.controller.legal_actions())
        ends = [a for a in legal if A.action_type(a) == A.END]
        others = [a for a in legal if A.action_type(a) != A.END]
        action = self.rng.choice(others if others and self.rng.random() < 0.85 else legal)
        facts = self._ravens_facts(table)
        self.shot(f"mode-{model.mode.value}")
        kind = A.action_type(action)
        if self.verbose:
            print(f"{model.mode.value}: {A.describe(action)}", file=sys.stderr)
        if kind == A.LAY:
            self.press("down" if A.param(action) != race.pending else "up")
        elif kind == A.END:
            self.press("y")
            if model.mode is Mode.END:
                self.shot("end-question")
                self.press("up" if action == A.END_LENGTHEN else "a")
        elif kind == A.FLY:
            from devtools.drivers.ravens_input import Unplayable, fly_order

            try:
                order = fly_order(table, action)
            except Unplayable:  # no order of its cards the table takes one by one
                self.retries += 1
                return
            for card in order:
                self._card_to(table, card)
                self.press("a")
        elif kind in (A.STORE, A.MAGIC, A.DISCARD):
            self._card_to(table, self._card(action))
            if kind == A.MAGIC:
                self._trigger(pygame.CONTROLLER_AXIS_TRIGGERLEFT)
            else:
                self.press("up" if kind == A.STORE else "down")
        else:
            self._odin_card(table, action)
        # Made: the race moved on (or waits for the drawn card's way round: the next action).
        # A key first closes a pile being looked at, as on the keyboard: then once more.
        try:
            self.wait(lambda: self._ravens_facts(table) != facts, "the move", patience=90)
        except Stuck:
            self.retries += 1
            if self.retries > 20:
                raise
            return
        del ends
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

    @staticmethod
    def _card(action: int) -> Any:
        from odin_desktop.engine.ravens import actions as A
        from odin_desktop.scenes.ravens.model import Card

        return Card(A.from_stack(action), A.card_of(action))

    def _card_to(self, table: Any, card: Any) -> None:
        """The keyboard's card (the raised one) moved to ``card`` by the D-pad."""
        model = table.model
        if not model.cursor_shown:
            self.press("right")
        for _ in range(2 * len(model.cards()) + 2):
            if model.cursor_card() == card:
                return
            self.press("right")
        raise Stuck(f"the cursor never reached {card}")

    def _odin_card(self, table: Any, action: int) -> None:
        """An Odin card: A puts it on the paths, ↑ or ↓ its first or second action, then its
        targets (← → A) or the stack's order (← → ↑, A)."""
        from odin_desktop.engine.ravens import actions as A
        from odin_desktop.scenes.ravens.model import Mode

        model = table.model
        card = self._card(action)
        self._card_to(table, card)
        self.press("a")
        if model.mode is not Mode.CHOICE:
            raise Stuck(f"{card} on the paths asked no choice")
        kind = A.action_type(action)
        self.shot("choice")
        self.press("up" if A.CHOICES_OF_CARD[card.kind].index(kind) == 0 else "down")
        if kind == A.ARRANGE:
            from odin_desktop.engine.ravens.cards import stack_kinds

            self._arrange(table, list(stack_kinds(A.param(action))))
        elif kind in (A.MARKER, A.SWAP, A.TURN, A.REMOVE):
            value = A.param(action)
            if kind == A.MARKER:
                wanted = [(value & 255, value >> 8)]
            else:
                positions = [value & 255, value >> 8] if kind == A.SWAP else [value]
                wanted = [(p, -1) for p in positions]
            for target in wanted:
                self.shot("target")
                for _ in range(len(model.targets()) + 1):
                    if model.focused_target() == target:
                        break
                    self.press("right")
                self.press("a")

    def _arrange(self, table: Any, wanted: list[int]) -> None:
        panel = table.panels.arrange
        self.shot("arrange")
        for place, kind in enumerate(wanted):
            source = table.model.order.index(kind, place)
            while panel.focus != source:
                self.press("right" if panel.focus < source else "left")
            for _ in range(source - place):
                self.press("up")  # carried one place towards the top
        self.press("a")

    def _trigger(self, axis: int) -> None:
        for value in (32767, 0):
            pygame.event.post(
                pygame.event.Event(
                    pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value
                )
            )
        self.presses += 1
        self.frame()

    # ------------------------------------------------------------------ the answer

    def result(self, finished: bool, error: str = "") -> dict[str, Any]:
        return {
            "game": self.game,
            "finished": finished,
            "moves": self.moves,
            "presses": self.presses,
            "foreign": self.foreign,
            "retries": self.retries,
            "driver": os.environ.get("SDL_VIDEODRIVER", ""),
            "error": error,
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("odin", "ravens"), required=True)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--pad", choices=tuple(PAD_NAMES), default="xbox")
    parser.add_argument("--shots", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="each action, on stderr")
    args = parser.parse_args(argv)
    player = PadPlayer(args.game, args.lang, args.pad, args.shots, args.seed)
    player.verbose = args.verbose
    try:
        player.run()
        answer = player.result(True)
    except Exception as error:  # noqa: BLE001 - stuck, or the app raised: said, then closed
        answer = player.result(False, f"{type(error).__name__}: {error}")
    print(json.dumps(answer), flush=True)
    player.app.scenes.clear()  # the table's bot process ends with it
    pygame.quit()
    return 0 if answer["finished"] and answer["foreign"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
