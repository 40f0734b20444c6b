"""Play again from the game over: the same seats and options, a new seed (the shared
`GameOverScene.fresh_setup`, for every game's game over)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest
from scene_helpers import make_app

from odin_desktop.scenes.game_over import GameOverScene
from odin_desktop.scenes.odin.game_over import OdinGameOverScene
from odin_desktop.scenes.ravens.game_over import RavensGameOverScene
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.ravens.setup import RavensSetup
from odin_desktop.session.setup import GameSetup, SeatSetup

SEATS = (SeatSetup("Ana"), SeatSetup("Bo", "hard"))


@pytest.mark.parametrize(
    ("scene_class", "setup"),
    [
        (OdinGameOverScene, OdinSetup((*SEATS, SeatSetup("Cy", "easy")), target=9, seed=7)),
        (RavensGameOverScene, RavensSetup(SEATS, target=5, first=1, seed=7)),
    ],
)
def test_play_again_keeps_the_seats_and_options_with_a_new_seed(
    scene_class: type[GameOverScene], setup: GameSetup
) -> None:
    scene = scene_class(make_app(), SimpleNamespace(setup=setup))
    again = [scene.fresh_setup() for _ in range(3)]
    assert all(type(a) is type(setup) and a == replace(setup, seed=a.seed) for a in again)
    assert len({setup.seed, *(a.seed for a in again)}) == 4
