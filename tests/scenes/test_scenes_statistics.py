"""The Statistics screen shows each game's own figures, chosen like the menu's game."""

from __future__ import annotations

import time

import pygame
from scene_helpers import click, key, make_app, start, step

from odin_desktop.app import history
from odin_desktop.app.stats import VS_AI, Stats
from odin_desktop.scenes.statistics import LEVEL_COLOURS, StatisticsScene
from odin_desktop.session.saved import FinishedGame


def count(game: str, ident: str, totals: tuple[int, int], won: bool, against: str = "hard") -> None:
    stats = Stats.load(game)
    winners = (0,) if won else (1,)
    result = FinishedGame(game, ident, ("You", "Astrid"), (0,), winners, totals, 3, against)
    assert stats.add(result)
    assert stats.save() is None


def drawn(app, text_log) -> list[str]:  # noqa: ANN001
    text_log.clear()
    step(app)
    return [text for text, _rect, _box in text_log]


def test_each_games_figures(scene_data_dir, ravens_playable, text_log):
    count("odin", "o1", (3, 9), won=True)
    count("ravens", "r1", (14, 6), won=True)
    count("ravens", "r2", (5, 12), won=False)
    app = make_app()
    scene = start(app, StatisticsScene(app))
    assert scene.stats.game == "odin" and scene.stats.modes[VS_AI].played == 1
    shown = drawn(app, text_log)
    assert "Avg pts: points per game; the fewest win." in shown and "3.0" in shown
    click(app, scene.tiles.segment(1).center)
    assert scene.stats.game == "ravens" and scene.stats.modes[VS_AI].played == 2
    shown = drawn(app, text_log)
    assert "Avg pts: points per game; the most win." in shown
    assert "9.5" in shown and "1 (50%)" in shown  # (14 + 5) / 2 points a game
    assert "Won with 14 points" in shown and "8 points ahead" in shown


def test_every_game_with_screens_shows_its_own_figures(scene_data_dir, table_game, text_log):
    count(table_game.id, "g1", (5, 2), won=True)
    app = make_app()
    app.settings.game = table_game.id  # the menu's game: the figures shown first
    scene = start(app, StatisticsScene(app))
    assert scene.stats.game == table_game.id and scene.stats.modes[VS_AI].played == 1
    shown = drawn(app, text_log)
    rule = "the fewest win" if table_game.lower_wins else "the most win"
    assert f"Avg pts: points per game; {rule}." in shown and "5.0" in shown


def test_the_keyboard_chooses_the_game_and_the_menus_choice_comes_first(
    scene_data_dir, ravens_playable
):
    app = make_app()
    app.settings.game = "ravens"
    scene = start(app, StatisticsScene(app))
    assert scene.tiles.value == "ravens"
    key(app, pygame.K_TAB)
    assert scene.ring.current is scene.tiles
    key(app, pygame.K_LEFT)
    assert scene.stats.game == "odin"
    assert app.settings.game == "ravens"  # looking is not choosing the menu's game


def test_with_one_game_there_is_nothing_to_choose(scene_data_dir, odin_only):
    app = make_app()
    scene = start(app, StatisticsScene(app))
    assert scene.controls() == [scene.view, scene.back_button] and scene.tiles.rect.width == 0


def test_what_is_counted_is_said_plainly(scene_data_dir, text_log):
    app = make_app()
    start(app, StatisticsScene(app))
    shown = drawn(app, text_log)
    # The guided hand is never counted: the note says so rather than promise every game.
    assert "Every game you play to the end is counted here." in shown
    assert "Learn by playing is practice: it is not counted." in shown
    assert not any("at least one person" in text for text in shown)


def test_the_hot_seat_average_says_whose_it_is(scene_data_dir, text_log):
    stats = Stats.load("odin")
    names = ("Ann", "Bo")
    assert stats.add(FinishedGame("odin", "h1", names, (0, 1), (0,), (4, 10), 3, ""))
    assert stats.save() is None
    app = make_app()
    start(app, StatisticsScene(app))
    shown = drawn(app, text_log)
    at = shown.index("Avg pts per player")  # Ann's and Bo's points, 14 over 2 seats
    assert shown[at + 1] == "7.0"


