"""A whole game played with a gamepad only: ``python -m devtools.drivers.pad_play --game
odin|ravens|GAME [--lang en] [--pad xbox|playstation|nintendo|deck] [--posted] [--shots DIR]
[--register MODULE:NAME]``.

The real app, in whatever window SDL gives (a real X window under Xvfb), from the menu to the
game-over screen, played by a pad SDL itself believes is plugged in (`benchmarks.virtual_pad`):
SDL announces it, the game opens it, and every button pressed or trigger pulled on it comes
back as SDL's own controller events, read by the frame as the main loop reads them, through
the input layer. With ``--posted`` (or an SDL without virtual pads) the same controller events
are put on SDL's queue by hand instead (`pygame.event.post`). No mouse or key event is sent;
the run counts those that reached the screens anyway (``foreign``, which must be 0). Prints
one line of JSON: ``finished``, ``moves`` (the human's, each checked in the game's record),
``presses``, ``source`` ("sdl" or "posted") and ``foreign``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import pygame

from devtools.drivers.device_player import DT, FOREIGN, SIZE, DevicePlayer, Stuck
from devtools.drivers.registered import DeviceMoves, add_option, register_early
from odin_desktop.benchmarks.virtual_pad import LOOKS, VirtualPad, VirtualPadError
from odin_desktop.games import GAMES

__all__ = ["DT", "FOREIGN", "SIZE", "PadPlayer", "Stuck"]
PAD_NAMES = {look: name for look, (_vendor, _product, name) in LOOKS.items()}
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


class PadPlayer(DevicePlayer):
    def __init__(
        self,
        game: str,
        lang: str,
        pad: str,
        shots: Path | None,
        seed: int,
        posted: bool = False,
    ) -> None:
        super().__init__(game, lang, shots, seed)
        self.pad = pad
        self.presses = 0
        self.device: VirtualPad | None = None if posted else VirtualPad(pad)

    # ------------------------------------------------------------------ input

    @property
    def source(self) -> str:
        return "posted" if self.device is None else "sdl"

    def press(self, name: str, frames: int = 1) -> None:
        if self.device is not None:  # down, read by a frame; up, read by the next
            self.device.press(B[name])
            self.frame()
            self.device.release(B[name])
        else:
            for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, instance_id=0, button=B[name]))
        self.presses += 1
        for _ in range(frames):
            self.frame()

    def plug_in(self) -> None:
        if self.device is not None:
            try:
                self.device.attach()  # SDL announces it: the game opens it at the next frame
            except VirtualPadError as error:
                print(f"no pad of SDL's own ({error}): events posted instead", file=sys.stderr)
                self.device = None
        if self.device is None:
            added = pygame.event.Event(
                pygame.CONTROLLERDEVICEADDED,
                device_index=-1,
                instance_id=0,
                name=PAD_NAMES[self.pad],
            )
            pygame.event.post(added)
        self.frame()
        opened = self.app.input.pads.pads
        if self.device is not None and self.device.instance_id not in opened:
            raise Stuck("the game never opened SDL's pad")

    # ------------------------------------------------------------------ the run

    def run(self) -> None:
        from odin_desktop.scenes.menu import MenuScene

        self.app.scenes.push(self.app.nav.menu_scene())
        self.app.scenes.apply_pending()
        self.plug_in()
        self.wait(lambda: isinstance(self.app.scenes.top, MenuScene))
        menu = self.app.scenes.top
        assert isinstance(menu, MenuScene)
        # The focus: down from the tiles to Quick start, A.
        for _ in range(12):
            if getattr(menu.ring.current, "label", "") == "Quick start":
                break
            self.press("down")
        if getattr(menu.ring.current, "label", "") != "Quick start":
            raise Stuck("the focus never reached Quick start")
        self.shot("menu")
        self.press("a", frames=3)
        self.go_on()

    # ------------------------------------------------------------------ ODIN

    def make_odin(self, table: Any, action: int) -> None:
        """Y passes; else the D-pad to each card, ↑ picks it, X plays (X again to confirm),
        → to the take, X takes it."""
        from odin_desktop.engine.odin.cards import cards_of
        from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take

        model = table.model
        if action == PASS:
            self.press("y")
            return
        for card in cards_of(action & PLAY_BITS):
            self._odin_cursor_to(model, card)
            self.press("up")
        self.shot("picked")
        self.press("x")
        if model.move.confirm is not None:
            self.press("x")
        take = action_take(action)
        if model.move.take_play is not None and take is not None:
            choices = model.move.take_choices
            for _ in range(len(choices)):
                if choices[model.move.take_focus % len(choices)] == take:
                    break
                self.press("right")
            self.shot("take")
            self.press("x")

    def _odin_cursor_to(self, model: Any, card: int) -> None:
        if model.focus.cursor_card is None:
            self.press("right")  # the first press shows the cursor
        order = model.hand_order()
        for _ in range(2 * len(order)):
            here = order.index(model.focus.cursor_card)
            there = order.index(card)
            if here == there:
                return
            self.press("right" if there > here else "left")
        raise Stuck(f"the cursor never reached card {card}")

    # ------------------------------------------------------------------ Odin's Ravens

    def make_ravens(self, table: Any, action: int) -> bool:
        """A legal action of the engine's, made with the pad's buttons only."""
        from odin_desktop.engine.ravens import actions as A
        from odin_desktop.scenes.ravens.model import Mode

        model = table.model
        race = model.race
        kind = A.action_type(action)
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
                return False
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
        return True

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
            if model.focus.cursor_card() == card:
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
                    if model.focus.focused_target() == target:
                        break
                    self.press("right")
                self.press("a")

    def _arrange(self, table: Any, wanted: list[int]) -> None:
        panel = table.panels.arrange
        self.shot("arrange")
        for place, kind in enumerate(wanted):
            source = table.model.move.order.index(kind, place)
            while panel.focus != source:
                self.press("right" if panel.focus < source else "left")
            for _ in range(source - place):
                self.press("up")  # carried one place towards the top
        self.press("a")

    def _trigger(self, axis: int) -> None:
        for value in (32767, 0):
            if self.device is not None:
                self.device.axis(axis, value)
                self.frame()
            else:
                motion = pygame.event.Event(
                    pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value
                )
                pygame.event.post(motion)
        self.presses += 1
        self.frame()

    # ------------------------------------------------------------------ the answer

    def make_registered(self, moves: DeviceMoves, table: Any, action: int) -> None:
        for name in moves.buttons(table, action):
            self.press(name)

    def result(self, finished: bool, error: str = "") -> dict[str, Any]:
        answer = super().result(finished, error)
        return {**answer, "presses": self.presses, "pad": self.pad, "source": self.source}


def main(argv: list[str] | None = None) -> int:
    register_early(argv)  # games beside the shipped ones, before they are offered
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--game", choices=[g.id for g in GAMES.values() if g.playable], required=True
    )
    add_option(parser)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--pad", choices=tuple(PAD_NAMES), default="xbox")
    parser.add_argument("--posted", action="store_true", help="post events; no pad of SDL's")
    parser.add_argument("--shots", type=Path)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true", help="each action, on stderr")
    args = parser.parse_args(argv)
    player = PadPlayer(args.game, args.lang, args.pad, args.shots, args.seed, args.posted)
    player.verbose = args.verbose
    return player.play_and_report()


if __name__ == "__main__":
    sys.exit(main())
