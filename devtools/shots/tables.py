"""The tables of every game in a fixed set of positions, rendered to PNGs with SDL's dummy
driver: run it before and after a change to the tables and compare the folders pixel by
pixel (``--compare``).

    python -m devtools.shots.tables OUT [--lang en ar] [--game odin ravens]
    python -m devtools.shots.tables OUT --game GAME --register MODULE:NAME
    python -m devtools.shots.tables --compare BEFORE AFTER

Everything is deterministic: fixed seeds, bots thinking in this process (the same seeded
bots as the bot process), frames of a fixed length, moves chosen by a seeded generator and
made with synthetic mouse and key events (`devtools.drivers`). The positions: a hand or race
being dealt and at rest on the player's turn, cards selected, picked and carried (with
Odin's Ravens' drag caption), a hint, ODIN's take choice and undo, Odin's Ravens' end-of-turn
panel, the hot-seat hand-over and the table after it for each player, the end of a round
(the flourish) and its summary, ODIN's Learn by playing (its first lessons) and Odin's Ravens'
(each lesson and the race's summary), games resumed mid-round (Continue, in hot seat behind
the hand-over screen), and steps of each replay viewer.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from devtools.drivers.registered import MOVES, add_option, register_early
from devtools.shots import headless
from devtools.shots.shared_tables import Camera, by_device_moves, press_key, resumed, viewers
from odin_desktop.games import GAMES as REGISTRY

LANGUAGES = ("en", "ar")


def _carry(app: Any, start: tuple[int, int], stops: list[tuple[int, int]]) -> Iterator[None]:
    """Press at ``start`` and carry through ``stops`` (yielding at each, held), then let go
    at the last."""
    from devtools.drivers.events import hold_over, let_go

    hold_over(app, start, stops[0])
    yield
    import pygame

    here = stops[0]
    for stop in stops[1:]:
        for i in range(1, 9):
            pos = (here[0] + (stop[0] - here[0]) * i // 8, here[1] + (stop[1] - here[1]) * i // 8)
            rel = ((stop[0] - here[0]) // 8, (stop[1] - here[1]) // 8)
            app.handle_event(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
            )
            app.step(1 / 30)
        here = stop
        yield
    let_go(app, here)


# ---------------------------------------------------------------------- ODIN


def odin(out: Path, lang: str) -> list[Any]:
    """ODIN's shots; returns the records of the games played, for the viewer."""
    import pygame

    from devtools.drivers.local_bots import local_bots
    from devtools.drivers.odin_input import card_pos, play_by_mouse, settle
    from odin_desktop.ai.odin.levels import make_bot
    from odin_desktop.engine.odin.cards import cards_of
    from odin_desktop.engine.odin.moves import PASS, PLAY_BITS, action_take
    from odin_desktop.scenes.odin import screens
    from odin_desktop.scenes.odin.round_summary import HandSummaryScene
    from odin_desktop.session.odin.controller import OdinController
    from odin_desktop.session.odin.setup import OdinSetup
    from odin_desktop.session.setup import SeatSetup

    cam = Camera(out, "odin", lang, warn_whole_hand=False)
    seats = (SeatSetup("You"), SeatSetup("Astrid", "normal"), SeatSetup("Bjorn", "normal"))
    setup = OdinSetup(seats, seed=21, single_hand=True)
    controller = OdinController(setup, host_factory=None)
    table = cam.push(screens.TABLE.table_scene(cam.app, setup, controller))
    cam.step(4)
    cam.shot("dealing")
    model, rng = table.model, random.Random(21)
    cam.until(lambda: model.human_turn and not table.animating)
    cam.shot("start")
    # The largest play the hand has, selected card by card, then carried to the middle.
    plays = [a for a in controller.legal_actions() if a & PLAY_BITS]
    action = max(plays, key=lambda a: ((a & PLAY_BITS).bit_count(), a))
    cards = list(cards_of(action & PLAY_BITS))
    from devtools.drivers.events import click

    for card in cards:
        click(cam.app, card_pos(table, card))
    settle(cam.app, table)
    cam.step(10)
    cam.shot("selected")
    carry = _carry(cam.app, card_pos(table, cards[0]), [table.view.layout.middle.center])
    next(carry)
    cam.shot("carried")
    next(carry, None)
    if model.move.take_play is not None:
        settle(cam.app, table)
        cam.shot("take")
        press_key(cam.app, pygame.K_RETURN)
    settle(cam.app, table)
    cam.until(lambda: model.human_turn and not table.animating)
    cam.step(3)
    cam.shot("bots-played")
    press_key(cam.app, pygame.K_z, pygame.KMOD_CTRL)
    settle(cam.app, table)
    cam.step(3)
    cam.shot("undone")
    press_key(cam.app, pygame.K_h)
    cam.step(2)
    press_key(cam.app, pygame.K_l)
    settle(cam.app, table)
    cam.shot("hint-and-legal")
    press_key(cam.app, pygame.K_l)
    press_key(cam.app, pygame.K_RIGHT)
    press_key(cam.app, pygame.K_RIGHT)
    settle(cam.app, table)
    cam.shot("cursor")
    saved = [controller.record()]  # mid-hand, for Continue
    press_key(cam.app, pygame.K_s)  # sorted by colour
    settle(cam.app, table)
    cam.shot("by-colour")
    took = False
    while model.summary_wait is None:
        if model.human_turn and not table.animating:
            legal = controller.legal_actions()
            plays = [a for a in legal if a != PASS]
            takes = [a for a in plays if action_take(a) is not None]
            if takes and not took and len({a & PLAY_BITS for a in takes}) < len(takes):
                took = True  # a play with a choice of take: the take waits in the middle
                _take_shot(cam, table, takes[0])
                continue
            play_by_mouse(cam.app, table, rng.choice(plays or legal))
        else:
            cam.step()
    cam.step(8)
    cam.shot("hand-end")
    cam.until(lambda: isinstance(cam.app.scenes.top, HandSummaryScene))
    cam.step(30)
    cam.shot("summary")
    records = [controller.record()]
    cam.close()

    # Hot seat: two humans and a bot; the screen is handed over before each human plays.
    cam = Camera(out, "odin-hotseat", lang, warn_whole_hand=False)
    seats = (SeatSetup("Ann"), SeatSetup("Bo"), SeatSetup("Cy", "normal"))
    setup = OdinSetup(seats, seed=8, single_hand=True)
    controller = OdinController(setup, host_factory=None)
    table = cam.push(screens.TABLE.table_scene(cam.app, setup, controller))
    model, rng = table.model, random.Random(8)
    for _turn in range(2):
        cam.ready()
        settle(cam.app, table)
        cam.step(3)
        cam.shot("table")
        cam.until(lambda: model.human_turn and not table.animating)
        play_by_mouse(cam.app, table, rng.choice(controller.legal_actions()))
        cam.until(lambda: model.handing_over)
        cam.step(1)
    saved.append(controller.record())
    cam.close()
    resumed(out, "odin", lang, saved)

    # Learn by playing: the first lessons over the table.
    cam = Camera(out, "odin-guided", lang)
    bots = local_bots(make_bot)
    table = cam.push(screens.tutorial_scene(cam.app, host_factory=bots))
    cam.step(20)
    cam.shot("lesson")
    press_key(cam.app, pygame.K_RETURN)
    cam.step(20)
    cam.shot("next")
    cam.close()
    return records


