"""Odin's Ravens played by the keyboard alone: whole races against a bot, every action of the
game (each fly, a joker, store, Magic Way, discard, each Odin card's two actions and their
targets, the stack reordered, the end of a turn with and without lengthening, a drawn card
laid either way) made with the keys the README lists (`devtools/drivers/ravens_keys.py`),
and each checked in the race."""

from __future__ import annotations

import random
from collections import Counter

import pygame
from ravens_table_driver import key, make_app, settle

from devtools.drivers.ravens_keys import EVERY, choose, facets, keys, made, press
from odin_desktop.engine.ravens import actions as A
from odin_desktop.scenes.ravens import screens
from odin_desktop.scenes.ravens.round_summary import RaceSummaryScene
from odin_desktop.session.ravens.controller import RavensController
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import SeatSetup


def test_whole_races_are_played_by_the_keyboard_alone() -> None:
    app = make_app()
    setup = RavensSetup((SeatSetup("You"), SeatSetup("Astrid", "easy")), seed=5, first=0, target=60)
    controller = RavensController(setup, host_factory=None)
    table = screens.TABLE.table_scene(app, controller.setup, controller)
    app.scenes.push(table)
    app.scenes.apply_pending()
    seen: Counter = Counter()
    rng = random.Random(5)
    races = 0
    for _ in range(6000):
        if isinstance(app.scenes.top, RaceSummaryScene):
            races += 1
            if races >= 3 and set(seen) >= EVERY:
                break
            key(app, pygame.K_RETURN)  # on to the next race
            continue
        if app.scenes.top is not table:
            break  # the game is over
        settle(app, table)
        race = controller.race
        if not table.model.human_turn or race is None or race.over:
            app.step(1 / 60)
            continue
        action = choose(race, controller.legal_actions(), seen, rng)
        before, shown = len(made(race)), facets(race, action)
        for name in keys(table, action):
            press(app, name)
        after = made(race)
        assert len(after) == before + 1 and after[-1] == action, (
            f"{A.describe(action)} by keys made {[A.describe(a) for a in after[before:]]}: "
            f"{table.model.notice.text}"
        )
        seen.update(shown)
    assert races >= 3, f"{races} races played by keys"
    assert set(seen) >= EVERY, f"never made by keys: {EVERY - set(seen)}"
