"""The bot levels are one list (`ai/specs.py`: `LEVELS`, `PLAYABLE_LEVELS`): every game's ladder
offers exactly those, and every table keyed by level (its name, what it is on New game, its
colour on the charts) names each, so a level added there fails here until it has them."""

from __future__ import annotations

from odin_desktop import games
from odin_desktop.ai.odin import bench as odin_bench
from odin_desktop.ai.ravens import bench as ravens_bench
from odin_desktop.ai.specs import LEVELS, PLAYABLE_LEVELS
from odin_desktop.i18n.terms import LEVEL_NAMES
from odin_desktop.scenes import statistics
from odin_desktop.scenes.new_game_base import ABOUT_KIND
from odin_desktop.session.setup import HUMAN


def test_every_games_ladder_offers_the_levels() -> None:
    for entry in games.GAMES.values():
        assert tuple(entry.ladder().budgets) == LEVELS, entry.id


def test_every_table_of_the_levels_names_each_level_a_player_meets() -> None:
    assert set(LEVEL_NAMES) == set(PLAYABLE_LEVELS)
    assert set(ABOUT_KIND) == {HUMAN, *PLAYABLE_LEVELS}
    assert set(statistics.LEVEL_COLOURS) >= set(statistics.LEVELS)


def test_every_games_bench_measures_every_level() -> None:
    assert tuple(odin_bench.DECISIONS) == LEVELS
    assert tuple(ravens_bench.TURNS) == LEVELS