def _take_shot(cam: Camera, table: Any, action: int) -> None:
    """A play beating a set of several cards: carried to the middle, it waits in front of
    the beaten set for its take (shot), then the take is clicked."""
    from devtools.drivers.events import click, drag
    from devtools.drivers.odin_input import card_pos, settle
    from odin_desktop.engine.odin.cards import cards_of
    from odin_desktop.engine.odin.moves import PLAY_BITS, action_take

    cards = list(cards_of(action & PLAY_BITS))
    for card in cards:
        click(cam.app, card_pos(table, card))
    drag(cam.app, card_pos(table, cards[0]), table.view.layout.middle.center)
    settle(cam.app, table)
    cam.shot("take")
    take = action_take(action)
    assert take is not None and table.model.move.take_play is not None
    click(cam.app, card_pos(table, take))


# ---------------------------------------------------------------------- Odin's Ravens


def ravens(out: Path, lang: str) -> list[Any]:
    """Odin's Ravens' shots; returns the records of the games played, for the viewer."""
    import pygame

    from devtools.drivers.events import click
    from devtools.drivers.ravens_input import (
        Unplayable,
        end_button,
        hand_pos,
        next_space,
        pile,
        play,
        settle,
    )
    from odin_desktop.engine.ravens import actions as A
    from odin_desktop.scenes.ravens import screens
    from odin_desktop.scenes.ravens.model import Mode
    from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
    from odin_desktop.session.ravens.controller import RavensController
    from odin_desktop.session.ravens.setup import RavensSetup
    from odin_desktop.session.setup import SeatSetup

    cam = Camera(out, "ravens", lang)
    setup = RavensSetup((SeatSetup("You"), SeatSetup("Astrid", "normal")), target=4, seed=17)
    controller = RavensController(setup, host_factory=None)
    table = cam.push(screens.TABLE.table_scene(cam.app, setup, controller))
    cam.step(4)
    cam.shot("dealing")
    model, rng = table.model, random.Random(17)

    def my_turn() -> bool:
        return model.mode is Mode.PLAY and not table.animating

    cam.until(my_turn)
    cam.step(3)
    cam.shot("start")
    first = table.view.hand[0].rect().center
    click(cam.app, first)  # picked: lifted, the keyboard's card
    cam.step(10)
    cam.shot("picked")
    code = table.view.hand[-1].code
    carry = _carry(cam.app, hand_pos(table, code), [next_space(table), pile(table, "discard")])
    next(carry)
    cam.shot("carried-to-the-next-space")
    next(carry)
    cam.shot("carried-to-the-discards")
    next(carry, None)
    settle(cam.app, table)
    cam.step(3)
    cam.shot("dropped")
    if my_turn():
        press_key(cam.app, pygame.K_h)
        cam.step(3)
        cam.shot("hint")
    if my_turn():
        click(cam.app, end_button(table))
        cam.step(6)
        cam.shot("end-of-turn")
        press_key(cam.app, pygame.K_ESCAPE)
    turns = 0
    while model.summary_wait is None:
        if model.human_turn and not table.animating and model.mode is not Mode.WAIT:
            legal = controller.legal_actions()
            ends = [a for a in legal if A.is_end(a)]
            others = [a for a in legal if not A.is_end(a)]
            choice = rng.choice(ends if ends and (not others or rng.random() < 0.3) else others)
            try:
                play(cam.app, table, choice)
            except Unplayable:
                play(cam.app, table, ends[0] if ends else legal[0])
            turns += 1
            if turns == 6:
                cam.step(2)
                cam.shot("mid-race")
                saved = [controller.record()]  # mid-race, for Continue
        else:
            cam.step()
    cam.step(8)
    cam.shot("race-end")
    cam.until(lambda: isinstance(cam.app.scenes.top, RaceSummaryScene))
    cam.step(30)
    cam.shot("summary")
    records = [controller.record()]
    cam.close()

    # Hot seat: the screen is handed over before each turn.
    cam = Camera(out, "ravens-hotseat", lang)
    setup = RavensSetup((SeatSetup("Ana"), SeatSetup("Bo")), target=4, seed=5)
    controller = RavensController(setup, host_factory=None)
    table = cam.push(screens.TABLE.table_scene(cam.app, setup, controller))
    model, rng = table.model, random.Random(5)
    for _turn in range(2):
        cam.ready()
        settle(cam.app, table)
        cam.step(3)
        cam.shot("table")
        others = [a for a in controller.legal_actions() if not A.is_end(a)]
        with contextlib.suppress(Unplayable):
            play(cam.app, table, rng.choice(others))
        cam.step(3)
        cam.shot("played")
        while not model.handing_over:
            press_key(cam.app, pygame.K_e if model.mode is not Mode.LAY else pygame.K_1)
        cam.step(1)
    saved.append(controller.record())
    cam.close()
    resumed(out, "ravens", lang, saved)

    guided(out, lang)
    return records


