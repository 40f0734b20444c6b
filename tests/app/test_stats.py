"""Statistics: what counts, how it adds up, and files that cannot be trusted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from odin_desktop import i18n
from odin_desktop.app import stats as stats_module
from odin_desktop.app import storage
from odin_desktop.app.stats import HOT_SEAT, VS_AI, Stats, record_game
from odin_desktop.i18n.terms import level_name
from odin_desktop.session.odin.controller import OdinController
from odin_desktop.session.odin.setup import OdinSetup
from odin_desktop.session.saved import FinishedGame
from odin_desktop.session.setup import SeatSetup


@pytest.fixture
def folder(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("ODIN_DESKTOP_DATA_DIR", str(tmp_path))
    return tmp_path


def finished(seats: tuple[SeatSetup, ...], totals: list[int], seed: int = 1) -> OdinController:
    """A controller whose game ended with ``totals`` (the engine's scoring is tested elsewhere)."""
    controller = OdinController(OdinSetup(seats, seed=seed), host_factory=None)
    controller.game.totals = list(totals)
    controller.game.over = True
    return controller


YOU = SeatSetup("You")


def vs(level: str, totals: list[int], seed: int = 1) -> OdinController:
    bots = tuple(SeatSetup(f"Bot{i}", level) for i in range(len(totals) - 1))
    return finished((YOU, *bots), totals, seed)


def test_wins_losses_points_levels_and_streaks_add_up():
    stats = Stats("odin")
    games = [
        vs("normal", [3, 15, 9], 1),  # win
        vs("normal", [4, 4, 16], 2),  # shared win counts
        vs("hard", [15, 2, 8], 3),  # loss
        vs("easy", [1, 17, 12], 4),  # win
        vs("easy", [6, 16, 2], 5),  # loss
        vs("easy", [0, 20, 9], 6),  # win
    ]
    for game in games:
        assert stats.add(game.result())
    total = stats.modes[VS_AI]
    assert (total.played, total.won, total.points) == (6, 4, 29)
    assert total.average == pytest.approx(29 / 6)
    assert (stats.levels["normal"].played, stats.levels["normal"].won) == (2, 2)
    assert (stats.levels["hard"].played, stats.levels["hard"].won) == (1, 0)
    assert (stats.levels["easy"].played, stats.levels["easy"].won) == (3, 2)
    assert (stats.streak, stats.best_streak) == (1, 2)
    assert stats.best is not None and stats.best["points"] == 0 and stats.best["margin"] == 9


def test_the_best_game_prefers_fewer_points_then_a_wider_margin():
    stats = Stats("odin")
    stats.add(vs("normal", [2, 15, 5], 1).result())
    stats.add(vs("normal", [2, 16, 12], 2).result())
    assert stats.best["margin"] == 10
    stats.add(vs("normal", [5, 30, 30], 3).result())
    assert stats.best["points"] == 2


def test_where_the_most_points_win_the_best_game_has_the_widest_margin_then_most_points():
    """Which way a game is won is its registry entry's (`GameEntry.lower_wins`): in Odin's
    Ravens the most points win."""
    stats = Stats("ravens")

    def won(ident: str, totals: tuple[int, int]) -> FinishedGame:
        return FinishedGame("ravens", ident, ("You", "Astrid"), (0,), (0,), totals, 3, "normal")

    assert stats.add(won("a", (12, 4)))
    assert stats.best is not None and (stats.best["points"], stats.best["margin"]) == (12, 8)
    assert stats.add(won("b", (13, 3)))  # a wider margin
    assert (stats.best["points"], stats.best["margin"]) == (13, 10)
    assert stats.add(won("c", (20, 10)))  # as wide, more points
    assert (stats.best["points"], stats.best["margin"]) == (20, 10)
    assert stats.add(won("d", (12, 11)))  # narrower
    assert (stats.best["points"], stats.best["margin"]) == (20, 10)


def test_mixed_and_external_opponents():
    mixed = finished((YOU, SeatSetup("A", "easy"), SeatSetup("B", "hard@100ms")), [1, 15, 4])
    outside = finished((YOU, SeatSetup("A", "cmd:python bot.py")), [15, 3], seed=2)
    stats = Stats("odin")
    stats.add(mixed.result())
    stats.add(outside.result())
    assert set(stats.levels) == {"mixed", "external"}


def test_hot_seat_counts_games_and_wins_by_name():
    stats = Stats("odin")
    seats = (SeatSetup("Ana"), SeatSetup("Bo"), SeatSetup("Bot", "easy"))
    stats.add(finished(seats, [2, 9, 15], 1).result())
    stats.add(finished(seats, [7, 7, 15], 2).result())  # shared
    stats.add(finished(seats, [16, 9, 1], 3).result())  # the bot won
    hot = stats.modes[HOT_SEAT]
    assert (hot.played, hot.won, hot.seats) == (3, 2, 6)
    assert stats.names == {"Ana": 2, "Bo": 1}
    assert stats.modes[VS_AI].played == 0 and stats.streak == 0


def test_unfinished_bot_only_and_repeated_games_do_not_count():
    stats = Stats("odin")
    unfinished = vs("normal", [3, 15, 9])
    unfinished.game.over = False
    with pytest.raises(ValueError, match="not finished"):
        unfinished.result()  # only a finished game has a result to count
    bots = OdinSetup.all_bots(3)
    assert not stats.add(finished(bots.seats, [3, 15, 9]).result())
    game = vs("normal", [3, 15, 9], 8)
    assert stats.add(game.result()) and not stats.add(game.result())
    assert stats.modes[VS_AI].played == 1


def test_record_game_persists_and_survives_a_reload(folder):
    assert record_game(vs("normal", [3, 15, 9], 1).result()) is None
    assert record_game(vs("normal", [16, 15, 9], 2).result()) is None
    assert record_game(vs("normal", [16, 15, 9], 2).result()) is None  # the same game again
    loaded = Stats.load("odin")
    assert (loaded.modes[VS_AI].played, loaded.modes[VS_AI].won) == (2, 1)
    assert loaded.best_streak == 1 and loaded.streak == 0 and not loaded.notices
    assert loaded.to_file() == json.loads((folder / "stats.json").read_text())


def test_a_damaged_file_is_set_aside_and_counting_starts_again(folder):
    path = folder / "stats.json"
    path.write_text('{"version": 1, "modes": {"vs_ai": {"played": 4')
    loaded = Stats.load("odin")
    assert loaded.modes[VS_AI].played == 0
    assert "damaged" in loaded.notices[0]
    (kept,) = folder.glob("stats.json.corrupt-*")
    assert kept.read_text().startswith('{"version": 1')
    record_game(vs("easy", [1, 15]).result())
    assert Stats.load("odin").modes[VS_AI].played == 1


def test_wrong_values_are_dropped_with_a_notice_and_the_rest_kept(folder):
    (folder / "stats.json").write_text(
        json.dumps(
            {
                "version": 1,
                "modes": {
                    "vs_ai": {"played": 3, "won": 9, "points": 1},  # more wins than games
                    "hot_seat": {"played": 2, "won": 1, "points": 20, "seats": 4},
                },
                "levels": {"easy": {"played": "lots"}, "hard": {"played": 1, "won": 1}},
                "streak": -4,
                "best_streak": 2,
                "names": {"Ana": 2, "Bo": "x"},
            }
        )
    )
    loaded = Stats.load("odin")
    assert loaded.modes[VS_AI].played == 0
    assert loaded.modes[HOT_SEAT].played == 2
    assert set(loaded.levels) == {"hard"}
    assert loaded.streak == 0 and loaded.best_streak == 2
    assert loaded.names == {"Ana": 2}
    # The damaged parts are named as the Statistics screen names them, in the player's language.
    assert "Against the bots" in loaded.notices[0] and "Thrall" in loaded.notices[0]
    i18n.set_language("de")
    try:
        notice, thrall = Stats.load("odin").notices[0], level_name("easy")
    finally:
        i18n.set_language("en")
    assert "Gegen die Bots" in notice and thrall in notice and thrall != "Thrall"


def test_a_newer_versions_file_is_shown_but_never_overwritten(folder):
    original = {"version": 3, "modes": {"vs_ai": {"played": 5, "won": 2}}, "elo": 1500}
    (folder / "stats.json").write_text(json.dumps(original))
    loaded = Stats.load("odin")
    assert loaded.read_only and loaded.modes[VS_AI].played == 5
    assert record_game(vs("normal", [1, 15]).result()) is None
    assert json.loads((folder / "stats.json").read_text()) == original


def test_a_huge_file_is_set_aside(folder, monkeypatch):
    monkeypatch.setattr(stats_module, "MAX_BYTES", 64 * 1024)  # not 16 MB of spaces
    (folder / "stats.json").write_bytes(b"[" + b" " * (stats_module.MAX_BYTES + 1) + b"]")
    loaded = Stats.load("odin")
    assert loaded.notices and list(folder.glob("stats.json.corrupt-*"))


def test_a_refusing_disk_is_reported_not_raised(folder, monkeypatch):
    def refuse(path, value):  # noqa: ANN001
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "write_json_atomic", refuse)  # `storage.written`
    message = record_game(vs("normal", [1, 15]).result())
    assert message and "the disk is full" in message  # said by its number, translatable


def test_a_version_1_file_is_odins_and_other_games_figures_are_kept(folder):
    path = folder / "stats.json"
    path.write_text(json.dumps({"version": 1, "modes": {"vs_ai": {"played": 4, "won": 3}}}))
    assert Stats.load("odin").modes[VS_AI].played == 4
    assert Stats.load("ravens").modes[VS_AI].played == 0  # another game starts from zero
    assert record_game(vs("normal", [1, 15]).result()) is None
    saved = json.loads(path.read_text())
    assert saved["version"] == stats_module.VERSION
    assert saved["games"]["odin"]["modes"]["vs_ai"]["played"] == 5
    other = Stats.load("ravens")
    other.modes[VS_AI].played = 2
    assert other.save() is None
    both = json.loads(path.read_text())["games"]
    assert both["odin"]["modes"]["vs_ai"]["played"] == 5  # kept as it was
    assert both["ravens"]["modes"]["vs_ai"]["played"] == 2

