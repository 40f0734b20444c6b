"""Play again from the game over: the same seats and options, a new seed (the shared
`GameOverScene.fresh_setup`, for every game's game over)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from scene_helpers import make_app

from odin_desktop.games.entry import GameEntry
from odin_desktop.scenes.game_over import GameOverScene
from odin_desktop.session.setup import SeatSetup

SEATS = (SeatSetup("Ana"), SeatSetup("Bo", "hard"))
# A game's own options set away from New game's defaults, where it has any beyond the points.
OPTIONS = {"odin": {"seats": (*SEATS, SeatSetup("Cy", "easy"))}, "ravens": {"first": 1}}


def test_play_again_keeps_the_seats_and_options_with_a_new_seed(table_game: GameEntry) -> None:
    """Each game's game over (its flow's, `table_game`: every game with screens)."""
    quick = table_game.quick_start("Ana")
    seats = (*SEATS, *quick.seats[len(SEATS) :])
    options = {"seats": seats, "target": quick.target + 3, **OPTIONS.get(table_game.id, {})}
    setup = replace(quick, seed=7, **options)
    game_over = table_game.screens().table().flow.game_over
    scene = game_over(make_app(), SimpleNamespace(setup=setup))
    assert isinstance(scene, GameOverScene)
    again = [scene.fresh_setup() for _ in range(3)]
    assert all(type(a) is type(setup) and a == replace(setup, seed=a.seed) for a in again)
    assert len({setup.seed, *(a.seed for a in again)}) == 4