def guided(out: Path, lang: str) -> None:
    """Odin's Ravens' Learn by playing to its end as the coach suggests: each lesson (the
    coach's cards ringed while it is read) and the race summary with the guided race's last
    word."""
    import pygame

    from devtools.drivers.local_bots import local_bots
    from devtools.drivers.ravens_input import play
    from odin_desktop.ai.ravens.levels import make_bot
    from odin_desktop.scenes.ravens import screens
    from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene

    cam = Camera(out, "ravens-guided", lang)
    table = cam.push(screens.tutorial_scene(cam.app, host_factory=local_bots(make_bot)))
    coach, model = table.coach, table.model

    def moment() -> bool:
        """A lesson up, the player's turn at rest, or the race's summary."""
        top = cam.app.scenes.top
        resting = model.human_turn and not table.view.animating
        return isinstance(top, RaceSummaryScene) or coach.lesson is not None or resting

    while True:
        cam.until(moment)
        summary = cam.app.scenes.top
        if isinstance(summary, RaceSummaryScene):

            def counted(summary: RaceSummaryScene = summary) -> bool:
                return summary.clock >= summary.counted_at

            cam.until(counted)
            cam.step(3)
            cam.shot("summary")
            break
        if coach.lesson is not None:
            cam.step(3)
            cam.shot(coach.lesson.key)
            press_key(cam.app, pygame.K_RETURN)
        else:
            play(cam.app, table, coach.suggested(model))
    cam.close()


