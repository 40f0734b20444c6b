"""The monkey test, small: seeded random input across every screen raises nothing.
The large run is `python -m devtools.drivers.monkey --events 20000 --seed 1`."""

from __future__ import annotations

import os

from devtools.drivers import monkey

EVERY_SCENE = {
    "MenuScene",
    "HandoverScene",
    "PauseScene",
    "SettingsScene",
    "RulesScene",
    "StatisticsScene",
    "RecordsScene",
    *(
        f"{game}{scene}"
        for game in ("Odin", "Ravens")
        for scene in ("NewGameScene", "TableScene", "ReplayViewer", "GameOverScene")
    ),
    "HandSummaryScene",
    "RaceSummaryScene",
}


def test_random_input_across_every_scene_raises_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path / "player"))
    result = monkey.run(events=1800, seed=7)
    assert not result["failures"], "\n".join(result["failures"])
    assert result["events"] >= 1800
    assert set(result["scenes"]) >= EVERY_SCENE
    # The monkey played in a folder of its own, not the player's.
    assert os.environ["ODIN_DESKTOP_DATA_DIR"] == str(tmp_path / "player")
    assert not (tmp_path / "player").exists()


def test_the_monkey_reports_an_exception_as_a_failure(monkeypatch):
    from odin_desktop.scenes.statistics import StatisticsScene

    def broken(self, surface):  # noqa: ANN001
        raise RuntimeError("drawn badly")

    monkeypatch.setattr(StatisticsScene, "draw_content", broken)
    result = monkey.run(events=400, seed=3)
    assert any("drawn badly" in failure for failure in result["failures"])
