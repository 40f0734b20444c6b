"""A newcomer finishes whole Odin's Ravens games with the mouse alone: the play-through check
(`devtools.drivers.play_through`) run as a player runs the app, against each level and in hot
seat, each in one of the four languages: every game reaches the end of a race, its summary
counted up to the end, and the game over screen. The games are played to 1 point (one race
decides them) so that the five stay short. Every game with screens (the registry's, and High
Card registered with its device moves) is finished too, in hot seat and right to left, the
hand-over passed between its two humans, the shortest game its New game screen offers."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import command_line
import paths
import pytest
import table_games

ROOT = paths.ROOT
SCREENS = ("menu", "new-game", "drag", "table", "race-summary", "game-over")
TARGET = 1  # a race always gives its winner a point: one race, then the game over


def _play(game: str, level: str, lang: str, target: int | None, shots: Path) -> dict:
    """The driver's answer for one game (``target`` None: the shortest its New game screen
    offers), checked to have finished cleanly."""
    length = ["--shortest"] if target is None else ["--target", str(target)]
    done = subprocess.run(
        [sys.executable, "-m", "devtools.drivers.play_through", *table_games.driver_args(game)]
        + ["--level", level, "--lang", lang, *length, "--shots", str(shots)],
        env=dict(command_line.child_env(), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    result = json.loads(done.stdout.strip().splitlines()[-1])
    print(result)
    assert done.returncode == 0, (result, done.stderr[-3000:])
    assert result["finished"] and result["exceptions"] == 0
    assert (result["game"], result["level"], result["lang"]) == (game, level, lang)
    assert target in (None, result["target"]) and max(result["totals"]) >= result["target"]
    assert result["bot_faults"] == 0
    assert "Traceback" not in done.stderr
    return result


@pytest.mark.parametrize(
    ("level", "lang", "screens"),
    [
        ("easy", "en", SCREENS),
        ("normal", "it", SCREENS),
        ("hard", "de", SCREENS),
        ("expert", "ar", SCREENS),
        ("hotseat", "en", (*SCREENS, "hand-over")),
    ],
)
def test_a_newcomer_finishes_a_game(
    level: str, lang: str, screens: tuple[str, ...], tmp_path: Path
) -> None:
    shots = tmp_path / "shots"
    result = _play("ravens", level, lang, TARGET, shots)
    assert result["races"] == 1 and result["summaries_seen"] == 1  # one race decides it
    assert result["turns"] >= 4
    assert result["refused_drops"] == 0  # every card carried was one its caption took
    taken = sorted(path.name.split("-", 1)[1] for path in shots.glob("*.png"))
    assert taken == sorted(f"{name}.png" for name in screens)


@pytest.mark.parametrize("game", table_games.PLAYABLE)
def test_a_newcomer_finishes_a_game_of_each_game(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = table_games.use(game, monkeypatch)
    shots = tmp_path / "shots"
    result = _play(game, "hotseat", "ar", None, shots)
    assert result["target"] <= entry.default_target  # the shortest: never longer than its own
    assert result["summaries_seen"] >= 1
    assert result["human_turns"] >= 4  # two seats human: every move of theirs made by a click
    summary = f"{entry.round_word}-summary"
    taken = sorted(path.name.split("-", 1)[1] for path in shots.glob("*.png"))
    names = {"menu", "new-game", "table", summary, "hand-over", "game-over"}
    # Besides, a card carried with its caption (a game whose drops say where a card goes).
    assert names <= {name.removesuffix(".png") for name in taken} <= names | {"drag"}