def test_a_damaged_file_is_told_for_the_game_shown(scene_data_dir, ravens_playable):
    (scene_data_dir / "stats.json").write_text(
        '{"version": 2, "games": {"ravens": {"modes": {"vs_ai": {"played": -4}}}}}'
    )
    app = make_app()
    scene = start(app, StatisticsScene(app))
    assert scene.banner is None  # ODIN's figures are fine
    click(app, scene.tiles.segment(1).center)
    assert scene.banner is not None and "Against the bots" in scene.banner.text
    click(app, scene.tiles.segment(0).center)
    assert scene.banner is None


def test_the_best_game_names_whom_it_was_against(scene_data_dir, text_log):
    count("odin", "o1", (2, 8), won=True, against="mixed")
    app = make_app()
    start(app, StatisticsScene(app))
    shown = drawn(app, text_log)
    assert any(text.startswith("2 players · Mixed · ") for text in shown)


def charts(app, scene, text_log) -> list[str]:  # noqa: ANN001
    """The charts view, once the games are read (on a worker thread)."""
    click(app, scene.view.segment(1).center)
    for _ in range(200):
        if scene.games_played() is not None:
            break
        time.sleep(0.01)
    return drawn(app, text_log)


def test_the_charts_show_results_and_reviewed_accuracy_per_level(
    scene_data_dir, odin_only, text_log, monkeypatch
):
    played = [
        history.GamePlayed(1, "easy", True, 90.0),
        history.GamePlayed(2, "hard", False, None),
        history.GamePlayed(3, "hard", True, 70.0),
    ]
    monkeypatch.setattr(history, "games_played", lambda stats: played)
    app = make_app()
    scene = start(app, StatisticsScene(app))
    shown = charts(app, scene, text_log)
    assert "Results over time" in shown and "Accuracy of reviewed games" in shown
    assert "2 games reviewed, 80 on average" in shown
    assert shown.count("Thrall") == 2 and shown.count("Jarl") == 2  # both legends
    right = scene.mirror(scene._panels[1])
    colours = {
        tuple(app.canvas.get_at((x, y)))[:3]
        for x in range(right.x, right.right, 2)
        for y in range(right.y, right.bottom, 2)
    }
    assert LEVEL_COLOURS["easy"] in colours and LEVEL_COLOURS["hard"] in colours
    assert LEVEL_COLOURS["expert"] not in colours  # no game against it


def test_the_charts_say_what_fills_them(scene_data_dir, odin_only, text_log, monkeypatch):
    monkeypatch.setattr(history, "games_played", lambda stats: [])
    app = make_app()
    scene = start(app, StatisticsScene(app))
    shown = charts(app, scene, text_log)
    assert "Play a game against the bots to see it here." in shown
    assert any(text.startswith("Review a finished game") for text in shown)


def test_a_single_game_stands_in_the_middle_of_the_chart_not_on_an_edge(
    scene_data_dir, odin_only, text_log, monkeypatch
):
    played = [history.GamePlayed(1, "easy", True, 90.0)]
    monkeypatch.setattr(history, "games_played", lambda stats: played)
    app = make_app()
    scene = start(app, StatisticsScene(app))
    charts(app, scene, text_log)
    left = scene.mirror(scene._panels[0])
    found = [
        x
        for x in range(left.x, left.right)
        for y in range(left.y, left.bottom, 2)
        if tuple(app.canvas.get_at((x, y)))[:3] == LEVEL_COLOURS["easy"]
    ]
    legend = max(found)  # the legend's swatch lies at the panel's start: the dot is the rest
    dots = [x for x in found if x > left.x + left.w // 4]
    assert dots and abs(sum(dots) / len(dots) - left.centerx) < left.w // 8, (legend, dots)


def test_the_charts_say_when_the_reviews_kept_are_of_games_not_counted(
    scene_data_dir, odin_only, text_log, monkeypatch
):
    from odin_desktop.analysis.cache import SUFFIX
    from odin_desktop.app.autosave import records_dir

    monkeypatch.setattr(history, "games_played", lambda stats: [])
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"arena-1-0-0.json{SUFFIX}").write_text("{}", encoding="utf-8")
    app = make_app()
    scene = start(app, StatisticsScene(app))
    shown = " ".join(charts(app, scene, text_log))
    assert "not games between bots" in shown