# ---------------------------------------------------------------------- comparing


def compare(before: Path, after: Path) -> int:
    """Pixel by pixel; prints the count identical and differing, and each that differs."""
    import pygame

    names = sorted({p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")})
    same, differing, missing = 0, [], []
    for name in names:
        a, b = before / name, after / name
        if not a.exists() or not b.exists():
            missing.append(name)
            continue
        one, two = pygame.image.load(str(a)), pygame.image.load(str(b))
        if one.get_size() == two.get_size() and pygame.image.tobytes(
            one, "RGB"
        ) == pygame.image.tobytes(two, "RGB"):
            same += 1
        else:
            differing.append(name)
    print(f"{same} identical, {len(differing)} differing, {len(missing)} missing on one side")
    for name in differing:
        print("differs:", name)
    for name in missing:
        print("missing:", name)
    return 0 if not differing and not missing else 1


# The shipped games' own positions; any other game's are those every table shares.
SHOTS: dict[str, Callable[[Path, str], list[Any]]] = {"odin": odin, "ravens": ravens}


def main(argv: list[str] | None = None) -> int:
    register_early(argv)  # a game registered beside the shipped ones is one of --game's
    # Every game with screens that has shots of its own or brings its device moves.
    games = [g.id for g in REGISTRY.values() if g.playable and (g.id in SHOTS or g.id in MOVES)]
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--lang", nargs="+", default=list(LANGUAGES))
    parser.add_argument("--game", nargs="+", default=games, choices=games)
    add_option(parser)
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args(argv)
    headless("tables")
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give the folder the shots go to (or --compare BEFORE AFTER)")
    for lang in args.lang:
        for game in args.game:
            if game in SHOTS:
                records = SHOTS[game](args.out, lang)
            else:
                records = by_device_moves(args.out, game, lang)
            viewers(args.out, game, lang, records)
    print(f"shots in {args.out}: {len(list(args.out.glob('*.png')))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
