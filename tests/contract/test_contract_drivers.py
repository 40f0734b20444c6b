"""The drivers visit every game the shell offers: the monkey's tour (random input across
every screen) opens each playable game's new game, tables, pause, rules, replay viewer, round
summary and game over from the registry, and the kill test plays each one, killed and
continued again and again.
The large runs: `python -m devtools.drivers.monkey --events 20000 --seed 1` and
`python -m devtools.drivers.kill_driver --kills 200 --seed 1 --game GAME`."""

from __future__ import annotations

import os
import sys
from typing import Any

import command_line
import pytest
import table_games

from devtools.drivers import kill_driver, monkey
from odin_desktop.games.entry import GameEntry

SHELL_SCENES = {
    "MenuScene",
    "HandoverScene",
    "PauseScene",
    "SettingsScene",
    "RulesScene",
    "StatisticsScene",
    "RecordsScene",
}
GAME_STOPS = ("new game", "table", "hot-seat", "pause", "rules", "replay viewer")


@pytest.fixture(scope="module")
def monkey_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    player = tmp_path_factory.mktemp("player") / "data"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ODIN_DESKTOP_DATA_DIR", str(player))
        for game_id in table_games.PLAYABLE:  # every game with screens, the third one too
            table_games.use(game_id, patch)
        result = monkey.run(events=1800, seed=7)
        # The monkey played in a folder of its own, not the player's.
        assert os.environ["ODIN_DESKTOP_DATA_DIR"] == str(player)
    assert not player.exists()
    return result


def test_random_input_across_every_screen_raises_nothing(monkey_run: dict[str, Any]) -> None:
    assert not monkey_run["failures"], "\n".join(monkey_run["failures"])
    assert monkey_run["events"] >= 1800
    assert set(monkey_run["tour"]) == set(monkey_run["stops"])  # every stop of the tour made
    assert set(monkey_run["scenes"]) >= SHELL_SCENES | set(monkey_run["tour"].values())


def test_the_monkey_visits_each_playable_game(
    playable_entry: GameEntry, monkey_run: dict[str, Any]
) -> None:
    mine = {
        name: scene
        for name, scene in monkey_run["tour"].items()
        if name.startswith(f"{playable_entry.id} ")
    }
    assert {f"{playable_entry.id} {stop}" for stop in GAME_STOPS} <= set(mine)
    # The screens only the table's flow opens: its round's summary and its game over.
    for stop in (f"{playable_entry.round_word} summary", "game over"):
        assert f"{playable_entry.id} {stop}" in mine
    for players in {playable_entry.min_players, playable_entry.max_players}:
        assert f"{playable_entry.id} {players} players" in mine
    for name, scene in mine.items():
        assert scene != "MenuScene" and monkey_run["scenes"][scene] > 0, name


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_games_always_leave_a_valid_save_that_continues(
    playable_entry: GameEntry, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTHONPATH", command_line.child_env()["PYTHONPATH"])  # the third game
    result = kill_driver.run_loop(
        kills=6,
        seed=3,
        min_delay=0.3,
        max_delay=1.2,
        game=playable_entry.id,
        registered=table_games.registering(playable_entry.id),
    )
    assert result["failures"] == [] and result["game"] == playable_entry.id
    # A kill between a game's end and the next game's first save finds no save (about one in
    # ten); these floors only prove the checks ran, and hold unless most kills land there.
    assert result["saves_checked"] >= 2
    assert result["resumed"] >= 1


def test_the_kill_test_offers_every_playable_game(playable_entry: GameEntry) -> None:
    argv = table_games.driver_args(playable_entry.id)
    parser = kill_driver.build_parser(argv)
    assert parser.parse_args(argv).game == playable_entry.id
    with pytest.raises(SystemExit):
        parser.parse_args(["--game", "no-such-game"])
